// features: generics_partial, function_values, custom_errors, errors_pkg, bufio_io, strconv
package main

import (
	"bufio"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

const source = `; service configuration
[server]
host = 0.0.0.0
port = 8080
read_timeout = 2.5s
debug = yes

[database]
url = "postgres://db:5432/app"
pool = 12
retry = 3x
# comments with hash too

[features]
beta = off
ratio = 0.75
tags = alpha, beta , gamma,,
[broken
key without equals
[server]
port = 9090
`

type Config struct {
	sections map[string]map[string]string
	order    []string
}

type SyntaxError struct {
	Line int
	Text string
}

func (e SyntaxError) Error() string { return fmt.Sprintf("line %d: cannot parse %q", e.Line, e.Text) }

var ErrMissing = errors.New("missing key")

func Parse(src string) (*Config, []error) {
	c := &Config{sections: map[string]map[string]string{}}
	var errs []error
	section := ""
	sc := bufio.NewScanner(strings.NewReader(src))
	line := 0
	for sc.Scan() {
		line++
		t := strings.TrimSpace(sc.Text())
		switch {
		case t == "" || strings.HasPrefix(t, ";") || strings.HasPrefix(t, "#"):
			continue
		case strings.HasPrefix(t, "["):
			if !strings.HasSuffix(t, "]") {
				errs = append(errs, SyntaxError{line, t})
				continue
			}
			section = strings.ToLower(strings.TrimSpace(t[1 : len(t)-1]))
			if _, ok := c.sections[section]; !ok {
				c.sections[section] = map[string]string{}
				c.order = append(c.order, section)
			}
		default:
			k, v, ok := strings.Cut(t, "=")
			if !ok {
				errs = append(errs, SyntaxError{line, t})
				continue
			}
			v = strings.TrimSpace(v)
			if uq, err := strconv.Unquote(v); err == nil {
				v = uq
			}
			c.sections[section][strings.TrimSpace(k)] = v
		}
	}
	return c, errs
}

func (c *Config) raw(sec, key string) (string, error) {
	v, ok := c.sections[sec][key]
	if !ok {
		return "", fmt.Errorf("%s.%s: %w", sec, key, ErrMissing)
	}
	return v, nil
}

func Get[T any](c *Config, sec, key string, conv func(string) (T, error)) (T, error) {
	var zero T
	s, err := c.raw(sec, key)
	if err != nil {
		return zero, err
	}
	v, err := conv(s)
	if err != nil {
		return zero, fmt.Errorf("%s.%s: %w", sec, key, err)
	}
	return v, nil
}

func GetOr[T any](c *Config, sec, key string, conv func(string) (T, error), def T) T {
	v, err := Get(c, sec, key, conv)
	if err != nil {
		return def
	}
	return v
}

func parseBool(s string) (bool, error) {
	switch strings.ToLower(s) {
	case "yes", "on", "true", "1":
		return true, nil
	case "no", "off", "false", "0":
		return false, nil
	}
	return strconv.ParseBool(s)
}

func list(s string) ([]string, error) {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out, nil
}

func main() {
	cfg, errs := Parse(source)
	for _, e := range errs {
		var se SyntaxError
		if errors.As(e, &se) {
			fmt.Printf("syntax error at %d: %v\n", se.Line, e)
		}
	}
	fmt.Println("sections:", cfg.order)
	port, err := Get(cfg, "server", "port", strconv.Atoi)
	fmt.Println("port:", port, err)
	host := GetOr(cfg, "server", "host", func(s string) (string, error) { return s, nil }, "localhost")
	fmt.Printf("listen on %s:%d\n", host, port)
	rt, err := Get(cfg, "server", "read_timeout", time.ParseDuration)
	fmt.Printf("read timeout %v (%d ms) err=%v\n", rt, rt.Milliseconds(), err)
	debug, _ := Get(cfg, "server", "debug", parseBool)
	beta, _ := Get(cfg, "features", "beta", parseBool)
	fmt.Printf("debug=%t beta=%t\n", debug, beta)
	ratio, err := Get(cfg, "features", "ratio", func(s string) (float64, error) { return strconv.ParseFloat(s, 64) })
	fmt.Printf("ratio=%.2f err=%v\n", ratio, err)
	tags, _ := Get(cfg, "features", "tags", list)
	fmt.Printf("tags=%q n=%d\n", tags, len(tags))
	url, _ := Get(cfg, "database", "url", func(s string) (string, error) { return s, nil })
	fmt.Println("url:", url)
	_, err = Get(cfg, "database", "retry", strconv.Atoi)
	fmt.Println("retry:", err)
	var ne *strconv.NumError
	fmt.Println("  num error:", errors.As(err, &ne), errors.Is(err, strconv.ErrSyntax))
	_, err = Get(cfg, "database", "timeout", time.ParseDuration)
	fmt.Println("timeout:", err, errors.Is(err, ErrMissing))
	pool := GetOr(cfg, "database", "pool", strconv.Atoi, 4)
	workers := GetOr(cfg, "database", "workers", strconv.Atoi, 4)
	fmt.Println("pool/workers:", pool, workers)

	for _, s := range cfg.order {
		keys := make([]string, 0)
		for k := range cfg.sections[s] {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		fmt.Printf("[%s] %d keys: %s\n", s, len(keys), strings.Join(keys, ", "))
	}
}
