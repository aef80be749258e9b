// features: maps, map_comma_ok, closures, recursion, type_assertion, sort_pkg, strings_pkg, fmt_println
package main

import (
	"container/list"
	"fmt"
	"sort"
	"strings"
)

type Graph struct {
	adj map[string][]string
}

func NewGraph() *Graph { return &Graph{adj: make(map[string][]string)} }

func (g *Graph) AddEdge(a, b string) {
	g.adj[a] = append(g.adj[a], b)
	g.adj[b] = append(g.adj[b], a)
}

func (g *Graph) BFS(start string) map[string]int {
	dist := map[string]int{start: 0}
	q := list.New()
	q.PushBack(start)
	for q.Len() > 0 {
		e := q.Front()
		q.Remove(e)
		node := e.Value.(string)
		nbrs := append([]string(nil), g.adj[node]...)
		sort.Strings(nbrs)
		for _, n := range nbrs {
			if _, seen := dist[n]; !seen {
				dist[n] = dist[node] + 1
				q.PushBack(n)
			}
		}
	}
	return dist
}

func (g *Graph) Path(from, to string) []string {
	prev := map[string]string{}
	visited := map[string]bool{from: true}
	queue := []string{from}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		if cur == to {
			break
		}
		nbrs := g.adj[cur]
		sort.Strings(nbrs)
		for _, n := range nbrs {
			if !visited[n] {
				visited[n] = true
				prev[n] = cur
				queue = append(queue, n)
			}
		}
	}
	if !visited[to] {
		return nil
	}
	var path []string
	for at := to; at != ""; at = prev[at] {
		path = append([]string{at}, path...)
	}
	return path
}

func topo(deps map[string][]string) ([]string, error) {
	state := map[string]int{}
	var order []string
	var visit func(string) error
	visit = func(n string) error {
		switch state[n] {
		case 1:
			return fmt.Errorf("cycle at %s", n)
		case 2:
			return nil
		}
		state[n] = 1
		ds := deps[n]
		sort.Strings(ds)
		for _, d := range ds {
			if err := visit(d); err != nil {
				return err
			}
		}
		state[n] = 2
		order = append(order, n)
		return nil
	}
	names := make([]string, 0, len(deps))
	for k := range deps {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, n := range names {
		if err := visit(n); err != nil {
			return order, err
		}
	}
	return order, nil
}

func main() {
	g := NewGraph()
	for _, e := range strings.Split("a-b b-c c-d a-e e-d d-f g-h", " ") {
		p := strings.Split(e, "-")
		g.AddEdge(p[0], p[1])
	}
	fmt.Println(g.BFS("a"))
	fmt.Println(g.Path("a", "f"), len(g.Path("a", "g")), g.Path("a", "g") == nil)
	fmt.Printf("%q\n", g.Path("h", "g"))
	order, err := topo(map[string][]string{
		"app": {"lib", "log"}, "lib": {"core"}, "log": {"core"}, "core": {}, "test": {"app"},
	})
	fmt.Println(order, err)
	_, err = topo(map[string][]string{"x": {"y"}, "y": {"z"}, "z": {"x"}})
	fmt.Println("err:", err)
	l := list.New()
	for i := 1; i <= 5; i++ {
		l.PushBack(i * i)
	}
	l.PushFront(0)
	for e := l.Back(); e != nil; e = e.Prev() {
		fmt.Print(e.Value, " ")
	}
	fmt.Println(l.Len())
}
