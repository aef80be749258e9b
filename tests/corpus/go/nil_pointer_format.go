// features: pointers, fmt_verbs, fmt_type_names, structs, methods_pointer_receiver
package main

import (
	"errors"
	"fmt"
)

type TreeNode struct {
	Key         int
	Left, Right *TreeNode
}

func (t *TreeNode) Insert(k int) *TreeNode {
	if t == nil {
		return &TreeNode{Key: k}
	}
	if k < t.Key {
		t.Left = t.Left.Insert(k)
	} else {
		t.Right = t.Right.Insert(k)
	}
	return t
}

func (t *TreeNode) Find(k int) *TreeNode {
	for t != nil && t.Key != k {
		if k < t.Key {
			t = t.Left
		} else {
			t = t.Right
		}
	}
	return t
}

type Config struct {
	Name string
	Port int
}

var errNotFound = errors.New("not found")

func lookup(name string) (*Config, error) {
	if name == "web" {
		return &Config{"web", 80}, nil
	}
	return nil, fmt.Errorf("config %q: %w", name, errNotFound)
}

func main() {
	var root *TreeNode
	fmt.Printf("empty: %v | %+v | %#v | %T\n", root, root, root, root)
	for _, k := range []int{8, 3, 10, 1, 6} {
		root = root.Insert(k)
	}
	hit, miss := root.Find(6), root.Find(7)
	fmt.Printf("hit:  %+v\n", hit)
	fmt.Printf("miss: %v %#v %T nil=%t\n", miss, miss, miss, miss == nil)
	fmt.Printf("leaf: %#v\n", root.Find(1))
	for _, name := range []string{"web", "db"} {
		c, err := lookup(name)
		fmt.Printf("%-4s -> %#v, err=%v (%T)\n", name, c, err, c)
	}
	var cfgs = []*Config{{"a", 1}, nil}
	fmt.Printf("%v %d\n", cfgs[1], len(cfgs))
	fmt.Println(miss, root.Left.Left.Left)
}
