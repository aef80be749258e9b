// features: nil_map_read, struct_equality, maps, arrays
package main

import "fmt"

type Point struct{ X, Y int }

type Grid map[Point]bool

func main() {
	var m map[string]int
	fmt.Println(m["x"], len(m), m == nil)
	nested := map[string]map[string]int{}
	fmt.Println(nested["a"]["b"])
	if nested["a"] == nil {
		nested["a"] = map[string]int{}
	}
	nested["a"]["b"]++
	fmt.Println(nested)
	g := Grid{}
	g[Point{1, 2}] = true
	g[Point{3, 4}] = true
	fmt.Println(g[Point{1, 2}], g[Point{2, 1}], len(g))
	counts := map[[2]int]int{}
	counts[[2]int{1, 1}] += 2
	counts[[2]int{1, 1}]++
	fmt.Println(counts[[2]int{1, 1}], counts)
	p1 := Point{1, 2}
	p2 := Point{1, 2}
	fmt.Println(p1 == p2, p1 != Point{2, 1})
	visited := make(map[Point]int)
	for i := 0; i < 3; i++ {
		visited[Point{i, i}] = i * 10
	}
	fmt.Println(visited)
	var ms map[string][]int
	fmt.Println(len(ms["k"]), ms["k"] == nil)
}
