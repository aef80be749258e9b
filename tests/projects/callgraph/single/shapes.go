package main

import "fmt"

type Shape interface{ Area() float64 }
type Sq struct{ s float64 }

func (q Sq) Area() float64 { return q.s * q.s }
func (q *Sq) Grow() { q.s = helper(q.s) }
func helper(x float64) float64 { return x + 1 }
func apply(f func(float64) float64, x float64) float64 { return f(x) }

func main() {
	q := Sq{2}
	q.Grow()
	var s Shape = q
	fmt.Println(s.Area(), apply(helper, 3))
	g := func() int { return 1 }
	g()
}
