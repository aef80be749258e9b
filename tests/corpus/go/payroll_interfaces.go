// features: interfaces, embedded_structs, type_switch, custom_errors, type_assertion, sort_pkg, fmt_type_names, strconv
package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

type Payable interface {
	Pay() float64
	Describe() string
}

type Person struct {
	Name string
	ID   int
}

func (p Person) Describe() string { return fmt.Sprintf("#%03d %s", p.ID, p.Name) }

type Salaried struct {
	Person
	Annual float64
}

type Hourly struct {
	Person
	Rate  float64
	Hours []float64
}

type Contractor struct {
	Person
	Invoices map[string]float64
}

func (s Salaried) Pay() float64 { return s.Annual / 12 }
func (h Hourly) Pay() float64 {
	total := 0.0
	for _, hrs := range h.Hours {
		reg := min(hrs, 40)
		total += reg*h.Rate + (hrs-reg)*h.Rate*1.5
	}
	return total
}
func (c *Contractor) Pay() float64 {
	t := 0.0
	for _, v := range c.Invoices {
		t += v
	}
	return t
}
func (c *Contractor) Describe() string { return c.Person.Describe() + " (contractor)" }

type PayError struct {
	Who    string
	Amount float64
}

func (e PayError) Error() string { return "pay for " + e.Who + " is " + strconv.FormatFloat(e.Amount, 'f', 2, 64) }

func check(p Payable) error {
	if p.Pay() <= 0 {
		return PayError{p.Describe(), p.Pay()}
	}
	return nil
}

func main() {
	staff := []Payable{
		Salaried{Person{"Alice", 7}, 96000},
		Hourly{Person{"Bob", 12}, 22.5, []float64{40, 45, 38, 50}},
		&Contractor{Person{"Cara", 101}, map[string]float64{"inv-1": 1200, "inv-2": 850.75}},
		Hourly{Person: Person{"Dan", 3}, Rate: 18},
		Salaried{Person: Person{Name: "Eve", ID: 44}, Annual: 120000},
	}
	sort.SliceStable(staff, func(i, j int) bool { return staff[i].Pay() > staff[j].Pay() })
	var total float64
	var b strings.Builder
	for _, p := range staff {
		kind := ""
		switch v := p.(type) {
		case Salaried:
			kind = "salaried"
		case Hourly:
			kind = fmt.Sprintf("hourly x%d", len(v.Hours))
		case *Contractor:
			kind = fmt.Sprintf("contract (%d invoices)", len(v.Invoices))
		}
		fmt.Fprintf(&b, "%-28s %-22s %10.2f\n", p.Describe(), kind, p.Pay())
		total += p.Pay()
		if err := check(p); err != nil {
			var pe PayError
			if e, ok := err.(PayError); ok {
				pe = e
			}
			fmt.Fprintf(&b, "  warning: %v [%s]\n", err, pe.Who)
		}
	}
	fmt.Print(b.String())
	fmt.Printf("%-51s %10.2f\n", "TOTAL", total)
	fmt.Printf("%T %T %v\n", staff[0], staff[2], staff[len(staff)-1])
	h := staff[len(staff)-1].(Hourly)
	fmt.Printf("%+v\n", h)
}
