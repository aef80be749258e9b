// features: error_interface, errors_pkg, type_switch, defer, panic_recover, maps, closures
// Classifying failures by behaviour (anonymous interface types in errors.As
// and type switches) and counting them in maps, including a nil map.
package main

import (
	"errors"
	"fmt"
	"time"
)

type TimeoutError struct{ After time.Duration }

func (e TimeoutError) Error() string   { return "timeout after " + e.After.String() }
func (e TimeoutError) Temporary() bool { return true }
func (e TimeoutError) Timeout() bool   { return true }

type StatusError struct{ Code int }

func (e *StatusError) Error() string   { return fmt.Sprintf("status %d", e.Code) }
func (e *StatusError) Temporary() bool { return e.Code >= 500 }

type retryable interface {
	error
	Temporary() bool
}

func classify(err error) string {
	var t interface{ Timeout() bool }
	if errors.As(err, &t) && t.Timeout() {
		return "timeout"
	}
	var r interface{ Temporary() bool }
	if errors.As(err, &r) {
		if r.Temporary() {
			return "retry"
		}
		return "fatal"
	}
	var named retryable
	if errors.As(err, &named) {
		return "named?"
	}
	return "unknown"
}

func describe(v any) string {
	switch x := v.(type) {
	case interface{ Timeout() bool }:
		return fmt.Sprintf("timeout-capable %T", x)
	case interface {
		Temporary() bool
		Error() string
	}:
		return fmt.Sprintf("temporary-capable error %v (temporary=%t)", x, x.Temporary())
	case fmt.Stringer:
		return "stringer " + x.String()
	case error:
		return "plain error " + x.Error()
	default:
		return fmt.Sprintf("other %v", x)
	}
}

func main() {
	errs := []error{
		TimeoutError{2 * time.Second},
		fmt.Errorf("fetch: %w", &StatusError{503}),
		fmt.Errorf("fetch: %w", &StatusError{404}),
		errors.New("disk full"),
		fmt.Errorf("outer: %w", fmt.Errorf("inner: %w", TimeoutError{time.Minute})),
	}
	counts := map[string]int{}
	for _, e := range errs {
		c := classify(e)
		counts[c]++
		fmt.Printf("%-40v -> %s\n", e, c)
	}
	fmt.Println(counts)
	for _, v := range []any{TimeoutError{time.Millisecond}, &StatusError{500}, errors.New("x"), time.Second, 42} {
		fmt.Println(describe(v))
	}

	// a nil map reads as empty, but every kind of write to it panics
	var tally map[string]int
	fmt.Println(tally["missing"], len(tally))
	for _, write := range []struct {
		name string
		f    func()
	}{
		{"assign", func() { tally["a"] = 1 }},
		{"increment", func() { tally["a"]++ }},
		{"add-assign", func() { tally["a"] += 5 }},
		{"decrement", func() { tally["b"]-- }},
	} {
		func() {
			defer func() {
				r := recover()
				err, isErr := r.(error)
				fmt.Printf("%-10s panic: %v (runtime error: %t)\n", write.name, r, isErr && err != nil)
			}()
			write.f()
		}()
	}
	nested := map[string]map[string]int{}
	func() {
		defer func() { fmt.Println("nested:", recover()) }()
		nested["x"]["y"]++
	}()
}
