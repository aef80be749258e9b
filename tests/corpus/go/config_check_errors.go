// features: fmt_errorf, errors_pkg, custom_errors, nil
package main

import (
	"errors"
	"fmt"
	"strconv"
)

// A settings validator that wraps whatever its checks return: a check
// that passes returns nil, and a careless %w of that nil shows up in the
// message as fmt's bad-verb marker rather than wrapping anything.

var ErrMissing = errors.New("missing value")

type RangeError struct {
	Key      string
	Min, Max int
}

func (e *RangeError) Error() string {
	return fmt.Sprintf("%s must be in [%d, %d]", e.Key, e.Min, e.Max)
}

func checkPort(v string) error {
	if v == "" {
		return ErrMissing
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return err
	}
	if n < 1 || n > 65535 {
		return &RangeError{"port", 1, 65535}
	}
	return nil
}

func main() {
	for _, v := range []string{"8080", "", "http", "70000"} {
		cause := checkPort(v)
		err := fmt.Errorf("port %q: %w", v, cause)
		var re *RangeError
		fmt.Printf("%-40s missing=%-5t range=%-5t unwrap-nil=%t\n", err, errors.Is(err, ErrMissing),
			errors.As(err, &re), errors.Unwrap(err) == nil)
	}
	// operands of %w that are not errors are not wrapped either
	e1 := fmt.Errorf("code %w", 404)
	e2 := fmt.Errorf("name %w", "db")
	e3 := fmt.Errorf("both %w and %w", ErrMissing, nil)
	fmt.Println(e1, errors.Unwrap(e1) == nil)
	fmt.Println(e2)
	fmt.Println(e3, errors.Is(e3, ErrMissing))
	// bad verbs and operand counts in Printf/Sprintf
	var nothing error
	fmt.Printf("%d|%s|%z\n", "x", 42, nothing)
	fmt.Println(fmt.Sprintf("%d %d", 1), fmt.Sprintf("%x", true))
	fmt.Println(fmt.Sprintf("%v|%d", nothing, nil))
}
