// features: structs, methods_pointer_receiver, slices_2d, stringer, named_results, strings_builder, for_range_string
package main

import (
	"fmt"
	"strings"
)

type Grid struct {
	w, h  int
	cells [][]bool
}

func NewGrid(rows []string) *Grid {
	g := &Grid{w: len(rows[0]), h: len(rows)}
	g.cells = make([][]bool, g.h)
	for y, r := range rows {
		g.cells[y] = make([]bool, g.w)
		for x, c := range r {
			g.cells[y][x] = c == '#'
		}
	}
	return g
}

func (g *Grid) Alive(x, y int) bool {
	x = (x + g.w) % g.w
	y = (y + g.h) % g.h
	return g.cells[y][x]
}

func (g *Grid) Neighbors(x, y int) int {
	n := 0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if (dx != 0 || dy != 0) && g.Alive(x+dx, y+dy) {
				n++
			}
		}
	}
	return n
}

func (g *Grid) Step() *Grid {
	next := &Grid{w: g.w, h: g.h, cells: make([][]bool, g.h)}
	for y := 0; y < g.h; y++ {
		next.cells[y] = make([]bool, g.w)
		for x := 0; x < g.w; x++ {
			n := g.Neighbors(x, y)
			next.cells[y][x] = n == 3 || (n == 2 && g.Alive(x, y))
		}
	}
	return next
}

func (g *Grid) String() string {
	var b strings.Builder
	for _, row := range g.cells {
		for _, c := range row {
			if c {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
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
	g := NewGrid([]string{
		"........",
		"..#.....",
		"...#....",
		".###....",
		"........",
		"........",
	})
	seen := map[string]int{}
	for gen := 0; gen < 6; gen++ {
		fmt.Printf("gen %d pop %d\n%v", gen, g.Population(), g)
		seen[g.String()] = gen
		g = g.Step()
	}
	fmt.Println(len(seen), g.Neighbors(3, 3), g.Alive(-1, -1))
	fmt.Println(g.cells[4][:4])
}
