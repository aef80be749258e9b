// features: block_scoping, short_var_declaration, if_statement, closures
package main

import "fmt"

func f(x int) (int, error) { return x * 2, nil }

func main() {
	x := 1
	if x := 5; x > 2 {
		fmt.Println("inner", x)
		x := "str"
		fmt.Println(x)
	}
	fmt.Println("outer", x)
	y, err := f(x)
	if err == nil {
		y, err := f(y)
		fmt.Println(y, err)
	}
	fmt.Println(y)
	for i := 0; i < 2; i++ {
		x := i * 10
		x++
		fmt.Println(x)
	}
	fmt.Println(x)
	g := func(x int) int {
		if x > 0 {
			x := x + 100
			return x
		}
		return x
	}
	fmt.Println(g(1), g(-1), x)
}
