// features: arrays, structs, methods_pointer_receiver, stringer, struct_equality, fmt_printf
package main

import (
	"fmt"
	"strings"
)

const (
	W = 10
	H = 12
)

type Shape [][2]int // (row, col) offsets

var shapes = map[byte][]Shape{
	'I': {{{0, 0}, {0, 1}, {0, 2}, {0, 3}}, {{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
	'O': {{{0, 0}, {0, 1}, {1, 0}, {1, 1}}},
	'T': {{{0, 0}, {0, 1}, {0, 2}, {1, 1}}, {{0, 1}, {1, 0}, {1, 1}, {2, 1}}, {{0, 1}, {1, 0}, {1, 1}, {1, 2}}, {{0, 0}, {1, 0}, {1, 1}, {2, 0}}},
	'L': {{{0, 0}, {1, 0}, {2, 0}, {2, 1}}, {{0, 0}, {0, 1}, {0, 2}, {1, 0}}},
	'S': {{{0, 1}, {0, 2}, {1, 0}, {1, 1}}, {{0, 0}, {1, 0}, {1, 1}, {2, 1}}},
}

type Board struct {
	cells [H][W]byte
	score int
	lines int
}

type Move struct {
	Piece byte
	Rot   int
	Col   int
}

func (b *Board) fits(s Shape, r, c int) bool {
	for _, o := range s {
		rr, cc := r+o[0], c+o[1]
		if rr < 0 || rr >= H || cc < 0 || cc >= W || b.cells[rr][cc] != 0 {
			return false
		}
	}
	return true
}

func (b *Board) Drop(m Move) (int, error) {
	rots, ok := shapes[m.Piece]
	if !ok {
		return 0, fmt.Errorf("unknown piece %q", m.Piece)
	}
	s := rots[m.Rot%len(rots)]
	if !b.fits(s, 0, m.Col) {
		return 0, fmt.Errorf("piece %c cannot enter at column %d", m.Piece, m.Col)
	}
	r := 0
	for b.fits(s, r+1, m.Col) {
		r++
	}
	for _, o := range s {
		b.cells[r+o[0]][m.Col+o[1]] = m.Piece
	}
	cleared := b.clear()
	b.lines += cleared
	b.score += [...]int{0, 100, 300, 500, 800}[cleared]
	return cleared, nil
}

func (b *Board) clear() int {
	n := 0
	for r := H - 1; r >= 0; {
		full := true
		for c := 0; c < W; c++ {
			if b.cells[r][c] == 0 {
				full = false
				break
			}
		}
		if !full {
			r--
			continue
		}
		n++
		copy(b.cells[1:r+1], b.cells[0:r])
		b.cells[0] = [W]byte{}
	}
	return n
}

func (b *Board) Heights() []int {
	hs := make([]int, W)
	for c := 0; c < W; c++ {
		for r := 0; r < H; r++ {
			if b.cells[r][c] != 0 {
				hs[c] = H - r
				break
			}
		}
	}
	return hs
}

func (b *Board) Holes() int {
	holes := 0
	for c := 0; c < W; c++ {
		seen := false
		for r := 0; r < H; r++ {
			if b.cells[r][c] != 0 {
				seen = true
			} else if seen {
				holes++
			}
		}
	}
	return holes
}

func (b Board) String() string {
	var sb strings.Builder
	for r := 0; r < H; r++ {
		row := b.cells[r]
		if row == [W]byte{} {
			continue
		}
		sb.WriteByte('|')
		for _, c := range row {
			if c == 0 {
				sb.WriteByte(' ')
			} else {
				sb.WriteByte(c)
			}
		}
		sb.WriteString("|\n")
	}
	sb.WriteString("+" + strings.Repeat("-", W) + "+")
	return sb.String()
}

func main() {
	moves := []Move{
		{'I', 0, 0}, {'I', 0, 4}, {'O', 0, 8},
		{'T', 0, 0}, {'L', 1, 3}, {'S', 0, 5}, {'O', 0, 8},
		{'I', 1, 9}, {'T', 2, 6}, {'Z', 0, 0}, {'L', 0, 0},
		{'I', 0, 1}, {'O', 0, 5}, {'I', 0, 6}, {'T', 3, 8},
	}
	b := &Board{}
	for i, m := range moves {
		n, err := b.Drop(m)
		if err != nil {
			fmt.Printf("move %2d: error: %v\n", i+1, err)
			continue
		}
		msg := ""
		if n > 0 {
			msg = fmt.Sprintf(" -> cleared %d line(s)!", n)
		}
		fmt.Printf("move %2d: %c rot=%d col=%d%s\n", i+1, m.Piece, m.Rot, m.Col, msg)
	}
	fmt.Println(b)
	fmt.Printf("score=%d lines=%d holes=%d\n", b.score, b.lines, b.Holes())
	fmt.Println("heights:", b.Heights())
	hs := b.Heights()
	bump := 0
	for i := 1; i < len(hs); i++ {
		d := hs[i] - hs[i-1]
		if d < 0 {
			d = -d
		}
		bump += d
	}
	fmt.Printf("bumpiness=%d, %v\n", bump, *b == Board{})
}
