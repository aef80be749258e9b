// features: arrays, closures, stringer, strings_builder, recursion, type_declaration, fmt_printf
package main

import (
	"fmt"
	"strings"
)

type Grid [9][9]int

func parseGrid(rows []string) (Grid, error) {
	var g Grid
	if len(rows) != 9 {
		return g, fmt.Errorf("need 9 rows, got %d", len(rows))
	}
	for r, line := range rows {
		line = strings.ReplaceAll(line, " ", "")
		if len(line) != 9 {
			return g, fmt.Errorf("row %d has %d cells", r+1, len(line))
		}
		for c, ch := range line {
			if ch == '.' {
				continue
			}
			if ch < '1' || ch > '9' {
				return g, fmt.Errorf("row %d col %d: bad digit %q", r+1, c+1, ch)
			}
			g[r][c] = int(ch - '0')
		}
	}
	return g, nil
}

func (g *Grid) conflicts() []string {
	var out []string
	check := func(kind string, idx int, cells [9]int) {
		var seen [10]bool
		for _, v := range cells {
			if v == 0 {
				continue
			}
			if seen[v] {
				out = append(out, fmt.Sprintf("%s %d repeats %d", kind, idx+1, v))
			}
			seen[v] = true
		}
	}
	for i := 0; i < 9; i++ {
		var row, col, box [9]int
		for j := 0; j < 9; j++ {
			row[j] = g[i][j]
			col[j] = g[j][i]
			box[j] = g[(i/3)*3+j/3][(i%3)*3+j%3]
		}
		check("row", i, row)
		check("col", i, col)
		check("box", i, box)
	}
	return out
}

func (g Grid) String() string {
	var b strings.Builder
	for r, row := range g {
		if r > 0 && r%3 == 0 {
			b.WriteString("------+-------+------\n")
		}
		for c, v := range row {
			if c > 0 && c%3 == 0 {
				b.WriteString("| ")
			}
			if v == 0 {
				b.WriteString(". ")
			} else {
				fmt.Fprintf(&b, "%d ", v)
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

func solve(g *Grid) bool {
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			if g[r][c] != 0 {
				continue
			}
			for v := 1; v <= 9; v++ {
				g[r][c] = v
				if len(g.conflicts()) == 0 && solve(g) {
					return true
				}
			}
			g[r][c] = 0
			return false
		}
	}
	return true
}

func main() {
	puzzle := []string{
		"53. .7. ...", "6.. 195 ...", ".98 ... .6.",
		"8.. .6. ..3", "4.. 8.3 ..1", "7.. .2. ..6",
		".6. ... 28.", "... 419 ..5", "... .8. .79",
	}
	g, err := parseGrid(puzzle)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(g)
	fmt.Println("conflicts:", len(g.conflicts()))
	bad := g
	bad[0][2] = 5
	bad[4][4] = 9
	for _, c := range bad.conflicts() {
		fmt.Println(" -", c)
	}
	fmt.Println("original untouched:", g[0][2] == 0)
	_, err = parseGrid([]string{"123"})
	fmt.Println(err)
	puzzle[2] = ".9x ... .6."
	_, err = parseGrid(puzzle)
	fmt.Println(err)
	small := g
	filled := 0
	for _, row := range small {
		for _, v := range row {
			if v != 0 {
				filled++
			}
		}
	}
	fmt.Printf("filled %d/81 (%.1f%%)\n", filled, float64(filled)*100/81)
}
