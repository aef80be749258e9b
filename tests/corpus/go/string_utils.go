// features: runes, for_range_string, strings_builder, strconv, unicode, utf8_pkg, byte_slices, named_results
package main

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

func reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

func isPalindrome(s string) bool {
	var clean []rune
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			clean = append(clean, r)
		}
	}
	for i := 0; i < len(clean)/2; i++ {
		if clean[i] != clean[len(clean)-1-i] {
			return false
		}
	}
	return true
}

func compress(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] == s[i] {
			j++
		}
		if j-i > 1 {
			b.WriteString(strconv.Itoa(j - i))
		}
		b.WriteByte(s[i])
		i = j
	}
	return b.String()
}

func vowelCount(s string) (v, c int) {
	for _, r := range s {
		switch unicode.ToLower(r) {
		case 'a', 'e', 'i', 'o', 'u':
			v++
		default:
			if unicode.IsLetter(r) {
				c++
			}
		}
	}
	return
}

func main() {
	for _, s := range []string{"hello", "Grüße", "日本語"} {
		fmt.Printf("%s -> %s (bytes=%d runes=%d)\n", s, reverse(s), len(s), utf8.RuneCountInString(s))
	}
	for _, s := range []string{"A man, a plan, a canal: Panama", "race a car", "No 'x' in Nixon"} {
		fmt.Printf("%q palindrome? %t\n", s, isPalindrome(s))
	}
	fmt.Println(compress("aaabccddddde"), compress("abc"))
	v, c := vowelCount("Programming in Go")
	fmt.Println("vowels:", v, "consonants:", c)
	n, err := strconv.Atoi("12a")
	fmt.Println(n, err)
	f, _ := strconv.ParseFloat("2.5e3", 64)
	fmt.Println(f, strconv.FormatInt(255, 2), strconv.Quote("tab\there"))
	b := []byte("go")
	b = append(b, "pher"...)
	fmt.Println(string(b), len(b), b[0], string(b[0]-32))
	caps := strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return unicode.ToUpper(r)
	}, "a b\tc")
	fmt.Println(caps)
}
