// features: encoding_base64_checksums, structs, sort_pkg, fmt_printf
package main

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"fmt"
	"hash"
	"io"
	"sort"
	"strings"
)

// A deduplicating file index, as a backup tool keeps one: files are keyed
// by their SHA-256, and small fingerprints are shown to the user.
type File struct {
	Path    string
	Content string
}

type Entry struct {
	Digest [32]byte
	Paths  []string
	Size   int
}

func fingerprint(h hash.Hash, parts ...string) string {
	h.Reset()
	for _, p := range parts {
		io.WriteString(h, p)
	}
	return hex.EncodeToString(h.Sum(nil))
}

func main() {
	files := []File{
		{"docs/readme.md", "# Project\nHello\n"},
		{"backup/readme.md", "# Project\nHello\n"},
		{"src/main.go", "package main\n"},
		{"src/empty.txt", ""},
		{"tmp/empty.log", ""},
		{"notes.txt", strings.Repeat("note ", 40)},
	}
	index := map[[32]byte]*Entry{}
	for _, f := range files {
		d := sha256.Sum256([]byte(f.Content))
		e, ok := index[d]
		if !ok {
			e = &Entry{Digest: d, Size: len(f.Content)}
			index[d] = e
		}
		e.Paths = append(e.Paths, f.Path)
	}
	entries := make([]*Entry, 0, len(index))
	for _, e := range index {
		entries = append(entries, e)
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Paths[0] < entries[j].Paths[0] })
	for _, e := range entries {
		fmt.Printf("%x  %4d  %s\n", e.Digest[:8], e.Size, strings.Join(e.Paths, ", "))
	}

	fmt.Printf("%x\n", md5.Sum([]byte("The quick brown fox jumps over the lazy dog")))
	fmt.Printf("%X\n", sha1.Sum([]byte("abc")))
	fmt.Printf("% x\n", sha256.Sum224([]byte("abc")))
	s384 := sha512.Sum384([]byte("abc"))
	s512 := sha512.Sum512([]byte("abc"))
	fmt.Println(hex.EncodeToString(s384[:12]), hex.EncodeToString(s512[len(s512)-12:]), len(s384), len(s512))

	hashes := []struct {
		name string
		h    hash.Hash
	}{{"md5", md5.New()}, {"sha1", sha1.New()}, {"sha256", sha256.New()}, {"sha224", sha256.New224()},
		{"sha384", sha512.New384()}, {"sha512", sha512.New()}}
	for _, x := range hashes {
		fp := fingerprint(x.h, "chunk-1;", "chunk-2")
		again := fingerprint(x.h, "chunk-1;chunk-2")
		fmt.Printf("%-7s size=%2d block=%3d %s... same=%t\n", x.name, x.h.Size(), x.h.BlockSize(), fp[:16], fp == again)
	}
	h := sha256.New()
	h.Write([]byte("prefix"))
	sum := h.Sum([]byte("tag:"))
	fmt.Println(len(sum), string(sum[:4]), sha256.Size, sha256.BlockSize, md5.Size, sha1.Size, sha512.Size384)
	var a, b [16]byte = md5.Sum([]byte("x")), md5.Sum([]byte("x"))
	fmt.Println(a == b, a != md5.Sum([]byte("y")), fmt.Sprintf("%T", a))
}
