// features: structs, pointers, methods_pointer_receiver, maps, errors_new, fmt_errorf, errors_pkg, sort_pkg, strings_pkg, fmt_printf
package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

type Account struct {
	ID      int
	Owner   string
	Balance float64
	History []string
}

var ErrInsufficient = errors.New("insufficient funds")

func (a *Account) Deposit(amt float64) {
	a.Balance += amt
	a.History = append(a.History, fmt.Sprintf("dep %.2f", amt))
}

func (a *Account) Withdraw(amt float64) error {
	if amt > a.Balance {
		return fmt.Errorf("withdraw %.2f from %d: %w", amt, a.ID, ErrInsufficient)
	}
	a.Balance -= amt
	a.History = append(a.History, fmt.Sprintf("wd %.2f", amt))
	return nil
}

type Bank struct {
	accounts map[int]*Account
	nextID   int
}

func NewBank() *Bank { return &Bank{accounts: make(map[int]*Account), nextID: 100} }

func (b *Bank) Open(owner string) *Account {
	acc := &Account{ID: b.nextID, Owner: owner}
	b.accounts[acc.ID] = acc
	b.nextID++
	return acc
}

func (b *Bank) Transfer(from, to int, amt float64) error {
	src, ok := b.accounts[from]
	if !ok {
		return fmt.Errorf("no account %d", from)
	}
	dst := b.accounts[to]
	if err := src.Withdraw(amt); err != nil {
		return err
	}
	dst.Deposit(amt)
	return nil
}

func main() {
	bank := NewBank()
	alice := bank.Open("Alice")
	bob := bank.Open("Bob")
	alice.Deposit(100)
	bob.Deposit(50.5)
	if err := bank.Transfer(alice.ID, bob.ID, 30); err != nil {
		fmt.Println("error:", err)
	}
	err := bank.Transfer(bob.ID, alice.ID, 500)
	fmt.Println("error:", err, errors.Is(err, ErrInsufficient))
	fmt.Println(bank.Transfer(999, 100, 1))
	ids := make([]int, 0, len(bank.accounts))
	for id := range bank.accounts {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		a := bank.accounts[id]
		fmt.Printf("%-6s #%d %8.2f [%s]\n", a.Owner, a.ID, a.Balance, strings.Join(a.History, ", "))
	}
	fmt.Printf("%v %+v\n", *alice, *bob)
}
