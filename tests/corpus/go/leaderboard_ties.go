// features: sort_pkg, sort_interface, slices_maps_cmp, closures, structs, fmt_printf
package main

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
)

// A tournament leaderboard sorted by points only: many players tie, and
// Go's sorts are not stable, so tied players end in the order Go's
// pattern-defeating quicksort leaves them (sort.Slice, sort.Sort,
// slices.SortFunc), while the Stable variants keep sign-up order.

type Player struct {
	Name   string
	Points int
}

type byPoints []Player

func (b byPoints) Len() int           { return len(b) }
func (b byPoints) Less(i, j int) bool { return b[i].Points > b[j].Points }
func (b byPoints) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

func names(ps []Player) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = fmt.Sprintf("%s:%d", p.Name, p.Points)
	}
	return out
}

func main() {
	roster := []string{"ada", "bo", "cy", "di", "ed", "flo", "gus", "hal", "ivy", "jo", "kai", "lu", "mo", "ned", "oz", "pia", "quin", "rae", "sol", "tia", "uma", "vic"}
	var players []Player
	for i, n := range roster {
		players = append(players, Player{n, (i * 37 % 11) % 4 * 5})
	}

	a := slices.Clone(players)
	sort.Slice(a, func(i, j int) bool { return a[i].Points > a[j].Points })
	fmt.Println("Slice:     ", names(a))

	b := slices.Clone(players)
	sort.Sort(byPoints(b))
	fmt.Println("Sort:      ", names(b))

	c := slices.Clone(players)
	slices.SortFunc(c, func(x, y Player) int { return cmp.Compare(y.Points, x.Points) })
	fmt.Println("SortFunc:  ", names(c))

	d := slices.Clone(players)
	sort.SliceStable(d, func(i, j int) bool { return d[i].Points > d[j].Points })
	fmt.Println("Stable:    ", names(d))

	e := slices.Clone(players)
	sort.Sort(sort.Reverse(byPoints(e)))
	fmt.Println("Reverse:   ", names(e))

	f := slices.SortedFunc(slices.Values(players), func(x, y Player) int { return cmp.Compare(x.Points, y.Points) })
	fmt.Println("SortedFunc:", names(f))

	// ranking positions in a big field with few distinct scores
	scores := make([]int, 120)
	for i := range scores {
		scores[i] = (i * 7919) % 9
	}
	ids := make([]int, len(scores))
	for i := range ids {
		ids[i] = i
	}
	sort.Slice(ids, func(i, j int) bool { return scores[ids[i]] < scores[ids[j]] })
	fmt.Println(ids[:30])
	fmt.Println(ids[90:])
}
