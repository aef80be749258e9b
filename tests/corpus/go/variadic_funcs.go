// features: variadic_functions, closures, function_values, slices, function_types
package main

import (
	"fmt"
	"strings"
)

func sum(nums ...int) int {
	total := 0
	for _, n := range nums {
		total += n
	}
	return total
}

func join(sep string, parts ...string) string {
	return strings.Join(parts, sep)
}

func apply(xs []int, fs ...func(int) int) []int {
	out := make([]int, len(xs))
	copy(out, xs)
	for _, f := range fs {
		for i := range out {
			out[i] = f(out[i])
		}
	}
	return out
}

func makeAdder(n int) func(int) int {
	return func(x int) int { return x + n }
}

func main() {
	fmt.Println(sum(), sum(1), sum(1, 2, 3))
	xs := []int{4, 5, 6}
	fmt.Println(sum(xs...))
	fmt.Println(join("-", "a", "b", "c"), join("+"))
	double := func(x int) int { return x * 2 }
	fmt.Println(apply(xs, double, makeAdder(1)))
	fmt.Println(xs)
	ops := map[string]func(int, int) int{
		"add": func(a, b int) int { return a + b },
		"mul": func(a, b int) int { return a * b },
	}
	fmt.Println(ops["add"](3, 4), ops["mul"](3, 4))
}
