// features: strings_builder, strconv, runes, for_range_string, unicode
package main

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

func encode(s string) string {
	var sb strings.Builder
	runes := []rune(s)
	for i := 0; i < len(runes); {
		j := i
		for j < len(runes) && runes[j] == runes[i] {
			j++
		}
		if j-i > 1 {
			sb.WriteString(strconv.Itoa(j - i))
		}
		sb.WriteRune(runes[i])
		i = j
	}
	return sb.String()
}

func decode(s string) string {
	var sb strings.Builder
	n := 0
	for _, r := range s {
		if unicode.IsDigit(r) {
			n = n*10 + int(r-'0')
			continue
		}
		if n == 0 {
			n = 1
		}
		sb.WriteString(strings.Repeat(string(r), n))
		n = 0
	}
	return sb.String()
}

func main() {
	for _, s := range []string{"", "XYZ", "AABBBCCCC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "  hsqq qww  ", "aabbbcccc"} {
		e := encode(s)
		fmt.Printf("%q -> %q -> ok=%v\n", s, e, decode(e) == s)
	}
}
