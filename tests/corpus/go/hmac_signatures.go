// features: encoding_base64_checksums, function_values, fmt_printf
package main

import (
	"crypto/hmac"
	"crypto/md5"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"fmt"
)

func sign(key, msg []byte) []byte {
	m := hmac.New(sha256.New, key)
	m.Write(msg)
	return m.Sum(nil)
}

func main() {
	tag := sign([]byte("key"), []byte("The quick brown fox jumps over the lazy dog"))
	fmt.Println(hex.EncodeToString(tag))
	fmt.Println(hmac.Equal(tag, sign([]byte("key"), []byte("The quick brown fox jumps over the lazy dog"))), hmac.Equal(tag, tag[:4]))
	long := hmac.New(sha512.New, []byte(string(make([]byte, 200))))
	long.Write([]byte("x"))
	fmt.Printf("%x %d %d %T\n", long.Sum(nil)[:8], long.Size(), long.BlockSize(), long)
	h := hmac.New(md5.New, []byte("k"))
	fmt.Printf("%x\n", h.Sum(nil))
	h.Write([]byte("msg"))
	fmt.Printf("%x\n", h.Sum(nil))
	h.Reset()
	fmt.Printf("%x\n", h.Sum(nil))
}
