// features: function_declaration, strconv, strings_builder, for_clause
package main

import (
	"fmt"
	"strconv"
	"strings"
)

func convert(n int) string {
	var sb strings.Builder
	if n%3 == 0 {
		sb.WriteString("Pling")
	}
	if n%5 == 0 {
		sb.WriteString("Plang")
	}
	if n%7 == 0 {
		sb.WriteString("Plong")
	}
	if sb.Len() == 0 {
		return strconv.Itoa(n)
	}
	return sb.String()
}

func main() {
	for _, n := range []int{1, 3, 5, 7, 6, 8, 9, 10, 14, 15, 21, 25, 27, 35, 49, 52, 105, 3125} {
		fmt.Println(n, convert(n))
	}
}
