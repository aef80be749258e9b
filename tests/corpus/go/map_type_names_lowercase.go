// features: fmt_type_names, maps, structs, type_declaration
package main

import "fmt"

type cell struct{ r, c int }
type score int

func main() {
	type point struct{ X, Y int }
	seen := map[point]bool{{1, 2}: true}
	var nilm map[cell]score
	fmt.Printf("%T %T %T %v %v\n", seen, nilm, map[string]int{}, nilm, seen)
	fmt.Printf("%T %T\n", map[int][]cell{}, map[[2]int]string{})
}
