// features: generics_partial, type_assertion, type_switch, interfaces, json_unmarshal, errors_pkg, fmt_printf
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
)

// A service locator with typed lookups: Lookup[T] asserts the stored value
// to the caller's type argument, which may be an interface, a pointer or a
// basic type. Measurements use generic containers of float64.

type Notifier interface{ Notify(msg string) string }

type Mailer struct{ From string }

func (m *Mailer) Notify(msg string) string { return m.From + " mails: " + msg }

type Pager struct{ Number int }

func (p Pager) Notify(msg string) string { return fmt.Sprintf("page %d: %s", p.Number, msg) }
func (p Pager) Name() string             { return "pager" }

var ErrMissing = errors.New("no such service")

type Registry struct{ items map[string]any }

func Lookup[T any](r *Registry, name string) (T, error) {
	var zero T
	v, ok := r.items[name]
	if !ok {
		return zero, fmt.Errorf("%q: %w", name, ErrMissing)
	}
	t, ok := v.(T)
	if !ok {
		return zero, fmt.Errorf("%q holds %T, not %T", name, v, zero)
	}
	return t, nil
}

// MustLookup forwards its own type parameter to Lookup.
func MustLookup[S any](r *Registry, name string) S {
	s, err := Lookup[S](r, name)
	if err != nil {
		panic(err)
	}
	return s
}

func Describe[T any](v any) string {
	switch x := v.(type) {
	case T:
		return fmt.Sprintf("a %T matching the type argument", x)
	case interface{ Name() string }:
		return "something named " + x.Name()
	default:
		return fmt.Sprintf("other %T", x)
	}
}

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

type Series[T ~float64 | ~int] struct{ points []T }

func (s *Series[T]) Add(v T) { s.points = append(s.points, v) }
func (s *Series[T]) Mean() T {
	var sum T
	for _, p := range s.points {
		sum += p
	}
	return sum / T(len(s.points))
}

func Scale[T ~float64 | ~int](x, factor T) T { return x * factor }

func Largest[T ~float64 | ~int](xs ...T) T {
	best := xs[0]
	for _, x := range xs[1:] {
		if x > best {
			best = x
		}
	}
	return best
}

func main() {
	r := &Registry{items: map[string]any{
		"mail":  &Mailer{From: "ops@example.com"},
		"pager": Pager{Number: 42},
		"retry": 3,
		"ratio": 0.75,
	}}
	if n, err := Lookup[Notifier](r, "mail"); err == nil {
		fmt.Println(n.Notify("disk full"))
	}
	if m, err := Lookup[*Mailer](r, "mail"); err == nil {
		fmt.Println("mailer from", m.From)
	}
	if _, err := Lookup[Pager](r, "mail"); err != nil {
		fmt.Println("error:", err)
	}
	retries, err := Lookup[int](r, "retry")
	fmt.Println("retries:", retries, err)
	_, err = Lookup[string](r, "ratio")
	fmt.Println("error:", err)
	_, err = Lookup[Notifier](r, "sms")
	fmt.Println("error:", err, errors.Is(err, ErrMissing))
	fmt.Println(MustLookup[Notifier](r, "pager").Notify("cpu hot"))
	fmt.Println(MustLookup[float64](r, "ratio") * 2)
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		MustLookup[Notifier](r, "retry")
	}()

	fmt.Println(Describe[int](7), "|", Describe[string](7), "|", Describe[*Mailer](Pager{}))
	var any1 any = Pager{Number: 1}
	_, named := any1.(interface{ Name() string })
	_, both := any1.(interface {
		Name() string
		Close() error
	})
	fmt.Println("named:", named, "named+closer:", both)

	p := Pair[string, float64]{"load", 3}
	q := Pair[string, float64]{Key: "idle"}
	fmt.Println(p.Val/2, q.Val, p, q)
	var s Series[float64]
	for _, v := range []int{3, 4} {
		s.Add(float64(v))
	}
	s.Add(8)
	fmt.Println("mean:", s.Mean(), s.points)
	fmt.Println(Scale[float64](5, 3)/2, Scale(5.0, 1)/2, Scale(7, 3)/2, Largest(1, 2.5, 2)/2)

	keys := make([]string, 0, len(r.items))
	for k := range r.items {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println(keys)

	var target struct {
		Name  string `json:"name"`
		Count int    `json:"count"`
	}
	fmt.Println(json.Unmarshal([]byte(`{"name": 5}`), &target))
	var nested struct {
		Inner struct {
			Flag bool `json:"flag"`
		} `json:"inner"`
	}
	fmt.Println(json.Unmarshal([]byte(`{"inner": {"flag": "yes"}}`), &nested))
}
