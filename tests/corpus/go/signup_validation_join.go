// features: errors_pkg, custom_errors, fmt_errorf, error_interface, structs, methods_value_receiver
package main

import (
	"errors"
	"fmt"
	"strings"
)

// Validating sign-up forms: every problem is collected with errors.Join,
// wrapped with context by multiple %w verbs, and inspected with errors.Is
// and errors.As through the whole tree.

var (
	ErrRequired = errors.New("required")
	ErrTooShort = errors.New("too short")
	ErrBanned   = errors.New("banned")
)

type FieldError struct {
	Field string
	Err   error
}

func (e FieldError) Error() string { return e.Field + ": " + e.Err.Error() }
func (e FieldError) Unwrap() error { return e.Err }

type Report struct{ problems []error }

func (r Report) Error() string   { return fmt.Sprintf("%d problem(s)", len(r.problems)) }
func (r Report) Unwrap() []error { return r.problems }

type Form struct {
	User, Email, Password string
}

func validate(f Form) error {
	var errs []error
	if f.User == "" {
		errs = append(errs, FieldError{"user", ErrRequired})
	} else if strings.EqualFold(f.User, "root") {
		errs = append(errs, fmt.Errorf("user %q: %w (policy %w)", f.User, ErrBanned, FieldError{"user", ErrBanned}))
	}
	if !strings.Contains(f.Email, "@") {
		errs = append(errs, FieldError{"email", fmt.Errorf("missing @ in %q", f.Email)})
	}
	if len(f.Password) < 8 {
		errs = append(errs, FieldError{"password", fmt.Errorf("%d chars: %w", len(f.Password), ErrTooShort)})
	}
	return errors.Join(errs...)
}

func main() {
	forms := []Form{
		{"ann", "ann@example.org", "correct horse"},
		{"", "nobody", "123"},
		{"ROOT", "root@host", "password1"},
	}
	for i, f := range forms {
		err := validate(f)
		fmt.Printf("form %d: ok=%t\n", i, err == nil)
		if err == nil {
			continue
		}
		fmt.Println(err)
		var fe FieldError
		fmt.Println("  required:", errors.Is(err, ErrRequired), "short:", errors.Is(err, ErrTooShort), "banned:", errors.Is(err, ErrBanned))
		if errors.As(err, &fe) {
			fmt.Printf("  first field error: %s (%v)\n", fe.Field, fe.Err)
		}
		fmt.Println("  unwrap:", errors.Unwrap(err))
	}
	rep := Report{[]error{FieldError{"email", ErrRequired}, ErrBanned}}
	wrapped := fmt.Errorf("signup batch: %w", rep)
	var fe FieldError
	fmt.Println(wrapped, errors.Is(wrapped, ErrBanned), errors.As(wrapped, &fe), fe.Field, errors.Unwrap(rep) == nil)
	fmt.Println(errors.Join() == nil, errors.Join(nil) == nil, fmt.Errorf("100%% sure: %w", ErrRequired))
}
