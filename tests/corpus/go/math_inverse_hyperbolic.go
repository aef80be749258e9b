// features: math_pkg, fmt_printf, fmt_println, closures, for_range
// A table of Go's math functions at awkward arguments: the last printed
// digit is where implementations disagree.
package main

import (
	"fmt"
	"math"
)

type fn struct {
	name string
	f    func(float64) float64
	args []float64
}

func main() {
	table := []fn{
		{"Cbrt", math.Cbrt, []float64{27, -8, 2, 0.001, 1e-310, 3.3e200, 10, 0.3, 1234.5678, -7e-20}},
		{"Exp2", math.Exp2, []float64{0.5, -0.5, 10.1, -1074.5, 1023.9, 0.1, 3.3, -20.7, 1e-9, 100.25}},
		{"Log1p", math.Log1p, []float64{1e-10, -0.3, 0.5, 1, 1e10, -0.999, 0.29, 4e-6, 3, 1e300}},
		{"Expm1", math.Expm1, []float64{1e-10, -0.3, 0.5, 1, 10, -40, 0.35, 0.7, 2.5, 45}},
		{"Asinh", math.Asinh, []float64{0.5, -3, 1e-9, 1e9, 2.5, 0.9, 1.75, -0.1, 300, 3e-5}},
		{"Acosh", math.Acosh, []float64{1, 1.0000001, 1.5, 2, 2.5, 10, 1e9, 3.75, 1.2, 500}},
		{"Atanh", math.Atanh, []float64{0.5, -0.25, 0.999, 1e-12, 0.75, -0.9, 0.1, 0.49, 0.51, 0.3}},
		{"Sinh", math.Sinh, []float64{0.1, 0.5, 1, 2.5, -3.3, 10, 21.5, 25, -0.7, 7.77}},
		{"Cosh", math.Cosh, []float64{0.1, 0.5, 1, 2.5, -3.3, 10, 21.5, 25, -0.7, 7.77}},
	}
	for _, t := range table {
		fmt.Printf("%s:\n", t.name)
		for _, x := range t.args {
			fmt.Printf("  %-12v -> %v\n", x, t.f(x))
		}
	}
	// identities a user might check: they hold only approximately
	for _, x := range []float64{0.2, 0.9, 1.7, 4.2} {
		fmt.Println(x, math.Asinh(math.Sinh(x)), math.Expm1(math.Log1p(x)), math.Pow(math.Cbrt(x), 3), math.Exp2(math.Log2(x)))
	}
	fmt.Println(math.Cbrt(math.Inf(-1)), math.Log1p(-1), math.Log1p(-2), math.Atanh(1), math.Atanh(-1), math.Acosh(0.5), math.Expm1(math.Inf(-1)), math.Exp2(2000), math.Exp2(-2000))
}
