// features: time_rand, methods_value_receiver, strings_builder, fmt_verbs
package main

import (
	"fmt"
	"strings"
	"time"
)

type Shift struct {
	Worker string
	Start  time.Time
	Length time.Duration
}

func (s Shift) End() time.Time { return s.Start.Add(s.Length) }

func main() {
	base := time.Date(2025, time.October, 24, 22, 0, 0, 0, time.UTC)
	roster := []Shift{
		{"ana", base, 8 * time.Hour},
		{"bo", base.Add(6 * time.Hour), 7*time.Hour + 30*time.Minute},
		{"cy", base.Add(13*time.Hour + 45*time.Minute), 9 * time.Hour},
		{"di", base.Add(-90 * time.Minute), 90*time.Minute + 15*time.Second},
	}
	total := time.Duration(0)
	for _, s := range roster {
		total += s.Length
		overnight := s.Start.Day() != s.End().Day()
		fmt.Printf("%-4s %s -> %s  %-10s overnight=%t\n", s.Worker, s.Start.Format("Mon 02 Jan 15:04"),
			s.End().Format("Mon 15:04:05"), s.Length, overnight)
	}
	fmt.Println("total:", total, "avg:", total/time.Duration(len(roster)), "hours:", total.Hours())
	for i := 0; i < len(roster); i++ {
		for j := i + 1; j < len(roster); j++ {
			a, b := roster[i], roster[j]
			if a.Start.Before(b.End()) && b.Start.Before(a.End()) {
				lo, hi := a.Start, a.End()
				if b.Start.After(lo) {
					lo = b.Start
				}
				if b.End().Before(hi) {
					hi = b.End()
				}
				fmt.Printf("overlap %s/%s: %v\n", a.Worker, b.Worker, hi.Sub(lo))
			}
		}
	}
	tokyo := time.FixedZone("JST", 9*60*60)
	ny := time.FixedZone("EST", -5*60*60)
	meeting := time.Date(2025, 3, 14, 15, 9, 26, 535897932, time.UTC)
	for _, loc := range []*time.Location{time.UTC, tokyo, ny} {
		t := meeting.In(loc)
		fmt.Printf("%-4s %s | %s\n", loc, t.Format("2006-01-02 03:04:05.000 PM -0700 MST"), t.Format(time.RFC822Z))
	}
	fmt.Println(meeting.In(tokyo))
	fmt.Println(meeting.Nanosecond(), meeting.Round(time.Millisecond).Nanosecond(), meeting.Truncate(time.Minute).Format(time.Stamp))
	formats := []string{
		"Jan _2 15:04:05.000000", "2006-01-02T15:04:05.999999999Z07:00", "06/1/2 3:4:5 pm",
		"Monday Mon January Jan 01 1 02 2 _2 002 __2", "15h04m05s .00 .99 ,000", "-07:00 -07 Z0700",
	}
	for _, f := range formats {
		fmt.Printf("%-46q %s\n", f, meeting.In(ny).Format(f))
	}
	for _, layout := range []string{time.Layout, time.UnixDate, time.RubyDate, time.RFC822, time.RFC850, time.StampMilli, time.StampNano} {
		fmt.Println(meeting.In(tokyo).Format(layout))
	}
	fmt.Println(meeting.UnixMicro(), time.UnixMicro(meeting.UnixMicro()).UTC(), time.Local.String())
	week := strings.Builder{}
	for d := 0; d < 7; d++ {
		day := meeting.AddDate(0, 0, d)
		week.WriteString(day.Weekday().String()[:3])
		week.WriteString(" ")
	}
	fmt.Println(week.String())
	durs := []time.Duration{1500 * time.Millisecond, -2*time.Hour - 3*time.Second, 999 * time.Microsecond, 36*time.Hour + 1}
	for _, d := range durs {
		fmt.Printf("%v %v %v %.2f\n", d, d.Round(time.Second), d.Truncate(time.Minute), d.Minutes())
	}
}
