// features: encoding_hex_binary, structs, errors_pkg, fmt_printf
package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// A tiny sensor-log file format: a fixed header, then fixed-size records,
// written and read back with encoding/binary.
type Header struct {
	Magic   [4]byte
	Version uint16
	Count   uint16
	Scale   float32
	Signed  bool
	_       [3]byte
}

type Record struct {
	Sensor uint8
	Delta  int8
	Temp   int16
	Stamp  uint32
	Value  float64
}

func main() {
	recs := []Record{
		{1, -3, -40, 1700000000, 21.5},
		{2, 7, 512, 1700000060, -0.125},
		{3, 0, 32767, 1700000120, 1e10},
	}
	h := Header{Magic: [4]byte{'S', 'L', 'O', 'G'}, Version: 3, Count: uint16(len(recs)), Scale: 0.5, Signed: true}
	var buf bytes.Buffer
	if err := binary.Write(&buf, binary.LittleEndian, h); err != nil {
		fmt.Println("header:", err)
	}
	if err := binary.Write(&buf, binary.LittleEndian, recs); err != nil {
		fmt.Println("records:", err)
	}
	binary.Write(&buf, binary.BigEndian, uint32(0xDEADBEEF))
	fmt.Println("sizes:", binary.Size(h), binary.Size(recs[0]), binary.Size(recs), buf.Len())
	data := buf.Bytes()
	fmt.Printf("% x\n", data[:16])
	fmt.Printf("% x\n", data[16:32])

	r := bytes.NewReader(data)
	var h2 Header
	if err := binary.Read(r, binary.LittleEndian, &h2); err != nil {
		fmt.Println("read header:", err)
	}
	fmt.Printf("%s v%d count=%d scale=%v signed=%v\n", h2.Magic[:], h2.Version, h2.Count, h2.Scale, h2.Signed)
	got := make([]Record, h2.Count)
	if err := binary.Read(r, binary.LittleEndian, got); err != nil {
		fmt.Println("read records:", err)
	}
	for _, rec := range got {
		fmt.Printf("%+v\n", rec)
	}
	var trailer uint32
	binary.Read(r, binary.BigEndian, &trailer)
	fmt.Printf("trailer %#x\n", trailer)
	var more uint16
	err := binary.Read(r, binary.LittleEndian, &more)
	fmt.Println(err, errors.Is(err, io.EOF))
	short := bytes.NewReader([]byte{1, 2, 3})
	var big uint64
	err = binary.Read(short, binary.BigEndian, &big)
	fmt.Println(err, err == io.ErrUnexpectedEOF)
	var n int
	fmt.Println(binary.Write(&buf, binary.LittleEndian, n))
	fmt.Println(binary.Size(n), binary.Size([]int16{1, 2, 3}))
}
