// features: generics_partial, closures, function_values, slices, append
package main

import (
	"fmt"
	"strings"
)

type Number interface {
	~int | ~int64 | ~float64
}

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

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

type Stack[T any] struct {
	items []T
}

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }
func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}
func (s *Stack[T]) Len() int { return len(s.items) }

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func Max[T int | float64 | string](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func main() {
	nums := []int{1, 2, 3, 4, 5, 6}
	sq := Map(nums, func(x int) int { return x * x })
	fmt.Println(sq)
	strs := Map(nums, func(x int) string { return strings.Repeat("*", x) })
	fmt.Println(strs)
	evens := Filter(nums, func(x int) bool { return x%2 == 0 })
	fmt.Println(evens, len(evens))
	total := Reduce(nums, 0, func(a, x int) int { return a + x })
	fmt.Println("total:", total)
	fmt.Println(Sum([]float64{1.5, 2.5, 3.25}))
	fmt.Println(Sum[int](nums))
	s := &Stack[string]{}
	s.Push("a")
	s.Push("b")
	s.Push("c")
	fmt.Println(s.Len())
	for s.Len() > 0 {
		v, _ := s.Pop()
		fmt.Print(v, " ")
	}
	fmt.Println()
	_, ok := s.Pop()
	fmt.Println(ok)
	var is Stack[int]
	is.Push(42)
	v, ok := is.Pop()
	fmt.Println(v, ok)
	p := Pair[string, int]{"age", 30}
	fmt.Printf("%v %+v\n", p, p)
	fmt.Println(Max(3, 7), Max(2.5, 1.5), Max("apple", "banana"))
}
