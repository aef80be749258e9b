// features: time_rand, structs, methods_value_receiver, fmt_printf, for_range
package main

import (
	"fmt"
	"time"
)

type Subscription struct {
	Customer string
	Start    time.Time
	Months   int
}

func nextBusinessDay(t time.Time) time.Time {
	for t.Weekday() == time.Saturday || t.Weekday() == time.Sunday {
		t = t.AddDate(0, 0, 1)
	}
	return t
}

func main() {
	subs := []Subscription{
		{"acme", time.Date(2024, time.January, 31, 9, 30, 0, 0, time.UTC), 4},
		{"globex", time.Date(2023, time.February, 28, 0, 0, 0, 0, time.UTC), 3},
		{"initech", time.Date(2024, time.December, 15, 23, 59, 59, 0, time.UTC), 2},
	}
	for _, s := range subs {
		fmt.Printf("%s starts %s (%s, day %d of year)\n", s.Customer, s.Start.Format("2006-01-02 15:04"), s.Start.Weekday(), s.Start.YearDay())
		for i := 1; i <= s.Months; i++ {
			due := s.Start.AddDate(0, i, 0)
			pay := nextBusinessDay(due)
			note := ""
			if !pay.Equal(due) {
				note = fmt.Sprintf(" (moved from %s)", due.Format("Mon Jan _2"))
			}
			fmt.Printf("  invoice %d: %s%s\n", i, pay.Format("Monday, January 2, 2006"), note)
		}
		end := s.Start.AddDate(0, s.Months, 0)
		days := int(end.Sub(s.Start).Hours() / 24)
		fmt.Printf("  term: %d days, ends %v\n", days, end)
	}
	leap := time.Date(2024, 2, 29, 12, 0, 0, 0, time.UTC)
	fmt.Println("leap +1y:", leap.AddDate(1, 0, 0).Format(time.DateOnly))
	fmt.Println("leap -1m:", leap.AddDate(0, -1, 0).Format(time.DateOnly))
	norm := time.Date(2023, 14, 35, 25, 61, 0, 0, time.UTC)
	fmt.Println("normalized:", norm)
	y, m, d := norm.Date()
	h, mi, sec := norm.Clock()
	fmt.Println(y, m, d, h, mi, sec, int(m))
	fmt.Println(time.March, time.Saturday, time.Month(13), time.Weekday(9))
	var zero time.Time
	fmt.Println(zero.IsZero(), zero, zero.Year(), zero.Weekday())
	fmt.Println(leap.Before(norm), leap.After(norm), norm.Compare(leap), leap.Compare(leap))
}
