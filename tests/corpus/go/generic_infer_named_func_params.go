// features: generics_partial, function_values, closures, stringer, fmt_printf
package main

import (
	"fmt"
	"strings"
)

type Level int

func (l Level) String() string { return [...]string{"low", "mid", "high"}[l] }

type Queue[T any] struct {
	items []T
	less  func(a, b T) bool
}

// NewQueue's T is inferred from a function literal whose parameters have names.
func NewQueue[T any](less func(a, b T) bool) *Queue[T] { return &Queue[T]{less: less} }

func (q *Queue[T]) Add(v T) {
	i := len(q.items)
	q.items = append(q.items, v)
	for i > 0 && q.less(q.items[i], q.items[i-1]) {
		q.items[i], q.items[i-1] = q.items[i-1], q.items[i]
		i--
	}
}

func Map[T, U any](xs []T, f func(x T) (out U)) []U {
	r := make([]U, 0, len(xs))
	for _, x := range xs {
		r = append(r, f(x))
	}
	return r
}

func Reduce[T, A any](xs []T, init A, f func(acc A, x T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

type Task struct {
	Name string
	Lvl  Level
}

func main() {
	q := NewQueue(func(a, b Task) bool { return a.Lvl > b.Lvl })
	for _, t := range []Task{{"lint", 0}, {"deploy", 2}, {"test", 1}} {
		q.Add(t)
	}
	fmt.Printf("%T %v\n", q, q.items)
	lv := NewQueue(func(a Level, b Level) bool { return a < b })
	lv.Add(2)
	lv.Add(0)
	fmt.Printf("%T %d %t\n", lv, len(lv.items), lv.items[0] == 0)
	names := Map(q.items, func(t Task) (s string) { return strings.ToUpper(t.Name) })
	fmt.Printf("%T %q\n", names, names)
	total := Reduce(q.items, 0.5, func(acc float64, t Task) float64 { return acc + float64(t.Lvl) })
	fmt.Printf("%T %v\n", total, total)
	lens := Map([]string{"a", "bcd"}, func(s string) int { return len(s) })
	fmt.Printf("%T %v\n", lens, lens)
}
