// features: named_type_methods, methods_pointer_receiver, strconv, math_pkg, switch_statement, multiple_returns
package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

type Stack []float64

func (s *Stack) Push(v float64) { *s = append(*s, v) }
func (s *Stack) Pop() (float64, error) {
	if len(*s) == 0 {
		return 0, fmt.Errorf("stack underflow")
	}
	v := (*s)[len(*s)-1]
	*s = (*s)[:len(*s)-1]
	return v, nil
}

func eval(expr string) (float64, error) {
	var st Stack
	for _, tok := range strings.Fields(expr) {
		switch tok {
		case "+", "-", "*", "/", "^":
			b, err := st.Pop()
			if err != nil {
				return 0, err
			}
			a, err := st.Pop()
			if err != nil {
				return 0, err
			}
			switch tok {
			case "+":
				st.Push(a + b)
			case "-":
				st.Push(a - b)
			case "*":
				st.Push(a * b)
			case "/":
				if b == 0 {
					return 0, fmt.Errorf("division by zero")
				}
				st.Push(a / b)
			case "^":
				st.Push(math.Pow(a, b))
			}
		case "sqrt":
			a, err := st.Pop()
			if err != nil {
				return 0, err
			}
			st.Push(math.Sqrt(a))
		default:
			v, err := strconv.ParseFloat(tok, 64)
			if err != nil {
				return 0, fmt.Errorf("bad token %q: %v", tok, err)
			}
			st.Push(v)
		}
	}
	if len(st) != 1 {
		return 0, fmt.Errorf("expected 1 value on stack, got %d", len(st))
	}
	return st[0], nil
}

func main() {
	exprs := []string{
		"3 4 + 2 *",
		"5 1 2 + 4 * + 3 -",
		"2 10 ^ sqrt",
		"1 0 /",
		"1 +",
		"4 2 5",
		"1.5e2 3 / 0.25 -",
		"7 x *",
		"-3 -4 * 0.1 +",
	}
	for _, e := range exprs {
		v, err := eval(e)
		if err != nil {
			fmt.Printf("%-22s error: %v\n", e, err)
			continue
		}
		fmt.Printf("%-22s = %g (%.3f)\n", e, v, v)
	}
}
