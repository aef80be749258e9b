// features: generics_partial, fmt_type_names, structs, maps
// Generic struct instances made by inferred calls (MakeBox(3.0) is a
// main.Box[float64]) and elided element literals inside containers of a
// generic type ([]Pair[string, float64]{{"x", 1}}: Val is a float64 there).
package main

import "fmt"

type Box[T any] struct{ v T }

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func MakeBox[T any](v T) Box[T] { return Box[T]{v} }

func MakePair[K comparable, V any](k K, v V) Pair[K, V] { return Pair[K, V]{k, v} }

func (b Box[T]) Get() T { return b.v }

func (b *Box[T]) Reset() {
	var zero T
	b.v = zero
}

func main() {
	b := MakeBox(3.0)
	fmt.Printf("%T %v\n", b, b)
	b.Reset()
	fmt.Printf("%v %T\n", b.Get(), b.Get())
	s := MakeBox("x")
	fmt.Printf("%T %+v\n", s, s)
	p := MakePair("a", 1.5)
	fmt.Printf("%v %T %T\n", p, p, p.Val)
	ps := []Pair[string, float64]{{"x", 1}, {Key: "y", Val: 2}}
	fmt.Printf("%v %T %v\n", ps, ps[0].Val, ps[0].Val/4)
	m := map[string]Box[float64]{"k": {5}}
	fmt.Printf("%v %T %v\n", m, m["k"].v, m["k"].v/2)
	bs := []Box[float64]{{1}, {2}}
	fmt.Println(bs, bs[0].v/4, bs[1].Get()/4)
	grid := [2][]Pair[int, float64]{{{1, 3}}, {{2, 5}, {3, 7}}}
	for _, row := range grid {
		for _, c := range row {
			fmt.Printf("%d:%v:%T ", c.Key, c.Val/2, c)
		}
	}
	fmt.Println()
	ptrs := []*Pair[string, float64]{{"p", 9}}
	fmt.Println(ptrs[0].Val/2, ptrs[0].Key)
	nested := map[string][]Box[float64]{"a": {{1}, {3}}}
	fmt.Println(nested["a"][1].v / 2)
}
