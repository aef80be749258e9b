// features: stringer, struct_equality, sort_pkg, maps, fmt_printf
package main

import (
	"fmt"
	"sort"
	"strings"
)

type Clock struct{ m int }

const day = 24 * 60

func New(h, m int) Clock {
	t := (h*60 + m) % day
	if t < 0 {
		t += day
	}
	return Clock{t}
}

func (c Clock) Add(min int) Clock      { return New(0, c.m+min) }
func (c Clock) Subtract(min int) Clock { return New(0, c.m-min) }
func (c Clock) String() string         { return fmt.Sprintf("%02d:%02d", c.m/60, c.m%60) }

type Meeting struct {
	Title string
	Start Clock
	Mins  int
}

func (m Meeting) End() Clock { return m.Start.Add(m.Mins) }

func main() {
	fmt.Println(New(8, 0), New(11, 9), New(24, 0), New(25, 160), New(-1, 15), New(-25, -160), New(201, 3001))
	c := New(23, 59)
	fmt.Println(c.Add(2), c.Subtract(1440*3+1), c == New(-1, -1), New(0, 0) == New(24, 0))
	ms := []Meeting{
		{"standup", New(9, 15), 15},
		{"design review", New(13, 0), 90},
		{"lunch", New(12, 0), 60},
		{"deploy", New(23, 30), 45},
		{"1:1", New(9, 0), 30},
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].Start.m < ms[j].Start.m })
	for i, m := range ms {
		overlap := ""
		if i > 0 && ms[i-1].Start.m+ms[i-1].Mins > m.Start.m {
			overlap = " (overlaps " + ms[i-1].Title + ")"
		}
		fmt.Printf("%v-%v %-14s%s\n", m.Start, m.End(), strings.Title(m.Title), overlap)
	}
	fmt.Printf("%v %s %+v %d\n", ms[0].Start, ms[1].End(), ms[2], len(ms))
	busy := map[Clock]string{}
	for _, m := range ms {
		busy[m.Start] = m.Title
	}
	fmt.Println(busy[New(12, 0)], len(busy))
}
