// features: const_iota, stringer, custom_errors, errors_pkg, fmt_errorf, fmt_verbs, switch_tagless, sort_pkg, maps, structs, methods_pointer_receiver
package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

type Kind int

const (
	Deposit Kind = iota
	Withdrawal
	Transfer
)

func (k Kind) String() string {
	return [...]string{"deposit", "withdrawal", "transfer"}[k]
}

type Entry struct {
	ID     int
	Kind   Kind
	From   string
	To     string
	Amount int64 // cents
}

var ErrInsufficient = errors.New("insufficient funds")

type LedgerError struct {
	Entry Entry
	Err   error
}

func (e *LedgerError) Error() string { return fmt.Sprintf("entry %d (%v): %v", e.Entry.ID, e.Entry.Kind, e.Err) }
func (e *LedgerError) Unwrap() error { return e.Err }

type Ledger struct {
	balances map[string]int64
	applied  []Entry
}

func NewLedger() *Ledger { return &Ledger{balances: make(map[string]int64)} }

func (l *Ledger) Apply(e Entry) error {
	switch e.Kind {
	case Deposit:
		l.balances[e.To] += e.Amount
	case Withdrawal:
		if l.balances[e.From] < e.Amount {
			return &LedgerError{e, ErrInsufficient}
		}
		l.balances[e.From] -= e.Amount
	case Transfer:
		if l.balances[e.From] < e.Amount {
			return &LedgerError{Entry: e, Err: fmt.Errorf("transfer to %s: %w", e.To, ErrInsufficient)}
		}
		l.balances[e.From] -= e.Amount
		l.balances[e.To] += e.Amount
	default:
		return fmt.Errorf("unknown kind %d", e.Kind)
	}
	l.applied = append(l.applied, e)
	return nil
}

func money(c int64) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s$%d.%02d", sign, c/100, c%100)
}

func main() {
	l := NewLedger()
	entries := []Entry{
		{1, Deposit, "", "alice", 10000},
		{2, Deposit, "", "bob", 2550},
		{3, Transfer, "alice", "bob", 3333},
		{4, Withdrawal, "bob", "", 9999},
		{5, Transfer, "carol", "alice", 1},
		{6, Kind(7), "", "", 0},
		{7, Withdrawal, "alice", "", 667},
	}
	for _, e := range entries {
		if err := l.Apply(e); err != nil {
			var le *LedgerError
			switch {
			case errors.As(err, &le) && errors.Is(err, ErrInsufficient):
				fmt.Println("rejected:", le)
			default:
				fmt.Println("error:", err)
			}
		}
	}
	names := make([]string, 0, len(l.balances))
	for n := range l.balances {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Printf("%-6s %10s\n", n, money(l.balances[n]))
	}
	fmt.Println(len(l.applied), "applied;", strings.Repeat("=", 10))
	fmt.Printf("%v\n%+v\n", l.applied[2], l.applied[2])
	fmt.Printf("%#v\n", l.applied[0].Kind)
	byKind := map[Kind][]int{}
	for _, e := range l.applied {
		byKind[e.Kind] = append(byKind[e.Kind], e.ID)
	}
	fmt.Println(byKind)
	fmt.Println(money(-1234), fmt.Sprint(Transfer), fmt.Sprintf("%d|%5.1f|%x|%q|%t", 42, 3.14159, 255, "hi", true))
}
