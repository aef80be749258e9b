// features: encoding_hex_binary, byte_slices, utf8_pkg, errors_pkg, arrays, fmt_printf
package main

// A tiny framed wire format: a big-endian header, varint lengths, a
// little-endian checksum; frames are shown as hex and as a hexdump.

import (
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"unicode/utf8"
)

type Frame struct {
	Kind    uint16
	Seq     uint32
	Payload string
	Stamp   uint64
}

func checksum(b []byte) uint16 {
	var s uint16
	for _, c := range b {
		s = s*31 + uint16(c)
	}
	return s
}

func encode(f Frame) []byte {
	var hdr [6]byte
	binary.BigEndian.PutUint16(hdr[:2], f.Kind)
	binary.BigEndian.PutUint32(hdr[2:], f.Seq)
	out := append([]byte{}, hdr[:]...)
	out = binary.AppendUvarint(out, uint64(len(f.Payload)))
	out = append(out, f.Payload...)
	out = binary.LittleEndian.AppendUint64(out, f.Stamp)
	return binary.LittleEndian.AppendUint16(out, checksum(out))
}

var errShort = errors.New("short frame")

func decode(b []byte) (Frame, error) {
	var f Frame
	if len(b) < 8 {
		return f, errShort
	}
	f.Kind = binary.BigEndian.Uint16(b)
	f.Seq = binary.BigEndian.Uint32(b[2:6])
	n, w := binary.Uvarint(b[6:])
	if w <= 0 || 6+w+int(n)+10 > len(b) {
		return f, fmt.Errorf("payload length: %w", errShort)
	}
	p := 6 + w
	f.Payload = string(b[p : p+int(n)])
	f.Stamp = binary.LittleEndian.Uint64(b[p+int(n):])
	body := b[:len(b)-2]
	if got, want := binary.LittleEndian.Uint16(b[len(b)-2:]), checksum(body); got != want {
		return f, fmt.Errorf("checksum %#04x != %#04x", got, want)
	}
	return f, nil
}

func main() {
	frames := []Frame{
		{Kind: 1, Seq: 7, Payload: "ping", Stamp: 1700000000},
		{Kind: 0xBEEF, Seq: 0xDEADBEEF, Payload: "héllo, wörld — a longer payload", Stamp: 1 << 63},
	}
	for _, f := range frames {
		b := encode(f)
		fmt.Println(len(b), hex.EncodeToString(b))
		fmt.Print(hex.Dump(b))
		back, err := decode(b)
		fmt.Printf("%+v %v\n", back, err)
		fmt.Printf("%#v\n", back)
	}
	b := encode(frames[0])
	b[7] ^= 0x20
	_, err := decode(b)
	fmt.Println("tampered:", err)
	_, err = decode(b[:5])
	fmt.Println("cut:", err, errors.Is(err, errShort))

	// hex in both directions, into caller buffers and appended
	dst := make([]byte, hex.EncodedLen(3))
	n := hex.Encode(dst, []byte{0x0f, 0xa0, 0xff})
	fmt.Println(n, string(dst), hex.DecodedLen(len(dst)))
	raw := make([]byte, 4)
	n, err = hex.Decode(raw, []byte("CAFE"))
	fmt.Println(n, raw, err)
	fmt.Println(string(hex.AppendEncode([]byte("0x"), []byte("Go"))))
	more, err := hex.AppendDecode([]byte{1}, []byte("0203"))
	fmt.Println(more, err)
	for _, s := range []string{"48692e", "abc", "zz12", "12g", "4"} {
		d, err := hex.DecodeString(s)
		fmt.Printf("%q -> %v %q err=%v odd=%t\n", s, d, d, err, errors.Is(err, hex.ErrLength))
	}

	// varints: signed values zig-zag, and the reader's short/overflow results
	buf := make([]byte, binary.MaxVarintLen64)
	for _, v := range []int64{0, -1, 1, 63, -64, 300, -1 << 40} {
		n := binary.PutVarint(buf, v)
		got, w := binary.Varint(buf[:n])
		fmt.Printf("%-14d % x -> %d (%d bytes)\n", v, buf[:n], got, w)
	}
	n = binary.PutUvarint(buf, 1<<64-1)
	fmt.Println(n, buf[:n], binary.AppendVarint(nil, -3), binary.MaxVarintLen16, binary.MaxVarintLen32)
	big, w := binary.Uvarint(buf[:n])
	fmt.Println(big, w)
	_, w = binary.Uvarint([]byte{0x80, 0x80})
	fmt.Println("short:", w)
	_, w = binary.Uvarint([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02})
	fmt.Println("overflow:", w)
	fmt.Println(binary.BigEndian.String(), binary.LittleEndian.String(), binary.NativeEndian.Uint16([]byte{1, 0}))
	fmt.Println(binary.BigEndian.Uint64([]byte{0, 0, 0, 0, 0, 0, 1, 2}), binary.BigEndian.AppendUint32(nil, 258))
	var w8 [8]byte
	binary.LittleEndian.PutUint64(w8[:], 0x0102030405060708)
	fmt.Println(w8)

	// utf8's writers and prefix tests
	rb := make([]byte, 0, 8)
	for _, r := range []rune{'a', 'é', '€', '😀', -1, 0xD800} {
		rb = utf8.AppendRune(rb, r)
	}
	fmt.Println(len(rb), rb)
	enc := make([]byte, 4)
	for _, r := range []rune{'x', 'ß', '中', '🎉'} {
		n := utf8.EncodeRune(enc, r)
		fmt.Printf("%c %d % x full=%t/%t start=%t/%t\n", r, n, enc[:n], utf8.FullRune(enc[:n]), utf8.FullRune(enc[:n-1]),
			utf8.RuneStart(enc[0]), n > 1 && utf8.RuneStart(enc[1]))
	}
	fmt.Println(utf8.FullRuneInString("\xe4\xb8"), utf8.FullRuneInString("\xe4x"), utf8.FullRune(nil))
}
