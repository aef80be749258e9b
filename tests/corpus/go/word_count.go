// features: maps, sort_pkg, strings_pkg, unicode, for_range_map
package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
)

func wordCount(s string) map[string]int {
	counts := make(map[string]int)
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
	for _, w := range words {
		w = strings.Trim(w, "'")
		if w != "" {
			counts[w]++
		}
	}
	return counts
}

func main() {
	inputs := []string{
		"word",
		"one of each",
		"one fish two fish red fish blue fish",
		"one,two,three",
		"car: carpet as java: javascript!!&@$%^&",
		"testing, 1, 2 testing",
		"go Go GO Stop stop",
		"Joe can't tell between 'large' and large.",
	}
	for _, in := range inputs {
		counts := wordCount(in)
		keys := make([]string, 0, len(counts))
		for k := range counts {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Printf("%s=%d ", k, counts[k])
		}
		fmt.Println()
		fmt.Println(counts)
	}
}
