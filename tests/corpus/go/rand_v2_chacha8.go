// features: time_rand, fmt_printf, closures, import_declaration
// math/rand/v2's ChaCha8 source: a seeded generator gives Go's own numbers,
// across the refills and reseeds of its output buffer (hundreds of draws).
package main

import (
	"fmt"
	"math/rand/v2"
)

func main() {
	var seed [32]byte
	copy(seed[:], "reddragon chacha8 seed, 32 bytes")
	src := rand.NewChaCha8(seed)
	fmt.Println(src.Uint64(), src.Uint64())
	r := rand.New(src)
	fmt.Println(r.IntN(100), r.Float64(), r.Perm(6))
	sum := 0
	for i := 0; i < 500; i++ {
		sum += r.IntN(1000)
	}
	fmt.Println("sum of 500 draws:", sum)
	hist := make([]int, 6)
	for i := 0; i < 600; i++ {
		hist[r.IntN(6)]++
	}
	fmt.Println("die histogram:", hist)
	deck := []string{"A", "K", "Q", "J", "10", "9", "8", "7"}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	fmt.Println(deck)
	src.Seed([32]byte{1, 2, 3})
	fmt.Println(src.Uint64(), r.Int64N(1e12), r.Uint32())
	other := rand.New(rand.NewChaCha8([32]byte{1, 2, 3}))
	other.Uint64()
	fmt.Println(other.Int64N(1e12))
}
