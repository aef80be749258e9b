// features: errors_pkg, custom_errors, type_assertion, strings_pkg, for_forever
package main

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Reads a messy CSV feed and classifies each bad record by the
// *csv.ParseError it produces: its position and the sentinel it wraps.
func scan(name, data string, fields int, lazy bool) {
	fmt.Printf("== %s ==\n", name)
	r := csv.NewReader(strings.NewReader(data))
	r.FieldsPerRecord = fields
	r.LazyQuotes = lazy
	good := 0
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		var pe *csv.ParseError
		switch {
		case err == nil:
			good++
		case errors.As(err, &pe):
			kind := "other"
			switch {
			case errors.Is(err, csv.ErrFieldCount):
				kind = "field count"
			case errors.Is(err, csv.ErrQuote):
				kind = "quote"
			case errors.Is(err, csv.ErrBareQuote):
				kind = "bare quote"
			}
			fmt.Printf("  %-11s start=%d line=%d col=%d rec=%q\n", kind, pe.StartLine, pe.Line, pe.Column, rec)
			fmt.Printf("    %v | %v | same=%t\n", err, pe.Err, pe.Err == csv.ErrFieldCount)
		default:
			fmt.Println("  unexpected:", err)
		}
		if err != nil && !errors.Is(err, csv.ErrFieldCount) {
			break // after a syntax error the reader position is unreliable
		}
	}
	fmt.Println("  good records:", good)
}

func main() {
	scan("counts", "id,name,qty\n1,bolt,40\n2,nut\n3,washer,12,extra\n4,rivet,7\n", 0, false)
	scan("fixed", "a,b\nc,d\ne\n", 2, false)
	scan("bare", "sku,desc\nX1,5\" pipe\n", 0, false)
	scan("lazy", "sku,desc\nX1,5\" pipe\n", 0, true)
	scan("unterminated", "k,v\nname,\"open\nstill open\n", 0, false)
	scan("extraneous", "k,v\n\"a\"b,c\n", 0, false)
	e := errors.New("plain")
	var pe *csv.ParseError
	fmt.Println(errors.As(e, &pe), pe == nil)
}
