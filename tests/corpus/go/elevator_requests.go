// features: const_iota, stringer, variadic_functions, maps, delete, sort_pkg, methods_pointer_receiver, switch_tagless, fmt_printf
package main

import (
	"fmt"
	"sort"
	"strings"
)

type Direction int

const (
	Idle Direction = iota
	Up
	Down
)

func (d Direction) String() string {
	switch d {
	case Up:
		return "up"
	case Down:
		return "down"
	}
	return "idle"
}

type Elevator struct {
	Floor    int
	Dir      Direction
	Requests map[int]bool
	Log      []string
}

func (e *Elevator) Call(floors ...int) {
	for _, f := range floors {
		e.Requests[f] = true
	}
}

func (e *Elevator) pending() []int {
	fs := make([]int, 0, len(e.Requests))
	for f := range e.Requests {
		fs = append(fs, f)
	}
	sort.Ints(fs)
	return fs
}

func (e *Elevator) Step() bool {
	fs := e.pending()
	if len(fs) == 0 {
		e.Dir = Idle
		return false
	}
	if e.Requests[e.Floor] {
		delete(e.Requests, e.Floor)
		e.Log = append(e.Log, fmt.Sprintf("open@%d", e.Floor))
		return true
	}
	above, below := false, false
	for _, f := range fs {
		if f > e.Floor {
			above = true
		} else if f < e.Floor {
			below = true
		}
	}
	switch {
	case e.Dir != Down && above:
		e.Dir = Up
	case below:
		e.Dir = Down
	default:
		e.Dir = Up
	}
	if e.Dir == Up {
		e.Floor++
	} else {
		e.Floor--
	}
	return true
}

func main() {
	e := &Elevator{Floor: 3, Requests: map[int]bool{}}
	e.Call(5, 1, 8)
	steps := 0
	for e.Step() {
		steps++
		if steps == 4 {
			e.Call(2, 6)
		}
	}
	fmt.Println(strings.Join(e.Log, " "))
	fmt.Printf("steps=%d floor=%d dir=%v\n", steps, e.Floor, e.Dir)
	fmt.Printf("%v %d %s\n", Up, Down, Direction(7))
}
