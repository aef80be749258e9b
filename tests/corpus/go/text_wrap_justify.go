// features: strings_builder, utf8_pkg, for_range_string, runes, byte_slices, fmt_verbs, strings_bytes_other
package main

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

const para = "Go is an open source programming language that makes it simple to build secure, scalable systems. Héllo wörld — ünïcode words count as runes, not bytes."

func wrap(text string, width int) []string {
	words := strings.Fields(text)
	var lines []string
	var cur strings.Builder
	for _, w := range words {
		if cur.Len() > 0 && utf8.RuneCountInString(cur.String())+1+utf8.RuneCountInString(w) > width {
			lines = append(lines, cur.String())
			cur.Reset()
		}
		if cur.Len() > 0 {
			cur.WriteByte(' ')
		}
		cur.WriteString(w)
	}
	if cur.Len() > 0 {
		lines = append(lines, cur.String())
	}
	return lines
}

func justify(line string, width int) string {
	words := strings.Fields(line)
	if len(words) == 1 {
		return line
	}
	total := 0
	for _, w := range words {
		total += utf8.RuneCountInString(w)
	}
	gaps := len(words) - 1
	spaces := width - total
	var b bytes.Buffer
	for i, w := range words {
		b.WriteString(w)
		if i < gaps {
			n := spaces / gaps
			if i < spaces%gaps {
				n++
			}
			b.WriteString(strings.Repeat(" ", n))
		}
	}
	return b.String()
}

func main() {
	lines := wrap(para, 30)
	for i, l := range lines {
		fmt.Printf("%2d |%-30s| %d runes %d bytes\n", i, l, utf8.RuneCountInString(l), len(l))
	}
	fmt.Println()
	for _, l := range lines[:len(lines)-1] {
		fmt.Printf("|%s|\n", justify(l, 30))
	}
	s := "héllo"
	for i, r := range s {
		fmt.Printf("%d:%c(%U) ", i, r, r)
	}
	fmt.Println()
	fmt.Println(len(s), []byte(s)[:3], []rune(s)[1], string([]rune(s)[1:3]))
	fmt.Printf("%x % x %X %q %+q\n", s, "hi", []byte("ok"), s, s)
	r, size := utf8.DecodeRuneInString("€uro")
	fmt.Println(r, size, string(r), utf8.RuneLen('€'), utf8.ValidString("abc"))
	fmt.Println(strings.Map(func(r rune) rune {
		if r == 'o' {
			return '0'
		}
		if r == ' ' {
			return -1
		}
		return r
	}, "foo bar boo"))
	fmt.Println(strings.EqualFold("Go", "GO"), strings.HasPrefix(s, "hé"), strings.TrimLeft("xxhixx", "x"), strings.TrimSuffix("file.go", ".go"))
	fmt.Println(strings.Fields("  a  b c "), len(strings.Split("a,b,,c", ",")), strings.LastIndex("go gopher", "go"))
	rep := strings.NewReplacer("<", "&lt;", ">", "&gt;")
	fmt.Println(rep.Replace("<b>bold</b>"))
	fmt.Printf("[%5s][%-5s][%.2s][%5.1s]\n", "ab", "ab", "abcdef", "xyz")
	fmt.Printf("%c %d %v %s\n", 'A', 'A', 'A', string(rune(65)))
}
