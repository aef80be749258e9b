// features: methods_pointer_receiver, slices, multiple_returns, slice_expressions, structs
package main

import "fmt"

type Stack struct{ items []int }

func (s *Stack) Push(v int) { s.items = append(s.items, v) }
func (s *Stack) Pop() (int, bool) {
	if len(s.items) == 0 {
		return 0, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}
func (s *Stack) Len() int { return len(s.items) }

type Queue struct{ items []string }

func (q *Queue) Enqueue(v string) { q.items = append(q.items, v) }
func (q *Queue) Dequeue() (string, error) {
	if len(q.items) == 0 {
		return "", fmt.Errorf("queue empty")
	}
	v := q.items[0]
	q.items = q.items[1:]
	return v, nil
}

func balanced(s string) bool {
	pairs := map[rune]rune{')': '(', ']': '[', '}': '{'}
	stack := []rune{}
	for _, c := range s {
		switch c {
		case '(', '[', '{':
			stack = append(stack, c)
		case ')', ']', '}':
			if len(stack) == 0 || stack[len(stack)-1] != pairs[c] {
				return false
			}
			stack = stack[:len(stack)-1]
		}
	}
	return len(stack) == 0
}

func main() {
	s := &Stack{}
	for i := 1; i <= 4; i++ {
		s.Push(i * 10)
	}
	for s.Len() > 0 {
		v, _ := s.Pop()
		fmt.Print(v, " ")
	}
	_, ok := s.Pop()
	fmt.Println(ok)
	q := Queue{}
	q.Enqueue("a")
	q.Enqueue("b")
	for i := 0; i < 3; i++ {
		v, err := q.Dequeue()
		fmt.Println(v, err)
	}
	for _, t := range []string{"()", "([]{})", "(]", "((", "{[()()]}", ""} {
		fmt.Printf("%q %v\n", t, balanced(t))
	}
}
