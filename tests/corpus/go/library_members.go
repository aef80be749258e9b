// features: strings_pkg, strings_builder, strconv, sort_pkg, math_pkg, unicode, sync_pkg
package main

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

type Cache struct {
	mu   sync.RWMutex
	data map[string]int
}

func (c *Cache) Get(k string) int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.data[k]
}

func main() {
	fmt.Println(strings.IndexRune("chicken", 'k'), strings.TrimLeftFunc("123abc", unicode.IsDigit), strings.TrimRightFunc("abc123", unicode.IsDigit))
	var sb strings.Builder
	sb.Grow(16)
	sb.WriteString("draft")
	sb.Reset()
	sb.WriteString("final")
	fmt.Println(sb.String(), strconv.FormatBool(true), strconv.FormatFloat(2.5, 'f', 3, 64))
	xs := []int{1, 3, 5, 7, 9}
	fmt.Println(sort.IntsAreSorted(xs), sort.StringsAreSorted([]string{"b", "a"}), sort.Search(len(xs), func(i int) bool { return xs[i] >= 6 }))
	fmt.Printf("%.4f %.4f %.4f %.4f %.4f\n", math.Atan(1), math.Atan2(1, 1), math.Cbrt(27), math.Cos(0), math.Exp(1))
	fmt.Printf("%.4f %.4f %.4f %.4f\n", math.Log10(1000), math.Log2(8), math.Sin(0), math.Tan(0))
	fmt.Println(math.IsInf(math.Inf(-1), -1), math.IsNaN(math.NaN()))
	fmt.Println(unicode.IsLower('a'), unicode.IsNumber('7'), unicode.IsPunct('!'), unicode.IsPunct('a'))
	c := &Cache{data: map[string]int{"a": 1}}
	fmt.Println(c.Get("a"), c.Get("b"))
}
