// features: maps, slices, encoding_hex_binary, errors_pkg, fmt_printf
package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
)

// LZW compression with variable-width code packing and round-trip checks.

type Codec struct {
	MaxBits int
}

var ErrBadCode = errors.New("invalid code in stream")

func (c Codec) Encode(data []byte) []int {
	dict := make(map[string]int, 256)
	for i := 0; i < 256; i++ {
		dict[string([]byte{byte(i)})] = i
	}
	next := 256
	limit := 1 << c.MaxBits
	var out []int
	w := ""
	for _, b := range data {
		wc := w + string(b)
		if _, ok := dict[wc]; ok {
			w = wc
			continue
		}
		out = append(out, dict[w])
		if next < limit {
			dict[wc] = next
			next++
		}
		w = string(b)
	}
	if w != "" {
		out = append(out, dict[w])
	}
	return out
}

func (c Codec) Decode(codes []int) ([]byte, error) {
	if len(codes) == 0 {
		return nil, nil
	}
	dict := make([][]byte, 256, 1<<c.MaxBits)
	for i := range dict {
		dict[i] = []byte{byte(i)}
	}
	limit := 1 << c.MaxBits
	var out bytes.Buffer
	prev := dict[codes[0]]
	out.Write(prev)
	for i, code := range codes[1:] {
		var entry []byte
		switch {
		case code < len(dict):
			entry = dict[code]
		case code == len(dict):
			entry = append(append([]byte{}, prev...), prev[0])
		default:
			return out.Bytes(), fmt.Errorf("position %d code %d: %w", i+1, code, ErrBadCode)
		}
		out.Write(entry)
		if len(dict) < limit {
			dict = append(dict, append(append([]byte{}, prev...), entry[0]))
		}
		prev = entry
	}
	return out.Bytes(), nil
}

// pack writes codes as 16-bit big-endian words (simple framing).
func pack(codes []int) []byte {
	buf := new(bytes.Buffer)
	binary.Write(buf, binary.BigEndian, uint32(len(codes)))
	for _, c := range codes {
		binary.Write(buf, binary.BigEndian, uint16(c))
	}
	return buf.Bytes()
}

func unpack(data []byte) []int {
	n := binary.BigEndian.Uint32(data[:4])
	codes := make([]int, n)
	for i := range codes {
		codes[i] = int(binary.BigEndian.Uint16(data[4+2*i:]))
	}
	return codes
}

func main() {
	codec := Codec{MaxBits: 12}
	inputs := []string{
		"TOBEORNOTTOBEORTOBEORNOT",
		"abababababababababababab",
		strings.Repeat("the rain in spain falls mainly on the plain. ", 4),
		"x",
		"",
		"héllo wörld héllo wörld",
	}
	for _, in := range inputs {
		codes := codec.Encode([]byte(in))
		packed := pack(codes)
		back, err := codec.Decode(unpack(packed))
		ok := err == nil && bytes.Equal(back, []byte(in))
		ratio := 0.0
		if len(in) > 0 {
			ratio = float64(len(codes)*12) / float64(len(in)*8)
		}
		label := in
		if len(label) > 20 {
			label = label[:20] + "..."
		}
		fmt.Printf("%-24q bytes=%3d codes=%3d ratio=%.3f roundtrip=%v\n", label, len(in), len(codes), ratio, ok)
		if len(codes) > 0 && len(codes) <= 16 {
			fmt.Printf("   codes: %v\n", codes)
		}
	}
	small := Codec{MaxBits: 9}
	text := []byte(strings.Repeat("abcdefgh", 60))
	codes := small.Encode(text)
	maxCode := 0
	for _, c := range codes {
		maxCode = max(maxCode, c)
	}
	back, _ := small.Decode(codes)
	fmt.Printf("9-bit dictionary: %d codes, max code %d, ok=%t\n", len(codes), maxCode, string(back) == string(text))
	fmt.Printf("packed header: % x\n", pack(codes)[:8])

	_, err := codec.Decode([]int{65, 66, 999})
	fmt.Println("corrupt stream:", err, errors.Is(err, ErrBadCode))
}
