// features: boolean_operators, time_rand, symbolic, structs, methods_value_receiver
package main

import (
	"fmt"
	"time"
)

// A cache report: an entry is served while it is younger than its TTL or
// pinned by an operator. The age comes from the wall clock, so only the
// pinned entries have an answer that does not depend on when this runs:
// && and || give a bool whatever their operands, fresh || true is true.

type Entry struct {
	Key     string
	Fetched time.Time
	TTL     time.Duration
	Pinned  bool
}

func (e Entry) Servable(now time.Time) bool {
	return now.Sub(e.Fetched) < e.TTL || e.Pinned
}

func (e Entry) Evictable(now time.Time) bool {
	return now.Sub(e.Fetched) > 24*time.Hour && !e.Pinned
}

func main() {
	fetched := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	entries := []Entry{
		{"config", fetched, time.Hour, true},
		{"feature-flags", fetched.Add(-48 * time.Hour), 5 * time.Minute, true},
		{"motd", fetched, 10 * time.Minute, true},
	}
	now := time.Now()
	for _, e := range entries {
		serve, evict := e.Servable(now), e.Evictable(now)
		fmt.Printf("%-14s pinned=%-5t servable=%-5t evictable=%t\n", e.Key, e.Pinned, serve, evict)
		fmt.Println("  as text:", fmt.Sprint(serve), !evict, serve && !evict)
	}
	count := 0
	for _, e := range entries {
		if e.Servable(now) && !e.Evictable(now) {
			count++
		}
	}
	fmt.Println("servable:", count, "of", len(entries))
}
