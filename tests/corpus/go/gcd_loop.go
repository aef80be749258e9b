// features: function_declaration, for_condition, fmt_println
package main

import "fmt"

func gcd(a int, b int) int {
	for b != 0 {
		t := b
		b = a % b
		a = t
	}
	return a
}

func main() {
	fmt.Println(gcd(48, 18))
	fmt.Println(gcd(270, 192))
	fmt.Println(gcd(17, 5))
}
