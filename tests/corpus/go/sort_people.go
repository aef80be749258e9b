// features: sort_pkg, structs, closures, slices, fmt_printf
package main

import (
	"fmt"
	"sort"
)

type Person struct {
	Name string
	Age  int
}

func main() {
	people := []Person{{"Alice", 30}, {"Bob", 25}, {"Carol", 35}, {"Dave", 25}, {"Eve", 30}}
	sort.Slice(people, func(i, j int) bool {
		if people[i].Age != people[j].Age {
			return people[i].Age < people[j].Age
		}
		return people[i].Name > people[j].Name
	})
	for _, p := range people {
		fmt.Printf("%-6s %3d\n", p.Name, p.Age)
	}
	nums := []int{5, 2, 8, 1, 9, 3}
	sort.Ints(nums)
	fmt.Println(nums, sort.SearchInts(nums, 8))
	words := []string{"pear", "apple", "fig", "banana"}
	sort.Strings(words)
	fmt.Println(words)
	sort.Slice(words, func(i, j int) bool { return len(words[i]) < len(words[j]) })
	fmt.Println(words)
	fl := []float64{2.5, -1, 3.25}
	sort.Float64s(fl)
	fmt.Println(fl)
}
