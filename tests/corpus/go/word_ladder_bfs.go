// features: structs, byte_slices, maps, arrays, sort_pkg, fmt_printf
package main

import (
	"fmt"
	"sort"
	"strings"
)

func neighbors(word string, dict map[string]bool) []string {
	var out []string
	b := []byte(word)
	for i := range b {
		orig := b[i]
		for c := byte('a'); c <= 'z'; c++ {
			if c == orig {
				continue
			}
			b[i] = c
			if w := string(b); dict[w] {
				out = append(out, w)
			}
		}
		b[i] = orig
	}
	sort.Strings(out)
	return out
}

func ladder(from, to string, words []string) []string {
	dict := make(map[string]bool, len(words))
	for _, w := range words {
		dict[w] = true
	}
	type node struct {
		word string
		path []string
	}
	queue := []node{{from, []string{from}}}
	seen := map[string]bool{from: true}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if n.word == to {
			return n.path
		}
		for _, nb := range neighbors(n.word, dict) {
			if seen[nb] {
				continue
			}
			seen[nb] = true
			p := make([]string, len(n.path), len(n.path)+1)
			copy(p, n.path)
			queue = append(queue, node{nb, append(p, nb)})
		}
	}
	return nil
}

func main() {
	words := strings.Fields("hot dot dog lot log cog hit cot cat bat")
	for _, pair := range [][2]string{{"hit", "cog"}, {"cat", "dog"}, {"bat", "xyz"}} {
		p := ladder(pair[0], pair[1], words)
		if p == nil {
			fmt.Printf("%s -> %s: no ladder\n", pair[0], pair[1])
			continue
		}
		fmt.Printf("%s -> %s: %d steps %v\n", pair[0], pair[1], len(p)-1, p)
	}
	fmt.Println(neighbors("hot", map[string]bool{"dot": true, "hat": true, "hop": true, "hot": true}))
	fmt.Printf("%q %v\n", [2]string{"a", "b"}, [3]int{})
}
