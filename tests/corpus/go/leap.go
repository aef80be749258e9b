// features: function_declaration, boolean_operators, for_range, fmt_printf
package main

import "fmt"

func isLeap(year int) bool {
	return year%4 == 0 && (year%100 != 0 || year%400 == 0)
}

func main() {
	years := []int{2015, 1970, 1996, 1960, 2100, 1900, 2000, 2400, 1800}
	for _, y := range years {
		fmt.Printf("%d: %t\n", y, isLeap(y))
	}
}
