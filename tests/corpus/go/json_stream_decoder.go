// features: json_unmarshal, struct_tags, for_forever, error_interface
// A stream of JSON values read one at a time with json.NewDecoder: Decode
// into structs, maps and any; More() inside an array; io.EOF at the end;
// DisallowUnknownFields, syntax errors and a truncated input.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

type Event struct {
	ID    int      `json:"id"`
	Kind  string   `json:"kind"`
	Tags  []string `json:"tags,omitempty"`
	Score float64  `json:"score"`
}

func main() {
	stream := `{"id":1,"kind":"login","score":1.5}
{"id":2,"kind":"view","tags":["home","promo"],"score":0.25}

  {"id":3,"kind":"logout"}`
	dec := json.NewDecoder(strings.NewReader(stream))
	total := 0.0
	for {
		var e Event
		err := dec.Decode(&e)
		if err == io.EOF {
			fmt.Println("end of stream")
			break
		}
		if err != nil {
			fmt.Println("error:", err)
			break
		}
		total += e.Score
		fmt.Printf("%+v\n", e)
	}
	fmt.Printf("total score %.2f\n", total)

	mixed := json.NewDecoder(strings.NewReader(`42 "text" [1,2,3] {"a":{"b":null}} true null`))
	for mixed.More() {
		var v any
		if err := mixed.Decode(&v); err != nil {
			fmt.Println("error:", err)
			break
		}
		fmt.Printf("%T %v\n", v, v)
	}
	var last any
	fmt.Println(errors.Is(mixed.Decode(&last), io.EOF))

	counts := map[string]int{}
	d2 := json.NewDecoder(strings.NewReader(`{"a":1,"b":2} {"c":3}`))
	for d2.More() {
		if err := d2.Decode(&counts); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(counts, len(counts))

	strict := json.NewDecoder(strings.NewReader(`{"id":7,"kind":"x","extra":true,"score":2}`))
	strict.DisallowUnknownFields()
	var e Event
	fmt.Println("strict:", strict.Decode(&e), e.ID, e.Score)

	bad := json.NewDecoder(strings.NewReader(`{"id":1} {"id":oops} {"id":3}`))
	for i := 0; i < 3; i++ {
		var ev Event
		err := bad.Decode(&ev)
		fmt.Println(i, ev.ID, err)
	}

	cut := json.NewDecoder(strings.NewReader(`[1, 2, 3] [4, 5`))
	for i := 0; i < 3; i++ {
		var xs []int
		err := cut.Decode(&xs)
		fmt.Println(xs, err, err == io.ErrUnexpectedEOF)
	}

	wrong := json.NewDecoder(strings.NewReader(`{"id":"nine","kind":"k"}`))
	var w Event
	fmt.Println(wrong.Decode(&w), w.Kind)
	var p *Event
	ptrDec := json.NewDecoder(strings.NewReader(`{"id":11,"kind":"ptr"}`))
	if err := ptrDec.Decode(&p); err == nil {
		fmt.Println(p.ID, p.Kind, ptrDec.InputOffset())
	}
}
