// features: time_rand, maps, for_range_map, fmt_verbs, fmt_type_names
package main

import (
	"fmt"
	"time"
)

type Lap struct {
	Runner string
	Time   time.Duration
}

func main() {
	ds := []time.Duration{0, 1, 999, 1000, 1500 * time.Microsecond, -2 * time.Second, 59*time.Minute + 59*time.Second + 999*time.Millisecond, 100 * time.Hour}
	for _, d := range ds {
		fmt.Printf("%v|%s|%d|%.3f|%v|%v\n", d, d, d, d.Seconds(), d.Round(time.Second), d.Truncate(time.Millisecond))
	}
	for _, s := range []string{"1.5h", "-3m20s", "250ms", "1h2m3.004005006s", "5", "3x", "", ".5s", "2µs", "1.s"} {
		d, err := time.ParseDuration(s)
		fmt.Println(s, d, err)
	}
	laps := map[string]time.Duration{"ann": 62 * time.Second, "bo": 58500 * time.Millisecond}
	fmt.Println(laps, Lap{"cy", 3 * time.Minute})
	var total time.Duration
	for _, d := range laps {
		total += d
	}
	avg := total / time.Duration(len(laps))
	fmt.Println(total, avg, avg.Milliseconds(), total.Minutes(), time.Duration(2.5*float64(time.Second)))
	fmt.Printf("%T %8v|%-8v|\n", avg, time.Second, time.Millisecond)
	time.Sleep(10 * time.Millisecond)
	neg := -1500 * time.Microsecond
	fmt.Println(neg, neg.Abs(), neg.Microseconds(), neg.Nanoseconds())
	if total > time.Minute {
		fmt.Println("over a minute by", total-time.Minute)
	}
}
