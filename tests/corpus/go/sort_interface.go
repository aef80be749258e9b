// features: sort_interface, named_type_methods, sort_pkg, structs
package main

import (
	"fmt"
	"sort"
)

type Person struct {
	Name string
	Age  int
}

type ByAge []Person

func (a ByAge) Len() int           { return len(a) }
func (a ByAge) Swap(i, j int)      { a[i], a[j] = a[j], a[i] }
func (a ByAge) Less(i, j int) bool { return a[i].Age < a[j].Age }

type ByLen []string

func (s ByLen) Len() int           { return len(s) }
func (s ByLen) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }
func (s ByLen) Less(i, j int) bool { return len(s[i]) < len(s[j]) }

func main() {
	people := []Person{{"Alice", 30}, {"Bob", 25}, {"Carol", 35}, {"Dan", 20}}
	sort.Sort(ByAge(people))
	fmt.Println(people)
	words := ByLen{"banana", "kiwi", "apple", "fig"}
	sort.Stable(words)
	fmt.Println(words, words.Len())
	words.Swap(0, 3)
	fmt.Println(words)
}
