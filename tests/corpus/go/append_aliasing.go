// features: append, slices, struct_value_semantics
package main

import "fmt"

type S struct{ items []int }

func main() {
	xs := []int{1, 2}
	t := xs
	xs = append(xs, 3)
	fmt.Println(xs, t)
	var acc []int
	for i := 0; i < 3; i++ {
		acc = append(acc, i)
		snap := acc
		acc = append(acc, 100)
		fmt.Println(snap, acc)
		acc = acc[:len(acc)-1]
	}
	s := &S{}
	for i := 0; i < 3; i++ {
		s.items = append(s.items, i)
	}
	fmt.Println(s.items)
	grid := [][]int{{1}}
	row := grid[0]
	row = append(row, 2)
	fmt.Println(grid, row)
}
