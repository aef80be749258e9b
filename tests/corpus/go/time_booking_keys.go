// features: time_rand, maps, struct_equality, fmt_verbs, sort_pkg
package main

import (
	"fmt"
	"sort"
	"time"
)

type Booking struct {
	Room string
	At   time.Time
}

func main() {
	base := time.Date(2024, 5, 1, 9, 0, 0, 0, time.UTC)
	counts := map[time.Time]int{}
	for i := 0; i < 10; i++ {
		slot := base.Add(time.Duration(i*25) * time.Minute).Truncate(time.Hour)
		counts[slot]++
	}
	counts[base.In(time.UTC)] += 100
	keys := make([]time.Time, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i].Before(keys[j]) })
	for _, k := range keys {
		fmt.Println(k.Format(time.Kitchen), counts[k])
	}
	a := Booking{"red", base}
	b := Booking{"red", base.Add(time.Hour).Add(-time.Hour)}
	c := Booking{"red", base.In(time.FixedZone("CET", 3600))}
	fmt.Println(a == b, a == c, a.At.Equal(c.At))
	seen := map[Booking]bool{a: true}
	fmt.Println(seen[b], seen[c], len(seen))
	fmt.Printf("%#v\n", c.At)
	fmt.Printf("%#v %#v\n", base, time.Date(2020, 13, 1, 0, 0, 0, 5, time.UTC))
	fmt.Printf("%#v\n%+v\n", a, b)
	fmt.Println(base.GoString() == fmt.Sprintf("%#v", base))
}
