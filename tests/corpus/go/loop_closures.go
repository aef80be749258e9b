// features: block_scoping, closures, defer, for_clause
package main

import "fmt"

func main() {
	funcs := []func() int{}
	for i := 0; i < 3; i++ {
		j := i
		funcs = append(funcs, func() int { return j * 10 })
	}
	for _, f := range funcs {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	for i := 0; i < 3; i++ {
		k := i * i
		defer func() { fmt.Println("deferred", k) }()
	}
	shared := []func() int{}
	for i := 0; i < 3; i++ {
		shared = append(shared, func() int { return i })
	}
	fmt.Println(shared[0](), shared[2]())
	n := 0
	for x := 0; x < 3; x++ {
		inc := func() { n++ }
		inc()
	}
	fmt.Println(n)
}
