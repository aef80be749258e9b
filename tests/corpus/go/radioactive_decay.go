// features: math_pkg, float_formatting, closures, for_clause, fmt_printf
package main

import (
	"fmt"
	"math"
)

type Isotope struct {
	Name     string
	HalfLife float64 // years
}

func (i Isotope) Remaining(n0, t float64) float64 {
	return n0 * math.Exp(-math.Ln2*t/i.HalfLife)
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

func main() {
	isotopes := []Isotope{{"C-14", 5730}, {"I-131", 8.02 / 365.25}, {"Pu-239", 24110}, {"Cs-137", 30.17}}
	for _, iso := range isotopes {
		fmt.Println(iso.Name)
		for _, t := range []float64{0, 0.01, 1, 10, 100, 1000, 10000} {
			fmt.Println("  ", t, iso.Remaining(1000, t))
		}
	}

	fmt.Println("continuous compounding:")
	for _, r := range []float64{0.01, 0.035, 0.05, 0.0725, 0.12} {
		for _, years := range []float64{1, 5, 30} {
			fmt.Println(r, years, 1000*math.Exp(r*years), 1000*math.Pow(1+r/12, 12*years), math.Pow(2, r*years))
		}
	}

	fmt.Println("sigmoid:")
	for x := -8.0; x <= 8; x += 0.75 {
		fmt.Println(x, sigmoid(x), math.Exp(x), math.Exp(-x*x/2)/math.Sqrt(2*math.Pi))
	}
	fmt.Println(math.Exp(0), math.Exp(1), math.Exp(709.7), math.Exp(710), math.Exp(-745.2), math.Exp(-746), math.Exp(math.Inf(-1)), math.Exp(math.NaN()))
	fmt.Printf("%.3e %g %v\n", math.Exp(100), math.Exp(-100), math.Exp(1e-10))
}

func init() {
	// hanging cable (catenary) sag and tension use the hyperbolic functions
	for _, a := range []float64{0.3, 0.62, 1.5, 4, 25} {
		fmt.Println("tanh", a, math.Tanh(a), math.Tanh(-a/7), math.Cosh(30))
	}
}
