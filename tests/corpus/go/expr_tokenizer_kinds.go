// features: const_iota, named_type_methods, stringer, runes, unicode, switch_tagless, structs, fmt_printf, fmt_println_maps, multiple_returns
package main

import (
	"fmt"
	"strings"
	"unicode"
)

type Kind int

const (
	Number Kind = iota
	Ident
	Op
	LParen
	RParen
)

func (k Kind) String() string {
	return [...]string{"Number", "Ident", "Op", "LParen", "RParen"}[k]
}

type Token struct {
	Kind Kind
	Text string
	Pos  int
}

func tokenize(src string) ([]Token, error) {
	var toks []Token
	runes := []rune(src)
	for i := 0; i < len(runes); {
		r := runes[i]
		switch {
		case unicode.IsSpace(r):
			i++
		case unicode.IsDigit(r):
			start := i
			for i < len(runes) && (unicode.IsDigit(runes[i]) || runes[i] == '.') {
				i++
			}
			toks = append(toks, Token{Number, string(runes[start:i]), start})
		case unicode.IsLetter(r) || r == '_':
			start := i
			for i < len(runes) && (unicode.IsLetter(runes[i]) || unicode.IsDigit(runes[i]) || runes[i] == '_') {
				i++
			}
			toks = append(toks, Token{Ident, string(runes[start:i]), start})
		case strings.ContainsRune("+-*/^=", r):
			toks = append(toks, Token{Op, string(r), i})
			i++
		case r == '(':
			toks = append(toks, Token{LParen, "(", i})
			i++
		case r == ')':
			toks = append(toks, Token{RParen, ")", i})
			i++
		default:
			return nil, fmt.Errorf("unexpected %q at %d", r, i)
		}
	}
	return toks, nil
}

func main() {
	inputs := []string{"x = 3.5 * (y_1 + 42)", "rate^2 - 7", "a $ b"}
	for _, in := range inputs {
		toks, err := tokenize(in)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Printf("%d tokens in %q\n", len(toks), in)
		for _, t := range toks {
			fmt.Printf("  %-7v %-5s @%d\n", t.Kind, t.Text, t.Pos)
		}
		counts := map[Kind]int{}
		for _, t := range toks {
			counts[t.Kind]++
		}
		fmt.Println("  counts:", counts)
	}
}
