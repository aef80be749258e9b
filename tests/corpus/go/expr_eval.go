// features: panic_recover, named_results, closures, switch_statement, slices, const_iota, defer
package main

import (
	"fmt"
	"strings"
)

type Op int

const (
	Add Op = iota
	Sub
)

type Token struct {
	Kind  string
	Value string
}

func tokenize(s string) []Token {
	var toks []Token
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == ' ':
			i++
		case c >= '0' && c <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			toks = append(toks, Token{"num", s[i:j]})
			i = j
		default:
			toks = append(toks, Token{"op", string(c)})
			i++
		}
	}
	return toks
}

func eval(toks []Token) (result int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("eval: %v", r)
		}
	}()
	stack := []int{}
	prec := map[string]int{"+": 1, "-": 1, "*": 2, "/": 2}
	ops := []string{}
	apply := func() {
		b, a := stack[len(stack)-1], stack[len(stack)-2]
		stack = stack[:len(stack)-2]
		op := ops[len(ops)-1]
		ops = ops[:len(ops)-1]
		switch op {
		case "+":
			stack = append(stack, a+b)
		case "-":
			stack = append(stack, a-b)
		case "*":
			stack = append(stack, a*b)
		case "/":
			stack = append(stack, a/b)
		}
	}
	for _, t := range toks {
		if t.Kind == "num" {
			n := 0
			for _, d := range t.Value {
				n = n*10 + int(d-'0')
			}
			stack = append(stack, n)
			continue
		}
		for len(ops) > 0 && prec[ops[len(ops)-1]] >= prec[t.Value] {
			apply()
		}
		ops = append(ops, t.Value)
	}
	for len(ops) > 0 {
		apply()
	}
	return stack[0], nil
}

func main() {
	for _, e := range []string{"1 + 2 * 3", "10 / 3 - 1", "2 * 3 * 4 - 5", "7 / 0", "42"} {
		v, err := eval(tokenize(e))
		fmt.Printf("%-14s = %d %v\n", e, v, err)
	}
	fmt.Println(strings.Repeat("=", 10), Add, Sub)
}
