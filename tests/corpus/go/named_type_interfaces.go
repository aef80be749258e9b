// features: named_type_methods, interfaces, type_switch, type_assertion, error_interface, for_range
package main

import (
	"fmt"
	"strings"
)

type Shape interface {
	Area() float64
	Name() string
}

type Square float64
type Label string
type Code int

func (s Square) Area() float64 { return float64(s * s) }
func (s Square) Name() string   { return "square" }
func (l Label) String() string  { return strings.ToUpper(string(l)) }
func (c Code) Error() string    { return fmt.Sprintf("code %d", int(c)) }

func check(n int) error {
	if n%2 == 1 {
		return Code(n)
	}
	return nil
}

func describe(x interface{}) string {
	switch v := x.(type) {
	case Square:
		return fmt.Sprintf("square side %.1f", float64(v))
	case Label:
		return "label " + string(v) + " len " + fmt.Sprint(len(v))
	case fmt.Stringer:
		return "stringer " + v.String()
	default:
		return fmt.Sprintf("other %v", v)
	}
}

func main() {
	var shapes []Shape
	for _, side := range []float64{1.5, 2, 3} {
		shapes = append(shapes, Square(side))
	}
	total := 0.0
	for _, s := range shapes {
		total += s.Area()
		fmt.Printf("%s %.2f %T\n", s.Name(), s.Area(), s)
	}
	fmt.Println("total", total)
	var st fmt.Stringer = Label("go")
	fmt.Println(st, st.String())
	fmt.Println(describe(Square(2)), "|", describe(Label("abc")), "|", describe(7))
	for i := 1; i <= 3; i++ {
		if err := check(i); err != nil {
			fmt.Println("error:", err)
			if c, ok := err.(Code); ok {
				fmt.Println("code value", int(c)+100)
			}
		} else {
			fmt.Println(i, "ok")
		}
	}
	var a, b Shape = Square(2), Square(2)
	fmt.Println(a == b, a == Square(3))
	sq := shapes[1].(Square)
	fmt.Println(sq*2, sq.Area())
}
