// features: const_iota, stringer, methods_pointer_receiver, unicode, strconv, fmt_errorf, runes, switch_tagless
package main

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

type TokenKind int

const (
	NUM TokenKind = iota
	IDENT
	OP
	LPAREN
	RPAREN
	EOF
)

func (k TokenKind) String() string {
	return [...]string{"NUM", "IDENT", "OP", "LPAREN", "RPAREN", "EOF"}[k]
}

type Token struct {
	Kind TokenKind
	Text string
}

func tokenize(src string) ([]Token, error) {
	var toks []Token
	rs := []rune(src)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case unicode.IsSpace(r):
			i++
		case unicode.IsDigit(r):
			j := i
			for j < len(rs) && (unicode.IsDigit(rs[j]) || rs[j] == '.') {
				j++
			}
			toks = append(toks, Token{NUM, string(rs[i:j])})
			i = j
		case unicode.IsLetter(r):
			j := i
			for j < len(rs) && (unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j])) {
				j++
			}
			toks = append(toks, Token{IDENT, string(rs[i:j])})
			i = j
		case strings.ContainsRune("+-*/^=", r):
			toks = append(toks, Token{OP, string(r)})
			i++
		case r == '(':
			toks = append(toks, Token{LPAREN, "("})
			i++
		case r == ')':
			toks = append(toks, Token{RPAREN, ")"})
			i++
		default:
			return nil, fmt.Errorf("unexpected character %q at %d", r, i)
		}
	}
	toks = append(toks, Token{Kind: EOF})
	return toks, nil
}

type Parser struct {
	toks []Token
	pos  int
	vars map[string]float64
}

func (p *Parser) peek() Token { return p.toks[p.pos] }
func (p *Parser) next() Token  { t := p.toks[p.pos]; p.pos++; return t }

func (p *Parser) expr() (float64, error) {
	left, err := p.term()
	if err != nil {
		return 0, err
	}
	for p.peek().Kind == OP && (p.peek().Text == "+" || p.peek().Text == "-") {
		op := p.next().Text
		right, err := p.term()
		if err != nil {
			return 0, err
		}
		if op == "+" {
			left += right
		} else {
			left -= right
		}
	}
	return left, nil
}

func (p *Parser) term() (float64, error) {
	left, err := p.factor()
	if err != nil {
		return 0, err
	}
	for p.peek().Kind == OP && (p.peek().Text == "*" || p.peek().Text == "/") {
		op := p.next().Text
		right, err := p.factor()
		if err != nil {
			return 0, err
		}
		if op == "*" {
			left *= right
		} else {
			if right == 0 {
				return 0, fmt.Errorf("division by zero")
			}
			left /= right
		}
	}
	return left, nil
}

func (p *Parser) factor() (float64, error) {
	t := p.next()
	switch t.Kind {
	case NUM:
		return strconv.ParseFloat(t.Text, 64)
	case IDENT:
		v, ok := p.vars[t.Text]
		if !ok {
			return 0, fmt.Errorf("undefined: %s", t.Text)
		}
		return v, nil
	case OP:
		if t.Text == "-" {
			v, err := p.factor()
			return -v, err
		}
	case LPAREN:
		v, err := p.expr()
		if err != nil {
			return 0, err
		}
		if p.next().Kind != RPAREN {
			return 0, fmt.Errorf("expected )")
		}
		return v, nil
	}
	return 0, fmt.Errorf("unexpected token %v %q", t.Kind, t.Text)
}

func main() {
	vars := map[string]float64{"pi": 3.14159}
	lines := []string{
		"x = 3 + 4 * 2",
		"y = (x - 1) / 2",
		"x * y - -3",
		"z + 1",
		"10 / (y - 5)",
		"2 $ 3",
		"r = pi * 2 * 2",
		"(1 + 2",
	}
	for _, line := range lines {
		target := ""
		if i := strings.Index(line, "="); i >= 0 {
			target = strings.TrimSpace(line[:i])
			line = line[i+1:]
		}
		toks, err := tokenize(line)
		if err != nil {
			fmt.Println("lex error:", err)
			continue
		}
		p := &Parser{toks: toks, vars: vars}
		v, err := p.expr()
		if err == nil && p.peek().Kind != EOF {
			err = fmt.Errorf("trailing %v", p.peek())
		}
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		if target != "" {
			vars[target] = v
			fmt.Printf("%s := %v\n", target, v)
		} else {
			fmt.Println(strconv.FormatFloat(v, 'f', 3, 64))
		}
	}
	fmt.Println(vars)
	fmt.Println(Token{NUM, "1"}, []Token{{OP, "+"}, {EOF, ""}})
}
