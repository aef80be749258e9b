// features: const_iota, stringer, named_type_methods, maps, for_range_map, fmt_println_maps, fmt_printf
package main

import (
	"fmt"
	"strings"
)

type Priority int

const (
	Low Priority = iota
	Medium
	High
	Critical
)

func (p Priority) String() string {
	switch p {
	case Low:
		return "low"
	case Medium:
		return "medium"
	case High:
		return "high"
	}
	return "CRITICAL"
}

type Team string

func (t Team) String() string { return "team-" + strings.ToLower(string(t)) }

type Ticket struct {
	ID       int
	Team     Team
	Priority Priority
}

func main() {
	tickets := []Ticket{
		{1, "Web", High}, {2, "Ops", Low}, {3, "Web", Critical}, {4, "Data", Medium},
		{5, "Ops", High}, {6, "Web", Low}, {7, "Data", High},
	}
	byPriority := map[Priority]int{}
	byTeam := map[Team][]int{}
	worst := map[Team]Priority{}
	for _, t := range tickets {
		byPriority[t.Priority]++
		byTeam[t.Team] = append(byTeam[t.Team], t.ID)
		if t.Priority > worst[t.Team] {
			worst[t.Team] = t.Priority
		}
	}
	fmt.Println(byPriority)
	fmt.Printf("%d\n", byPriority)
	fmt.Println(byTeam)
	fmt.Println(worst)
	fmt.Printf("%v | %s | %d\n", tickets[2].Priority, Team("QA"), Critical)
	total := 0
	for p, n := range byPriority {
		if p >= High {
			total += n
		}
	}
	fmt.Println("urgent:", total)
}
