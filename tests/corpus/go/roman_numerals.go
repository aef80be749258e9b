// features: structs, slices, strings_builder, for_range
package main

import (
	"fmt"
	"strings"
)

type numeral struct {
	value  int
	symbol string
}

var table = []numeral{
	{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"},
	{50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"},
}

func toRoman(n int) string {
	var sb strings.Builder
	for _, t := range table {
		for n >= t.value {
			sb.WriteString(t.symbol)
			n -= t.value
		}
	}
	return sb.String()
}

func main() {
	for _, n := range []int{1, 2, 3, 4, 5, 6, 9, 16, 27, 48, 49, 59, 66, 93, 141, 163, 166, 402, 575, 666, 911, 1024, 1666, 3000, 3001, 3999} {
		fmt.Printf("%4d %s\n", n, toRoman(n))
	}
}
