// features: slices_maps_cmp, runes, maps, sort_pkg, strings_pkg
package main

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

func key(w string) string {
	r := []rune(strings.ToLower(w))
	slices.Sort(r)
	return string(r)
}

func main() {
	words := strings.Fields(`listen silent enlist inlets google banana
		Tinsel stone tones notes onset Seton cat act tac dog god odg
		evil vile live veil Levi apple`)
	groups := map[string][]string{}
	for _, w := range words {
		k := key(w)
		groups[k] = append(groups[k], w)
	}
	var keys []string
	for k, g := range groups {
		if len(g) > 1 {
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := groups[keys[i]], groups[keys[j]]
		if len(a) != len(b) {
			return len(a) > len(b)
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys {
		g := groups[k]
		sorted := slices.Clone(g)
		slices.SortFunc(sorted, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
		fmt.Printf("%-8s %d %s\n", k, len(g), strings.Join(sorted, ","))
	}
	singles := []string{}
	for _, g := range groups {
		if len(g) == 1 {
			singles = append(singles, g[0])
		}
	}
	sort.Strings(singles)
	fmt.Println("no anagram:", singles)
	fmt.Println(slices.Contains(words, "veil"), slices.Index(words, "cat"), slices.Max([]int{3, 9, 2}))
	longest := slices.MaxFunc(words, func(a, b string) int { return len(a) - len(b) })
	fmt.Println("longest:", longest)
}
