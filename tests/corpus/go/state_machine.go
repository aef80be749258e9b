// features: stringer, named_type_methods, maps, map_comma_ok, errors_pkg, fmt_errorf, interfaces, type_assertion, struct_value_semantics
package main

import (
	"errors"
	"fmt"
	"strings"
)

type State int

const (
	Idle State = iota
	Running
	Paused
	Stopped
)

var stateNames = map[State]string{Idle: "idle", Running: "running", Paused: "paused", Stopped: "stopped"}

func (s State) String() string { return stateNames[s] }

type Event string

type Machine struct {
	state   State
	history []State
	trans   map[State]map[Event]State
}

var ErrBadTransition = errors.New("bad transition")

func NewMachine() *Machine {
	m := &Machine{state: Idle}
	m.trans = map[State]map[Event]State{
		Idle:    {"start": Running},
		Running: {"pause": Paused, "stop": Stopped},
		Paused:  {"resume": Running, "stop": Stopped},
	}
	return m
}

func (m *Machine) Fire(e Event) error {
	next, ok := m.trans[m.state][e]
	if !ok {
		return fmt.Errorf("%w: %s on %v", ErrBadTransition, e, m.state)
	}
	m.history = append(m.history, m.state)
	m.state = next
	return nil
}

type Logger interface{ Log(string) }
type Named interface{ Name() string }
type NamedLogger interface {
	Logger
	Named
}

type memLog struct {
	name  string
	lines []string
}

func (l *memLog) Log(s string)  { l.lines = append(l.lines, s) }
func (l *memLog) Name() string { return l.name }

func main() {
	m := NewMachine()
	var lg NamedLogger = &memLog{name: "mem"}
	for _, e := range []Event{"start", "pause", "start", "resume", "stop", "resume"} {
		if err := m.Fire(e); err != nil {
			lg.Log("error: " + err.Error())
			if errors.Is(err, ErrBadTransition) {
				lg.Log("  (ignored)")
			}
			continue
		}
		lg.Log(fmt.Sprintf("%s -> %v", e, m.state))
	}
	fmt.Println(lg.Name())
	fmt.Println(strings.Join(lg.(*memLog).lines, "\n"))
	fmt.Println(m.history, m.state, len(m.history))
	fmt.Printf("%v %d %s\n", m.state, m.state, Paused)
	type pair struct {
		k string
		v int
	}
	scores := map[string]pair{"a": {"x", 1}}
	p := scores["a"]
	p.v += 10
	scores["a"] = p
	fmt.Println(scores["a"], scores["zz"].v)
}
