// features: generics_partial, range_over_func, stringer, slices_maps_cmp, errors_pkg
package main

import (
	"errors"
	"fmt"
	"iter"
	"maps"
	"slices"
)

// Results typed by their arguments' types: slices.Max of a []Celsius is a
// Celsius (its String method prints), a generic function's iter.Seq2[int, T]
// yields T values of the caller's type; maps.DeleteFunc edits in place.

type Celsius float64

func (c Celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }

type Tag string

func (t Tag) String() string { return "#" + string(t) }

func Enumerate[T any](xs []T) iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		for i, x := range xs {
			if !yield(i, x) {
				return
			}
		}
	}
}

func Pairs[K comparable, V any](m map[K]V, order []K) func(func(K, V) bool) {
	return func(yield func(K, V) bool) {
		for _, k := range order {
			if !yield(k, m[k]) {
				return
			}
		}
	}
}

func Group[T any, K comparable](xs []T, key func(T) K) map[K][]T {
	out := map[K][]T{}
	for _, x := range xs {
		out[key(x)] = append(out[key(x)], x)
	}
	return out
}

func main() {
	temps := []Celsius{21.5, 19, 23.25, 18}
	fmt.Println(slices.Max(temps), slices.Min(temps))
	hottest := slices.MaxFunc(temps, func(a, b Celsius) int { return int(a - b) })
	fmt.Println(hottest, slices.Clone(temps)[1:3])
	for i, t := range Enumerate(temps) {
		fmt.Print(i, ":", t, " ")
	}
	fmt.Println()
	tags := []Tag{"go", "vm", "ir"}
	for i, t := range Enumerate(tags) {
		if i == 2 {
			break
		}
		fmt.Print(t, " ")
	}
	fmt.Println(slices.Max(tags))
	scores := map[Tag]Celsius{"go": 1.5, "vm": 2}
	for k, v := range Pairs(scores, tags[:2]) {
		fmt.Println(k, v)
	}
	byWhole := Group(temps, func(c Celsius) int { return int(c) / 10 })
	fmt.Println(byWhole[2], byWhole[1])

	stock := map[string]int{"pear": 4, "fig": 11, "kiwi": 0, "plum": 7, "lime": 0}
	m2 := maps.Clone(stock)
	maps.DeleteFunc(m2, func(k string, v int) bool { return v == 0 || k == "fig" })
	fmt.Println(m2, len(m2), len(stock))

	err := fmt.Errorf("export: %w", errors.ErrUnsupported)
	fmt.Println(err, errors.Is(err, errors.ErrUnsupported), errors.Unwrap(err) == errors.ErrUnsupported)
}
