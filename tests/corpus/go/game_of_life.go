// features: slices_2d, methods_pointer_receiver, named_results, strings_builder, maps
package main

import (
	"fmt"
	"strings"
)

type Grid struct {
	w, h  int
	cells [][]bool
}

func Parse(s string) *Grid {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	g := &Grid{w: len(lines[0]), h: len(lines)}
	g.cells = make([][]bool, g.h)
	for y, ln := range lines {
		g.cells[y] = make([]bool, g.w)
		for x, ch := range ln {
			g.cells[y][x] = ch == '#'
		}
	}
	return g
}

func (g *Grid) Alive(x, y int) bool {
	x = (x + g.w) % g.w
	y = (y + g.h) % g.h
	return g.cells[y][x]
}

func (g *Grid) Step() *Grid {
	n := &Grid{w: g.w, h: g.h, cells: make([][]bool, g.h)}
	for y := 0; y < g.h; y++ {
		n.cells[y] = make([]bool, g.w)
		for x := 0; x < g.w; x++ {
			c := 0
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					if (dx != 0 || dy != 0) && g.Alive(x+dx, y+dy) {
						c++
					}
				}
			}
			n.cells[y][x] = c == 3 || (c == 2 && g.cells[y][x])
		}
	}
	return n
}

func (g *Grid) String() string {
	var sb strings.Builder
	for _, row := range g.cells {
		for _, c := range row {
			if c {
				sb.WriteByte('#')
			} else {
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func (g *Grid) Population() (n int) {
	for _, row := range g.cells {
		for _, c := range row {
			if c {
				n++
			}
		}
	}
	return
}

func main() {
	g := Parse(`
.#......
..#.....
###.....
........
........
........`)
	seen := map[string]int{}
	for gen := 0; gen <= 24; gen++ {
		key := g.String()
		if prev, ok := seen[key]; ok {
			fmt.Printf("gen %d repeats gen %d\n", gen, prev)
			break
		}
		seen[key] = gen
		if gen%8 == 0 {
			fmt.Printf("gen %d pop %d\n%v", gen, g.Population(), g)
		}
		g = g.Step()
	}
	fmt.Println(len(seen), "distinct states")
}
