// features: slices, append, make_slice, slice_expressions, for_clause, if_statement, fmt_printf
package main

import "fmt"

type Event struct {
	At   int
	Host string
}

// merge two time-ordered logs; each branch appends to the same result
func merge(a, b []Event) []Event {
	out := make([]Event, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if a[i].At <= b[j].At {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, b[j])
			j++
		}
	}
	out = append(out, a[i:]...)
	out = append(out, b[j:]...)
	return out
}

func gen(host string, n, seed, step int) []Event {
	var evs []Event
	t := seed
	for k := 0; k < n; k++ {
		t += 1 + (t*7+k)%step
		evs = append(evs, Event{t, host})
	}
	return evs
}

func main() {
	web := gen("web", 30000, 3, 11)
	db := gen("db", 25000, 5, 13)
	all := merge(web, db)
	fmt.Println(len(all), cap(all) >= len(all))
	ok := true
	for k := 1; k < len(all); k++ {
		if all[k-1].At > all[k].At {
			ok = false
		}
	}
	fmt.Println("ordered:", ok)
	counts := map[string]int{}
	var gaps []int
	for k := 1; k < len(all); k++ {
		counts[all[k].Host]++
		if d := all[k].At - all[k-1].At; d > 10 {
			gaps = append(gaps, d)
		} else if d == 0 {
			gaps = append(gaps, -1)
		}
	}
	fmt.Println(counts["web"], counts["db"], len(gaps))
	fmt.Printf("first %v last %v\n", all[0], all[len(all)-1])
	head := all[:3]
	alias := head
	head = append(head, Event{-1, "x"}) // within capacity: writes all[3]
	fmt.Println(len(alias), len(head), all[3].Host)
}
