// features: custom_errors, methods_pointer_receiver, structs, error_interface, fmt_errorf, type_assertion
package main

import (
	"errors"
	"fmt"
)

type InsufficientFunds struct {
	Need, Have int
}

func (e *InsufficientFunds) Error() string {
	return fmt.Sprintf("insufficient funds: need %d, have %d", e.Need, e.Have)
}

var ErrClosed = errors.New("account closed")

type Account struct {
	owner   string
	balance int
	closed  bool
	history []string
}

func NewAccount(owner string) *Account {
	return &Account{owner: owner}
}

func (a *Account) Deposit(n int) error {
	if a.closed {
		return ErrClosed
	}
	if n <= 0 {
		return fmt.Errorf("invalid deposit %d", n)
	}
	a.balance += n
	a.history = append(a.history, fmt.Sprintf("+%d", n))
	return nil
}

func (a *Account) Withdraw(n int) error {
	if a.closed {
		return ErrClosed
	}
	if n > a.balance {
		return &InsufficientFunds{Need: n, Have: a.balance}
	}
	a.balance -= n
	a.history = append(a.history, fmt.Sprintf("-%d", n))
	return nil
}

func main() {
	acc := NewAccount("zoe")
	fmt.Println(acc.Deposit(100))
	fmt.Println(acc.Deposit(-5))
	fmt.Println(acc.Withdraw(30))
	err := acc.Withdraw(500)
	fmt.Println(err)
	if e, ok := err.(*InsufficientFunds); ok {
		fmt.Println("short by", e.Need-e.Have)
	}
	acc.closed = true
	if err := acc.Deposit(1); err == ErrClosed {
		fmt.Println("closed:", err)
	}
	fmt.Println(acc.balance, acc.history, len(acc.history))
}
