// features: generics_partial, maps, map_comma_ok, structs, fmt_printf, closures
package main

import "fmt"

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

type OrderedMap[K comparable, V any] struct {
	keys []K
	vals map[K]V
}

func NewOrderedMap[K comparable, V any]() *OrderedMap[K, V] {
	return &OrderedMap[K, V]{vals: map[K]V{}}
}

func (m *OrderedMap[K, V]) Set(k K, v V) {
	if _, ok := m.vals[k]; !ok {
		m.keys = append(m.keys, k)
	}
	m.vals[k] = v
}

func (m *OrderedMap[K, V]) Get(k K) (V, bool) {
	v, ok := m.vals[k]
	return v, ok
}

func (m *OrderedMap[K, V]) GetOr(k K) V {
	if v, ok := m.vals[k]; ok {
		return v
	}
	var zero V
	return zero
}

func Find[T any](xs []T, pred func(T) bool) (T, bool) {
	for _, x := range xs {
		if pred(x) {
			return x, true
		}
	}
	var zero T
	return zero, false
}

func Last[T any](xs []T) (T, error) {
	if len(xs) == 0 {
		var zero T
		return zero, fmt.Errorf("empty")
	}
	return xs[len(xs)-1], nil
}

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

func MaxBy[T any, N int | float64](xs []T, key func(T) N) (best T) {
	var bestK N
	for i, x := range xs {
		if k := key(x); i == 0 || k > bestK {
			best, bestK = x, k
		}
	}
	return
}

type Opt[T any] struct {
	val T
	ok  bool
}

func None[T any]() Opt[T]          { return Opt[T]{} }
func (o Opt[T]) OrZero() T          { return o.val }
func (o Opt[T]) String() string     { return fmt.Sprintf("Opt(%v,%v)", o.val, o.ok) }

func main() {
	m := NewOrderedMap[string, float64]()
	m.Set("a", 1.5)
	v, ok := m.Get("zz")
	fmt.Println(v, ok, m.GetOr("q"))
	m2 := NewOrderedMap[int, []string]()
	s, _ := m2.Get(1)
	fmt.Println(s, len(s), s == nil)
	x, found := Find([]int{1, 3, 5}, func(n int) bool { return n%2 == 0 })
	fmt.Println(x, found)
	w, found2 := Find([]string{"a"}, func(s string) bool { return s == "b" })
	fmt.Printf("%q %v\n", w, found2)
	p, ok3 := Find[Pair[string, int]]([]Pair[string, int]{{"a", 1}}, func(p Pair[string, int]) bool { return p.Val > 5 })
	fmt.Printf("%+v %v\n", p, ok3)
	l, err := Last([]float64{})
	fmt.Println(l, err)
	fmt.Println(Reduce([]int{1, 2, 3}, "", func(a string, n int) string { return a + fmt.Sprint(n) }))
	fmt.Println(MaxBy([]string{}, func(s string) int { return len(s) }) == "")
	fmt.Println(None[int]().OrZero(), None[string]().OrZero() == "", None[bool]())
	var zeroPair Pair[int, bool]
	fmt.Printf("%+v\n", zeroPair)
}
