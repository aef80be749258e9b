// features: json_unmarshal, struct_tags, embedded_structs, pointers, maps, arrays, empty_interface, errors_pkg, fmt_printf
package main

import (
	"encoding/json"
	"fmt"
	"sort"
)

type Level int

type Limits struct {
	MaxConns int     `json:"max_conns"`
	Ratio    float64 `json:"ratio"`
	Burst    uint8   `json:"burst"`
}

type Meta struct {
	Owner   string `json:"owner"`
	Version int    `json:"version"`
}

type Service struct {
	Meta
	Name     string            `json:"name"`
	Port     int               `json:"port"`
	Enabled  bool              `json:"enabled"`
	Hosts    []string          `json:"hosts"`
	Labels   map[string]string `json:"labels,omitempty"`
	Limits   *Limits           `json:"limits,omitempty"`
	Level    Level             `json:"level"`
	Weights  map[int]float64   `json:"weights"`
	Secret   string            `json:"-"`
	Coords   [3]int            `json:"coords"`
	internal int
}

func load(name, src string) {
	var svc Service
	svc.Secret = "keep"
	err := json.Unmarshal([]byte(src), &svc)
	if err != nil {
		fmt.Printf("%s: error: %v\n", name, err)
	}
	fmt.Printf("%s: %s port=%d enabled=%v hosts=%v (%d) level=%d secret=%s\n", name, svc.Name, svc.Port, svc.Enabled, svc.Hosts, len(svc.Hosts), svc.Level, svc.Secret)
	fmt.Printf("  owner=%q v%d coords=%v\n", svc.Owner, svc.Version, svc.Coords)
	if svc.Limits != nil {
		fmt.Printf("  limits: %+v\n", *svc.Limits)
	}
	keys := make([]string, 0, len(svc.Labels))
	for k := range svc.Labels {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("  label %s=%s\n", k, svc.Labels[k])
	}
	if len(svc.Weights) > 0 {
		fmt.Println("  weights:", svc.Weights)
	}
}

func main() {
	load("full", `{
		"name": "api", "port": 8080, "enabled": true,
		"hosts": ["a.example", "b.example"],
		"labels": {"tier": "web", "zone": "eu"},
		"limits": {"max_conns": 100, "ratio": 0.75, "burst": 12},
		"level": 3, "weights": {"1": 0.5, "10": 2},
		"owner": "ops", "version": 7, "Secret": "leak", "coords": [1, 2],
		"unknown": {"deep": [1, 2, 3]}
	}`)
	load("caseless", `{"NAME": "db", "Port": 5432, "HOSTS": [], "Enabled": false}`)
	load("nulls", `{"name": null, "hosts": null, "limits": null, "port": 1}`)
	load("badtype", `{"name": "x", "port": "eighty", "enabled": true}`)
	load("nested", `{"name": "y", "limits": {"max_conns": 1.5, "ratio": 1}}`)
	load("overflow", `{"limits": {"burst": 300}}`)
	load("mapkey", `{"weights": {"one": 1}}`)
	load("syntax", `{"name": "z", "port": 80,}`)
	load("truncated", `{"name": "z", "hosts": ["a"`)
	load("array", `[1, 2]`)

	var nums []int
	fmt.Println(json.Unmarshal([]byte(`[3, 1, 2]`), &nums), nums)
	var counts map[string]int
	fmt.Println(json.Unmarshal([]byte(`{"b": 2, "a": 1}`), &counts), counts, counts["zzz"])
	var anything any
	json.Unmarshal([]byte(`{"list": [1, "two", false, null, {"k": 1e3}], "n": -2.5}`), &anything)
	fmt.Println(anything)
	obj := anything.(map[string]any)
	for _, x := range obj["list"].([]any) {
		fmt.Printf("%T ", x)
	}
	fmt.Println()
	var s string
	fmt.Println(json.Unmarshal([]byte(`"tab\there \u00e9 \ud83d\ude00 \"q\""`), &s), s)
	for _, bad := range []string{``, `tru`, `nul1`, `{"a" 1}`, `[1 2]`, `{1: 2}`, `01`, `-x`, `1.`, `1e+`, `"a\qb"`, "\"a\nb\"", `{} {}`, `'x'`} {
		var v any
		err := json.Unmarshal([]byte(bad), &v)
		fmt.Printf("%-10q valid=%-5v %v\n", bad, json.Valid([]byte(bad)), err)
	}
	var ptrs []*Limits
	fmt.Println(json.Unmarshal([]byte(`[{"ratio": 1.5}, null, {"max_conns": 2}]`), &ptrs), len(ptrs), ptrs[0].Ratio, ptrs[1] == nil, ptrs[2].MaxConns)
	lim := &Limits{MaxConns: 9, Ratio: 9}
	fmt.Println(json.Unmarshal([]byte(`{"ratio": 0.25}`), lim), *lim)
	var n int
	fmt.Println(json.Unmarshal([]byte(`true`), &n), n)
	fmt.Println(json.Unmarshal([]byte(`{"a": [1, {"b": "x"}]}`), &nums))
}
