// features: arrays, const_iota, typed_constants, embedded_structs, interfaces, type_assertion, type_switch
package main

import (
	"fmt"
	"strings"
)

const (
	Rows = 5
	Cols = 7
)

// Grid sizes come from constants: package-level, local, and expressions of them.
type Field struct {
	mines  [Rows][Cols]bool
	counts [Rows][Cols]int
	border [Cols + 2]byte
}

type Cell struct{ R, C int }

func (f *Field) Place(cells ...Cell) {
	for _, c := range cells {
		f.mines[c.R][c.C] = true
	}
	for r := 0; r < Rows; r++ {
		for c := 0; c < Cols; c++ {
			n := 0
			for _, d := range [...][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}} {
				rr, cc := r+d[0], c+d[1]
				if rr >= 0 && rr < Rows && cc >= 0 && cc < Cols && f.mines[rr][cc] {
					n++
				}
			}
			f.counts[r][c] = n
		}
	}
}

func (f *Field) String() string {
	var sb strings.Builder
	for i := range f.border {
		f.border[i] = '-'
	}
	sb.Write(f.border[:])
	sb.WriteByte('\n')
	for r := 0; r < Rows; r++ {
		row := [Cols]byte{}
		for c := range row {
			switch {
			case f.mines[r][c]:
				row[c] = '*'
			case f.counts[r][c] == 0:
				row[c] = '.'
			default:
				row[c] = byte('0' + f.counts[r][c])
			}
		}
		sb.WriteString("|" + string(row[:]) + "|\n")
	}
	sb.Write(f.border[:])
	return sb.String()
}

// Interfaces satisfied through methods promoted from embedded structs.
type Named interface{ Name() string }
type Scored interface {
	Named
	Score() int
}

type tag struct{ name string }

func (t tag) Name() string { return t.name }

type inner struct{ tag }
type Player struct {
	inner
	points int
}

func (p Player) Score() int { return p.points }

type Spectator struct{ tag }

func describe(x any) string {
	switch v := x.(type) {
	case Scored:
		return fmt.Sprintf("%s scored %d", v.Name(), v.Score())
	case Named:
		return v.Name() + " is watching"
	}
	return fmt.Sprintf("unknown %T", x)
}

func main() {
	var f Field
	f.Place(Cell{0, 0}, Cell{1, 3}, Cell{2, 3}, Cell{4, 6}, Cell{3, 0})
	fmt.Println(&f)
	fmt.Println(len(f.mines), len(f.mines[0]), len(f.border))

	const depth = 3
	stack := [depth]string{}
	scale := [depth * 2]float64{}
	var hist [Rows + Cols]int
	for r := 0; r < Rows; r++ {
		for c := 0; c < Cols; c++ {
			hist[f.counts[r][c]]++
		}
	}
	stack[depth-1] = "top"
	scale[len(scale)-1] = 1.5
	fmt.Printf("%q %v %v\n", stack, scale, hist)
	fmt.Println([...]string{"zero", "one", "two", "three"}[f.counts[1][2]])

	people := []any{Player{inner{tag{"ana"}}, 12}, Spectator{tag{"bo"}}, 42}
	for _, p := range people {
		fmt.Println(describe(p))
		if n, ok := p.(Named); ok {
			fmt.Println("  named:", n.Name())
		}
		_, scored := p.(Scored)
		fmt.Println("  scored:", scored)
	}
	var s Scored = Player{inner{tag{"cy"}}, 3}
	n := s.(Named)
	fmt.Println(n.Name(), s.Score())
}
