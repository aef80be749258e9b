// features: time_rand, fmt_printf, closures, sort_pkg, math_pkg
// Monte Carlo with seeded generators: normal and exponential samples,
// their moments and a text histogram.
package main

import (
	"fmt"
	"math"
	"math/rand"
	"sort"
	"strings"
)

func moments(xs []float64) (mean, sd float64) {
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		sd += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(sd / float64(len(xs)-1))
}

func histogram(xs []float64, lo, hi float64, bins int) {
	counts := make([]int, bins)
	for _, x := range xs {
		if x < lo || x >= hi {
			continue
		}
		counts[int((x-lo)/(hi-lo)*float64(bins))]++
	}
	for i, c := range counts {
		from := lo + float64(i)*(hi-lo)/float64(bins)
		fmt.Printf("%6.2f | %-30s %d\n", from, strings.Repeat("#", c/10), c)
	}
}

func main() {
	r := rand.New(rand.NewSource(42))
	for i := 0; i < 6; i++ {
		fmt.Printf("norm %d: %.17g\n", i, r.NormFloat64())
	}
	for i := 0; i < 6; i++ {
		fmt.Printf("exp  %d: %.17g\n", i, r.ExpFloat64())
	}

	// service times: mean 2.5 minutes, exponential
	svc := rand.New(rand.NewSource(7))
	times := make([]float64, 2000)
	for i := range times {
		times[i] = svc.ExpFloat64() * 2.5
	}
	m, sd := moments(times)
	fmt.Printf("service: mean %.4f sd %.4f\n", m, sd)
	sort.Float64s(times)
	fmt.Printf("median %.4f p90 %.4f max %.4f\n", times[1000], times[1800], times[1999])

	// heights: N(170, 8)
	h := rand.New(rand.NewSource(2024))
	heights := make([]float64, 3000)
	for i := range heights {
		heights[i] = h.NormFloat64()*8 + 170
	}
	m, sd = moments(heights)
	fmt.Printf("heights: mean %.4f sd %.4f\n", m, sd)
	histogram(heights, 146, 194, 12)

	// tails: how often beyond 3 sigma
	t := rand.New(rand.NewSource(99))
	beyond, far := 0, 0.0
	for i := 0; i < 20000; i++ {
		x := t.NormFloat64()
		if math.Abs(x) > 3 {
			beyond++
		}
		far = math.Max(far, math.Abs(x))
	}
	fmt.Printf("beyond 3 sigma: %d of 20000, furthest %.6f\n", beyond, far)
	mixed := rand.New(rand.NewSource(5))
	fmt.Println(mixed.Intn(100), fmt.Sprintf("%.6f", mixed.NormFloat64()), mixed.Intn(100), fmt.Sprintf("%.6f", mixed.ExpFloat64()), mixed.Float64() < 1)
}
