// features: structs, methods_pointer_receiver, maps, type_assertion, errors_pkg, fmt_errorf, fmt_printf, fmt_type_names, sort_pkg
package main

import (
	"container/list"
	"errors"
	"fmt"
	"sort"
	"strings"
)

type entry struct {
	key   string
	value int
}

type LRU struct {
	cap     int
	ll      *list.List
	items   map[string]*list.Element
	hits    int
	misses  int
	evicted []string
}

var ErrNotFound = errors.New("not found")

func NewLRU(capacity int) *LRU {
	return &LRU{cap: capacity, ll: list.New(), items: make(map[string]*list.Element)}
}

func (c *LRU) Get(k string) (int, error) {
	if el, ok := c.items[k]; ok {
		c.ll.MoveToFront(el)
		c.hits++
		return el.Value.(*entry).value, nil
	}
	c.misses++
	return 0, fmt.Errorf("get %q: %w", k, ErrNotFound)
}

func (c *LRU) Put(k string, v int) {
	if el, ok := c.items[k]; ok {
		el.Value.(*entry).value = v
		c.ll.MoveToFront(el)
		return
	}
	c.items[k] = c.ll.PushFront(&entry{k, v})
	if c.ll.Len() > c.cap {
		last := c.ll.Back()
		c.ll.Remove(last)
		e := last.Value.(*entry)
		delete(c.items, e.key)
		c.evicted = append(c.evicted, e.key)
	}
}

func (c *LRU) Keys() []string {
	var ks []string
	for el := c.ll.Front(); el != nil; el = el.Next() {
		ks = append(ks, el.Value.(*entry).key)
	}
	return ks
}

func (c LRU) String() string {
	var b strings.Builder
	b.WriteString("[")
	for el := c.ll.Front(); el != nil; el = el.Next() {
		e := el.Value.(*entry)
		if el != c.ll.Front() {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%s:%d", e.key, e.value)
	}
	b.WriteString("]")
	return b.String()
}

type Stats struct {
	Hits, Misses int
	Ratio        float64
}

func (c *LRU) Stats() Stats {
	total := c.hits + c.misses
	r := 0.0
	if total > 0 {
		r = float64(c.hits) / float64(total)
	}
	return Stats{c.hits, c.misses, r}
}

func main() {
	c := NewLRU(3)
	trace := "a b c a d b e a f a b c"
	for i, k := range strings.Fields(trace) {
		if _, err := c.Get(k); err != nil {
			if errors.Is(err, ErrNotFound) && i%4 == 0 {
				fmt.Println("miss:", err)
			}
			c.Put(k, i*i)
		}
	}
	fmt.Println(c)
	fmt.Println(c.Keys(), len(c.items), c.ll.Len())
	fmt.Printf("%+v\n", c.Stats())
	fmt.Printf("%v %.3f\n", c.evicted, c.Stats().Ratio)
	counts := map[string]int{}
	for _, k := range c.evicted {
		counts[k]++
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if counts[keys[i]] != counts[keys[j]] {
			return counts[keys[i]] > counts[keys[j]]
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys {
		fmt.Printf("%-3s%s\n", k, strings.Repeat("#", counts[k]))
	}
	v, err := c.Get("zzz")
	fmt.Println(v, err, errors.Unwrap(err) == ErrNotFound)
	var target *entry
	fmt.Println(target == nil, fmt.Sprintf("%T %T", c, c.ll.Front().Value))
	s := c.Stats()
	p := &s
	p.Hits += 100
	fmt.Printf("%v %+v\n", s, *p)
}

// A *T passed to a library (list.PushBack, here through a pointer-typed
// variable that also sits in an interface) keeps its pointer type for %T.
func init() {
	l := list.New()
	e := &entry{"p", 1}
	var held any = e
	l.PushBack(e)
	l.PushBack(entry{"v", 2})
	for el := l.Front(); el != nil; el = el.Next() {
		fmt.Printf("%T %v\n", el.Value, el.Value)
	}
	fmt.Printf("%T %T %v\n", e, held, *e)
}
