// features: unicode, strings_pkg, runes, for_range_string, fmt_printf, utf8_pkg, closures
package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A name directory for an international conference: names come in with
// stray spaces (some of them non-breaking or ideographic) and in mixed case.

type Attendee struct {
	Name    string
	Country string
}

func normalise(s string) string {
	// strings.Fields splits at any Unicode white space
	return strings.Join(strings.Fields(s), " ")
}

func initials(name string) string {
	var sb strings.Builder
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return unicode.IsSpace(r) || r == '-' }) {
		r, _ := utf8.DecodeRuneInString(w)
		sb.WriteRune(unicode.ToUpper(r))
	}
	return sb.String()
}

func script(s string) string {
	counts := map[string]int{}
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Han, r):
			counts["Han"]++
		case unicode.In(r, unicode.Hiragana, unicode.Katakana):
			counts["Kana"]++
		case unicode.Is(unicode.Cyrillic, r):
			counts["Cyrillic"]++
		case unicode.Is(unicode.Greek, r):
			counts["Greek"]++
		case unicode.Is(unicode.Latin, r):
			counts["Latin"]++
		}
	}
	best, n := "none", 0
	for _, k := range []string{"Cyrillic", "Greek", "Han", "Kana", "Latin"} {
		if counts[k] > n {
			best, n = k, counts[k]
		}
	}
	return best
}

func classify(r rune) string {
	var tags []string
	checks := []struct {
		name string
		f    func(rune) bool
	}{
		{"letter", unicode.IsLetter}, {"upper", unicode.IsUpper}, {"lower", unicode.IsLower},
		{"title", unicode.IsTitle}, {"digit", unicode.IsDigit}, {"number", unicode.IsNumber},
		{"space", unicode.IsSpace}, {"punct", unicode.IsPunct}, {"symbol", unicode.IsSymbol},
		{"mark", unicode.IsMark}, {"control", unicode.IsControl}, {"print", unicode.IsPrint},
		{"graphic", unicode.IsGraphic},
	}
	for _, c := range checks {
		if c.f(r) {
			tags = append(tags, c.name)
		}
	}
	return strings.Join(tags, ",")
}

func main() {
	people := []Attendee{
		{"  józef\u00a0piłsudski ", "PL"},
		{"ÉLODIE   dupont-moreau", "FR"},
		{"\u3000山田\u3000太郎", "JP"},
		{"ΣΩΚΡΆΤΗΣ  παπαδόπουλος", "GR"},
		{"анна\tкаренина", "RU"},
		{"Ǆemal Ǉubić", "BA"},
	}
	for _, p := range people {
		n := normalise(p.Name)
		fmt.Printf("%-2s %-24q upper=%s lower=%s title=%s initials=%s script=%s runes=%d bytes=%d\n",
			p.Country, n, strings.ToUpper(n), strings.ToLower(n), strings.Title(strings.ToLower(n)),
			initials(n), script(n), utf8.RuneCountInString(n), len(n))
	}
	fmt.Println(strings.EqualFold("Straße", "STRASSE"), strings.EqualFold("ΣΩΚΡΆΤΗΣ", "σωκράτης"),
		strings.EqualFold("Kelvin", "\u212Aelvin"), strings.EqualFold("go", "GO!"))
	fmt.Println(strings.ToTitle("ǆungla"), strings.Title("o'neil is here_now"), strings.TrimSpace("\u2003 mid \u00a0"))
	for _, r := range []rune{'A', 'ß', 'ǅ', '٣', '½', '\u00a0', '¿', '€', '\u0301', '\x07', 'ж', '中'} {
		fmt.Printf("%U %-8q %s\n", r, r, classify(r))
	}
	fmt.Println(string(unicode.ToTitle('ǆ')), string(unicode.To(unicode.UpperCase, 'ÿ')), string(unicode.To(unicode.LowerCase, 'Ÿ')))
	fold := []rune{}
	for r := unicode.SimpleFold('k'); r != 'k'; r = unicode.SimpleFold(r) {
		fold = append(fold, r)
	}
	fmt.Printf("%q %q %v\n", fold, unicode.SimpleFold('1'), unicode.IsOneOf([]*unicode.RangeTable{unicode.Digit, unicode.Letter}, 'x'))
	fmt.Println(unicode.MaxRune, unicode.ReplacementChar == utf8.RuneError, unicode.MaxASCII, unicode.MaxLatin1)
}
