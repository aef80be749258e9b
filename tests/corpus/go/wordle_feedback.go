// features: stringer, arrays, named_type_methods, maps, sort_pkg, const_iota
package main

import (
	"fmt"
	"sort"
	"strings"
)

type Mark byte

const (
	Gray Mark = iota
	Yellow
	Green
)

func (m Mark) String() string {
	return [...]string{"_", "y", "G"}[m]
}

type Feedback [5]Mark

func (f Feedback) String() string {
	var sb strings.Builder
	for _, m := range f {
		sb.WriteString(m.String())
	}
	return sb.String()
}

func Score(guess, answer string) Feedback {
	var fb Feedback
	counts := map[byte]int{}
	for i := 0; i < 5; i++ {
		if guess[i] == answer[i] {
			fb[i] = Green
		} else {
			counts[answer[i]]++
		}
	}
	for i := 0; i < 5; i++ {
		if fb[i] == Green {
			continue
		}
		if counts[guess[i]] > 0 {
			fb[i] = Yellow
			counts[guess[i]]--
		}
	}
	return fb
}

type Solver struct {
	candidates []string
}

func (s *Solver) Filter(guess string, fb Feedback) int {
	kept := s.candidates[:0]
	for _, c := range s.candidates {
		if Score(guess, c) == fb {
			kept = append(kept, c)
		}
	}
	s.candidates = kept
	return len(kept)
}

// BestGuess picks the candidate minimising the largest feedback bucket.
func (s *Solver) BestGuess(pool []string) (string, int) {
	best, bestWorst := "", 1<<30
	for _, g := range pool {
		buckets := map[Feedback]int{}
		for _, c := range s.candidates {
			buckets[Score(g, c)]++
		}
		worst := 0
		for _, n := range buckets {
			worst = max(worst, n)
		}
		if worst < bestWorst || (worst == bestWorst && g < best) {
			best, bestWorst = g, worst
		}
	}
	return best, bestWorst
}

var words = strings.Fields(`
crane slate trace crate react caret cater stare arise raise
spear spare pears reaps parse apple ample maple plead pedal
lemon melon solon colon clone close stole stone tones notes
onset steno pious pesto poets stope topes spent spelt swept
abbey babes eerie geese tepee llama allay alley alloy loyal
`)

func play(answer string, opener string) {
	s := &Solver{candidates: append([]string(nil), words...)}
	guess := opener
	fmt.Printf("answer=%s\n", answer)
	for turn := 1; turn <= 6; turn++ {
		fb := Score(guess, answer)
		left := s.Filter(guess, fb)
		fmt.Printf("  %d. %s %v  candidates=%d\n", turn, strings.ToUpper(guess), fb, left)
		if fb == (Feedback{Green, Green, Green, Green, Green}) {
			fmt.Printf("  solved in %d\n", turn)
			return
		}
		if left <= 3 {
			sorted := append([]string(nil), s.candidates...)
			sort.Strings(sorted)
			fmt.Printf("     remaining: %v\n", sorted)
			guess = sorted[0]
			continue
		}
		var worst int
		guess, worst = s.BestGuess(words)
		fmt.Printf("     next %q (worst bucket %d)\n", guess, worst)
	}
	fmt.Println("  failed")
}

func main() {
	tests := [][2]string{
		{"crane", "crane"}, {"caret", "crate"}, {"geese", "eerie"}, {"allay", "llama"},
		{"abbey", "babes"}, {"tepee", "geese"}, {"notes", "stone"}, {"spelt", "swept"},
	}
	for _, t := range tests {
		fb := Score(t[0], t[1])
		marks := [5]Mark(fb)
		fmt.Printf("%s vs %s -> %v %v %d %s\n", t[0], t[1], fb, marks, marks, fmt.Sprint(marks[:2], marks))
	}
	fmt.Println()
	for _, ans := range []string{"pedal", "loyal", "topes", "eerie"} {
		play(ans, "slate")
	}
	dist := map[string]int{}
	for _, w := range words {
		dist[Score("arise", w).String()]++
	}
	keys := make([]string, 0, len(dist))
	for k := range dist {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if dist[keys[i]] != dist[keys[j]] {
			return dist[keys[i]] > dist[keys[j]]
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys[:6] {
		fmt.Printf("%s:%d ", k, dist[k])
	}
	fmt.Println(len(words), len(dist))
	summary := struct {
		Guess string
		Marks Feedback
		First Mark
		Count int
	}{"arise", Score("arise", "raise"), Yellow, len(words)}
	fmt.Printf("%v\n%+v\n", summary, summary)
	fmt.Println([]struct{ M Mark }{{Green}, {Gray}})
}
