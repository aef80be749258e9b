// features: maps, sort_pkg, switch_tagless, named_type_methods, fmt_printf, float_formatting
package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
)

type Grade struct {
	Student string
	Score   int
}

type Roster map[int][]string

func (r Roster) Add(grade int, name string) {
	r[grade] = append(r[grade], name)
	sort.Strings(r[grade])
}

func letter(score int) string {
	switch {
	case score >= 90:
		return "A"
	case score >= 80:
		return "B"
	case score >= 70:
		return "C"
	default:
		return "F"
	}
}

func histogram(gs []Grade) map[string]int {
	h := make(map[string]int)
	for _, g := range gs {
		h[letter(g.Score)]++
	}
	return h
}

func main() {
	grades := []Grade{{"amy", 93}, {"bo", 71}, {"cy", 85}, {"di", 64}, {"ed", 88}}
	h := histogram(grades)
	keys := make([]string, 0, len(h))
	for k := range h {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%s: %s\n", k, strings.Repeat("*", h[k]))
	}
	fmt.Println(h)
	r := Roster{}
	r.Add(2, "zed")
	r.Add(2, "abe")
	r.Add(1, "kim")
	fmt.Println(r, len(r[3]))
	best := grades[0]
	for _, g := range grades[1:] {
		if g.Score > best.Score {
			best = g
		}
	}
	fmt.Printf("best: %+v\n", best)
	sort.SliceStable(grades, func(i, j int) bool { return grades[i].Score > grades[j].Score })
	for i, g := range grades {
		fmt.Printf("%d. %-4s %3d %s\n", i+1, g.Student, g.Score, letter(g.Score))
	}
	avg := 0.0
	for _, g := range grades {
		avg += float64(g.Score)
	}
	avg /= float64(len(grades))
	fmt.Printf("avg=%.3f %v %g\n", avg, avg, avg)
	if avg < 50 {
		os.Exit(1)
	}
}
