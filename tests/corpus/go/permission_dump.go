// features: stringer, named_type_methods, fmt_verbs, const_iota, bit_operators, slices_2d, structs
package main

// File permissions as bit flags with a String method on an unsigned type,
// dumped with fmt's Go-syntax and integer verbs, and a seat map edited
// through a struct field's nested slices.

import "fmt"

type Perm uint

const (
	Read Perm = 1 << iota
	Write
	Exec
)

func (p Perm) String() string {
	if p == 0 {
		return "---"
	}
	s := []byte("---")
	if p&Read != 0 {
		s[0] = 'r'
	}
	if p&Write != 0 {
		s[1] = 'w'
	}
	if p&Exec != 0 {
		s[2] = 'x'
	}
	return string(s)
}

type Mode uint8

func (m Mode) String() string { return fmt.Sprintf("mode(%d)", uint8(m)) }

type Entry struct {
	Name   string
	Size   uint32
	Inode  uint64
	Owner  *Entry
	Tags   []string
	Attrs  map[string]string
	Raw    []byte
	Marks  [3]uint16
	Err    error
	Extra  any
	Offset int64
}

type Theater struct {
	name  string
	seats [][]byte
}

type Pos struct{ Row, Col int }

func (t *Theater) Book(ps ...Pos) {
	for _, p := range ps {
		t.seats[p.Row][p.Col] = 'X'
	}
}

func main() {
	perms := []Perm{Read, Read | Write, Read | Write | Exec, 0, Exec}
	for _, p := range perms {
		fmt.Printf("%v %s %d %x %q|%5v|%-5v|\n", p, p, p, p, p, p, p)
	}
	fmt.Println(perms, Read|Exec)
	var m Mode = 7
	fmt.Println(m, Mode(255))
	fmt.Printf("%v %d %#v\n", m, m, uint8(m))

	e := Entry{Name: "notes.txt", Size: 4096, Inode: 1<<63 + 5, Raw: []byte("hi"), Marks: [3]uint16{1, 255}}
	fmt.Printf("%#v\n", e)
	e.Tags = []string{"a", "b"}
	e.Attrs = map[string]string{"k": "v"}
	fmt.Printf("%#v %#v %#v\n", e.Tags, e.Attrs, e.Marks)
	fmt.Printf("%#v %#v %#v\n", uint16(300), []uint32{1, 16}, int8(-3))
	var inode uint64 = 1<<63 + 5
	var blocks uint = 12
	fmt.Printf("%#v %#v %T %T %d %v\n", inode, blocks, inode, blocks, inode, blocks)

	fmt.Printf("[%#04x][%#08b][%#o][%#o][%.3d][%6.2d][%.0d][%+.3d][%08d][%-8x][% x]\n", 0xab, 5, 8, 0, 7, 7, 0, 4, -12, 255, 255)
	fmt.Printf("[%x][%X][%#X][%o][%b]\n", -255, 48879, 48879, -8, -5)
	fmt.Printf("[%5d][%-5d][%05d][%+05d][% 05d]\n", 42, 42, -42, 42, 42)

	t := &Theater{name: "Main", seats: [][]byte{[]byte("...."), []byte("...."), []byte("....")}}
	t.Book(Pos{0, 1}, Pos{2, 3}, Pos{1, 0})
	p := Pos{2, 0}
	t.seats[p.Row][p.Col] = 'X'
	for i, row := range t.seats {
		fmt.Printf("%d %s\n", i, row)
	}
}
