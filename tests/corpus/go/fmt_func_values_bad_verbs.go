// features: fmt_printf, method_values, function_values, pointers
package main

import (
	"fmt"
	"strconv"
)

type Handler func(int) int

type Meter struct{ base int }

func (m Meter) Read(k int) string     { return strconv.Itoa(m.base + k) }
func (m *Meter) Reset()               { m.base = 0 }
func (m Meter) Pair() (int, error)    { return m.base, nil }
func double(x int) int                { return 2 * x }
func parse(s string) (float64, error) { return strconv.ParseFloat(s, 64) }
func apply(h Handler, x int) int      { return h(x) }

func main() {
	var h Handler = double
	m := Meter{3}
	read := m.Read
	fmt.Printf("%T | %T | %T | %T\n", double, h, parse, read)
	fmt.Printf("%T | %T | %T\n", m.Pair, m.Read, apply)
	fmt.Println(read(4), apply(double, 21))

	var p *int
	x := 5
	q := &x
	var s *string
	var f *float64
	fmt.Printf("%d %v %T | %v %T | %s %T\n", p, p, p, *q, q, s, f)
	fmt.Printf("%s|%s|%s|%v|%d\n", []int{1, 2}, []float64{1.5}, []string{"a", "b"}, []int{3}, []int{4})
	fmt.Printf("%s %5s %s\n", 3.5, []int{7}, 42)
	fmt.Println(p == nil, q != nil, s == nil)
}
