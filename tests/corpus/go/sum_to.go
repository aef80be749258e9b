// features: function_declaration, for_condition, fmt_println
package main

import "fmt"

func sum_to(n int) int {
	total := 0
	i := 1
	for i <= n {
		total = total + i
		i = i + 1
	}
	return total
}

func main() {
	fmt.Println(sum_to(100))
}
