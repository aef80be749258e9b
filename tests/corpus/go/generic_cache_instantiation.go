// features: generics_partial, maps, map_comma_ok, structs, methods_pointer_receiver, fmt_printf
package main

import "fmt"

type Item struct {
	Name string
	Qty  int
}

type Cache[K comparable, V any] struct {
	data map[K]V
	hits int
}

func NewCache[K comparable, V any]() *Cache[K, V] {
	return &Cache[K, V]{data: make(map[K]V)}
}

func (c *Cache[K, V]) Get(k K) (V, bool) {
	v, ok := c.data[k]
	if ok {
		c.hits++
	}
	return v, ok
}

func (c *Cache[K, V]) Put(k K, v V) { c.data[k] = v }

func (c *Cache[K, V]) GetOr(k K) V {
	if v, ok := c.data[k]; ok {
		return v
	}
	var zero V
	return zero
}

func main() {
	items := NewCache[string, Item]()
	items.Put("a", Item{"apple", 3})
	it, ok := items.Get("a")
	fmt.Println(it.Name, it.Qty, ok)
	it, ok = items.Get("z")
	fmt.Printf("%q %d %v\n", it.Name, it.Qty, ok)
	counts := NewCache[int, int]()
	counts.Put(1, 10)
	fmt.Println(counts.GetOr(1), counts.GetOr(2), counts.GetOr(2)+5, items.hits)
	names := NewCache[int, string]()
	fmt.Printf("%q\n", names.GetOr(7))
}
