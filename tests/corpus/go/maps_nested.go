// features: maps, map_comma_ok, delete, sort_pkg, fmt_println_maps, for_range_map, anonymous_structs, var_declaration
package main

import (
	"fmt"
	"sort"
)

type Stats struct {
	Count int
	Total float64
}

func main() {
	grades := map[string][]int{
		"alice": {90, 85, 77},
		"bob":   {60, 70},
	}
	grades["carol"] = append(grades["carol"], 100)
	names := make([]string, 0, len(grades))
	for name := range grades {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, n := range names {
		sum := 0
		for _, g := range grades[n] {
			sum += g
		}
		fmt.Printf("%-5s %v avg=%.2f\n", n, grades[n], float64(sum)/float64(len(grades[n])))
	}
	delete(grades, "bob")
	_, ok := grades["bob"]
	fmt.Println(len(grades), ok)
	stats := map[string]*Stats{}
	data := []struct {
		k string
		v float64
	}{{"x", 1.5}, {"y", 2}, {"x", 3}}
	for _, d := range data {
		if stats[d.k] == nil {
			stats[d.k] = &Stats{}
		}
		stats[d.k].Count++
		stats[d.k].Total += d.v
	}
	fmt.Println(*stats["x"], stats["y"].Total)
	m := map[int]string{3: "c", 1: "a", 2: "b"}
	fmt.Println(m, len(m))
	nested := map[string]map[string]int{"a": {"x": 1}, "b": {"y": 2, "z": 3}}
	fmt.Println(nested, nested["b"]["z"], len(nested["c"]))
	counts := map[bool]int{}
	for i := 0; i < 7; i++ {
		counts[i%3 == 0]++
	}
	fmt.Println(counts)
}
