// features: strings_pkg, runes, unicode, maps, closures, sort_pkg, anonymous_structs, multiple_returns, fmt_printf, multiple_assignment
package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
)

func shift(s string, k int) string {
	k = ((k % 26) + 26) % 26
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return 'a' + (r-'a'+rune(k))%26
		case r >= 'A' && r <= 'Z':
			return 'A' + (r-'A'+rune(k))%26
		}
		return r
	}, s)
}

var english = map[rune]float64{'e': 12.7, 't': 9.1, 'a': 8.2, 'o': 7.5, 'i': 7.0, 'n': 6.7, 's': 6.3, 'h': 6.1, 'r': 6.0}

func score(s string) float64 {
	counts := make(map[rune]int)
	total := 0
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) {
			counts[r]++
			total++
		}
	}
	var sc float64
	for r, c := range counts {
		sc += english[r] * float64(c) / float64(total)
	}
	return sc
}

func crack(cipher string) (int, string) {
	type cand struct {
		k     int
		score float64
	}
	var cs []cand
	for k := 0; k < 26; k++ {
		cs = append(cs, cand{k, score(shift(cipher, -k))})
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].score > cs[j].score })
	return cs[0].k, shift(cipher, -cs[0].k)
}

func main() {
	msg := "The quick brown fox jumps over the lazy dog, then rests in the shade!"
	for _, k := range []int{3, 13, -1, 52} {
		fmt.Printf("%3d: %s\n", k, shift(msg, k))
	}
	enc := shift("Meet me at the train station at nine", 17)
	k, plain := crack(enc)
	fmt.Println(enc)
	fmt.Printf("key=%d -> %s\n", k, plain)
	fmt.Printf("%.3f %.3f\n", score(msg), score("zzzz qqq"))
	letters := []rune(strings.ToUpper("hello"))
	for i, j := 0, len(letters)-1; i < j; i, j = i+1, j-1 {
		letters[i], letters[j] = letters[j], letters[i]
	}
	fmt.Println(string(letters), len("héllo"), len([]rune("héllo")))
}
