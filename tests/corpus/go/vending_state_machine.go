// features: typed_constants, methods_pointer_receiver, errors_pkg, fmt_errorf, switch_statement, maps
package main

import (
	"errors"
	"fmt"
)

type State string

const (
	Idle      State = "idle"
	Selecting State = "selecting"
	Paying    State = "paying"
	Vending   State = "vending"
)

type Event struct {
	Name string
	Arg  int
}

type Machine struct {
	state   State
	credit  int
	choice  string
	stock   map[string]int
	prices  map[string]int
	log     []string
}

var ErrBadTransition = errors.New("bad transition")

func (m *Machine) Handle(e Event) error {
	prev := m.state
	switch m.state {
	case Idle:
		if e.Name != "coin" {
			return fmt.Errorf("%w: %s in %s", ErrBadTransition, e.Name, m.state)
		}
		m.credit += e.Arg
		m.state = Selecting
	case Selecting:
		switch e.Name {
		case "coin":
			m.credit += e.Arg
		case "select":
			names := []string{"cola", "chips", "candy"}
			if e.Arg < 0 || e.Arg >= len(names) {
				return fmt.Errorf("no product %d", e.Arg)
			}
			m.choice = names[e.Arg]
			if m.stock[m.choice] == 0 {
				m.log = append(m.log, "sold out: "+m.choice)
				return nil
			}
			m.state = Paying
		case "refund":
			m.log = append(m.log, fmt.Sprintf("refund %d", m.credit))
			m.credit = 0
			m.state = Idle
		default:
			return fmt.Errorf("%w: %s in %s", ErrBadTransition, e.Name, m.state)
		}
	case Paying:
		price := m.prices[m.choice]
		if m.credit < price {
			m.log = append(m.log, fmt.Sprintf("need %d more", price-m.credit))
			m.state = Selecting
			return nil
		}
		m.credit -= price
		m.stock[m.choice]--
		m.state = Vending
	case Vending:
		m.log = append(m.log, "vend "+m.choice)
		if m.credit > 0 {
			m.log = append(m.log, fmt.Sprintf("change %d", m.credit))
			m.credit = 0
		}
		m.state = Idle
	}
	fmt.Printf("%-9s --%s(%d)--> %s\n", prev, e.Name, e.Arg, m.state)
	return nil
}

func main() {
	m := &Machine{state: Idle, stock: map[string]int{"cola": 1, "chips": 0, "candy": 5},
		prices: map[string]int{"cola": 150, "chips": 100, "candy": 65}}
	events := []Event{{"select", 0}, {"coin", 100}, {"select", 1}, {"select", 0}, {"pay", 0},
		{"coin", 100}, {"select", 0}, {"pay", 0}, {"done", 0}, {"coin", 25}, {"select", 9}, {"refund", 0}}
	for _, e := range events {
		if err := m.Handle(e); err != nil {
			fmt.Println("error:", err, errors.Is(err, ErrBadTransition))
		}
	}
	for i, l := range m.log {
		fmt.Println(i, l)
	}
	fmt.Printf("%+v\n", m.stock)
}
