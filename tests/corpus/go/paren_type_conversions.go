// features: type_conversions, fmt_printf, arrays, pointers
package main

import "fmt"

type Celsius float64
type Key [6]byte

func checksum(b []byte) (sum byte) {
	for _, x := range b {
		sum ^= x
	}
	return
}

func main() {
	// parenthesised types: conversions, not calls or dereferences
	raw := ([]byte)("packet")
	fmt.Println(raw, len(raw), checksum(([]byte)("abc")))
	runes := ([]rune)("héllo")
	fmt.Println(len(runes), string(runes[1]))
	var p = (*int)(nil)
	fmt.Println(p == nil)
	n := 7
	q := (*int)(&n)
	*q += 1
	fmt.Println(n, (float64)(n)/2, (Celsius)(36.6))
	f := (func(int) int)(func(x int) int { return x * x })
	fmt.Println(f(9))

	// byte arrays print as bytes with %x, %X, % x, %s and %q
	var k Key
	copy(k[:], "secret")
	fmt.Printf("%x|%X|% x|%s|%q|%v\n", k, k, k, k, k, k)
	digest := [4]byte{0xde, 0xad, 0xbe, 0xef}
	fmt.Printf("%x %08b %d\n", digest, digest[0], digest)
	s := fmt.Sprintf("%x", digest)
	fmt.Println(s, len(s), s == "deadbeef")
	grid := [2][2]byte{{1, 2}, {3, 4}}
	fmt.Printf("%x %v\n", grid, grid)
}
