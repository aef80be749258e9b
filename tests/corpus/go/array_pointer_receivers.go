// features: arrays, methods_pointer_receiver, pointers, for_range, fmt_printf
package main

import "fmt"

// A tic-tac-toe board is a fixed-size array; its mutating methods take a
// pointer and index through it the way Go lets them (b[r][c], range b, len(b)).
type Board [3][3]byte

func (b *Board) Reset() {
	for r := range b {
		for c := range b[r] {
			b[r][c] = '.'
		}
	}
}

func (b *Board) Play(r, c int, who byte) bool {
	if b[r][c] != '.' {
		return false
	}
	b[r][c] = who
	return true
}

func (b *Board) Winner() byte {
	lines := [][3][2]int{
		{{0, 0}, {0, 1}, {0, 2}}, {{1, 0}, {1, 1}, {1, 2}}, {{2, 0}, {2, 1}, {2, 2}},
		{{0, 0}, {1, 0}, {2, 0}}, {{0, 1}, {1, 1}, {2, 1}}, {{0, 2}, {1, 2}, {2, 2}},
		{{0, 0}, {1, 1}, {2, 2}}, {{0, 2}, {1, 1}, {2, 0}},
	}
	for _, l := range lines {
		a := b[l[0][0]][l[0][1]]
		if a != '.' && a == b[l[1][0]][l[1][1]] && a == b[l[2][0]][l[2][1]] {
			return a
		}
	}
	return 0
}

func (b Board) String() string {
	s := ""
	for _, row := range b {
		s += string(row[:]) + "\n"
	}
	return s
}

// histogram fills counts in place through a pointer to the array.
func histogram(words []string, counts *[5]int) {
	for _, w := range words {
		n := len(w)
		if n >= len(counts) {
			n = len(counts) - 1
		}
		counts[n]++
	}
}

func scale(v *[4]float64, k float64) {
	for i, x := range v {
		v[i] = x * k
	}
	v[3] += 0.5
}

func main() {
	var b Board
	b.Reset()
	moves := [][2]int{{1, 1}, {0, 0}, {2, 2}, {0, 2}, {0, 1}, {2, 1}, {1, 0}, {1, 2}}
	who := byte('X')
	for i, m := range moves {
		if !b.Play(m[0], m[1], who) {
			fmt.Println("illegal move", i)
		}
		if w := b.Winner(); w != 0 {
			fmt.Printf("%c wins after %d moves\n", w, i+1)
			break
		}
		if who == 'X' {
			who = 'O'
		} else {
			who = 'X'
		}
	}
	fmt.Print(b)
	fmt.Println("replay center:", b.Play(1, 1, 'O'))

	var counts [5]int
	histogram([]string{"a", "go", "gopher", "map", "", "chan", "interface", "if"}, &counts)
	fmt.Println("lengths:", counts)

	v := [4]float64{1, 2, 3, 4}
	p := &v
	scale(p, 2)
	p[0] -= 1
	fmt.Println(v, len(p), p[1:3])
}
