// features: bufio_io, strings_bytes_other, byte_slices, interfaces, error_interface, for_forever
package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode"
)

// Reading a small INI-style configuration and a message stream through the
// io.Reader family: strings/bytes readers, bufio.Reader, bytes.Buffer and a
// user-defined Reader (the Tour of Go's rot13Reader).

type rot13Reader struct {
	r io.Reader
}

func (rr rot13Reader) Read(p []byte) (int, error) {
	n, err := rr.r.Read(p)
	for i := 0; i < n; i++ {
		c := p[i]
		switch {
		case c >= 'a' && c <= 'z':
			p[i] = 'a' + (c-'a'+13)%26
		case c >= 'A' && c <= 'Z':
			p[i] = 'A' + (c-'A'+13)%26
		}
	}
	return n, err
}

const config = `# service config
[server]
host = example.org
port=8080

[limits]
rps = 250
burst=40`

func parseINI(r io.Reader) (map[string]map[string]string, error) {
	br := bufio.NewReader(r)
	out := map[string]map[string]string{}
	section := ""
	for lineNo := 1; ; lineNo++ {
		line, err := br.ReadString('\n')
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			section = line[1 : len(line)-1]
			out[section] = map[string]string{}
		default:
			k, v, ok := strings.Cut(line, "=")
			if !ok {
				return nil, fmt.Errorf("line %d: no '=' in %q", lineNo, line)
			}
			out[section][strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
		if errors.Is(err, io.EOF) {
			return out, nil
		}
	}
}

func main() {
	cfg, err := parseINI(strings.NewReader(config))
	fmt.Println(cfg, err)
	_, err = parseINI(strings.NewReader("[a]\nbroken line\n"))
	fmt.Println(err)

	// a bufio.Reader: runes, peeking, lines, unread
	br := bufio.NewReader(strings.NewReader("héllo wörld\nsecond line\r\nthird"))
	r, size, _ := br.ReadRune()
	r2, size2, _ := br.ReadRune()
	fmt.Printf("%c %d %c %d buffered=%d\n", r, size, r2, size2, br.Buffered())
	br.UnreadRune()
	peek, _ := br.Peek(4)
	fmt.Printf("peek %q\n", peek)
	n, _ := br.Discard(2)
	b, _ := br.ReadByte()
	fmt.Println("discarded", n, "then", string(b))
	br.UnreadByte()
	word, _ := br.ReadBytes(' ')
	fmt.Printf("%q\n", word)
	for {
		line, isPrefix, err := br.ReadLine()
		if err == io.EOF {
			fmt.Println("EOF")
			break
		}
		fmt.Printf("line %q prefix=%v\n", line, isPrefix)
	}

	// strings.Reader and bytes.Reader
	sr := strings.NewReader("0123456789")
	buf := make([]byte, 4)
	for {
		n, err := sr.Read(buf)
		if err != nil {
			fmt.Println("read err:", err, n)
			break
		}
		fmt.Printf("%d %q left=%d size=%d\n", n, buf[:n], sr.Len(), sr.Size())
	}
	sr.Reset("again")
	all, _ := io.ReadAll(sr)
	fmt.Printf("%s %d\n", all, sr.Len())
	bred := bytes.NewReader([]byte("xyz"))
	full := make([]byte, 5)
	n, err = io.ReadFull(bred, full)
	fmt.Println(n, err, errors.Is(err, io.ErrUnexpectedEOF))

	// bytes.Buffer as reader and writer
	var bb bytes.Buffer
	bb.WriteString("alpha,beta,gamma")
	first, _ := bb.ReadString(',')
	next := bb.Next(4)
	fmt.Printf("%q %q %q %d\n", first, next, bb.String(), bb.Len())
	bb.Truncate(2)
	fmt.Printf("%q\n", bb.String())
	nb := bytes.NewBufferString("from string ")
	nb.ReadFrom(strings.NewReader("and reader"))
	fmt.Println(nb.String())
	nb2 := bytes.NewBuffer([]byte("copy me\n"))
	nb2.WriteTo(os.Stdout)
	c, _ := io.Copy(os.Stdout, rot13Reader{strings.NewReader("Lbh penpxrq gur pbqr!\n")})
	fmt.Println("copied", c)
	io.WriteString(os.Stdout, "written\n")
	io.CopyN(os.Stdout, strings.NewReader("partial output"), 7)
	fmt.Fprintln(io.Discard, "nobody sees this")
	sized := bufio.NewReaderSize(io.NopCloser(strings.NewReader("sized reader\n")), 16)
	sl, _ := sized.ReadString('\n')
	w := bufio.NewWriterSize(os.Stdout, 64)
	fmt.Fprintf(w, "%q %d\n", sl, sized.Size())
	w.Flush()
	fmt.Println(io.ErrShortWrite, "|", io.ErrClosedPipe, "|", io.EOF)
	fmt.Println()
	sc := bufio.NewScanner(rot13Reader{strings.NewReader("bar\nonm")})
	for sc.Scan() {
		fmt.Print(sc.Text(), ";")
	}
	fmt.Println()

	// the bytes package mirrors strings
	data := []byte("  Go is fun, go is fast  ")
	fmt.Printf("%s|%s|%s\n", bytes.TrimSpace(data), bytes.ToUpper(data), bytes.Title(bytes.TrimSpace(data)))
	parts := bytes.Split(bytes.TrimSpace(data), []byte(", "))
	fmt.Printf("%q %s\n", parts, bytes.Join(parts, []byte(" & ")))
	before, after, found := bytes.Cut(data, []byte("fun"))
	fmt.Printf("%q %q %v\n", before, after, found)
	rest, ok := bytes.CutPrefix([]byte("prefix-body"), []byte("prefix-"))
	fmt.Printf("%s %v\n", rest, ok)
	fmt.Println(bytes.IndexByte(data, 'G'), bytes.IndexRune(data, 'f'), bytes.IndexAny(data, "xyz!s"), bytes.LastIndex(data, []byte("is")),
		bytes.EqualFold([]byte("GO"), []byte("go")), bytes.ContainsAny(data, "!,"), bytes.ContainsRune(data, 'z'))
	fmt.Printf("%s %s %s\n", bytes.Map(unicode.ToUpper, []byte("map")), bytes.Replace([]byte("aaaa"), []byte("a"), []byte("b"), 2),
		bytes.TrimFunc([]byte("123abc456"), unicode.IsDigit))
	fmt.Printf("%s|%s|%q %v\n", bytes.TrimLeft([]byte("xxhixx"), "x"), bytes.TrimRight([]byte("xxhixx"), "x"),
		bytes.FieldsFunc([]byte("a1b2c"), unicode.IsDigit), bytes.Runes([]byte("añb")))
	fmt.Printf("%q %q\n", bytes.SplitN([]byte("a:b:c"), []byte(":"), 2), bytes.SplitAfter([]byte("a:b"), []byte(":")))
	fmt.Println(bytes.LastIndexByte(data, 'f'), bytes.IndexFunc(data, unicode.IsUpper), bytes.ContainsFunc(data, unicode.IsPunct),
		bytes.LastIndexAny(data, "Gg"), bytes.LastIndexFunc(data, unicode.IsLetter), string(bytes.Clone([]byte("cl"))),
		string(bytes.ToTitle([]byte("tt"))), string(bytes.TrimLeftFunc([]byte("  x "), unicode.IsSpace))+"|",
		string(bytes.TrimRightFunc([]byte("  x "), unicode.IsSpace))+"|", string(bytes.ToValidUTF8([]byte("a\xffb"), []byte("?"))))
}
