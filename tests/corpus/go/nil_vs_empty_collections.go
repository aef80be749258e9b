// features: nil, slices, maps, make_slice, append, struct_value_semantics, json_unmarshal
package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

type Cache struct {
	hits  map[string]int
	order []string
}

func find(xs []int, target int) []int {
	var idx []int
	for i, x := range xs {
		if x == target {
			idx = append(idx, i)
		}
	}
	return idx
}

func none() []string { return nil }

func main() {
	var a []int
	b := []int{}
	c := make([]int, 0)
	fmt.Println(a == nil, b == nil, c == nil, len(a), len(b))
	a = append(a, 1)
	fmt.Println(a == nil, a[:0] == nil)
	a = nil
	fmt.Println(a == nil, a != nil)
	fmt.Println(find([]int{1, 2, 1}, 1), find([]int{1, 2}, 3) == nil, none() == nil)
	grid := make([][]int, 3)
	grid[1] = []int{}
	grid[2] = append(grid[2], 7)
	for i, row := range grid {
		fmt.Println(i, row == nil, len(row))
	}
	var m map[string]int
	n := map[string]int{}
	fmt.Println(m == nil, n == nil, len(m), m["x"])
	var cache Cache
	fmt.Println(cache.hits == nil, cache.order == nil)
	cache.hits = make(map[string]int)
	cache.order = append(cache.order, "k")
	fmt.Println(cache.hits == nil, cache.order == nil)
	nested := map[string][]string{"a": {}}
	fmt.Println(nested["a"] == nil, nested["b"] == nil)
	var fromJSON struct {
		Tags  []string       `json:"tags"`
		Empty []string       `json:"empty"`
		Null  []string       `json:"null"`
		Attrs map[string]int `json:"attrs"`
	}
	json.Unmarshal([]byte(`{"tags": ["x"], "empty": [], "null": null, "attrs": {}}`), &fromJSON)
	fmt.Println(fromJSON.Tags == nil, fromJSON.Empty == nil, fromJSON.Null == nil, fromJSON.Attrs == nil)
	out, _ := json.Marshal(fromJSON)
	fmt.Println(string(out))
	fields := strings.Fields("   ")
	fmt.Println(fields == nil, len(fields))
	dp := make([][]int, 4)
	dp[0] = []int{}
	for amt := 1; amt < 4; amt++ {
		if dp[amt-1] != nil {
			dp[amt] = append([]int{1}, dp[amt-1]...)
		}
	}
	fmt.Println(dp, dp[3] == nil)
}
