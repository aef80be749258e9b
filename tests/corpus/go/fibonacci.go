// features: function_declaration, recursion, closures, slices, multiple_returns
package main

import "fmt"

func fibRec(n int) int {
	if n < 2 {
		return n
	}
	return fibRec(n-1) + fibRec(n-2)
}

func fibPair(n int) (int, int) {
	a, b := 0, 1
	for i := 0; i < n; i++ {
		a, b = b, a+b
	}
	return a, b
}

func fibGen() func() int {
	a, b := 0, 1
	return func() int {
		r := a
		a, b = b, a+b
		return r
	}
}

func main() {
	for i := 0; i < 15; i++ {
		fmt.Print(fibRec(i), " ")
	}
	fmt.Println()
	x, y := fibPair(50)
	fmt.Println(x, y)
	g := fibGen()
	seq := []int{}
	for i := 0; i < 10; i++ {
		seq = append(seq, g())
	}
	fmt.Println(seq)
	fmt.Println(fibPair(90))
}
