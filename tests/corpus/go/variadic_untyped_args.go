// features: variadic_functions, untyped_constant_folding, generics_partial, methods_pointer_receiver, fmt_printf
package main

import (
	"fmt"
	"math"
	"strings"
)

// Small statistics helpers taking ...float64 and ...float32, called with
// untyped integer constants the way callers write them: each argument
// becomes the element type.
func mean(xs ...float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t / float64(len(xs))
}

func vector(label string, xs ...float64) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprintf("%.2f", x)
	}
	return label + "(" + strings.Join(parts, ", ") + ")"
}

func scale(k float32, xs ...float32) []float32 {
	for i := range xs {
		xs[i] *= k
	}
	return xs
}

type Series struct{ points []float64 }

func (s *Series) Add(vs ...float64) *Series {
	s.points = append(s.points, vs...)
	return s
}

type Number interface{ ~int | ~float64 }

func Total[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func main() {
	fmt.Println(mean(1, 2, 4), mean(), mean([]float64{3, 4}...))
	fmt.Println(vector("v", 1, 2.5, -3), vector("empty"))
	fmt.Printf("%v %T %v\n", scale(2, 1, 2.5), scale(3), 7/2)
	fmt.Printf("%v %v %v\n", Total(1, 2, 3), Total(1.5, 2), Total[float64](1, 2))
	fmt.Printf("%.3f %v\n", mean(10, 20, 25), mean(1, 2)/2)
	s := &Series{}
	s.Add(1, 2).Add(3.5).Add()
	fmt.Printf("%.1f %v\n", s.points, mean(s.points...))
}
