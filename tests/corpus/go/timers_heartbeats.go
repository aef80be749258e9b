// features: time_rand, goroutines, channels, select_statement, sync_pkg, labeled_statements, range_over_channel
package main

import (
	"fmt"
	"sync"
	"time"
)

// A job runner that reports heartbeats on a ticker, gives up on slow jobs
// with a timer and schedules clean-up with AfterFunc; every duration is on
// the program's clock, so the order of events is fixed.

type Monitor struct {
	ticker *time.Ticker
	beats  int
}

var alerts = make(chan string)

func raiseAlert() { alerts <- "disk check overdue" }

func runJob(name string, steps int, step time.Duration, out chan<- string) {
	for i := 1; i <= steps; i++ {
		time.Sleep(step)
		out <- fmt.Sprintf("%s step %d", name, i)
	}
	close(out)
}

func main() {
	warmup := time.NewTimer(50 * time.Millisecond)
	<-warmup.C
	fmt.Println("warm-up done")

	retry := time.NewTimer(time.Second)
	fmt.Println("cancel retry:", retry.Stop())
	fmt.Println("cancel again:", retry.Stop())
	fmt.Println("re-arm:", retry.Reset(10*time.Millisecond))
	<-retry.C
	fmt.Println("retry fired")

	heartbeat := time.NewTicker(10 * time.Millisecond)
	n := 0
	for range heartbeat.C {
		n++
		fmt.Println("heartbeat", n)
		if n == 3 {
			heartbeat.Stop()
			break
		}
	}

	m := &Monitor{ticker: time.NewTicker(5 * time.Millisecond)}
	for i := 0; i < 4; i++ {
		<-m.ticker.C
		m.beats++
	}
	m.ticker.Stop()
	fmt.Println("monitor beats:", m.beats)

	done := make(chan string)
	time.AfterFunc(20*time.Millisecond, func() { done <- "cache flushed" })
	fmt.Println(<-done)
	time.AfterFunc(5*time.Millisecond, raiseAlert)
	fmt.Println("alert:", <-alerts)

	var wg sync.WaitGroup
	var mu sync.Mutex
	order := []string{}
	wg.Add(3)
	for _, job := range []struct {
		name  string
		delay time.Duration
	}{{"compact", 30 * time.Millisecond}, {"rotate-logs", 10 * time.Millisecond}, {"vacuum", 20 * time.Millisecond}} {
		job := job
		time.AfterFunc(job.delay, func() {
			mu.Lock()
			order = append(order, job.name)
			mu.Unlock()
			wg.Done()
		})
	}
	wg.Wait()
	fmt.Println("maintenance order:", order)

	never := time.AfterFunc(time.Hour, func() { fmt.Println("should not run") })
	fmt.Println("cancelled nightly job:", never.Stop())

	timeout := time.After(35 * time.Millisecond)
	poll := time.Tick(10 * time.Millisecond)
	polls := 0
wait:
	for {
		select {
		case <-poll:
			polls++
		case <-timeout:
			break wait
		}
	}
	fmt.Println("polls before timeout:", polls)

	for _, limit := range []time.Duration{100 * time.Millisecond, 40 * time.Millisecond} {
		results := make(chan string)
		go runJob("backup", 3, 15*time.Millisecond, results)
		deadline := time.NewTimer(limit)
		got := 0
	collect:
		for {
			select {
			case r, ok := <-results:
				if !ok {
					fmt.Println("finished", got, "steps within", limit)
					deadline.Stop()
					break collect
				}
				got++
				fmt.Println(" ", r)
			case <-deadline.C:
				fmt.Println("deadline", limit, "hit after", got, "steps")
				for range results {
				}
				break collect
			}
		}
	}
}
