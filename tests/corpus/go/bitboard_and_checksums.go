// features: typed_integers, bit_operators, uint64_large, named_type_methods, named_results, fmt_printf, for_range
package main

import (
	"fmt"
	"math/bits"
)

// A chess-style bitboard: one uint64, bit 8*rank+file set per piece.
type Bitboard uint64

func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// Squares lists the set bits, lowest first (pop the lowest each time).
func (b Bitboard) Squares() []int {
	var sq []int
	for x := uint64(b); x != 0; x &= x - 1 {
		sq = append(sq, bits.TrailingZeros64(x))
	}
	return sq
}

// Mirror flips the board top to bottom: the ranks are the bytes.
func (b Bitboard) Mirror() Bitboard { return Bitboard(bits.ReverseBytes64(uint64(b))) }

// A 32-bit rotate-and-multiply hash (FNV-style mixing) over a string.
func hash32(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h = bits.RotateLeft32(h*16777619, 5)
	}
	return h
}

// 128-bit accumulate of 64-bit words with carries; mulmod through Mul64/Rem64.
func sum128(ws []uint64) (hi, lo uint64) {
	for _, w := range ws {
		var c uint64
		lo, c = bits.Add64(lo, w, 0)
		hi, _ = bits.Add64(hi, 0, c)
	}
	return
}

func mulmod(a, b, m uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return bits.Rem64(hi, lo, m)
}

func main() {
	var rooks Bitboard = 1<<0 | 1<<7 | 1<<56 | 1<<63
	pawns := Bitboard(0xFF00)
	fmt.Println("rooks:", rooks.Count(), rooks.Squares())
	fmt.Println("pawns:", pawns.Count(), "mirrored:", pawns.Mirror().Squares()[:3])
	fmt.Println("highest pawn:", 63-bits.LeadingZeros64(uint64(pawns)), "len:", bits.Len64(uint64(pawns)))

	for _, w := range []string{"go", "gopher", "bits"} {
		h := hash32(w)
		fmt.Printf("%-7s %08x ones=%d lz=%d tz=%d\n", w, h, bits.OnesCount32(h), bits.LeadingZeros32(h), bits.TrailingZeros32(h))
	}

	hi, lo := sum128([]uint64{1<<63 + 5, 1<<63 + 7, 1 << 62})
	fmt.Println("sum128:", hi, lo)
	fmt.Println("mulmod:", mulmod(1<<62+3, 1<<61+9, 1_000_000_007), mulmod(123456789, 987654321, 97))
	q, r := bits.Div64(1, 0, 10)
	fmt.Println("2^64/10:", q, r)
	d, borrow := bits.Sub64(3, 5, 0)
	fmt.Println("3-5:", d, borrow)

	// the narrow widths, as a packet parser uses them
	var flags uint8 = 0b1011_0010
	var port uint16 = 0x1F90
	fmt.Println(bits.OnesCount8(flags), bits.LeadingZeros8(flags), bits.TrailingZeros8(flags), bits.Len8(flags),
		bits.Reverse8(flags), bits.RotateLeft8(flags, -3))
	fmt.Println(bits.OnesCount16(port), bits.LeadingZeros16(port), bits.TrailingZeros16(port), bits.Len16(port),
		bits.Reverse16(port), bits.ReverseBytes16(port), bits.RotateLeft16(port, 4))
	var word uint32 = 0xDEADBEEF
	fmt.Println(bits.Len32(word), bits.Reverse32(word), bits.ReverseBytes32(word))
	s32, c32 := bits.Add32(word, word, 1)
	b32, w32 := bits.Sub32(1, 2, 1)
	h32, l32 := bits.Mul32(word, 16)
	q32, r32 := bits.Div32(3, word, 7)
	fmt.Println(s32, c32, b32, w32, h32, l32, q32, r32, bits.Rem32(9, 1, 10))

	// uint-sized helpers (UintSize bits on this platform)
	var n uint = 40
	sum, carry := bits.Add(n, ^uint(0), 0)
	diff, br := bits.Sub(n, 41, 0)
	mh, ml := bits.Mul(n, n)
	dq, dr := bits.Div(0, n*n+3, n)
	fmt.Println(bits.UintSize, bits.OnesCount(n), bits.LeadingZeros(n), bits.TrailingZeros(n), bits.Len(n),
		bits.RotateLeft(n, -3), uint64(bits.Reverse(n)) == bits.Reverse64(uint64(n)), bits.ReverseBytes(n)>>56)
	fmt.Println(sum, carry, diff, br, mh, ml, dq, dr, bits.Rem(1, 5, 7), bits.RotateLeft64(1, -1))
}
