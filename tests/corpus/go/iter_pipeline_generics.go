// features: range_over_func, generics_partial, slices_maps_cmp, errors_pkg, closures, stringer
package main

import (
	"errors"
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"
)

type Number interface {
	~int | ~int64 | ~float64
}

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Filter[T any](seq iter.Seq[T], pred func(T) bool) iter.Seq[T] {
	return func(yield func(T) bool) {
		for v := range seq {
			if pred(v) && !yield(v) {
				return
			}
		}
	}
}

func Map[T, U any](seq iter.Seq[T], f func(T) U) iter.Seq[U] {
	return func(yield func(U) bool) {
		for v := range seq {
			if !yield(f(v)) {
				return
			}
		}
	}
}

func Take[T any](seq iter.Seq[T], n int) iter.Seq[T] {
	return func(yield func(T) bool) {
		if n <= 0 {
			return
		}
		i := 0
		for v := range seq {
			if !yield(v) {
				return
			}
			i++
			if i == n {
				return
			}
		}
	}
}

func Naturals() iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 1; ; i++ {
			if !yield(i) {
				return
			}
		}
	}
}

type Celsius float64

func (c Celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

func Enumerate[T any](xs []T) iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		for i, x := range xs {
			if !yield(i, x) {
				return
			}
		}
	}
}

func main() {
	squares := Map(Filter(Naturals(), func(n int) bool { return n%3 == 0 }), func(n int) int { return n * n })
	fmt.Println(slices.Collect(Take(squares, 6)))
	fmt.Println(Sum(1, 2, 3), Sum(1.5, 2.25), Sum[Celsius](20, 1.5, -0.25))
	temps := []Celsius{21.5, 19, 23.25, 18}
	fmt.Println(temps, slices.Max(temps), slices.Min(temps))
	for i, t := range Enumerate(temps) {
		if i == 2 {
			break
		}
		fmt.Printf("%d:%v ", i, t)
	}
	fmt.Println()
	stock := map[string]int{"pear": 4, "fig": 11, "kiwi": 0, "plum": 7}
	keys := slices.Sorted(maps.Keys(stock))
	fmt.Println(keys)
	var pairs []Pair[string, int]
	for _, k := range keys {
		pairs = append(pairs, Pair[string, int]{k, stock[k]})
	}
	slices.SortFunc(pairs, func(a, b Pair[string, int]) int { return b.Val - a.Val })
	fmt.Println(pairs)
	fmt.Printf("%v %+v %T\n", pairs[0], pairs[1], pairs[2])
	idx, found := slices.BinarySearch(keys, "kiwi")
	fmt.Println(idx, found)
	for i := range 3 {
		fmt.Print(i, " ")
	}
	fmt.Println()
	words := strings.Fields("a bb ccc dd e ffff")
	byLen := map[int][]string{}
	for _, w := range words {
		byLen[len(w)] = append(byLen[len(w)], w)
	}
	for _, k := range slices.Backward(slices.Sorted(maps.Keys(byLen))) {
		fmt.Printf("%d:%s ", k, strings.Join(byLen[k], ","))
	}
	fmt.Println()
	err := errors.Join(errors.New("disk full"), fmt.Errorf("retry %d: %w", 3, errors.ErrUnsupported))
	fmt.Println(err)
	fmt.Println(errors.Is(err, errors.ErrUnsupported))
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")
	fmt.Println(r.Replace("a<b && c>d"))
	var funcs []func() int
	for i := 0; i < 3; i++ {
		funcs = append(funcs, func() int { return i * 10 })
	}
	for _, f := range funcs {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	chunks := slices.Collect(slices.Chunk([]int{1, 2, 3, 4, 5}, 2))
	fmt.Println(chunks, len(chunks))
	m2 := maps.Clone(stock)
	delete(m2, "fig")
	maps.DeleteFunc(m2, func(k string, v int) bool { return v == 0 })
	fmt.Println(m2, len(stock))
}
