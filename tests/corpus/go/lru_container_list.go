// features: structs, methods_pointer_receiver, maps, type_assertion, for_clause, fmt_printf
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

// LRU keeps the most recently used entry at the front of a list.
type LRU struct {
	cap   int
	order *list.List
	items map[string]*list.Element
	evict []string
}

func NewLRU(n int) *LRU {
	return &LRU{cap: n, order: list.New(), items: make(map[string]*list.Element)}
}

func (c *LRU) Get(k string) (int, bool) {
	if e, ok := c.items[k]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*entry).value, true
	}
	return 0, false
}

func (c *LRU) Put(k string, v int) {
	if e, ok := c.items[k]; ok {
		e.Value.(*entry).value = v
		c.order.MoveToFront(e)
		return
	}
	c.items[k] = c.order.PushFront(&entry{k, v})
	if c.order.Len() > c.cap {
		last := c.order.Back()
		ent := c.order.Remove(last).(*entry)
		delete(c.items, ent.key)
		c.evict = append(c.evict, ent.key)
	}
}

func (c *LRU) Keys() string {
	var parts []string
	for e := c.order.Front(); e != nil; e = e.Next() {
		en := e.Value.(*entry)
		parts = append(parts, fmt.Sprintf("%s=%d", en.key, en.value))
	}
	return strings.Join(parts, " ")
}

func dump(l *list.List) string {
	var sb strings.Builder
	for e := l.Front(); e != nil; e = e.Next() {
		fmt.Fprint(&sb, e.Value, ",")
	}
	return sb.String()
}

func main() {
	c := NewLRU(3)
	c.Put("a", 1)
	c.Put("b", 2)
	c.Put("c", 3)
	fmt.Println(c.Keys())
	if v, ok := c.Get("a"); ok {
		fmt.Println("got a", v)
	}
	c.Put("d", 4)
	c.Put("b", 20)
	c.Put("e", 5)
	_, ok := c.Get("c")
	fmt.Println(c.Keys(), "| c present:", ok, "| evicted:", c.evict)

	l := list.New()
	mid := l.PushBack(2)
	l.PushFront(1)
	l.PushBack(4)
	l.InsertAfter(3, mid)
	l.InsertBefore(0, l.Front())
	fmt.Println(dump(l), l.Len())
	l.MoveToBack(l.Front())
	l.MoveBefore(l.Back(), mid)
	fmt.Println(dump(l))
	l.MoveAfter(l.Front(), l.Back())
	fmt.Println(dump(l))
	other := list.New()
	other.PushBack("x")
	other.PushBackList(l)
	fmt.Println(dump(other), other.Len())
	var back []int
	for e := l.Back(); e != nil; e = e.Prev() {
		back = append(back, e.Value.(int))
	}
	fmt.Println(back)
	l.Init()
	fmt.Println(l.Len(), l.Front() == nil, mid.Next() == nil)
}
