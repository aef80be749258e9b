// features: generics_partial, structs, methods_pointer_receiver, multiple_returns, errors_new, fmt_printf
package main

import (
	"errors"
	"fmt"
)

// Stack is a LIFO of any element type; Pop on an empty stack returns
// the element type's zero value and an error.
type Stack[T any] struct {
	items []T
}

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (T, error) {
	var zero T
	if len(s.items) == 0 {
		return zero, errors.New("empty stack")
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, nil
}

func (s *Stack[T]) Peek() (T, bool) {
	if len(s.items) == 0 {
		var zero T
		return zero, false
	}
	return s.items[len(s.items)-1], true
}

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

func (p *Pair[K, V]) Reset() {
	var k K
	var v V
	p.Key, p.Val = k, v
}

type Point struct{ X, Y int }
type Celsius float64

func main() {
	var words Stack[string]
	words.Push("go")
	words.Push("vm")
	for i := 0; i < 3; i++ {
		w, err := words.Pop()
		fmt.Printf("%q %v\n", w, err)
	}

	nums := &Stack[int]{}
	nums.Push(42)
	top, ok := nums.Peek()
	fmt.Println(top, ok)
	nums.Pop()
	top, ok = nums.Peek()
	fmt.Println(top, ok, top+1)

	var flags Stack[bool]
	f, err := flags.Pop()
	fmt.Println(f, err, !f)

	var temps Stack[Celsius]
	t, _ := temps.Pop()
	fmt.Printf("%v %.1f\n", t, t+0.5)

	var pts Stack[Point]
	p, _ := pts.Pop()
	fmt.Println(p, p.X+p.Y)
	p.X = 9
	q, _ := pts.Pop()
	fmt.Println(q)

	var lists Stack[[]int]
	l, _ := lists.Pop()
	fmt.Println(l, len(l))

	pr := Pair[string, int]{"age", 30}
	fmt.Println(pr)
	pr.Reset()
	fmt.Printf("%q %d %v\n", pr.Key, pr.Val, pr)
}
