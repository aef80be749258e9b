// features: embedded_structs, const_iota, stringer, custom_errors, errors_pkg, labeled_statements, maps, sort_pkg
package main

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

type Kind int

const (
	Empty Kind = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

var kindNames = [...]string{"empty", "pawn", "knight", "bishop", "rook", "queen", "king"}

func (k Kind) String() string { return kindNames[k] }

func (k Kind) Value() int {
	switch k {
	case Pawn:
		return 1
	case Knight, Bishop:
		return 3
	case Rook:
		return 5
	case Queen:
		return 9
	}
	return 0
}

type Color uint8

const (
	White Color = iota + 1
	Black
)

func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

type Piece struct {
	Kind
	Color
}

func (p Piece) Rune() rune {
	r := rune(" PNBRQK"[p.Kind])
	if p.Color == Black {
		r += 'a' - 'A'
	}
	return r
}

type Board struct {
	sq      [8][8]Piece
	ToMove  Color
	Castle  string
	FullMove int
}

type FENError struct {
	Field string
	Err   error
}

func (e *FENError) Error() string { return "fen " + e.Field + ": " + e.Err.Error() }
func (e *FENError) Unwrap() error { return e.Err }

var ErrRank = errors.New("bad rank")

func ParseFEN(fen string) (*Board, error) {
	f := strings.Fields(fen)
	if len(f) != 6 {
		return nil, &FENError{"fields", fmt.Errorf("want 6 fields, got %d", len(f))}
	}
	b := &Board{Castle: f[2]}
	ranks := strings.Split(f[0], "/")
	if len(ranks) != 8 {
		return nil, &FENError{"placement", ErrRank}
	}
	kinds := map[rune]Kind{'p': Pawn, 'n': Knight, 'b': Bishop, 'r': Rook, 'q': Queen, 'k': King}
	for r, rank := range ranks {
		file := 0
		for _, ch := range rank {
			if ch >= '1' && ch <= '8' {
				file += int(ch - '0')
				continue
			}
			lower := ch | 0x20
			k, ok := kinds[lower]
			if !ok || file > 7 {
				return nil, &FENError{"placement", fmt.Errorf("%w %d: char %q", ErrRank, 8-r, ch)}
			}
			c := Black
			if ch != lower {
				c = White
			}
			b.sq[r][file] = Piece{k, c}
			file++
		}
		if file != 8 {
			return nil, &FENError{"placement", fmt.Errorf("%w %d: %d files", ErrRank, 8-r, file)}
		}
	}
	b.ToMove = map[string]Color{"w": White, "b": Black}[f[1]]
	n, err := strconv.Atoi(f[5])
	if err != nil {
		return nil, &FENError{"fullmove", err}
	}
	b.FullMove = n
	return b, nil
}

func (b *Board) String() string {
	var sb strings.Builder
	for r := 0; r < 8; r++ {
		fmt.Fprintf(&sb, "%d ", 8-r)
		for f := 0; f < 8; f++ {
			p := b.sq[r][f]
			if p.Kind == Empty {
				sb.WriteByte('.')
			} else {
				sb.WriteRune(p.Rune())
			}
		}
		sb.WriteByte('\n')
	}
	sb.WriteString("  abcdefgh")
	return sb.String()
}

func (b *Board) Material() map[Color]int {
	m := map[Color]int{}
	for _, row := range b.sq {
		for _, p := range row {
			if p.Kind != Empty {
				m[p.Color] += p.Value()
			}
		}
	}
	return m
}

func (b *Board) FindKing(c Color) (string, bool) {
search:
	for r := range 8 {
		for f := range 8 {
			p := b.sq[r][f]
			if p.Kind == Empty {
				continue
			}
			if p.Color != c {
				continue
			}
			if p.Kind == King {
				return fmt.Sprintf("%c%d", 'a'+f, 8-r), true
			}
			if r > 7 {
				break search
			}
		}
	}
	return "", false
}

func main() {
	positions := []string{
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
		"r1bq1rk1/pp3ppp/2n2n2/3p4/2PP4/2N2N2/PP3PPP/R2QKB1R w KQ - 2 9",
		"8/8/8/8/8/8/8/8 w - - 0 1 extra",
		"8/8/8/9/8/8/8/8 w - - 0 1",
		"8/8/3x4/8/8/8/8/8 w - - 0 1",
		"4k3/8/8/8/8/8/8/4K2R w K - 0 x",
	}
	for i, fen := range positions {
		fmt.Printf("#%d ", i+1)
		b, err := ParseFEN(fen)
		if err != nil {
			var fe *FENError
			if errors.As(err, &fe) {
				fmt.Printf("field=%s rankErr=%v: %v\n", fe.Field, errors.Is(err, ErrRank), err)
			}
			continue
		}
		fmt.Printf("%v to move, castling %q, move %d\n", b.ToMove, b.Castle, b.FullMove)
		fmt.Println(b)
		mat := b.Material()
		cols := []Color{}
		for c := range mat {
			cols = append(cols, c)
		}
		sort.Slice(cols, func(i, j int) bool { return cols[i] < cols[j] })
		for _, c := range cols {
			k, _ := b.FindKing(c)
			fmt.Printf("  %-5v material=%2d king=%s\n", c, mat[c], k)
		}
		p := b.sq[0][3]
		fmt.Printf("  d8: %v %v %+v %d\n", p.Kind, p.Color, p, p.Kind)
	}
}
