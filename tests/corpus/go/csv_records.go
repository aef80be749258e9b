// features: encoding_hex_binary, for_forever, error_interface, slices
// encoding/csv: a Reader over quoted fields (embedded commas, "" escapes,
// a field over two lines, \r\n), comment and empty lines skipped, custom
// Comma, TrimLeadingSpace, FieldsPerRecord checks and ParseError texts; a
// Writer that quotes what needs it and is buffered until Flush.
package main

import (
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	data := "name,city,note\r\n" +
		"\"Smith, Jane\",Paris,\"said \"\"hi\"\"\"\r\n" +
		"\n" +
		"Bob,\"New\nYork\",plain\n" +
		"Ann,Oslo,last"
	r := csv.NewReader(strings.NewReader(data))
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println("error:", err)
			break
		}
		fmt.Printf("%d %q\n", len(rec), rec)
	}

	semi := csv.NewReader(strings.NewReader("# header comment\na; b ;c\n1;  2;3\n"))
	semi.Comma = ';'
	semi.Comment = '#'
	semi.TrimLeadingSpace = true
	all, err := semi.ReadAll()
	fmt.Printf("%q %v\n", all, err)

	ragged := csv.NewReader(strings.NewReader("a,b,c\n1,2\n3,4,5\n"))
	for i := 0; i < 3; i++ {
		rec, err := ragged.Read()
		fmt.Printf("%q %v\n", rec, err)
	}
	free := csv.NewReader(strings.NewReader("a,b,c\n1,2\n"))
	free.FieldsPerRecord = -1
	rows, err := free.ReadAll()
	fmt.Println(len(rows), err)

	for _, bad := range []string{"a,b\"c\n", "x,\"open\n", "\"a\"b,c\n", "ok\n\"multi\nline\"x\n"} {
		_, err := csv.NewReader(strings.NewReader(bad)).ReadAll()
		fmt.Println(err)
	}
	lazy := csv.NewReader(strings.NewReader("a \"quoted\" word,\"x\"y\"\n"))
	lazy.LazyQuotes = true
	rec, err := lazy.Read()
	fmt.Printf("%q %v\n", rec, err)

	w := csv.NewWriter(os.Stdout)
	w.Write([]string{"id", "label", "comment"})
	w.Write([]string{"1", "plain", ""})
	w.Write([]string{"2", "has,comma", "has \"quotes\""})
	w.Write([]string{"3", " leading space", "two\nlines"})
	fmt.Println("-- before flush --")
	w.Flush()
	fmt.Println("flushed, error:", w.Error())
	var sb strings.Builder
	tw := csv.NewWriter(&sb)
	tw.Comma = '\t'
	tw.UseCRLF = true
	tw.WriteAll([][]string{{"a", "b\tc"}, {"d", "e"}})
	fmt.Printf("%q\n", sb.String())
}
