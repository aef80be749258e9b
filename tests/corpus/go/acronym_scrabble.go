// features: strings_pkg, unicode, runes, maps, for_range_string, switch_statement
package main

import (
	"fmt"
	"strings"
	"unicode"
)

func abbreviate(s string) string {
	words := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' || r == '_' })
	var out []rune
	for _, w := range words {
		for _, r := range w {
			if unicode.IsLetter(r) {
				out = append(out, unicode.ToUpper(r))
				break
			}
		}
	}
	return string(out)
}

func score(word string) int {
	total := 0
	for _, r := range strings.ToUpper(word) {
		switch r {
		case 'A', 'E', 'I', 'O', 'U', 'L', 'N', 'R', 'S', 'T':
			total += 1
		case 'D', 'G':
			total += 2
		case 'B', 'C', 'M', 'P':
			total += 3
		case 'F', 'H', 'V', 'W', 'Y':
			total += 4
		case 'K':
			total += 5
		case 'J', 'X':
			total += 8
		case 'Q', 'Z':
			total += 10
		}
	}
	return total
}

func main() {
	for _, s := range []string{"Portable Network Graphics", "Ruby on Rails", "First In, First Out", "GNU Image Manipulation Program", "Complementary metal-oxide semiconductor", "Something - I made up from thin air", "The Road _Not_ Taken", "Halley's Comet"} {
		fmt.Printf("%-42q %s\n", s, abbreviate(s))
	}
	for _, w := range []string{"a", "A", "f", "at", "zoo", "street", "quirky", "OxyphenButazone", "pinata", "", "abcdefghijklmnopqrstuvwxyz"} {
		fmt.Println(w, score(w))
	}
}
