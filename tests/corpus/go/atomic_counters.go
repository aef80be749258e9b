// features: goroutines, sync_pkg, structs, methods_pointer_receiver, pointers, element_field_pointers, typed_integers
// Request statistics kept with sync/atomic from many goroutines: the
// pointer functions (AddInt64, LoadInt64, CompareAndSwapInt32...) and the
// value types (atomic.Int64, Uint32, Bool, Value) as struct fields.
package main

import (
	"fmt"
	"math"
	"sync"
	"sync/atomic"
)

type Stats struct {
	requests atomic.Int64
	errors   atomic.Int32
	bytes    atomic.Uint64
	ready    atomic.Bool
	config   atomic.Value
	peak     int64
}

func (s *Stats) observe(size int64) {
	for {
		old := atomic.LoadInt64(&s.peak)
		if size <= old || atomic.CompareAndSwapInt64(&s.peak, old, size) {
			return
		}
	}
}

func main() {
	var st Stats
	st.config.Store("v1")
	var wg sync.WaitGroup
	for i := 1; i <= 40; i++ {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			st.requests.Add(1)
			st.bytes.Add(uint64(n * 100))
			if n%7 == 0 {
				st.errors.Add(1)
			}
			st.observe(int64(n * n % 97))
		}(i)
	}
	wg.Wait()
	fmt.Println(st.requests.Load(), st.errors.Load(), st.bytes.Load(), atomic.LoadInt64(&st.peak))
	fmt.Println(st.ready.Load(), st.ready.CompareAndSwap(false, true), st.ready.Load(), st.ready.Swap(false))
	old := st.config.Swap("v2")
	fmt.Println(old, st.config.Load(), st.config.CompareAndSwap("v1", "v3"), st.config.CompareAndSwap("v2", "v3"), st.config.Load())

	var hits int32 = math.MaxInt32 - 1
	fmt.Println(atomic.AddInt32(&hits, 1), atomic.AddInt32(&hits, 1))
	var u uint32
	fmt.Println(atomic.AddUint32(&u, ^uint32(0)), atomic.SwapUint32(&u, 5), atomic.LoadUint32(&u))
	counts := make([]int64, 3)
	for i := 0; i < 9; i++ {
		atomic.AddInt64(&counts[i%3], int64(i))
	}
	atomic.StoreInt64(&counts[0], -1)
	fmt.Println(counts, atomic.CompareAndSwapInt64(&counts[1], 12, 0), counts)
	var small int32
	var big uint64
	atomic.StoreInt32(&small, 9)
	atomic.StoreUint64(&big, 1<<40)
	atomic.StoreUint32(&u, 3)
	fmt.Println(atomic.LoadInt32(&small), atomic.SwapInt32(&small, 1), atomic.CompareAndSwapInt32(&small, 1, 2), small,
		atomic.AddUint64(&big, 1), atomic.SwapUint64(&big, 7), atomic.LoadUint64(&big), atomic.CompareAndSwapUint64(&big, 7, 8),
		atomic.CompareAndSwapUint32(&u, 4, 0), atomic.SwapInt64(&counts[2], 0), counts)
	var flags atomic.Uint32
	flags.Or(0b1010)
	prev := flags.And(0b0010)
	fmt.Println(prev, flags.Load())
}
