// features: const_iota, typed_integers, maps, map_comma_ok, strings_pkg, strconv, closures, switch_statement, multiple_returns, named_results, structs, slices
package main

import (
	"fmt"
	"strconv"
	"strings"
)

type OpCode byte

const (
	PUSH OpCode = iota
	ADD
	SUB
	MUL
	JZ
	JMP
	DUP
	PRINT
	HALT
	SWAP
	OVER
)

var names = map[string]OpCode{"push": PUSH, "add": ADD, "sub": SUB, "mul": MUL, "jz": JZ, "jmp": JMP,
	"dup": DUP, "print": PRINT, "halt": HALT, "swap": SWAP, "over": OVER}

type Instr struct {
	Op  OpCode
	Arg int
}

func assemble(src string) ([]Instr, error) {
	labels := map[string]int{}
	var lines [][]string
	for _, raw := range strings.Split(src, "\n") {
		if i := strings.Index(raw, "#"); i >= 0 {
			raw = raw[:i]
		}
		f := strings.Fields(raw)
		if len(f) == 0 {
			continue
		}
		if strings.HasSuffix(f[0], ":") {
			labels[strings.TrimSuffix(f[0], ":")] = len(lines)
			f = f[1:]
			if len(f) == 0 {
				continue
			}
		}
		lines = append(lines, f)
	}
	prog := make([]Instr, 0, len(lines))
	for n, f := range lines {
		op, ok := names[f[0]]
		if !ok {
			return nil, fmt.Errorf("instr %d: unknown op %q", n, f[0])
		}
		in := Instr{Op: op}
		if len(f) > 1 {
			if v, err := strconv.Atoi(f[1]); err == nil {
				in.Arg = v
			} else if l, ok := labels[f[1]]; ok {
				in.Arg = l
			} else {
				return nil, fmt.Errorf("instr %d: bad arg %q", n, f[1])
			}
		}
		prog = append(prog, in)
	}
	return prog, nil
}

func run(prog []Instr, limit int) (out []int, steps int) {
	var st []int
	pop := func() int {
		v := st[len(st)-1]
		st = st[:len(st)-1]
		return v
	}
	for pc := 0; pc < len(prog) && steps < limit; steps++ {
		in := prog[pc]
		pc++
		switch in.Op {
		case PUSH:
			st = append(st, in.Arg)
		case ADD, SUB, MUL:
			b, a := pop(), pop()
			switch in.Op {
			case ADD:
				st = append(st, a+b)
			case SUB:
				st = append(st, a-b)
			default:
				st = append(st, a*b)
			}
		case DUP:
			st = append(st, st[len(st)-1])
		case SWAP:
			n := len(st)
			st[n-1], st[n-2] = st[n-2], st[n-1]
		case OVER:
			st = append(st, st[len(st)-2])
		case JZ:
			if pop() == 0 {
				pc = in.Arg
			}
		case JMP:
			pc = in.Arg
		case PRINT:
			out = append(out, st[len(st)-1])
		case HALT:
			return out, steps + 1
		}
	}
	return out, steps
}

const factorial = `
  push 1      # acc
  push 6      # n
loop:
  dup
  jz done
  dup         # acc n n
  print
  swap        # acc n -> n acc
  over        # n acc n
  mul         # n acc*n
  swap        # acc' n
  push 1
  sub
  jmp loop
done:
  swap
  print
  halt
`

func main() {
	prog, err := assemble(factorial)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(prog), "instructions")
	out, steps := run(prog, 1000)
	fmt.Println("output:", out, "steps:", steps)
	_, err = assemble("push 1\nfrob 2")
	fmt.Println("error:", err)
	out, steps = run([]Instr{{PUSH, 1}, {JMP, 0}}, 50)
	fmt.Println(len(out), steps)
}
