// features: pointers, maps, type_assertion, named_results, fmt_scan, stringer
package main

import (
	"container/list"
	"fmt"
	"strings"
)

type entry struct {
	key   string
	value int
}

type LRU struct {
	cap   int
	ll    *list.List
	items map[string]*list.Element
	hits, misses int
}

func NewLRU(n int) *LRU {
	return &LRU{cap: n, ll: list.New(), items: make(map[string]*list.Element)}
}

func (c *LRU) Get(k string) (int, bool) {
	if el, ok := c.items[k]; ok {
		c.ll.MoveToFront(el)
		c.hits++
		return el.Value.(*entry).value, true
	}
	c.misses++
	return 0, false
}

func (c *LRU) Put(k string, v int) (evicted string) {
	if el, ok := c.items[k]; ok {
		el.Value.(*entry).value = v
		c.ll.MoveToFront(el)
		return ""
	}
	el := c.ll.PushFront(&entry{k, v})
	c.items[k] = el
	if c.ll.Len() > c.cap {
		last := c.ll.Back()
		c.ll.Remove(last)
		e := last.Value.(*entry)
		delete(c.items, e.key)
		return e.key
	}
	return ""
}

func (c *LRU) String() string {
	var parts []string
	for el := c.ll.Front(); el != nil; el = el.Next() {
		e := el.Value.(*entry)
		parts = append(parts, fmt.Sprintf("%s=%d", e.key, e.value))
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func main() {
	c := NewLRU(3)
	ops := "put a 1;put b 2;put c 3;get a;put d 4;get b;get c;put a 10;put e 5;get d;get a"
	for _, op := range strings.Split(ops, ";") {
		f := strings.Fields(op)
		switch f[0] {
		case "put":
			var v int
			fmt.Sscanf(f[2], "%d", &v)
			if ev := c.Put(f[1], v); ev != "" {
				fmt.Printf("%-9s evicted %s -> %v\n", op, ev, c)
			} else {
				fmt.Printf("%-9s -> %v\n", op, c)
			}
		case "get":
			v, ok := c.Get(f[1])
			fmt.Printf("%-9s = %d %t -> %s\n", op, v, ok, c)
		}
	}
	fmt.Printf("hits=%d misses=%d ratio=%.2f\n", c.hits, c.misses, float64(c.hits)/float64(c.hits+c.misses))
}
