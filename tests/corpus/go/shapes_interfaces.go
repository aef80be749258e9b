// features: interfaces, methods_value_receiver, structs, math_pkg, fmt_printf, type_switch
package main

import (
	"fmt"
	"math"
)

type Shape interface {
	Area() float64
	Perimeter() float64
}

type Circle struct{ R float64 }
type Rect struct{ W, H float64 }
type Square struct{ Side float64 }

func (c Circle) Area() float64      { return math.Pi * c.R * c.R }
func (c Circle) Perimeter() float64 { return 2 * math.Pi * c.R }
func (r Rect) Area() float64        { return r.W * r.H }
func (r Rect) Perimeter() float64   { return 2 * (r.W + r.H) }
func (s Square) Area() float64      { return s.Side * s.Side }
func (s Square) Perimeter() float64 { return 4 * s.Side }
func (s Square) String() string     { return fmt.Sprintf("Square(%g)", s.Side) }

func describe(s Shape) string {
	switch v := s.(type) {
	case Circle:
		return fmt.Sprintf("circle r=%.1f", v.R)
	case Rect:
		return fmt.Sprintf("rect %vx%v", v.W, v.H)
	default:
		return fmt.Sprintf("other %v", v)
	}
}

func main() {
	shapes := []Shape{Circle{1}, Rect{3, 4}, Square{2.5}, Circle{0.5}}
	total := 0.0
	for i, s := range shapes {
		fmt.Printf("%d %-16s area=%8.3f perim=%.2f\n", i, describe(s), s.Area(), s.Perimeter())
		total += s.Area()
	}
	fmt.Printf("total %.4f\n", total)
	fmt.Println(shapes[2], shapes[1])
	if sq, ok := shapes[2].(Square); ok {
		fmt.Println("square side", sq.Side)
	}
	_, ok := shapes[0].(Rect)
	fmt.Println(ok)
}
