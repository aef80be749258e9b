// features: struct_value_semantics, methods_pointer_receiver, arrays, empty_interface, for_range
package main

import (
	"fmt"
	"strings"
)

type C struct{ n int }

func (c *C) Inc() { c.n++ }
func (c C) Get() int { return c.n }

type Grid [3][3]int

func main() {
	cs := []C{{1}, {2}}
	for i := range cs {
		cs[i].n *= 10
		cs[i].Inc()
	}
	fmt.Println(cs)
	for _, c := range cs {
		c.Inc()
	}
	fmt.Println(cs)
	m := map[string]C{"a": {5}}
	c := m["a"]
	c.n = 99
	fmt.Println(m, c.Get())
	f := cs[0].Get
	fmt.Println(f())
	var g Grid
	g[1][1] = 5
	h := g
	h[0][0] = 7
	fmt.Println(g, h)
	sb := strings.Builder{}
	sb.WriteString("x")
	fmt.Println(sb.String(), sb.Len())
	var total float64
	for i := 1; i <= 4; i++ {
		total += 1.0 / float64(i)
	}
	fmt.Printf("%.4f %v\n", total, total)
	type pair struct{ a, b int }
	ps := []pair{{1, 2}, {3, 4}}
	fmt.Println(ps, len(ps))
	s := []int{1, 2, 3}
	s2 := s[:2]
	fmt.Println(len(s2), cap(s))
	var iface interface{} = 3
	n, ok := iface.(int)
	fmt.Println(n+1, ok)
	x, y := 1, 2
	x, y = y, x
	fmt.Println(x, y, 10/3, 10.0/4, 1<<3|1)
}
