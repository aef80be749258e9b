// features: goto_statement, method_values, closures, const_iota, uint64_large, runes, for_range_string
package main

import (
	"fmt"
	"math"
)

type Counter struct{ n int }

func (c *Counter) Inc()     { c.n++ }
func (c Counter) Get() int { return c.n }

const (
	KB = 1 << (10 * (iota + 1))
	MB
	GB
)


func main() {
	c := &Counter{}
	inc := c.Inc
	inc()
	inc()
	get := c.Get
	fmt.Println(c.n, get())
	f := (*Counter).Inc
	f(c)
	g := Counter.Get
	fmt.Println(g(*c))
	var funcs []func() int
	for i := 0; i < 3; i++ {
		x := i * 10
		funcs = append(funcs, func() int { x++; return x })
	}
	for _, fn := range funcs {
		fmt.Print(fn(), fn(), " ")
	}
	fmt.Println()
	fmt.Println(KB, MB, GB)
	var u uint64 = math.MaxUint64
	fmt.Println(u, u-5)
	var h uint64 = 14695981039346656037
	for _, b := range []byte("abc") {
		h ^= uint64(b)
		h *= 1099511628211
	}
	fmt.Println(h)
	const third =fmt.Print(i)
		i++
		goto loop
	}
	fmt.Println()
	s := "héllo, 世界"
	fmt.Println(len(s), len([]rune(s)))
	for i, r := range s {
		if r > 127 {
			fmt.Printf("%d:%c(%U) ", i, r, r)
		}
	}
	fmt.Println()
	rs := []rune(s)
	for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
		rs[i], rs[j] = rs[j], rs[i]
	}
	fmt.Println(string(rs))
	fmt.Printf("%q %x %v\n", 'x', "hi", []byte("hi"))
}
