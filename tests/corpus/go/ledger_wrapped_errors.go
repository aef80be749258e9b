// features: custom_errors, errors_pkg, fmt_errorf, strconv, switch_tagless, os_pkg, fmt_printf, methods_pointer_receiver
package main

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
)

var ErrInsufficient = errors.New("insufficient funds")
var ErrNoAccount = errors.New("no such account")

type AccountError struct {
	ID  string
	Err error
}

func (e *AccountError) Error() string { return "account " + e.ID + ": " + e.Err.Error() }
func (e *AccountError) Unwrap() error  { return e.Err }

type Account struct {
	ID      string
	Owner   string
	Balance int64 // cents
	History []string
}

type Bank struct {
	accounts map[string]*Account
}

func NewBank() *Bank { return &Bank{accounts: map[string]*Account{}} }

func (b *Bank) Open(id, owner string, cents int64) {
	b.accounts[id] = &Account{ID: id, Owner: owner, Balance: cents}
}

func (b *Bank) Withdraw(id string, cents int64) error {
	a, ok := b.accounts[id]
	if !ok {
		return &AccountError{id, ErrNoAccount}
	}
	if a.Balance < cents {
		return &AccountError{id, fmt.Errorf("withdraw %s: %w", money(cents), ErrInsufficient)}
	}
	a.Balance -= cents
	a.History = append(a.History, "-"+money(cents))
	return nil
}

func (b *Bank) Deposit(id string, cents int64) error {
	a, ok := b.accounts[id]
	if !ok {
		return &AccountError{ID: id, Err: ErrNoAccount}
	}
	a.Balance += cents
	a.History = append(a.History, "+"+money(cents))
	return nil
}

func (b *Bank) Transfer(from, to string, cents int64) error {
	if err := b.Withdraw(from, cents); err != nil {
		return fmt.Errorf("transfer failed: %w", err)
	}
	if err := b.Deposit(to, cents); err != nil {
		b.Deposit(from, cents)
		return fmt.Errorf("transfer failed: %w", err)
	}
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

func parseAmount(s string) (int64, error) {
	parts := strings.SplitN(s, ".", 2)
	whole, err := strconv.ParseInt(parts[0], 10, 64)
	if err != nil {
		return 0, err
	}
	var frac int64
	if len(parts) == 2 {
		f, err := strconv.Atoi(parts[1])
		if err != nil {
			return 0, err
		}
		frac = int64(f)
	}
	return whole*100 + frac, nil
}

func main() {
	bank := NewBank()
	bank.Open("A1", "alice", 10000)
	bank.Open("B2", "bob", 2550)
	ops := []string{"A1 B2 25.50", "B2 A1 100.00", "A1 C3 1.00", "B2 A1 abc", "A1 B2 0.99"}
	for _, op := range ops {
		f := strings.Fields(op)
		amt, err := parseAmount(f[2])
		if err != nil {
			fmt.Println("bad amount:", err)
			continue
		}
		err = bank.Transfer(f[0], f[1], amt)
		var ae *AccountError
		switch {
		case err == nil:
			fmt.Println("ok", op)
		case errors.Is(err, ErrInsufficient):
			fmt.Println("insufficient:", err)
		case errors.As(err, &ae):
			fmt.Printf("account error on %q: %v\n", ae.ID, err)
		default:
			fmt.Println("other:", err)
		}
	}
	ids := make([]string, 0, len(bank.accounts))
	for id := range bank.accounts {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		a := bank.accounts[id]
		fmt.Printf("%-3s %-6s %10s %v\n", a.ID, a.Owner, money(a.Balance), a.History)
	}
	if _, err := strconv.Atoi("12x"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		fmt.Println(err)
	}
	_, err := strconv.ParseFloat("1e400", 64)
	fmt.Println(err)
}
