// features: sort_interface, methods_pointer_receiver, named_type_methods, type_assertion, empty_interface, pointers, fmt_printf
package main

import (
	"container/heap"
	"fmt"
	"strings"
)

type Task struct {
	name     string
	priority int
	index    int
}

type PQ []*Task

func (pq PQ) Len() int { return len(pq) }
func (pq PQ) Less(i, j int) bool {
	if pq[i].priority == pq[j].priority {
		return pq[i].name < pq[j].name
	}
	return pq[i].priority > pq[j].priority
}
func (pq PQ) Swap(i, j int) {
	pq[i], pq[j] = pq[j], pq[i]
	pq[i].index = i
	pq[j].index = j
}
func (pq *PQ) Push(x any) {
	t := x.(*Task)
	t.index = len(*pq)
	*pq = append(*pq, t)
}
func (pq *PQ) Pop() any {
	old := *pq
	n := len(old)
	t := old[n-1]
	old[n-1] = nil
	t.index = -1
	*pq = old[:n-1]
	return t
}

func (pq *PQ) update(t *Task, p int) {
	t.priority = p
	heap.Fix(pq, t.index)
}

type IntHeap []int

func (h IntHeap) Len() int           { return len(h) }
func (h IntHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h IntHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *IntHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *IntHeap) Pop() any {
	old := *h
	n := len(old)
	x := old[n-1]
	*h = old[0 : n-1]
	return x
}

func main() {
	h := &IntHeap{5, 2, 8}
	heap.Init(h)
	heap.Push(h, 3)
	fmt.Printf("minimum: %d\n", (*h)[0])
	var out []string
	for h.Len() > 0 {
		out = append(out, fmt.Sprint(heap.Pop(h)))
	}
	fmt.Println(strings.Join(out, " "))

	tasks := map[string]int{"write": 3, "test": 5, "deploy": 1, "review": 3, "plan": 4}
	pq := make(PQ, 0)
	heap.Init(&pq)
	byName := map[string]*Task{}
	for _, name := range []string{"write", "test", "deploy", "review", "plan"} {
		t := &Task{name: name, priority: tasks[name]}
		byName[name] = t
		heap.Push(&pq, t)
	}
	pq.update(byName["deploy"], 10)
	heap.Remove(&pq, byName["plan"].index)
	for pq.Len() > 0 {
		t := heap.Pop(&pq).(*Task)
		fmt.Printf("%-7s p=%d idx=%d\n", t.name, t.priority, t.index)
	}
}
