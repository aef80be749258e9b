// features: maps, for_range_string, unicode, strings_pkg
package main

import (
	"fmt"
	"strings"
	"unicode"
)

func isIsogram(word string) bool {
	seen := map[rune]bool{}
	for _, r := range strings.ToLower(word) {
		if !unicode.IsLetter(r) {
			continue
		}
		if seen[r] {
			return false
		}
		seen[r] = true
	}
	return true
}

func main() {
	words := []string{"", "isogram", "eleven", "zzyzx", "subdermatoglyphic", "Alphabet", "alphAbet",
		"thumbscrew-japingly", "thumbscrew-jappingly", "six-year-old", "Emily Jung Schwartzkopf", "accentor", "angola"}
	for _, w := range words {
		fmt.Printf("%q %v\n", w, isIsogram(w))
	}
}
