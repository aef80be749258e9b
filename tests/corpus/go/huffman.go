// features: interfaces, pointers, maps, sort_pkg, recursion, strings_builder, runes, type_assertion
package main

import (
	"container/heap"
	"fmt"
	"sort"
	"strings"
)

type node struct {
	ch          rune
	freq        int
	order       int
	left, right *node
}

type pq []*node

func (p pq) Len() int { return len(p) }
func (p pq) Less(i, j int) bool {
	if p[i].freq != p[j].freq {
		return p[i].freq < p[j].freq
	}
	return p[i].order < p[j].order
}
func (p pq) Swap(i, j int)  { p[i], p[j] = p[j], p[i] }
func (p *pq) Push(x any)    { *p = append(*p, x.(*node)) }
func (p *pq) Pop() any {
	old := *p
	n := len(old)
	it := old[n-1]
	*p = old[:n-1]
	return it
}

func build(text string) *node {
	freq := map[rune]int{}
	for _, r := range text {
		freq[r]++
	}
	chars := make([]rune, 0, len(freq))
	for r := range freq {
		chars = append(chars, r)
	}
	sort.Slice(chars, func(i, j int) bool { return chars[i] < chars[j] })
	h := &pq{}
	order := 0
	for _, r := range chars {
		heap.Push(h, &node{ch: r, freq: freq[r], order: order})
		order++
	}
	for h.Len() > 1 {
		a := heap.Pop(h).(*node)
		b := heap.Pop(h).(*node)
		heap.Push(h, &node{freq: a.freq + b.freq, left: a, right: b, order: order})
		order++
	}
	return heap.Pop(h).(*node)
}

func codes(n *node, prefix string, out map[rune]string) {
	if n.left == nil {
		if prefix == "" {
			prefix = "0"
		}
		out[n.ch] = prefix
		return
	}
	codes(n.left, prefix+"0", out)
	codes(n.right, prefix+"1", out)
}

func main() {
	text := "abracadabra alakazam"
	root := build(text)
	table := map[rune]string{}
	codes(root, "", table)
	keys := make([]rune, 0)
	for r := range table {
		keys = append(keys, r)
	}
	sort.Slice(keys, func(i, j int) bool {
		if len(table[keys[i]]) != len(table[keys[j]]) {
			return len(table[keys[i]]) < len(table[keys[j]])
		}
		return keys[i] < keys[j]
	})
	for _, r := range keys {
		fmt.Printf("%q %-6s\n", r, table[r])
	}
	var enc strings.Builder
	for _, r := range text {
		enc.WriteString(table[r])
	}
	bits := enc.String()
	fmt.Println(len(bits), "bits vs", len(text)*8)
	var dec []rune
	n := root
	for _, b := range bits {
		if b == '0' {
			n = n.left
		} else {
			n = n.right
		}
		if n.left == nil {
			dec = append(dec, n.ch)
			n = root
		}
	}
	fmt.Println(string(dec) == text, string(dec[:7]))
	fmt.Printf("ratio %.3f\n", float64(len(bits))/float64(len(text)*8))
}
