// features: closures, function_types, function_values, slices, structs, fmt_printf, fmt_verbs
// Request middleware chained from a slice of function values, and a
// grid walked with struct coordinates (handlers[i](h), grid[p.R][p.C]).
package main

import (
	"fmt"
	"strings"
)

type Handler func(path string) string
type Middleware func(Handler) Handler

type Point struct{ R, C int }

func tag(name string, log *[]string) Middleware {
	return func(next Handler) Handler {
		return func(p string) string {
			*log = append(*log, name)
			return name + "(" + next(p) + ")"
		}
	}
}

func chain(h Handler, ms ...Middleware) Handler {
	for i := len(ms) - 1; i >= 0; i-- {
		h = ms[i](h)
	}
	return h
}

var scorers = []func(a, b int) int{
	func(a, b int) int { return a + b },
	func(a, b int) int { return a * b },
}

func main() {
	var log []string
	h := chain(func(p string) string { return strings.ToUpper(p) }, tag("auth", &log), tag("gzip", &log), tag("trace", &log))
	fmt.Println(h("/index"))
	fmt.Println(log)

	steps := []func(int) int{func(x int) int { return x + 1 }, func(x int) int { return x * 3 }}
	v := 2
	for i := range steps {
		v = steps[i](v)
	}
	for k := 0; k < len(scorers); k++ {
		fmt.Print(scorers[k](v, k+2), " ")
	}
	fmt.Println(v)
	table := [][]func() string{{func() string { return "nw" }, func() string { return "ne" }}}
	r, c := 0, 1
	fmt.Println(table[r][c](), table[r][c-1]())

	grid := [][]byte{[]byte("....."), []byte("....."), []byte(".....")}
	path := []Point{{0, 0}, {1, 1}, {1, 2}, {2, 3}}
	for n, p := range path {
		grid[p.R][p.C] = byte('a' + n)
	}
	q := path[1]
	grid[q.R][q.C]++
	grid[q.R][q.R+3] += 2
	counts := map[int]int{}
	for _, p := range path {
		counts[p.R]++
	}
	for _, row := range grid {
		fmt.Println(string(row))
	}
	fmt.Println(counts)

	// %#x / %#q of strings: one 0x prefix, raw quotes when the text allows
	fmt.Printf("%#x %#X % #x %#q %#q %#q\n", "go", "go", "go", "plain", "tab\there", "back`tick")
	fmt.Printf("%#q\n", []string{"a", "b\n"})
}
