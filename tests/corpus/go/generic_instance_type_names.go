// features: generics_partial, fmt_type_names, structs, fmt_printf
package main

import "fmt"

type Point struct{ X, Y int }

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

type Queue[T any] struct {
	items []T
}

func (q *Queue[T]) Push(v T) { q.items = append(q.items, v) }

func NewQueue[T any]() *Queue[T] { return &Queue[T]{} }

type Matrix[T int | float64] struct {
	rows [][]T
}

func main() {
	var q Queue[float64]
	q.Push(1.5)
	fmt.Printf("%T %v\n", q, q.items)
	p := Pair[string, int]{Key: "a", Val: 1}
	fmt.Printf("%T %+v\n", p, p)
	pp := Pair[Point, []string]{Key: Point{1, 2}, Val: []string{"x"}}
	fmt.Printf("%T %v\n", pp, pp)
	qs := NewQueue[string]()
	qs.Push("hi")
	fmt.Printf("%T %v\n", qs, qs.items)
	var m Matrix[int]
	fmt.Printf("%T %d\n", m, len(m.rows))
	var anyq Queue[any]
	fmt.Printf("%T\n", anyq)
	var list []Pair[string, bool]
	list = append(list, Pair[string, bool]{"ok", true})
	fmt.Printf("%T\n", list[0])
}
