// features: flag_pkg, named_type_methods, stringer, error_interface, closures, fmt_printf
// A deploy tool with subcommands, each with its own FlagSet, fed fixed argument lists.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// labels collects repeated -label k=v flags.
type labels []string

func (l *labels) String() string { return strings.Join(*l, ";") }
func (l *labels) Set(v string) error {
	if !strings.Contains(v, "=") {
		return fmt.Errorf("label %q is not key=value", v)
	}
	*l = append(*l, v)
	return nil
}

// replicas is a bounded integer flag value.
type replicas struct{ n int }

func (r *replicas) String() string { return strconv.Itoa(r.n) }
func (r *replicas) Set(v string) error {
	n, err := strconv.Atoi(v)
	if err != nil {
		return errors.New("not a number")
	}
	if n < 1 || n > 9 {
		return fmt.Errorf("%d outside 1..9", n)
	}
	r.n = n
	return nil
}

// semver flags parse through encoding.TextUnmarshaler.
type semver struct{ major, minor int }

func (v semver) MarshalText() ([]byte, error) { return []byte(fmt.Sprintf("%d.%d", v.major, v.minor)), nil }
func (v *semver) UnmarshalText(b []byte) error {
	_, err := fmt.Sscanf(string(b), "%d.%d", &v.major, &v.minor)
	if err != nil {
		return fmt.Errorf("bad version %q", b)
	}
	return nil
}

type deployOpts struct {
	env     string
	dryRun  bool
	timeout time.Duration
	canary  float64
	labels  labels
	scale   replicas
	build   uint64
	retries int64
	hooks   []string
}

func deployFlags(o *deployOpts) *flag.FlagSet {
	fs := flag.NewFlagSet("deploy", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	fs.StringVar(&o.env, "env", "staging", "target `environment`")
	fs.BoolVar(&o.dryRun, "n", false, "dry run")
	fs.DurationVar(&o.timeout, "timeout", 90*time.Second, "give up after this long")
	fs.Float64Var(&o.canary, "canary", 0, "fraction of traffic for the canary")
	fs.Var(&o.labels, "label", "add a `key=value` label (repeatable)")
	o.scale = replicas{n: 2}
	fs.Var(&o.scale, "replicas", "number of replicas")
	fs.Uint64Var(&o.build, "build", 0, "build number")
	fs.Int64Var(&o.retries, "retries", 3, "retry count\n(0 disables retries)")
	fs.Func("hook", "run a `command` after deploying", func(s string) error {
		if s == "" {
			return errors.New("empty hook")
		}
		o.hooks = append(o.hooks, s)
		return nil
	})
	return fs
}

func runDeploy(args []string) {
	var o deployOpts
	fs := deployFlags(&o)
	err := fs.Parse(args)
	if err != nil {
		fmt.Printf("  -> error: %v (help=%t)\n", err, errors.Is(err, flag.ErrHelp))
		return
	}
	fmt.Printf("  env=%s dry=%t timeout=%v canary=%.2f replicas=%v build=%d retries=%d\n",
		o.env, o.dryRun, o.timeout, o.canary, o.scale.n, o.build, o.retries)
	fmt.Printf("  labels=%q hooks=%q rest=%q narg=%d nflag=%d\n", []string(o.labels), o.hooks, fs.Args(), fs.NArg(), fs.NFlag())
	fs.Visit(func(f *flag.Flag) {
		fmt.Printf("    set %-8s = %-14s (default %s)\n", f.Name, f.Value.String(), f.DefValue)
	})
}

func main() {
	runs := [][]string{
		{"-env", "prod", "-n", "-timeout=2m30s", "api", "worker"},
		{"--env=dev", "-label", "team=core", "-label=tier=web", "-replicas", "5", "-build", "0x1f", "--", "-n"},
		{"-canary", "0.125", "-retries", "-2", "-hook", "notify", "-hook=cleanup", "svc"},
		{"-replicas", "12"},
		{"-replicas", "many"},
		{"-label", "oops"},
		{"-timeout", "soon"},
		{"-n=perhaps"},
		{"-build", "-5"},
		{"-retries", "99999999999999999999"},
		{"-verbose"},
		{"-env"},
		{"-help"},
		{"-=x"},
		{"plain", "-env", "prod"},
	}
	for i, r := range runs {
		fmt.Printf("run %d: %q\n", i, r)
		runDeploy(r)
	}

	// a set with its own usage function and lookups
	var o deployOpts
	fs := deployFlags(&o)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: %s [flags] service...\n", fs.Name())
	}
	fmt.Println(fs.Parse([]string{"-x"}))
	fmt.Println("parsed:", fs.Parsed(), "name:", fs.Name())
	if f := fs.Lookup("timeout"); f != nil {
		fmt.Printf("timeout flag: %s / %q / default %s\n", f.Name, f.Usage, f.DefValue)
	}
	fmt.Println("missing lookup is nil:", fs.Lookup("nope") == nil)
	fmt.Println("set env:", fs.Set("env", "qa"), o.env)
	fmt.Println("set replicas:", fs.Set("replicas", "0"))
	fmt.Println("set unknown:", fs.Set("colour", "red"))
	n := 0
	fs.VisitAll(func(f *flag.Flag) {
		n++
		name, usage := flag.UnquoteUsage(f)
		fmt.Printf("  %d %s [%s] %s\n", n, f.Name, name, strings.ReplaceAll(usage, "\n", " "))
	})
	fmt.Println("defaults:")
	fs.PrintDefaults()

	// PanicOnError turns a bad flag into a panic
	strict := flag.NewFlagSet("strict", flag.PanicOnError)
	strict.SetOutput(os.Stdout)
	level := strict.Int("level", 1, "verbosity")
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		strict.Parse([]string{"-level", "3", "-level", "loud"})
	}()
	fmt.Println("level:", *level)

	// a set renamed by Init, with text and unsigned flags
	cfg := flag.NewFlagSet("", flag.ExitOnError)
	cfg.Init("config", flag.ContinueOnError)
	cfg.SetOutput(os.Stdout)
	var ver semver
	cfg.TextVar(&ver, "min", semver{1, 2}, "minimum `version` to accept")
	workers := cfg.Uint("workers", 4, "worker count")
	limit := cfg.Uint64("limit", 1<<40, "byte limit")
	var depth int
	cfg.IntVar(&depth, "depth", 0, "")
	fmt.Println(cfg.ErrorHandling() == flag.ContinueOnError, cfg.Name(), ver.major, ver.minor)
	fmt.Println(cfg.Parse([]string{"-min", "2.7", "-workers", "0x10", "-limit", "5", "-depth=-1"}), ver, *workers, *limit, depth)
	fmt.Println(cfg.Parse([]string{"-min", "two"}))
	fmt.Println(cfg.Parse([]string{"-workers", "-3"}))

	// the command line itself: the program was given no arguments
	verbose := flag.Bool("v", false, "verbose")
	name := flag.String("name", "world", "who to greet")
	count := flag.Int("count", 1, "greetings")
	wait := flag.Duration("wait", time.Second, "pause")
	ratio := flag.Float64("ratio", 1.5, "scale")
	var extra labels
	flag.Var(&extra, "x", "extra labels")
	flag.Func("on", "event hook", func(string) error { return nil })
	flag.BoolFunc("q", "quiet", func(string) error { return nil })
	var limit2 uint
	flag.UintVar(&limit2, "limit", 10, "limit")
	flag.Parse()
	fmt.Println(*verbose, *name, flag.NArg(), flag.NFlag(), flag.Args(), flag.Arg(0) == "", flag.Parsed())
	fmt.Println(flag.CommandLine.Lookup("name").DefValue, flag.Set("name", "gopher"), *name, *count, *wait, *ratio, extra, limit2)
	fmt.Println(flag.Set("x", "a=b"), flag.Set("x", "bad"), extra, flag.NFlag(), flag.Lookup("wait").Usage)
	flag.Visit(func(f *flag.Flag) { fmt.Println("visited", f.Name, f.Value) })
	flag.VisitAll(func(f *flag.Flag) { fmt.Print(f.Name, " ") })
	fmt.Println()
	flag.CommandLine.SetOutput(os.Stdout)
	flag.PrintDefaults()
}
