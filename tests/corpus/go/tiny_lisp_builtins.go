// features: type_switch, function_types, empty_interface, closures
package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

type Value interface{}

type Symbol string

type Lambda struct {
	params []Symbol
	body   Value
	env    *Env
}

type Builtin func(args []Value) (Value, error)

type Env struct {
	vars  map[Symbol]Value
	outer *Env
}

func NewEnv(outer *Env) *Env { return &Env{vars: map[Symbol]Value{}, outer: outer} }

func (e *Env) Find(s Symbol) (Value, bool) {
	for cur := e; cur != nil; cur = cur.outer {
		if v, ok := cur.vars[s]; ok {
			return v, true
		}
	}
	return nil, false
}

func tokenize(src string) []string {
	src = strings.ReplaceAll(src, "(", " ( ")
	src = strings.ReplaceAll(src, ")", " ) ")
	return strings.Fields(src)
}

var ErrEOF = errors.New("unexpected end of input")

func parse(tokens []string, pos int) (Value, int, error) {
	if pos >= len(tokens) {
		return nil, pos, ErrEOF
	}
	tok := tokens[pos]
	switch tok {
	case "(":
		var list []Value
		pos++
		for pos < len(tokens) && tokens[pos] != ")" {
			v, np, err := parse(tokens, pos)
			if err != nil {
				return nil, np, err
			}
			list = append(list, v)
			pos = np
		}
		if pos >= len(tokens) {
			return nil, pos, ErrEOF
		}
		return list, pos + 1, nil
	case ")":
		return nil, pos, fmt.Errorf("unexpected ) at token %d", pos)
	}
	if n, err := strconv.ParseFloat(tok, 64); err == nil {
		return n, pos + 1, nil
	}
	return Symbol(tok), pos + 1, nil
}

func eval(x Value, env *Env) (Value, error) {
	switch v := x.(type) {
	case Symbol:
		if val, ok := env.Find(v); ok {
			return val, nil
		}
		return nil, fmt.Errorf("undefined symbol: %s", v)
	case float64:
		return v, nil
	case []Value:
		if len(v) == 0 {
			return nil, errors.New("empty application")
		}
		if head, ok := v[0].(Symbol); ok {
			switch head {
			case "define":
				val, err := eval(v[2], env)
				if err != nil {
					return nil, err
				}
				env.vars[v[1].(Symbol)] = val
				return val, nil
			case "if":
				cond, err := eval(v[1], env)
				if err != nil {
					return nil, err
				}
				if b, ok := cond.(bool); ok && !b {
					return eval(v[3], env)
				}
				return eval(v[2], env)
			case "lambda":
				var ps []Symbol
				for _, p := range v[1].([]Value) {
					ps = append(ps, p.(Symbol))
				}
				return &Lambda{params: ps, body: v[2], env: env}, nil
			case "quote":
				return v[1], nil
			}
		}
		fn, err := eval(v[0], env)
		if err != nil {
			return nil, err
		}
		args := make([]Value, 0, len(v)-1)
		for _, a := range v[1:] {
			av, err := eval(a, env)
			if err != nil {
				return nil, err
			}
			args = append(args, av)
		}
		switch f := fn.(type) {
		case Builtin:
			return f(args)
		case *Lambda:
			local := NewEnv(f.env)
			for i, p := range f.params {
				local.vars[p] = args[i]
			}
			return eval(f.body, local)
		default:
			return nil, fmt.Errorf("not a function: %v", fn)
		}
	}
	return nil, fmt.Errorf("cannot eval %T", x)
}

func arith(op func(a, b float64) float64) Builtin {
	return func(args []Value) (Value, error) {
		acc, ok := args[0].(float64)
		if !ok {
			return nil, fmt.Errorf("not a number: %v", args[0])
		}
		for _, a := range args[1:] {
			n, ok := a.(float64)
			if !ok {
				return nil, fmt.Errorf("not a number: %v", a)
			}
			acc = op(acc, n)
		}
		return acc, nil
	}
}

func show(v Value) string {
	switch t := v.(type) {
	case []Value:
		parts := make([]string, len(t))
		for i, e := range t {
			parts[i] = show(e)
		}
		return "(" + strings.Join(parts, " ") + ")"
	case float64:
		return strconv.FormatFloat(t, 'g', -1, 64)
	case *Lambda:
		return fmt.Sprintf("<lambda/%d>", len(t.params))
	case nil:
		return "nil"
	}
	return fmt.Sprint(v)
}

func main() {
	global := NewEnv(nil)
	global.vars["+"] = arith(func(a, b float64) float64 { return a + b })
	global.vars["-"] = arith(func(a, b float64) float64 { return a - b })
	global.vars["*"] = arith(func(a, b float64) float64 { return a * b })
	global.vars["/"] = arith(func(a, b float64) float64 { return a / b })
	global.vars["<"] = Builtin(func(args []Value) (Value, error) { return args[0].(float64) < args[1].(float64), nil })
	global.vars["="] = Builtin(func(args []Value) (Value, error) { return args[0] == args[1], nil })
	global.vars["list"] = Builtin(func(args []Value) (Value, error) { return args, nil })

	programs := []string{
		"(define sq (lambda (x) (* x x)))",
		"(sq 12)",
		"(define fact (lambda (n) (if (< n 2) 1 (* n (fact (- n 1))))))",
		"(fact 10)",
		"(fact 20)",
		"(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))",
		"(list (fib 10) (fib 15) (/ 1 3))",
		"(quote (a b (c d)))",
		"(define make-adder (lambda (n) (lambda (x) (+ x n))))",
		"((make-adder 5) 37)",
		"(= 2 2)",
		"(undefined 1)",
		"(+ 1 (quote x))",
		"(1 2)",
		"(+ 1 2",
		")",
		"sq",
	}
	for _, src := range programs {
		expr, _, err := parse(tokenize(src), 0)
		if err != nil {
			fmt.Printf("%-40s parse error: %v\n", src, err)
			continue
		}
		val, err := eval(expr, global)
		if err != nil {
			fmt.Printf("%-40s error: %v\n", src, err)
			continue
		}
		fmt.Printf("%-40s => %s\n", src, show(val))
	}
	fmt.Println("globals:", len(global.vars))
}
