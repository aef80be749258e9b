// features: time_rand, strings_builder, sort_pkg, fmt_type_names, struct_equality
package main

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

type Event struct {
	Name string
	When time.Time
}

func monthGrid(year int, month time.Month) string {
	var sb strings.Builder
	first := time.Date(year, month, 1, 0, 0, 0, 0, time.UTC)
	fmt.Fprintf(&sb, "%s %d\n", month, year)
	sb.WriteString("Su Mo Tu We Th Fr Sa\n")
	offset := int(first.Weekday())
	sb.WriteString(strings.Repeat("   ", offset))
	last := first.AddDate(0, 1, -1).Day()
	for d := 1; d <= last; d++ {
		fmt.Fprintf(&sb, "%2d", d)
		if (offset+d)%7 == 0 {
			sb.WriteString("\n")
		} else if d != last {
			sb.WriteString(" ")
		}
	}
	sb.WriteString("\n")
	return sb.String()
}

func main() {
	fmt.Print(monthGrid(2026, time.February))
	fmt.Print(monthGrid(2024, time.September))
	for m := time.January; m <= time.December; m += 3 {
		d := time.Date(2025, m+1, 0, 0, 0, 0, 0, time.UTC)
		fmt.Printf("%-9v has %d days (%d) %s\n", m, d.Day(), m, d.Weekday())
	}
	events := []Event{
		{"launch", time.Unix(1700000000, 0).UTC()},
		{"review", time.UnixMilli(1699990000123).UTC()},
		{"retro", time.Date(2023, 11, 14, 22, 13, 20, 0, time.UTC)},
		{"kickoff", time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)},
	}
	sort.Slice(events, func(i, j int) bool {
		if events[i].When.Equal(events[j].When) {
			return events[i].Name < events[j].Name
		}
		return events[i].When.Before(events[j].When)
	})
	for _, e := range events {
		y, w := e.When.ISOWeek()
		fmt.Printf("%-8s %v week %d-W%02d unix=%d\n", e.Name, e.When, y, w, e.When.Unix())
	}
	fmt.Println(events[0])
	fmt.Println(events[2].When == events[3].When, events[0].When == events[1].When, events[2].When.In(time.FixedZone("X", 0)) == events[3].When)
	fmt.Printf("%v|%s|%d\n", events[1].When.Month(), events[1].When.Weekday(), events[1].When.Weekday())
	byMonth := map[time.Month]int{}
	for _, e := range events {
		byMonth[e.When.Month()]++
	}
	fmt.Println(byMonth)
	elapsed := events[len(events)-1].When.Sub(events[0].When)
	fmt.Printf("elapsed %v = %.1f days\n", elapsed, elapsed.Hours()/24)
	bad := []string{"2023-13-01", "2023-04-31", "2023-4-1", "2023-04-01x", "20230401"}
	for _, b := range bad {
		_, err := time.Parse("2006-01-02", b)
		fmt.Println(err)
	}
	loc := time.FixedZone("IST", 5*3600+1800)
	t, err := time.ParseInLocation("2006-01-02 15:04", "2024-07-01 09:00", loc)
	fmt.Println(t, err, t.UTC())
	name, off := t.Zone()
	fmt.Println(name, off, t.Location(), t.In(time.UTC).Hour())
	p, _ := time.Parse("Jan _2 15:04:05 2006 MST", "Feb  3 04:05:06 2021 PST")
	fmt.Println(p, p.Unix())
	q, _ := time.Parse(time.RFC3339Nano, "2021-02-03T04:05:06.123456789+05:30")
	fmt.Println(q, q.UnixNano(), q.UTC().Format(time.StampMicro))
	for _, v := range []string{"10:00 +03", "10:00 -0720", "10:00 GMT+3", "10:00 WITA", "10:00 CEST", "10:00 ABCDEF"} {
		z, err := time.Parse("15:04 MST", v)
		fmt.Println(z, err)
	}
	ancient := time.Date(-44, time.March, 15, 11, 30, 45, 600000000, time.UTC)
	fmt.Println(ancient, ancient.Round(time.Second), ancient.Truncate(time.Hour), ancient.Weekday())
	deadline := time.Date(2024, 12, 31, 23, 59, 59, 0, time.UTC)
	for _, d := range []time.Duration{time.Second, time.Minute, 24 * time.Hour, 7 * 24 * time.Hour} {
		fmt.Println(deadline.Add(d).Format(time.ANSIC), deadline.Truncate(d).Format(time.RFC1123Z))
	}
	fmt.Printf("%T %T %T\n", deadline, deadline.Month(), time.Second)
}
