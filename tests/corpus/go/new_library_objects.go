// features: pointers, encoding_hex_binary, goroutines, sync_pkg, fmt_printf
package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// new(T) of a library type whose zero value is an object (a buffer, a
// builder, a wait group, a mutex, an atomic) is a usable pointer to it.

type frame struct {
	out  *bytes.Buffer
	mu   *sync.Mutex
	hits *atomic.Int64
}

func main() {
	buf := new(bytes.Buffer)
	binary.Write(buf, binary.BigEndian, uint32(7))
	binary.Write(buf, binary.LittleEndian, uint16(258))
	buf.WriteString("ok")
	fmt.Printf("% x len=%d\n", buf.Bytes(), buf.Len())

	sb := new(strings.Builder)
	fmt.Fprintf(sb, "%s-%03d", "id", 42)
	sb.WriteByte('!')
	fmt.Println(sb.String(), sb.Len())

	f := frame{out: new(bytes.Buffer), mu: new(sync.Mutex), hits: new(atomic.Int64)}
	wg := new(sync.WaitGroup)
	for i := 1; i <= 4; i++ {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			f.mu.Lock()
			f.hits.Add(int64(n))
			f.mu.Unlock()
		}(i)
	}
	wg.Wait()
	fmt.Fprintf(f.out, "hits=%d", f.hits.Load())
	fmt.Println(f.out.String())

	m := new(sync.Map)
	m.Store("a", 1)
	v, ok := m.Load("a")
	fmt.Println(v, ok)

	once := new(sync.Once)
	for i := 0; i < 3; i++ {
		once.Do(func() { fmt.Println("once") })
	}
	t := new(time.Time)
	fmt.Println(t.IsZero(), t.Year())
}
