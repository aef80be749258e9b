// features: byte_slices, strings_builder, fmt_printf, strings_bytes_other
package main

import (
	"bytes"
	"fmt"
)

func main() {
	var buf bytes.Buffer
	buf.WriteString("key")
	buf.WriteByte('=')
	buf.WriteRune('é')
	buf.Write([]byte{'4', '2'})
	fmt.Fprintf(&buf, ";n=%03d", 7)
	fmt.Println(buf.String(), buf.Len(), len(buf.Bytes()))
	buf.Reset()
	fmt.Println(buf.Len(), buf.String() == "")
	a, b := []byte("hello world"), []byte("hello world")
	fmt.Println(bytes.Equal(a, b), bytes.Contains(a, []byte("lo w")), bytes.HasPrefix(a, []byte("he")), bytes.HasSuffix(a, []byte("x")))
	fmt.Println(bytes.Index(a, []byte("o")), bytes.Count(a, []byte("l")), bytes.Compare([]byte("a"), []byte("b")))
	fmt.Println(string(bytes.ToUpper(a)), bytes.ToLower([]byte("ABC")), string(bytes.TrimSpace([]byte("  pad  "))))
	parts := bytes.Split([]byte("a,b,c"), []byte(","))
	fmt.Println(len(parts), string(parts[1]), string(bytes.Repeat([]byte("ab"), 3)), string(bytes.ReplaceAll(a, []byte("o"), []byte("0"))))
	fmt.Println(string(bytes.TrimPrefix(a, []byte("hello "))), string(bytes.TrimSuffix(a, []byte(" world"))), string(bytes.Trim([]byte("xxhixx"), "x")))
	fmt.Println(len(bytes.Fields([]byte(" a b  c "))))
	digest := []byte("Go!")
	fmt.Printf("%s %q %x %X %v %T\n", digest, digest, digest, digest, digest, digest)
}
