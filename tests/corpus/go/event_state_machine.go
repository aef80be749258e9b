// features: const_iota, stringer, closures, function_values, sort_pkg, fmt_println_maps, fmt_errorf
package main

import (
	"fmt"
	"sort"
	"strings"
)

type State int

const (
	Idle State = iota
	Running
	Paused
	Stopped
)

var stateNames = map[State]string{Idle: "Idle", Running: "Running", Paused: "Paused", Stopped: "Stopped"}

func (s State) String() string { return stateNames[s] }

type Event string

type Transition struct {
	From State
	On   Event
}

type Machine struct {
	state State
	table map[Transition]State
	log   []string
	hooks map[State][]func(from State)
}

func NewMachine() *Machine {
	return &Machine{
		state: Idle,
		table: map[Transition]State{
			{Idle, "start"}:    Running,
			{Running, "pause"}: Paused,
			{Paused, "resume"}: Running,
			{Running, "stop"}:  Stopped,
			{Paused, "stop"}:   Stopped,
		},
		hooks: map[State][]func(State){},
	}
}

func (m *Machine) OnEnter(s State, f func(from State)) {
	m.hooks[s] = append(m.hooks[s], f)
}

func (m *Machine) Fire(e Event) error {
	next, ok := m.table[Transition{m.state, e}]
	if !ok {
		return fmt.Errorf("invalid event %q in state %v", e, m.state)
	}
	prev := m.state
	m.state = next
	m.log = append(m.log, fmt.Sprintf("%v -%s-> %v", prev, e, next))
	for _, h := range m.hooks[next] {
		h(prev)
	}
	return nil
}

func main() {
	m := NewMachine()
	runs := 0
	m.OnEnter(Running, func(from State) {
		runs++
		fmt.Printf("  entered Running from %s (run #%d)\n", from, runs)
	})
	m.OnEnter(Stopped, func(State) { fmt.Println("  machine halted") })
	for _, e := range []Event{"start", "pause", "start", "resume", "pause", "stop", "resume"} {
		if err := m.Fire(e); err != nil {
			fmt.Println("error:", err)
		}
	}
	fmt.Println(strings.Join(m.log, "\n"))
	fmt.Println(m.state, Paused, State(1))
	fmt.Printf("%v %d %s %+v\n", m.state, m.state, Running, Transition{Paused, "x"})
	trans := make([]Transition, 0)
	for t := range m.table {
		trans = append(trans, t)
	}
	sort.Slice(trans, func(i, j int) bool {
		if trans[i].From != trans[j].From {
			return trans[i].From < trans[j].From
		}
		return trans[i].On < trans[j].On
	})
	fmt.Println(trans)
	counts := map[State]int{}
	for _, t := range trans {
		counts[t.From]++
	}
	fmt.Println(counts)
}
