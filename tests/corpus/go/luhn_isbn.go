// features: string_indexing, byte_arithmetic, strings_pkg, unicode, for_clause
package main

import (
	"fmt"
	"strings"
	"unicode"
)

func luhnValid(s string) bool {
	s = strings.ReplaceAll(s, " ", "")
	if len(s) <= 1 {
		return false
	}
	sum := 0
	double := false
	for i := len(s) - 1; i >= 0; i-- {
		c := s[i]
		if c < '0' || c > '9' {
			return false
		}
		d := int(c - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}

func isbnValid(s string) bool {
	s = strings.ReplaceAll(s, "-", "")
	if len(s) != 10 {
		return false
	}
	sum := 0
	for i, r := range s {
		var v int
		switch {
		case unicode.IsDigit(r):
			v = int(r - '0')
		case r == 'X' && i == 9:
			v = 10
		default:
			return false
		}
		sum += v * (10 - i)
	}
	return sum%11 == 0
}

func main() {
	for _, s := range []string{"1", "0", "059", "59", "055 444 285", "055 444 286", "8273 1232 7352 0569", "1 2345 6789 1234 5678 9012", "055a 444 285", ":9", "091"} {
		fmt.Printf("luhn %-28q %v\n", s, luhnValid(s))
	}
	for _, s := range []string{"3-598-21508-8", "3-598-21508-9", "3-598-21507-X", "3-598-21507-A", "359821507X", "3-598-2K507-0", "3598215088", "3-598-21507"} {
		fmt.Printf("isbn %-16s %v\n", s, isbnValid(s))
	}
}
