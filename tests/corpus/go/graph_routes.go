// features: sort_interface, type_assertion, maps, fmt_scan, pointers, empty_interface
package main

import (
	"container/heap"
	"fmt"
	"strings"
)

type Edge struct {
	To     string
	Weight int
}

type Item struct {
	node string
	dist int
}

type PQ []Item

func (p PQ) Len() int            { return len(p) }
func (p PQ) Less(i, j int) bool  { return p[i].dist < p[j].dist || (p[i].dist == p[j].dist && p[i].node < p[j].node) }
func (p PQ) Swap(i, j int)       { p[i], p[j] = p[j], p[i] }
func (p *PQ) Push(x any)         { *p = append(*p, x.(Item)) }
func (p *PQ) Pop() any           { old := *p; n := len(old); it := old[n-1]; *p = old[:n-1]; return it }

func dijkstra(g map[string][]Edge, src string) (map[string]int, map[string]string) {
	dist := map[string]int{src: 0}
	prev := map[string]string{}
	pq := &PQ{{src, 0}}
	for pq.Len() > 0 {
		cur := heap.Pop(pq).(Item)
		if d, ok := dist[cur.node]; ok && d < cur.dist {
			continue
		}
		for _, e := range g[cur.node] {
			nd := cur.dist + e.Weight
			if old, ok := dist[e.To]; !ok || nd < old {
				dist[e.To] = nd
				prev[e.To] = cur.node
				heap.Push(pq, Item{e.To, nd})
			}
		}
	}
	return dist, prev
}

func path(prev map[string]string, dst string) []string {
	var p []string
	for at := dst; at != ""; at = prev[at] {
		p = append([]string{at}, p...)
	}
	return p
}

func main() {
	roads := `Amsterdam Berlin 650
Amsterdam Brussels 210
Brussels Paris 300
Berlin Prague 350
Paris Lyon 465
Prague Vienna 330
Berlin Vienna 680
Lyon Milan 440
Vienna Milan 870
Milan Rome 570`
	g := map[string][]Edge{}
	for _, ln := range strings.Split(roads, "\n") {
		var a, b string
		var w int
		fmt.Sscan(ln, &a, &b, &w)
		g[a] = append(g[a], Edge{b, w})
		g[b] = append(g[b], Edge{a, w})
	}
	dist, prev := dijkstra(g, "Amsterdam")
	for _, city := range []string{"Rome", "Vienna", "Lyon", "Amsterdam", "Oslo"} {
		d, ok := dist[city]
		if !ok {
			fmt.Printf("%-9s unreachable\n", city)
			continue
		}
		fmt.Printf("%-9s %5d km via %s\n", city, d, strings.Join(path(prev, city), " > "))
	}
}
