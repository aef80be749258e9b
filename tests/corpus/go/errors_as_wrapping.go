// features: errors_pkg, fmt_errorf, custom_errors, errors_new, error_interface
package main

import (
	"errors"
	"fmt"
)

var ErrNotFound = errors.New("not found")

type ValidationError struct {
	Field string
	Msg   string
}

func (e *ValidationError) Error() string { return e.Field + ": " + e.Msg }

func find(id int) error {
	if id < 0 {
		return &ValidationError{"id", "negative"}
	}
	if id > 10 {
		return fmt.Errorf("find %d: %w", id, ErrNotFound)
	}
	return nil
}

func main() {
	for _, id := range []int{-1, 5, 42} {
		err := find(id)
		if err == nil {
			fmt.Println(id, "ok")
			continue
		}
		fmt.Println("error:", err)
		if errors.Is(err, ErrNotFound) {
			fmt.Println("  is not found")
		}
		var ve *ValidationError
		if errors.As(err, &ve) {
			fmt.Println("  validation on field", ve.Field)
		}
		wrapped := fmt.Errorf("outer: %w", err)
		fmt.Println(wrapped, errors.Is(wrapped, ErrNotFound), errors.Unwrap(wrapped) == err)
	}
}
