// features: goroutines, channels, sync_pkg, range_over_channel, closures, sort_pkg, make_slice, maps, defer
package main

import (
	"fmt"
	"sort"
	"sync"
)

type Job struct {
	ID int
	N  int
}
type Result struct {
	JobID  int
	Primes int
	Worker int
}

func countPrimes(n int) int {
	sieve := make([]bool, n+1)
	c := 0
	for i := 2; i <= n; i++ {
		if !sieve[i] {
			c++
			for j := i * i; j <= n; j += i {
				sieve[j] = true
			}
		}
	}
	return c
}

func main() {
	jobs := make(chan Job)
	results := make(chan Result, 10)
	var wg sync.WaitGroup
	var mu sync.Mutex
	processed := map[int]int{}
	for w := 1; w <= 3; w++ {
		wg.Add(1)
		go func(id int) {
			defer wg.Done()
			for j := range jobs {
				r := Result{j.ID, countPrimes(j.N), id}
				mu.Lock()
				processed[id]++
				mu.Unlock()
				results <- r
			}
		}(w)
	}
	go func() {
		for i, n := range []int{10, 100, 1000, 5000, 50, 2, 0, 7919} {
			jobs <- Job{i, n}
		}
		close(jobs)
	}()
	go func() {
		wg.Wait()
		close(results)
	}()
	var all []Result
	for r := range results {
		all = append(all, r)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].JobID < all[j].JobID })
	total := 0
	for _, r := range all {
		fmt.Printf("job %d: %d primes\n", r.JobID, r.Primes)
		total += r.Primes
	}
	sum := 0
	for _, c := range processed {
		sum += c
	}
	fmt.Println("total primes:", total, "jobs processed:", sum)
}
