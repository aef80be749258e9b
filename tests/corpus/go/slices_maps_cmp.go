// features: slices_maps_cmp, strings_pkg, errors_pkg, unicode, fmt_println_maps
package main

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"
)

type Point struct{ X, Y int }

func main() {
	ints := []int{5, 3, 8, 1, 9, 2}
	s2 := slices.Clone(ints)
	slices.Sort(s2)
	fmt.Println(s2, ints, slices.Contains(ints, 8), slices.Index(ints, 9), slices.Index(ints, 7))
	idx, found := slices.BinarySearch(s2, 5)
	fmt.Println(idx, found, slices.Max(ints), slices.Min(ints))
	words := []string{"banana", "kiwi", "apple", "cherry", "fig"}
	slices.SortFunc(words, func(a, b string) int { return cmp.Compare(len(a), len(b)) })
	fmt.Println(words)
	slices.SortStableFunc(words, func(a, b string) int { return strings.Compare(a[:1], b[:1]) })
	slices.Reverse(words)
	fmt.Println(words, slices.IndexFunc(words, func(w string) bool { return strings.HasPrefix(w, "c") }))
	fmt.Println(slices.ContainsFunc(ints, func(v int) bool { return v > 8 }), slices.Equal(ints, s2))
	fmt.Println(slices.Insert([]int{1, 4}, 1, 2, 3), slices.Delete([]int{0, 1, 2, 3}, 1, 3), slices.Compact([]int{1, 1, 2, 2, 2, 3, 1}))
	m := map[string]int{"z": 26, "a": 1, "m": 13}
	keys := slices.Collect(maps.Keys(m))
	slices.Sort(keys)
	fmt.Println(keys, slices.Sorted(maps.Values(m)))
	fmt.Println(min(3, 1, 2), max(2.5, 1), min("b", "a"), cmp.Less(1, 2))
	before, after, ok := strings.Cut("key=value", "=")
	fmt.Println(before, after, ok)
	_, _, ok = strings.Cut("novalue", "=")
	rest, ok2 := strings.CutPrefix("v1.2.3", "v")
	base, ok3 := strings.CutSuffix("main.go", ".rs")
	fmt.Println(ok, rest, ok2, base, ok3, strings.ToTitle("go"))
	joined := errors.Join(errors.New("disk full"), nil, errors.New("retry later"))
	fmt.Println(joined)
	fmt.Println(errors.Join(nil, nil) == nil)
	letters := strings.FieldsFunc("naïve café — déjà vu!", func(r rune) bool { return !unicode.IsLetter(r) })
	fmt.Println(len(letters), letters)
	grid := map[Point]string{{1, 2}: "a", {0, 5}: "b", {1, 0}: "c"}
	fmt.Println(grid)
}
