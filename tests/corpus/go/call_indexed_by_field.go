// features: function_values, closures, maps
package main

import "fmt"

type I struct{ Op int }

var table = map[int]func() int{1: func() int { return 9 }}

func get() map[int]func() int { return table }

func main() {
	in := I{1}
	m := map[int]func() int{1: func() int { return 7 }}
	fmt.Println(m[in.Op]())
	fmt.Println(table[in.Op]())
	fmt.Println(get()[in.Op]())
	fmt.Println(map[int]func() int{1: func() int { return 8 }}[in.Op]())
	fs := []func(int) int{func(x int) int { return x * 2 }, func(x int) int { return x + 100 }}
	fmt.Println(fs[in.Op](5), []func(int) int{func(x int) int { return -x }}[in.Op-1](3))
}
