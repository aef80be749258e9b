// features: generics_partial, maps, methods_value_receiver, named_type_methods, fmt_printf
package main

import (
	"fmt"
	"strings"
)

type Number interface{ ~int | ~int64 | ~float64 }

type Celsius float64

func (c Celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }

// Poly is a generic named map type: its type argument reaches inference and %T.
type Poly[T Number] map[int]T

func (p Poly[T]) Eval(x T) T {
	var sum T
	for d := len(p); d >= 0; d-- {
		sum = sum*x + p[d]
	}
	return sum
}

func (p Poly[T]) Derive() Poly[T] {
	out := Poly[T]{}
	for e, c := range p {
		if e > 0 {
			out[e-1] = c * T(e)
		}
	}
	return out
}

func (p Poly[T]) Scale(k T) Poly[T] {
	out := Poly[T]{}
	for e, c := range p {
		out[e] = c * k
	}
	return out
}

func (p Poly[T]) String() string {
	var parts []string
	for e := len(p) + 2; e >= 0; e-- {
		if c, ok := p[e]; ok {
			parts = append(parts, fmt.Sprintf("%vx^%d", c, e))
		}
	}
	return strings.Join(parts, " + ")
}

// newton infers T from a Poly[T] argument; the untyped 2 becomes a T.
func newton[T ~float64](p Poly[T], x0 T, steps int) T {
	d := p.Derive()
	x := x0
	for i := 0; i < steps; i++ {
		x = x - p.Eval(x)/d.Eval(x)
	}
	return x
}

type Series[T Number] struct {
	Name   string
	Values []T
}

func (s Series[T]) Last() T { return s.Values[len(s.Values)-1] }

func MaxBy[T any](xs []T, key func(T) float64) (T, bool) {
	var best T
	if len(xs) == 0 {
		return best, false
	}
	best = xs[0]
	for _, x := range xs[1:] {
		if key(x) > key(best) {
			best = x
		}
	}
	return best, true
}

type Big = Poly[int64]

func main() {
	f := Poly[float64]{3: 1, 1: -2, 0: -5}
	root := newton(f, 2, 6)
	fmt.Printf("root %.9f %T\n", root, root)
	g := f.Scale(2)
	fmt.Printf("%v | %T | %T\n", g, g, f.Derive())
	q := Poly[int]{1: 3}
	fmt.Printf("%T %v\n", q, q)

	temps := Series[Celsius]{"temps", []Celsius{21.5, 19.0, 23.25}}
	fmt.Println(temps.Values, temps.Last())
	fmt.Printf("%v %T\n", temps.Values, temps.Values)
	best, ok := MaxBy(temps.Values, func(c Celsius) float64 { return float64(c) })
	fmt.Println(best, ok)

	fact := Big{0: 1}
	for i := int64(1); i <= 4; i++ {
		fact = fact.Scale(i)
	}
	fmt.Printf("%v %T\n", fact, fact)
}
