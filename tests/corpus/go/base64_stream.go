// features: encoding_base64_checksums, bufio_io, error_interface, fmt_printf
// Streaming base64: an attachment encoder writing through to its sink, and
// decoders reading one back, including a corrupt one.
package main

import (
	"bufio"
	"encoding/base64"
	"fmt"
	"io"
	"os"
	"strings"
)

func encodeChunks(enc *base64.Encoding, chunks []string) string {
	var sb strings.Builder
	w := base64.NewEncoder(enc, &sb)
	for _, c := range chunks {
		n, err := w.Write([]byte(c))
		fmt.Printf("  wrote %d (%v), sink has %d chars\n", n, err, sb.Len())
	}
	w.Close()
	fmt.Printf("  after Close: %d chars\n", sb.Len())
	return sb.String()
}

func main() {
	text := encodeChunks(base64.StdEncoding, []string{"Hello", ", ", "streaming ", "world", "!"})
	fmt.Println(text)
	fmt.Println(text == base64.StdEncoding.EncodeToString([]byte("Hello, streaming world!")))
	fmt.Println(encodeChunks(base64.RawURLEncoding, []string{"\xff\xfe", "?>", "x"}))

	// straight to stdout, as a mail attachment body would go
	fmt.Print("stdout: ")
	w := base64.NewEncoder(base64.StdEncoding, os.Stdout)
	fmt.Fprint(w, "gopher")
	w.Write([]byte{0, 1, 2, 250})
	w.Close()
	fmt.Println()

	// decoding: the whole stream, then line by line, newlines ignored
	r := base64.NewDecoder(base64.StdEncoding, strings.NewReader("SGVsbG8s\nIHN0cmVh\r\nbWluZyB3b3JsZCE="))
	data, err := io.ReadAll(r)
	fmt.Printf("%q %v\n", data, err)

	dec := base64.NewDecoder(base64.URLEncoding, strings.NewReader(base64.URLEncoding.EncodeToString([]byte("line one\nline two\nline three"))))
	sc := bufio.NewScanner(dec)
	for i := 1; sc.Scan(); i++ {
		fmt.Printf("%d: %s\n", i, sc.Text())
	}

	buf := make([]byte, 4)
	small := base64.NewDecoder(base64.StdEncoding, strings.NewReader("YWJjZGVmZ2g="))
	for {
		n, err := small.Read(buf)
		fmt.Printf("read %d %q %v\n", n, buf[:n], err)
		if err != nil {
			break
		}
	}

	// corrupt input: the good prefix, then the error
	bad := base64.NewDecoder(base64.StdEncoding, strings.NewReader("Z29vZA==!!!!"))
	got, err := io.ReadAll(bad)
	fmt.Printf("%q err=%v\n", got, err)
	var sb strings.Builder
	n, err := io.Copy(&sb, base64.NewDecoder(base64.StdEncoding, strings.NewReader("b2s*")))
	fmt.Println(n, sb.String(), err)
}
