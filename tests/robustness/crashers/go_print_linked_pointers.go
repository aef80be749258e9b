// features: pointers, maps, delete, stringer
package main

import (
	"fmt"
	"strings"
)

type node struct {
	key, val   int
	prev, next *node
}

type LRU struct {
	cap        int
	items      map[int]*node
	head, tail *node
}

func NewLRU(capacity int) *LRU {
	l := &LRU{cap: capacity, items: make(map[int]*node)}
	l.head = &node{}
	l.tail = &node{}
	l.head.next = l.tail
	l.tail.prev = l.head
	return l
}

func (l *LRU) unlink(n *node) {
	n.prev.next = n.next
	n.next.prev = n.prev
}

func (l *LRU) pushFront(n *node) {
	n.next = l.head.next
	n.prev = l.head
	l.head.next.prev = n
	l.head.next = n
}

func (l *LRU) Get(k int) (int, bool) {
	n, ok := l.items[k]
	if !ok {
		return -1, false
	}
	l.unlink(n)
	l.pushFront(n)
	return n.val, true
}

func (l *LRU) Put(k, v int) {
	if n, ok := l.items[k]; ok {
		n.val = v
		l.unlink(n)
		l.pushFront(n)
		return
	}
	if len(l.items) == l.cap {
		lru := l.tail.prev
		l.unlink(lru)
		delete(l.items, lru.key)
		fmt.Println("evict", lru.key)
	}
	n := &node{key: k, val: v}
	l.items[k] = n
	l.pushFront(n)
}

func (l *LRU) Str.tail; n = n.next {
		parts = append(parts, fmt.Sprintf("%d=%d", n.key, n.val))
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func main() {
	c := NewLRU(3)
	for i := 1; i <= 4; i++ {
		c.Put(i, i*i)
	}
	fmt.Println(c)
	if v, ok := c.Get(2); ok {
		fmt.Println("got", v)
	}
	_, ok := c.Get(1)
	fmt.Println("has 1:", ok)
	c.Put(5, 25)
	c.Put(3, 99)
	fmt.Println(c.String(), len(c.items))
}
