// features: arrays, for_range_string, byte_arithmetic, strings_pkg
package main

import (
	"fmt"
	"strings"
)

func isPangram(s string) bool {
	var seen [26]bool
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' {
			seen[r-'a'] = true
		}
	}
	for _, ok := range seen {
		if !ok {
			return false
		}
	}
	return true
}

func main() {
	inputs := []string{
		"",
		"abcdefghijklmnopqrstuvwxyz",
		"the quick brown fox jumps over the lazy dog",
		"a quick movement of the enemy will jeopardize five gunboats",
		"five boxing wizards jump quickly at it",
		"the_quick_brown_fox_jumps_over_the_lazy_dog",
		"the 1 quick brown fox jumps over the 2 lazy dogs",
		"7h3 qu1ck brown fox jumps ov3r 7h3 lazy dog",
		"\"Five quacking Zephyrs jolt my wax bed.\"",
		"abcdefghijklm ABCDEFGHIJKLM",
	}
	for _, s := range inputs {
		fmt.Println(isPangram(s))
	}
}
