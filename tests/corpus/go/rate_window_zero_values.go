// features: maps, arrays, map_comma_ok, channels, type_assertion, pointers, uint64_large, structs, generics_partial
package main

import (
	"fmt"
	"sort"
)

// A sliding two-window rate limiter: counts[client] holds the previous and
// the current window's request counts.
type Limiter struct {
	counts map[string][2]int
	limit  int
}

func (l *Limiter) Allow(client string) bool {
	w := l.counts[client] // a new client starts at [0 0]
	if w[0]+w[1] >= l.limit {
		return false
	}
	w[1]++
	l.counts[client] = w
	return true
}

func (l *Limiter) Rotate() {
	for c, w := range l.counts {
		l.counts[c] = [2]int{w[1], 0}
	}
}

type Fingerprint struct {
	Name string
	Hash uint64
}

func fnv64(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

type Grid struct {
	Cells [3][3]rune
	Owner struct{ Name string }
}

type Node struct {
	Val  int
	Next *Node
}

func lookup[K comparable, V any](m map[K]V, k K) (V, bool) {
	v, ok := m[k]
	if !ok {
		var zero V
		return zero, false
	}
	return v, true
}

func main() {
	lim := &Limiter{counts: make(map[string][2]int), limit: 3}
	reqs := []string{"ann", "bob", "ann", "ann", "ann", "bob", "cy"}
	for _, r := range reqs {
		fmt.Printf("%s:%v ", r, lim.Allow(r))
	}
	fmt.Println()
	lim.Rotate()
	fmt.Println(lim.Allow("ann"), lim.Allow("bob"), lim.counts["nobody"])
	keys := make([]string, 0, len(lim.counts))
	for k := range lim.counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k, lim.counts[k])
	}

	// zero values of composite elements everywhere they are read
	scores := map[string][3]float64{"x": {1, 2, 3}}
	s := scores["missing"]
	s[2] += 0.5
	fmt.Println(s, len(scores))
	if v, ok := scores["y"]; !ok {
		fmt.Println("no y:", v)
	}
	byPos := map[int]struct{ X, Y int }{}
	p := byPos[4]
	p.X = 9
	fmt.Println(p, byPos[5])
	ch := make(chan [2]string, 1)
	ch <- [2]string{"a", "b"}
	close(ch)
	first := <-ch
	second, ok := <-ch
	fmt.Printf("%q %q %v\n", first, second, ok)
	var anything interface{} = "text"
	arr, ok := anything.([4]int)
	fmt.Println(arr, ok)
	var g Grid
	g.Cells[1][1] = 'x'
	fmt.Println(g.Cells[1], g.Owner.Name == "")

	n, found := lookup(map[string]int{"a": 1}, "b")
	fmt.Println(n, found)
	str, _ := lookup(map[int]string{}, 3)
	fmt.Printf("%q\n", str)
	pt, _ := lookup(map[string]struct{ A, B int }{}, "q")
	fmt.Println(pt)

	// uint64s inside composite values print unsigned
	fps := []Fingerprint{{"alpha", fnv64("alpha")}, {"beta", fnv64("beta")}}
	fmt.Println(fps)
	fmt.Printf("%+v\n", fps[0])
	hashes := map[string]uint64{"max": ^uint64(0)}
	fmt.Println(hashes, []uint64{1 << 63, 42})

	// pointer identity
	nodes := []Node{{Val: 1}, {Val: 2}, {Val: 3}}
	nodes[0].Next = &nodes[1]
	nodes[1].Next = &nodes[2]
	for cur := &nodes[0]; cur != nil; cur = cur.Next {
		fmt.Print(cur.Val, " ", cur == &nodes[1], "; ")
	}
	fmt.Println()
	counter := 0
	a, b := &counter, &counter
	*a += 5
	fmt.Println(a == b, *b, &counter == a)
	vals := []int{10, 20}
	q1, q2 := &vals[0], &vals[1]
	fmt.Println(q1 == &vals[0], q1 == q2)
	box := struct{ L, R int }{1, 2}
	fmt.Println(&box.L == &box.L, &box.L == &box.R)
}
