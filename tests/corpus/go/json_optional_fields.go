// features: json_marshal, json_unmarshal, pointer_to_scalar, struct_tags
package main

import (
	"encoding/json"
	"fmt"
)

// A settings patch API: optional fields are pointers, so "absent" (nil) and
// "set to the zero value" stay distinct through decode, update and encode.

type Limits struct {
	MaxUsers *int     `json:"max_users,omitempty"`
	Quota    *float64 `json:"quota,omitempty"`
}

type Settings struct {
	Name    string  `json:"name"`
	Motto   *string `json:"motto"`
	Public  *bool   `json:"public,omitempty"`
	Retries *int    `json:"retries,omitempty"`
	Limits  *Limits `json:"limits,omitempty"`
}

func ptr[T any](v T) *T { return &v }

func apply(dst *Settings, patch Settings) []string {
	var changed []string
	if patch.Motto != nil {
		dst.Motto = patch.Motto
		changed = append(changed, "motto")
	}
	if patch.Public != nil {
		dst.Public = patch.Public
		changed = append(changed, "public")
	}
	if patch.Retries != nil {
		if dst.Retries == nil {
			dst.Retries = new(int)
		}
		*dst.Retries += *patch.Retries
		changed = append(changed, "retries")
	}
	return changed
}

func show(label string, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		fmt.Println(label, "error:", err)
		return
	}
	fmt.Println(label, string(b))
}

func main() {
	var s Settings
	err := json.Unmarshal([]byte(`{"name":"core","motto":null,"retries":2,"limits":{"max_users":10}}`), &s)
	fmt.Println("decode:", err, s.Motto == nil, s.Public == nil, *s.Retries, *s.Limits.MaxUsers, s.Limits.Quota == nil)
	show("loaded:", s)

	*s.Retries++
	*s.Limits.MaxUsers *= 3
	s.Limits.Quota = ptr(0.0)
	show("bumped:", s)

	var patch Settings
	_ = json.Unmarshal([]byte(`{"motto":"ship it","public":false,"retries":5}`), &patch)
	fmt.Println("changed:", apply(&s, patch))
	show("patched:", s)
	fmt.Println("public set to false, not absent:", s.Public != nil && !*s.Public)

	counter := new(int)
	bump := func(by int) { *counter += by }
	for i := 1; i <= 4; i++ {
		bump(i)
	}
	alias := counter
	*alias *= 10
	other := new(int)
	fmt.Println(*counter, *alias, alias == counter, other == counter, *other)

	names := []*string{ptr("a"), nil, ptr("")}
	show("names:", names)
	var back []*string
	_ = json.Unmarshal([]byte(`["x", null, "z"]`), &back)
	fmt.Println(len(back), *back[0], back[1] == nil, *back[2])
	show("empty:", Settings{Name: "blank"})
}
