// features: const_iota, stringer, runes, unicode, strings_builder, for_forever
package main

import (
	"fmt"
	"strings"
	"unicode"
)

type Kind int

const (
	Ident Kind = iota
	Number
	String
	Op
	Punct
	EOF
)

func (k Kind) String() string {
	return [...]string{"Ident", "Number", "String", "Op", "Punct", "EOF"}[k]
}

type Token struct {
	Kind Kind
	Text string
	Line int
	Col  int
}

type Lexer struct {
	src       []rune
	pos       int
	line, col int
}

func (l *Lexer) peek() rune {
	if l.pos >= len(l.src) {
		return 0
	}
	return l.src[l.pos]
}

func (l *Lexer) advance() rune {
	r := l.src[l.pos]
	l.pos++
	if r == '\n' {
		l.line++
		l.col = 1
	} else {
		l.col++
	}
	return r
}

func (l *Lexer) Next() (Token, error) {
	for l.pos < len(l.src) && unicode.IsSpace(l.peek()) {
		l.advance()
	}
	if l.pos >= len(l.src) {
		return Token{EOF, "", l.line, l.col}, nil
	}
	line, col := l.line, l.col
	start := l.pos
	r := l.peek()
	switch {
	case unicode.IsLetter(r) || r == '_':
		for l.pos < len(l.src) && (unicode.IsLetter(l.peek()) || unicode.IsDigit(l.peek()) || l.peek() == '_') {
			l.advance()
		}
		return Token{Ident, string(l.src[start:l.pos]), line, col}, nil
	case unicode.IsDigit(r):
		for l.pos < len(l.src) && (unicode.IsDigit(l.peek()) || l.peek() == '.') {
			l.advance()
		}
		return Token{Number, string(l.src[start:l.pos]), line, col}, nil
	case r == '"':
		l.advance()
		var sb strings.Builder
		for l.pos < len(l.src) && l.peek() != '"' {
			c := l.advance()
			if c == '\\' && l.pos < len(l.src) {
				switch e := l.advance(); e {
				case 'n':
					sb.WriteRune('\n')
				default:
					sb.WriteRune(e)
				}
				continue
			}
			sb.WriteRune(c)
		}
		if l.pos >= len(l.src) {
			return Token{}, fmt.Errorf("%d:%d: unterminated string", line, col)
		}
		l.advance()
		return Token{String, sb.String(), line, col}, nil
	case strings.ContainsRune("+-*/=<>!&|", r):
		l.advance()
		if n := l.peek(); n == '=' || (n == r && (r == '&' || r == '|')) {
			l.advance()
		}
		return Token{Op, string(l.src[start:l.pos]), line, col}, nil
	case strings.ContainsRune("(){}[],;.", r):
		l.advance()
		return Token{Punct, string(r), line, col}, nil
	}
	return Token{}, fmt.Errorf("%d:%d: unexpected character %q", line, col, r)
}

func main() {
	src := `let total = 0;
if (x >= 10 && name != "bob") {
  total = total + 3.14 * x; // café
}
print("done\n", total)`
	lx := &Lexer{src: []rune(src), line: 1, col: 1}
	counts := map[Kind]int{}
	for {
		t, err := lx.Next()
		if err != nil {
			fmt.Println("error:", err)
			break
		}
		if t.Kind == EOF {
			fmt.Printf("EOF at %d:%d\n", t.Line, t.Col)
			break
		}
		counts[t.Kind]++
		fmt.Printf("%d:%-3d %-6v %q\n", t.Line, t.Col, t.Kind, t.Text)
	}
	fmt.Println(counts)
}
