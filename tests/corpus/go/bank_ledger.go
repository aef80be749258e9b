// features: custom_errors, errors_pkg, fmt_errorf, maps, pointers, anonymous_structs, sort_pkg, fmt_printf
package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

var ErrInsufficient = errors.New("insufficient funds")
var ErrNoAccount = errors.New("no such account")

type Account struct {
	ID      string
	Owner   string
	Balance int64 // cents
	History []string
}

type Bank struct {
	accounts map[string]*Account
}

func NewBank() *Bank { return &Bank{accounts: make(map[string]*Account)} }

func (b *Bank) Open(id, owner string, initial int64) {
	b.accounts[id] = &Account{ID: id, Owner: owner, Balance: initial}
}

func (b *Bank) Transfer(from, to string, amt int64) error {
	src, ok := b.accounts[from]
	if !ok {
		return fmt.Errorf("transfer from %s: %w", from, ErrNoAccount)
	}
	dst, ok := b.accounts[to]
	if !ok {
		return fmt.Errorf("transfer to %s: %w", to, ErrNoAccount)
	}
	if src.Balance < amt {
		return fmt.Errorf("transfer %s -> %s of %s: %w", from, to, money(amt), ErrInsufficient)
	}
	src.Balance -= amt
	dst.Balance += amt
	src.History = append(src.History, "-"+money(amt))
	dst.History = append(dst.History, "+"+money(amt))
	return nil
}

func money(c int64) string {
	sign := ""
	if c < 0 {
		sign = "-"
		c = -c
	}
	return fmt.Sprintf("%s$%d.%02d", sign, c/100, c%100)
}

func main() {
	bank := NewBank()
	bank.Open("A1", "alice", 10000)
	bank.Open("B2", "bob", 2550)
	bank.Open("C3", "carol", 0)
	ops := []struct {
		from, to string
		amt      int64
	}{
		{"A1", "B2", 1999}, {"B2", "C3", 5000}, {"B2", "C3", 4549}, {"C3", "Z9", 1}, {"A1", "C3", 1},
	}
	for _, op := range ops {
		if err := bank.Transfer(op.from, op.to, op.amt); err != nil {
			switch {
			case errors.Is(err, ErrInsufficient):
				fmt.Println("DECLINED:", err)
			case errors.Is(err, ErrNoAccount):
				fmt.Println("ERROR:", err)
			}
			continue
		}
		fmt.Printf("ok %s -> %s %s\n", op.from, op.to, money(op.amt))
	}
	ids := make([]string, 0, len(bank.accounts))
	for id := range bank.accounts {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var total int64
	for _, id := range ids {
		a := bank.accounts[id]
		total += a.Balance
		fmt.Printf("%-3s %-6s %10s  [%s]\n", a.ID, a.Owner, money(a.Balance), strings.Join(a.History, " "))
	}
	fmt.Println("total", money(total))
}
