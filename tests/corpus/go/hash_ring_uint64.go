// features: uint64_large, typed_integers, generics_partial, struct_equality, type_conversions
package main

import (
	"fmt"
	"sort"
)

// A consistent-hash ring over FNV-1a 64-bit hashes: every hash above 2^63
// must order, divide and shift as unsigned.

const (
	offset64 uint64 = 14695981039346656037
	prime64  uint64 = 1099511628211
)

func fnv1a(s string) uint64 {
	h := offset64
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= prime64
	}
	return h
}

type Ring struct {
	points []uint64
	owner  map[uint64]string
}

func NewRing(nodes []string, replicas int) *Ring {
	r := &Ring{owner: map[uint64]string{}}
	for _, n := range nodes {
		for i := 0; i < replicas; i++ {
			h := fnv1a(fmt.Sprintf("%s#%d", n, i))
			r.points = append(r.points, h)
			r.owner[h] = n
		}
	}
	sort.Slice(r.points, func(i, j int) bool { return r.points[i] < r.points[j] })
	return r
}

func (r *Ring) Lookup(key string) string {
	h := fnv1a(key)
	i := sort.Search(len(r.points), func(i int) bool { return r.points[i] >= h })
	if i == len(r.points) {
		i = 0
	}
	return r.owner[r.points[i]]
}

// A generic memo keyed by any comparable type, used with a struct key.
type Memo[K comparable, V any] struct {
	m      map[K]V
	misses int
}

func (c *Memo[K, V]) Get(k K, compute func(K) V) V {
	if v, ok := c.m[k]; ok {
		return v
	}
	c.misses++
	v := compute(k)
	c.m[k] = v
	return v
}

type cell struct{ row, col int }

func main() {
	for _, s := range []string{"", "a", "hello", "consistent hashing"} {
		h := fnv1a(s)
		fmt.Printf("%-20q %20d %016x top=%2d bucket=%d half=%t\n", s, h, h, h>>60, h%1000, h > 1<<63)
	}
	ring := NewRing([]string{"alpha", "beta", "gamma"}, 4)
	fmt.Println("points:", len(ring.points), "first < last:", ring.points[0] < ring.points[len(ring.points)-1])
	counts := map[string]int{}
	for i := 0; i < 30; i++ {
		counts[ring.Lookup(fmt.Sprintf("user-%d", i))]++
	}
	fmt.Println(counts)

	var u uint = 3
	fmt.Println(u-4 > 0, u-4, (u-4)/2, (u-4)%10, float64(u-4))
	var maxU uint64 = 1<<64 - 1
	fmt.Println(maxU/3, maxU>>1, maxU >= 1<<63, float32(maxU))

	memo := Memo[cell, int]{m: map[cell]int{}}
	paths := func(c cell) int { return 0 }
	paths = func(c cell) int {
		return memo.Get(c, func(c cell) int {
			if c.row == 0 || c.col == 0 {
				return 1
			}
			return paths(cell{c.row - 1, c.col}) + paths(cell{c.row, c.col - 1})
		})
	}
	fmt.Println("grid paths 8x8:", paths(cell{8, 8}), "computed:", memo.misses, "cached:", len(memo.m))

	third := float32(1.0 / 3)
	fmt.Println(float64(float32(0.1)), float64(third), int(float32(16777217)), float32(0.1)+float32(0.2))
}
