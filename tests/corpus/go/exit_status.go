// features: os_pkg, defer, function_declaration
package main

import (
	"fmt"
	"os"
)

func check(values []int) int {
	bad := 0
	for _, v := range values {
		if v < 0 {
			bad++
		}
	}
	return bad
}

func main() {
	defer fmt.Println("deferred: never printed, os.Exit skips it")
	n := check([]int{3, -1, 4, -1, -5})
	fmt.Println("negative values:", n)
	if n > 0 {
		os.Exit(n)
	}
	fmt.Println("all good")
}
