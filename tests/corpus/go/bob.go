// features: strings_pkg, switch_tagless, unicode, for_range_string
package main

import (
	"fmt"
	"strings"
	"unicode"
)

func hey(remark string) string {
	r := strings.TrimSpace(remark)
	hasLetter, allUpper := false, true
	for _, c := range r {
		if unicode.IsLetter(c) {
			hasLetter = true
			if !unicode.IsUpper(c) {
				allUpper = false
			}
		}
	}
	yell := hasLetter && allUpper
	question := strings.HasSuffix(r, "?")
	switch {
	case r == "":
		return "Fine. Be that way!"
	case yell && question:
		return "Calm down, I know what I'm doing!"
	case yell:
		return "Whoa, chill out!"
	case question:
		return "Sure."
	default:
		return "Whatever."
	}
}

func main() {
	for _, s := range []string{"Tom-ay-to, tom-aaaah-to.", "WATCH OUT!", "FCECDFCAAB", "Does this cryogenic chamber make me look fat?",
		"You are, what, like 15?", "fffbbcbeab?", "Hi there!", "It's OK if you don't want to go work for NASA.",
		"WHAT'S GOING ON?", "1, 2, 3 GO!", "1, 2, 3", "4?", "ZOMG THE %^*@#$(*^ ZOMBIES ARE COMING!!11!!1!",
		"I HATE THE DENTIST", "Ending with ? means a question.", ":) ?", "", "          ", "\t\t\t\t\t\t\t\t\t\t", "Okay if like my  spacebar  quite a bit?   "} {
		fmt.Println(hey(s))
	}
}
