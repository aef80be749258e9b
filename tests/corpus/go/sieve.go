// features: make_slice, slices, for_clause, append
package main

import "fmt"

func sieve(limit int) []int {
	composite := make([]bool, limit+1)
	primes := []int{}
	for i := 2; i <= limit; i++ {
		if composite[i] {
			continue
		}
		primes = append(primes, i)
		for j := i * i; j <= limit; j += i {
			composite[j] = true
		}
	}
	return primes
}

func main() {
	fmt.Println(sieve(1))
	fmt.Println(sieve(2))
	fmt.Println(sieve(10))
	fmt.Println(sieve(13))
	ps := sieve(1000)
	fmt.Println(len(ps), ps[len(ps)-1], cap(ps) >= len(ps))
}
