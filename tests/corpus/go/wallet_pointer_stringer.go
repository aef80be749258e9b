// features: methods_pointer_receiver, methods_value_receiver, stringer, pointers, structs, interfaces, custom_errors, fmt_printf
// String() declared on *Money: fmt uses it for a *Money but not for a Money
// value (its method set lacks it), whether passed directly, held in an
// interface, or as a struct field.
package main

import (
	"errors"
	"fmt"
)

type Money struct{ Cents int }

func (m *Money) String() string { return fmt.Sprintf("$%d.%02d", m.Cents/100, m.Cents%100) }

type Label struct{ Text string }

func (l Label) String() string { return "[" + l.Text + "]" }

type Wallet struct {
	Owner string
	Cash  Money
	Tag   Label
	Limit *Money
}

type LimitError struct{ Over int }

func (e *LimitError) Error() string { return fmt.Sprintf("over by %d", e.Over) }

func spend(w *Wallet, c int) error {
	if c > w.Cash.Cents {
		return &LimitError{c - w.Cash.Cents}
	}
	w.Cash.Cents -= c
	return nil
}

func main() {
	w := &Wallet{Owner: "ann", Cash: Money{1250}, Tag: Label{"main"}}
	fmt.Println(w.Cash, &w.Cash, w.Tag)
	fmt.Printf("%v %+v %s\n", *w, w.Cash, &w.Cash)
	var shown []any
	shown = append(shown, w.Cash, &w.Cash, w.Tag)
	fmt.Println(shown...)
	if err := spend(w, 2000); err != nil {
		var le *LimitError
		fmt.Println("error:", err, errors.As(err, &le), le.Over)
	}
	_ = spend(w, 250)
	copyOfCash := w.Cash
	fmt.Println(copyOfCash, copyOfCash.String(), w.Cash.Cents)
	ledger := map[string]*Money{"ann": &w.Cash}
	fmt.Println(ledger["ann"], *ledger["ann"])
	fmt.Println(LimitError{7}, &LimitError{8})

	// a pointer to a slice prints as &[...]
	history := []int{1250, 1000}
	hp := &history
	*hp = append(*hp, 750)
	fmt.Println(&history, hp, len(*hp))
	fmt.Printf("%v %d\n", hp, *hp)
}
