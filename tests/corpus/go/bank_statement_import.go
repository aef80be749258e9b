// features: bufio_io, custom_errors, errors_pkg, fmt_errorf, strconv, sort_pkg, fmt_printf
package main

import (
	"bufio"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

const input = `2024-01-03,deposit,1500.00,salary
2024-01-04,withdraw,45.20,groceries
2024-01-04,withdraw,1200.00,rent
2024-01-09,withdraw,abc,broken
2024-01-10,deposit,200.50,refund
2024-01-11,transfer,10.00,unknown kind
2024-01-12,withdraw,600.00,laptop`

type Tx struct {
	Date   string
	Kind   string
	Amount float64
	Memo   string
}

var ErrOverdraft = errors.New("overdraft")

type LineError struct {
	Line int
	Err  error
}

func (e LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func parse(line string) (Tx, error) {
	parts := strings.Split(line, ",")
	if len(parts) != 4 {
		return Tx{}, fmt.Errorf("want 4 fields, got %d", len(parts))
	}
	amt, err := strconv.ParseFloat(parts[2], 64)
	if err != nil {
		return Tx{}, fmt.Errorf("bad amount: %w", err)
	}
	if parts[1] != "deposit" && parts[1] != "withdraw" {
		return Tx{}, fmt.Errorf("unknown kind %q", parts[1])
	}
	return Tx{parts[0], parts[1], amt, parts[3]}, nil
}

func main() {
	sc := bufio.NewScanner(strings.NewReader(input))
	balance := 0.0
	var errs []error
	byMemo := map[string]float64{}
	n := 0
	for sc.Scan() {
		n++
		tx, err := parse(sc.Text())
		if err != nil {
			errs = append(errs, LineError{n, err})
			continue
		}
		if tx.Kind == "withdraw" {
			if tx.Amount > balance {
				errs = append(errs, LineError{n, fmt.Errorf("%s %.2f: %w", tx.Memo, tx.Amount, ErrOverdraft)})
				continue
			}
			balance -= tx.Amount
			byMemo[tx.Memo] -= tx.Amount
		} else {
			balance += tx.Amount
			byMemo[tx.Memo] += tx.Amount
		}
		fmt.Printf("%s %-9s %8.2f  balance %9.2f\n", tx.Date, tx.Kind, tx.Amount, balance)
	}
	fmt.Println("errors:")
	for _, e := range errs {
		var le LineError
		over := errors.Is(e, ErrOverdraft)
		if errors.As(e, &le) {
			fmt.Printf("  [%d] %v (overdraft=%t)\n", le.Line, e, over)
		}
	}
	memos := make([]string, 0, len(byMemo))
	for m := range byMemo {
		memos = append(memos, m)
	}
	sort.Slice(memos, func(i, j int) bool { return byMemo[memos[i]] < byMemo[memos[j]] })
	for _, m := range memos {
		fmt.Printf("%-10s %+9.2f\n", m, byMemo[m])
	}
	fmt.Printf("final: %.2f, %d lines, %d errors\n", balance, n, len(errs))
}
