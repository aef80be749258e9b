// features: method_values, named_type_methods, function_values, arrays
package main

import (
	"fmt"
	"strings"
)

type Cents int

func (c Cents) Plus(o Cents) Cents { return c + o }
func (c Cents) String() string     { return fmt.Sprintf("$%d.%02d", c/100, c%100) }

type Word string

func (w Word) Shout() string { return strings.ToUpper(string(w)) + "!" }

type Pt struct{ X, Y int }

func (p Pt) Add(q Pt) Pt { return Pt{p.X + q.X, p.Y + q.Y} }

type Vec [2]float64

func (v Vec) Dot(o Vec) float64 { return v[0]*o[0] + v[1]*o[1] }

func fold(xs []Cents, f func(Cents, Cents) Cents) Cents {
	var acc Cents
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

func main() {
	c := Cents(250)
	add := c.Plus
	c = 0 // the method value keeps the receiver it was made with
	fmt.Println(int(add(5)), int(add(100)))
	fmt.Println(int(fold([]Cents{100, 250, 5}, Cents.Plus)))
	shout := Word("hey").Shout
	fmt.Println(shout(), Word.Shout("go"))
	words := []Word{"a", "bc"}
	var outs []string
	for _, w := range words {
		outs = append(outs, w.Shout())
	}
	fmt.Println(outs)
	v := Vec{1, 2}
	dot := v.Dot
	v[0] = 100
	fmt.Println(dot(Vec{3, 4}), Vec.Dot(v, Vec{1, 1}))
	addPt := Pt.Add
	fmt.Println(addPt(Pt{1, 2}, Pt{3, 4}))
}
