// features: range_over_func, generics_partial, closures, labeled_statements, defer
package main

import (
	"fmt"
	"iter"
	"slices"
)

// A range-over-func loop body runs each time the iterator yields: prints
// interleave, an endless iterator stops at break, and return, continue and
// labeled jumps out of the body behave as in an ordinary loop.

func Naturals() iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 1; ; i++ {
			if !yield(i) {
				fmt.Println("  naturals stopped at", i)
				return
			}
		}
	}
}

func Noisy(xs []string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		defer fmt.Println("  noisy done")
		for i, x := range xs {
			fmt.Println("  yielding", x)
			if !yield(i, x) {
				return
			}
		}
	}
}

func Filter[T any](seq iter.Seq[T], keep func(T) bool) iter.Seq[T] {
	return func(yield func(T) bool) {
		for v := range seq {
			if keep(v) && !yield(v) {
				return
			}
		}
	}
}

func firstOver(seq iter.Seq[int], limit int) (int, bool) {
	for v := range seq {
		if v > limit {
			return v * 10, true
		}
	}
	return 0, false
}

func countdown(n int) func(func(int) bool) {
	return func(yield func(int) bool) {
		for ; n > 0; n-- {
			if !yield(n) {
				return
			}
		}
	}
}

func named() (total int) {
	defer func() { total++ }()
	for v := range countdown(5) {
		total += v
		if v == 2 {
			return total * 100
		}
	}
	return -1
}

func main() {
	for v := range Naturals() {
		if v%2 == 0 {
			continue
		}
		fmt.Println("odd", v)
		if v >= 5 {
			break
		}
	}
	for i, s := range Noisy([]string{"a", "b", "c"}) {
		fmt.Println("body", i, s)
		if s == "b" {
			break
		}
	}
	evens := Filter(Naturals(), func(n int) bool { return n%2 == 0 })
	fmt.Println(firstOver(evens, 7))
	fmt.Println(firstOver(countdown(3), 9))
	fmt.Println(named())

	var got []string
outer:
	for _, row := range []int{1, 2, 3} {
		for v := range countdown(4) {
			switch {
			case v == row:
				continue outer
			case row == 3 && v == 2:
				break outer
			}
			got = append(got, fmt.Sprint(row, ":", v))
		}
	}
	fmt.Println(got)

	var fns []func() int
	for v := range countdown(3) {
		fns = append(fns, func() int { return v })
	}
	for _, f := range fns {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	fmt.Println(slices.Collect(Filter(slices.Values([]int{5, 8, 13, 21, 34}), func(n int) bool { return n%2 == 1 })))
	last := 0
	for last = range countdown(4) {
	}
	fmt.Println("last", last)
}
