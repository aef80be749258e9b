// features: interfaces, embedded_structs, type_switch, sort_interface, stringer, math_pkg
package main

import (
	"fmt"
	"math"
	"sort"
)

type Shape interface {
	Area() float64
	Perimeter() float64
}

type Rect struct{ W, H float64 }
type Circle struct{ R float64 }
type Square struct{ Rect }

func (r Rect) Area() float64      { return r.W * r.H }
func (r Rect) Perimeter() float64 { return 2 * (r.W + r.H) }
func (c Circle) Area() float64    { return math.Pi * c.R * c.R }
func (c Circle) Perimeter() float64 {
	return 2 * math.Pi * c.R
}
func (c Circle) String() string { return fmt.Sprintf("Circle(%.1f)", c.R) }

func NewSquare(s float64) Square { return Square{Rect{s, s}} }

type ByArea []Shape

func (a ByArea) Len() int           { return len(a) }
func (a ByArea) Swap(i, j int)      { a[i], a[j] = a[j], a[i] }
func (a ByArea) Less(i, j int) bool { return a[i].Area() < a[j].Area() }

func describe(s Shape) string {
	switch v := s.(type) {
	case Circle:
		return fmt.Sprintf("circle r=%g", v.R)
	case Square:
		return fmt.Sprintf("square side=%g", v.W)
	case Rect:
		return fmt.Sprintf("rect %gx%g", v.W, v.H)
	default:
		return "unknown"
	}
}

func main() {
	shapes := []Shape{Rect{3, 4}, Circle{1}, NewSquare(2), Circle{2.5}, Rect{1, 10}}
	sort.Sort(ByArea(shapes))
	total := 0.0
	for i, s := range shapes {
		fmt.Printf("%d: %-16s area=%7.3f perim=%7.3f\n", i, describe(s), s.Area(), s.Perimeter())
		total += s.Area()
	}
	fmt.Printf("total area: %.4f\n", total)
	fmt.Println(shapes[0], Circle{3})
	sq := NewSquare(5)
	sq.W = 6
	fmt.Println(sq.Area(), sq)
	var biggest Shape
	for _, s := range shapes {
		if biggest == nil || s.Area() > biggest.Area() {
			biggest = s
		}
	}
	fmt.Printf("%T %v\n", biggest, biggest)
	if c, ok := biggest.(Circle); ok {
		fmt.Println("radius", c.R)
	}
}
