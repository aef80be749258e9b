// features: encoding_base64_checksums, encoding_hex_binary, generics_partial, nil, slices_maps_cmp, fmt_printf, errors_pkg, custom_errors
package main

import (
	"cmp"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"hash/adler32"
	"hash/crc32"
	"hash/fnv"
	"slices"
)

// frame is a tiny packet: payload, then its CRC-32 in big-endian order.
func frame(payload []byte) []byte {
	out := append([]byte(nil), payload...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(payload))
}

var errCorrupt = errors.New("frame corrupt")

func unframe(b []byte) ([]byte, error) {
	if len(b) < 4 {
		return nil, fmt.Errorf("short frame (%d bytes): %w", len(b), errCorrupt)
	}
	body, tail := b[:len(b)-4], b[len(b)-4:]
	if want, got := binary.BigEndian.Uint32(tail), crc32.ChecksumIEEE(body); want != got {
		return nil, fmt.Errorf("crc %08x != %08x: %w", got, want, errCorrupt)
	}
	return body, nil
}

func digestAll(name string, h hash.Hash, parts ...string) {
	for _, p := range parts {
		h.Write([]byte(p))
	}
	fmt.Printf("%-8s size=%d block=%d sum=%x\n", name, h.Size(), h.BlockSize(), h.Sum(nil))
	h.Reset()
	fmt.Printf("%-8s after reset: %x\n", name, h.Sum([]byte{0xAA}))
}

func main() {
	for _, s := range []string{"", "a", "abc", "message digest", "The quick brown fox jumps over the lazy dog"} {
		b := []byte(s)
		fmt.Printf("%-45q crc=%08x adler=%08x cast=%08x koop=%d\n", s, crc32.ChecksumIEEE(b), adler32.Checksum(b),
			crc32.Checksum(b, crc32.MakeTable(crc32.Castagnoli)), crc32.Checksum(b, crc32.MakeTable(crc32.Koopman)))
	}
	c := crc32.NewIEEE()
	c.Write([]byte("hello "))
	part := c.Sum32()
	c.Write([]byte("world"))
	fmt.Println(part, c.Sum32(), crc32.ChecksumIEEE([]byte("hello world")), crc32.Update(part, crc32.IEEETable, []byte("world")))
	digestAll("crc32", crc32.NewIEEE(), "ab", "c")
	digestAll("adler32", adler32.New(), "Wiki", "pedia")
	digestAll("fnv32", fnv.New32(), "hello")
	digestAll("fnv32a", fnv.New32a(), "hello")
	digestAll("fnv64", fnv.New64(), "hello")
	digestAll("fnv64a", fnv.New64a(), "hello")
	f := fnv.New64a()
	f.Write([]byte("gopher"))
	fmt.Printf("%d %T\n", f.Sum64(), f.Sum64())

	encs := []struct {
		name string
		enc  *base64.Encoding
	}{{"std", base64.StdEncoding}, {"url", base64.URLEncoding}, {"rawstd", base64.RawStdEncoding}, {"rawurl", base64.RawURLEncoding}}
	data := []byte{0xfb, 0xff, 0xbf, 'h', 'i', '!', 0x00}
	for _, e := range encs {
		for n := 0; n <= len(data); n += 2 {
			s := e.enc.EncodeToString(data[:n])
			back, err := e.enc.DecodeString(s)
			fmt.Printf("%-6s %d %-12s len=%d/%d back=% x err=%v\n", e.name, n, s, e.enc.EncodedLen(n), e.enc.DecodedLen(len(s)), back, err)
		}
	}
	for _, bad := range []string{"SGVsbG8", "SGVsbG8=x", "SG!s", "S===", "SGVsbA==\n"} {
		out, err := base64.StdEncoding.DecodeString(bad)
		fmt.Printf("%-12q -> %q err=%v\n", bad, out, err)
	}
	dst := make([]byte, base64.StdEncoding.EncodedLen(5))
	base64.StdEncoding.Encode(dst, []byte("Gophe"))
	fmt.Printf("%s %s\n", dst, base64.URLEncoding.AppendEncode([]byte("tok:"), []byte{0xfe, 0xff}))

	pkt := frame([]byte("ping"))
	fmt.Printf("frame % x\n", pkt)
	body, err := unframe(pkt)
	fmt.Printf("%s %v\n", body, err)
	pkt[1] ^= 0x20
	_, err = unframe(pkt)
	fmt.Println(err, errors.Is(err, errCorrupt))
	_, err = unframe(pkt[:2])
	fmt.Println(err)

	// explicit instantiation of the standard generic functions, and typed nil slices
	cmpInt := cmp.Compare[int]
	sums := []int{int(adler32.Checksum([]byte("x")) % 100), 7, 42, 3}
	slices.SortFunc(sums, func(a, b int) int { return -cmpInt(a, b) })
	fmt.Println(sums, cmp.Compare[string]("a", "b"), slices.Max[[]int](sums), slices.Index[[]int](sums, 7))
	fmt.Printf("%v %d %x %T|%v\n", []int(nil), []int(nil), []byte(nil), []string(nil), len([]float64(nil)))
}
