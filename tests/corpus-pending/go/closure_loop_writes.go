// features: closures, block_scoping
package main

import "fmt"

func main() {
	var fs []func()
	for i := 0; i < 3; i++ {
		n := i
		inc := func() { n += 10 }
		inc()
		fmt.Println("in loop", n)
		fs = append(fs, func() { fmt.Println("later", n) })
	}
	for _, f := range fs {
		f()
	}
	var zero struct{ A, B int }
	fmt.Printf("%T %v %T\n", zero, []int{}, map[string]bool{})
}
