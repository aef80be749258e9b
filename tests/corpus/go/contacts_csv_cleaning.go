// features: custom_errors, errors_pkg, strconv, unicode, sort_pkg, strings_builder
package main

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

const raw = `name,email,phone,age,country
  alice SMITH ,Alice@Example.com,(555) 123-4567,34,us
Bob Jones,bob@example,555.987.6543,twenty,US
"O'Brien, Connor",connor@obrien.ie,+353 1 234 5678,41,IE
carol  white,carol@example.com,5551234567,-3,usa
Dave,dave@example.com,,29,
alice smith,alice@example.com,555-123-4567,34,US
"Émile Zola",emile@zola.fr,+33 1 23 45 67 89,52,fr
bad,row
`

type Contact struct {
	Name    string
	Email   string
	Phone   string
	Age     int
	Country string
}

type FieldError struct {
	Line  int
	Field string
	Value string
	Err   error
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("line %d: %s=%q: %v", e.Line, e.Field, e.Value, e.Err)
}
func (e *FieldError) Unwrap() error { return e.Err }

var (
	ErrInvalid = errors.New("invalid")
	ErrRange   = errors.New("out of range")
)

var countryAliases = map[string]string{"usa": "US", "us": "US", "ie": "IE", "fr": "FR"}

func titleCase(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		rs := []rune(strings.ToLower(w))
		rs[0] = unicode.ToUpper(rs[0])
		for j := 1; j < len(rs); j++ {
			if rs[j-1] == '\'' {
				rs[j] = unicode.ToUpper(rs[j])
			}
		}
		words[i] = string(rs)
	}
	return strings.Join(words, " ")
}

func normPhone(s string) (string, error) {
	if s == "" {
		return "", nil
	}
	var digits strings.Builder
	for _, r := range s {
		if unicode.IsDigit(r) {
			digits.WriteRune(r)
		}
	}
	d := digits.String()
	switch {
	case strings.HasPrefix(s, "+"):
		return "+" + d, nil
	case len(d) == 10:
		return fmt.Sprintf("+1-%s-%s-%s", d[:3], d[3:6], d[6:]), nil
	}
	return "", ErrInvalid
}

func clean(line int, rec []string) (Contact, []error) {
	var errs []error
	c := Contact{Name: titleCase(rec[0]), Email: strings.ToLower(strings.TrimSpace(rec[1]))}
	if at := strings.IndexByte(c.Email, '@'); at < 1 || !strings.Contains(c.Email[at:], ".") {
		errs = append(errs, &FieldError{line, "email", rec[1], ErrInvalid})
	}
	p, err := normPhone(rec[2])
	if err != nil {
		errs = append(errs, &FieldError{line, "phone", rec[2], err})
	}
	c.Phone = p
	age, err := strconv.Atoi(rec[3])
	if err != nil {
		errs = append(errs, &FieldError{line, "age", rec[3], fmt.Errorf("%w: %w", ErrInvalid, err)})
	} else if age < 0 || age > 130 {
		errs = append(errs, &FieldError{line, "age", rec[3], ErrRange})
	}
	c.Age = age
	if cc, ok := countryAliases[strings.ToLower(rec[4])]; ok {
		c.Country = cc
	} else {
		c.Country = "??"
	}
	return c, errs
}

func main() {
	r := csv.NewReader(strings.NewReader(raw))
	r.FieldsPerRecord = 5
	header, _ := r.Read()
	fmt.Println("columns:", strings.Join(header, " | "))
	seen := map[string]int{}
	var good []Contact
	var problems []error
	line := 1
	for {
		rec, err := r.Read()
		line++
		if err == io.EOF {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				fmt.Printf("csv error at line %d: %v\n", pe.Line, pe.Err)
			}
			continue
		}
		c, errs := clean(line, rec)
		if len(errs) > 0 {
			problems = append(problems, errs...)
			continue
		}
		if prev, dup := seen[c.Email]; dup {
			fmt.Printf("duplicate of line %d dropped: %s\n", prev, c.Email)
			continue
		}
		seen[c.Email] = line
		good = append(good, c)
	}
	sort.SliceStable(good, func(i, j int) bool { return good[i].Country < good[j].Country })
	fmt.Printf("\n%d clean contacts:\n", len(good))
	for _, c := range good {
		fmt.Printf("  %-18s %-20s %-18s %3d %s\n", c.Name, c.Email, c.Phone, c.Age, c.Country)
	}
	fmt.Printf("\n%d problems:\n", len(problems))
	invalid, ranged := 0, 0
	for _, p := range problems {
		fmt.Println("  -", p)
		if errors.Is(p, ErrInvalid) {
			invalid++
		}
		if errors.Is(p, ErrRange) {
			ranged++
		}
		var ne *strconv.NumError
		if errors.As(p, &ne) {
			fmt.Printf("    (strconv %s failed on %q)\n", ne.Func, ne.Num)
		}
	}
	fmt.Printf("invalid=%d range=%d\n", invalid, ranged)
}
