// features: struct_equality, maps, map_comma_ok, slices, append, sort_pkg, delete
package main

import (
	"fmt"
	"sort"
)

type Point struct{ R, C int }

func (p Point) Add(o Point) Point { return Point{p.R + o.R, p.C + o.C} }

var dirs = []Point{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

func bfs(grid []string, start, goal Point) (int, []Point) {
	dist := map[Point]int{start: 0}
	prev := make(map[Point]Point)
	queue := []Point{start}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		if cur == goal {
			break
		}
		for _, d := range dirs {
			nx := cur.Add(d)
			if nx.R < 0 || nx.R >= len(grid) || nx.C < 0 || nx.C >= len(grid[0]) || grid[nx.R][nx.C] == '#' {
				continue
			}
			if _, seen := dist[nx]; seen {
				continue
			}
			dist[nx] = dist[cur] + 1
			prev[nx] = cur
			queue = append(queue, nx)
		}
	}
	d, ok := dist[goal]
	if !ok {
		return -1, nil
	}
	var path []Point
	for p := goal; p != start; p = prev[p] {
		path = append([]Point{p}, path...)
	}
	return d, append([]Point{start}, path...)
}

func main() {
	grid := []string{
		"S..#....",
		".#.#.##.",
		".#...#..",
		".####.#.",
		"......#G",
	}
	var start, goal Point
	for r, row := range grid {
		for c, ch := range row {
			switch ch {
			case 'S':
				start = Point{r, c}
			case 'G':
				goal = Point{r, c}
			}
		}
	}
	d, path := bfs(grid, start, goal)
	fmt.Println("distance:", d)
	fmt.Println(path[:3], len(path))
	onPath := map[Point]bool{}
	for _, p := range path {
		onPath[p] = true
	}
	for r, row := range grid {
		line := []byte(row)
		for c := range line {
			if onPath[Point{r, c}] && line[c] == '.' {
				line[c] = '*'
			}
		}
		fmt.Println(string(line))
	}
	degree := map[Point]int{}
	for p := range onPath {
		for _, dd := range dirs {
			if onPath[p.Add(dd)] {
				degree[p]++
			}
		}
	}
	keys := make([]Point, 0, len(degree))
	for k := range degree {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].R != keys[j].R {
			return keys[i].R < keys[j].R
		}
		return keys[i].C < keys[j].C
	})
	fmt.Println(keys[0], degree[keys[0]], keys[len(keys)-1], degree[keys[len(keys)-1]])
	delete(onPath, start)
	fmt.Println(len(onPath), onPath[start], onPath[goal])
	_, unreachable := bfs([]string{"S#G"}, Point{0, 0}, Point{0, 2})
	fmt.Println(unreachable == nil, len(unreachable))
}
