// features: time_rand, goroutines, channels, select_statement, sync_pkg
package main

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
)

// A fetcher with per-request timeouts: each fake backend answers after its
// own latency; time.Sleep orders the goroutines and time.After bounds the wait.

type backend struct {
	name    string
	latency time.Duration
}

func fetch(b backend) <-chan string {
	ch := make(chan string, 1)
	go func() {
		time.Sleep(b.latency)
		ch <- strings.ToUpper(b.name)
	}()
	return ch
}

func fetchWithTimeout(b backend, limit time.Duration) (string, error) {
	select {
	case v := <-fetch(b):
		return v, nil
	case <-time.After(limit):
		return "", fmt.Errorf("%s: no answer within %v", b.name, limit)
	}
}

func main() {
	backends := []backend{{"alpha", 30 * time.Millisecond}, {"beta", 250 * time.Millisecond}, {"gamma", 90 * time.Millisecond}}
	for _, b := range backends {
		v, err := fetchWithTimeout(b, 100*time.Millisecond)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println("ok:", v)
	}

	// finishing order follows the sleeps, not the start order
	var mu sync.Mutex
	var finished []string
	var wg sync.WaitGroup
	for i, b := range backends {
		wg.Add(1)
		go func(i int, b backend) {
			defer wg.Done()
			time.Sleep(b.latency)
			mu.Lock()
			finished = append(finished, fmt.Sprintf("%d:%s", i, b.name))
			mu.Unlock()
		}(i, b)
	}
	wg.Wait()
	fmt.Println("finished:", strings.Join(finished, " "))

	// a polling loop with a deadline
	deadline := time.After(120 * time.Millisecond)
	polls := 0
poll:
	for {
		select {
		case <-deadline:
			break poll
		default:
			time.Sleep(25 * time.Millisecond)
			polls++
		}
	}
	fmt.Println("polls before the deadline:", polls)

	// the main goroutine sleeps too: a producer runs meanwhile
	events := make(chan int, 10)
	go func() {
		for i := 1; i <= 4; i++ {
			time.Sleep(10 * time.Millisecond)
			events <- i * i
		}
		close(events)
	}()
	time.Sleep(25 * time.Millisecond)
	fmt.Println("buffered after 25ms:", len(events))
	var got []int
	for e := range events {
		got = append(got, e)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(got)))
	fmt.Println(got, time.Duration(1500)*time.Microsecond)
}
