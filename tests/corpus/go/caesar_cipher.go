// features: byte_slices, byte_arithmetic, type_conversions, runes, strings_builder
package main

import (
	"fmt"
	"strings"
)

func shift(s string, k int) string {
	out := []byte(s)
	for i, c := range out {
		switch {
		case c >= 'a' && c <= 'z':
			out[i] = 'a' + byte((int(c-'a')+k+26)%26)
		case c >= 'A' && c <= 'Z':
			out[i] = 'A' + byte((int(c-'A')+k+26)%26)
		}
	}
	return string(out)
}

func reverseRunes(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

func main() {
	msg := "Hello, World! Go is fun."
	enc := shift(msg, 3)
	fmt.Println(enc)
	fmt.Println(shift(enc, -3))
	fmt.Println(reverseRunes("héllo wörld"))
	var sb strings.Builder
	for c := 'a'; c < 'a'+5; c++ {
		sb.WriteRune(c)
		sb.WriteByte('-')
	}
	fmt.Println(sb.String())
	s := "abc"
	fmt.Println(s[0], s[1:], len("héllo"), string(s[2]), s[0] == 'a')
	fmt.Printf("%c %q %U %x %d\n", 'G', 'o', 'é', "hi", 'A')
}
