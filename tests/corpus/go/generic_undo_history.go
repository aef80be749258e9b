// features: generics_partial, methods_pointer_receiver, recursion, function_values, closures, fmt_printf
package main

import (
	"fmt"
	"strings"
)

// An editor's undo history on a generic stack; helpers are generic
// functions the methods call with the stack's own type parameter.

func Last[T any](xs []T) T {
	var zero T
	if len(xs) == 0 {
		return zero
	}
	return xs[len(xs)-1]
}

func FoldRight[T any](xs []T, f func(T, T) T) T {
	if len(xs) == 0 {
		var z T
		return z
	}
	return f(xs[0], FoldRight(xs[1:], f))
}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }
func (s *Stack[T]) Peek() T  { return Last(s.items) }
func (s *Stack[T]) Pop() T {
	v := Last(s.items)
	if len(s.items) > 0 {
		s.items = s.items[:len(s.items)-1]
	}
	return v
}

type Edit struct {
	Pos  int
	Text string
}

func main() {
	var history Stack[Edit]
	doc := ""
	apply := func(e Edit) {
		doc = doc[:e.Pos] + e.Text + doc[e.Pos:]
		history.Push(e)
	}
	undo := func() {
		e := history.Pop()
		if e.Text == "" {
			fmt.Println("nothing to undo")
			return
		}
		doc = doc[:e.Pos] + doc[e.Pos+len(e.Text):]
	}
	apply(Edit{0, "hello"})
	apply(Edit{5, " world"})
	apply(Edit{0, ">> "})
	fmt.Printf("%q last=%+v\n", doc, history.Peek())
	undo()
	undo()
	fmt.Printf("%q last=%+v\n", doc, history.Peek())
	undo()
	undo()
	fmt.Printf("%q last=%+v\n", doc, history.Peek())

	var words Stack[string]
	fmt.Printf("peek empty: %q\n", words.Peek())
	for _, w := range strings.Fields("to be or not") {
		words.Push(w)
	}
	fmt.Println(FoldRight(words.items, func(a, b string) string { return a + "(" + b + ")" }))
	fmt.Println(FoldRight([]int{1, 2, 3, 4}, func(a, b int) int { return a - b }), FoldRight([]float64{}, func(a, b float64) float64 { return a * b }))
}
