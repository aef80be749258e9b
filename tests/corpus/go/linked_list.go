// features: pointers, structs, methods_pointer_receiver, nil, for_condition
package main

import (
	"fmt"
	"strings"
)

type Node struct {
	Val  int
	Next *Node
}

type List struct {
	head *Node
	size int
}

func (l *List) Push(v int) {
	l.head = &Node{Val: v, Next: l.head}
	l.size++
}

func (l *List) Append(v int) {
	n := &Node{Val: v}
	if l.head == nil {
		l.head = n
	} else {
		cur := l.head
		for cur.Next != nil {
			cur = cur.Next
		}
		cur.Next = n
	}
	l.size++
}

func (l *List) Reverse() {
	var prev *Node
	cur := l.head
	for cur != nil {
		next := cur.Next
		cur.Next = prev
		prev = cur
		cur = next
	}
	l.head = prev
}

func (l List) String() string {
	parts := []string{}
	for n := l.head; n != nil; n = n.Next {
		parts = append(parts, fmt.Sprint(n.Val))
	}
	return "[" + strings.Join(parts, " -> ") + "]"
}

func main() {
	l := &List{}
	for i := 1; i <= 5; i++ {
		l.Append(i * i)
	}
	l.Push(0)
	fmt.Println(l.String(), l.size)
	l.Reverse()
	fmt.Println(l.String())
	sum := 0
	for n := l.head; n != nil; n = n.Next {
		sum += n.Val
	}
	fmt.Println("sum", sum)
}
