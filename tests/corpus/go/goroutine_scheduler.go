// features: goroutines, channels, select_statement, sync_pkg, range_over_channel, closures, for_clause
package main

import (
	"fmt"
	"sort"
	"sync"
)

type result struct{ n, sum int }

func worker(jobs <-chan []int, results chan<- result, wg *sync.WaitGroup) {
	defer wg.Done()
	for job := range jobs {
		s := 0
		for _, v := range job {
			s += v
		}
		results <- result{len(job), s}
	}
}

func producer(n int, out chan<- int) {
	for i := 1; i <= n; i++ {
		out <- i * i
	}
	close(out)
}

func main() {
	// workers started before their jobs exist, fed through a buffered channel
	jobs := make(chan []int, 2)
	results := make(chan result, 10)
	var wg sync.WaitGroup
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go worker(jobs, results, &wg)
	}
	for i := 1; i <= 5; i++ {
		job := make([]int, i)
		for j := range job {
			job[j] = j * i
		}
		jobs <- job
	}
	close(jobs)
	wg.Wait()
	close(results)
	var all []result
	for r := range results {
		all = append(all, r)
	}
	sort.Slice(all, func(a, b int) bool { return all[a].n < all[b].n })
	fmt.Println(all)

	// an unbuffered pipeline: each send waits for its receiver
	squares := make(chan int)
	go producer(4, squares)
	total := 0
	for v := range squares {
		total += v
		fmt.Print(v, " ")
	}
	fmt.Println("total", total)

	// per-iteration loop variables seen by goroutines, a mutex-guarded sum
	var mu sync.Mutex
	sum := 0
	var wg2 sync.WaitGroup
	for i := 0; i < 10; i++ {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			mu.Lock()
			sum += i
			mu.Unlock()
		}()
	}
	wg2.Wait()
	fmt.Println("sum", sum)

	// ping-pong between two goroutines, main waits on done
	ping, pong, done := make(chan string), make(chan string), make(chan bool)
	go func() {
		for m := range ping {
			pong <- m + "!"
		}
		close(pong)
	}()
	go func() {
		for m := range pong {
			fmt.Println("got", m)
		}
		done <- true
	}()
	for _, w := range []string{"a", "b", "c"} {
		ping <- w
	}
	close(ping)
	<-done

	// select: a ready case, then the default, then a value from a goroutine
	data := make(chan int, 1)
	quit := make(chan struct{})
	data <- 42
	for k := 0; k < 2; k++ {
		select {
		case v := <-data:
			fmt.Println("data", v)
		case <-quit:
			fmt.Println("quit")
		default:
			fmt.Println("nothing ready")
		}
	}
	go func() { close(quit) }()
	select {
	case v, ok := <-data:
		fmt.Println("data again", v, ok)
	case _, ok := <-quit:
		fmt.Println("quit closed", !ok)
	}
}
