// features: interfaces, named_type_methods, math_pkg, strconv, unicode, type_conversions
package main

import (
	"fmt"
	"math"
	"strconv"
	"unicode"
)

type Node interface {
	Eval(env map[string]float64) (float64, error)
	String() string
}

type Num float64
type Var string
type Bin struct {
	Op   byte
	L, R Node
}
type Call struct {
	Fn  string
	Arg Node
}

func (n Num) Eval(map[string]float64) (float64, error) { return float64(n), nil }
func (n Num) String() string                            { return strconv.FormatFloat(float64(n), 'g', -1, 64) }
func (v Var) Eval(env map[string]float64) (float64, error) {
	if x, ok := env[string(v)]; ok {
		return x, nil
	}
	return 0, fmt.Errorf("undefined variable %s", string(v))
}
func (v Var) String() string { return string(v) }
func (b Bin) Eval(env map[string]float64) (float64, error) {
	l, err := b.L.Eval(env)
	if err != nil {
		return 0, err
	}
	r, err := b.R.Eval(env)
	if err != nil {
		return 0, err
	}
	switch b.Op {
	case '+':
		return l + r, nil
	case '-':
		return l - r, nil
	case '*':
		return l * r, nil
	case '/':
		if r == 0 {
			return 0, fmt.Errorf("division by zero in %v", b)
		}
		return l / r, nil
	case '^':
		return math.Pow(l, r), nil
	}
	return 0, fmt.Errorf("bad op %c", b.Op)
}
func (b Bin) String() string { return "(" + b.L.String() + " " + string(b.Op) + " " + b.R.String() + ")" }
func (c Call) Eval(env map[string]float64) (float64, error) {
	x, err := c.Arg.Eval(env)
	if err != nil {
		return 0, err
	}
	switch c.Fn {
	case "sqrt":
		return math.Sqrt(x), nil
	case "abs":
		return math.Abs(x), nil
	}
	return 0, fmt.Errorf("unknown function %s", c.Fn)
}
func (c Call) String() string { return c.Fn + "(" + c.Arg.String() + ")" }

type Parser struct {
	toks []string
	pos  int
}

func tokenize(s string) []string {
	var toks []string
	for i := 0; i < len(s); {
		c := rune(s[i])
		switch {
		case unicode.IsSpace(c):
			i++
		case unicode.IsDigit(c) || c == '.':
			j := i
			for j < len(s) && (unicode.IsDigit(rune(s[j])) || s[j] == '.') {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		case unicode.IsLetter(c):
			j := i
			for j < len(s) && unicode.IsLetter(rune(s[j])) {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		default:
			toks = append(toks, string(c))
			i++
		}
	}
	return toks
}

func (p *Parser) peek() string {
	if p.pos < len(p.toks) {
		return p.toks[p.pos]
	}
	return ""
}
func (p *Parser) next() string { t := p.peek(); p.pos++; return t }

func (p *Parser) expr() (Node, error) {
	l, err := p.term()
	for err == nil && (p.peek() == "+" || p.peek() == "-") {
		op := p.next()[0]
		var r Node
		r, err = p.term()
		l = Bin{op, l, r}
	}
	return l, err
}
func (p *Parser) term() (Node, error) {
	l, err := p.power()
	for err == nil && (p.peek() == "*" || p.peek() == "/") {
		op := p.next()[0]
		var r Node
		r, err = p.power()
		l = Bin{op, l, r}
	}
	return l, err
}
func (p *Parser) power() (Node, error) {
	b, err := p.atom()
	if err == nil && p.peek() == "^" {
		p.next()
		var e Node
		e, err = p.power()
		return Bin{'^', b, e}, err
	}
	return b, err
}
func (p *Parser) atom() (Node, error) {
	t := p.next()
	switch {
	case t == "":
		return nil, fmt.Errorf("unexpected end")
	case t == "(":
		e, err := p.expr()
		if err != nil {
			return nil, err
		}
		if p.next() != ")" {
			return nil, fmt.Errorf("missing )")
		}
		return e, nil
	case t == "-":
		a, err := p.atom()
		return Bin{'-', Num(0), a}, err
	case unicode.IsDigit(rune(t[0])) || t[0] == '.':
		f, err := strconv.ParseFloat(t, 64)
		return Num(f), err
	case unicode.IsLetter(rune(t[0])):
		if p.peek() == "(" {
			p.next()
			a, err := p.expr()
			if err != nil {
				return nil, err
			}
			if p.next() != ")" {
				return nil, fmt.Errorf("missing ) after %s", t)
			}
			return Call{t, a}, nil
		}
		return Var(t), nil
	}
	return nil, fmt.Errorf("unexpected %q", t)
}

func main() {
	env := map[string]float64{"x": 3, "pi": math.Pi}
	for _, src := range []string{"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-x * 2 + sqrt(16)", "abs(-2.5) / (x - 3)",
		"y + 1", "2 * (3 + ", "pi * x ^ 2", "1.5.2 + 1", "foo(1)"} {
		p := &Parser{toks: tokenize(src)}
		ast, err := p.expr()
		if err == nil && p.pos < len(p.toks) {
			err = fmt.Errorf("trailing %q", p.peek())
		}
		if err != nil {
			fmt.Printf("%-20s parse error: %v\n", src, err)
			continue
		}
		v, err := ast.Eval(env)
		if err != nil {
			fmt.Printf("%-20s %v => error: %v\n", src, ast, err)
			continue
		}
		fmt.Printf("%-20s %v => %.4g\n", src, ast, v)
	}
}
