// features: json_marshal, json_unmarshal, methods_pointer_receiver, methods_value_receiver, errors_new, strconv
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Money marshals as a string like "12.50 EUR".
type Money struct {
	Cents    int64
	Currency string
}

func (m Money) MarshalJSON() ([]byte, error) {
	if m.Currency == "" {
		return nil, errors.New("money without currency")
	}
	return []byte(strconv.Quote(fmt.Sprintf("%d.%02d %s", m.Cents/100, m.Cents%100, m.Currency))), nil
}

func (m *Money) UnmarshalJSON(b []byte) error {
	s, err := strconv.Unquote(string(b))
	if err != nil {
		return fmt.Errorf("money: want a string, got %s", b)
	}
	var units, cents int64
	var cur string
	if _, err := fmt.Sscanf(s, "%d.%d %s", &units, &cents, &cur); err != nil {
		return fmt.Errorf("money %q: %v", s, err)
	}
	m.Cents, m.Currency = units*100+cents, strings.ToUpper(cur)
	return nil
}

// compile-time checks that Money satisfies both interfaces
var (
	_ json.Marshaler   = Money{}
	_ json.Unmarshaler = (*Money)(nil)
)

// Point marshals as a two-element array, pretty-printed with the rest.
type Point struct{ X, Y int }

func (p Point) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf("[ %d, %d ]", p.X, p.Y)), nil
}

type Invoice struct {
	Number string  `json:"number"`
	Total  Money   `json:"total"`
	Tax    *Money  `json:"tax,omitempty"`
	Pin    Point   `json:"pin"`
	Lines  []Money `json:"lines"`
}

func main() {
	inv := Invoice{Number: "INV-7", Total: Money{1250, "EUR"}, Pin: Point{3, -4},
		Lines: []Money{{1000, "EUR"}, {250, "EUR"}}}
	b, err := json.Marshal(inv)
	fmt.Println(string(b), err)
	pretty, _ := json.MarshalIndent(inv, "", "  ")
	fmt.Println(string(pretty))
	_, err = json.Marshal(Invoice{Total: Money{Cents: 5}})
	fmt.Println(err)

	var back Invoice
	err = json.Unmarshal([]byte(`{"number": "INV-8", "total": "99.95 usd", "tax": "7.00 usd", "lines": ["1.5 gbp"]}`), &back)
	fmt.Println(err, back.Number, back.Total, *back.Tax, back.Lines)
	err = json.Unmarshal([]byte(`{"total": 12}`), &back)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"total": "lots"}`), &back)
	fmt.Println(err)
}
