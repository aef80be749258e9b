// features: panic_recover, defer, function_declaration, uncaught_panic
package main

import "fmt"

func check(n int) int {
	if n > 2 {
		panic(fmt.Sprintf("n too large: %d", n))
	}
	return n * 10
}

func main() {
	defer fmt.Println("deferred runs before the crash")
	for i := 0; i < 5; i++ {
		fmt.Println(check(i))
	}
	fmt.Println("not reached")
}
