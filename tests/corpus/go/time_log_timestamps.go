// features: time_rand, sort_pkg, strings_pkg, maps, multiple_returns
package main

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

const logData = `2024-03-10T08:15:30Z INFO server started
2024-03-10T08:15:31.250Z DEBUG config loaded
2024-03-10T09:02:07+02:00 WARN disk nearly full
2024-03-10T08:47:59.999Z ERROR request failed
not-a-date INFO garbage line
2024-03-10T10:00:00Z INFO hourly checkpoint
2024-03-10T07:59:00-05:00 INFO remote node joined`

type entry struct {
	at    time.Time
	level string
	msg   string
}

func main() {
	var entries []entry
	for _, line := range strings.Split(logData, "\n") {
		parts := strings.SplitN(line, " ", 3)
		t, err := time.Parse(time.RFC3339, parts[0])
		if err != nil {
			fmt.Println("skip:", err)
			continue
		}
		entries = append(entries, entry{t.UTC(), parts[1], parts[2]})
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].at.Before(entries[j].at) })
	first := entries[0].at
	buckets := map[string]int{}
	for _, e := range entries {
		since := e.at.Sub(first)
		bucket := e.at.Truncate(time.Hour).Format("15:04")
		buckets[bucket]++
		fmt.Printf("%-24s +%-12v %-5s %s\n", e.at.Format(time.RFC3339Nano), since, e.level, e.msg)
	}
	keys := make([]string, 0, len(buckets))
	for k := range buckets {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%s %s\n", k, strings.Repeat("#", buckets[k]))
	}
	last := entries[len(entries)-1].at
	fmt.Println("span:", last.Sub(first), "unix:", first.Unix(), last.UnixMilli())
	fmt.Println("rounded:", entries[1].at.Round(time.Second).Format(time.TimeOnly), entries[3].at.Round(time.Minute).Format(time.Kitchen))
	back := time.Unix(first.Unix(), 0).UTC()
	fmt.Println("roundtrip:", back.Equal(first), back)
	layouts := []struct{ layout, value string }{
		{time.DateTime, "2023-11-05 14:30:00"},
		{time.DateOnly, "2023-02-30"},
		{"Jan 2, 2006", "Jul 4, 1976"},
		{"02/01/2006 3:04PM", "25/12/2022 7:45PM"},
		{time.Kitchen, "11:07AM"},
		{"2006-01-02 15:04:05", "2021-06-01 24:00:00"},
		{time.RFC1123, "Mon, 02 Jan 2006 15:04:05 UTC"},
	}
	for _, l := range layouts {
		t, err := time.Parse(l.layout, l.value)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(t.Format("2006-01-02T15:04:05 Mon"), t.YearDay())
	}
}
