// features: defer, panic_recover, errors_pkg, os_pkg, closures
package main

// A job runner whose cleanup steps can themselves fail: a deferred call
// that panics replaces the panic in flight, the remaining cleanups still
// run, and the outermost recover sees the last panic. File-style errors
// are matched against os's sentinels.

import (
	"errors"
	"fmt"
	"os"
)

type Job struct {
	name  string
	steps []string
	log   []string
}

func (j *Job) cleanup(what string, fail bool) {
	j.log = append(j.log, "cleanup "+what)
	if fail {
		panic(fmt.Sprintf("cleanup %s failed", what))
	}
}

func (j *Job) Run(failAt string, badCleanup bool) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("job %s: %v", j.name, r)
		}
	}()
	defer j.cleanup("temp files", false)
	defer j.cleanup("lock", badCleanup)
	defer j.cleanup("connection", false)
	for _, s := range j.steps {
		if s == failAt {
			panic("step " + s + " crashed")
		}
		j.log = append(j.log, "did "+s)
	}
	return nil
}

func open(name string) error {
	switch name {
	case "missing.txt":
		return os.ErrNotExist
	case "secret.txt":
		return fmt.Errorf("open %s: %w", name, os.ErrPermission)
	case "new.txt":
		return os.ErrExist
	}
	return nil
}

func nested() (out []string) {
	defer func() {
		r := recover()
		out = append(out, fmt.Sprint("outer saw: ", r))
	}()
	func() {
		defer func() { out = append(out, "inner cleanup ran") }()
		defer func() {
			panic("replacement")
		}()
		defer func() { out = append(out, "first deferred ran") }()
		var m map[string]int
		m["x"] = 1
	}()
	return out
}

func main() {
	cases := []struct {
		failAt     string
		badCleanup bool
	}{{"", false}, {"load", false}, {"load", true}, {"", true}}
	for i, c := range cases {
		j := &Job{name: fmt.Sprint("J", i), steps: []string{"fetch", "load", "store"}}
		err := j.Run(c.failAt, c.badCleanup)
		fmt.Printf("%s err=%v\n", j.name, err)
		for _, l := range j.log {
			fmt.Println("   ", l)
		}
	}
	for _, s := range nested() {
		fmt.Println(s)
	}
	for _, name := range []string{"missing.txt", "secret.txt", "new.txt", "ok.txt"} {
		err := open(name)
		fmt.Printf("%-12s %-40v notexist=%t/%t perm=%t/%t exist=%t\n", name, err,
			os.IsNotExist(err), errors.Is(err, os.ErrNotExist),
			os.IsPermission(err), errors.Is(err, os.ErrPermission), os.IsExist(err))
	}
	fmt.Println(os.ErrClosed, os.ErrInvalid, os.ErrDeadlineExceeded, os.ErrNotExist == open("missing.txt"))
}
