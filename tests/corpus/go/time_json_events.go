// features: time_rand, json_marshal, json_unmarshal, struct_tags
package main

import (
	"encoding/json"
	"fmt"
	"time"
)

type Entry struct {
	ID    int        `json:"id"`
	When  time.Time  `json:"when"`
	Until *time.Time `json:"until,omitempty"`
}

type Deploy struct {
	Name string        `json:"name"`
	At   time.Time     `json:"at"`
	Dur  time.Duration `json:"dur"`
}

func main() {
	e := Deploy{"deploy", time.Date(2024, 5, 1, 9, 30, 0, 500, time.FixedZone("X", 7200)), 90 * time.Second}
	b, err := json.Marshal(e)
	fmt.Println(string(b), err)
	var back Deploy
	err = json.Unmarshal(b, &back)
	fmt.Println(back.Name, back.At, back.At.Equal(e.At), back.Dur, err)
	out, _ := json.MarshalIndent([]time.Time{time.Unix(0, 0).UTC()}, "", " ")
	fmt.Println(string(out))
	inputs := []string{
		`{"id":1,"when":"2023-03-04T05:06:07Z"}`,
		`{"id":2,"when":"2023-03-04T05:06:07.25-03:00"}`,
		`{"id":3,"when":null}`,
		`{"id":4,"when":"yesterday"}`,
		`{"id":5,"when":12}`,
	}
	for _, in := range inputs {
		var e Entry
		err := json.Unmarshal([]byte(in), &e)
		fmt.Println(e.ID, e.When, e.When.IsZero(), err)
	}
	far := time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)
	_, err = json.Marshal(Entry{When: far})
	fmt.Println(err)
	b, _ = json.Marshal(map[string]time.Time{"b": time.Unix(86400*365, 0).UTC(), "a": {}})
	fmt.Println(string(b))
}
