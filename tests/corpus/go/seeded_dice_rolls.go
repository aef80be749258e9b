// features: time_rand, structs, methods_pointer_receiver, closures, panic_recover, fmt_printf, sort_pkg
package main

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
)

// countingSource is a program's own rand.Source: a 64-bit LCG that counts its draws.
type countingSource struct {
	state uint64
	draws int
}

func (s *countingSource) Int63() int64 {
	s.draws++
	s.state = s.state*6364136223846793005 + 1442695040888963407
	return int64(s.state >> 1)
}

func (s *countingSource) Seed(seed int64) { s.state = uint64(seed) }

type Player struct {
	Name  string
	Score int
	Rolls []int
}

func playRound(r *rand.Rand, players []*Player, dice int) {
	for _, p := range players {
		total := 0
		for d := 0; d < dice; d++ {
			v := r.Intn(6) + 1
			p.Rolls = append(p.Rolls, v)
			total += v
		}
		p.Score += total
	}
}

func histogram(r *rand.Rand, n int) map[int]int {
	h := map[int]int{}
	for i := 0; i < n; i++ {
		h[r.Intn(6)+r.Intn(6)+2]++
	}
	return h
}

func main() {
	r := rand.New(rand.NewSource(2024))
	players := []*Player{{Name: "Ada"}, {Name: "Bo"}, {Name: "Cy"}}
	for round := 1; round <= 3; round++ {
		playRound(r, players, 2)
	}
	sort.Slice(players, func(i, j int) bool { return players[i].Score > players[j].Score })
	for _, p := range players {
		fmt.Printf("%-4s %3d %v\n", p.Name, p.Score, p.Rolls)
	}

	h := histogram(r, 3600)
	for s := 2; s <= 12; s++ {
		fmt.Printf("%2d %4d %s\n", s, h[s], strings.Repeat("*", h[s]/25))
	}

	// every method of *rand.Rand, on seeds that include 0 and negatives
	for _, seed := range []int64{0, 1, -5, 1 << 40, 2147483647} {
		g := rand.New(rand.NewSource(seed))
		fmt.Println("seed", seed, g.Int63(), g.Uint32(), g.Uint64(), g.Int31(), g.Int())
		fmt.Println("  ", g.Int63n(1000000007), g.Int63n(1<<40), g.Int31n(1000), g.Int31n(64), g.Intn(10), g.Intn(1<<45))
		fmt.Printf("   %.17g %v %v\n", g.Float64(), g.Float32(), g.Perm(10))
		buf := make([]byte, 5)
		n, err := g.Read(buf)
		more := make([]byte, 4)
		g.Read(more)
		fmt.Printf("   %d %v %x %x\n", n, err, buf, more)
	}

	deck := []string{"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}
	s := rand.New(rand.NewSource(99))
	s.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	fmt.Println("deck:", strings.Join(deck, " "))
	s.Seed(99)
	fmt.Println("reseeded:", s.Intn(1000), s.Intn(1000))

	src := rand.NewSource(5)
	fmt.Println("source:", src.Int63(), src.Int63())
	src.Seed(5)
	fmt.Println("again: ", src.Int63())

	cs := &countingSource{}
	cr := rand.New(cs)
	cr.Seed(11)
	fmt.Println("own source:", cr.Intn(100), cr.Intn(100), cr.Float64(), cr.Uint64(), cr.Perm(5), "draws", cs.draws)

	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		r.Intn(0)
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		r.Int63n(-3)
	}()
}
