// features: arrays, named_type_methods, methods_pointer_receiver, variadic_functions, struct_equality, maps, map_comma_ok, strings_builder, named_results, stringer
package main

import (
	"fmt"
	"strings"
)

const N = 8

type Board [N][N]bool

func (b Board) Neighbors(r, c int) int {
	n := 0
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if dr == 0 && dc == 0 {
				continue
			}
			rr, cc := (r+dr+N)%N, (c+dc+N)%N
			if b[rr][cc] {
				n++
			}
		}
	}
	return n
}

func (b Board) Step() Board {
	var next Board
	for r := 0; r < N; r++ {
		for c := 0; c < N; c++ {
			n := b.Neighbors(r, c)
			next[r][c] = n == 3 || (b[r][c] && n == 2)
		}
	}
	return next
}

func (b Board) String() string {
	var sb strings.Builder
	for _, row := range b {
		for _, alive := range row {
			if alive {
				sb.WriteByte('#')
			} else {
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func (b *Board) Set(cells ...[2]int) {
	for _, p := range cells {
		b[p[0]][p[1]] = true
	}
}

func population(b Board) (n int) {
	for _, row := range b {
		for _, v := range row {
			if v {
				n++
			}
		}
	}
	return
}

func main() {
	var b Board
	b.Set([2]int{0, 1}, [2]int{1, 2}, [2]int{2, 0}, [2]int{2, 1}, [2]int{2, 2})
	start := b
	history := []int{}
	for gen := 0; gen < 4; gen++ {
		history = append(history, population(b))
		b = b.Step()
	}
	fmt.Print(b)
	fmt.Println("history:", history, "start unchanged:", population(start) == 5)
	seen := map[Board]int{}
	cur := start
	for i := 0; ; i++ {
		if j, ok := seen[cur]; ok {
			fmt.Printf("cycle: generation %d repeats %d (period %d)\n", i, j, i-j)
			break
		}
		seen[cur] = i
		cur = cur.Step()
	}
	rows := b[:]
	fmt.Println(len(rows), rows[3][2], b == cur)
}
