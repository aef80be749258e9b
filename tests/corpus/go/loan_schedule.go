// features: math_pkg, fmt_printf, structs, slices_maps_cmp
package main

import (
	"fmt"
	"math"
)

// Loan payments and savings growth with math.Pow: the annuity formula,
// an amortization table and compounding at several frequencies. The
// results are printed to more digits than money needs, so they show the
// last bits of Go's Pow (repeated squaring for integer powers).

type Loan struct {
	Principal float64
	Rate      float64 // yearly
	Years     int
}

func (l Loan) Payment() float64 {
	r := l.Rate / 12
	n := float64(l.Years * 12)
	return l.Principal * r * math.Pow(1+r, n) / (math.Pow(1+r, n) - 1)
}

func main() {
	loans := []Loan{{250000, 0.065, 30}, {18000, 0.049, 5}, {1e6, 0.0325, 15}}
	for _, l := range loans {
		p := l.Payment()
		total := p * float64(l.Years*12)
		fmt.Printf("%10.2f at %.2f%% for %2d years: %.10f/month, total %.6f, interest %.4f\n",
			l.Principal, l.Rate*100, l.Years, p, total, total-l.Principal)
	}
	l := loans[1]
	balance, r, p := l.Principal, l.Rate/12, l.Payment()
	fmt.Println("month  interest   principal     balance")
	for m := 1; m <= 60; m++ {
		interest := balance * r
		balance -= p - interest
		if m <= 3 || m%12 == 0 {
			fmt.Printf("%5d %9.4f %11.4f %11.4f\n", m, interest, p-interest, math.Abs(balance))
		}
	}
	for _, per := range []struct {
		name string
		n    float64
	}{{"yearly", 1}, {"monthly", 12}, {"daily", 365}, {"hourly", 8760}} {
		v := 10000 * math.Pow(1+0.05/per.n, per.n*10)
		fmt.Printf("%-8s %.12f\n", per.name, v)
	}
	fmt.Printf("continuous %.12f\n", 10000*math.Exp(0.05*10))
	fmt.Println(math.Pow(1.5, 40), math.Pow(0.97, 120), math.Pow(2, -30), math.Pow(1.0001, 365*24))
	fmt.Println(math.Pow(-2, 5), math.Pow(-2, 0.5), math.Pow(0, -2), math.Pow(4, 0.5), math.Pow(2, 1024), math.Pow(1.07, 2.5))
}
