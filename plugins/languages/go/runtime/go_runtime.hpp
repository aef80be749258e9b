// go_runtime.hpp - what the Go runtime's files share: each file's globals
// and attribute hooks (go_runtime.cpp asks them in turn) and the one helper
// that builds a package value from its natives.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "reddragon/vm/objects.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm {

/// A package member implemented natively.
struct GoNative {
  const char* name;
  NativeFn fn;
};

/// A package value (an instance of class "package" named by __name) whose
/// fields are the natives fns and the integer constants consts.
Value go_package(Vm& in, const char* name, std::initializer_list<GoNative> fns,
                 std::initializer_list<std::pair<const char*, std::int64_t>> consts = {});

Value go_slices_global(Vm& in, std::string_view name);      // go_slices.cpp
Value go_containers_global(Vm& in, std::string_view name);  // go_containers.cpp
Value go_containers_attr(Vm& in, const Value& obj, Name field);
Value go_tabwriter_global(Vm& in, std::string_view name);  // go_tabwriter.cpp
Value go_tabwriter_attr(Vm& in, const Value& obj, Name field);
void go_tabwriter_write(Vm& in, const Value& w, const std::string& text);
Value go_time_global(Vm& in, std::string_view name);  // go_time.cpp
// go_time_value.cpp: time.Time, *time.Location, Month and Weekday names, Format/Parse
void go_time_add_members(Vm& in, const Value& pkg);              // the package's functions and constants
Value go_time_value_global(Vm& in, std::string_view name);       // time.Month_String, time.Weekday_String
Value go_time_attr(Vm& in, const Value& obj, Name field);         // a Time's or Location's method
Value go_time_zero(Vm& in);                                       // the zero Time
bool go_time_identical(Vm& in, const Value& a, const Value& b);  // a == b of two Times (instant and Location)
/// A Time as encoding/json writes it (RFC 3339, quoted); err set past year 9999.
std::string go_time_json(Vm& in, const Value& t, std::string& err);
/// A Time from its raw JSON text; undef for null (no change) or an error (err set).
Value go_time_from_json(Vm& in, const std::string& raw, Value& err);
Value go_bits_global(Vm& in, std::string_view name);  // go_bits.cpp
// go_strconv_float.cpp: strconv.ParseFloat's text (bits 32 or 64) to out
enum class GoFloatParse { Ok, Syntax, Range };
GoFloatParse go_parse_float(const std::string& s, int bits, double& out);
// go_url.cpp: net/url (Parse, *url.URL, *url.Userinfo, url.Values' methods as "url.Values_M", escaping)
Value go_url_global(Vm& in, std::string_view name);
Value go_url_attr(Vm& in, const Value& obj, Name field);
// go_big.cpp: math/big's Int and Rat
Value go_big_global(Vm& in, std::string_view name);
Value go_big_attr(Vm& in, const Value& obj, Name field);  // an *Int's or *Rat's methods
Value go_big_zero(Vm& in, std::string_view type);
// go_big_float.cpp: math/big's Float (NewFloat, ParseFloat, new(big.Float), its methods and fmt)
Value go_big_float_new(Vm& in, const Value&, std::vector<Value>& a);
Value go_big_float_parse(Vm& in, const Value&, std::vector<Value>& a);
Value go_big_float_zero(Vm& in);
Value go_big_float_attr(Vm& in, const Value& obj, Name field);
bool go_big_float_format(Vm& in, const Value& v, char verb, int width, int prec, bool plus, bool space, bool minus,
                         bool zero, std::string& out);         // big.Int{} / big.Rat{}, undef for other types
/// The text of an *Int in base (2..62) or of a *Rat (a/b); false for other values.
bool go_big_text(Vm& in, const Value& v, int base, std::string& out);
// go_checksum.cpp: encoding/base64, hash/crc32, hash/adler32, hash/fnv
Value go_checksum_global(Vm& in, std::string_view name);
Value go_checksum_attr(Vm& in, const Value& obj, Name field);  // a digest's methods
// go_rand.cpp: package math/rand (seeded sources, *rand.Rand)
Value go_rand_global(Vm& in, std::string_view name);
Value go_rand_attr(Vm& in, const Value& obj, Name field);
/// A program's rand.Source method (Int63, Uint64) called; ok false when it raised or is missing.
std::uint64_t go_rand_call_source(Vm& in, const Value& src, const char* method, bool& ok);
// go_rand_v2.cpp: package math/rand/v2 (bound as the global "rand/v2"): PCG sources, *rand.Rand's v2 methods
Value go_rand_v2_global(Vm& in, std::string_view name);
Value go_rand_v2_attr(Vm& in, const Value& obj, Name field);
bool go_rand_is_v2(Vm& in, const Value& obj);  // a *rand.Rand that rand/v2's New made
// go_flag.cpp: package flag (*flag.FlagSet, *flag.Flag, the built-in flag values)
Value go_flag_global(Vm& in, std::string_view name);
Value go_flag_attr(Vm& in, const Value& obj, Name field);
// go_atomic.cpp: package sync/atomic, its functions and value types
Value go_atomic_global(Vm& in, std::string_view name);
Value go_atomic_zero(Vm& in, std::string_view type);  // atomic.Int64{} & co., undef for other types
Value go_atomic_attr(Vm& in, const Value& obj, Name field);
Value go_unicode_global(Vm& in, std::string_view name);  // go_unicode.cpp
// go_io.cpp: package io, the readers (*strings.Reader, *bytes.Reader, *bufio.Reader), Buffer reads
Value go_io_global(Vm& in, std::string_view name);
Value go_io_attr(Vm& in, const Value& obj, Name field);
/// strings.NewReader, bytes.NewReader, bufio.NewReader (nullptr for other names).
NativeFn go_io_constructor(std::string_view which);
/// All a reader has left (consumed): readers, a Buffer, stdin (empty), a type with Read.
std::string go_reader_drain(Vm& in, const Value& r);
/// The unread text of a reader that can unread runes (a *strings.Reader,
/// *bytes.Reader, *bufio.Reader, a Buffer): fmt.Fscan takes only what it
/// scans, go_reader_skip(n) after; false for other readers.
bool go_reader_unread_text(Vm& in, const Value& r, std::string& text);
void go_reader_skip(Vm& in, const Value& r, std::size_t n);
// go_regexp.cpp: package regexp on the shared PCRE2 engine
Value go_regexp_global(Vm& in, std::string_view name);
Value go_regexp_attr(Vm& in, const Value& obj, Name field);
// go_runtime.cpp, for go_io.cpp and go_regexp.cpp
Value go_nil_list();                            // a nil slice
std::string go_quote(const std::string& s);     // strconv.Quote
std::string go_format_v(Vm& in, const Value& v);  // fmt's %v of v
std::string& go_builder_text(Vm& in, const Value& builder);  // a strings.Builder / bytes.Buffer's text
void go_write(Vm& in, const Value& w, const std::string& text);  // fmt.Fprint's writers
Value go_discard_writer(Vm& in);                                 // io.Discard
void go_panic_value(Vm& in, const Value& v);                     // panic(v)
/// Rune classes and simple case mappings as package unicode has them (go_unicode.cpp).
bool go_rune_is_space(std::int64_t r);
bool go_rune_is_letter(std::int64_t r);
bool go_rune_is_digit(std::int64_t r);
bool go_rune_is_upper(std::int64_t r);
bool go_rune_is_lower(std::int64_t r);
bool go_rune_is_title(std::int64_t r);
bool go_rune_is_print(std::int64_t r);
bool go_rune_is_graphic(std::int64_t r);
std::int64_t go_rune_upper(std::int64_t r);
std::int64_t go_rune_lower(std::int64_t r);
std::int64_t go_rune_title(std::int64_t r);
Value go_path_global(Vm& in, std::string_view name);  // go_path.cpp: path, path/filepath
Value go_json_global(Vm& in, std::string_view name);  // go_json.cpp: encoding/json
// go_encoding.cpp: encoding/hex, encoding/binary, and utf8's byte writers
Value go_encoding_global(Vm& in, std::string_view name);
Value go_csv_attr(Vm& in, const Value& obj, Name field);  // go_encoding.cpp: *csv.Reader / *csv.Writer methods
void go_utf8_add_members(Vm& in, const Value& pkg);  // AppendRune, EncodeRune, FullRune, RuneStart
Value go_json_attr(Vm& in, const Value& obj, Name field);  // (*json.Encoder) methods
// go_json_decode.cpp: json.Unmarshal, json.Valid
Value go_json_unmarshal(Vm& in, const Value& self, std::vector<Value>& a);
Value go_json_valid(Vm& in, const Value& self, std::vector<Value>& a);
Value go_json_new_decoder(Vm& in, const Value& self, std::vector<Value>& a);  // json.NewDecoder
Value go_json_decoder_attr(Vm& in, const Value& obj, Name field);             // (*json.Decoder) methods
/// A user method of v's struct type (MarshalJSON, UnmarshalJSON, Error), or None.
Value go_json_method(Vm& in, const Value& v, const char* name);
/// The text of a []byte (a list of ints) or string value.
std::string go_bytes_text(const Value& b);
/// err.Error() of an error value.
std::string go_error_text(Vm& in, const Value& err);
/// A map's zero value for missing keys (as make(map[K]V) records it).
void go_set_map_zero(const Value& map, const Value& zero);
/// An error value as errors.New makes it (go_runtime.cpp).
Value go_error(Vm& in, const std::string& msg);
Value go_io_read_full(Vm& in, std::vector<Value>& a);  // go_io.cpp: io.ReadFull(r, buf)
std::string go_type_text(Vm& in, const Value& v);      // go_runtime.cpp: fmt's %T
/// The place pointer ptr points to (a variable slot, list element or field);
/// nullptr when it is gone (an index out of range, a missing field).
Value* go_pointee(const PointerObj* ptr);
/// *p and *p = v as the Go program does them (variable, element and field pointers).
Value go_load_through(Vm& in, const Value& p);
// go_context.cpp: package context, and its deadlines on the virtual clock
Value go_context_global(Vm& in, std::string_view name);
Value go_context_attr(Vm& in, const Value& obj, Name field);
/// Fires the earliest live deadline or sleep (time passes to it); false when none is left.
bool go_fire_timer(Vm& in);
/// The virtual clock (ns since the run began); a sleep of d registered, giving its wake time.
std::int64_t go_clock(Vm& in);
std::int64_t go_sleep_register(Vm& in, std::int64_t d);
/// time.After(d): a channel that receives the zero Time when the clock passes d from now.
Value go_after(Vm& in, std::int64_t d);
/// A deadline at `when` for a timer of generation gen (go_timer.cpp's; live while go_timer_live holds).
void go_add_deadline(Vm& in, const Value& timer, std::int64_t when, std::int64_t gen);
// go_timer.cpp: time.NewTimer, NewTicker, Tick, AfterFunc
void go_timer_add_members(Vm& in, const Value& pkg);
Value go_timer_attr(Vm& in, const Value& obj, Name field);  // Stop, Reset
bool go_timer_live(Vm& in, const Value& timer, std::int64_t gen);
void go_timer_fire(Vm& in, const Value& timer);  // the clock reached its deadline
/// Hands goroutine body g (a generator) to the scheduler; the values waiting in channel ch (go_runtime.cpp).
void go_spawn(Vm& in, const Value& g);
std::size_t go_chan_len(Vm& in, const Value& ch);
/// Blocks the caller (running goroutines, firing timers) until the clock reaches `when` (go_runtime.cpp).
bool go_wait_clock(Vm& in, std::int64_t when);
/// An unbuffered channel, and close(ch) of one that is still open (go_runtime.cpp).
Value go_chan_new(Vm& in);
Value go_chan_buffered(Vm& in, std::int64_t cap);
/// Puts v on channel ch's buffer without blocking (a timer's delivery).
void go_chan_offer(Vm& in, const Value& ch, Value v);
void go_chan_close(Vm& in, const Value& ch);
/// A pointer to a fresh variable holding v (new(int); a decoded *int field).
Value go_new_pointer(Value v);
void go_store_through(Vm& in, const Value& p, const Value& v);
// go_scan.cpp: fmt.Sscanf, Sscan, Sscanln
Value go_fmt_sscanf(Vm& in, const Value& self, std::vector<Value>& a);
Value go_fmt_sscan(Vm& in, const Value& self, std::vector<Value>& a);
Value go_fmt_sscanln(Vm& in, const Value& self, std::vector<Value>& a);
/// fmt.Scan, Scanln, Scanf: over the program's standard input (go_scan.cpp).
Value go_fmt_scan(Vm& in, const Value& self, std::vector<Value>& a);
Value go_fmt_scanln(Vm& in, const Value& self, std::vector<Value>& a);
Value go_fmt_scanf(Vm& in, const Value& self, std::vector<Value>& a);
/// fmt.Fscan, Fscanln, Fscanf: over an io.Reader (go_scan.cpp).
Value go_fmt_fscan(Vm& in, const Value& self, std::vector<Value>& a);
Value go_fmt_fscanln(Vm& in, const Value& self, std::vector<Value>& a);
Value go_fmt_fscanf(Vm& in, const Value& self, std::vector<Value>& a);
void go_write_to(Vm& in, const Value& w, const std::string& text);  // go_runtime.cpp: an io.Writer

/// Argument k of a native's arguments, or None when the call passed fewer.
inline const Value& go_arg(const std::vector<Value>& a, std::size_t k) {
  static const Value none;
  return k < a.size() ? a[k] : none;
}

/// Field f of a runtime object (None when absent or not an object), and setting it.
inline Value go_field(Vm& in, const Value& o, const char* f) {
  if (!o.is(Tag::Instance)) return Value::none();
  const Value* v = o.as<InstanceObj>()->fields.find(in.intern(f));
  return v ? *v : Value::none();
}
inline void go_set_field(Vm& in, const Value& o, const char* f, Value v) {
  if (o.is(Tag::Instance)) o.as<InstanceObj>()->fields.set(in.intern(f), std::move(v));
}

/// Obj::rt_flags of a list that is a nil slice (a zero value; still empty):
/// encoding/json prints it null, an empty non-nil slice [].
inline constexpr std::uint8_t kGoNilSlice = 2;
/// Obj::rt_flags of a []any or map[string]any json.Unmarshal made (%T).
inline constexpr std::uint8_t kGoAnyElems = 4;

// go_shared_array.cpp: slices sharing a backing array (ADR 0016)
/// Whether list shares its array with other slices.
bool go_shares_array(const Value& list);
/// cap() of a sharing list; -1 for any other value.
std::int64_t go_shared_cap(const Value& list);
/// x[lo:hi:max] of list x (cap cap_x) as a slice sharing x's array.
Value go_share_slice(Vm& in, const Value& x, std::int64_t cap_x, std::int64_t lo, std::int64_t hi, std::int64_t max);
/// s[i] = v of a sharing list (i in range): false when s shares nothing.
bool go_shared_store(Vm& in, const Value& s, std::size_t i, const Value& v);
/// A native changed items [from, to) of list: the other slices see them.
void go_shared_wrote(Vm& in, const Value& list, std::size_t from, std::size_t to);
/// append(s, add[0..n)) within s's capacity cap_s: the array's next items
/// are written; in_place grows s itself (x = append(x, ...)).
Value go_shared_append(Vm& in, const Value& s, std::int64_t cap_s, const Value* add, std::size_t n, bool in_place);
/// s got a new array of its own (append beyond its capacity, in place).
void go_shared_leave(const Value& list);

}  // namespace reddragon::vm
