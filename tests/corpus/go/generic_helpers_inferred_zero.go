// features: generics_partial, function_values, multiple_returns, maps, structs, fmt_printf, variadic_functions
package main

import (
	"cmp"
	"fmt"
	"strings"
)

// Small generic helpers a service keeps in a util package; the callers never
// spell the type arguments out.

func MaxOf[T cmp.Ordered](xs []T) T {
	var best T
	for i, x := range xs {
		if i == 0 || x > best {
			best = x
		}
	}
	return best
}

func Sum[T int | int64 | float64](xs ...T) T {
	var total T
	for _, x := range xs {
		total += x
	}
	return total
}

func First[T any](xs []T) (T, bool) {
	if len(xs) == 0 {
		var zero T
		return zero, false
	}
	return xs[0], true
}

func Lookup[K comparable, V any](m map[K]V, k K) V {
	if v, ok := m[k]; ok {
		return v
	}
	var zero V
	return zero
}

func Reduce[T, A any](xs []T, f func(A, T) A) A {
	var acc A
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

func Coalesce[T comparable](vals ...T) T {
	var zero T
	for _, v := range vals {
		if v != zero {
			return v
		}
	}
	return zero
}

type Order struct {
	ID    int
	Total float64
}

func main() {
	var noScores []int
	var noPrices []float64
	var noNames []string
	fmt.Println("max score:", MaxOf([]int{72, 91, 85}), MaxOf(noScores))
	fmt.Println("max price:", MaxOf([]float64{9.5, 3.25}), MaxOf(noPrices))
	fmt.Printf("max name: %q %q\n", MaxOf([]string{"bo", "al"}), MaxOf(noNames))

	fmt.Println("sums:", Sum(1, 2, 3), Sum(0.5, 0.25), Sum[int64]())
	fmt.Println("sum of none:", Sum(noScores...)+1)

	o, ok := First([]Order{})
	fmt.Printf("first order: %+v %v\n", o, ok)
	o, ok = First([]Order{{7, 19.99}})
	fmt.Printf("first order: %+v %v\n", o, ok)

	stock := map[string]int{"apple": 4}
	fmt.Println("pears:", Lookup(stock, "pear")+10)
	labels := map[int]string{1: "one"}
	fmt.Printf("label 2: %q\n", Lookup(labels, 2))
	byID := map[int]Order{}
	fmt.Printf("order 3: %+v\n", Lookup(byID, 3))

	words := []string{"go", "is", "fun"}
	total := Reduce(words, func(n int, w string) int { return n + len(w) })
	joined := Reduce(words, func(acc string, w string) string { return strings.TrimSpace(acc + " " + w) })
	fmt.Println("letters:", total, "joined:", joined)

	fmt.Printf("nickname: %q\n", Coalesce("", "", "Bobby", "Rob"))
	fmt.Println("retries:", Coalesce(0, 0, 3), Coalesce[float64]())
	best := MaxOf[int]
	fmt.Println("via value:", best([]int{4, 12, 5}))
}
