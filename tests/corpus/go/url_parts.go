// features: net_url, errors_pkg, fmt_printf, maps, for_range
package main

import (
	"errors"
	"fmt"
	"net/url"
	"sort"
	"strings"
)

// signed builds a canonical request string: sorted query, escaped path.
func signed(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", fmt.Errorf("sign: %w", err)
	}
	q := u.Query()
	q.Del("sig")
	q.Set("v", "2")
	return strings.ToUpper(u.Scheme) + " " + u.Hostname() + u.EscapedPath() + "?" + q.Encode(), nil
}

func main() {
	raws := []string{
		"https://alice:s3cr%40t@api.example.com:8443/v1/items/a%20b?id=7&tag=x&tag=y#frag%20ment",
		"http://[::1]:8080/status",
		"mailto:someone@example.org",
		"/relative/path?q=1",
		"file:///etc/hosts",
		"HTTP://Example.COM/Über/straße",
		"http://host:abc/",
		"http://x/%zz",
		":no-scheme",
		"a:b/c",
		"https://example.com?",
	}
	for _, raw := range raws {
		u, err := url.Parse(raw)
		if err != nil {
			fmt.Printf("ERR  %v\n", err)
			continue
		}
		fmt.Printf("OK   scheme=%q host=%q hostname=%q port=%q path=%q rawq=%q frag=%q opaque=%q abs=%v\n",
			u.Scheme, u.Host, u.Hostname(), u.Port(), u.Path, u.RawQuery, u.Fragment, u.Opaque, u.IsAbs())
		fmt.Printf("     string=%s uri=%s escaped=%s\n", u, u.RequestURI(), u.EscapedPath())
		if u.User != nil {
			pw, ok := u.User.Password()
			fmt.Printf("     user=%s pass=%s set=%v userinfo=%v\n", u.User.Username(), pw, ok, u.User)
		}
	}

	base, _ := url.Parse("https://example.com/docs/guide/intro.html?lang=en#top")
	for _, ref := range []string{"setup.html", "../api/", "/root", "?lang=fr", "#install", "//cdn.example.com/x.js", "./a/./b/../c", "http://other/"} {
		r, err := base.Parse(ref)
		fmt.Printf("%-24s -> %v %v\n", ref, r, err)
	}

	v, err := url.ParseQuery("name=Ada+Lovelace&lang=go&lang=c%2B%2B&empty=&flag")
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("  %-6s %q\n", k, v[k])
	}
	fmt.Println(err, v.Get("lang"), v.Has("flag"), v.Has("nope"), len(v["lang"]))
	v.Add("lang", "rust")
	v.Del("empty")
	fmt.Println(v.Encode())
	_, err = url.ParseQuery("a=1;b=2&c=%x")
	fmt.Println("query error:", err)

	s, err := signed("https://Shop.example.com/cart/my items?sig=abc&b=2&a=1&a=0")
	fmt.Println(s, err)
	_, err = signed("https://bad host/%")
	var ue *url.Error
	fmt.Println(err, errors.As(err, &ue))

	for _, s := range []string{"a b&c=d/é", "100%", "x+y"} {
		q, p := url.QueryEscape(s), url.PathEscape(s)
		uq, err1 := url.QueryUnescape(q)
		up, err2 := url.PathUnescape(p)
		fmt.Printf("%-10q query=%-20s path=%-18s back=%v %v\n", s, q, p, uq == s && up == s, err1 == nil && err2 == nil)
	}
	_, err = url.PathUnescape("%4")
	fmt.Println(err)
	fmt.Println(url.UserPassword("bob", "p@ss:word"), url.User("carol"))
	next, _ := url.Parse("../../img/logo.png?size=2")
	fmt.Println(base.ResolveReference(next), base.ResolveReference(&url.URL{Fragment: "end"}))
}
