// features: time_rand, fmt_printf, closures, import_declaration
// A seeded math/rand/v2 generator (PCG) driving a card shuffle, dice and a
// random walk: the same seed gives Go's own numbers.
package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

func main() {
	r := rand.New(rand.NewPCG(1, 2))
	fmt.Println(r.Uint64(), r.Int64(), r.Uint32(), r.Int32(), r.Int(), r.Uint())
	fmt.Println(r.IntN(10), r.Int64N(1_000_000_000_000), r.Int32N(7), r.UintN(3), r.Uint64N(1<<40), r.Uint32N(100))
	fmt.Printf("%.17f %.8f\n", r.Float64(), r.Float32())

	suits := []string{"♠", "♥", "♦", "♣"}
	ranks := strings.Split("A 2 3 4 5 6 7 8 9 10 J Q K", " ")
	var deck []string
	for _, s := range suits {
		for _, rk := range ranks {
			deck = append(deck, rk+s)
		}
	}
	deal := rand.New(rand.NewPCG(2024, 7))
	deal.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for p := 0; p < 4; p++ {
		fmt.Printf("player %d: %v\n", p+1, deck[p*5:p*5+5])
	}
	fmt.Println("perm:", deal.Perm(10))

	dice := rand.New(rand.NewPCG(42, 42))
	counts := make([]int, 13)
	for i := 0; i < 6000; i++ {
		counts[dice.IntN(6)+1+dice.IntN(6)+1]++
	}
	for s := 2; s <= 12; s++ {
		fmt.Printf("%2d %4d %s\n", s, counts[s], strings.Repeat("#", counts[s]/40))
	}

	// a reseeded source repeats itself
	src := rand.NewPCG(9, 9)
	walk := rand.New(src)
	first := []int{walk.IntN(100), walk.IntN(100), walk.IntN(100)}
	src.Seed(9, 9)
	again := []int{walk.IntN(100), walk.IntN(100), walk.IntN(100)}
	fmt.Println(first, again, src.Uint64())
	pos := 0
	for i := 0; i < 20; i++ {
		if walk.Float64() < 0.5 {
			pos--
		} else {
			pos++
		}
	}
	fmt.Println("walk ends at", pos)
	defer func() { fmt.Println("recovered:", recover()) }()
	walk.IntN(0)
}
