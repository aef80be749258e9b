// features: sort_interface, methods_pointer_receiver, named_type_methods, maps, empty_interface, type_assertion, math_pkg, multiple_returns
package main

import (
	"container/heap"
	"fmt"
	"math"
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

type MinQueue []Item

func (q MinQueue) Len() int            { return len(q) }
func (q MinQueue) Less(i, j int) bool  { return q[i].dist < q[j].dist }
func (q MinQueue) Swap(i, j int)       { q[i], q[j] = q[j], q[i] }
func (q *MinQueue) Push(x interface{}) { *q = append(*q, x.(Item)) }
func (q *MinQueue) Pop() interface{} {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

func shortest(graph map[string][]Edge, src string) (map[string]int, map[string]string) {
	dist := map[string]int{}
	prev := map[string]string{}
	for n := range graph {
		dist[n] = math.MaxInt32
	}
	dist[src] = 0
	q := &MinQueue{{src, 0}}
	for q.Len() > 0 {
		cur := heap.Pop(q).(Item)
		if cur.dist > dist[cur.node] {
			continue
		}
		for _, e := range graph[cur.node] {
			nd := cur.dist + e.Weight
			if nd < dist[e.To] {
				dist[e.To] = nd
				prev[e.To] = cur.node
				heap.Push(q, Item{e.To, nd})
			}
		}
	}
	return dist, prev
}

func path(prev map[string]string, to string) string {
	var parts []string
	for n := to; n != ""; n = prev[n] {
		parts = append([]string{n}, parts...)
	}
	return strings.Join(parts, " -> ")
}

func main() {
	graph := map[string][]Edge{
		"A": {{"B", 4}, {"C", 2}},
		"B": {{"C", 5}, {"D", 10}},
		"C": {{"E", 3}},
		"D": {{"F", 11}},
		"E": {{"D", 4}},
		"F": {},
		"G": {{"A", 1}},
	}
	dist, prev := shortest(graph, "A")
	for _, n := range []string{"A", "B", "C", "D", "E", "F", "G"} {
		if dist[n] == math.MaxInt32 {
			fmt.Printf("%s: unreachable\n", n)
			continue
		}
		fmt.Printf("%s: %2d via %s\n", n, dist[n], path(prev, n))
	}
	fmt.Println(dist)
}
