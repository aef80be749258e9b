// features: time_rand, structs, sort_pkg, fmt_printf, typed_constants
package main

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

type Job struct {
	Name string
	Dur  time.Duration
}

func main() {
	jobs := []Job{
		{"compile", 90 * time.Second},
		{"test", 2*time.Minute + 15*time.Second},
		{"lint", 1500 * time.Millisecond},
		{"deploy", time.Hour + 30*time.Minute},
		{"ping", 250 * time.Microsecond},
		{"noop", 0},
	}
	sort.Slice(jobs, func(i, j int) bool { return jobs[i].Dur < jobs[j].Dur })
	var total time.Duration
	for _, j := range jobs {
		total += j.Dur
		fmt.Printf("%-8s %12v %8.2fs\n", j.Name, j.Dur, j.Dur.Seconds())
	}
	fmt.Println("total:", total, total.Minutes(), total.Round(time.Minute), total.Truncate(time.Hour))
	fmt.Println(time.Duration(1234567), time.Duration(999), 3*time.Millisecond/2)
	d, err := time.ParseDuration("1h15m30.5s")
	fmt.Println(d, err, int64(d/time.Second), d.Hours())
	_, err = time.ParseDuration("abc")
	fmt.Println(err)
	fmt.Println(strings.Repeat("-", 10), jobs[0])
	fmt.Printf("%d %s %v\n", time.Second, time.Second, []time.Duration{time.Millisecond, 2 * time.Hour})
}
