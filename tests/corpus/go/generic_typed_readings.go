// features: generics_partial, named_type_methods, fmt_type_names, fmt_printf
package main

import "fmt"

// Generic containers holding values of named types: what comes out of them
// keeps its named type, so it prints through its String method and %T names it.

type Celsius float64

func (c Celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }

type Meters int

type Stack[T any] struct{ items []T }

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
func (s *Stack[T]) Peek() T { return s.items[len(s.items)-1] }

type Window[T ~float64 | ~int] struct {
	vals []T
	size int
}

func NewWindow[T ~float64 | ~int](size int) *Window[T] { return &Window[T]{size: size} }

func (w *Window[T]) Add(v T) {
	w.vals = append(w.vals, v)
	if len(w.vals) > w.size {
		w.vals = w.vals[1:]
	}
}

func (w *Window[T]) Sum() T {
	var s T
	for _, v := range w.vals {
		s += v
	}
	return s
}

func main() {
	temps := &Stack[Celsius]{}
	temps.Push(21.5)
	temps.Push(19)
	top := temps.Peek()
	fmt.Println("peek:", top, temps.Peek())
	fmt.Printf("%v %T\n", temps.Peek(), temps.Peek())
	for {
		t, ok := temps.Pop()
		if !ok {
			break
		}
		fmt.Printf("popped %v (%T)\n", t, t)
	}
	var depths Stack[Meters]
	depths.Push(120)
	fmt.Printf("%T %v\n", depths.Peek(), depths.Peek())

	w := NewWindow[Celsius](3)
	for _, v := range []Celsius{20, 22.5, 25, 18} {
		w.Add(v)
	}
	sum := w.Sum()
	fmt.Println("window sum:", sum, "mean:", sum/3)
	fmt.Printf("%T\n", w.Sum())
	counts := NewWindow[int](2)
	counts.Add(3)
	counts.Add(4)
	counts.Add(5)
	fmt.Printf("%T %v\n", counts.Sum(), counts.Sum())
}
