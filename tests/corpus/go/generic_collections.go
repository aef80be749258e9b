// features: generics_partial, closures, maps, slices_maps_cmp, function_types
package main

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Filter[T any](xs []T, pred func(T) bool) []T {
	var out []T
	for _, x := range xs {
		if pred(x) {
			out = append(out, x)
		}
	}
	return out
}

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

func GroupBy[T any, K comparable](xs []T, key func(T) K) map[K][]T {
	m := make(map[K][]T)
	for _, x := range xs {
		k := key(x)
		m[k] = append(m[k], x)
	}
	return m
}

type Set[T comparable] struct{ m map[T]struct{} }

func NewSet[T comparable](items ...T) *Set[T] {
	s := &Set[T]{m: make(map[T]struct{})}
	for _, it := range items {
		s.Add(it)
	}
	return s
}
func (s *Set[T]) Add(v T)           { s.m[v] = struct{}{} }
func (s *Set[T]) Has(v T) bool      { _, ok := s.m[v]; return ok }
func (s *Set[T]) Len() int          { return len(s.m) }

func MaxBy[T any, K cmp.Ordered](xs []T, key func(T) K) (T, bool) {
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

type City struct {
	Name    string
	Country string
	Pop     int
}

func main() {
	cities := []City{{"Lagos", "NG", 15388000}, {"Abuja", "NG", 3840000}, {"Lyon", "FR", 522000},
		{"Paris", "FR", 2102000}, {"Osaka", "JP", 2753000}, {"Tokyo", "JP", 13960000}}
	names := Map(cities, func(c City) string { return strings.ToUpper(c.Name) })
	fmt.Println(names)
	big := Filter(cities, func(c City) bool { return c.Pop > 3000000 })
	fmt.Println(len(big), big[0].Name)
	total := Reduce(cities, 0, func(a int, c City) int { return a + c.Pop })
	fmt.Println("total", total)
	groups := GroupBy(cities, func(c City) string { return c.Country })
	keys := make([]string, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Printf("%s: %d cities, %v\n", k, len(groups[k]), Map(groups[k], func(c City) string { return c.Name }))
	}
	s := NewSet("NG", "FR")
	fmt.Println(s.Has("FR"), s.Has("JP"), s.Len())
	if c, ok := MaxBy(cities, func(c City) int { return c.Pop }); ok {
		fmt.Println("largest:", c)
	}
	_, ok := MaxBy([]City{}, func(c City) string { return c.Name })
	fmt.Println(ok)
	pops := Map(cities, func(c City) int { return c.Pop })
	slices.SortFunc(cities, func(a, b City) int { return cmp.Compare(a.Name, b.Name) })
	fmt.Println(slices.Max(pops), slices.Index(pops, 522000), cities[0].Name)
	var empty []float64
	fmt.Println(Reduce(empty, 1.5, func(a, x float64) float64 { return a * x }))
}
