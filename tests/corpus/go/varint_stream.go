// features: encoding_hex_binary, errors_pkg, methods_pointer_receiver, bufio_io, fmt_printf
package main

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"
)

type byteSrc struct {
	data []byte
	pos  int
}

func (b *byteSrc) ReadByte() (byte, error) {
	if b.pos >= len(b.data) {
		return 0, io.EOF
	}
	b.pos++
	return b.data[b.pos-1], nil
}

func main() {
	var buf []byte
	for _, v := range []int64{0, 1, -1, 63, -64, 300, -300, 1 << 40, -(1 << 62)} {
		buf = binary.AppendVarint(buf, v)
	}
	tmp := make([]byte, binary.MaxVarintLen64)
	n := binary.PutUvarint(tmp, 18446744073709551615)
	buf = append(buf, tmp[:n]...)
	r := bytes.NewReader(buf)
	for {
		v, err := binary.ReadVarint(r)
		if err != nil {
			fmt.Println("stop:", err, errors.Is(err, io.EOF))
			break
		}
		fmt.Print(v, " ")
		if v == -(1 << 62) {
			u, err := binary.ReadUvarint(r)
			fmt.Println("\nmax:", u, err)
		}
	}
	br := bufio.NewReader(strings.NewReader("\xac\x02\xff"))
	u, err := binary.ReadUvarint(br)
	fmt.Println(u, err)
	u, err = binary.ReadUvarint(br)
	fmt.Println(u, err, err == io.ErrUnexpectedEOF)
	src := &byteSrc{data: []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f, 5}}
	u, err = binary.ReadUvarint(src)
	fmt.Println(u, err)
	u, err = binary.ReadUvarint(src)
	fmt.Println(u, err)
	le := make([]byte, 8)
	binary.LittleEndian.PutUint64(le, 0xFEDCBA9876543210)
	fmt.Printf("% x %d %x\n", le, binary.LittleEndian.Uint64(le), binary.BigEndian.AppendUint64(nil, 1<<63))
	fmt.Println(binary.AppendUvarint(nil, 1<<63), binary.PutVarint(tmp, -1<<63), tmp[:10])
}
