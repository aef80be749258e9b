// features: function_values, maps, defer, panic_recover, named_results, errors_new, fmt_errorf, strconv, methods_pointer_receiver, function_types
package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

type Stack struct{ data []float64 }

func (s *Stack) Push(v float64) { s.data = append(s.data, v) }
func (s *Stack) Pop() (float64, error) {
	if len(s.data) == 0 {
		return 0, errors.New("stack underflow")
	}
	v := s.data[len(s.data)-1]
	s.data = s.data[:len(s.data)-1]
	return v, nil
}

type binop func(a, b float64) (float64, error)

var ops = map[string]binop{
	"+": func(a, b float64) (float64, error) { return a + b, nil },
	"-": func(a, b float64) (float64, error) { return a - b, nil },
	"*": func(a, b float64) (float64, error) { return a * b, nil },
	"/": func(a, b float64) (float64, error) {
		if b == 0 {
			return 0, errors.New("division by zero")
		}
		return a / b, nil
	},
	"^": func(a, b float64) (float64, error) { return math.Pow(a, b), nil },
}

func eval(expr string) (result float64, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	var st Stack
	for _, tok := range strings.Fields(expr) {
		if f, ok := ops[tok]; ok {
			b, err := st.Pop()
			if err != nil {
				return 0, err
			}
			a, err := st.Pop()
			if err != nil {
				return 0, err
			}
			r, err := f(a, b)
			if err != nil {
				return 0, fmt.Errorf("%q: %w", tok, err)
			}
			st.Push(r)
			continue
		}
		if tok == "dup" {
			st.Push(st.data[len(st.data)-1])
			continue
		}
		v, err := strconv.ParseFloat(tok, 64)
		if err != nil {
			return 0, fmt.Errorf("bad token %q", tok)
		}
		st.Push(v)
	}
	if len(st.data) != 1 {
		return 0, fmt.Errorf("expected 1 value, have %d", len(st.data))
	}
	return st.data[0], nil
}

func main() {
	for _, e := range []string{"3 4 + 2 *", "5 1 2 + 4 * + 3 -", "2 10 ^", "1 0 /", "1 +", "4 dup *", "dup", "1 2", "7 x *", "22 7 /"} {
		v, err := eval(e)
		if err != nil {
			fmt.Printf("%-20s error: %v\n", e, err)
		} else {
			fmt.Printf("%-20s = %g\n", e, v)
		}
	}
}
