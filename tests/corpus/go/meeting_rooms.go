// features: stringer, fmt_scan, element_field_pointers, sort_pkg, maps, structs, pointers
package main

import (
	"fmt"
	"sort"
	"strings"
)

type Interval struct {
	Start, End int // minutes since midnight
}

func (iv Interval) String() string {
	return fmt.Sprintf("%02d:%02d-%02d:%02d", iv.Start/60, iv.Start%60, iv.End/60, iv.End%60)
}

type Meeting struct {
	Title string
	When  Interval
	Who   []string
}

func parseTime(s string) int {
	var h, m int
	fmt.Sscanf(s, "%d:%d", &h, &m)
	return h*60 + m
}

func merge(ivs []Interval) []Interval {
	if len(ivs) == 0 {
		return nil
	}
	sorted := append([]Interval(nil), ivs...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Start < sorted[j].Start })
	out := []Interval{sorted[0]}
	for _, iv := range sorted[1:] {
		last := &out[len(out)-1]
		if iv.Start <= last.End {
			if iv.End > last.End {
				last.End = iv.End
			}
		} else {
			out = append(out, iv)
		}
	}
	return out
}

func roomsNeeded(ms []Meeting) int {
	type ev struct{ t, d int }
	var evs []ev
	for _, m := range ms {
		evs = append(evs, ev{m.When.Start, 1}, ev{m.When.End, -1})
	}
	sort.Slice(evs, func(i, j int) bool {
		if evs[i].t != evs[j].t {
			return evs[i].t < evs[j].t
		}
		return evs[i].d < evs[j].d
	})
	cur, best := 0, 0
	for _, e := range evs {
		cur += e.d
		best = max(best, cur)
	}
	return best
}

func main() {
	raw := `Standup;09:00;09:15;ann,bob,cy
Design review;09:10;10:30;ann,dee
Lunch;12:00;13:00;bob
1:1;10:00;10:30;cy,bob
Planning;13:00;14:45;ann,bob,cy,dee
Retro;14:30;15:00;dee`
	var ms []Meeting
	for _, line := range strings.Split(raw, "\n") {
		p := strings.Split(line, ";")
		ms = append(ms, Meeting{p[0], Interval{parseTime(p[1]), parseTime(p[2])}, strings.Split(p[3], ",")})
	}
	busy := map[string][]Interval{}
	for _, m := range ms {
		for _, w := range m.Who {
			busy[w] = append(busy[w], m.When)
		}
	}
	people := make([]string, 0, len(busy))
	for p := range busy {
		people = append(people, p)
	}
	sort.Strings(people)
	for _, p := range people {
		merged := merge(busy[p])
		total := 0
		for _, iv := range merged {
			total += iv.End - iv.Start
		}
		fmt.Printf("%-4s %v busy %dh%02dm\n", p, merged, total/60, total%60)
	}
	fmt.Println("rooms needed:", roomsNeeded(ms))
	fmt.Println(ms[1])
	fmt.Printf("%v | %s | %+v\n", ms[0].When, ms[2].When, ms[3])
}
