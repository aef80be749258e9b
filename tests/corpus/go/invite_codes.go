// features: encoding_base64_checksums, panic_recover, errors_pkg, fmt_printf
package main

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
)

// Invite codes: a 6-byte payload (event id, seat, checksum) encoded with a
// custom alphabet that avoids look-alike characters' neighbours, without
// padding, decoded strictly so a code with tampered trailing bits fails.

const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz-_!*.~@"

var (
	codes     = base64.NewEncoding(alphabet).WithPadding(base64.NoPadding).Strict()
	lenient   = base64.NewEncoding(alphabet).WithPadding(base64.NoPadding)
	padded    = base64.NewEncoding(alphabet)
	starPad   = base64.StdEncoding.WithPadding('#')
	ErrBadSum = errors.New("checksum mismatch")
)

func checksum(b []byte) byte {
	var s byte
	for i, c := range b {
		s += c * byte(i+3)
	}
	return s
}

func makeCode(event uint16, seat uint16) string {
	buf := make([]byte, 5)
	binary.BigEndian.PutUint16(buf, event)
	binary.BigEndian.PutUint16(buf[2:], seat)
	buf[4] = checksum(buf[:4])
	return codes.EncodeToString(buf)
}

func readCode(code string) (uint16, uint16, error) {
	raw, err := codes.DecodeString(strings.TrimSpace(code))
	if err != nil {
		return 0, 0, fmt.Errorf("code %q: %w", code, err)
	}
	if len(raw) != 5 {
		return 0, 0, fmt.Errorf("code %q: %d bytes", code, len(raw))
	}
	if checksum(raw[:4]) != raw[4] {
		return 0, 0, fmt.Errorf("code %q: %w", code, ErrBadSum)
	}
	return binary.BigEndian.Uint16(raw), binary.BigEndian.Uint16(raw[2:]), nil
}

func mustPanic(label string, f func()) {
	defer func() { fmt.Printf("%-22s %v\n", label+":", recover()) }()
	f()
}

func main() {
	var issued []string
	for i, seat := range []uint16{1, 42, 300, 65535} {
		c := makeCode(uint16(2024+i), seat)
		issued = append(issued, c)
		fmt.Printf("event %d seat %5d -> %s (%d chars, max %d)\n", 2024+i, seat, c, len(c), codes.EncodedLen(5))
	}
	// a trailing symbol one step off keeps the bytes but sets unused bits
	last := issued[0]
	idx := strings.IndexByte(alphabet, last[len(last)-1])
	tweaked := last[:len(last)-1] + string(alphabet[idx+1])
	swapped := issued[1][:4] + issued[2][4:5] + issued[1][5:]
	inputs := append(issued, " "+issued[1]+"\n", tweaked, swapped, "0OIl", issued[2][:4], "")
	for _, in := range inputs {
		ev, seat, err := readCode(in)
		if err != nil {
			fmt.Println("rejected:", err, "| bad checksum:", errors.Is(err, ErrBadSum))
			continue
		}
		fmt.Printf("ok %-10q event=%d seat=%d\n", in, ev, seat)
	}
	raw, err := lenient.DecodeString(tweaked)
	fmt.Println("lenient reads the tweaked code:", raw, err)
	// the same payload padded, with the alphabet's own '=' and with '#'
	payload := []byte("seat")
	fmt.Println(padded.EncodeToString(payload), starPad.EncodeToString(payload), lenient.EncodeToString(payload))
	back, err := starPad.DecodeString("c2VhdA##")
	fmt.Printf("%s %v %d %d\n", back, err, starPad.EncodedLen(4), lenient.DecodedLen(6))
	_, err = starPad.DecodeString("c2VhdA==")
	fmt.Println(err)
	dst := make([]byte, padded.EncodedLen(len(payload)))
	padded.Encode(dst, payload)
	fmt.Println(string(dst), string(codes.AppendEncode([]byte("code:"), []byte{0, 1, 2})))
	mustPanic("short alphabet", func() { base64.NewEncoding(alphabet[:40]) })
	mustPanic("repeated symbol", func() { base64.NewEncoding(alphabet[:63] + "2") })
	mustPanic("padding in alphabet", func() { padded.WithPadding('@') })
	mustPanic("newline padding", func() { padded.WithPadding('\n') })
}
