// features: errors_new, errors_pkg, custom_errors, maps, methods_pointer_receiver, switch_tagless, anonymous_structs, fmt_errorf, sort_pkg
package main

import (
	"errors"
	"fmt"
	"sort"
)

var (
	ErrNotFound     = errors.New("book not found")
	ErrCheckedOut   = errors.New("book already checked out")
	ErrLimitReached = errors.New("member reached loan limit")
)

type Book struct {
	ISBN     string
	Title    string
	Borrower string
}

type Library struct {
	books map[string]*Book
	loans map[string][]string
	limit int
}

type LoanError struct {
	Member string
	Err    error
}

func (e *LoanError) Error() string { return fmt.Sprintf("loan for %s: %v", e.Member, e.Err) }
func (e *LoanError) Unwrap() error { return e.Err }

func NewLibrary(limit int) *Library {
	return &Library{books: make(map[string]*Book), loans: make(map[string][]string), limit: limit}
}

func (l *Library) Add(isbn, title string) { l.books[isbn] = &Book{ISBN: isbn, Title: title} }

func (l *Library) Checkout(member, isbn string) error {
	b, ok := l.books[isbn]
	if !ok {
		return &LoanError{member, fmt.Errorf("isbn %s: %w", isbn, ErrNotFound)}
	}
	if b.Borrower != "" {
		return &LoanError{member, ErrCheckedOut}
	}
	if len(l.loans[member]) >= l.limit {
		return &LoanError{member, ErrLimitReached}
	}
	b.Borrower = member
	l.loans[member] = append(l.loans[member], isbn)
	return nil
}

func (l *Library) Return(isbn string) error {
	b, ok := l.books[isbn]
	if !ok || b.Borrower == "" {
		return fmt.Errorf("return %s: %w", isbn, ErrNotFound)
	}
	list := l.loans[b.Borrower]
	for i, x := range list {
		if x == isbn {
			l.loans[b.Borrower] = append(list[:i], list[i+1:]...)
			break
		}
	}
	b.Borrower = ""
	return nil
}

func main() {
	lib := NewLibrary(2)
	lib.Add("111", "Dune")
	lib.Add("222", "Emma")
	lib.Add("333", "Ulysses")
	lib.Add("444", "Beloved")
	attempts := []struct{ who, isbn string }{
		{"ann", "111"}, {"bob", "111"}, {"ann", "222"}, {"ann", "333"}, {"bob", "999"}, {"bob", "444"},
	}
	for _, a := range attempts {
		err := lib.Checkout(a.who, a.isbn)
		var le *LoanError
		switch {
		case err == nil:
			fmt.Printf("%s borrowed %s\n", a.who, lib.books[a.isbn].Title)
		case errors.Is(err, ErrNotFound):
			fmt.Println("missing:", err)
		case errors.As(err, &le) && errors.Is(le.Err, ErrLimitReached):
			fmt.Printf("limit: %s has %d loans\n", le.Member, len(lib.loans[le.Member]))
		default:
			fmt.Println("refused:", err)
		}
	}
	fmt.Println(lib.Return("111"), lib.Return("111"))
	fmt.Println(lib.Checkout("ann", "333"))
	members := []string{}
	for m := range lib.loans {
		members = append(members, m)
	}
	sort.Strings(members)
	for _, m := range members {
		fmt.Println(m, lib.loans[m])
	}
}
