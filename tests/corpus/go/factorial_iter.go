// features: function_declaration, for_clause, typed_integers, fmt_println, source_file, package_clause, import_declaration, short_var_declaration
package main

import "fmt"

func factorial(n int) int {
	result := 1
	for i := 2; i <= n; i++ {
		result = result * i
	}
	return result
}

func main() {
	for n := 0; n <= 10; n++ {
		fmt.Println(n, factorial(n))
	}
}
