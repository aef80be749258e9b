// features: math_pkg, fmt_printf, float_formatting
package main

import (
	"fmt"
	"math"
)

// Sound levels and bit depths: decibels are 10*log10 of a power ratio,
// bits of resolution log2 of the level count. Printed with %v (shortest
// digits, so the last bit of Log10/Log2 shows) and the raw %b form.

func main() {
	ratios := []float64{1, 2, 4, 10, 31.6, 100, 1e3, 12345.678, 0.5, 0.001}
	for _, r := range ratios {
		db := 10 * math.Log10(r)
		fmt.Printf("ratio %-10v %v dB  log10=%v  %b\n", r, db, math.Log10(r), db)
	}
	for _, levels := range []float64{2, 3, 10, 100, 256, 1000, 65536, 1e6, 0.25, 7.5} {
		fmt.Printf("levels %-8v bits %v (%b)\n", levels, math.Log2(levels), math.Log2(levels))
	}
	for _, v := range []float64{0, 1, -2.5, 0.1, math.SmallestNonzeroFloat64, math.MaxFloat64, math.Inf(-1)} {
		fmt.Printf("%b|%+b\n", v, v)
	}
}
