// features: time_rand, maps, switch_tagless, pointers, fmt_printf
package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"time"
)

type Punch struct {
	Who      string
	In, Out  time.Time
	Overtime bool
}

const sheet = `alice 2024-12-23 08:58 2024-12-23 17:31
bob   2024-12-23 10:15 2024-12-23 19:02
alice 2024-12-24 09:01 2024-12-24 13:00
carol 2024-12-27 22:00 2024-12-28 06:30
bob   2024-12-28 07:45 2024-12-28 12:15
alice 2024-12-30 08:30 2024-12-30 18:45
carol 2024-12-31 23:30 2025-01-01 04:00`

func holiday(t time.Time) bool {
	switch {
	case t.Month() == time.December && (t.Day() == 25 || t.Day() == 26):
		return true
	case t.Month() == time.January && t.Day() == 1:
		return true
	}
	return false
}

func main() {
	var punches []Punch
	for _, line := range strings.Split(sheet, "\n") {
		f := strings.Fields(line)
		in, err1 := time.Parse("2006-01-02 15:04", f[1]+" "+f[2])
		out, err2 := time.Parse("2006-01-02 15:04", f[3]+" "+f[4])
		if err1 != nil || err2 != nil {
			fmt.Fprintln(os.Stderr, "bad line:", line)
			continue
		}
		punches = append(punches, Punch{Who: f[0], In: in, Out: out})
	}
	totals := map[string]time.Duration{}
	byDay := map[time.Weekday]time.Duration{}
	for i := range punches {
		p := &punches[i]
		worked := p.Out.Sub(p.In)
		if worked > 8*time.Hour {
			p.Overtime = true
		}
		totals[p.Who] += worked
		byDay[p.In.Weekday()] += worked
		tag := ""
		switch p.In.Weekday() {
		case time.Saturday, time.Sunday:
			tag = " weekend"
		}
		if holiday(p.In) || holiday(p.Out) {
			tag += " holiday"
		}
		fmt.Printf("%-6s %s  %s-%s  %6s%s\n", p.Who, p.In.Format("Mon Jan 2"), p.In.Format("15:04"), p.Out.Format("15:04"),
			worked.Round(time.Minute).String(), tag)
	}
	names := make([]string, 0, len(totals))
	for n := range totals {
		names = append(names, n)
	}
	sort.Strings(names)
	rate := 42.5
	for _, n := range names {
		d := totals[n]
		pay := d.Hours() * rate
		fmt.Printf("%-6s %-9v %7.2f EUR\n", n, d, pay)
	}
	for d := time.Sunday; d <= time.Saturday; d++ {
		if byDay[d] > 0 {
			fmt.Printf("%-9s %v\n", d, byDay[d])
		}
	}
	start := time.Date(2024, 12, 23, 0, 0, 0, 0, time.UTC)
	end := start.AddDate(0, 0, 10)
	var days []string
	for day := start; day.Before(end); day = day.AddDate(0, 0, 1) {
		mark := "."
		for _, p := range punches {
			if p.In.YearDay() == day.YearDay() && p.In.Year() == day.Year() {
				mark = strings.ToUpper(p.Who[:1])
				break
			}
		}
		days = append(days, day.Format("02")+mark)
	}
	fmt.Println(strings.Join(days, " "))
	shift := time.Duration(float64(time.Hour) * 7.75)
	fmt.Println(shift, shift.Truncate(time.Hour), time.Duration(2.5*float64(time.Minute)))
	cutoff := time.Date(2024, time.December, 28, 0, 0, 0, 0, time.UTC)
	late := 0
	for _, p := range punches {
		if !p.In.Before(cutoff) {
			late++
		}
	}
	fmt.Printf("%d of %d punches on/after %s; overtime: ", late, len(punches), cutoff.Format("January 2"))
	for _, p := range punches {
		if p.Overtime {
			fmt.Print(p.Who, "@", p.In.Format("01/02"), " ")
		}
	}
	fmt.Println()
}
