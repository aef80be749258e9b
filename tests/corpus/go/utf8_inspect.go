// features: utf8_pkg, runes, byte_slices, for_clause, fmt_printf, string_indexing
package main

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// describe walks a string rune by rune with DecodeRuneInString, as a lexer does.
func describe(s string) {
	fmt.Printf("%q: %d bytes, %d runes, valid=%v\n", s, len(s), utf8.RuneCountInString(s), utf8.ValidString(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			fmt.Printf("  %2d: invalid byte %#x\n", i, s[i])
		} else {
			fmt.Printf("  %2d: %c %U len=%d\n", i, r, r, utf8.RuneLen(r))
		}
		i += size
	}
}

func reverseRunes(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		r, size := utf8.DecodeLastRuneInString(s)
		b.WriteRune(r)
		s = s[:len(s)-size]
	}
	return b.String()
}

func main() {
	describe("naïve €5")
	describe("ok\xffgo")
	fmt.Println(reverseRunes("héllo, 世界"))
	data := []byte("日本語")
	r, n := utf8.DecodeRune(data)
	lr, ln := utf8.DecodeLastRune(data)
	fmt.Println(string(r), n, string(lr), ln, utf8.RuneCount(data), utf8.Valid(data), utf8.Valid(data[:4]))
	er, en := utf8.DecodeRuneInString("")
	fmt.Println(er == utf8.RuneError, en)
	fmt.Println(utf8.ValidRune('a'), utf8.ValidRune(0xD800), utf8.ValidRune(0x110000), utf8.RuneLen(-1), utf8.UTFMax, utf8.RuneSelf)
	fmt.Printf("% x|%X|%+q|%q\n", "añ", "añ", "añ€", []string{"a", "ñ"})
	fmt.Printf("%c|%U|%d|%5.1f|%x\n", []rune("hé"), []rune("hé"), []byte("hi"), []float64{1.25, 10}, []int{255, 16})
	fmt.Printf("%G %G %g\n", 1e-7, 123456789.0, 1e21)
}
