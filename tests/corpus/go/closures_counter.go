// features: closures, function_values, maps, recursion, function_types
package main

import "fmt"

func counter() (func() int, func()) {
	c := 0
	inc := func() int {
		c++
		return c
	}
	reset := func() { c = 0 }
	return inc, reset
}

func memoFib() func(int) int {
	memo := map[int]int{}
	var fib func(int) int
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		if v, ok := memo[n]; ok {
			return v
		}
		r := fib(n-1) + fib(n-2)
		memo[n] = r
		return r
	}
	return fib
}

func compose(f, g func(int) int) func(int) int {
	return func(x int) int { return g(f(x)) }
}

func main() {
	inc, reset := counter()
	fmt.Println(inc(), inc(), inc())
	reset()
	fmt.Println(inc())
	fib := memoFib()
	fmt.Println(fib(80))
	sq := func(x int) int { return x * x }
	plus1 := func(x int) int { return x + 1 }
	fmt.Println(compose(sq, plus1)(5), compose(plus1, sq)(5))
	funcs := []func() int{}
	for i := 0; i < 3; i++ {
		funcs = append(funcs, func(j int) func() int {
			return func() int { return j * 10 }
		}(i))
	}
	for _, f := range funcs {
		fmt.Print(f(), " ")
	}
	fmt.Println()
}
