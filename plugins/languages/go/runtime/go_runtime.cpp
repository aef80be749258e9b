// go.cpp - the Go run-time library (globals and semantic differences).
//
// Values: Go ints/floats/bools/strings are the VM's Int/Float/Bool/Str;
// slices and arrays are lists (sub-slices share their array through the
// members of go_shared_array.cpp), maps are dicts (with a per-map zero value for
// missing keys), structs are instances of the classes the frontend emits,
// packages (fmt, strings, strconv, sort, math, errors, unicode) are
// instances of a "package" class whose fields are native functions.
#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>

#include "reddragon/vm/bigint.hpp"
#include "reddragon/text/utf8.hpp"
#include "reddragon/text/number.hpp"
#include "go_math.hpp"
#include "go_runtime.hpp"
#include "go_pdqsort.hpp"

namespace reddragon::vm {


namespace {

using Args = std::vector<Value>;

// --- per-run state (keyed by object; entries are rewritten on creation) ----------
struct PanicState {
  bool panicking = false;
  bool recovered = false;
  Value value;
};
/// Zero value of a map's value type by map object: 'i' int, 'f' float, 's'
/// string, 'b' bool, 'n' nil/other (no Values: entries may outlive a run).
thread_local std::unordered_map<const Obj*, char> g_map_zero;
char zero_kind(const Value& z) {
  switch (z.tag()) {
    case Tag::Int: return 'i';
    case Tag::Float: return 'f';
    case Tag::Str: return 's';
    case Tag::Bool: return 'b';
    default: return 'n';
  }
}
thread_local std::vector<PanicState> g_panics;

Value g_none;

const std::string& sv(const Value& v) {
  static const std::string empty;
  return v.is(Tag::Str) ? v.as<StrObj>()->s : empty;
}
std::int64_t iv(const Value& v) {
  if (v.is_int()) return v.i();
  if (v.is(Tag::Float)) return static_cast<std::int64_t>(v.d());
  if (v.is(Tag::Bool)) return v.b() ? 1 : 0;
  return 0;
}
double dv(const Value& v) {
  if (v.is(Tag::Float)) return v.d();
  if (v.is_int()) return static_cast<double>(v.i());
  return 0.0;
}
const Value& arg(const Args& a, std::size_t k) { return k < a.size() ? a[k] : g_none; }
Value tuple2(Value a, Value b) { return make_list({std::move(a), std::move(b)}, Tag::Tuple); }

Value make_class(const char* name) { return new_class(name); }

/// A runtime class per name, created once per run (kept in the module scope's
/// heap through the global cache of the interpreter).
Value runtime_class(Vm&, const char* name) {
  // one class object per value: runtime types are recognised by name, and no
  // Value outlives the run that created it
  return make_class(name);
}

bool is_class(const Value& v, const char* name) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == name;
}
/// A field of an interface value of a named non-struct type (__go_iface).
/// A pointer to a struct is the struct object itself; where one becomes an
/// interface value the frontend marks the object (__go_asptr) so type
/// switches tell *T from T and fmt prints &{...}. Copies drop the mark.
bool is_iface_ptr(Vm& in, const Value& v) {
  if (!v.is(Tag::Instance)) return false;
  const Value* m = v.as<InstanceObj>()->fields.find(in.intern("__p"));
  return m && m->is(Tag::Bool) && m->b();
}
/// A T (not *T) held in an interface: marked false.
bool is_iface_value(Vm& in, const Value& v) {
  if (!v.is(Tag::Instance)) return false;
  const Value* m = v.as<InstanceObj>()->fields.find(in.intern("__p"));
  return m && m->is(Tag::Bool) && !m->b();
}
const Value* iface_field(Vm& in, const Value& v, const std::string& f) {
  if (!is_class(v, "__goiface")) return nullptr;
  return v.as<InstanceObj>()->fields.find(in.intern(f));
}
Value unbox(Vm& in, const Value& v) {
  const Value* x = iface_field(in, v, "__v");
  return x ? *x : v;
}

Value make_error(Vm& in, std::string msg, Value wrapped = Value()) {
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "*errors.errorString");
  inst->fields.set(in.intern("s"), make_str(std::move(msg)));
  if (!wrapped.is_none()) inst->fields.set(in.intern("w"), std::move(wrapped));
  return Value::object(inst);
}

void go_panic_msg(Vm& in, std::string msg) { in.raise("GoRuntimeError", "runtime error: " + msg); }
std::string index_error(std::int64_t i, std::size_t len);

// --- UTF-8 -----------------------------------------------------------------------------
std::uint32_t decode_rune(const std::string& s, std::size_t i, std::size_t& len) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  auto cont = [&](std::size_t k) { return i + k < s.size() && (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80; };
  if (c < 0x80) { len = 1; return c; }
  if ((c & 0xE0) == 0xC0 && cont(1)) { len = 2; return ((c & 0x1Fu) << 6) | (s[i + 1] & 0x3F); }
  if ((c & 0xF0) == 0xE0 && cont(1) && cont(2)) {
    len = 3;
    return ((c & 0x0Fu) << 12) | ((s[i + 1] & 0x3Fu) << 6) | (s[i + 2] & 0x3F);
  }
  if ((c & 0xF8) == 0xF0 && cont(1) && cont(2) && cont(3)) {
    len = 4;
    return ((c & 0x07u) << 18) | ((s[i + 1] & 0x3Fu) << 12) | ((s[i + 2] & 0x3Fu) << 6) | (s[i + 3] & 0x3F);
  }
  len = 1;
  return 0xFFFD;
}
void put_rune(std::string& out, std::int64_t r) {
  if (r < 0 || r > 0x10FFFF || (r >= 0xD800 && r <= 0xDFFF)) r = 0xFFFD;
  utf8::append(out, static_cast<std::uint32_t>(r));
}

// --- number formatting --------------------------------------------------------------
/// Shortest round-trip digits and decimal exponent: d.ddd * 10^exp.
void shortest(double d, std::string& digits, int& exp) { text::shortest_digits(d, digits, exp); }
std::string exp_suffix(int exp, char e = 'e') {
  std::string out(1, e);
  out += exp < 0 ? '-' : '+';
  int a = std::abs(exp);
  if (a < 10) out += '0';
  out += std::to_string(a);
  return out;
}
/// strconv.FormatFloat(d, 'g', -1, 64) (also fmt's %v for float64).
std::string format_g_shortest(double d, int eprec_limit = 21) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "+Inf" : "-Inf";
  if (d == 0) return std::signbit(d) ? "-0" : "0";
  std::string digits;
  int exp;
  shortest(d, digits, exp);
  std::string out = d < 0 ? "-" : "";
  int eprec = eprec_limit;
  if (exp < -4 || exp >= eprec) {
    out += digits[0];
    if (digits.size() > 1) out += "." + digits.substr(1);
    return out + exp_suffix(exp);
  }
  if (exp < 0) {
    out += "0." + std::string(static_cast<std::size_t>(-exp - 1), '0') + digits;
  } else if (static_cast<std::size_t>(exp + 1) >= digits.size()) {
    out += digits + std::string(static_cast<std::size_t>(exp + 1) - digits.size(), '0');
  } else {
    out += digits.substr(0, static_cast<std::size_t>(exp + 1)) + "." + digits.substr(static_cast<std::size_t>(exp + 1));
  }
  return out;
}
std::string format_fixed(double d, int prec) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "+Inf" : "-Inf";
  char buf[512];
  std::snprintf(buf, sizeof buf, "%.*f", prec, d);
  return buf;
}
std::string format_exp(double d, int prec, char e = 'e') {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "+Inf" : "-Inf";
  char buf[512];
  std::snprintf(buf, sizeof buf, e == 'e' ? "%.*e" : "%.*E", prec, d);
  return buf;
}
std::string format_g_prec(double d, int prec) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "+Inf" : "-Inf";
  if (prec == 0) prec = 1;
  char buf[512];
  std::snprintf(buf, sizeof buf, "%.*e", prec - 1, d);
  std::string s = buf;
  auto e = s.find('e');
  int exp = std::atoi(s.c_str() + e + 1);
  std::string mant = s.substr(0, e);
  if (mant.find('.') != std::string::npos) {
    while (mant.back() == '0') mant.pop_back();
    if (mant.back() == '.') mant.pop_back();
  }
  if (exp < -4 || exp >= prec) return mant + exp_suffix(exp);
  std::snprintf(buf, sizeof buf, "%.*f", std::max(0, prec - 1 - exp), d);
  s = buf;
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  return s;
}

/// strconv.Quote / QuoteRune: delim-quoted, non-printable runes escaped
/// (\a..\v, \xNN below U+0080, \uNNNN, \UNNNNNNNN), invalid bytes as \xNN;
/// ascii: every rune beyond ASCII escaped (QuoteToASCII).
std::string quote_delim(const std::string& s, char delim, int mode) {
  std::string out(1, delim);
  char b[16];
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len;
    std::uint32_t r = decode_rune(s, i, len);
    if (r == 0xFFFD && len == 1) {  // an invalid byte
      std::snprintf(b, sizeof b, "\\x%02x", static_cast<unsigned char>(s[i]));
      out += b;
      i += len;
      continue;
    }
    if (r == static_cast<unsigned char>(delim) || r == '\\') {
      out.push_back('\\');
      out.push_back(static_cast<char>(r));
    } else if (mode == 1 ? (r < 0x80 && go_rune_is_print(r)) : go_rune_is_print(r) || (mode == 2 && go_rune_is_graphic(r))) {
      out.append(s, i, len);
    } else {
      switch (r) {
        case '\a': out += "\\a"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\v': out += "\\v"; break;
        default:
          if (r < 0x20 || r == 0x7F) std::snprintf(b, sizeof b, "\\x%02x", r);
          else if (r < 0x10000) std::snprintf(b, sizeof b, "\\u%04x", r);
          else std::snprintf(b, sizeof b, "\\U%08x", r);
          out += b;
      }
    }
    i += len;
  }
  out.push_back(delim);
  return out;
}
std::string quote(const std::string& s) { return quote_delim(s, '"', 0); }
/// strconv.CanBackquote (also %#q): no control characters but tab, no backquote, valid UTF-8, no U+FEFF.
bool can_backquote(const std::string& s) {
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len;
    std::uint32_t r = decode_rune(s, i, len);
    if ((r == 0xFFFD && len == 1) || r == '`' || r == 0xFEFF || (r < ' ' && r != '\t') || r == 0x7F) return false;
    i += len;
  }
  return true;
}
/// A rune quoted as strconv.QuoteRune does (invalid runes as U+FFFD).
std::string quote_rune(std::int64_t r, int mode) {
  std::string t;
  put_rune(t, r);
  return quote_delim(t, '\'', mode);
}

// --- values ----------------------------------------------------------------------------

/// Calls a user method by name if the instance's class (or an ancestor) has it.
bool call_method_if(Vm& in, const Value& v, const char* name, std::string& out) {
  if (!v.is(Tag::Instance)) return false;
  auto* inst = v.as<InstanceObj>();
  Name n = in.intern(name);
  if (inst->klass()->name == "*errors.errorString") {
    if (std::strcmp(name, "Error") != 0) return false;
    Value* s = inst->fields.find(in.intern("s"));
    out = s ? sv(*s) : "";
    return true;
  }
  if (Value* pm = inst->klass()->attrs.find(in.intern("__go_pm")); pm && pm->is(Tag::Str)) {
    // a T value (marked __p false) lacks String/Error declared on *T
    Value* p = inst->fields.find(in.intern("__p"));
    if (p && p->is(Tag::Bool) && !p->b() && sv(*pm).find(std::string(",") + name + ",") != std::string::npos) return false;
  }
  for (auto& k : inst->klass()->mro) {
    if (Value* f = k.as<ClassObj>()->attrs.find(n); f && f->is(Tag::Function)) {
      std::vector<Value> a{v};
      Value r = in.call_sync(*f, a);
      if (in.raising()) return true;
      out = r.is(Tag::Str) ? sv(r) : in.str(r);
      return true;
    }
  }
  Value m = go_time_attr(in, v, n);  // time.Time, *time.Location, contexts: the runtime's methods
  if (m.is_undef()) m = go_big_attr(in, v, n);
  if (m.is_undef() && std::strcmp(name, "String") == 0 &&
      (inst->klass()->name == "*url.URL" || inst->klass()->name == "*url.Userinfo"))
    m = go_url_attr(in, v, n);
  if (m.is_undef() && std::strcmp(name, "String") == 0) m = go_context_attr(in, v, n);
  if (m.is_undef() && std::strcmp(name, "String") == 0 && inst->klass()->name == "*flag.value") m = go_flag_attr(in, v, n);
  if (!m.is_undef()) {
    std::vector<Value> none;
    Value r = in.call_sync(m, none);
    if (in.raising()) return true;
    out = r.is(Tag::Str) ? sv(r) : in.str(r);
    return true;
  }
  return false;
}

/// float32's value as the double whose shortest digits are float32's
/// shortest digits (strconv.FormatFloat(x, 'g', -1, 32)): fmt's %v and
/// %g print them; fixed-precision verbs differ only past float32's digits.
double float32_display(double d) {
  if (!std::isfinite(d) || d == 0) return d;
  float f = static_cast<float>(d);
  char buf[64];
  for (int p = 1; p <= 9; ++p) {
    std::snprintf(buf, sizeof buf, "%.*e", p - 1, static_cast<double>(f));
    if (std::strtof(buf, nullptr) == f) return std::strtod(buf, nullptr);
  }
  return static_cast<double>(f);
}

/// fmt's order of struct map keys: field by field (numbers, strings, bools).
bool struct_key_less(const Value& a, const Value& b, int depth) {
  if (a.is(Tag::Instance) && b.is(Tag::Instance)) {
    const auto& x = a.as<InstanceObj>()->fields.items;
    const auto& y = b.as<InstanceObj>()->fields.items;
    if (depth > 8) return false;
    for (std::size_t k = 0; k < x.size() && k < y.size(); ++k) {
      if (struct_key_less(x[k].second, y[k].second, depth + 1)) return true;
      if (struct_key_less(y[k].second, x[k].second, depth + 1)) return false;
    }
    return false;
  }
  if (a.is(Tag::Str) && b.is(Tag::Str)) return sv(a) < sv(b);
  if (a.is(Tag::Bool) && b.is(Tag::Bool)) return !a.b() && b.b();
  if ((a.is_int() || a.is(Tag::Float)) && (b.is_int() || b.is(Tag::Float))) return dv(a) < dv(b);
  return false;
}

std::string type_name(Vm& in, const Value& v);
std::string format_value(Vm& in, const Value& v, char verb, bool plus, bool sharp, int depth);

/// %#v of v whose static Go type t the frontend recorded (a struct field's
/// __go_ft_<name>, a named operand's t): unsigned integers in hex, nil
/// slices, maps, pointers and interfaces as T(nil), []byte as []byte{0x..},
/// elements by their element type (a []byte operand, not a field, is
/// []byte{...}); "" when t adds nothing (the caller
/// formats v as it would untyped).
std::string go_syntax_typed(Vm& in, const Value& v, std::string_view t, int depth, bool operand = false) {
  static const std::string_view unsigned_types[] = {"uint", "uint8", "uint16", "uint32", "uint64", "uintptr"};
  for (std::string_view u : unsigned_types)
    if (t == u && (v.is_int() || v.is(Tag::BigInt))) {  // the bit pattern (a uint64 above MaxInt64: a BigInt), unsigned
      std::uint64_t x = v.is_int() ? static_cast<std::uint64_t>(v.i())
                                   : static_cast<std::uint64_t>(v.as<BigIntObj>()->v & BigInt(std::numeric_limits<std::uint64_t>::max()));
      char buf[24];
      std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(x));
      return buf;
    }
  bool slice = t.starts_with("[]"), array = !slice && t.starts_with("[");
  if ((slice || array) && (v.is(Tag::List) || v.is(Tag::Tuple))) {
    const auto& items = v.as<ListObj>()->items;
    if (slice && items.empty() && (v.obj()->rt_flags & kGoNilSlice)) return std::string(t) + "(nil)";
    std::size_t close = t.find(']');
    std::string_view et = t.substr(close + 1);
    std::string out = (operand && t == "[]uint8" ? std::string("[]byte") : std::string(t)) + "{";  // fmt names an operand []byte
    in.charge_items(items.size());
    for (std::size_t k = 0; k < items.size(); ++k) {
      if (k) out += ", ";
      std::string e = go_syntax_typed(in, items[k], et, depth + 1);
      out += e.empty() ? format_value(in, items[k], 'v', false, true, depth + 1) : e;
    }
    return out + "}";
  }
  if (v.is_none() && (slice || t.starts_with("map[") || t.starts_with("*") || t == "error" || t == "interface {}"))
    return t.starts_with("*") ? "(" + std::string(t) + ")(nil)" : std::string(t) + "(nil)";
  return {};
}

std::string struct_body(Vm& in, const InstanceObj* inst, char verb, bool plus, bool sharp, int depth) {
  // Pointer fields print as an address, as fmt does (it follows only the
  // operand's own pointer); this also keeps linked structures finite. The
  // address is a fixed stand-in: real ones differ per run.
  std::string pf;
  if (Value* f = inst->klass()->attrs.find(in.intern("__go_pf")); f && f->is(Tag::Str)) pf = "," + sv(*f) + ",";
  std::string mf;  // map fields: a nil one prints as map[]
  if (Value* f = inst->klass()->attrs.find(in.intern("__go_mf")); f && f->is(Tag::Str)) mf = "," + sv(*f) + ",";
  std::string out = "{";
  bool first = true;
  for (const auto& [n, fv] : inst->fields.items) {
    const std::string& fname = in.name(n);
    if (fname.rfind("__", 0) == 0) continue;
    if (!first) out += sharp ? ", " : " ";
    first = false;
    if (plus || sharp) out += fname + ":";
    bool pointer = !pf.empty() && pf.find("," + fname + ",") != std::string::npos;
    Value* fs = sharp ? nullptr : inst->klass()->attrs.find(in.intern("__go_fs_" + fname));
    Value* ft = sharp ? inst->klass()->attrs.find(in.intern("__go_ft_" + fname)) : nullptr;
    std::string typed = ft && ft->is(Tag::Str) && !(pointer && !fv.is_none()) ? go_syntax_typed(in, fv, sv(*ft), depth + 1) : std::string();
    if (!typed.empty()) out += typed;
    else if (pointer && !fv.is_none()) out += sharp ? "(*" + type_name(in, fv) + ")(0xc000010000)" : "0xc000010000";
    else if (!sharp && fv.is_none() && !mf.empty() && mf.find("," + fname + ",") != std::string::npos) out += "map[]";
    else if (Value* pm = !pointer && !sharp && fv.is(Tag::Instance) ? fv.as<InstanceObj>()->klass()->attrs.find(in.intern("__go_pm")) : nullptr;
             pm && pm->is(Tag::Str) && depth <= 32) {
      // a struct-valued field whose String/Error has a pointer receiver: fmt holds a T, not a *T
      std::string text;
      bool done = false;
      for (const char* m : {"Error", "String"})
        if (!done && sv(*pm).find(std::string(",") + m + ",") == std::string::npos) done = call_method_if(in, fv, m, text);
      if (in.raising()) return out;
      out += done ? text : struct_body(in, fv.as<InstanceObj>(), verb, plus, sharp, depth + 1);
    }
    else if (fs && !fv.is_symbolic()) {  // a field of a named type with String()/Error()
      std::vector<Value> args{fv};
      Value r = in.call_sync(*fs, args);
      if (in.raising()) return out;
      out += r.is(Tag::Str) ? sv(r) : in.str(r);
    } else out += depth > 32 ? "{...}" : format_value(in, fv, verb, plus, sharp, depth + 1);
  }
  return out + "}";
}

/// A value of a named non-struct type with a String()/Error() method passed
/// to fmt (the frontend wraps it: __go_named(v, method, "main.T")): %v/%s
/// call the method, other verbs see the underlying value.
Value named_unwrap(Vm& in, const Value& v, char verb) {
  if (is_class(v, "__goiface")) {
    const Value* x = iface_field(in, v, "__v");
    if (verb == 'v' || verb == 's' || verb == 'q' || verb == 'x' || verb == 'X') {
      const Value* m = iface_field(in, v, "__m_Error");
      if (!m) m = iface_field(in, v, "__m_String");
      if (m && x) {
        std::vector<Value> args{*x};
        Value r = in.call_sync(*m, args);
        if (in.raising()) return Value::none();
        return r;
      }
    }
    return x ? *x : Value::none();
  }
  if (!is_class(v, "__gonamed")) return v;
  auto* inst = v.as<InstanceObj>();
  Value* x = inst->fields.find(in.intern("v"));
  Value* f = inst->fields.find(in.intern("f"));
  if (!x) return Value::none();
  if (f && f->is_none()) {  // a sized or named type without String(): the value itself
    Value* u = inst->fields.find(in.intern("u"));
    if (u && u->is(Tag::Str) && sv(*u) == "float32" && x->is(Tag::Float)) return Value::real(float32_display(x->d()));
    if (u && u->is(Tag::Str) && sv(*u) == "bytes" && x->is(Tag::List) && (verb == 's' || verb == 'q' || verb == 'x' || verb == 'X')) {
      std::string text;
      for (const Value& b : x->as<ListObj>()->items) text.push_back(static_cast<char>(b.is_int() ? b.i() : 0));
      in.charge_copy(text.size());
      return make_str(std::move(text));
    }
    if (u && u->is(Tag::Str) && sv(*u) == "map" && x->is_none() && verb != 'T')
      return Value::object(new DictObj());  // a nil map prints map[]
    if (u && u->is(Tag::Str) && sv(*u) == "bytes2" && x->is(Tag::List) && (verb == 's' || verb == 'q' || verb == 'x' || verb == 'X')) {
      std::vector<Value> parts;  // [][]byte: each element as a string
      for (const Value& b : x->as<ListObj>()->items) parts.push_back(make_str(go_bytes_text(b)));
      in.charge_copy(parts.size());
      return make_list(std::move(parts));
    }
    return *x;
  }
  if ((verb == 'v' || verb == 's' || verb == 'q' || verb == 'x' || verb == 'X') && f) {
    std::vector<Value> args{*x};
    Value r = in.call_sync(*f, args);
    if (in.raising()) return Value::none();
    return r;
  }
  return *x;
}
/// fmt calls a nil *T's Error/String (pointer receiver) as Go does; a panic
/// inside it prints "<nil>" (fmt's catchPanic for a nil receiver).
static bool nil_receiver_text(Vm& in, const Value* cls, std::string& out) {
  if (!cls || !cls->is(Tag::Class)) return false;
  for (const char* name : {"Error", "String"}) {
    Value* f = cls->as<ClassObj>()->attrs.find(in.intern(name));
    if (!f || !f->is(Tag::Function)) continue;
    std::vector<Value> a{Value()};
    Value r = in.call_sync(*f, a);
    if (in.raising()) {
      in.clear_raise();
      out = "<nil>";
    } else {
      out = r.is(Tag::Str) ? sv(r) : in.str(r);
    }
    return true;
  }
  return false;
}

std::string format_value(Vm& in, const Value& v, char verb, bool plus, bool sharp, int depth) {
  // Shared sub-values are formatted once per path: a budget per operand
  // keeps a DAG of slices/structs from taking exponential time.
  thread_local int budget = 0;
  if (depth == 0) budget = 100000;
  if (depth > 50 || --budget < 0) return "...";
  if (std::string bt; go_big_text(in, v, 10, bt)) return bt;  // *big.Int, *big.Rat
  if (std::string ft; go_big_float_format(in, v, 'v', -1, -1, false, false, false, false, ft)) return ft;  // *big.Float
  if (sharp && is_class(v, "__gonamed")) {  // %#v of a slice the frontend named: []T{...}, a nil one []T(nil)
    auto* inst = v.as<InstanceObj>();
    const Value *x = inst->fields.find(in.intern("v")), *t = inst->fields.find(in.intern("t")), *f = inst->fields.find(in.intern("f"));
    if (x && t && t->is(Tag::Str) && f && f->is_none() && x->is_none() && sv(*t).rfind("map[", 0) == 0) return sv(*t) + "(nil)";
    if (x && t && t->is(Tag::Str) && f && f->is_none() && (x->is_int() || x->is(Tag::BigInt) || sv(*t).starts_with("[")))
      if (std::string s = go_syntax_typed(in, *x, sv(*t), depth, depth == 0); !s.empty()) return s;  // uint32(10): 0xa; []byte{0x1}; [2]bool{...}
    if (x && t && t->is(Tag::Str) && f && f->is_none() && x->is(Tag::List) && sv(*t).rfind("[]", 0) == 0) {
      if (x->as<ListObj>()->items.empty() && (x->obj()->rt_flags & kGoNilSlice)) return sv(*t) + "(nil)";
      std::string out = sv(*t) + "{";
      bool first = true;
      in.charge_items(x->as<ListObj>()->items.size());
      for (const auto& e : x->as<ListObj>()->items) {
        if (!first) out += ", ";
        first = false;
        out += format_value(in, e, verb, plus, sharp, depth + 1);
      }
      return out + "}";
    }
  }
  if (is_class(v, "__gonamed") || is_class(v, "__goiface"))
    return format_value(in, named_unwrap(in, v, sharp ? 'd' : verb), verb, plus, sharp, depth + 1);
  switch (v.tag()) {
    case Tag::None: return sharp ? "<nil>" : "<nil>";
    case Tag::Bool: return v.b() ? "true" : "false";
    case Tag::Int: return std::to_string(v.i());
    case Tag::BigInt: return in.str(v);
    case Tag::Float: return format_g_shortest(v.d(), 6);
    case Tag::Str:
      if (sharp) in.charge_copy(sv(v).size());  // %q: a rune decoded and escaped each
      return sharp ? quote(sv(v)) : sv(v);
    case Tag::List:
    case Tag::Tuple: {
      std::string out = sharp ? type_name(in, v) + "{" : "[";
      bool first = true;
      in.charge_items(v.as<ListObj>()->items.size());  // an item formatted each (a budget stop is sticky)
      for (const auto& x : v.as<ListObj>()->items) {
        if (!first) out += sharp ? ", " : " ";
        first = false;
        out += format_value(in, x, verb, plus, sharp, depth + 1);
      }
      return out + (sharp ? "}" : "]");
    }
    case Tag::Dict: {
      std::vector<std::pair<Value, Value>> es = v.as<DictObj>()->entries;
      in.charge_sort(es.size());  // fmt prints a map's keys sorted
      std::stable_sort(es.begin(), es.end(), [&](const auto& a0, const auto& b0) {
        // keys wrapped to print through String() sort by their own values
        auto key = [&](const Value& k) {
          if (!is_class(k, "__gonamed")) return k;
          Value* x = k.as<InstanceObj>()->fields.find(in.intern("v"));
          return x ? *x : k;
        };
        std::pair<Value, Value> a{key(a0.first), Value()}, b{key(b0.first), Value()};
        if (a.first.is(Tag::Instance) && b.first.is(Tag::Instance)) return struct_key_less(a.first, b.first, 0);
        if (a.first.is(Tag::Str) && b.first.is(Tag::Str)) return sv(a.first) < sv(b.first);
        if ((a.first.is_int() || a.first.is(Tag::Float)) && (b.first.is_int() || b.first.is(Tag::Float)))
          return dv(a.first) < dv(b.first);
        if (a.first.is(Tag::Bool) && b.first.is(Tag::Bool)) return !a.first.b() && b.first.b();
        return false;
      });
      std::string out = sharp ? type_name(in, v) + "{" : "map[";
      bool first = true;
      for (const auto& [k, x] : es) {
        if (!first) out += sharp ? ", " : " ";
        first = false;
        out += format_value(in, k, verb, plus, sharp, depth + 1) + ":" + format_value(in, x, verb, plus, sharp, depth + 1);
      }
      return out + (sharp ? "}" : "]");
    }
    case Tag::Instance: {
      auto* inst = v.as<InstanceObj>();
      if (inst->klass()->name == "__goptr") {  // a pointer to a struct, as an fmt operand
        Value* p = inst->fields.find(in.intern("p"));
        if (!p || p->is_none()) {
          if (std::string s; !sharp && nil_receiver_text(in, inst->fields.find(in.intern("c")), s)) return s;
          Value* t = inst->fields.find(in.intern("t"));
          return sharp && t && t->is(Tag::Str) ? "(" + sv(*t) + ")(nil)" : "<nil>";
        }
        if (depth > 0 || !p->is(Tag::Instance)) return "0xc000010000";
        std::string s;
        if (!sharp && (call_method_if(in, *p, "Error", s) || call_method_if(in, *p, "String", s))) return s;
        return (sharp ? "&" + type_name(in, *p) : "&") + struct_body(in, p->as<InstanceObj>(), verb, plus, sharp, depth);
      }
      if (!sharp) {
        std::string s;
        if (call_method_if(in, v, "Error", s)) return s;
        if (call_method_if(in, v, "String", s)) return s;
      } else if (std::string s; call_method_if(in, v, "GoString", s)) {
        return s;  // %#v of a GoStringer (time.Time: time.Date(...))
      }
      if (inst->klass()->name == "strings.Builder") return "{...}";
      std::string body = struct_body(in, inst, verb, plus, sharp, depth);
      if (is_iface_ptr(in, v)) {  // a *T held in an interface: &{...} as an operand, an address inside
        if (depth > 0) return "0xc000010000";
        return sharp ? "&" + type_name(in, v).substr(1) + body : "&" + body;
      }
      return sharp ? type_name(in, v) + body : body;
    }
    case Tag::Function:
    case Tag::BoundMethod:
    case Tag::Builtin: return "0x1";
    case Tag::Pointer: {  // &s, &m, &arr: fmt shows what a top-level pointer to a slice, map or array holds
      const Value* place = go_pointee(v.as<PointerObj>());
      if (depth == 0 && place && (place->is(Tag::List) || place->is(Tag::Tuple) || place->is(Tag::Dict) || place->is(Tag::Instance)))
        return "&" + format_value(in, *place, verb, plus, sharp, depth + 1);
      return "0xc000010000";  // an address: a fixed stand-in, as for pointer fields
    }
    default: return in.str(v);
  }
}

std::string type_name(Vm& in, const Value& v) {
  if (const Value* t = iface_field(in, v, "__t"); t && t->is(Tag::Str))
    return sv(*t)[0] == '*' ? "*main." + sv(*t).substr(1) : "main." + sv(*t);
  if (is_class(v, "__gonamed"))
    if (Value* t = v.as<InstanceObj>()->fields.find(in.intern("t"))) return sv(*t);
  switch (v.tag()) {
    case Tag::None: return "<nil>";
    case Tag::Bool: return "bool";
    case Tag::Int: return "int";
    case Tag::Float: return "float64";
    case Tag::Str: return "string";
    case Tag::List:
    case Tag::Tuple: {
      auto& items = v.as<ListObj>()->items;
      if (v.obj()->rt_flags & kGoAnyElems) return "[]interface {}";
      return "[]" + (items.empty() ? std::string("interface {}") : type_name(in, items[0]));
    }
    case Tag::Dict: {
      auto& es = v.as<DictObj>()->entries;
      if (v.obj()->rt_flags & kGoAnyElems) return "map[string]interface {}";
      if (es.empty()) return "map[string]int";
      return "map[" + type_name(in, es[0].first) + "]" + type_name(in, es[0].second);
    }
    case Tag::Instance: {
      if (is_class(v, "__goptr")) {
        Value* p = v.as<InstanceObj>()->fields.find(in.intern("p"));
        if (p && is_iface_ptr(in, *p)) return type_name(in, *p);  // already *main.T: it also sits in an interface
        if (Value* t = v.as<InstanceObj>()->fields.find(in.intern("t")); t && t->is(Tag::Str) && (!p || p->is_none()))
          return sv(*t);
        return "*" + (p ? type_name(in, *p) : std::string("main.T"));
      }
      std::string n = v.as<InstanceObj>()->klass()->name;
      if (n == "*errors.errorString")  // a runtime panic's value keeps its runtime type
        if (Value* t = v.as<InstanceObj>()->fields.find(in.intern("__T")); t && t->is(Tag::Str)) return sv(*t);
      if (n.find('.') != std::string::npos) return n;
      if (n.rfind("struct{", 0) == 0) {  // an anonymous struct: struct { A int; B string }, from its fields
        std::string tn;
        for (const auto& [fn, fv] : v.as<InstanceObj>()->fields.items) {
          const std::string& fname = in.name(fn);
          if (fname.rfind("__", 0) == 0) continue;
          tn += (tn.empty() ? " " : "; ") + fname + " " + type_name(in, fv);
        }
        return (is_iface_ptr(in, v) ? "*" : "") + ("struct {" + (tn.empty() ? std::string() : tn + " ") + "}");
      }
      if (Value* g = v.as<InstanceObj>()->fields.find(in.intern("__tname")); g && g->is(Tag::Str)) n = sv(*g);  // Tree[int]
      return (is_iface_ptr(in, v) ? "*main." : "main.") + n;
    }
    case Tag::Function:
    case Tag::BoundMethod:
    case Tag::Builtin: return "func()";
    default: return in.type_name(v);
  }
}

// --- fmt ---------------------------------------------------------------------------------
std::string pad(std::string s, int width, bool minus, bool zero) {
  // width counts runes
  std::size_t runes = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++runes;
  if (width < 0 || runes >= static_cast<std::size_t>(width)) return s;
  std::size_t n = static_cast<std::size_t>(width) - runes;
  if (minus) return s + std::string(n, ' ');
  if (zero) {
    std::size_t at = (!s.empty() && (s[0] == '-' || s[0] == '+')) ? 1 : 0;
    return s.insert(at, std::string(n, '0'));
  }
  return std::string(n, ' ') + s;
}

std::string int_base(std::int64_t x, int base, bool upper) {
  bool neg = x < 0;
  std::uint64_t u = neg ? 0 - static_cast<std::uint64_t>(x) : static_cast<std::uint64_t>(x);
  const char* dig = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  std::string out;
  do {
    out.push_back(dig[u % static_cast<unsigned>(base)]);
    u /= static_cast<unsigned>(base);
  } while (u);
  if (neg) out.push_back('-');
  std::reverse(out.begin(), out.end());
  return out;
}

/// One fmt directive's flags, width, precision and verb.
struct FmtSpec {
  bool minus = false, plus = false, zero = false, sharp = false, space = false;
  int width = -1, prec = -1;
  char verb = 'v';
};
/// An integer as fmt's fmtInteger writes it, before padding with spaces:
/// the digits zero-filled to the precision (%.0d of 0 is empty) or, with
/// the 0 flag and no precision, to the width less a sign's room (the 0x of
/// %#04x is not counted: 0x0cb1); then the # prefix (0x, 0X, 0b, a leading
/// 0 for octal) and the sign (-, + or a space).
/// strconv.FormatFloat(f, 'x', prec, 64): -0x1.8p+01 (the shortest hex
/// mantissa when prec < 0, else prec hex digits rounded half to even; the
/// exponent signed, at least two digits).
std::string hex_float(double f, int prec, bool upper) {
  if (std::isnan(f)) return "NaN";
  if (std::isinf(f)) return f > 0 ? "+Inf" : "-Inf";
  std::string out = std::signbit(f) ? "-" : "";
  f = std::fabs(f);
  int e = 0;
  std::uint64_t m = 0;  // 1.fraction as a 53-bit integer
  if (f != 0) {
    int fe = 0;
    double fr = std::frexp(f, &fe);  // f = fr * 2^fe, fr in [0.5, 1)
    m = static_cast<std::uint64_t>(std::ldexp(fr, 53));
    e = fe - 1;
  }
  std::uint64_t frac = m & ((std::uint64_t{1} << 52) - 1);  // 13 hex digits after the point
  std::uint64_t lead = m >> 52;
  int digits = 13;
  if (prec >= 0 && prec < 13) {
    int drop = 4 * (13 - prec);
    std::uint64_t full = m, half = std::uint64_t{1} << (drop - 1), rem = full & ((std::uint64_t{1} << drop) - 1);
    full >>= drop;
    if (rem > half || (rem == half && (full & 1))) ++full;
    if (full >> (4 * prec + 1)) {  // rounded up to 2.0: renormalise
      full >>= 1;
      ++e;
    }
    lead = full >> (4 * prec);
    frac = full & ((std::uint64_t{1} << (4 * prec)) - 1);
    digits = prec;
  }
  const char* dig = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  std::string fd;
  for (int i = digits - 1; i >= 0; --i) fd.push_back(dig[(frac >> (4 * i)) & 15]);
  if (prec < 0)
    while (!fd.empty() && fd.back() == '0') fd.pop_back();
  else
    fd.append(static_cast<std::size_t>(std::max(0, prec - digits)), '0');
  out += upper ? "0X" : "0x";
  out.push_back(dig[lead]);
  if (!fd.empty()) out += "." + fd;
  char eb[16];
  std::snprintf(eb, sizeof eb, "%c%c%02d", upper ? 'P' : 'p', e < 0 ? '-' : '+', std::abs(e));
  return out + eb;
}

std::string int_text(const Value& v, char verb, const FmtSpec& sp) {
  bool neg = false;
  std::uint64_t u = 0;
  if (v.is_int()) {
    neg = v.i() < 0;
    u = neg ? 0 - static_cast<std::uint64_t>(v.i()) : static_cast<std::uint64_t>(v.i());
  } else {  // a uint64 above MaxInt64
    u = static_cast<std::uint64_t>(v.as<BigIntObj>()->v & BigInt(std::numeric_limits<std::uint64_t>::max()));
  }
  unsigned base = verb == 'd' ? 10 : verb == 'b' ? 2 : verb == 'o' || verb == 'O' ? 8 : 16;
  const char* dig = verb == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
  std::string d;
  for (std::uint64_t x = u; x; x /= base) d.push_back(dig[x % base]);
  std::size_t want = 1;
  if (sp.prec >= 0) want = static_cast<std::size_t>(sp.prec);
  else if (sp.zero && !sp.minus && sp.width > 0)
    want = static_cast<std::size_t>(std::max(1, sp.width - (neg || sp.plus || sp.space ? 1 : 0)));
  if (d.size() < want) d.append(want - d.size(), '0');
  if (sp.sharp) {
    if (verb == 'x') d += "x0";
    else if (verb == 'X') d += "X0";
    else if (verb == 'b') d += "b0";
    else if (verb == 'o' && (d.empty() || d.back() != '0')) d += '0';
  }
  if (verb == 'O') d += "o0";  // %O always carries Go's 0o prefix
  if (neg) d.push_back('-');
  else if (sp.plus) d.push_back('+');
  else if (sp.space) d.push_back(' ');
  std::reverse(d.begin(), d.end());
  return d;
}

bool is_elementwise_verb(char c) { return std::strchr("bcdeEfFgGoqxXU", c) != nullptr; }
/// ASCII-only quoting (%+q): runes beyond ASCII as backslash-u escapes.
std::string ascii_quote(const std::string& q) {
  std::string out;
  for (std::size_t i = 0; i < q.size();) {
    unsigned char c = static_cast<unsigned char>(q[i]);
    if (c < 0x80) {
      out.push_back(q[i++]);
      continue;
    }
    std::size_t len = 1;
    std::uint32_t r = decode_rune(q, i, len);
    char b[16];
    std::snprintf(b, sizeof b, r < 0x10000 ? "\\u%04x" : "\\U%08x", r);
    out += b;
    i += len;
  }
  return out;
}
/// s cut to its first n runes (a string's precision: %.4s, %.4v).
void keep_runes(std::string& s, int n) {
  std::size_t at = 0;
  for (int k = 0; k < n && at < s.size(); ++k) {
    std::size_t len;
    decode_rune(s, at, len);
    at += len;
  }
  s.resize(std::min(at, s.size()));
}
/// The text of one operand under a directive, padded to its width. A slice
/// under a numeric, %c, %q, %x or %U verb formats each element, as fmt does.
/// fmt's bad verb: %!z(int=3), the operand printed with %v under the verb's width
/// inside the parentheses (%5z: %!z(int=    3)); a nil interface has no type: %!z(<nil>).
std::string bad_verb(Vm& in, const Value& raw, const Value& v, const FmtSpec& sp) {
  if (raw.is_none()) return std::string("%!") + sp.verb + "(<nil>)";
  return std::string("%!") + sp.verb + "(" + type_name(in, raw) + "=" +
         pad(format_value(in, v, 'v', false, false, 0), sp.width, sp.minus, sp.zero && !sp.minus) + ")";
}

std::string format_operand(Vm& in, const Value& raw, const FmtSpec& sp, int depth = 0) {
  // nested or self-containing slices ([]any holding itself): bounded like format_value
  thread_local int budget = 0;
  if (depth == 0) budget = 100000;
  if (depth > 50 || --budget < 0) return "...";
  const bool minus = sp.minus, plus = sp.plus, zero = sp.zero, sharp = sp.sharp, space = sp.space;
  const int width = sp.width, prec = sp.prec;
  const char verb = sp.verb;
  // %#v is Go syntax: a named value's String()/Error() is not called (only GoString(), not modelled)
  // %#v of a slice the frontend named keeps the name (format_value prints []T{...})
  const bool named_slice = sharp && verb == 'v' && is_class(raw, "__gonamed") && [&] {
    Value* x = raw.as<InstanceObj>()->fields.find(in.intern("v"));
    Value* f = raw.as<InstanceObj>()->fields.find(in.intern("f"));
    return x && (x->is(Tag::List) || x->is_none() || ((x->is_int() || x->is(Tag::BigInt)) && f && f->is_none()));  // an int: uint32(10) is 0xa
  }();
  Value vnamed = verb == 'T' || named_slice ? raw : named_unwrap(in, raw, sharp && verb == 'v' ? 'd' : verb);
  const Value& v = vnamed;
  if (std::string ft; verb != 'T' && go_big_float_format(in, v, verb, width, prec, plus, space, minus, zero && !minus, ft))
    return ft;  // a *big.Float formats itself (its Format method, %#v too)
  if (std::string bt; verb != 'T' && !(sharp && verb == 'v') &&
                      go_big_text(in, v, verb == 'x' || verb == 'X' ? 16 : verb == 'o' || verb == 'O' ? 8 : verb == 'b' ? 2 : 10, bt)) {
    // a *big.Int formats as an integer of any size (its Format method), a *big.Rat as a/b
    bool neg = !bt.empty() && bt[0] == '-';
    if (neg) bt.erase(0, 1);
    if (verb == 'X') for (char& c : bt) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    std::string sign = neg ? "-" : plus ? "+" : space ? " " : "";
    if (sharp) sign += verb == 'x' ? "0x" : verb == 'X' ? "0X" : verb == 'o' ? "0" : verb == 'b' ? "0b" : "";
    if (verb == 'O') sign += "0o";
    if (prec >= 0 && static_cast<int>(bt.size()) < prec) bt.insert(0, static_cast<std::size_t>(prec) - bt.size(), '0');
    else if (zero && !minus && width > static_cast<int>(bt.size() + sign.size()))
      bt.insert(0, static_cast<std::size_t>(width) - bt.size() - sign.size(), '0');
    return pad(sign + bt, width, minus, false);
  }
  // %6v / %-8s / %.2v of a slice, map or struct: fmt applies the width and
  // precision to each element or field, not to the whole text
  const bool padded_v = (verb == 'v' || verb == 's') && (width >= 0 || prec >= 0) && !sharp;
  // %s of a []int or []float64: each number is a bad verb ([%!s(int=1) %!s(int=2)])
  const bool numbers_s = verb == 's' && (v.is(Tag::List) || v.is(Tag::Tuple)) && !v.as<ListObj>()->items.empty() &&
                         (v.as<ListObj>()->items[0].is_int() || v.as<ListObj>()->items[0].is(Tag::Float));
  if ((v.is(Tag::List) || v.is(Tag::Tuple)) && (is_elementwise_verb(verb) || padded_v || numbers_s)) {
    std::string s = "[";
    in.charge_items(v.as<ListObj>()->items.size());
    for (const auto& x : v.as<ListObj>()->items) {
      if (s.size() > 1) s += " ";
      s += format_operand(in, x, sp, depth + 1);
      if (in.raising()) return "";
    }
    return s + "]";
  }
  if (v.is(Tag::Dict) && (is_elementwise_verb(verb) || padded_v)) {  // %d of a map: keys and values, in key order
    std::vector<std::pair<Value, Value>> es = v.as<DictObj>()->entries;
    in.charge_sort(es.size());
    auto key = [&](const Value& k) {
      Value* x = is_class(k, "__gonamed") ? k.as<InstanceObj>()->fields.find(in.intern("v")) : nullptr;
      return x ? *x : k;
    };
    std::stable_sort(es.begin(), es.end(), [&](const auto& a, const auto& b) {
      Value x = key(a.first), y = key(b.first);
      if (x.is(Tag::Str) && y.is(Tag::Str)) return sv(x) < sv(y);
      return (x.is_int() || x.is(Tag::Float)) && (y.is_int() || y.is(Tag::Float)) && dv(x) < dv(y);
    });
    std::string s = "map[";
    for (const auto& [k, x] : es) {
      if (s.size() > 4) s += " ";
      s += format_operand(in, k, sp, depth + 1) + ":" + format_operand(in, x, sp, depth + 1);
      if (in.raising()) return "";
    }
    return s + "]";
  }
  if (v.is(Tag::Instance) && padded_v && verb == 'v') {
    std::string text;  // a Stringer or error prints its text, padded as a whole
    if (call_method_if(in, v, "Error", text) || call_method_if(in, v, "String", text)) return pad(text, width, minus, false);
    if (in.raising()) return "";
    const auto* inst = v.as<InstanceObj>();
    if (inst->klass()->name == "__goptr" && depth == 0) {  // &{...}: the pointed-to struct's fields, padded
      const Value* p = v.as<InstanceObj>()->fields.find(in.intern("p"));
      if ((!p || p->is_none()) && nil_receiver_text(in, v.as<InstanceObj>()->fields.find(in.intern("c")), text)) return pad(text, width, minus, false);
      if (p && p->is(Tag::Instance)) {
        if (call_method_if(in, *p, "Error", text) || call_method_if(in, *p, "String", text)) return pad(text, width, minus, false);
        if (in.raising()) return "";
        return "&" + format_operand(in, *p, sp, depth + 1);
      }
    }
  }
  if (v.is(Tag::Instance) && ((is_elementwise_verb(verb) && verb != 'q') || (padded_v && verb == 'v'))) {
    // a struct under %d, %x, %f, %6v...: each field formatted with the verb ({8 4})
    const auto* inst = v.as<InstanceObj>();
    const std::string& cn = inst->klass()->name;
    if (cn.find('.') == std::string::npos && cn.find('*') == std::string::npos && cn.rfind("__", 0) != 0 && cn != "GoPanic") {
      std::string out = "{";
      bool first = true;
      std::string pf;  // pointer fields print as an address (struct_body)
      if (Value* f = inst->klass()->attrs.find(in.intern("__go_pf")); f && f->is(Tag::Str)) pf = "," + sv(*f) + ",";
      for (const auto& [n, fv] : inst->fields.items) {
        const std::string& fname = in.name(n);
        if (fname.rfind("__", 0) == 0) continue;
        if (!first) out += " ";
        first = false;
        if (verb == 'v' && plus) out += fname + ":";
        if (verb == 'v' && !pf.empty() && pf.find("," + fname + ",") != std::string::npos && !fv.is_none()) {
          out += pad("0xc000010000", width, minus, false);
          continue;
        }
        Value f = fv;
        if (verb == 'x' || verb == 'X' || verb == 'v')  // a field of a named type with String(): its text
          if (Value* fs = inst->klass()->attrs.find(in.intern("__go_fs_" + fname)); fs && !fv.is_symbolic()) {
            std::vector<Value> args{fv};
            f = in.call_sync(*fs, args);
            if (in.raising()) return "";
          }
        out += format_operand(in, f, sp, depth + 1);  // the width applies to each field, as to slice elements
        if (in.raising()) return "";
      }
      return out + "}";
    }
  }
  std::string s;
  if (v.is_symbolic() && verb != 'T') {
    // an unknown operand prints as the VM renders it, whatever the verb
    return pad(in.repr(v), width, minus, false);
  }
  // a bool takes only %v and %t; a nil interface only %v (and %s, %T, %p)
  if ((v.is(Tag::Bool) && verb != 'v' && verb != 't' && verb != 'T') ||
      (raw.is_none() && verb != 'v' && verb != 'T' && verb != 'p'))
    return bad_verb(in, raw, v, sp);
  if ((v.is_int() || v.is(Tag::BigInt)) && (verb == 'd' || verb == 'b' || verb == 'o' || verb == 'O' || verb == 'x' || verb == 'X'))
    return pad(int_text(v, verb, sp), width, minus, false);
  switch (verb) {
    case 'v':
      if (v.is(Tag::Str) && prec >= 0) {  // %.4v of a string: its first runes
        s = sv(v);
        keep_runes(s, prec);
      } else if (v.is(Tag::Float) && prec >= 0) s = format_g_prec(v.d(), prec);
      else s = format_value(in, v, 'v', plus, sharp, 0);
      break;  // %+v names struct fields; it never signs a number (fmt's plusV)
    case 'd':
      if (v.is_int() || v.is(Tag::Bool)) {
        s = std::to_string(iv(v));
        if (plus && iv(v) >= 0) s = "+" + s;
        else if (space && iv(v) >= 0) s = " " + s;
      } else if (v.is(Tag::BigInt)) {
        s = in.str(v);
      } else if (v.is(Tag::List) || v.is(Tag::Tuple)) {
        s = format_value(in, v, 'd', false, false, 0);
      } else if (v.is_none()) {
        s = "0";  // a nil pointer: its address
      } else {
        return bad_verb(in, raw, v, sp);
      }
      break;
    case 'b':
      if (v.is(Tag::Float)) {  // strconv's 'b' form: the 53-bit mantissa p the binary exponent (4503599627370496p-52)
        std::uint64_t bits;
        double d = v.d();
        std::memcpy(&bits, &d, sizeof bits);
        std::int64_t exp = static_cast<std::int64_t>((bits >> 52) & 0x7ff);
        std::uint64_t mant = bits & ((std::uint64_t{1} << 52) - 1);
        if (exp == 0x7ff) s = std::isnan(d) ? "NaN" : d > 0 ? "+Inf" : "-Inf";
        else {
          if (exp == 0) exp = 1;
          else mant |= std::uint64_t{1} << 52;
          s = std::string(std::signbit(d) ? "-" : plus ? "+" : "") + std::to_string(mant) + "p" + (exp - 1075 >= 0 ? "+" : "") +
              std::to_string(exp - 1075);
        }
        break;
      }
      s = int_base(iv(v), 2, false);
      break;
    case 'o': s = (sharp ? "0" : "") + int_base(iv(v), 8, false); break;
    case 'x':
    case 'X':
      if (v.is(Tag::Str)) {
        const char* dig = verb == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
        const char* pre = verb == 'X' ? "0X" : "0x";
        for (unsigned char ch : sv(v)) {
          if (space && !s.empty()) s.push_back(' ');  // "% x": bytes apart
          if (sharp && (space || s.empty())) s += pre;  // "%#x": one 0x; "% #x": one per byte
          s.push_back(dig[ch >> 4]);
          s.push_back(dig[ch & 15]);
        }
      } else if (v.is(Tag::Float)) {
        s = hex_float(v.d(), prec, verb == 'X');
        if (!s.empty() && s[0] != '-' && s[0] != '+' && (plus || space)) s.insert(s.begin(), plus ? '+' : ' ');
      } else if (v.is(Tag::BigInt)) {
        std::uint64_t u = static_cast<std::uint64_t>(v.as<BigIntObj>()->v & BigInt(std::numeric_limits<std::uint64_t>::max()));
        const char* dig = verb == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
        for (; u; u >>= 4) s.insert(s.begin(), dig[u & 15]);
        if (sharp) s = (verb == 'X' ? "0X" : "0x") + s;
      } else {
        s = int_base(iv(v), 16, verb == 'X');
        if (sharp) s = (s[0] == '-' ? "-0x" + s.substr(1) : (verb == 'X' ? "0X" : "0x") + s);
      }
      break;
    case 'c': put_rune(s, iv(v)); break;
    case 'q':
      if (v.is_int()) {
        s = quote_rune(iv(v), plus ? 1 : 0);
      } else if (v.is(Tag::List)) {  // []string: each element quoted
        s = "[";
        for (const auto& x : v.as<ListObj>()->items) {
          if (s.size() > 1) s += " ";
          s += x.is(Tag::Str) ? (sharp && can_backquote(sv(x)) ? "`" + sv(x) + "`" : quote(sv(x)))
                              : format_value(in, x, 'v', false, false, 0);
        }
        s += "]";
      } else {
        std::string text = v.is(Tag::Str) ? sv(v) : format_value(in, v, 'v', false, false, 0);
        if (prec >= 0) keep_runes(text, prec);  // %.1q of "xyz": the precision cuts before quoting ("x")
        if (sharp && v.is(Tag::Str) && can_backquote(text)) s = "`" + text + "`";  // %#q: a raw string when one can hold it
        else s = quote(text);
      }
      if (plus) s = ascii_quote(s);
      break;
    case 'U': {
      char b[32];
      std::snprintf(b, sizeof b, "U+%04llX", static_cast<unsigned long long>(iv(v)));
      s = b;
      if (sharp && iv(v) >= 0 && iv(v) <= 0x10FFFF && go_rune_is_print(iv(v))) {  // %#U: U+0078 'x'
        s += " '";
        put_rune(s, iv(v));
        s += "'";
      }
      break;
    }
    case 's':
      if (v.is(Tag::Str)) s = sv(v);
      else if (v.is_int() || v.is(Tag::Float)) return bad_verb(in, raw, v, sp);  // %!s(float64=1.5)
      else if (v.is_none() && is_class(raw, "__gonamed") && type_name(in, raw).rfind('*', 0) == 0) return bad_verb(in, raw, v, sp);  // a nil *string
      else s = format_value(in, v, 's', false, false, 0);
      if (prec >= 0) keep_runes(s, prec);  // precision counts runes
      break;
    case 't':
      if (!v.is(Tag::Bool)) return bad_verb(in, raw, v, sp);
      s = v.b() ? "true" : "false";
      break;
    case 'T': s = type_name(in, v); break;
    case 'f':
    case 'F':
      if (v.is(Tag::Float) || v.is_int()) {
        if (v.is_int()) return bad_verb(in, raw, v, sp);
        s = format_fixed(dv(v), prec < 0 ? 6 : prec);
        if (plus && dv(v) >= 0) s = "+" + s;
        else if (space && dv(v) >= 0) s = " " + s;
      } else {
        s = format_value(in, v, 'f', false, false, 0);
      }
      break;
    case 'e':
    case 'E':
      s = format_exp(dv(v), prec < 0 ? 6 : prec, verb);
      if (plus && dv(v) >= 0) s = "+" + s;
      break;
    case 'g':
    case 'G':
      s = prec < 0 ? format_g_shortest(dv(v), 6) : format_g_prec(dv(v), prec);
      if (verb == 'G')
        for (auto& ch : s)
          if (ch == 'e') ch = 'E';
      if (plus && dv(v) >= 0) s = "+" + s;
      break;
    case 'p': s = "0xc000010000"; break;
    default: return bad_verb(in, raw, v, sp);
  }
  if (in.raising()) return "";
  return pad(std::move(s), width, minus, zero && !minus);  // fmt pads strings with zeros too (%05s: 000ab)
}

/// fmt's doPrintf: flags, width and precision (digits or * from an int
/// operand: %!(BADWIDTH), %!(BADPREC), a negative * width left-justifies),
/// explicit operand indexes %[n]d / %[n]*d / %.[n]*f (%!d(BADINDEX)), and
/// %!(EXTRA ...) for unused operands unless the format reordered them.
std::string sprintf_go(Vm& in, const std::string& f, const Args& a, std::size_t first) {
  std::string out;
  const std::size_t n = a.size() > first ? a.size() - first : 0, end = f.size();
  std::size_t arg_num = 0, i = 0;
  bool reordered = false, good = true;
  // argNumber: a [n] at f[i] selects operand n-1; found reports a well-formed index
  auto arg_number = [&]() {
    if (i >= end || f[i] != '[') return false;
    reordered = true;
    std::size_t wid = 1;
    bool ok = false;
    std::int64_t index = -1;
    if (end - i >= 3)
      for (std::size_t j = i + 1; j < end; ++j) {
        if (f[j] != ']') continue;
        std::size_t k = i + 1;
        std::int64_t num = 0;
        while (k < j && std::isdigit(static_cast<unsigned char>(f[k])) && num <= 1000000) num = num * 10 + (f[k++] - '0');
        ok = k > i + 1 && k == j && num <= 1000000;
        index = num - 1;
        wid = j - i + 1;
        break;
      }
    i += wid;
    if (ok && index >= 0 && static_cast<std::size_t>(index) < n) {
      arg_num = static_cast<std::size_t>(index);
      return true;
    }
    good = false;
    return ok;
  };
  // intFromArg: an int operand for a * (false: not an int, or none left)
  auto int_arg = [&](int& num) {
    if (arg_num >= n) return false;
    const Value& v = a[first + arg_num++];
    if (!v.is_int() || v.i() > 1000000 || v.i() < -1000000) return false;
    num = static_cast<int>(v.i());
    return true;
  };
  auto parse_num = [&](int& num) {
    bool present = false;
    num = 0;
    while (i < end && std::isdigit(static_cast<unsigned char>(f[i]))) {
      if (num > 1000000) return false;
      num = num * 10 + (f[i++] - '0');
      present = true;
    }
    return present;
  };
  while (i < end) {
    good = true;
    const std::size_t lasti = i;
    while (i < end && f[i] != '%') ++i;
    out.append(f, lasti, i - lasti);
    if (i >= end) break;
    ++i;
    bool minus = false, plus = false, zero = false, sharp = false, space = false;
    for (; i < end; ++i) {
      if (f[i] == '-') minus = true;
      else if (f[i] == '+') plus = true;
      else if (f[i] == '0') zero = true;
      else if (f[i] == '#') sharp = true;
      else if (f[i] == ' ') space = true;
      else break;
    }
    int width = -1, prec = -1;
    bool after_index = arg_number();
    if (i < end && f[i] == '*') {
      ++i;
      int w = 0;
      if (int_arg(w)) {
        width = w;
        if (width < 0) {
          width = -width;
          minus = true;
          zero = false;
        }
      } else {
        out += "%!(BADWIDTH)";
      }
      after_index = false;
    } else {
      int w = 0;
      if (parse_num(w)) {
        width = w;
        if (after_index) good = false;  // "%[3]2d"
      }
    }
    if (i + 1 < end && f[i] == '.') {
      ++i;
      if (after_index) good = false;  // "%[3].2d"
      after_index = arg_number();
      if (i < end && f[i] == '*') {
        ++i;
        int p = 0;
        if (int_arg(p) && p >= 0) prec = p;
        else out += "%!(BADPREC)";
        after_index = false;
      } else {
        int p = 0;
        parse_num(p);
        prec = p;  // "%.f": precision 0
      }
    }
    if (!after_index) after_index = arg_number();
    if (i >= end) {
      out += "%!(NOVERB)";
      break;
    }
    if ((width >= 64 || prec >= 64) && !in.charge_bytes(static_cast<std::size_t>(std::max(width, prec)))) return out;
    const std::size_t vlen = std::max<std::size_t>(1, std::min(utf8::sequence_length(f, i), end - i));
    const std::string verb_text = f.substr(i, vlen);
    const char verb = f[i];
    i += vlen;
    if (verb == '%') {
      out.push_back('%');
    } else if (!good) {
      out += "%!" + verb_text + "(BADINDEX)";
    } else if (arg_num >= n) {
      out += "%!" + verb_text + "(MISSING)";
    } else {
      FmtSpec sp{minus, plus, zero, sharp, space, width, prec, verb};
      out += format_operand(in, a[first + arg_num++], sp);
      if (in.raising()) return out;
    }
  }
  if (!reordered && arg_num < n) {
    out += "%!(EXTRA ";
    for (std::size_t k = first + arg_num; k < a.size(); ++k) {
      if (k > first + arg_num) out += ", ";
      out += type_name(in, a[k]) + "=" + format_value(in, a[k], 'v', false, false, 0);
    }
    out += ")";
  }
  return out;
}

std::string sprint(Vm& in, const Args& a, bool ln) {
  std::string out;
  for (std::size_t k = 0; k < a.size(); ++k) {
    if (k > 0 && (ln || (!a[k].is(Tag::Str) && !a[k - 1].is(Tag::Str)))) out.push_back(' ');
    out += format_value(in, a[k], 'v', false, false, 0);
    if (in.raising()) return out;
  }
  if (ln) out.push_back('\n');
  return out;
}

// The text fmt builds pays a step per 64 bytes (the budget stop is sticky).
Value fmt_println(Vm& in, const Value&, Args& a) {
  std::string s = sprint(in, a, true);
  if (!in.raising() && in.charge_bytes(s.size())) in.write_out(s);
  return Value::none();
}
Value fmt_print(Vm& in, const Value&, Args& a) {
  std::string s = sprint(in, a, false);
  if (!in.raising() && in.charge_bytes(s.size())) in.write_out(s);
  return Value::none();
}
/// A format string: an unknown one prints as its rendering.
std::string format_text(Vm& in, const Value& f) { return f.is_symbolic() ? in.repr(f) : sv(f); }
Value fmt_printf(Vm& in, const Value&, Args& a) {
  std::string s = sprintf_go(in, format_text(in, arg(a, 0)), a, 1);
  if (!in.raising() && in.charge_bytes(s.size())) in.write_out(s);
  return Value::none();
}
Value charged_str(Vm& in, std::string s) {
  if (!in.charge_bytes(s.size())) return Value::none();
  return make_str(std::move(s));
}
Value fmt_sprintf(Vm& in, const Value&, Args& a) { return charged_str(in, sprintf_go(in, format_text(in, arg(a, 0)), a, 1)); }
Value fmt_sprint(Vm& in, const Value&, Args& a) { return charged_str(in, sprint(in, a, false)); }
Value fmt_sprintln(Vm& in, const Value&, Args& a) { return charged_str(in, sprint(in, a, true)); }
Value fmt_errorf(Vm& in, const Value&, Args& a) {
  std::string f = format_text(in, arg(a, 0));
  // the operands of %w are wrapped (errors.Is / As; Unwrap when there is one)
  std::vector<Value> wrapped;
  std::size_t k = 1;
  for (std::size_t i = 0; i + 1 < f.size(); ++i) {
    if (f[i] != '%') continue;
    std::size_t j = i + 1;
    while (j < f.size() && std::strchr("+-# 0123456789.*", f[j])) ++j;
    if (j >= f.size()) break;
    if (f[j] == '%') { i = j; continue; }
    if (f[j] == 'w') {
      Value w = arg(a, k);
      if (is_class(w, "__goptr"))
        if (Value* p = w.as<InstanceObj>()->fields.find(in.intern("p"))) w = *p;
      // only an error operand is wrapped and printed; nil or a number stays %!w(...) as fmt's bad verb
      if (w.is(Tag::Instance)) {
        wrapped.push_back(w);
        f[j] = 'v';
      }
    }
    ++k;
    i = j;
  }
  std::string msg = sprintf_go(in, f, a, 1);
  if (!in.charge_bytes(msg.size())) return Value::none();
  if (wrapped.size() <= 1) return make_error(in, std::move(msg), wrapped.empty() ? Value() : wrapped[0]);
  Value e = make_error(in, std::move(msg));
  e.as<InstanceObj>()->fields.set(in.intern("ws"), make_list(std::move(wrapped)));
  return e;
}

// --- strings ---------------------------------------------------------------------------
/// Split, Fields, FieldsFunc: a string per part (the scan paid before).
Value list_of_strs(Vm& in, std::vector<std::string> parts) {
  if (!in.charge_items(parts.size())) return Value::none();
  std::vector<Value> items;
  items.reserve(parts.size());
  for (auto& p : parts) items.push_back(make_str(std::move(p)));
  return make_list(std::move(items));
}
bool is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

Value s_split(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  const std::string& s = sv(arg(a, 0));
  const std::string& sep = sv(arg(a, 1));
  std::vector<std::string> parts;
  if (sep.empty()) {
    for (std::size_t i = 0; i < s.size();) {
      std::size_t len;
      decode_rune(s, i, len);
      parts.push_back(s.substr(i, len));
      i += len;
    }
    return list_of_strs(in, std::move(parts));
  }
  std::size_t pos = 0;
  while (true) {
    std::size_t f = s.find(sep, pos);
    if (f == std::string::npos) break;
    parts.push_back(s.substr(pos, f - pos));
    pos = f + sep.size();
  }
  parts.push_back(s.substr(pos));
  return list_of_strs(in, std::move(parts));
}
Value s_join(Vm& in, const Value&, Args& a) {
  std::vector<Value> items;
  if (!arg(a, 0).is_none()) in.items_of(arg(a, 0), items);
  std::string out;
  for (std::size_t k = 0; k < items.size(); ++k) {
    if (k) out += sv(arg(a, 1));
    out += sv(items[k]);
  }
  if (!in.charge_bytes(out.size())) return Value::none();
  return make_str(std::move(out));
}
/// A search pays for the bytes it scanned: up to the end of the match (from
/// the end for LastIndex), the whole string when there is none; so a loop of
/// searches that stop early in a big text is not charged the text each time.
bool charge_scan(Vm& in, std::size_t size, std::size_t found, std::size_t needle) {
  return in.charge_bytes(found == std::string::npos ? size : std::min(size, found + needle));
}
Value s_contains(Vm& in, const Value&, Args& a) {
  auto f = sv(arg(a, 0)).find(sv(arg(a, 1)));
  if (!charge_scan(in, sv(arg(a, 0)).size(), f, sv(arg(a, 1)).size())) return Value::none();
  return Value::boolean(f != std::string::npos);
}
Value s_contains_rune(Vm& in, const Value&, Args& a) {
  std::string r;
  put_rune(r, iv(arg(a, 1)));
  auto f = sv(arg(a, 0)).find(r);
  if (!charge_scan(in, sv(arg(a, 0)).size(), f, r.size())) return Value::none();
  return Value::boolean(f != std::string::npos);
}
Value s_contains_any(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  return Value::boolean(sv(arg(a, 0)).find_first_of(sv(arg(a, 1))) != std::string::npos);
}
// prefix and suffix tests compare at most the prefix's bytes
Value s_has_prefix(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(std::min(sv(arg(a, 0)).size(), sv(arg(a, 1)).size()))) return Value::none();
  const auto &s = sv(arg(a, 0)), &x = sv(arg(a, 1));
  return Value::boolean(s.size() >= x.size() && s.compare(0, x.size(), x) == 0);
}
Value s_has_suffix(Vm& in, const Value&, Args& a) {
  const auto &s = sv(arg(a, 0)), &x = sv(arg(a, 1));
  if (!in.charge_bytes(std::min(s.size(), x.size()))) return Value::none();
  return Value::boolean(s.size() >= x.size() && s.compare(s.size() - x.size(), x.size(), x) == 0);
}
Value s_index(Vm& in, const Value&, Args& a) {
  auto f = sv(arg(a, 0)).find(sv(arg(a, 1)));
  if (!charge_scan(in, sv(arg(a, 0)).size(), f, sv(arg(a, 1)).size())) return Value::none();
  return Value::integer(f == std::string::npos ? -1 : static_cast<std::int64_t>(f));
}
Value s_index_rune(Vm& in, const Value&, Args& a) {
  std::string r;
  if (arg(a, 1).is(Tag::Str)) r = sv(arg(a, 1));
  else put_rune(r, iv(arg(a, 1)));
  auto f = sv(arg(a, 0)).find(r);
  if (!charge_scan(in, sv(arg(a, 0)).size(), f, r.size())) return Value::none();
  return Value::integer(f == std::string::npos ? -1 : static_cast<std::int64_t>(f));
}
Value s_index_byte(Vm& in, const Value&, Args& a) {
  auto f = sv(arg(a, 0)).find(static_cast<char>(iv(arg(a, 1))));
  if (!charge_scan(in, sv(arg(a, 0)).size(), f, 1)) return Value::none();
  return Value::integer(f == std::string::npos ? -1 : static_cast<std::int64_t>(f));
}
Value s_last_index(Vm& in, const Value&, Args& a) {
  auto f = sv(arg(a, 0)).rfind(sv(arg(a, 1)));
  if (!in.charge_bytes(f == std::string::npos ? sv(arg(a, 0)).size() : sv(arg(a, 0)).size() - f)) return Value::none();  // scanned from the end
  return Value::integer(f == std::string::npos ? -1 : static_cast<std::int64_t>(f));
}
/// strings.ToUpper/ToLower/ToTitle: ASCII in place; otherwise each rune
/// mapped (unicode.ToUpper...), invalid bytes becoming U+FFFD as strings.Map does.
std::string map_runes(const std::string& s, std::int64_t (*f)(std::int64_t)) {
  bool ascii = true;
  for (unsigned char c : s)
    if (c >= 0x80) { ascii = false; break; }
  std::string out;
  if (ascii) {
    out = s;
    for (auto& c : out) c = static_cast<char>(f(static_cast<unsigned char>(c)));
    return out;
  }
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len;
    std::uint32_t r = decode_rune(s, i, len);
    put_rune(out, f(r));
    i += len;
  }
  return out;
}
Value s_upper(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  return make_str(map_runes(sv(arg(a, 0)), go_rune_upper));
}
Value s_lower(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  return make_str(map_runes(sv(arg(a, 0)), go_rune_lower));
}
Value s_to_title(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  return make_str(map_runes(sv(arg(a, 0)), go_rune_title));
}
/// strings.Cut / CutPrefix / CutSuffix: (before, after, found) / (rest, found)
Value s_cut(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  const std::string& sep = sv(arg(a, 1));
  std::size_t at = s.find(sep);
  charge_scan(in, s.size(), at, sep.size());
  if (at == std::string::npos) return make_list({make_str(s), make_str(""), Value::boolean(false)}, Tag::Tuple);
  return make_list({make_str(s.substr(0, at)), make_str(s.substr(at + sep.size())), Value::boolean(true)}, Tag::Tuple);
}
Value s_cut_prefix(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  const std::string& p = sv(arg(a, 1));
  in.charge_copy(s.size());
  if (s.rfind(p, 0) == 0) return tuple2(make_str(s.substr(p.size())), Value::boolean(true));
  return tuple2(make_str(s), Value::boolean(false));
}
Value s_cut_suffix(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  const std::string& p = sv(arg(a, 1));
  in.charge_copy(s.size());
  if (s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0)
    return tuple2(make_str(s.substr(0, s.size() - p.size())), Value::boolean(true));
  return tuple2(make_str(s), Value::boolean(false));
}
/// strings.Title: the first rune of each word to title case; words are
/// separated by ASCII non-alphanumerics but '_', and by Unicode spaces.
Value s_title(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  const std::string& s = sv(arg(a, 0));
  std::string out;
  bool prev_sep = true;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len;
    std::uint32_t r = decode_rune(s, i, len);
    bool sep;
    if (r < 0x80) sep = !(std::isalnum(static_cast<int>(r)) || r == '_');
    else sep = !(go_rune_is_letter(r) || go_rune_is_digit(r)) && go_rune_is_space(r);
    if (prev_sep && !sep) put_rune(out, go_rune_title(r));
    else if (r == 0xFFFD && len == 1) out.push_back(s[i]);
    else put_rune(out, r);
    prev_sep = sep;
    i += len;
  }
  return make_str(std::move(out));
}
std::string trim_set(const std::string& s, const std::string& set, bool left, bool right) {
  std::size_t a = 0, e = s.size();
  if (left)
    while (a < e && set.find(s[a]) != std::string::npos) ++a;
  if (right)
    while (e > a && set.find(s[e - 1]) != std::string::npos) --e;
  return s.substr(a, e - a);
}
Value s_trim_space(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  const std::string& s = sv(arg(a, 0));
  std::size_t b = 0, e = s.size();
  while (b < e) {
    std::size_t len;
    if (!go_rune_is_space(decode_rune(s, b, len))) break;
    b += len;
  }
  while (e > b) {  // back up over one rune
    std::size_t st = e - 1;
    while (st > b && (static_cast<unsigned char>(s[st]) & 0xC0) == 0x80 && e - st < 4) --st;
    std::size_t len;
    std::int64_t r = decode_rune(s, st, len);
    if (st + len != e) { st = e - 1; r = 0xFFFD; }
    if (!go_rune_is_space(r)) break;
    e = st;
  }
  return make_str(s.substr(b, e - b)); }
Value s_trim(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  return make_str(trim_set(sv(arg(a, 0)), sv(arg(a, 1)), true, true)); }
Value s_trim_left(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  return make_str(trim_set(sv(arg(a, 0)), sv(arg(a, 1)), true, false)); }
Value s_trim_right(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  return make_str(trim_set(sv(arg(a, 0)), sv(arg(a, 1)), false, true)); }
// TrimPrefix/TrimSuffix copy the string
Value s_trim_prefix(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();
  const auto &s = sv(arg(a, 0)), &p = sv(arg(a, 1));
  return make_str(s.rfind(p, 0) == 0 ? s.substr(p.size()) : s);
}
Value s_trim_suffix(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();
  const auto &s = sv(arg(a, 0)), &p = sv(arg(a, 1));
  bool has = s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0;
  return make_str(has ? s.substr(0, s.size() - p.size()) : s);
}
Value s_repeat(Vm& in, const Value&, Args& a) {
  if (iv(arg(a, 1)) > 0 && !in.charge_bytes(sv(arg(a, 0)).size() * static_cast<std::size_t>(iv(arg(a, 1)))))
    return Value::none();  // the text made
  std::string out;
  for (std::int64_t k = 0; k < iv(arg(a, 1)); ++k) out += sv(arg(a, 0));
  return make_str(std::move(out));
}
Value s_fields(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  const std::string& s = sv(arg(a, 0));
  std::vector<std::string> parts;
  std::size_t i = 0;
  auto space_at = [&](std::size_t k, std::size_t& len) {
    unsigned char c = static_cast<unsigned char>(s[k]);
    if (c < 0x80) { len = 1; return is_space(c); }
    return go_rune_is_space(decode_rune(s, k, len));
  };
  std::size_t len = 1;
  while (i < s.size()) {
    while (i < s.size() && space_at(i, len)) i += len;
    std::size_t st = i;
    while (i < s.size() && !space_at(i, len)) i += len;
    if (i > st) parts.push_back(s.substr(st, i - st));
  }
  return list_of_strs(in, std::move(parts));
}
std::string replace_n(const std::string& s, const std::string& from, const std::string& to, std::int64_t n) {
  if (n == 0) return s;
  std::string out;
  std::size_t pos = 0;
  std::int64_t done = 0;
  if (from.empty()) {
    // inserts `to` before every rune and at the end
    for (std::size_t i = 0; i <= s.size() && (n < 0 || done < n);) {
      out += to;
      ++done;
      if (i == s.size()) {
        pos = i;
        break;
      }
      std::size_t len;
      decode_rune(s, i, len);
      out.append(s, i, len);
      i += len;
      pos = i;
    }
    return out + s.substr(pos);
  }
  while (n < 0 || done < n) {
    std::size_t f = s.find(from, pos);
    if (f == std::string::npos) break;
    out.append(s, pos, f - pos);
    out += to;
    pos = f + from.size();
    ++done;
  }
  return out + s.substr(pos);
}
Value s_replace(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  return make_str(replace_n(sv(arg(a, 0)), sv(arg(a, 1)), sv(arg(a, 2)), iv(arg(a, 3))));
}
Value s_replace_all(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  return make_str(replace_n(sv(arg(a, 0)), sv(arg(a, 1)), sv(arg(a, 2)), -1)); }
Value s_count(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  const auto &s = sv(arg(a, 0)), &x = sv(arg(a, 1));
  if (x.empty()) {
    std::int64_t n = 1;
    for (unsigned char c : s)
      if ((c & 0xC0) != 0x80) ++n;
    return Value::integer(n);
  }
  std::int64_t n = 0;
  for (std::size_t p = s.find(x); p != std::string::npos; p = s.find(x, p + x.size())) ++n;
  return Value::integer(n);
}
/// strings.EqualFold: equal under simple Unicode case folding.
Value s_equal_fold(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  const std::string &x = sv(arg(a, 0)), &y = sv(arg(a, 1));
  std::size_t i = 0, j = 0;
  while (i < x.size() && j < y.size()) {
    std::size_t lx, ly;
    std::int64_t rx = decode_rune(x, i, lx), ry = decode_rune(y, j, ly);
    i += lx;
    j += ly;
    if (rx == ry) continue;
    if (go_rune_lower(rx) == go_rune_lower(ry) || go_rune_upper(rx) == go_rune_upper(ry)) continue;
    auto fold = [](std::int64_t r) {  // the orbits simple mappings do not close
      if (r == 0x212A) return std::int64_t{'k'};
      if (r == 0x17F) return std::int64_t{'s'};
      if (r == 0x212B) return std::int64_t{0xE5};
      if (r == 0x3C2) return std::int64_t{0x3C3};
      return go_rune_lower(go_rune_upper(r));
    };
    if (fold(rx) != fold(ry)) return Value::boolean(false);
  }
  return Value::boolean(i == x.size() && j == y.size());
}
Value s_split_n(Vm& in, const Value& self, Args& a) {
  std::int64_t n = iv(arg(a, 2));
  if (n == 0) return make_list({});
  Value all = s_split(in, self, a);
  if (in.raising() || n < 0) return all;
  auto& items = all.as<ListObj>()->items;
  if (static_cast<std::int64_t>(items.size()) <= n) return all;
  const std::string& sep = sv(arg(a, 1));
  std::string rest;
  for (std::size_t k = static_cast<std::size_t>(n) - 1; k < items.size(); ++k) {
    if (k > static_cast<std::size_t>(n) - 1) rest += sep;
    rest += sv(items[k]);
  }
  items.resize(static_cast<std::size_t>(n));
  items.back() = make_str(rest);
  return all;
}
/// Calls f(rune) -> bool; sets failed when it raised.
bool rune_pred(Vm& in, const Value& f, std::uint32_t r, bool& failed) {
  std::vector<Value> x{Value::integer(r)};
  Value res = in.call_sync(f, x);
  if (in.raising()) failed = true;
  return res.is(Tag::Bool) && res.b();
}
std::string trim_func(Vm& in, const std::string& s, const Value& f, bool left, bool right, bool& failed) {
  std::size_t b = 0, e = s.size();
  while (left && b < e && !failed) {
    std::size_t len;
    std::uint32_t r = decode_rune(s, b, len);
    if (!rune_pred(in, f, r, failed)) break;
    b += len;
  }
  while (right && e > b && !failed) {
    std::size_t st = e - 1;
    while (st > b && (static_cast<unsigned char>(s[st]) & 0xC0) == 0x80) --st;
    std::size_t len;
    std::uint32_t r = decode_rune(s, st, len);
    if (!rune_pred(in, f, r, failed)) break;
    e = st;
  }
  if (!in.charge_bytes(e - b)) failed = true;  // the copy (the calls pay their own steps)
  return s.substr(b, e - b);
}
Value s_trim_func(Vm& in, const Value&, Args& a) {
  bool failed = false;
  std::string r = trim_func(in, sv(arg(a, 0)), arg(a, 1), true, true, failed);
  return failed ? Value::none() : make_str(r);
}
Value s_trim_left_func(Vm& in, const Value&, Args& a) {
  bool failed = false;
  std::string r = trim_func(in, sv(arg(a, 0)), arg(a, 1), true, false, failed);
  return failed ? Value::none() : make_str(r);
}
Value s_trim_right_func(Vm& in, const Value&, Args& a) {
  bool failed = false;
  std::string r = trim_func(in, sv(arg(a, 0)), arg(a, 1), false, true, failed);
  return failed ? Value::none() : make_str(r);
}
Value s_index_func(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  bool failed = false;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len;
    std::uint32_t r = decode_rune(s, i, len);
    if (rune_pred(in, arg(a, 1), r, failed)) return Value::integer(static_cast<std::int64_t>(i));
    if (failed) return Value::none();
    i += len;
  }
  return Value::integer(-1);
}
/// The runes of a string, each with its byte offset.
std::vector<std::pair<std::size_t, std::int64_t>> runes_at(const std::string& s) {
  std::vector<std::pair<std::size_t, std::int64_t>> out;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len;
    std::int64_t r = decode_rune(s, i, len);
    out.emplace_back(i, r);
    i += len;
  }
  return out;
}
bool has_rune(const std::string& chars, std::int64_t r) {
  for (const auto& [i, c] : runes_at(chars))
    if (c == r) return true;
  return false;
}
/// strings.IndexAny / LastIndexAny: the first (last) rune of s that chars holds.
Value s_index_any(Vm& in, const Value&, Args& a) {
  const std::string &s = sv(arg(a, 0)), &chars = sv(arg(a, 1));
  if (!in.charge_bytes(s.size() * (chars.size() + 1))) return Value::none();
  for (const auto& [i, r] : runes_at(s))
    if (has_rune(chars, r)) return Value::integer(static_cast<std::int64_t>(i));
  return Value::integer(-1);
}
Value s_last_index_any(Vm& in, const Value&, Args& a) {
  const std::string &s = sv(arg(a, 0)), &chars = sv(arg(a, 1));
  if (!in.charge_bytes(s.size() * (chars.size() + 1))) return Value::none();
  auto rs = runes_at(s);
  for (auto it = rs.rbegin(); it != rs.rend(); ++it)
    if (has_rune(chars, it->second)) return Value::integer(static_cast<std::int64_t>(it->first));
  return Value::integer(-1);
}
Value s_last_index_byte(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  if (!in.charge_bytes(s.size())) return Value::none();
  auto f = s.rfind(static_cast<char>(iv(arg(a, 1))));
  return Value::integer(f == std::string::npos ? -1 : static_cast<std::int64_t>(f));
}
Value s_last_index_func(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  bool failed = false;
  auto rs = runes_at(s);
  for (auto it = rs.rbegin(); it != rs.rend(); ++it) {
    if (rune_pred(in, arg(a, 1), static_cast<std::uint32_t>(it->second), failed)) return Value::integer(static_cast<std::int64_t>(it->first));
    if (failed) return Value::none();
  }
  return Value::integer(-1);
}
Value s_contains_func(Vm& in, const Value& self, Args& a) {
  Value i = s_index_func(in, self, a);
  if (in.raising() || !i.is_int()) return Value::none();
  return Value::boolean(i.i() >= 0);
}
/// strings.SplitAfterN(s, sep, n): as SplitN, each part keeping its separator.
Value s_split_after_n(Vm& in, const Value&, Args& a) {
  const std::string &s = sv(arg(a, 0)), &sep = sv(arg(a, 1));
  std::int64_t n = a.size() > 2 ? iv(arg(a, 2)) : -1;
  if (!in.charge_bytes(s.size())) return Value::none();
  std::vector<std::string> parts;
  if (n == 0) return make_list({});
  if (sep.empty()) {
    auto rs = runes_at(s);
    for (std::size_t k = 0; k < rs.size(); ++k) {
      if (n > 0 && static_cast<std::int64_t>(parts.size()) == n - 1) {
        parts.push_back(s.substr(rs[k].first));
        return list_of_strs(in, std::move(parts));
      }
      std::size_t end = k + 1 < rs.size() ? rs[k + 1].first : s.size();
      parts.push_back(s.substr(rs[k].first, end - rs[k].first));
    }
    return list_of_strs(in, std::move(parts));
  }
  std::size_t pos = 0;
  while (n < 0 || static_cast<std::int64_t>(parts.size()) < n - 1) {
    std::size_t f = s.find(sep, pos);
    if (f == std::string::npos) break;
    parts.push_back(s.substr(pos, f + sep.size() - pos));
    pos = f + sep.size();
  }
  parts.push_back(s.substr(pos));
  return list_of_strs(in, std::move(parts));
}
/// strings.Lines(s): the lines of s, each with its newline (Go: an iterator; range accepts the list).
Value s_lines(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  if (!in.charge_bytes(s.size())) return Value::none();
  std::vector<std::string> parts;
  std::size_t pos = 0;
  while (pos < s.size()) {
    std::size_t f = s.find('\n', pos);
    std::size_t end = f == std::string::npos ? s.size() : f + 1;
    parts.push_back(s.substr(pos, end - pos));
    pos = end;
  }
  return list_of_strs(in, std::move(parts));
}
Value s_clone(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();
  return make_str(sv(arg(a, 0)));
}
/// strings.ToValidUTF8(s, replacement): each run of invalid bytes replaced once.
Value s_to_valid_utf8(Vm& in, const Value&, Args& a) {
  const std::string &s = sv(arg(a, 0)), &rep = sv(arg(a, 1));
  if (!in.charge_bytes(s.size())) return Value::none();
  std::string out;
  bool in_bad = false;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len = utf8::sequence_length(s, i);
    if (len == 0) {
      if (!in_bad) out += rep;
      in_bad = true;
      ++i;
      continue;
    }
    in_bad = false;
    out.append(s, i, len);
    i += len;
  }
  return make_str(std::move(out));
}
Value s_compare(Vm& in, const Value&, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();  // linear in the string
  int c = sv(arg(a, 0)).compare(sv(arg(a, 1)));
  return Value::integer(c < 0 ? -1 : c > 0 ? 1 : 0);
}
/// strings.NewReplacer(old1, new1, ...): Replace tries the pairs at each
/// position in argument order (Go's generic replacer).
Value s_new_replacer(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "*strings.Replacer");
  inst->fields.set(in.intern("pairs"), make_list(std::vector<Value>(a.begin(), a.end())));
  return Value::object(inst);
}
Value replacer_replace(Vm& in, const Value& self, Args& a) {
  Value* pv = self.as<InstanceObj>()->fields.find(in.intern("pairs"));
  if (!pv || !pv->is(Tag::List)) return arg(a, 0);
  const auto& p = pv->as<ListObj>()->items;
  const std::string& s = sv(arg(a, 0));
  if (!in.charge_copy(s.size() * (p.size() / 2 + 1))) return Value::none();  // each position tries each pair
  std::string out;
  for (std::size_t i = 0; i <= s.size();) {
    bool hit = false;
    for (std::size_t k = 0; k + 1 < p.size(); k += 2) {
      const std::string& from = sv(p[k]);
      if (from.empty() ? false : s.compare(i, from.size(), from) == 0) {
        out += sv(p[k + 1]);
        i += from.size();
        hit = true;
        break;
      }
    }
    if (hit) continue;
    if (i < s.size()) out.push_back(s[i]);
    ++i;
  }
  return make_str(out);
}
Value s_fields_func(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  std::vector<std::string> parts;
  std::string cur;
  bool in_field = false;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len;
    std::uint32_t r = decode_rune(s, i, len);
    std::vector<Value> x{Value::integer(r)};
    Value sep = in.call_sync(arg(a, 1), x);
    if (in.raising()) return Value::none();
    if (sep.is(Tag::Bool) && sep.b()) {
      if (in_field) parts.push_back(cur);
      cur.clear();
      in_field = false;
    } else {
      cur.append(s, i, len);
      in_field = true;
    }
    i += len;
  }
  if (in_field) parts.push_back(cur);
  return list_of_strs(in, std::move(parts));
}
Value s_map(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 1));
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len;
    std::uint32_t r = decode_rune(s, i, len);
    std::vector<Value> x{Value::integer(r)};
    Value m = in.call_sync(arg(a, 0), x);
    if (in.raising()) return Value::none();
    if (iv(m) >= 0) put_rune(out, iv(m));
    i += len;
  }
  return make_str(std::move(out));
}

// strings.Builder
Value sb_new(Vm& in) {
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "strings.Builder");
  inst->fields.set(in.intern("__buf"), make_str(""));
  return Value::object(inst);
}
std::string& sb_buf(Vm& in, const Value& self) {
  static std::string dummy;
  if (!self.is(Tag::Instance)) return dummy;
  Value* b = self.as<InstanceObj>()->fields.find(in.intern("__buf"));
  if (!b || !b->is(Tag::Str)) {
    self.as<InstanceObj>()->fields.set(in.intern("__buf"), make_str(""));
    b = self.as<InstanceObj>()->fields.find(in.intern("__buf"));
  }
  return b->as<StrObj>()->s;
}
Value sb_write_string(Vm& in, const Value& self, Args& a) {
  if (!in.charge_bytes(sv(arg(a, 0)).size())) return Value::none();
  sb_buf(in, self) += sv(arg(a, 0));
  return make_list({Value::integer(static_cast<std::int64_t>(sv(arg(a, 0)).size())), Value::none()}, Tag::Tuple);
}
Value sb_write_byte(Vm& in, const Value& self, Args& a) {
  sb_buf(in, self).push_back(static_cast<char>(iv(arg(a, 0))));
  return Value::none();
}
Value sb_write_rune(Vm& in, const Value& self, Args& a) {
  put_rune(sb_buf(in, self), iv(arg(a, 0)));
  return make_list({Value::integer(1), Value::none()}, Tag::Tuple);
}
Value sb_string(Vm& in, const Value& self, Args&) {  // a copy of the buffer
  if (!in.charge_bytes(sb_buf(in, self).size())) return Value::none();
  return make_str(sb_buf(in, self));
}
Value sb_len(Vm& in, const Value& self, Args&) { return Value::integer(static_cast<std::int64_t>(sb_buf(in, self).size())); }
Value sb_reset(Vm& in, const Value& self, Args&) {
  sb_buf(in, self).clear();
  return Value::none();
}
Value sb_grow(Vm&, const Value&, Args&) { return Value::none(); }

// bytes.Buffer extras (Write, Bytes) on the Builder
Value sb_write(Vm& in, const Value& self, Args& a) {
  std::string& b = sb_buf(in, self);
  std::size_t n = 0;
  if (arg(a, 0).is(Tag::List))
    for (const Value& x : arg(a, 0).as<ListObj>()->items) b.push_back(static_cast<char>(iv(x))), ++n;
  in.charge_copy(n);
  return make_list({Value::integer(static_cast<std::int64_t>(n)), Value::none()}, Tag::Tuple);
}
Value sb_bytes(Vm& in, const Value& self, Args&) {
  std::vector<Value> out;
  for (unsigned char c : sb_buf(in, self)) out.push_back(Value::integer(c));
  in.charge_copy(out.size());
  return make_list(std::move(out));
}
// bytes: the strings function over the bytes' text; self is (impl, result kind)
Value bytes_to_str(const Value& v) {
  if (!v.is(Tag::List)) return v;
  const auto& items = v.as<ListObj>()->items;
  if (!items.empty() && (items[0].is(Tag::List) || items[0].is_none())) {  // [][]byte (bytes.Join)
    std::vector<Value> parts;
    for (const Value& x : items) parts.push_back(x.is_none() ? make_str("") : bytes_to_str(x));
    return make_list(std::move(parts));
  }
  std::string s;
  for (const Value& x : v.as<ListObj>()->items) s.push_back(static_cast<char>(x.is_int() ? x.i() : 0));
  return make_str(std::move(s));
}
Value str_to_bytes(const Value& v) {
  if (v.is(Tag::List)) {
    std::vector<Value> parts;
    for (const Value& x : v.as<ListObj>()->items) parts.push_back(str_to_bytes(x));
    return make_list(std::move(parts));
  }
  if (v.is(Tag::Tuple)) {  // Cut, CutPrefix: the texts as byte slices, the bools as they are
    std::vector<Value> parts;
    for (const Value& x : v.as<ListObj>()->items) parts.push_back(str_to_bytes(x));
    return make_list(std::move(parts), Tag::Tuple);
  }
  if (!v.is(Tag::Str)) return v;
  std::vector<Value> out;
  for (unsigned char c : sv(v)) out.push_back(Value::integer(c));
  return make_list(std::move(out));
}
Value bytes_call(Vm& in, const Value& self, Args& a) {
  const auto& pair = self.as<ListObj>()->items;
  Args conv;
  for (const Value& x : a) conv.push_back(bytes_to_str(x));
  in.charge_copy(conv.size());
  auto* impl = pair[0].as<BuiltinObj>();
  Value r = impl->fn(in, impl->self, conv);
  return pair[1].b() ? str_to_bytes(r) : r;
}
/// bytes.Runes(b): the runes of b's text.
Value bytes_runes(Vm& in, const Value&, Args& a) {
  Value t = bytes_to_str(arg(a, 0));
  std::vector<Value> out;
  if (t.is(Tag::Str))
    for (const auto& [i, r] : runes_at(sv(t))) out.push_back(Value::integer(r));
  in.charge_copy(out.size());
  return make_list(std::move(out));
}
/// bytes.NewBuffer(b) / NewBufferString(s): a Buffer holding the text.
Value bytes_new_buffer(Vm& in, const Value&, Args& a) {
  Value b = sb_new(in);
  if (!arg(a, 0).is_none()) sb_buf(in, b) = sv(bytes_to_str(arg(a, 0)));
  return b;
}
Value bytes_equal(Vm&, const Value&, Args& a) {
  Value x = bytes_to_str(arg(a, 0)), y = bytes_to_str(arg(a, 1));
  return Value::boolean(sv(x) == sv(y));
}

// --- strconv ---------------------------------------------------------------------------

/// os.Exit(n): ends the program at once with status n; deferred calls do not run.
Value os_exit(Vm& in, const Value&, Args& a) {
  in.exit_program(static_cast<int>(iv(arg(a, 0)) & 0xff));
  return Value::none();
}
/// os.ErrNotExist, ErrExist, ErrPermission, ErrClosed, ErrInvalid,
/// ErrDeadlineExceeded: one value each per run, so == and errors.Is hold.
Value os_sentinel(Vm& in, int k) {
  static const char* const keys[] = {"go.os.ErrNotExist", "go.os.ErrExist",   "go.os.ErrPermission",
                                     "go.os.ErrClosed",   "go.os.ErrInvalid", "go.os.ErrDeadlineExceeded"};
  static const char* const texts[] = {"file does not exist", "file already exists", "permission denied",
                                      "file already closed", "invalid argument",    "i/o timeout"};
  Value& v = in.run_state(keys[k]);
  if (!v.is(Tag::Instance)) v = make_error(in, texts[k]);
  return v;
}
/// os.IsNotExist(err) & co.: err is the sentinel itself (Go unwraps only
/// its own *PathError kinds, never fmt.Errorf's %w, and no file calls make those here).
template <int K>
Value os_is(Vm& in, const Value&, Args& a) {
  return Value::boolean(arg(a, 0).is(Tag::Instance) && arg(a, 0).obj() == os_sentinel(in, K).obj());
}
Value sc_itoa(Vm&, const Value&, Args& a) { return make_str(std::to_string(iv(arg(a, 0)))); }
/// 0 ok, 1 syntax error, 2 out of range (out clamped as Go clamps it).
/// Base 0 reads Go's 0x/0o/0b/0 prefixes and '_' separators.
int parse_int_status(const std::string& s0, int base, int bits, std::int64_t& out) {
  std::string s = s0;
  if (s.empty()) return 1;
  std::size_t i = 0;
  bool neg = false;
  if (s[0] == '+' || s[0] == '-') {
    neg = s[0] == '-';
    i = 1;
  }
  if (base == 0) {
    base = 10;
    if (s.size() > i + 1 && s[i] == '0') {
      char c = static_cast<char>(std::tolower(static_cast<unsigned char>(s[i + 1])));
      if (c == 'x' || c == 'o' || c == 'b') {
        base = c == 'x' ? 16 : c == 'o' ? 8 : 2;
        i += 2;
      } else {
        base = 8;
        i += 1;
      }
    }
    std::string t = s.substr(0, i);
    for (std::size_t k = i; k < s.size(); ++k)
      if (s[k] != '_') t.push_back(s[k]);
    s = std::move(t);
  }
  if (i >= s.size() || base < 2 || base > 36) return 1;
  std::uint64_t v = 0;
  auto [p, ec] = std::from_chars(s.data() + i, s.data() + s.size(), v, base);
  if (ec == std::errc::result_out_of_range) {
    const char* q = p;
    while (q < s.data() + s.size() && std::isalnum(static_cast<unsigned char>(*q))) ++q;
    if (q != s.data() + s.size()) return 1;
    v = ~std::uint64_t{0};
  } else if (ec != std::errc() || p != s.data() + s.size()) {
    return 1;
  }
  if (bits <= 0 || bits > 64) bits = 64;
  std::uint64_t lim = std::uint64_t{1} << (bits - 1);  // |min|; max is lim - 1
  if (v > (neg ? lim : lim - 1)) {
    out = neg ? -static_cast<std::int64_t>(lim - 1) - 1 : static_cast<std::int64_t>(lim - 1);
    return 2;
  }
  out = neg ? static_cast<std::int64_t>(0 - v) : static_cast<std::int64_t>(v);
  return 0;
}
/// strconv.ErrRange / ErrSyntax: errors.Is matches them by their __sentinel mark
/// (each use makes a fresh object: no Value outlives a run).
Value strconv_sentinel(Vm& in, bool range) {
  Value e = make_error(in, range ? "value out of range" : "invalid syntax");
  e.as<InstanceObj>()->fields.set(in.intern("__sentinel"), make_str(range ? "strconv.ErrRange" : "strconv.ErrSyntax"));
  return e;
}
/// A *strconv.NumError: its text, fields Func/Num/Err, and Unwrap to the sentinel.
Value num_error(Vm& in, const char* fn, const std::string& num, bool range) {
  Value err = strconv_sentinel(in, range);
  Value e = make_error(in, std::string("strconv.") + fn + ": parsing " + quote(num) + ": " + (range ? "value out of range" : "invalid syntax"), err);
  auto& f = e.as<InstanceObj>()->fields;
  f.set(in.intern("Func"), make_str(fn));
  f.set(in.intern("Num"), make_str(num));
  f.set(in.intern("Err"), err);
  return e;
}
Value int_result(Vm& in, const char* fn, const std::string& s, int st, std::int64_t v) {
  if (st == 0) return tuple2(Value::integer(v), Value::none());
  return tuple2(Value::integer(st == 2 ? v : 0), num_error(in, fn, s, st == 2));
}
Value sc_atoi(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  if (!in.charge_bytes(s.size())) return Value::none();
  std::int64_t v = 0;
  int st = parse_int_status(s, 10, 64, v);
  return int_result(in, "Atoi", s, st, v);
}
Value sc_parse_int(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  if (!in.charge_bytes(s.size())) return Value::none();
  std::int64_t v = 0;
  int st = parse_int_status(s, static_cast<int>(iv(arg(a, 1))), static_cast<int>(iv(arg(a, 2))), v);
  return int_result(in, "ParseInt", s, st, v);
}
Value sc_parse_uint(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  if (!in.charge_bytes(s.size())) return Value::none();
  if (!s.empty() && (s[0] == '-' || s[0] == '+')) return int_result(in, "ParseUint", s, 1, 0);
  std::int64_t v = 0;
  int bits = static_cast<int>(iv(arg(a, 2)));
  if (bits <= 0 || bits > 63) bits = 64;  // 64-bit values above MaxInt64 are not told apart
  int st = parse_int_status(s, static_cast<int>(iv(arg(a, 1))), bits == 64 ? 64 : bits + 1, v);
  return int_result(in, "ParseUint", s, st, v);
}
Value sc_parse_float(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  if (!in.charge_bytes(s.size())) return Value::none();
  double d = 0;
  GoFloatParse st = go_parse_float(s, static_cast<int>(iv(arg(a, 1))), d);
  if (st == GoFloatParse::Ok) return tuple2(Value::real(d), Value::none());
  return tuple2(Value::real(d), num_error(in, "ParseFloat", s, st == GoFloatParse::Range));
}
Value sc_parse_bool(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  if (s == "true" || s == "1" || s == "t" || s == "T" || s == "TRUE" || s == "True") return tuple2(Value::boolean(true), Value::none());
  if (s == "false" || s == "0" || s == "f" || s == "F" || s == "FALSE" || s == "False") return tuple2(Value::boolean(false), Value::none());
  return tuple2(Value::boolean(false), num_error(in, "ParseBool", s, false));
}
Value sc_format_int(Vm&, const Value&, Args& a) {
  int base = static_cast<int>(iv(arg(a, 1)));
  if (base < 2 || base > 36) base = 10;
  std::int64_t x = iv(arg(a, 0));
  bool neg = x < 0;
  std::uint64_t u = neg ? 0 - static_cast<std::uint64_t>(x) : static_cast<std::uint64_t>(x);
  std::string out;
  do {
    out.push_back("0123456789abcdefghijklmnopqrstuvwxyz"[u % static_cast<unsigned>(base)]);
    u /= static_cast<unsigned>(base);
  } while (u);
  if (neg) out.push_back('-');
  std::reverse(out.begin(), out.end());
  return make_str(out);
}
Value sc_format_bool(Vm&, const Value&, Args& a) { return make_str(arg(a, 0).b() ? "true" : "false"); }
Value sc_quote(Vm& in, const Value&, Args& a) {
  if (!in.charge_copy(sv(arg(a, 0)).size())) return Value::none();  // a rune decoded and escaped each
  return make_str(quote(sv(arg(a, 0))));
}
template <int Mode>
Value sc_quote_mode(Vm& in, const Value&, Args& a) {
  if (!in.charge_copy(sv(arg(a, 0)).size())) return Value::none();
  return make_str(quote_delim(sv(arg(a, 0)), '"', Mode));
}
template <int Mode>
Value sc_quote_rune(Vm&, const Value&, Args& a) { return make_str(quote_rune(iv(arg(a, 0)), Mode)); }
Value sc_is_print(Vm&, const Value&, Args& a) { return Value::boolean(go_rune_is_print(iv(arg(a, 0)))); }
Value sc_is_graphic(Vm&, const Value&, Args& a) {
  return Value::boolean(go_rune_is_print(iv(arg(a, 0))) || go_rune_is_graphic(iv(arg(a, 0))));
}
/// strconv.CanBackquote: no control characters but tab, no backquote, valid UTF-8, no U+FEFF.
Value sc_can_backquote(Vm&, const Value&, Args& a) { return Value::boolean(can_backquote(sv(arg(a, 0)))); }
/// strconv.Unquote: a "..." (Go escapes), `...` (raw) or '.' literal's value; ErrSyntax otherwise.
Value sc_unquote(Vm& in, const Value&, Args& a) {
  const std::string& s = sv(arg(a, 0));
  auto bad = [&] { return tuple2(make_str(""), strconv_sentinel(in, false)); };
  if (!in.charge_bytes(s.size())) return Value::none();
  if (s.size() < 2 || s.front() != s.back()) return bad();
  char q = s.front();
  std::string body = s.substr(1, s.size() - 2);
  if (q == '`') {
    if (body.find('`') != std::string::npos) return bad();
    std::erase(body, '\r');
    return tuple2(make_str(body), Value::none());
  }
  if (q != '"' && q != '\'') return bad();
  std::string out;
  auto put = [&](std::uint32_t cp) {
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp < 0xE000)) return false;
    utf8::append(out, cp);
    return true;
  };
  std::size_t runes = 0;
  for (std::size_t i = 0; i < body.size(); ++runes) {
    char c = body[i];
    if (c == q || c == '\n') return bad();
    if (c != '\\') {
      std::size_t n = 1;  // one whole rune
      while (i + n < body.size() && (static_cast<unsigned char>(body[i + n]) & 0xC0) == 0x80) ++n;
      out.append(body, i, n);
      i += n;
      continue;
    }
    if (++i >= body.size()) return bad();
    char e = body[i++];
    auto hex = [&](int n, std::uint32_t& v) {
      v = 0;
      for (int k = 0; k < n; ++k, ++i) {
        if (i >= body.size() || !std::isxdigit(static_cast<unsigned char>(body[i]))) return false;
        char h = body[i];
        v = v * 16 + static_cast<std::uint32_t>(std::isdigit(static_cast<unsigned char>(h)) ? h - '0' : (h | 0x20) - 'a' + 10);
      }
      return true;
    };
    std::uint32_t v = 0;
    switch (e) {
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'v': out += '\v'; break;
      case '\\': out += '\\'; break;
      case '\'': case '"':
        if (e != q) return bad();
        out += e;
        break;
      case 'x':
        if (!hex(2, v)) return bad();
        out += static_cast<char>(v);
        break;
      case 'u':
        if (!hex(4, v) || !put(v)) return bad();
        break;
      case 'U':
        if (!hex(8, v) || !put(v)) return bad();
        break;
      default:
        if (e < '0' || e > '7' || i + 2 > body.size()) return bad();
        v = static_cast<std::uint32_t>(e - '0');
        for (int k = 0; k < 2; ++k, ++i) {
          if (body[i] < '0' || body[i] > '7') return bad();
          v = v * 8 + static_cast<std::uint32_t>(body[i] - '0');
        }
        if (v > 255) return bad();
        out += static_cast<char>(v);
    }
  }
  if (q == '\'' && runes != 1) return bad();
  return tuple2(make_str(out), Value::none());
}
Value sc_format_float(Vm& in, const Value&, Args& a) {
  char f = static_cast<char>(iv(arg(a, 1)));
  int prec = static_cast<int>(iv(arg(a, 2)));
  if (prec >= 64 && !in.charge_bytes(static_cast<std::size_t>(prec))) return Value::none();
  double d = dv(arg(a, 0));
  auto upper = [](std::string t) {
    for (auto& c : t)
      if (c == 'e') c = 'E';
    return t;
  };
  if (f == 'f') return make_str(prec < 0 ? format_g_shortest(d, 1000) : format_fixed(d, prec));
  const bool single = iv(arg(a, 3)) == 32;
  if (f == 'x' || f == 'X') return make_str(hex_float(single ? static_cast<float>(d) : d, prec, f == 'X'));
  if (f == 'b' && std::isfinite(d)) {  // mantissa p binary exponent: 4503599627370496p-52
    if (single) d = static_cast<float>(d);
    int bits = single ? 24 : 53, emin = single ? -149 : -1074, fe = 0;
    std::frexp(std::fabs(d), &fe);  // only the exponent
    int e = d == 0 ? emin : std::max(fe - bits, emin);
    auto mant = static_cast<std::uint64_t>(std::ldexp(std::fabs(d), -e));
    return make_str((std::signbit(d) ? "-" : "") + std::to_string(mant) + "p" + (e < 0 ? "" : "+") + std::to_string(e));
  }
  if (f == 'e' || f == 'E') {
    std::string t;
    if (prec >= 0 || !std::isfinite(d) || d == 0) {
      t = format_exp(d, prec < 0 ? 0 : prec);
    } else {  // the shortest digits that read back as d, in exponent form
      std::string digits;
      int exp = 0;
      shortest(std::fabs(d), digits, exp);
      t = format_exp(d, static_cast<int>(digits.size()) - 1);
    }
    return make_str(f == 'E' ? upper(t) : t);
  }
  std::string t = prec < 0 ? format_g_shortest(d, 6) : format_g_prec(d, prec);
  return make_str(f == 'G' ? upper(t) : t);
}

// --- sort --------------------------------------------------------------------------------
bool less_value(const Value& a, const Value& b) {
  if (a.is(Tag::Str) && b.is(Tag::Str)) return sv(a) < sv(b);
  return dv(a) < dv(b);
}
Value sort_plain(Vm& in, const Value&, Args& a) {
  if (arg(a, 0).is(Tag::List)) {
    auto& items = arg(a, 0).as<ListObj>()->items;
    if (!in.charge_sort(items.size())) return Value::none();
    std::stable_sort(items.begin(), items.end(), less_value);
    go_shared_wrote(in, arg(a, 0), 0, items.size());
  }
  return Value::none();
}
Value sort_slice(Vm& in, const Value&, Args& a) {
  if (!arg(a, 0).is(Tag::List)) return Value::none();
  auto* l = arg(a, 0).as<ListObj>();
  Value less = arg(a, 1);
  // sort a permutation of indices (the callback indexes the list itself)
  std::size_t n = l->items.size();
  if (!in.charge_sort(n)) return Value::none();
  std::vector<Value> snapshot = l->items;
  std::vector<std::size_t> idx(n);
  for (std::size_t k = 0; k < n; ++k) idx[k] = k;
  bool failed = false;
  // the callback sees the original order while sorting: compare snapshot positions
  std::stable_sort(idx.begin(), idx.end(), [&](std::size_t x, std::size_t y) {
    if (failed) return false;
    std::vector<Value> args{Value::integer(static_cast<std::int64_t>(x)), Value::integer(static_cast<std::int64_t>(y))};
    Value r = in.call_sync(less, args);
    if (in.raising()) {
      failed = true;
      return false;
    }
    return r.is(Tag::Bool) ? r.b() : truthy(r);
  });
  if (failed) return Value::none();
  for (std::size_t k = 0; k < n; ++k) l->items[k] = snapshot[idx[k]];
  go_shared_wrote(in, Value::object(l), 0, n);
  return Value::none();
}
/// sort.Slice: Go's pdqsort over the list itself (less(i, j) reads it as it is
/// swapped), so equal elements end where Go leaves them.
Value sort_slice_unstable(Vm& in, const Value&, Args& a) {
  if (!arg(a, 0).is(Tag::List)) return Value::none();
  Value lv = arg(a, 0);
  auto* l = lv.as<ListObj>();
  Value less = arg(a, 1);
  std::size_t n = l->items.size();
  if (!in.charge_sort(n)) return Value::none();
  auto lt = [&](std::ptrdiff_t i, std::ptrdiff_t j) -> int {
    std::vector<Value> args{Value::integer(i), Value::integer(j)};
    Value r = in.call_sync(less, args);
    if (in.raising()) return -1;
    return (r.is(Tag::Bool) ? r.b() : truthy(r)) ? 1 : 0;
  };
  auto swap = [&](std::ptrdiff_t i, std::ptrdiff_t j) {
    if (static_cast<std::size_t>(std::max(i, j)) < l->items.size()) std::swap(l->items[static_cast<std::size_t>(i)], l->items[static_cast<std::size_t>(j)]);
  };
  gosort::pdqsort(static_cast<std::ptrdiff_t>(n), lt, swap);
  go_shared_wrote(in, lv, 0, l->items.size());
  return Value::none();
}
/// sort.Sort(x, less): x is a list (a named slice type); less(x, i, j) is
/// its Less method (the frontend passes it). Swap is not called: the list
/// is permuted directly.
/// sort.Reverse(x): a wrapper sort.Sort recognises; sort.IntSlice(x) & co. are x.
Value sort_reverse(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "*sort.reverse");
  inst->fields.set(in.intern("x"), arg(a, 0));
  return Value::object(inst);
}
Value sort_identity(Vm&, const Value&, Args& a) { return arg(a, 0); }
/// sort.Reverse(x) wrappers (nested at most 8 deep): x itself, each one flipping rev.
void unwrap_reverse(Vm& in, Value& xs, bool& rev) {
  for (int k = 0; k < 8 && is_class(xs, "*sort.reverse"); ++k) {
    Value* inner = xs.as<InstanceObj>()->fields.find(in.intern("x"));
    xs = inner ? *inner : Value::none();
    rev = !rev;
  }
}
/// sort.Sort(x[, less[, reverse]]): without a Less method the elements'
/// natural order (sort.IntSlice, StringSlice, Float64Slice).
Value sort_sort_with(Vm& in, Args& a, bool stable) {
  Value xs = arg(a, 0);
  bool rev = arg(a, 2).is(Tag::Bool) && arg(a, 2).b();
  unwrap_reverse(in, xs, rev);
  if (!xs.is(Tag::List)) return Value::none();
  auto* l = xs.as<ListObj>();
  Value less = arg(a, 1);
  if (!in.charge_sort(l->items.size())) return Value::none();
  if (less.is_none()) {
    if (rev) std::stable_sort(l->items.begin(), l->items.end(), [](const Value& p, const Value& q) { return less_value(q, p); });
    else std::stable_sort(l->items.begin(), l->items.end(), less_value);
    go_shared_wrote(in, xs, 0, l->items.size());
    return Value::none();
  }
  std::size_t n = l->items.size();
  if (!stable) {  // sort.Sort: Go's pdqsort with Less on the list as it is swapped
    auto lt = [&](std::ptrdiff_t i, std::ptrdiff_t j) -> int {
      if (rev) std::swap(i, j);
      std::vector<Value> args{Value::object(l), Value::integer(i), Value::integer(j)};
      Value r = in.call_sync(less, args);
      if (in.raising()) return -1;
      return r.is(Tag::Bool) && r.b() ? 1 : 0;
    };
    auto swap = [&](std::ptrdiff_t i, std::ptrdiff_t j) {
      if (static_cast<std::size_t>(std::max(i, j)) < l->items.size()) std::swap(l->items[static_cast<std::size_t>(i)], l->items[static_cast<std::size_t>(j)]);
    };
    gosort::pdqsort(static_cast<std::ptrdiff_t>(n), lt, swap);
    go_shared_wrote(in, xs, 0, l->items.size());
    return Value::none();
  }
  std::vector<Value> snapshot = l->items;
  std::vector<std::size_t> idx(n);
  for (std::size_t k = 0; k < n; ++k) idx[k] = k;
  bool failed = false;
  std::stable_sort(idx.begin(), idx.end(), [&](std::size_t x, std::size_t y) {
    if (failed) return false;
    if (rev) std::swap(x, y);
    std::vector<Value> args{Value::object(l), Value::integer(static_cast<std::int64_t>(x)), Value::integer(static_cast<std::int64_t>(y))};
    Value r = in.call_sync(less, args);
    if (in.raising()) {
      failed = true;
      return false;
    }
    return r.is(Tag::Bool) && r.b();
  });
  if (failed) return Value::none();
  for (std::size_t k = 0; k < n; ++k) l->items[k] = snapshot[idx[k]];
  go_shared_wrote(in, Value::object(l), 0, n);
  return Value::none();
}
Value sort_sort(Vm& in, const Value&, Args& a) { return sort_sort_with(in, a, false); }
/// sort.IsSorted(x[, less[, reverse]]) as Go walks it: from the end, false at
/// the first Less(i, i-1); without a Less method the natural order.
Value sort_is_sorted_iface(Vm& in, const Value&, Args& a) {
  Value xs = arg(a, 0);
  bool rev = arg(a, 2).is(Tag::Bool) && arg(a, 2).b();
  unwrap_reverse(in, xs, rev);
  if (!xs.is(Tag::List)) return Value::boolean(true);
  auto* l = xs.as<ListObj>();
  Value less = arg(a, 1);
  if (!in.charge_items(l->items.size())) return Value::none();
  for (std::size_t i = l->items.size(); i-- > 1;) {
    std::int64_t x = static_cast<std::int64_t>(i), y = x - 1;
    if (rev) std::swap(x, y);
    bool lt;
    if (less.is_none()) {
      lt = less_value(l->items[static_cast<std::size_t>(x)], l->items[static_cast<std::size_t>(y)]);
    } else {
      std::vector<Value> args{xs, Value::integer(x), Value::integer(y)};
      Value r = in.call_sync(less, args);
      if (in.raising()) return Value::none();
      lt = r.is(Tag::Bool) && r.b();
    }
    if (lt) return Value::boolean(false);
  }
  return Value::boolean(true);
}
/// sort.SliceIsSorted(x, less): less(i, i-1) from the end, as Go does.
Value sort_slice_is_sorted(Vm& in, const Value&, Args& a) {
  if (!arg(a, 0).is(Tag::List)) return Value::boolean(true);
  std::size_t n = arg(a, 0).as<ListObj>()->items.size();
  if (!in.charge_items(n)) return Value::none();
  for (std::size_t i = n; i-- > 1;) {
    std::vector<Value> args{Value::integer(static_cast<std::int64_t>(i)), Value::integer(static_cast<std::int64_t>(i - 1))};
    Value r = in.call_sync(arg(a, 1), args);
    if (in.raising()) return Value::none();
    if (r.is(Tag::Bool) ? r.b() : truthy(r)) return Value::boolean(false);
  }
  return Value::boolean(true);
}
Value sort_stable(Vm& in, const Value&, Args& a) { return sort_sort_with(in, a, true); }
Value sort_search_ints(Vm&, const Value&, Args& a) {
  if (!arg(a, 0).is(Tag::List)) return Value::integer(0);
  auto& items = arg(a, 0).as<ListObj>()->items;
  auto it = std::lower_bound(items.begin(), items.end(), arg(a, 1), less_value);
  return Value::integer(it - items.begin());
}
Value sort_search(Vm& in, const Value&, Args& a) {
  std::int64_t lo = 0, hi = iv(arg(a, 0));
  while (lo < hi) {
    std::int64_t mid = lo + (hi - lo) / 2;
    std::vector<Value> args{Value::integer(mid)};
    Value r = in.call_sync(arg(a, 1), args);
    if (in.raising()) return Value::none();
    if (!(r.is(Tag::Bool) && r.b())) lo = mid + 1;
    else hi = mid;
  }
  return Value::integer(lo);
}
Value sort_is_sorted(Vm& in, const Value&, Args& a) {
  if (!arg(a, 0).is(Tag::List)) return Value::boolean(true);
  auto& items = arg(a, 0).as<ListObj>()->items;
  if (!in.charge_items(items.size())) return Value::none();  // a comparison each
  return Value::boolean(std::is_sorted(items.begin(), items.end(), less_value));
}

// --- math ----------------------------------------------------------------------------------
#define RD_MATH1(name, expr)                                  \
  Value name(Vm&, const Value&, Args& a) {                \
    double x = dv(arg(a, 0));                                 \
    return Value::real(expr);                                 \
  }
RD_MATH1(m_sqrt, std::sqrt(x))
RD_MATH1(m_abs, std::fabs(x))
RD_MATH1(m_floor, std::floor(x))
RD_MATH1(m_ceil, std::ceil(x))
RD_MATH1(m_trunc, std::trunc(x))
RD_MATH1(m_round, std::round(x))
RD_MATH1(m_log, go_log(x))
/// Go's Log2 and Log10 (log10.go) are Log times a constant, not libm's log2/log10.
double go_log2(double x) {
  int e = 0;
  double frac = std::frexp(x, &e);
  if (frac == 0.5) return static_cast<double>(e - 1);  // an exact power of two
  return go_log(frac) * 1.44269504088896340735992468100189213742664595415298593  /* 1/Ln2 */ + static_cast<double>(e);
}
RD_MATH1(m_log2, go_log2(x))
RD_MATH1(m_log10, go_log(x) * 0.43429448190325182765112891891660508229439700580366656  /* 1/Ln10 */)
RD_MATH1(m_exp, go_exp(x))
RD_MATH1(m_sin, go_sin(x))
RD_MATH1(m_cos, go_cos(x))
RD_MATH1(m_tan, go_tan(x))
RD_MATH1(m_atan, go_atan(x))
RD_MATH1(m_asin, go_asin(x))
RD_MATH1(m_acos, go_acos(x))
RD_MATH1(m_sinh, go_sinh(x))
RD_MATH1(m_cosh, go_cosh(x))
RD_MATH1(m_tanh, go_tanh(x))
RD_MATH1(m_asinh, go_asinh(x))
RD_MATH1(m_acosh, go_acosh(x))
RD_MATH1(m_atanh, go_atanh(x))
RD_MATH1(m_exp2, go_exp2(x))
RD_MATH1(m_expm1, go_expm1(x))
RD_MATH1(m_log1p, go_log1p(x))
RD_MATH1(m_logb, std::logb(x))
RD_MATH1(m_gamma, std::tgamma(x))
RD_MATH1(m_erf, std::erf(x))
RD_MATH1(m_erfc, std::erfc(x))
RD_MATH1(m_round_even, std::nearbyint(x))
RD_MATH1(m_j0, ::j0(x))
RD_MATH1(m_j1, ::j1(x))
RD_MATH1(m_y0, ::y0(x))
RD_MATH1(m_y1, ::y1(x))
RD_MATH1(m_cbrt, go_cbrt(x))
#undef RD_MATH1
/// Go's math.Pow (pow.go): the integer part of y by repeated squaring of
/// frexp(x)'s mantissa, so x**n is not libm's correctly rounded pow but Go's
/// (10000 * Pow(1+0.05/365, 365) differs in the 12th digit); a fractional
/// part is exp(yf*log(x)), special cases as Go's.
double go_pow(double x, double y) {
  auto odd_int = [](double v) {
    if (std::fabs(v) >= 9007199254740992.0) return false;  // 2^53: all even
    double i;
    return std::modf(v, &i) == 0 && std::fmod(i, 2) != 0;
  };
  if (y == 0 || x == 1) return 1;
  if (y == 1) return x;
  if (std::isnan(x) || std::isnan(y)) return std::nan("");
  if (x == 0) {
    if (y < 0) return std::signbit(x) && odd_int(y) ? -HUGE_VAL : HUGE_VAL;
    return std::signbit(x) && odd_int(y) ? x : 0;
  }
  if (std::isinf(y)) {
    if (x == -1) return 1;
    if ((std::fabs(x) < 1) == (y > 0)) return 0;
    return HUGE_VAL;
  }
  if (std::isinf(x)) {
    if (x < 0) return go_pow(1 / x, -y);  // Pow(-0, -y)
    return y < 0 ? 0 : HUGE_VAL;
  }
  if (y == 0.5) return std::sqrt(x);
  if (y == -0.5) return 1 / std::sqrt(x);
  double yi;
  double yf = std::modf(std::fabs(y), &yi);
  if (yf != 0 && x < 0) return std::nan("");
  if (yi >= 9223372036854775808.0) {  // 1<<63: a large even integer
    if (x == -1) return 1;
    if ((std::fabs(x) < 1) == (y > 0)) return 0;
    return HUGE_VAL;
  }
  double a1 = 1.0;
  long ae = 0;
  if (yf != 0) {
    if (yf > 0.5) {
      yf--;
      yi++;
    }
    a1 = go_exp(yf * go_log(x));
  }
  int xe_i = 0;
  double x1 = std::frexp(x, &xe_i);
  long xe = xe_i;
  for (std::int64_t i = static_cast<std::int64_t>(yi); i != 0; i >>= 1) {
    if (xe < -(1L << 12) || (1L << 12) < xe) {  // catastrophic overflow: ldexp handles it
      ae += xe;
      break;
    }
    if (i & 1) {
      a1 *= x1;
      ae += xe;
    }
    x1 *= x1;
    xe <<= 1;
    if (x1 < .5) {
      x1 += x1;
      xe--;
    }
  }
  if (y < 0) {
    a1 = 1 / a1;
    ae = -ae;
  }
  return std::ldexp(a1, static_cast<int>(std::clamp<long>(ae, -100000, 100000)));
}
Value m_pow(Vm&, const Value&, Args& a) { return Value::real(go_pow(dv(arg(a, 0)), dv(arg(a, 1)))); }
Value m_atan2(Vm&, const Value&, Args& a) { return Value::real(go_atan2(dv(arg(a, 0)), dv(arg(a, 1)))); }
Value m_hypot(Vm&, const Value&, Args& a) { return Value::real(go_hypot(dv(arg(a, 0)), dv(arg(a, 1)))); }
Value m_mod(Vm&, const Value&, Args& a) { return Value::real(std::fmod(dv(arg(a, 0)), dv(arg(a, 1)))); }
/// math.Max / Min: a NaN operand gives NaN, an infinity wins, +0 > -0 (Go's special cases).
Value m_max(Vm&, const Value&, Args& a) {
  double x = dv(arg(a, 0)), y = dv(arg(a, 1));
  if (std::isinf(x) && x > 0) return Value::real(x);
  if (std::isinf(y) && y > 0) return Value::real(y);
  if (std::isnan(x) || std::isnan(y)) return Value::real(std::nan(""));
  if (x == 0 && y == 0) return Value::real(std::signbit(x) ? y : x);
  return Value::real(x > y ? x : y);
}
Value m_min(Vm&, const Value&, Args& a) {
  double x = dv(arg(a, 0)), y = dv(arg(a, 1));
  if (std::isinf(x) && x < 0) return Value::real(x);
  if (std::isinf(y) && y < 0) return Value::real(y);
  if (std::isnan(x) || std::isnan(y)) return Value::real(std::nan(""));
  if (x == 0 && y == 0) return Value::real(std::signbit(x) ? x : y);
  return Value::real(x < y ? x : y);
}
Value m_copysign(Vm&, const Value&, Args& a) { return Value::real(std::copysign(dv(arg(a, 0)), dv(arg(a, 1)))); }
Value m_dim(Vm&, const Value&, Args& a) {
  double x = dv(arg(a, 0)), y = dv(arg(a, 1));
  if (std::isnan(x) || std::isnan(y)) return Value::real(std::nan(""));
  double v = x - y;
  return Value::real(v <= 0 ? 0.0 : v);
}
Value m_remainder(Vm&, const Value&, Args& a) { return Value::real(std::remainder(dv(arg(a, 0)), dv(arg(a, 1)))); }
Value m_nextafter(Vm&, const Value&, Args& a) { return Value::real(std::nextafter(dv(arg(a, 0)), dv(arg(a, 1)))); }
Value m_fma(Vm&, const Value&, Args& a) { return Value::real(std::fma(dv(arg(a, 0)), dv(arg(a, 1)), dv(arg(a, 2)))); }
Value m_ldexp(Vm&, const Value&, Args& a) { return Value::real(std::ldexp(dv(arg(a, 0)), static_cast<int>(iv(arg(a, 1))))); }
Value m_signbit(Vm&, const Value&, Args& a) { return Value::boolean(std::signbit(dv(arg(a, 0)))); }
Value m_ilogb(Vm&, const Value&, Args& a) {
  double x = dv(arg(a, 0));
  if (x == 0) return Value::integer(std::numeric_limits<std::int32_t>::min());
  if (std::isnan(x) || std::isinf(x)) return Value::integer(std::numeric_limits<std::int32_t>::max());
  return Value::integer(std::ilogb(x));
}
Value m_modf(Vm&, const Value&, Args& a) {
  double ip = 0, f = std::modf(dv(arg(a, 0)), &ip);
  return make_list({Value::real(ip), Value::real(f)}, Tag::Tuple);
}
Value m_frexp(Vm&, const Value&, Args& a) {
  int e = 0;
  double f = std::frexp(dv(arg(a, 0)), &e);
  return make_list({Value::real(f), Value::integer(e)}, Tag::Tuple);
}
Value m_lgamma(Vm&, const Value&, Args& a) {
  int sign = 1;
  double v = ::lgamma_r(dv(arg(a, 0)), &sign);
  return make_list({Value::real(v), Value::integer(sign)}, Tag::Tuple);
}
Value m_sincos(Vm&, const Value&, Args& a) {
  double x = dv(arg(a, 0));
  return make_list({Value::real(std::sin(x)), Value::real(std::cos(x))}, Tag::Tuple);
}
Value m_jn(Vm&, const Value&, Args& a) { return Value::real(::jn(static_cast<int>(iv(arg(a, 0))), dv(arg(a, 1)))); }
Value m_yn(Vm&, const Value&, Args& a) { return Value::real(::yn(static_cast<int>(iv(arg(a, 0))), dv(arg(a, 1)))); }
Value m_pow10(Vm&, const Value&, Args& a) {
  std::int64_t n = iv(arg(a, 0));
  if (n < -323) return Value::real(0.0);
  if (n > 308) return Value::real(HUGE_VAL);
  return Value::real(std::stod("1e" + std::to_string(n)));
}
/// math.Float64bits / Float64frombits / Float32bits / Float32frombits: the IEEE bits
/// (a uint64 held as its int64 bit pattern).
Value m_f64bits(Vm&, const Value&, Args& a) { return Value::integer(std::bit_cast<std::int64_t>(dv(arg(a, 0)))); }
Value m_f64frombits(Vm&, const Value&, Args& a) { return Value::real(std::bit_cast<double>(iv(arg(a, 0)))); }
Value m_f32bits(Vm&, const Value&, Args& a) {
  return Value::integer(static_cast<std::int64_t>(std::bit_cast<std::uint32_t>(static_cast<float>(dv(arg(a, 0))))));
}
Value m_f32frombits(Vm&, const Value&, Args& a) {
  return Value::real(static_cast<double>(std::bit_cast<float>(static_cast<std::uint32_t>(iv(arg(a, 0))))));
}
Value m_inf(Vm&, const Value&, Args& a) {
  return Value::real(iv(arg(a, 0)) >= 0 ? HUGE_VAL : -HUGE_VAL);
}
Value m_nan(Vm&, const Value&, Args&) { return Value::real(std::nan("")); }
Value m_isnan(Vm&, const Value&, Args& a) { return Value::boolean(std::isnan(dv(arg(a, 0)))); }
Value m_isinf(Vm&, const Value&, Args& a) {
  double x = dv(arg(a, 0));
  std::int64_t s = iv(arg(a, 1));
  return Value::boolean(std::isinf(x) && (s == 0 || (s > 0) == (x > 0)));
}

// --- errors / unicode --------------------------------------------------------------------
Value e_new(Vm& in, const Value&, Args& a) { return make_error(in, sv(arg(a, 0))); }
/// The result of v's method `name` (no arguments) if it has one, else undef.
Value call_method_value(Vm& in, const Value& v, const char* name) {
  if (!v.is(Tag::Instance)) return Value::undef();
  Name n = in.intern(name);
  if (const Value* m = iface_field(in, v, std::string("__m_") + name)) {
    std::vector<Value> a{unbox(in, v)};
    return in.call_sync(*m, a);
  }
  for (auto& k : v.as<InstanceObj>()->klass()->mro)
    if (Value* f = k.as<ClassObj>()->attrs.find(n); f && f->is(Tag::Function)) {
      std::vector<Value> a{v};
      return in.call_sync(*f, a);
    }
  return Value::undef();
}
/// errors.Unwrap: fmt.Errorf's %w operand, or the error's own Unwrap() error.
Value e_unwrap(Vm& in, const Value&, Args& a) {
  if (is_class(arg(a, 0), "*errors.errorString")) {
    if (Value* w = arg(a, 0).as<InstanceObj>()->fields.find(in.intern("w"))) return *w;
    return Value::none();
  }
  Value r = call_method_value(in, arg(a, 0), "Unwrap");
  return r.is_undef() || in.raising() || r.is(Tag::List) ? Value::none() : r;  // Unwrap() []error: nil
}
/// __go_errors_as(err, typespec, current): (the first error in err's chain
/// of that type, true), or (current, false).
bool type_is(Vm& in, const Value& v, const std::string& spec);
std::vector<Value> wrapped_errors(Vm& in, const Value& e);
bool error_as(Vm& in, const Value& e, const std::string& spec, Value& found, int depth) {
  if (e.is_none() || depth > 100) return false;
  if (type_is(in, e, spec)) {
    found = e;
    return true;
  }
  for (const Value& w : wrapped_errors(in, e))
    if (error_as(in, w, spec, found, depth + 1)) return true;
  return false;
}
Value e_as(Vm& in, const Value&, Args& a) {
  Value found;
  if (error_as(in, arg(a, 0), sv(arg(a, 1)), found, 0)) return tuple2(found, Value::boolean(true));
  return tuple2(arg(a, 2), Value::boolean(false));
}
/// errors.Join(errs...): the non-nil errors' texts on lines (nil if none),
/// wrapping them all (errors.Is/As search each; errors.Unwrap gives nil).
Value e_join(Vm& in, const Value&, Args& a) {
  std::string text;
  std::vector<Value> errs;
  for (const Value& e : a) {
    if (e.is_none()) continue;
    std::string s;
    if (!call_method_if(in, e, "Error", s)) s = in.str(e);
    if (in.raising()) return Value::none();
    text += (errs.empty() ? "" : "\n") + s;
    errs.push_back(e);
  }
  if (errs.empty()) return Value::none();
  Value j = make_error(in, text);
  j.as<InstanceObj>()->fields.set(in.intern("ws"), make_list(std::move(errs)));
  return j;
}
/// The errors e wraps: Unwrap() error, Unwrap() []error, or the runtime's own (w, ws).
std::vector<Value> wrapped_errors(Vm& in, const Value& e) {
  if (is_class(e, "*errors.errorString")) {
    auto& f = e.as<InstanceObj>()->fields;
    if (Value* ws = f.find(in.intern("ws")); ws && ws->is(Tag::List)) return ws->as<ListObj>()->items;
    if (Value* w = f.find(in.intern("w")); w && !w->is_none()) return {*w};
    return {};
  }
  Value r = call_method_value(in, e, "Unwrap");
  if (r.is_undef() || in.raising() || r.is_none()) return {};
  if (r.is(Tag::List)) return r.as<ListObj>()->items;
  return {r};
}
bool error_is(Vm& in, const Value& e, const Value& target, int depth) {
  if (e.is_none() || depth > 100) return false;
  if (e.tag() == target.tag() && (e.is_heap() ? e.obj() == target.obj() : eq(e, target))) return true;
  if (is_class(e, "*errors.errorString") && is_class(target, "*errors.errorString")) {  // strconv.ErrRange & co.
    const Value* m1 = e.as<InstanceObj>()->fields.find(in.intern("__sentinel"));
    const Value* m2 = target.as<InstanceObj>()->fields.find(in.intern("__sentinel"));
    if (m1 && m2 && sv(*m1) == sv(*m2)) return true;
  }
  if (e.is(Tag::Instance) && !is_class(e, "*errors.errorString")) {  // the error's own Is(target) bool
    Name isn = in.intern("Is");
    for (auto& cls : e.as<InstanceObj>()->klass()->mro)
      if (Value* f = cls.as<ClassObj>()->attrs.find(isn); f && f->is(Tag::Function)) {
        std::vector<Value> x{e, target};
        Value r = in.call_sync(*f, x);
        if (in.raising()) return false;
        if (r.is(Tag::Bool) && r.b()) return true;
        break;
      }
  }
  for (const Value& w : wrapped_errors(in, e)) {
    if (error_is(in, w, target, depth + 1)) return true;
    if (in.raising()) return false;
  }
  return false;
}
Value e_is(Vm& in, const Value&, Args& a) {
  bool r = error_is(in, arg(a, 0), arg(a, 1), 0);
  return in.raising() ? Value::none() : Value::boolean(r);
}
Value utf8_rune_count(Vm&, const Value&, Args& a) {
  std::int64_t n = 0;
  for (unsigned char c : sv(arg(a, 0)))
    if ((c & 0xC0) != 0x80) ++n;
  return Value::integer(n);
}
/// The text of a string or a []byte operand.
std::string text_of(const Value& v) {
  if (v.is(Tag::Str)) return sv(v);
  std::string out;
  if (v.is(Tag::List))
    for (const auto& b : v.as<ListObj>()->items) out.push_back(static_cast<char>(iv(b)));
  return out;
}
/// Go's decoding: an invalid or short sequence is (RuneError, 1), empty input (RuneError, 0).
std::pair<std::int64_t, std::int64_t> go_decode(const std::string& s, std::size_t i) {
  if (i >= s.size()) return {0xFFFD, 0};
  std::size_t len = 1;
  std::uint32_t r = decode_rune(s, i, len);
  // overlong forms and surrogates are invalid
  if ((len == 2 && r < 0x80) || (len == 3 && (r < 0x800 || (r >= 0xD800 && r <= 0xDFFF))) || (len == 4 && (r < 0x10000 || r > 0x10FFFF)))
    return {0xFFFD, 1};
  return {r, static_cast<std::int64_t>(len)};
}
Value utf8_decode(Vm& in, const Value&, Args& a) {
  std::string s = text_of(arg(a, 0));
  if (!in.charge_bytes(std::min<std::size_t>(s.size(), 4))) return Value::none();
  auto [r, n] = go_decode(s, 0);
  return tuple2(Value::integer(r), Value::integer(n));
}
Value utf8_decode_last(Vm&, const Value&, Args& a) {
  std::string s = text_of(arg(a, 0));
  if (s.empty()) return tuple2(Value::integer(0xFFFD), Value::integer(0));
  std::size_t start = s.size() - 1;
  while (start > 0 && s.size() - start < 4 && (static_cast<unsigned char>(s[start]) & 0xC0) == 0x80) --start;
  auto [r, n] = go_decode(s, start);
  if (start + static_cast<std::size_t>(n) != s.size()) return tuple2(Value::integer(0xFFFD), Value::integer(1));
  return tuple2(Value::integer(r), Value::integer(n));
}
Value utf8_rune_len(Vm&, const Value&, Args& a) {
  std::int64_t r = iv(arg(a, 0));
  if (r < 0 || r > 0x10FFFF || (r >= 0xD800 && r <= 0xDFFF)) return Value::integer(-1);
  return Value::integer(r < 0x80 ? 1 : r < 0x800 ? 2 : r < 0x10000 ? 3 : 4);
}
Value utf8_valid(Vm& in, const Value&, Args& a) {
  std::string s = text_of(arg(a, 0));
  if (!in.charge_bytes(s.size())) return Value::none();
  for (std::size_t i = 0; i < s.size();) {
    auto [r, n] = go_decode(s, i);
    if (r == 0xFFFD && n == 1) return Value::boolean(false);
    i += static_cast<std::size_t>(n);
  }
  return Value::boolean(true);
}
Value utf8_valid_rune(Vm&, const Value&, Args& a) {
  std::int64_t r = iv(arg(a, 0));
  return Value::boolean(r >= 0 && r <= 0x10FFFF && !(r >= 0xD800 && r <= 0xDFFF));
}
Value utf8_rune_count_bytes(Vm& in, const Value& self, Args& a) {
  Args x{make_str(text_of(arg(a, 0)))};
  return utf8_rune_count(in, self, x);
}

// --- built-ins -------------------------------------------------------------------------
ListObj* chan_queue(Vm& in, const Value& ch);
Value chan_new(Vm& in, const Value& zero, const Value& cap);
std::int64_t chan_cap(Vm& in, const Value& ch);
std::int64_t go_len(Vm& in, const Value& v) {
  switch (v.tag()) {
    case Tag::Str: return static_cast<std::int64_t>(v.as<StrObj>()->s.size());
    case Tag::List:
    case Tag::Tuple: return static_cast<std::int64_t>(v.as<ListObj>()->items.size());
    case Tag::Dict:
    case Tag::Set: return static_cast<std::int64_t>(v.as<DictObj>()->entries.size());
    case Tag::None: return 0;
    case Tag::Instance:
      if (ListObj* q = chan_queue(in, v)) return static_cast<std::int64_t>(q->items.size());
      [[fallthrough]];
    default: {
      std::vector<Value> items;
      in.items_of(v, items);
      return static_cast<std::int64_t>(items.size());
    }
  }
}
Value b_len(Vm& in, const Value&, Args& a) {
  if (arg(a, 0).is_symbolic()) {
    auto e = in.call_expr("len", a);
    return in.fresh_symbolic(render_expr(*e), e);
  }
  return Value::integer(go_len(in, arg(a, 0)));
}
// Capacities: a list's Go capacity is its vector's capacity when the runtime
// set it (make with a cap, append, slicing); the side table remembers which
// buffer it set, so a list the VM built itself reports cap == len.
struct CapInfo {
  const Value* data;
  std::size_t cap;
};
thread_local std::unordered_map<const Obj*, CapInfo> g_cap;
void set_cap(const Value& l, std::size_t cap) {
  auto* lo = l.as<ListObj>();
  if (cap < lo->items.size()) cap = lo->items.size();
  if (lo->items.capacity() < cap) lo->items.reserve(cap);
  g_cap[l.obj()] = CapInfo{lo->items.data(), lo->items.capacity()};
}
std::int64_t go_cap(Vm& in, const Value& v) {
  if (std::int64_t c = go_shared_cap(v); c >= 0) return c;
  if (v.is(Tag::List)) {
    auto* lo = v.as<ListObj>();
    auto it = g_cap.find(v.obj());
    if (it != g_cap.end() && it->second.data == lo->items.data() && it->second.cap == lo->items.capacity() &&
        it->second.cap >= lo->items.size())
      return static_cast<std::int64_t>(it->second.cap);
    return static_cast<std::int64_t>(lo->items.size());
  }
  if (v.is(Tag::Instance) && chan_queue(in, v)) return chan_cap(in, v);
  return go_len(in, v);
}
/// Go 1.19's growslice: double below 256 elements, then grow by ~1.25x,
/// rounded up to the allocator's size class (element size guessed from the
/// values: strings 16 bytes, slices 24, everything else 8).
std::size_t grow_cap(std::size_t oldcap, std::size_t needed, std::size_t es, bool noscan) {
  std::size_t newcap = oldcap;
  if (needed > 2 * oldcap) newcap = needed;
  else if (oldcap < 256) newcap = 2 * oldcap;
  else
    while (newcap < needed) newcap += (newcap + 768) / 4;
  static const std::size_t classes[] = {8,    16,   24,   32,   48,   64,   80,   96,    112,   128,   144,   160,   176,   192,
                                        208,  224,  240,  256,  288,  320,  352,  384,   416,   448,   480,   512,   576,   640,
                                        704,  768,  896,  1024, 1152, 1280, 1408, 1536,  1792,  2048,  2304,  2688,  3072,  3200,
                                        3456, 4096, 4864, 5376, 6144, 6528, 6784, 6912,  8192,  9472,  9728,  10240, 10880, 12288,
                                        13568, 14336, 16384, 18432, 19072, 20480, 21760, 24576, 27264, 28672, 32768};
  std::size_t bytes = newcap * es;
  // roundupsize (Go 1.22+): a small object with pointers above 512 bytes
  // carries an 8-byte malloc header inside its size class
  std::size_t header = !noscan && bytes > 512 && bytes <= 32768 - 8 ? 8 : 0;
  std::size_t rounded = 0;
  for (std::size_t c : classes)
    if (c >= bytes + header) {
      rounded = c - header;
      break;
    }
  if (rounded == 0) rounded = (bytes + 8191) / 8192 * 8192;
  return rounded / es;
}
/// The element size and pointer-freeness the frontend knew statically for the
/// append in progress (__go_append_sized); 0: guess from the values.
thread_local std::size_t g_append_es = 0;
thread_local bool g_append_noscan = false;
/// Whether the elements hold no pointers (ints, floats, bools): no malloc header.
bool elem_noscan(const std::vector<Value>& items, const Args& a) {
  if (g_append_es) return g_append_noscan;
  const Value* v = !items.empty() ? &items[0] : (a.size() > 1 ? &a[1] : nullptr);
  return !v || v->is_int() || v->is(Tag::Float) || v->is(Tag::Bool);
}
std::size_t elem_size(const std::vector<Value>& items, const Args& a) {
  if (g_append_es) return g_append_es;
  const Value* v = !items.empty() ? &items[0] : (a.size() > 1 ? &a[1] : nullptr);
  if (!v) return 8;
  if (v->is(Tag::Bool)) return 1;
  if (v->is(Tag::Str)) return 16;
  if (v->is(Tag::List)) return 24;
  return 8;
}
Value b_cap(Vm& in, const Value&, Args& a) { return Value::integer(go_cap(in, arg(a, 0))); }
/// __go_ref(p): &v of a variable of a type parameter's type: v itself when it holds a
/// struct (objects are their own pointers), else the pointer to the variable.
Value b_ref(Vm& in, const Value&, Args& a) {
  const Value& p = arg(a, 0);
  if (p.is(Tag::Pointer))
    if (Value v = go_load_through(in, p); v.is(Tag::Instance)) return v;
  return p;
}
/// __go_sleep_until(d) / __go_awake(wake): time.Sleep in a goroutine body, which
/// yields until the virtual clock reaches its wake time.
Value b_sleep_until(Vm& in, const Value&, Args& a) {
  return Value::integer(go_sleep_register(in, arg(a, 0).is_int() ? arg(a, 0).i() : 0));
}
Value b_awake(Vm& in, const Value&, Args& a) { return Value::boolean(!arg(a, 0).is_int() || go_clock(in) >= arg(a, 0).i()); }
/// __go_new(zero): new(T) of a T that is not a struct (structs are their own pointers).
Value b_new(Vm&, const Value&, Args& a) { return go_new_pointer(arg(a, 0)); }
/// __go_addr(obj, key): &obj.f (key a field name) or &s[i] (key an index)
/// of a value that is not an object: a pointer to the place.
Value b_addr(Vm& in, const Value&, Args& a) {
  const Value &base = arg(a, 0), &key = arg(a, 1);
  if (base.is_none()) {
    go_panic_msg(in, "invalid memory address or nil pointer dereference");
    return Value::none();
  }
  auto* p = new PointerObj();
  Value pv = Value::object(p);
  p->base = base;
  if (key.is(Tag::Str) && base.is(Tag::Instance)) {
    p->field = in.intern(sv(key));
  } else if (key.is_int() && base.is(Tag::List)) {
    std::size_t n = base.as<ListObj>()->items.size();
    if (key.i() < 0 || static_cast<std::size_t>(key.i()) >= n) {
      go_panic_msg(in, index_error(key.i(), n));
      return Value::none();
    }
    p->index = key.i();
  } else {
    return key.is(Tag::Str) ? in.ir_load_attr(base, in.intern(sv(key))) : in.ir_load_index(base, key);
  }
  return pv;
}
/// *p: a variable, element or field pointer's target; other values are
/// their own pointers; nil panics as Go does.
Value b_deref(Vm& in, const Value&, Args& a) {
  const Value& p = arg(a, 0);
  if (p.is_symbolic()) {
    auto e = in.call_expr("*", a);
    return in.fresh_symbolic(render_expr(*e), e);
  }
  if (p.is_none()) {
    go_panic_msg(in, "invalid memory address or nil pointer dereference");
    return Value::none();
  }
  if (!p.is(Tag::Pointer)) return p;
  auto* ptr = p.as<PointerObj>();
  if (Value* place = go_pointee(ptr)) return *place;
  if (ptr->base.is(Tag::List)) go_panic_msg(in, index_error(ptr->index, ptr->base.as<ListObj>()->items.size()));
  return Value::none();
}
/// *p = v through a variable, element or field pointer.
Value b_store_ptr(Vm& in, const Value&, Args& a) {
  const Value &p = arg(a, 0), &v = arg(a, 1);
  if (p.is_none()) {
    go_panic_msg(in, "invalid memory address or nil pointer dereference");
    return Value::none();
  }
  if (!p.is(Tag::Pointer)) return Value::none();
  auto* ptr = p.as<PointerObj>();
  if (ptr->base.is(Tag::Scope)) {
    auto* sc = ptr->base.as<ScopeObj>();
    if (ptr->index >= 0 && static_cast<std::size_t>(ptr->index) < sc->nslots) sc->slots[ptr->index] = v;
  } else if (ptr->base.is(Tag::List)) {
    auto& items = ptr->base.as<ListObj>()->items;
    if (ptr->index < 0 || static_cast<std::size_t>(ptr->index) >= items.size()) {
      go_panic_msg(in, index_error(ptr->index, items.size()));
      return Value::none();
    }
    if (!go_shared_store(in, ptr->base, static_cast<std::size_t>(ptr->index), v)) items[static_cast<std::size_t>(ptr->index)] = v;
  } else if (ptr->base.is(Tag::Instance) && ptr->field) {
    ptr->base.as<InstanceObj>()->fields.set(ptr->field, v);
  }
  return Value::none();
}
Value b_append(Vm& in, const Value&, Args& a) {
  auto* l = new ListObj();
  Value out = Value::object(l);
  const Value& s = arg(a, 0);
  std::size_t oldcap = 0;
  // a new backing array: the items are copied
  if ((s.is(Tag::List) || s.is(Tag::Tuple)) && !in.charge_copy(s.as<ListObj>()->items.size() + a.size())) return Value::none();
  if (s.is(Tag::Str) && !in.charge_copy(sv(s).size())) return Value::none();
  if (s.is(Tag::List) || s.is(Tag::Tuple)) {
    oldcap = static_cast<std::size_t>(go_cap(in, s));
    l->items.reserve(std::max(oldcap, s.as<ListObj>()->items.size() + a.size()));
    l->items = s.as<ListObj>()->items;
  } else if (s.is(Tag::Str)) {  // append([]byte, "str"...) after splat expansion has no string; keep bytes
    for (unsigned char c : sv(s)) l->items.push_back(Value::integer(c));
    oldcap = l->items.size();
  }
  std::size_t needed = l->items.size() + (a.size() > 0 ? a.size() - 1 : 0);
  // within capacity the result shares s's array: the next items are written to it
  if (s.is(Tag::List) && needed <= oldcap && a.size() > 1)
    return go_shared_append(in, s, static_cast<std::int64_t>(oldcap), a.data() + 1, a.size() - 1, false);
  std::size_t cap = needed <= oldcap ? oldcap : grow_cap(oldcap, needed, elem_size(l->items, a), elem_noscan(l->items, a));
  std::vector<Value> items;
  items.reserve(cap);
  items.insert(items.end(), l->items.begin(), l->items.end());
  for (std::size_t k = 1; k < a.size(); ++k) items.push_back(a[k]);
  l->items = std::move(items);
  set_cap(out, cap);
  return out;
}
/// x = append(x, ...): in place when the list is referenced only by x, the
/// register that loaded it, this argument and the register holding the
/// previous append's result (rc <= 4; a slice sharing its array has the
/// group's reference too): an alias (t := x, a field, an element) adds its
/// own reference and a register, so it gets a new list (sharing the array
/// within capacity, as Go's slice header copy does).
Value append_self(Vm& in, const Value& self, Args& a, bool own) {
  const Value& s = arg(a, 0);
  if (!s.is(Tag::List)) return b_append(in, self, a);
  bool shared = go_shares_array(s);
  bool alone = own || s.obj()->rc <= (shared ? 5u : 4u);
  auto& items = s.as<ListObj>()->items;
  std::size_t oldcap = static_cast<std::size_t>(go_cap(in, s));
  std::size_t needed = items.size() + (a.size() > 0 ? a.size() - 1 : 0);
  if (needed <= oldcap && a.size() > 1 && (shared || !alone))
    return go_shared_append(in, s, static_cast<std::int64_t>(oldcap), a.data() + 1, a.size() - 1, alone);
  if (alone) {
    std::size_t cap = needed <= oldcap ? oldcap : grow_cap(oldcap, needed, elem_size(items, a), elem_noscan(items, a));
    if (shared && needed > oldcap) go_shared_leave(s);  // a new array of its own
    if (cap > items.capacity()) {
      if (!in.charge_copy(items.size())) return Value::none();  // moved to the grown array
      std::vector<Value> grown;
      grown.reserve(cap);
      grown.insert(grown.end(), items.begin(), items.end());
      items = std::move(grown);
    }
    for (std::size_t k = 1; k < a.size(); ++k) items.push_back(a[k]);
    if (!go_shares_array(s)) set_cap(s, cap);
    return s;
  }
  return b_append(in, self, a);
}
/// __go_stack_buf(x, elemsize, n): x = append(x, n items) of a slice that does
/// not escape: with no capacity yet, gc appends into a 32-byte stack buffer
/// when the items fit, so the capacity is 32 / elemsize (Go 1.25+).
Value b_stack_buf(Vm& in, const Value&, Args& a) {
  const Value& s = arg(a, 0);
  std::int64_t es = arg(a, 1).is_int() ? arg(a, 1).i() : 0, n = arg(a, 2).is_int() ? arg(a, 2).i() : 0;
  if (!s.is(Tag::List) || es <= 0 || es > 32 || go_cap(in, s) != 0 || !s.as<ListObj>()->items.empty() || n * es > 32 ||
      go_shares_array(s))
    return s;
  Value out = make_list({});
  set_cap(out, static_cast<std::size_t>(32 / es));
  return out;
}
Value b_append_self(Vm& in, const Value& self, Args& a) { return append_self(in, self, a, false); }
/// x = append(x, ...) of a variable the frontend proved is the list's only
/// holder (own_slices): in place, whatever stale registers still see it.
Value b_append_own(Vm& in, const Value& self, Args& a) { return append_self(in, self, a, true); }
/// __go_append_sized(mode, es*2+noscan, s, items...): append (mode 0), x =
/// append(x, ...) (1) or of an own slice (2) whose element type the frontend
/// knows ([]byte, []rune, structs): growslice rounds by its real size.
Value b_append_sized(Vm& in, const Value& self, Args& a) {
  std::int64_t mode = arg(a, 0).is_int() ? arg(a, 0).i() : 0, code = arg(a, 1).is_int() ? arg(a, 1).i() : 0;
  a.erase(a.begin(), a.begin() + std::min<std::size_t>(2, a.size()));
  g_append_es = static_cast<std::size_t>(code / 2);
  g_append_noscan = code % 2 != 0;
  Value r = mode == 0 ? b_append(in, self, a) : append_self(in, self, a, mode == 2);
  g_append_es = 0;
  return r;
}
Value b_copy(Vm& in, const Value&, Args& a) {
  if (!arg(a, 0).is(Tag::List)) return Value::integer(0);
  auto& dst = arg(a, 0).as<ListObj>()->items;
  std::vector<Value> src;  // the items copied, no more (a copy: src may be dst)
  std::size_t avail = arg(a, 1).is(Tag::List) || arg(a, 1).is(Tag::Tuple) ? arg(a, 1).as<ListObj>()->items.size()
                      : arg(a, 1).is(Tag::Str)                            ? sv(arg(a, 1)).size()
                                                                          : 0;
  if (!in.charge_copy(std::min(dst.size(), avail))) return Value::none();
  if (arg(a, 1).is(Tag::List) || arg(a, 1).is(Tag::Tuple)) {
    auto& from = arg(a, 1).as<ListObj>()->items;
    src.assign(from.begin(), from.begin() + static_cast<std::ptrdiff_t>(std::min(dst.size(), from.size())));
  } else if (arg(a, 1).is(Tag::Str)) {
    for (unsigned char c : sv(arg(a, 1)).substr(0, dst.size())) src.push_back(Value::integer(c));
  }
  std::size_t n = std::min(dst.size(), src.size());
  for (std::size_t k = 0; k < n; ++k) dst[k] = src[k];
  go_shared_wrote(in, arg(a, 0), 0, n);
  return Value::integer(static_cast<std::int64_t>(n));
}
Value b_delete(Vm&, const Value&, Args& a) {
  if (arg(a, 0).is(Tag::Dict)) arg(a, 0).as<DictObj>()->erase(arg(a, 1));
  return Value::none();
}
/// clear(m): a map loses its entries (the table's buckets are zeroed: they pay);
/// clear(s): a slice's items become the zero value of its first item's kind.
Value b_clear(Vm& in, const Value&, Args& a) {
  const Value& x = arg(a, 0);
  if (x.is(Tag::Dict)) {
    auto* d = x.as<DictObj>();
    if (d->entries.empty()) return Value::none();
    if (!in.charge_copy(d->entries.size() + d->index.bucket_count())) return Value::none();
    d->entries.clear();
    d->index.clear();
  } else if (x.is(Tag::List) && !x.as<ListObj>()->items.empty()) {
    auto& items = x.as<ListObj>()->items;
    if (!in.charge_copy(items.size())) return Value::none();
    const Value& f = items.front();
    Value z = f.is(Tag::Float) ? Value::real(0) : f.is(Tag::Bool) ? Value::boolean(false) : f.is(Tag::Str) ? make_str("")
              : f.is_int() ? Value::integer(0) : Value::none();
    for (auto& v : items) v = z;
    go_shared_wrote(in, x, 0, items.size());
  }
  return Value::none();
}
Value b_panic(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "GoPanic");
  inst->fields.set(in.intern("value"), arg(a, 0));
  in.raise_value(Value::object(inst));
  return Value::none();
}
/// The value a runtime panic carries, typed as gc types it (%T shows it):
/// bounds errors, runtime.errorString, plainError, a failed type assertion,
/// or a library's plain panic(string).
Value runtime_panic(Vm& in, const std::string& msg) {
  auto starts = [&](const char* p) { return msg.rfind(p, 0) == 0; };
  if (starts("sync: ") || starts("slices.") || starts("strings: ") || msg == "cannot be negative") return make_str(msg);
  const char* t = starts("runtime error: index out of range") || starts("runtime error: slice bounds out of range")
                      ? "runtime.boundsError"
                  : starts("runtime error: ")        ? "runtime.errorString"
                  : starts("interface conversion:") ? "*runtime.TypeAssertionError"
                  : msg == "assignment to entry in nil map" || msg == "send on closed channel" || msg == "close of nil channel" ||
                          msg == "close of closed channel"
                      ? "runtime.plainError"
                      : nullptr;
  Value e = make_error(in, msg);
  if (t) e.as<InstanceObj>()->fields.set(in.intern("__T"), make_str(t));
  return e;
}
/// The value recover() returns for an exception (a Go panic's value, or a
/// runtime error for the VM's own errors).
Value panic_value(Vm& in, const Value& exc) {
  if (is_class(exc, "GoPanic")) {
    Value* v = exc.as<InstanceObj>()->fields.find(in.intern("value"));
    return v ? *v : Value::none();
  }
  std::string type = exc.is(Tag::Instance) ? exc.as<InstanceObj>()->klass()->name : "error";
  std::string msg = exc.is(Tag::Instance) ? in.str(exc) : in.str(exc);
  // the runtime's own panics (in.raise("GoRuntimeError", ...)) are instances of Exception
  if (type == "GoRuntimeError" || type == "Exception" || msg.rfind("runtime error", 0) == 0) return runtime_panic(in, msg);
  if (type == "ZeroDivisionError") return runtime_panic(in, "runtime error: integer divide by zero");
  if (type == "IndexError") return runtime_panic(in, msg.rfind("runtime error", 0) == 0 ? msg : "runtime error: index out of range");
  if (type == "AttributeError" || type == "TypeError")
    return runtime_panic(in, "runtime error: invalid memory address or nil pointer dereference");
  return make_error(in, type + ": " + msg);
}
Value b_recover(Vm& in, const Value&, Args&) {
  if (g_panics.empty()) return Value::none();
  PanicState& st = g_panics.back();
  if (!st.panicking || st.recovered) return Value::none();
  st.recovered = true;
  return panic_value(in, st.value);
}
/// __go_run_defers(list, panicking, exc): runs the deferred calls LIFO with
/// the panic state visible to recover(); re-raises an unrecovered panic.
Value b_run_defers(Vm& in, const Value&, Args& a) {
  Value defers = arg(a, 0);
  g_panics.push_back(PanicState{arg(a, 1).is(Tag::Bool) && arg(a, 1).b(), false, arg(a, 2)});
  if (defers.is(Tag::List)) {
    auto* l = defers.as<ListObj>();
    while (!l->items.empty()) {
      Value entry = l->items.back();
      l->items.pop_back();
      if (!entry.is(Tag::Tuple) || entry.as<ListObj>()->items.empty()) continue;
      auto& parts = entry.as<ListObj>()->items;
      std::vector<Value> args(parts.begin() + 1, parts.end());
      in.call_sync(parts[0], args);
      if (in.raising()) {
        // a deferred call that panics replaces the panic; the frame's other
        // deferred calls still run and may recover the new one (a halt or
        // an exhausted budget is no panic: it stays and ends the run)
        Value exc = in.current_exception();
        in.clear_raise();
        if (in.raising()) {
          g_panics.pop_back();
          return Value::none();
        }
        g_panics.back() = PanicState{true, false, exc};
      }
    }
  }
  PanicState st = g_panics.back();
  g_panics.pop_back();
  if (st.panicking && !st.recovered) in.raise_value(st.value);
  return Value::none();
}
Value b_defer_push(Vm&, const Value&, Args& a) {
  if (arg(a, 0).is(Tag::List)) {
    std::vector<Value> parts(a.begin() + 1, a.end());
    arg(a, 0).as<ListObj>()->items.push_back(make_list(std::move(parts), Tag::Tuple));
  }
  return Value::none();
}

Value go_copy(Vm& in, const Value& v, int depth);
Value copy_struct(Vm& in, const Value& v, int depth) {
  auto* src = v.as<InstanceObj>();
  if (src->klass()->name.find('.') != std::string::npos || src->klass()->name == "package") return v;
  auto* inst = new InstanceObj();
  inst->cls = src->cls;
  Value out = Value::object(inst);
  // value-typed fields (nested structs, arrays) listed by the frontend
  std::string vf;
  if (Value* f = src->klass()->attrs.find(in.intern("__go_vf")); f && f->is(Tag::Str)) vf = "," + sv(*f) + ",";
  auto mark = in.intern("__p");
  for (const auto& [n, x] : src->fields.items) {
    if (n == mark) continue;  // the copy is a value, not the pointer
    if (!vf.empty() && vf.find("," + in.name(n) + ",") != std::string::npos) inst->fields.items.emplace_back(n, go_copy(in, x, depth + 1));
    else inst->fields.items.emplace_back(n, x);
  }
  return out;
}
Value go_copy(Vm& in, const Value& v, int depth) {
  if (depth > 64) return v;
  if (v.is(Tag::Instance)) return copy_struct(in, v, depth);
  if (v.is(Tag::List)) {
    if (!in.charge_copy(v.as<ListObj>()->items.size())) return v;  // an array value copied (a stop is sticky)
    std::vector<Value> items;
    items.reserve(v.as<ListObj>()->items.size());
    for (const auto& x : v.as<ListObj>()->items) items.push_back(x.is(Tag::Instance) || x.is(Tag::List) ? go_copy(in, x, depth + 1) : x);
    Value out = make_list(std::move(items));
    out.obj()->rt_flags |= v.obj()->rt_flags & kGoNilSlice;  // a nil slice zero value stays nil
    return out;
  }
  return v;
}
Value b_copy_value(Vm& in, const Value&, Args& a) { return go_copy(in, arg(a, 0), 0); }

/// __go_make(kind, zero, n, cap): "slice" -> n zero values, "map" -> empty map.
Value b_make(Vm& in, const Value&, Args& a) {
  const std::string& kind = sv(arg(a, 0));
  if (kind == "map") {
    Value d = make<DictObj>();
    g_map_zero[d.obj()] = zero_kind(arg(a, 1));
    return d;
  }
  if (kind == "chan") return chan_new(in, arg(a, 1), arg(a, 2));
  std::int64_t n = std::max<std::int64_t>(0, iv(arg(a, 2)));
  if (!in.charge_copy(static_cast<std::size_t>(std::min<std::int64_t>(n, 1 << 24)))) return Value::none();  // n zero values
  std::vector<Value> items;
  items.reserve(static_cast<std::size_t>(std::min<std::int64_t>(n, 1 << 24)));
  const Value& z = arg(a, 1);
  for (std::int64_t k = 0; k < n && k < (1 << 24); ++k) items.push_back(z.is(Tag::Instance) || z.is(Tag::List) ? go_copy(in, z, 0) : z);
  Value out = make_list(std::move(items));
  if (a.size() > 3 && arg(a, 3).is_int()) set_cap(out, static_cast<std::size_t>(std::clamp<std::int64_t>(iv(arg(a, 3)), n, 1 << 24)));
  else set_cap(out, static_cast<std::size_t>(std::min<std::int64_t>(n, 1 << 24)));
  return out;
}
}  // namespace
void go_set_map_zero(const Value& map, const Value& zero) {
  if (map.is(Tag::Dict)) g_map_zero[map.obj()] = zero_kind(zero);
}
namespace {
Value b_map_zero(Vm&, const Value&, Args& a) {
  if (arg(a, 0).is(Tag::Dict)) g_map_zero[arg(a, 0).obj()] = zero_kind(arg(a, 1));
  return arg(a, 0);
}
Value map_zero(Vm&, const Value& m) {
  auto it = g_map_zero.find(m.obj());
  char k = it == g_map_zero.end() ? 'i' : it->second;
  switch (k) {
    case 'f': return Value::real(0.0);
    case 's': return make_str("");
    case 'b': return Value::boolean(false);
    case 'n': return Value::none();
    default: return Value::integer(0);
  }
}
Value b_mapget2(Vm& in, const Value&, Args& a) {
  if (arg(a, 0).is(Tag::Dict))
    if (Value* v = arg(a, 0).as<DictObj>()->find(arg(a, 1))) return tuple2(*v, Value::boolean(true));
  Value z = arg(a, 0).is(Tag::Dict) ? map_zero(in, arg(a, 0)) : Value::none();
  return tuple2(z.is_none() ? arg(a, 2) : z, Value::boolean(false));  // made in generic code: the static zero
}
/// __go_key(k, table): the canonical object for a struct/array map key
/// (the first equal key seen this run, copied), so identity-hashed maps
/// find equal keys.
Value b_key(Vm& in, const Value&, Args& a) {
  const Value& k = arg(a, 0);
  if (!(k.is(Tag::Instance) || k.is(Tag::List)) || !arg(a, 1).is(Tag::Dict)) return k;
  Value canon = make_str(type_name(in, k) + format_value(in, k, 'v', true, true, 0));
  auto* tab = arg(a, 1).as<DictObj>();
  if (Value* v = tab->find(canon)) return *v;
  Value c = go_copy(in, k, 0);
  tab->set(canon, c);
  return c;
}
/// __go_u64(v): a uint64 operand of fmt (stored wrapped in an int64).
Value b_u64(Vm&, const Value&, Args& a) {
  const Value& v = arg(a, 0);
  if (v.is_int() && v.i() < 0) return make_int(BigInt(static_cast<std::uint64_t>(v.i())));
  return v;
}
/// A copy of v for fmt with its uint64 parts (stored as int64 bit patterns)
/// made unsigned, by the frontend's shape of v's static type: "u" a uint64,
/// "[S" elements, "mKV" keys and values, "{name:S,...}" fields, "_" as is.
Value u64_deep(Vm& in, const Value& v, std::string_view shape, std::size_t& at, int depth);
void skip_shape(std::string_view shape, std::size_t& at) {
  if (at >= shape.size()) return;
  char c = shape[at++];
  if (c == '[') return skip_shape(shape, at);
  if (c == 'm') {
    skip_shape(shape, at);
    return skip_shape(shape, at);
  }
  if (c != '{') return;
  while (at < shape.size() && shape[at] != '}') {
    while (at < shape.size() && shape[at] != ':') ++at;
    ++at;
    skip_shape(shape, at);
    if (at < shape.size() && shape[at] == ',') ++at;
  }
  ++at;
}
Value u64_deep(Vm& in, const Value& v, std::string_view shape, std::size_t& at, int depth) {
  std::size_t start = at;
  skip_shape(shape, at);
  if (depth > 32 || start >= shape.size()) return v;
  std::size_t p = start + 1;
  switch (shape[start]) {
    case 'u':
      return v.is_int() && v.i() < 0 ? make_int(BigInt(static_cast<std::uint64_t>(v.i()))) : v;
    case '[': {
      if (!v.is(Tag::List)) return v;
      std::vector<Value> items;
      for (const auto& x : v.as<ListObj>()->items) {
        std::size_t q = p;
        items.push_back(u64_deep(in, x, shape, q, depth + 1));
      }
      Value out = make_list(std::move(items));
      out.obj()->rt_flags |= v.obj()->rt_flags & kGoNilSlice;
      return out;
    }
    case 'm': {
      if (!v.is(Tag::Dict)) return v;
      std::size_t kq = p;
      skip_shape(shape, kq);  // kq: the value shape
      Value d = make<DictObj>();
      for (const auto& [k, x] : v.as<DictObj>()->entries) {
        std::size_t a = p, b = kq;
        d.as<DictObj>()->set(u64_deep(in, k, shape, a, depth + 1), u64_deep(in, x, shape, b, depth + 1));
      }
      return d;
    }
    case '{': {
      if (!v.is(Tag::Instance)) return v;
      auto* src = v.as<InstanceObj>();
      auto* inst = new InstanceObj();
      inst->cls = src->cls;
      Value out = Value::object(inst);
      inst->fields = src->fields;
      while (p < shape.size() && shape[p] != '}') {
        std::size_t colon = shape.find(':', p);
        if (colon == std::string_view::npos) break;
        Name n = in.intern(std::string(shape.substr(p, colon - p)));
        p = colon + 1;
        if (Value* f = inst->fields.find(n)) *f = u64_deep(in, *f, shape, p, depth + 1);
        else skip_shape(shape, p);
        if (p < shape.size() && shape[p] == ',') ++p;
      }
      return out;
    }
    default:
      return v;
  }
}
/// __go_u64deep(v, shape): see u64_deep.
Value b_u64deep(Vm& in, const Value&, Args& a) {
  std::size_t at = 0;
  return u64_deep(in, arg(a, 0), sv(arg(a, 1)), at, 0);
}
/// __go_mapindex(m, k, zero): m[k] for a map m that may be nil.
Value b_mapindex(Vm& in, const Value&, Args& a) {
  const Value& m = arg(a, 0);
  if (m.is(Tag::Dict)) {
    if (Value* v = m.as<DictObj>()->find(arg(a, 1))) return *v;
    if (arg(a, 1).is_symbolic()) return in.ir_load_index(m, arg(a, 1));
    return arg(a, 2).is_none() ? map_zero(in, m) : arg(a, 2);
  }
  if (m.is_none()) return arg(a, 2);
  return in.ir_load_index(m, arg(a, 1));
}
/// __go_slice(x, lo, hi): s[lo:hi] (None for an omitted bound); copies.
Value b_slice(Vm& in, const Value&, Args& a) {
  const Value& x = arg(a, 0);
  std::int64_t n = go_len(in, x);
  // a slice of a slice may reach past its length, up to its capacity
  std::int64_t cap = x.is(Tag::List) ? go_cap(in, x) : n;
  std::int64_t lo = arg(a, 1).is_none() ? 0 : iv(arg(a, 1));
  std::int64_t hi = arg(a, 2).is_none() ? n : iv(arg(a, 2));
  std::int64_t mx = cap;
  bool three = a.size() > 3 && arg(a, 3).is_int();
  if (three) {
    mx = iv(arg(a, 3));
    if (mx < 0 || mx > cap) {
      go_panic_msg(in, "slice bounds out of range [::" + std::to_string(mx) + "] with capacity " + std::to_string(cap));
      return Value::none();
    }
  }
  std::int64_t top = three ? mx : x.is(Tag::Str) ? n : cap;
  if (hi < 0 || hi > top) {
    go_panic_msg(in, "slice bounds out of range [:" + std::to_string(hi) + "] with " +
                         (x.is(Tag::Str) ? "length " + std::to_string(n) : "capacity " + std::to_string(top)));
    return Value::none();
  }
  if (lo < 0 || lo > hi) {
    go_panic_msg(in, "slice bounds out of range [" + std::to_string(lo) + ":" + std::to_string(hi) + "]");
    return Value::none();
  }
  // the slice's own items are a copy of its part of the array (ADR 0016): it pays for it
  if (x.is(Tag::Str) ? !in.charge_bytes(static_cast<std::size_t>(hi - lo)) : !in.charge_copy(static_cast<std::size_t>(hi - lo)))
    return Value::none();
  if (x.is(Tag::Str)) return make_str(sv(x).substr(static_cast<std::size_t>(lo), static_cast<std::size_t>(hi - lo)));
  if (x.is(Tag::List)) return go_share_slice(in, x, cap, lo, hi, mx);
  if (x.is(Tag::Tuple)) {
    auto& items = x.as<ListObj>()->items;
    return make_list(std::vector<Value>(items.begin() + lo, items.begin() + hi));
  }
  return make_list({});
}
/// __go_conv(type, v): conversions between basic types.
Value b_conv(Vm& in, const Value&, Args& a) {
  const std::string& t = sv(arg(a, 0));
  const Value& v = arg(a, 1);
  // string <-> []byte / []rune: an item per byte or rune
  if ((t == "string" && (v.is(Tag::List) || v.is(Tag::Tuple)) && !in.charge_copy(v.as<ListObj>()->items.size())) ||
      ((t == "[]byte" || t == "[]rune") && v.is(Tag::Str) && !in.charge_copy(sv(v).size())))
    return Value::none();
  if (t == "string") {
    if (v.is_int()) {
      std::string s;
      put_rune(s, v.i());
      return make_str(s);
    }
    if (v.is(Tag::List) || v.is(Tag::Tuple)) {
      std::string s;
      bool bytes = arg(a, 2).is(Tag::Str) && sv(arg(a, 2)) == "bytes";
      for (const auto& x : v.as<ListObj>()->items) {
        if (bytes) s.push_back(static_cast<char>(iv(x)));
        else put_rune(s, iv(x));
      }
      return make_str(s);
    }
    return v;
  }
  if (t == "[]byte") {
    std::vector<Value> items;
    for (unsigned char c : sv(v)) items.push_back(Value::integer(c));
    return make_list(std::move(items));
  }
  if (t == "[]rune") {
    std::vector<Value> items;
    const std::string& s = sv(v);
    for (std::size_t i = 0; i < s.size();) {
      std::size_t len;
      items.push_back(Value::integer(decode_rune(s, i, len)));
      i += len;
    }
    return make_list(std::move(items));
  }
  if (t == "float64" || t == "float32") {
    double d = v.is_int() ? static_cast<double>(v.i()) : v.is(Tag::Float) ? v.d() : 0.0;
    if (!v.is_int() && !v.is(Tag::Float)) return v;
    return Value::real(t == "float32" ? static_cast<double>(static_cast<float>(d)) : d);  // float32(x) rounds to 24 bits
  }
  if (v.is(Tag::Float)) {
    double d = v.d();
    if (std::isnan(d)) return Value::integer(std::numeric_limits<std::int64_t>::min());
    if (d >= 9.2233720368547758e18 || d < -9.2233720368547758e18) return Value::integer(std::numeric_limits<std::int64_t>::min());
    return Value::integer(static_cast<std::int64_t>(d));  // the frontend's annotation wraps narrower types
  }
  return v;
}
/// The yield a range-over-func loop passes its iterator: collects the keys
/// (first argument) and values (second, when there is one); continues.
Value range_yield(Vm&, const Value& self, Args& a) {
  auto& parts = self.as<ListObj>()->items;  // [keys, values]
  parts[0].as<ListObj>()->items.push_back(arg(a, 0));
  parts[1].as<ListObj>()->items.push_back(a.size() > 1 ? arg(a, 1) : arg(a, 0));
  return Value::boolean(true);
}
/// __go_range(x) -> (keys or None, values)
Value b_range(Vm& in, const Value&, Args& a) {
  const Value& x = arg(a, 0);
  if (x.is(Tag::List) || x.is(Tag::Tuple)) return tuple2(Value::none(), x);
  if (x.is(Tag::Function) || x.is(Tag::BoundMethod) || x.is(Tag::Builtin)) {
    // range over an iterator function (iter.Seq / Seq2): run it to the end
    // first, collecting what it yields; a Seq's value is also its key (the
    // loop's first variable). Prints inside the iterator come before the body's.
    Value keys = make_list({}), vals = make_list({});
    Value acc = make_list({keys, vals});
    std::vector<Value> args{make_native(range_yield, "yield", acc)};
    in.call_sync(x, args);
    if (in.raising()) return Value::none();
    return tuple2(keys, vals);
  }
  if (x.is_none()) return tuple2(Value::none(), make_list({}));
  std::vector<Value> ks, vs;
  // An unknown slice/map/string/channel is its own values: the loop's
  // `i < len(x)` is then a decision on an unknown length (bounded by
  // symbolic.loop_bound) and its items are x[0], x[1]...
  if (x.is_symbolic()) return tuple2(Value::none(), x);
  if (x.is(Tag::Str)) {
    const std::string& s = sv(x);
    if (!in.charge_copy(2 * s.size())) return Value::none();  // (index, rune) per rune, made up front
    for (std::size_t i = 0; i < s.size();) {
      std::size_t len;
      std::uint32_t r = decode_rune(s, i, len);
      ks.push_back(Value::integer(static_cast<std::int64_t>(i)));
      vs.push_back(Value::integer(r));
      i += len;
    }
  } else if (ListObj* q = chan_queue(in, x)) {
    std::vector<Value> items = std::move(q->items);
    q->items.clear();
    return tuple2(Value::none(), make_list(std::move(items)));
  } else if (x.is(Tag::Dict)) {
    if (!in.charge_copy(2 * x.as<DictObj>()->entries.size())) return Value::none();
    for (const auto& [k, v] : x.as<DictObj>()->entries) {
      ks.push_back(k);
      vs.push_back(v);
    }
  } else if (x.is_int()) {
    if (!in.charge_copy(static_cast<std::size_t>(std::max<std::int64_t>(0, x.i())))) return Value::none();
    return tuple2(Value::none(), make_list([&] {
                    std::vector<Value> r;
                    for (std::int64_t k = 0; k < x.i(); ++k) r.push_back(Value::integer(k));
                    return r;
                  }()));
  } else {
    in.items_of(x, vs);
    return tuple2(Value::none(), make_list(std::move(vs)));
  }
  return tuple2(make_list(std::move(ks)), make_list(std::move(vs)));
}
/// __go_range_call(seq, yield, n): a range-over-func loop (the body is
/// `yield`, taking n values). A function is called with yield; the lists and
/// maps that stand for the library's iterators (slices.Values/All,
/// maps.Keys/All, strings.SplitSeq, ...) are walked, calling yield per
/// element (n == 2: with its index or key) until it returns false.
Value b_range_call(Vm& in, const Value&, Args& a) {
  const Value& x = arg(a, 0);
  const Value& yf = arg(a, 1);
  bool two = a.size() > 2 && arg(a, 2).is_int() && arg(a, 2).i() == 2;
  if (x.is(Tag::Function) || x.is(Tag::BoundMethod) || x.is(Tag::Builtin)) {
    std::vector<Value> args{yf};
    in.call_sync(x, args);
    return Value::none();
  }
  if (x.is_none()) return Value::none();
  Value kv = b_range(in, Value::none(), a);  // (keys or None, values) of the list, map, ...
  if (in.raising() || !kv.is(Tag::Tuple)) return Value::none();
  Value keys = kv.as<ListObj>()->items[0], vals = kv.as<ListObj>()->items[1];
  if (!vals.is(Tag::List) && !vals.is(Tag::Tuple)) return Value::none();
  for (std::size_t i = 0;; ++i) {
    // re-read each time: the body may change the slice
    const auto& items = vals.as<ListObj>()->items;
    if (i >= items.size()) break;
    std::vector<Value> args;
    Value v = items[i];
    if (two) {
      Value k = Value::integer(static_cast<std::int64_t>(i));
      if (keys.is(Tag::List) && i < keys.as<ListObj>()->items.size()) k = keys.as<ListObj>()->items[i];
      args = {k, v};
    } else {
      args = {keys.is(Tag::List) && i < keys.as<ListObj>()->items.size() ? keys.as<ListObj>()->items[i] : v};
    }
    Value r = in.call_sync(yf, args);
    if (in.raising() || !r.b()) break;
  }
  return Value::none();
}
/// __go_bind(f, recv): the method value recv.M of a named non-struct type
/// (Cents.Plus, Matrix.Mul), whose methods are plain functions taking the
/// receiver first; an aggregate receiver is copied as Go evaluates it here.
Value b_bind(Vm& in, const Value&, Args& a) {
  auto* bm = new BoundMethodObj();
  bm->self = go_copy(in, arg(a, 1), 0);
  bm->func = arg(a, 0);
  return Value::object(bm);
}
Value b_rkey(Vm&, const Value&, Args& a) {
  if (arg(a, 0).is(Tag::List)) {
    auto& items = arg(a, 0).as<ListObj>()->items;
    std::int64_t i = iv(arg(a, 1));
    if (i >= 0 && static_cast<std::size_t>(i) < items.size()) return items[static_cast<std::size_t>(i)];
  }
  return arg(a, 1);
}
/// A struct value's method set: its class's methods and those promoted from
/// its embedded structs (fields named in __go_embeds), at any depth.
bool has_method(Vm& in, InstanceObj* inst, Name m, int depth) {
  for (auto& k : inst->klass()->mro)
    if (k.as<ClassObj>()->attrs.find(m)) return true;
  Value* emb = inst->klass()->attrs.find(in.intern("__go_embeds"));
  if (depth > 8 || !emb || !emb->is(Tag::Str)) return false;
  std::string_view list = sv(*emb);
  for (std::size_t pos = 0; pos <= list.size();) {
    std::size_t e = list.find(',', pos);
    if (e == std::string_view::npos) e = list.size();
    std::string en(list.substr(pos, e - pos));
    pos = e + 1;
    if (en.empty()) continue;
    Value* sub = inst->fields.find(in.intern(en));
    if (sub && sub->is(Tag::Instance) && has_method(in, sub->as<InstanceObj>(), m, depth + 1)) return true;
  }
  return false;
}
/// __go_typeis(v, spec): spec is a type name ("int", "Point", "*Point") or
/// "?m1,m2" (an interface: the value has those methods; "?" alone: any).
bool type_is(Vm& in, const Value& v, const std::string& spec) {
  if (spec.empty()) return false;
  if (spec[0] == '=') {  // "=Name:underlying": a named non-struct type
    std::size_t colon = spec.find(':');
    std::string name = spec.substr(1, colon == std::string::npos ? std::string::npos : colon - 1);
    if (const Value* t = iface_field(in, v, "__t")) return t->is(Tag::Str) && sv(*t) == name;
    return colon != std::string::npos && type_is(in, v, spec.substr(colon + 1));
  }
  if (is_class(v, "__goiface")) {
    if (spec[0] != '?') return false;
    for (std::size_t pos = 1; pos < spec.size();) {
      std::size_t e = spec.find(',', pos);
      if (e == std::string::npos) e = spec.size();
      if (e > pos && !iface_field(in, v, "__m_" + spec.substr(pos, e - pos))) return false;
      pos = e + 1;
    }
    return true;
  }
  if (spec[0] == '?') {
    if (v.is_none()) return false;
    if (spec.size() == 1) return true;
    std::size_t pos = 1;
    while (pos <= spec.size()) {
      std::size_t e = spec.find(',', pos);
      if (e == std::string::npos) e = spec.size();
      std::string m = spec.substr(pos, e - pos);
      pos = e + 1;
      if (m.empty()) continue;
      if (!v.is(Tag::Instance)) return false;
      auto* inst = v.as<InstanceObj>();
      if (inst->klass()->name == "*errors.errorString") {  // a runtime panic's value also has RuntimeError()
        if (m != "Error" && (m != "RuntimeError" || !inst->fields.find(in.intern("__T")))) return false;
        continue;
      }
      if (!has_method(in, inst, in.intern(m), 0)) return false;
    }
    return true;
  }
  std::string t = spec[0] == '*' ? spec.substr(1) : spec;
  switch (v.tag()) {
    case Tag::Int: return t == "int" || t == "int64" || t == "int32" || t == "rune" || t == "byte" || t == "uint8" || t == "uint";
    case Tag::Float: return t == "float64" || t == "float32";
    case Tag::Str: return t == "string";
    case Tag::Bool: return t == "bool";
    case Tag::List: return t.rfind("[]", 0) == 0 || t.rfind("[", 0) == 0;
    case Tag::Dict: return t.rfind("map[", 0) == 0;
    case Tag::Instance: {
      const std::string& n = v.as<InstanceObj>()->klass()->name;
      if (spec[0] != '*' && is_iface_ptr(in, v) && n == t) return false;  // a *T is not a T
      if (spec[0] == '*' && is_iface_value(in, v) && n == t) return false;  // nor a T a *T
      if (n == "*errors.errorString" && t == "strconv.NumError") return v.as<InstanceObj>()->fields.find(in.intern("Func")) != nullptr;
      if (n == "*errors.errorString" && t == "url.Error") return v.as<InstanceObj>()->fields.find(in.intern("Op")) != nullptr;
      if (n == "*errors.errorString" && t == "csv.ParseError") return v.as<InstanceObj>()->fields.find(in.intern("Column")) != nullptr;
      return n == t || (n == "*errors.errorString" && t == "errors.errorString");
    }
    case Tag::None: return t == "nil";
    default: return false;
  }
}
Value b_typeis(Vm& in, const Value&, Args& a) { return Value::boolean(type_is(in, arg(a, 0), sv(arg(a, 1)))); }
/// __go_assert(v, spec, zero, two): x.(T) (panics on mismatch) or, with
/// two = true, the (value, ok) pair.
Value b_assert(Vm& in, const Value&, Args& a) {
  bool ok = type_is(in, arg(a, 0), sv(arg(a, 1)));
  bool two = arg(a, 3).is(Tag::Bool) && arg(a, 3).b();
  if (ok && sv(arg(a, 1))[0] == '=') {  // x.(Named): the plain value
    Value x = unbox(in, arg(a, 0));
    return two ? tuple2(x, Value::boolean(true)) : x;
  }
  if (ok && is_iface_value(in, arg(a, 0))) {  // x.(T) of a struct T: a copy of the value held
    Value x = go_copy(in, arg(a, 0), 0);
    return two ? tuple2(x, Value::boolean(true)) : x;
  }
  if (two) return tuple2(ok ? arg(a, 0) : arg(a, 2), Value::boolean(ok));
  if (!ok) {
    std::string have = arg(a, 0).is_none() ? "nil" : type_name(in, arg(a, 0));
    in.raise("GoRuntimeError", "interface conversion: interface {} is " + have + ", not " + sv(arg(a, 1)));
  }
  return arg(a, 0);
}
/// __go_tzero(holder, k): the zero value of type argument k - holder is a
/// generic struct value (its instantiation's __targs) or a generic
/// function's __tz list (passed by its caller); nil when unknown.
Value b_tzero(Vm& in, const Value&, Args& a) {
  // a receiver (third argument true) that is not a struct, e.g. a generic
  // named slice: its type arguments are not kept, the zero is unknown (None,
  // which arithmetic reads as the other operand's zero)
  if (arg(a, 2).is(Tag::Bool) && arg(a, 2).b() && !arg(a, 0).is(Tag::Instance)) return Value::none();
  if (arg(a, 0).is(Tag::List)) {
    auto& zs = arg(a, 0).as<ListObj>()->items;
    std::int64_t k = arg(a, 1).is_int() ? arg(a, 1).i() : -1;
    return k >= 0 && static_cast<std::size_t>(k) < zs.size() ? go_copy(in, zs[static_cast<std::size_t>(k)], 0) : Value::none();
  }
  if (!arg(a, 0).is(Tag::Instance)) return Value::none();
  const Value* t = arg(a, 0).as<InstanceObj>()->fields.find(in.intern("__targs"));
  if (!t || !t->is(Tag::List) || !arg(a, 1).is_int()) return Value::none();
  auto& zs = t->as<ListObj>()->items;
  std::int64_t k = arg(a, 1).i();
  if (k < 0 || static_cast<std::size_t>(k) >= zs.size()) return Value::none();
  return go_copy(in, zs[static_cast<std::size_t>(k)], 0);
}
/// __go_tspec(tz, k): a generic function's type argument's run-time type
/// spec (its caller put them in __tz after the zeros); "?" (any) when unknown.
Value b_tspec(Vm&, const Value&, Args& a) {
  if (arg(a, 0).is(Tag::List) && arg(a, 1).is_int()) {
    auto& xs = arg(a, 0).as<ListObj>()->items;
    std::int64_t k = arg(a, 1).i();
    if (k >= 0 && static_cast<std::size_t>(k) < xs.size() && xs[static_cast<std::size_t>(k)].is(Tag::Str))
      return xs[static_cast<std::size_t>(k)];
  }
  return make_str("?");
}
/// __go_tfit(v, recv, k): an untyped integer constant passed as a parameter
/// of type T of a generic struct's method is a float when recv's type
/// argument k is (its zero value is a float).
Value b_tfit(Vm& in, const Value&, Args& a) {
  if (!arg(a, 0).is_int() || !arg(a, 1).is(Tag::Instance) || !arg(a, 2).is_int()) return arg(a, 0);
  const Value* t = arg(a, 1).as<InstanceObj>()->fields.find(in.intern("__targs"));
  if (!t || !t->is(Tag::List)) return arg(a, 0);
  auto& zs = t->as<ListObj>()->items;
  std::int64_t k = arg(a, 2).i();
  if (k < 0 || static_cast<std::size_t>(k) >= zs.size() || !zs[static_cast<std::size_t>(k)].is(Tag::Float)) return arg(a, 0);
  return Value::real(static_cast<double>(arg(a, 0).i()));
}
/// __go_tconv(x, zero): T(x) of a type parameter T, whose type argument's
/// zero value is zero: a number becomes a float or a (truncated) integer as
/// that zero is; other values stay (unknown T: x as it is).
Value b_tconv(Vm&, const Value&, Args& a) {
  const Value& x = arg(a, 0);
  const Value& z = arg(a, 1);
  if (z.is(Tag::Float) && x.is_int()) return Value::real(static_cast<double>(x.i()));
  if (z.is_int() && x.is(Tag::Float) && std::isfinite(x.d()) && std::fabs(x.d()) < 9.2e18)
    return Value::integer(static_cast<std::int64_t>(x.d()));
  return x;
}
/// __go_settargs(obj, zeros): an instantiated generic function's result
/// object takes its type arguments' zero values, unless it has its own.
Value b_settargs(Vm& in, const Value&, Args& a) {
  if (arg(a, 0).is(Tag::Instance) && !arg(a, 0).as<InstanceObj>()->fields.find(in.intern("__targs"))) {
    arg(a, 0).as<InstanceObj>()->fields.set(in.intern("__targs"), arg(a, 1));
    if (arg(a, 2).is(Tag::Str)) arg(a, 0).as<InstanceObj>()->fields.set(in.intern("__tname"), arg(a, 2));
  }
  return arg(a, 0);
}
/// __go_asptr(v, ptr): mark a struct becoming an interface value as a *T or a T.
/// A T is copied (the interface holds its own value; a later &x is not it).
Value b_asptr(Vm& in, const Value&, Args& a) {
  if (!arg(a, 0).is(Tag::Instance) || arg(a, 0).as<InstanceObj>()->klass()->name.find('.') != std::string::npos)
    return arg(a, 0);
  bool ptr = a.size() < 2 || truthy(arg(a, 1));
  Value v = ptr ? arg(a, 0) : go_copy(in, arg(a, 0), 0);
  v.as<InstanceObj>()->fields.set(in.intern("__p"), Value::boolean(ptr));
  return v;
}
Value b_ptrfmt(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "__goptr");
  inst->fields.set(in.intern("p"), arg(a, 0));
  if (arg(a, 1).is(Tag::Str)) inst->fields.set(in.intern("t"), arg(a, 1));  // the static type, for a nil one
  if (a.size() > 2 && arg(a, 2).is(Tag::Class)) inst->fields.set(in.intern("c"), arg(a, 2));  // its String/Error, for a nil one
  return Value::object(inst);
}
Value named_wrap(Vm& in, const Value& v, const Value& f, const Value& t) {
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "__gonamed");
  inst->fields.set(in.intern("v"), v);
  inst->fields.set(in.intern("f"), f);
  inst->fields.set(in.intern("t"), t);
  return Value::object(inst);
}
/// __go_named(v, method, typename[, "slice"[, underlying]]): see named_unwrap;
/// method None wraps a sized or named type without String() (for %T).
Value b_named(Vm& in, const Value&, Args& a) {
  if ((sv(arg(a, 3)) == "mapkey" || sv(arg(a, 3)) == "mapval") && arg(a, 0).is(Tag::Dict)) {
    // a copy for printing whose keys or values print through String()
    bool keys = sv(arg(a, 3)) == "mapkey";
    auto* d = new DictObj();
    Value out = Value::object(d);
    const auto& es = arg(a, 0).as<DictObj>()->entries;
    if (!in.charge_copy(es.size())) return arg(a, 0);
    for (const auto& [k, x] : es) {
      Value nk = keys ? named_wrap(in, k, arg(a, 1), arg(a, 2)) : k;
      Value nx = keys ? x : named_wrap(in, x, arg(a, 1), arg(a, 2));
      d->index.emplace(nk, static_cast<std::uint32_t>(d->entries.size()));
      d->entries.emplace_back(std::move(nk), std::move(nx));
    }
    return out;
  }
  if (sv(arg(a, 3)) == "slice" && arg(a, 0).is(Tag::List)) {
    std::vector<Value> items;
    for (const auto& x : arg(a, 0).as<ListObj>()->items) items.push_back(named_wrap(in, x, arg(a, 1), arg(a, 2)));
    return make_list(std::move(items));
  }
  Value w = named_wrap(in, arg(a, 0), arg(a, 1), arg(a, 2));
  if (arg(a, 4).is(Tag::Str)) w.as<InstanceObj>()->fields.set(in.intern("u"), arg(a, 4));
  return w;
}
/// A value-receiver method called on a *T in an interface: the receiver is *p.
Value deref_receiver_call(Vm& in, const Value& fn, Args& a) {
  Args args = a;
  if (!args.empty() && args[0].is(Tag::Pointer)) args[0] = go_load_through(in, args[0]);
  return in.call_sync(fn, args);
}
/// __go_iface(v, type, "m1,m2", f1, f2...): a value of a named non-struct
/// type with methods as an interface value: its methods dispatch, fmt calls
/// its String()/Error(), %T and type switches see its name.
Value b_iface(Vm& in, const Value&, Args& a) {
  if (is_class(arg(a, 0), "__goiface")) return arg(a, 0);
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "__goiface");
  inst->fields.set(in.intern("__v"), arg(a, 0));
  inst->fields.set(in.intern("__t"), arg(a, 1));
  std::string names = arg(a, 2).is(Tag::Str) ? sv(arg(a, 2)) : "";
  std::size_t pos = 0, k = 3;
  while (pos < names.size() && k < a.size()) {
    std::size_t e = names.find(',', pos);
    if (e == std::string::npos) e = names.size();
    std::string m = names.substr(pos, e - pos);
    if (m[0] == '^')  // a value-receiver method of a boxed *T: it gets *p
      inst->fields.set(in.intern("__m_" + m.substr(1)), make_native(deref_receiver_call, "method", a[k++]));
    else
      inst->fields.set(in.intern("__m_" + m), a[k++]);
    pos = e + 1;
  }
  return Value::object(inst);
}
Value b_unbox(Vm& in, const Value&, Args& a) { return unbox(in, arg(a, 0)); }
Value iface_call(Vm& in, const Value& self, Args& a) {
  const auto& pair = self.as<ListObj>()->items;
  std::vector<Value> args{pair[1]};
  args.insert(args.end(), a.begin(), a.end());
  return in.call_sync(pair[0], args);
}
/// __go_struct_lit(type, key, value, ...): a composite literal of a type the
/// file does not define; a None key is a positional element (field _N).
Value b_struct_lit(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  std::string t = arg(a, 0).is(Tag::Str) ? sv(arg(a, 0)) : "struct";
  inst->cls = runtime_class(in, t.c_str());
  Value obj = Value::object(inst);
  in.charge_items(a.size() / 2);
  for (std::size_t k = 1; k + 1 < a.size(); k += 2) {
    std::string name = a[k].is(Tag::Str) ? sv(a[k]) : "_" + std::to_string((k - 1) / 2);
    inst->fields.set(in.intern(name), a[k + 1]);
  }
  return obj;
}
Value b_zero_named(Vm& in, const Value&, Args& a) {
  const std::string& t = sv(arg(a, 0));
  if (t == "strings.Builder" || t == "bytes.Buffer") return sb_new(in);  // a Buffer is a Builder here
  if (t == "time.Time") return go_time_zero(in);
  if (Value z = go_atomic_zero(in, t); !z.is_undef()) return z;
  if (Value z = go_big_zero(in, t); !z.is_undef()) return z;
  if (t == "sync.Map") {
    auto* inst = new InstanceObj();
    inst->cls = runtime_class(in, "sync.Map");
    inst->fields.set(in.intern("__m"), Value::object(new DictObj()));
    return Value::object(inst);
  }
  if (t == "sync.WaitGroup" || t == "sync.Mutex" || t == "sync.RWMutex" || t == "sync.Once") {
    auto* inst = new InstanceObj();
    inst->cls = runtime_class(in, t == "sync.WaitGroup" ? "sync.WaitGroup" : t == "sync.Once" ? "sync.Once" : "sync.Mutex");
    return Value::object(inst);
  }
  return Value::none();
}

// --- goroutines and channels ------------------------------------------------------------
// A goroutine is a generator (the frontend lowers the function a `go`
// statement starts as one; its blocking operations yield until ready).
// The scheduler is deterministic: spawned goroutines wait in a list until
// main (or a goroutine calling a blocking native) blocks; then each runs in
// turn, in spawn order, to its next blocking point. A round in which nothing
// changes (no send, receive, close, WaitGroup change or goroutine end) is a
// deadlock. Goroutines still running when main returns are dropped, as Go does.
Value chan_new(Vm& in, const Value& zero, const Value& cap) {
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "chan");
  inst->fields.set(in.intern("__q"), make_list({}));
  inst->fields.set(in.intern("__closed"), Value::boolean(false));
  inst->fields.set(in.intern("__zero"), zero);
  inst->fields.set(in.intern("__cap"), Value::integer(cap.is_int() ? std::max<std::int64_t>(0, cap.i()) : 0));
  return Value::object(inst);
}
ListObj* chan_queue(Vm& in, const Value& ch) {
  if (!is_class(ch, "chan")) return nullptr;
  Value* q = ch.as<InstanceObj>()->fields.find(in.intern("__q"));
  return q && q->is(Tag::List) ? q->as<ListObj>() : nullptr;
}
bool chan_closed(Vm& in, const Value& ch) {
  Value* c = ch.as<InstanceObj>()->fields.find(in.intern("__closed"));
  return c && c->is(Tag::Bool) && c->b();
}
std::int64_t chan_cap(Vm& in, const Value& ch) {
  Value* c = ch.as<InstanceObj>()->fields.find(in.intern("__cap"));
  return c && c->is_int() ? c->i() : 0;
}
void progress(Vm& in) {
  Value& p = in.run_state("go.progress");
  p = Value::integer((p.is_int() ? p.i() : 0) + 1);
}
std::int64_t progress_count(Vm& in) {
  Value& p = in.run_state("go.progress");
  return p.is_int() ? p.i() : 0;
}
ListObj* goroutines(Vm& in) {
  Value& g = in.run_state("go.goroutines");
  if (!g.is(Tag::List)) g = make_list({});
  return g.as<ListObj>();
}
/// Runs every waiting goroutine to its next blocking point; false when one
/// panicked (its panic is being raised).
bool sched_round(Vm& in) {
  std::vector<Value> gs = goroutines(in)->items;
  for (const Value& g : gs) {
    if (!g.is(Tag::Generator)) continue;
    auto* go = g.as<GeneratorObj>();
    if (go->state == GeneratorObj::Running || go->state == GeneratorObj::Done) continue;
    Value out;
    Vm::Resumed r = in.resume(g, Value::none(), false, out);
    if (r == Vm::Resumed::Raised || in.raising()) return false;
    if (r == Vm::Resumed::Returned) {
      auto& items = goroutines(in)->items;
      items.erase(std::remove_if(items.begin(), items.end(), [&](const Value& x) { return x.obj() == g.obj(); }), items.end());
      progress(in);
    }
  }
  return true;
}
/// Blocks a native until ready() holds, running goroutines; raises Go's
/// deadlock error when a round changes nothing.
template <class Ready>
bool block_until(Vm& in, Ready ready, const char* state = "chan receive") {
  while (!ready()) {
    std::int64_t before = progress_count(in);
    if (!in.charge(1) || !sched_round(in)) return false;
    if (!ready() && progress_count(in) == before) {
      if (go_fire_timer(in)) continue;  // every goroutine waits: virtual time passes to the next deadline
      in.raise("GoRuntimeError", std::string("all goroutines are asleep - deadlock! ") + state);
      return false;
    }
  }
  return true;
}
bool can_recv(Vm& in, const Value& ch) {
  ListObj* q = chan_queue(in, ch);
  return q && (!q->items.empty() || chan_closed(in, ch));
}
bool can_send(Vm& in, const Value& ch) {
  ListObj* q = chan_queue(in, ch);
  if (!q) return false;
  return chan_closed(in, ch) || static_cast<std::int64_t>(q->items.size()) < std::max<std::int64_t>(1, chan_cap(in, ch));
}
/// an unbuffered send completes when its value has been received
bool send_done(Vm& in, const Value& ch) {
  ListObj* q = chan_queue(in, ch);
  return !q || chan_cap(in, ch) > 0 || q->items.empty() || chan_closed(in, ch);
}
/// __go_field_or(obj, "__go_F", "F"): a func field's goroutine body, else its value.
Value b_field_or(Vm& in, const Value&, Args& a) {
  if (!arg(a, 0).is(Tag::Instance) || !arg(a, 1).is(Tag::Str) || !arg(a, 2).is(Tag::Str)) return Value::none();
  auto& fs = arg(a, 0).as<InstanceObj>()->fields;
  if (const Value* g = fs.find(in.intern(sv(arg(a, 1))))) return *g;
  const Value* f = fs.find(in.intern(sv(arg(a, 2))));
  return f ? *f : Value::none();
}
Value b_spawn(Vm& in, const Value&, Args& a) {
  if (arg(a, 0).is(Tag::Generator)) {
    goroutines(in)->items.push_back(arg(a, 0));
    progress(in);
  }
  return Value::none();
}
Value b_can_recv(Vm& in, const Value&, Args& a) { return Value::boolean(can_recv(in, arg(a, 0))); }
Value b_can_send(Vm& in, const Value&, Args& a) { return Value::boolean(can_send(in, arg(a, 0))); }
Value b_send_done(Vm& in, const Value&, Args& a) { return Value::boolean(send_done(in, arg(a, 0))); }
/// __go_select_ready(chans, sends): the first case ready (-1: none); a nil
/// channel is never ready
Value b_select_ready(Vm& in, const Value&, Args& a) {
  if (!arg(a, 0).is(Tag::List) || !arg(a, 1).is(Tag::List)) return Value::integer(-1);
  const auto& cs = arg(a, 0).as<ListObj>()->items;
  const auto& ss = arg(a, 1).as<ListObj>()->items;
  for (std::size_t k = 0; k < cs.size() && k < ss.size(); ++k)
    if (ss[k].is(Tag::Bool) && ss[k].b() ? can_send(in, cs[k]) : can_recv(in, cs[k])) return Value::integer(static_cast<std::int64_t>(k));
  return Value::integer(-1);
}
/// __go_select_wait(chans, sends): main blocks until a case is ready
Value b_select_wait(Vm& in, const Value& self, Args& a) {
  block_until(in, [&] {
    Value r = b_select_ready(in, self, a);
    return r.is_int() && r.i() >= 0;
  }, "select");
  return Value::none();
}
Value b_send(Vm& in, const Value&, Args& a) {
  const Value ch = arg(a, 0);
  ListObj* q = chan_queue(in, ch);
  if (!q) {
    block_until(in, [] { return false; }, "chan send (nil chan)");  // a nil channel blocks forever
    return Value::none();
  }
  if (!block_until(in, [&] { return can_send(in, ch); }, "chan send")) return Value::none();
  if (chan_closed(in, ch)) {
    in.raise("GoRuntimeError", "send on closed channel");
    return Value::none();
  }
  q->items.push_back(arg(a, 1));
  progress(in);
  if (!arg(a, 2).is(Tag::Bool)) block_until(in, [&] { return send_done(in, ch); }, "chan send");
  return Value::none();
}
Value recv(Vm& in, const Value& ch, bool& ok) {
  ListObj* q = chan_queue(in, ch);
  ok = false;
  if (!q) {
    block_until(in, [] { return false; }, "chan receive (nil chan)");
    return Value::none();
  }
  if (!block_until(in, [&] { return can_recv(in, ch); })) return Value::none();
  if (q->items.empty()) {
    Value* z = ch.as<InstanceObj>()->fields.find(in.intern("__zero"));
    return z ? *z : Value::none();
  }
  Value v = q->items.front();
  q->items.erase(q->items.begin());
  progress(in);
  ok = true;
  return v;
}
Value b_recv(Vm& in, const Value&, Args& a) {
  bool ok;
  return recv(in, arg(a, 0), ok);
}
Value b_recv2(Vm& in, const Value&, Args& a) {
  bool ok;
  Value v = recv(in, arg(a, 0), ok);
  return tuple2(std::move(v), Value::boolean(ok));
}
Value b_close(Vm& in, const Value&, Args& a) {
  if (!is_class(arg(a, 0), "chan")) {
    in.raise("GoRuntimeError", "close of nil channel");
    return Value::none();
  }
  if (chan_closed(in, arg(a, 0))) {
    in.raise("GoRuntimeError", "close of closed channel");
    return Value::none();
  }
  arg(a, 0).as<InstanceObj>()->fields.set(in.intern("__closed"), Value::boolean(true));
  progress(in);
  return Value::none();
}
// sync.WaitGroup: a counter; Wait blocks (running goroutines) until it is 0
std::int64_t wg_count(Vm& in, const Value& wg) {
  Value* n = wg.as<InstanceObj>()->fields.find(in.intern("__n"));
  return n && n->is_int() ? n->i() : 0;
}
Value wg_add(Vm& in, const Value& self, Args& a) {
  std::int64_t n = wg_count(in, self) + (a.empty() ? -1 : iv(arg(a, 0)));
  if (n < 0) {
    in.raise("GoRuntimeError", "sync: negative WaitGroup counter");
    return Value::none();
  }
  self.as<InstanceObj>()->fields.set(in.intern("__n"), Value::integer(n));
  progress(in);
  return Value::none();
}
Value wg_wait(Vm& in, const Value& self, Args&) {
  block_until(in, [&] { return wg_count(in, self) == 0; }, "sync.WaitGroup.Wait");
  return Value::none();
}
Value b_wg_ready(Vm& in, const Value&, Args& a) {
  return Value::boolean(!is_class(arg(a, 0), "sync.WaitGroup") || wg_count(in, arg(a, 0)) == 0);
}
Value b_noop(Vm&, const Value&, Args&) { return Value::none(); }

// --- io: os.Stdin/Stdout/Stderr, fmt.Fprint*, bufio, strings.Reader ----------------
// A program's stdin is its standard input when the user gave one, else
// empty (docs/adr/0020-program-standard-input.md); what it writes
// to stderr is not part of its output (dropped); writers are *os.File,
// strings.Builder, *bytes.Buffer (a Builder) and *bufio.Writer (unbuffered
// here: Flush does nothing, so output is the same when the program flushes).
Value os_file(Vm& in, int fd) {
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "*os.File");
  inst->fields.set(in.intern("__fd"), Value::integer(fd));
  return Value::object(inst);
}
Value go_load_attr(Vm& in, const Value& obj, Name field);
void write_to(Vm& in, const Value& w, const std::string& text) {
  if (!in.charge_bytes(text.size())) return;
  if (is_class(w, "*os.File")) {
    Value* fd = w.as<InstanceObj>()->fields.find(in.intern("__fd"));
    if (fd && fd->is_int() && fd->i() == 1) in.write_out(text);
    else if (fd && fd->is_int() && fd->i() == 2) in.write_err(text);
  } else if (is_class(w, "strings.Builder")) {
    sb_buf(in, w) += text;
  } else if (is_class(w, "*bufio.Writer")) {
    Value* inner = w.as<InstanceObj>()->fields.find(in.intern("__w"));
    if (inner) write_to(in, *inner, text);
  } else if (is_class(w, "*tabwriter.Writer")) {
    go_tabwriter_write(in, w, text);
  } else if (is_class(w, "__goptr")) {  // fmt.Fprintf(&o, ...): fmt's pointer mark on the writer itself
    if (Value* p = w.as<InstanceObj>()->fields.find(in.intern("p")); p && !p->is_none()) write_to(in, *p, text);
  } else if (w.is(Tag::Instance)) {
    // a user type with a Write([]byte) method
    // (or one it promotes from an embedded bytes.Buffer / strings.Builder)
    Value m = go_load_attr(in, w, in.intern("Write"));
    if (m.is_undef()) m = in.ir_load_attr(w, in.intern("Write"));
    if (in.raising()) return;
    std::vector<Value> bytes;
    for (unsigned char c : text) bytes.push_back(Value::integer(c));
    std::vector<Value> args{make_list(std::move(bytes))};
    in.call_sync(m, args);
  }
}
Value fmt_fprint_with(Vm& in, Args& a, int kind) {
  Args rest(a.begin() + (a.empty() ? 0 : 1), a.end());
  std::string s = kind == 2 ? sprintf_go(in, format_text(in, arg(rest, 0)), rest, 1) : sprint(in, rest, kind == 1);
  if (in.raising()) return Value::none();
  write_to(in, arg(a, 0), s);
  return tuple2(Value::integer(static_cast<std::int64_t>(s.size())), Value::none());
}
Value fmt_fprint(Vm& in, const Value&, Args& a) { return fmt_fprint_with(in, a, 0); }
Value fmt_fprintln(Vm& in, const Value&, Args& a) { return fmt_fprint_with(in, a, 1); }
Value fmt_fprintf(Vm& in, const Value&, Args& a) { return fmt_fprint_with(in, a, 2); }
Value bw_new(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "*bufio.Writer");
  inst->fields.set(in.intern("__w"), arg(a, 0));
  return Value::object(inst);
}
Value bw_write_string(Vm& in, const Value& self, Args& a) {
  std::string t = sv(arg(a, 0));
  write_to(in, self, t);
  return tuple2(Value::integer(static_cast<std::int64_t>(t.size())), Value::none());
}
Value bw_write_byte(Vm& in, const Value& self, Args& a) {
  write_to(in, self, std::string(1, static_cast<char>(iv(arg(a, 0)))));
  return Value::none();
}
Value bw_write_rune(Vm& in, const Value& self, Args& a) {
  std::string t;
  put_rune(t, iv(arg(a, 0)));
  write_to(in, self, t);
  return tuple2(Value::integer(static_cast<std::int64_t>(t.size())), Value::none());
}
Value io_nil(Vm&, const Value&, Args&) { return Value::none(); }
/// bufio.NewScanner(r): the reader's whole text (stdin: the standard input), a position
/// and a split mode (bufio.ScanLines, ScanWords, ScanRunes are their names).
Value scanner_new(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "*bufio.Scanner");
  std::string text = go_reader_drain(in, arg(a, 0));
  if (in.raising()) return Value::none();
  inst->fields.set(in.intern("__data"), make_str(text));
  inst->fields.set(in.intern("__pos"), Value::integer(0));
  inst->fields.set(in.intern("__tok"), make_str(""));
  inst->fields.set(in.intern("__split"), make_str("lines"));
  return Value::object(inst);
}
Value scanner_split(Vm& in, const Value& self, Args& a) {
  if (arg(a, 0).is(Tag::Str)) self.as<InstanceObj>()->fields.set(in.intern("__split"), arg(a, 0));
  return Value::none();
}
Value scanner_scan(Vm& in, const Value& self, Args&) {
  if (!is_class(self, "*bufio.Scanner")) return Value::boolean(false);
  auto& f = self.as<InstanceObj>()->fields;
  const Value* dv_ = f.find(in.intern("__data"));
  const Value* pv = f.find(in.intern("__pos"));
  const Value* mv = f.find(in.intern("__split"));
  if (!dv_ || !dv_->is(Tag::Str) || !pv || !pv->is_int() || !mv || !mv->is(Tag::Str)) return Value::boolean(false);
  const std::string& data = sv(*dv_);
  std::size_t pos = static_cast<std::size_t>(std::clamp<std::int64_t>(pv->i(), 0, static_cast<std::int64_t>(data.size())));
  std::string mode = sv(*mv);
  std::string tok;
  bool got = false;
  if (mode == "words") {
    while (pos < data.size() && is_space(static_cast<unsigned char>(data[pos]))) ++pos;
    std::size_t start = pos;
    while (pos < data.size() && !is_space(static_cast<unsigned char>(data[pos]))) ++pos;
    got = pos > start;
    tok = data.substr(start, pos - start);
  } else if (mode == "runes") {
    if (pos < data.size()) {
      std::size_t len;
      decode_rune(data, pos, len);
      tok = data.substr(pos, len);
      pos += len;
      got = true;
    }
  } else if (pos < data.size()) {
    std::size_t nl = data.find('\n', pos);
    std::size_t end = nl == std::string::npos ? data.size() : nl;
    tok = data.substr(pos, end - pos);
    if (!tok.empty() && tok.back() == '\r') tok.pop_back();
    pos = nl == std::string::npos ? data.size() : nl + 1;
    got = true;
  }
  in.charge_bytes(tok.size());
  f.set(in.intern("__pos"), Value::integer(static_cast<std::int64_t>(pos)));
  f.set(in.intern("__tok"), make_str(tok));
  return Value::boolean(got);
}
Value scanner_text(Vm& in, const Value& self, Args&) {
  if (!self.is(Tag::Instance)) return make_str("");
  Value* t = self.as<InstanceObj>()->fields.find(in.intern("__tok"));
  return t && t->is(Tag::Str) ? make_str(sv(*t)) : make_str("");
}
Value scanner_bytes(Vm& in, const Value& self, Args& a) {
  Value t = scanner_text(in, self, a);
  std::vector<Value> bytes;
  for (unsigned char c : sv(t)) bytes.push_back(Value::integer(c));
  return make_list(std::move(bytes));
}

// --- the global table -------------------------------------------------------------------
using Entry = GoNative;

/// A pure library function called with an unknown argument returns a
/// symbolic result (`strings.ToUpper(<sym>)`), as an unresolved call would;
/// self is (qualified name, the implementation).
Value pure_call(Vm& in, const Value& self, Args& a) {
  const auto& pair = self.as<ListObj>()->items;
  for (const Value& x : a)
    if (x.is_symbolic()) {
      auto e = in.call_expr(sv(pair[0]), a);
      return in.fresh_symbolic(render_expr(*e), e);
    }
  auto* impl = pair[1].as<BuiltinObj>();
  return impl->fn(in, impl->self, a);
}

Value make_package(Vm& in, const char* name, std::initializer_list<Entry> fns,
                   std::initializer_list<std::pair<const char*, Value>> consts = {}, bool pure = true) {
  auto* inst = new InstanceObj();
  inst->cls = runtime_class(in, "package");
  Value pv = Value::object(inst);
  for (const auto& e : fns)
    inst->fields.set(in.intern(e.name),
                     pure ? make_native(pure_call, e.name,
                                        tuple2(make_str(std::string(name) + "." + e.name), make_native(e.fn, e.name)))
                          : make_native(e.fn, e.name));
  for (const auto& [n, v] : consts) inst->fields.set(in.intern(n), v);
  inst->fields.set(in.intern("__name"), make_str(name));
  return pv;
}

/// __go_is_nil(x) of a slice or map: nil is None or a nil slice still empty.
Value b_is_nil(Vm&, const Value&, Args& a) {
  const Value& x = arg(a, 0);
  if (x.is_none()) return Value::boolean(true);
  if (x.is(Tag::List)) return Value::boolean(x.as<ListObj>()->items.empty() && (x.obj()->rt_flags & kGoNilSlice));
  return Value::boolean(false);
}
/// __go_nil_slice(): the zero value of a slice type.
Value b_nil_slice(Vm&, const Value&, Args&) {
  Value l = make_list({});
  l.obj()->rt_flags |= kGoNilSlice;
  return l;
}
/// strconv.AppendInt(dst, ...) and its siblings: dst with the bytes of the
/// matching Format/Quote function's result appended.
template <NativeFn F>
Value sc_append(Vm& in, const Value& self, Args& a) {
  Args rest(a.begin() + (a.empty() ? 0 : 1), a.end());
  Value text = F(in, self, rest);
  if (in.raising() || !text.is(Tag::Str)) return Value::none();
  std::vector<Value> out;
  if (!a.empty() && a[0].is(Tag::List)) out = a[0].as<ListObj>()->items;
  in.charge_copy(out.size() + sv(text).size());
  for (unsigned char c : sv(text)) out.push_back(Value::integer(c));
  return make_list(std::move(out));
}
/// __go_fdiv(a, b): float division, IEEE's ±Inf/NaN for a zero divisor.
Value b_fdiv(Vm& in, const Value&, Args& a) {
  const Value &x = arg(a, 0), &y = arg(a, 1);
  bool nx = x.is(Tag::Float) || x.is_int(), ny = y.is(Tag::Float) || y.is_int();
  if (!nx || !ny) return in.ir_binop(ir::Operator::Div, x, y);
  return Value::real(dv(x) / dv(y));
}
// sync.Map: a dict in insertion order (Range visits keys in the order first stored)
DictObj* smap(Vm& in, const Value& self) {
  if (!self.is(Tag::Instance)) return nullptr;
  Value* m = self.as<InstanceObj>()->fields.find(in.intern("__m"));
  return m && m->is(Tag::Dict) ? m->as<DictObj>() : nullptr;
}
Value smap_store(Vm& in, const Value& self, Args& a) {
  if (auto* d = smap(in, self)) d->set(arg(a, 0), arg(a, 1));
  return Value::none();
}
Value smap_load(Vm& in, const Value& self, Args& a) {
  auto* d = smap(in, self);
  Value* v = d ? d->find(arg(a, 0)) : nullptr;
  return tuple2(v ? *v : Value::none(), Value::boolean(v != nullptr));
}
Value smap_load_or_store(Vm& in, const Value& self, Args& a) {
  auto* d = smap(in, self);
  if (!d) return tuple2(Value::none(), Value::boolean(false));
  if (Value* v = d->find(arg(a, 0))) return tuple2(*v, Value::boolean(true));
  d->set(arg(a, 0), arg(a, 1));
  return tuple2(arg(a, 1), Value::boolean(false));
}
Value smap_load_and_delete(Vm& in, const Value& self, Args& a) {
  auto* d = smap(in, self);
  Value* v = d ? d->find(arg(a, 0)) : nullptr;
  if (!v) return tuple2(Value::none(), Value::boolean(false));
  Value old = *v;
  d->erase(arg(a, 0));
  return tuple2(old, Value::boolean(true));
}
Value smap_delete(Vm& in, const Value& self, Args& a) {
  if (auto* d = smap(in, self)) d->erase(arg(a, 0));
  return Value::none();
}
Value smap_swap(Vm& in, const Value& self, Args& a) {
  auto* d = smap(in, self);
  if (!d) return tuple2(Value::none(), Value::boolean(false));
  Value* v = d->find(arg(a, 0));
  Value prev = v ? *v : Value::none();
  bool loaded = v != nullptr;
  d->set(arg(a, 0), arg(a, 1));
  return tuple2(prev, Value::boolean(loaded));
}
Value smap_cas(Vm& in, const Value& self, Args& a) {
  auto* d = smap(in, self);
  Value* v = d ? d->find(arg(a, 0)) : nullptr;
  if (!v || !eq(*v, arg(a, 1))) return Value::boolean(false);
  *v = arg(a, 2);
  return Value::boolean(true);
}
Value smap_cad(Vm& in, const Value& self, Args& a) {
  auto* d = smap(in, self);
  Value* v = d ? d->find(arg(a, 0)) : nullptr;
  if (!v || !eq(*v, arg(a, 1))) return Value::boolean(false);
  d->erase(arg(a, 0));
  return Value::boolean(true);
}
Value smap_clear(Vm& in, const Value& self, Args&) {
  if (auto* d = smap(in, self)) {
    d->entries.clear();
    d->index.clear();
  }
  return Value::none();
}
Value smap_range(Vm& in, const Value& self, Args& a) {
  auto* d = smap(in, self);
  if (!d) return Value::none();
  std::vector<std::pair<Value, Value>> snap = d->entries;
  in.charge_items(snap.size());
  for (const auto& [k, v] : snap) {
    std::vector<Value> args{k, v};
    Value r = in.call_sync(arg(a, 0), args);
    if (in.raising() || (r.is(Tag::Bool) && !r.b())) break;
  }
  return Value::none();
}
/// __go_div(a, b) / __go_rem(a, b): / and % when an operand's static type
/// is unknown: integers truncate (and panic on zero) as Go's ints do,
/// floats divide as IEEE does.
Value b_div_rem(Vm& in, const Args& a, bool rem) {
  const Value &x = arg(a, 0), &y = arg(a, 1);
  if (x.is_int() && y.is_int()) {
    if (y.i() == 0) {
      go_panic_msg(in, "integer divide by zero");
      return Value::none();
    }
    if (y.i() == -1) return Value::integer(rem ? 0 : static_cast<std::int64_t>(0 - static_cast<std::uint64_t>(x.i())));
    return Value::integer(rem ? x.i() % y.i() : x.i() / y.i());
  }
  if ((x.is(Tag::Float) || x.is_int()) && (y.is(Tag::Float) || y.is_int()) && !rem) return Value::real(dv(x) / dv(y));
  return in.ir_binop(rem ? ir::Operator::Mod : ir::Operator::Div, x, y);
}
Value b_div(Vm& in, const Value&, Args& a) { return b_div_rem(in, a, false); }
Value b_rem(Vm& in, const Value&, Args& a) { return b_div_rem(in, a, true); }
/// (*sync.Once).Do(f): calls f the first time only.
Value once_do(Vm& in, const Value& self, Args& a) {
  if (!self.is(Tag::Instance)) return Value::none();
  auto* inst = self.as<InstanceObj>();
  Name done = in.intern("__done");
  if (Value* d = inst->fields.find(done); d && d->is(Tag::Bool) && d->b()) return Value::none();
  inst->fields.set(done, Value::boolean(true));
  Args none;
  in.call_sync(arg(a, 0), none);
  return Value::none();
}
/// The function sync.OnceFunc/OnceValue/OnceValues return: self is a list
/// [f, done, result]; the first call runs f and keeps its result (and a
/// panic, re-raised on every call as Go does).
Value once_call(Vm& in, const Value& self, Args&) {
  auto& st = self.as<ListObj>()->items;
  if (!(st[1].is(Tag::Bool) && st[1].b())) {
    st[1] = Value::boolean(true);
    Args none;
    st[2] = in.call_sync(st[0], none);
  }
  return st[2];
}
Value sync_once_func(Vm&, const Value&, Args& a) {
  return make_native(once_call, "sync.OnceFunc", make_list({arg(a, 0), Value::boolean(false), Value::none()}));
}
Value go_global(Vm& in, std::string_view name) {
  if (name == "fmt")
    return make_package(in, "fmt", {{"Println", fmt_println}, {"Printf", fmt_printf}, {"Print", fmt_print},
                                    {"Sprintf", fmt_sprintf}, {"Sprint", fmt_sprint}, {"Sprintln", fmt_sprintln},
                                    {"Errorf", fmt_errorf}, {"Fprint", fmt_fprint}, {"Fprintln", fmt_fprintln},
                                    {"Fprintf", fmt_fprintf}, {"Sscanf", go_fmt_sscanf}, {"Sscan", go_fmt_sscan},
                                    {"Sscanln", go_fmt_sscanln}, {"Scan", go_fmt_scan}, {"Scanln", go_fmt_scanln},
                                    {"Scanf", go_fmt_scanf}, {"Fscan", go_fmt_fscan}, {"Fscanln", go_fmt_fscanln},
                                    {"Fscanf", go_fmt_fscanf}}, {}, false);
  if (name == "strings")
    return make_package(in, "strings",
                        {{"Split", s_split}, {"Join", s_join}, {"Contains", s_contains}, {"ContainsRune", s_contains_rune},
                         {"ContainsAny", s_contains_any}, {"HasPrefix", s_has_prefix}, {"HasSuffix", s_has_suffix},
                         {"Index", s_index}, {"IndexRune", s_index_rune}, {"IndexByte", s_index_byte},
                         {"LastIndex", s_last_index}, {"ToUpper", s_upper}, {"ToLower", s_lower}, {"Title", s_title},
                         {"TrimSpace", s_trim_space}, {"Trim", s_trim}, {"TrimLeft", s_trim_left},
                         {"TrimRight", s_trim_right}, {"TrimPrefix", s_trim_prefix}, {"TrimSuffix", s_trim_suffix},
                         {"Repeat", s_repeat}, {"Fields", s_fields}, {"Replace", s_replace},
                         {"ReplaceAll", s_replace_all}, {"Count", s_count}, {"EqualFold", s_equal_fold}, {"Map", s_map},
                         {"FieldsFunc", s_fields_func}, {"SplitN", s_split_n}, {"TrimFunc", s_trim_func},
                         {"TrimLeftFunc", s_trim_left_func}, {"TrimRightFunc", s_trim_right_func},
                         {"IndexFunc", s_index_func}, {"Compare", s_compare}, {"NewReplacer", s_new_replacer},
                         {"Cut", s_cut}, {"CutPrefix", s_cut_prefix}, {"CutSuffix", s_cut_suffix}, {"ToTitle", s_to_title},
                         {"NewReader", go_io_constructor("strings.NewReader")}, {"IndexAny", s_index_any}, {"LastIndexAny", s_last_index_any},
                         {"LastIndexByte", s_last_index_byte}, {"LastIndexFunc", s_last_index_func},
                         {"ContainsFunc", s_contains_func}, {"SplitAfter", s_split_after_n},
                         {"SplitAfterN", s_split_after_n}, {"Lines", s_lines}, {"SplitSeq", s_split},
                         {"SplitAfterSeq", s_split_after_n}, {"FieldsSeq", s_fields}, {"FieldsFuncSeq", s_fields_func},
                         {"Clone", s_clone}, {"ToValidUTF8", s_to_valid_utf8}});
  if (name == "sync")
    return make_package(in, "sync", {{"OnceFunc", sync_once_func}, {"OnceValue", sync_once_func}, {"OnceValues", sync_once_func}},
                        {}, false);
  if (name == "os")
    return make_package(in, "os", {{"Exit", os_exit}, {"IsNotExist", os_is<0>}, {"IsExist", os_is<1>}, {"IsPermission", os_is<2>}},
                        {{"Args", make_list({make_str("/tmp/main")})}, {"Stdin", os_file(in, 0)},
                         {"Stdout", os_file(in, 1)}, {"Stderr", os_file(in, 2)},
                         {"ErrNotExist", os_sentinel(in, 0)}, {"ErrExist", os_sentinel(in, 1)},
                         {"ErrPermission", os_sentinel(in, 2)}, {"ErrClosed", os_sentinel(in, 3)},
                         {"ErrInvalid", os_sentinel(in, 4)}, {"ErrDeadlineExceeded", os_sentinel(in, 5)}}, false);
  if (name == "bytes") {
    auto* inst = new InstanceObj();
    inst->cls = runtime_class(in, "package");
    Value pv = Value::object(inst);
    struct B {
      const char* name;
      NativeFn fn;
      bool bytes;
    };
    static const B fns[] = {{"Contains", s_contains, false},  {"HasPrefix", s_has_prefix, false}, {"HasSuffix", s_has_suffix, false},
                            {"Index", s_index, false},        {"Count", s_count, false},           {"Compare", s_compare, false},
                            {"ToUpper", s_upper, true},       {"ToLower", s_lower, true},          {"TrimSpace", s_trim_space, true},
                            {"Trim", s_trim, true},           {"Split", s_split, true},            {"Fields", s_fields, true},
                            {"Repeat", s_repeat, true},          {"ReplaceAll", s_replace_all, true},
                            {"TrimPrefix", s_trim_prefix, true}, {"TrimSuffix", s_trim_suffix, true},
                            {"Join", s_join, true},              {"Cut", s_cut, true},              {"CutPrefix", s_cut_prefix, true},
                            {"CutSuffix", s_cut_suffix, true},   {"IndexByte", s_index_byte, false}, {"IndexRune", s_index_rune, false},
                            {"IndexAny", s_index_any, false},    {"IndexFunc", s_index_func, false}, {"LastIndex", s_last_index, false},
                            {"LastIndexAny", s_last_index_any, false}, {"LastIndexByte", s_last_index_byte, false},
                            {"LastIndexFunc", s_last_index_func, false}, {"ContainsAny", s_contains_any, false},
                            {"ContainsRune", s_contains_rune, false}, {"ContainsFunc", s_contains_func, false},
                            {"EqualFold", s_equal_fold, false},  {"FieldsFunc", s_fields_func, true}, {"Map", s_map, true},
                            {"Replace", s_replace, true},        {"SplitN", s_split_n, true},      {"SplitAfter", s_split_after_n, true},
                            {"SplitAfterN", s_split_after_n, true}, {"Title", s_title, true},      {"ToTitle", s_to_title, true},
                            {"TrimFunc", s_trim_func, true},     {"TrimLeft", s_trim_left, true},  {"TrimRight", s_trim_right, true},
                            {"TrimLeftFunc", s_trim_left_func, true}, {"TrimRightFunc", s_trim_right_func, true},
                            {"Clone", s_clone, true},            {"ToValidUTF8", s_to_valid_utf8, true}, {"Lines", s_lines, true},
                            {"SplitSeq", s_split, true},         {"FieldsSeq", s_fields, true}};
    for (const auto& f : fns)
      inst->fields.set(in.intern(f.name), make_native(bytes_call, f.name, make_list({make_native(f.fn, f.name), Value::boolean(f.bytes)}, Tag::Tuple)));
    inst->fields.set(in.intern("Equal"), make_native(bytes_equal, "Equal"));
    inst->fields.set(in.intern("Runes"), make_native(bytes_runes, "Runes"));
    inst->fields.set(in.intern("NewReader"), make_native(go_io_constructor("bytes.NewReader"), "NewReader"));
    inst->fields.set(in.intern("NewBuffer"), make_native(bytes_new_buffer, "NewBuffer"));
    inst->fields.set(in.intern("NewBufferString"), make_native(bytes_new_buffer, "NewBufferString"));
    inst->fields.set(in.intern("MinRead"), Value::integer(512));
    inst->fields.set(in.intern("__name"), make_str("bytes"));
    return pv;
  }
  if (name == "bufio")
    return make_package(in, "bufio", {{"NewScanner", scanner_new}, {"NewWriter", bw_new}, {"NewReader", go_io_constructor("bufio.NewReader")},
                                      {"NewReaderSize", go_io_constructor("bufio.NewReader")}, {"NewWriterSize", bw_new}},
                        {{"ScanLines", make_str("lines")}, {"ScanWords", make_str("words")}, {"ScanRunes", make_str("runes")}},
                        false);
  if (name == "strconv")
    return make_package(in, "strconv",
                        {{"Itoa", sc_itoa}, {"Atoi", sc_atoi}, {"ParseInt", sc_parse_int}, {"ParseUint", sc_parse_uint}, {"ParseFloat", sc_parse_float},
                         {"ParseBool", sc_parse_bool}, {"FormatInt", sc_format_int}, {"FormatBool", sc_format_bool},
                         {"Quote", sc_quote}, {"Unquote", sc_unquote}, {"QuoteToASCII", sc_quote_mode<1>},
                         {"QuoteToGraphic", sc_quote_mode<2>}, {"QuoteRune", sc_quote_rune<0>},
                         {"QuoteRuneToASCII", sc_quote_rune<1>}, {"QuoteRuneToGraphic", sc_quote_rune<2>},
                         {"IsPrint", sc_is_print}, {"IsGraphic", sc_is_graphic}, {"CanBackquote", sc_can_backquote},
                         {"AppendInt", sc_append<sc_format_int>}, {"AppendUint", sc_append<sc_format_int>},
                         {"AppendBool", sc_append<sc_format_bool>}, {"AppendFloat", sc_append<sc_format_float>},
                         {"AppendQuote", sc_append<sc_quote>}, {"AppendQuoteToASCII", sc_append<sc_quote_mode<1>>},
                         {"AppendQuoteToGraphic", sc_append<sc_quote_mode<2>>}, {"AppendQuoteRune", sc_append<sc_quote_rune<0>>},
                         {"AppendQuoteRuneToASCII", sc_append<sc_quote_rune<1>>},
                         {"AppendQuoteRuneToGraphic", sc_append<sc_quote_rune<2>>}, {"FormatFloat", sc_format_float}, {"FormatUint", sc_format_int}},
                        {{"ErrRange", strconv_sentinel(in, true)}, {"ErrSyntax", strconv_sentinel(in, false)},
                         {"IntSize", Value::integer(64)}});
  if (name == "sort")
    return make_package(in, "sort",
                        {{"Ints", sort_plain}, {"Strings", sort_plain}, {"Float64s", sort_plain}, {"Slice", sort_slice_unstable},
                         {"SliceStable", sort_slice}, {"Sort", sort_sort}, {"Stable", sort_stable}, {"SearchInts", sort_search_ints}, {"Search", sort_search},
                         {"IntsAreSorted", sort_is_sorted}, {"StringsAreSorted", sort_is_sorted}, {"Reverse", sort_reverse},
                         {"Float64sAreSorted", sort_is_sorted}, {"IsSorted", sort_is_sorted_iface}, {"SliceIsSorted", sort_slice_is_sorted},
                         {"SearchStrings", sort_search_ints}, {"SearchFloat64s", sort_search_ints},
                         {"IntSlice", sort_identity}, {"StringSlice", sort_identity}, {"Float64Slice", sort_identity}});
  if (name == "math")
    return make_package(in, "math",
                        {{"Sqrt", m_sqrt}, {"Abs", m_abs}, {"Floor", m_floor}, {"Ceil", m_ceil}, {"Trunc", m_trunc},
                         {"Round", m_round}, {"Log", m_log}, {"Log2", m_log2}, {"Log10", m_log10}, {"Exp", m_exp},
                         {"Sin", m_sin}, {"Cos", m_cos}, {"Tan", m_tan}, {"Atan", m_atan}, {"Cbrt", m_cbrt},
                         {"Pow", m_pow}, {"Atan2", m_atan2}, {"Hypot", m_hypot}, {"Mod", m_mod}, {"Max", m_max},
                         {"Min", m_min}, {"Inf", m_inf}, {"NaN", m_nan}, {"IsNaN", m_isnan}, {"IsInf", m_isinf},
                         {"Asin", m_asin}, {"Acos", m_acos}, {"Sinh", m_sinh}, {"Cosh", m_cosh}, {"Tanh", m_tanh},
                         {"Asinh", m_asinh}, {"Acosh", m_acosh}, {"Atanh", m_atanh}, {"Exp2", m_exp2},
                         {"Expm1", m_expm1}, {"Log1p", m_log1p}, {"Logb", m_logb}, {"Ilogb", m_ilogb},
                         {"Gamma", m_gamma}, {"Lgamma", m_lgamma}, {"Erf", m_erf}, {"Erfc", m_erfc},
                         {"RoundToEven", m_round_even}, {"Copysign", m_copysign}, {"Dim", m_dim},
                         {"Remainder", m_remainder}, {"Nextafter", m_nextafter}, {"FMA", m_fma},
                         {"Ldexp", m_ldexp}, {"Frexp", m_frexp}, {"Modf", m_modf}, {"Signbit", m_signbit},
                         {"Sincos", m_sincos}, {"J0", m_j0}, {"J1", m_j1}, {"Jn", m_jn}, {"Y0", m_y0},
                         {"Y1", m_y1}, {"Yn", m_yn}, {"Pow10", m_pow10}, {"Float64bits", m_f64bits},
                         {"Float64frombits", m_f64frombits}, {"Float32bits", m_f32bits},
                         {"Float32frombits", m_f32frombits}},
                        {{"Pi", Value::real(M_PI)},
                         {"E", Value::real(M_E)},
                         {"Sqrt2", Value::real(M_SQRT2)},
                         {"MaxInt64", Value::integer(std::numeric_limits<std::int64_t>::max())},
                         {"MinInt64", Value::integer(std::numeric_limits<std::int64_t>::min())},
                         {"MaxInt", Value::integer(std::numeric_limits<std::int64_t>::max())},
                         {"MinInt", Value::integer(std::numeric_limits<std::int64_t>::min())},
                         {"MaxInt32", Value::integer(2147483647)},
                         {"MinInt32", Value::integer(-2147483648LL)},
                         {"MaxInt16", Value::integer(32767)},
                         {"MaxInt8", Value::integer(127)},
                         {"MinInt8", Value::integer(-128)},
                         {"MinInt16", Value::integer(-32768)},
                         {"MaxFloat32", Value::real(3.40282346638528859811704183484516925440e+38)},
                         {"SmallestNonzeroFloat32", Value::real(1.401298464324817070923729583289916131280e-45)},
                         {"Ln2", Value::real(0.693147180559945309417232121458176568)},
                         {"Log2E", Value::real(1 / 0.693147180559945309417232121458176568)},
                         {"Ln10", Value::real(2.30258509299404568401799145468436420760110148862877297603332790)},
                         {"Log10E", Value::real(1 / 2.30258509299404568401799145468436420760110148862877297603332790)},
                         {"Phi", Value::real(1.61803398874989484820458683436563811772030917980576286213544862)},
                         {"SqrtE", Value::real(1.64872127070012814684865078831848487050960190369080470067461920)},
                         {"SqrtPi", Value::real(1.77245385090551602729816748334114518279754945612238712821380779)},
                         {"SqrtPhi", Value::real(1.27201964951406896425242246173749149171560804184009624861664038)},
                         {"MaxUint8", Value::integer(255)},
                         {"MaxUint16", Value::integer(65535)},
                         {"MaxUint32", Value::integer(4294967295LL)},
                         {"MaxUint64", Value::integer(-1)},
                         {"MaxUint", Value::integer(-1)},
                         {"MaxFloat64", Value::real(std::numeric_limits<double>::max())},
                         {"SmallestNonzeroFloat64", Value::real(4.9406564584124654e-324)}});
  if (name == "errors") {
    // errors.ErrUnsupported: one value per run, so errors.Is and == find it
    Value& unsupported = in.run_state("go.errors.ErrUnsupported");
    if (!unsupported.is(Tag::Instance)) unsupported = go_error(in, "unsupported operation");
    return make_package(in, "errors", {{"New", e_new}, {"Is", e_is}, {"Unwrap", e_unwrap}, {"Join", e_join}},
                        {{"ErrUnsupported", unsupported}}, false);
  }
  if (Value v = go_unicode_global(in, name); !v.is_undef()) return v;
  if (name == "utf8") {
    Value p = make_package(in, "utf8",
                        {{"RuneCountInString", utf8_rune_count}, {"RuneCount", utf8_rune_count_bytes},
                         {"DecodeRuneInString", utf8_decode}, {"DecodeRune", utf8_decode},
                         {"DecodeLastRuneInString", utf8_decode_last}, {"DecodeLastRune", utf8_decode_last},
                         {"RuneLen", utf8_rune_len}, {"ValidString", utf8_valid}, {"Valid", utf8_valid},
                         {"ValidRune", utf8_valid_rune}},
                        {{"RuneError", Value::integer(0xFFFD)}, {"UTFMax", Value::integer(4)},
                         {"RuneSelf", Value::integer(0x80)}, {"MaxRune", Value::integer(0x10FFFF)}});
    go_utf8_add_members(in, p);
    return p;
  }
  if (Value v = go_encoding_global(in, name); !v.is_undef()) return v;
  if (Value v = go_checksum_global(in, name); !v.is_undef()) return v;
  if (Value v = go_big_global(in, name); !v.is_undef()) return v;
  if (Value v = go_url_global(in, name); !v.is_undef()) return v;
  if (Value v = go_slices_global(in, name); !v.is_undef()) return v;
  if (Value v = go_containers_global(in, name); !v.is_undef()) return v;
  if (Value v = go_context_global(in, name); !v.is_undef()) return v;
  if (Value v = go_tabwriter_global(in, name); !v.is_undef()) return v;
  if (Value v = go_time_global(in, name); !v.is_undef()) return v;
  if (Value v = go_bits_global(in, name); !v.is_undef()) return v;
  if (Value v = go_rand_global(in, name); !v.is_undef()) return v;
  if (Value v = go_flag_global(in, name); !v.is_undef()) return v;
  if (Value v = go_rand_v2_global(in, name); !v.is_undef()) return v;
  if (Value v = go_atomic_global(in, name); !v.is_undef()) return v;
  if (Value v = go_path_global(in, name); !v.is_undef()) return v;
  if (Value v = go_json_global(in, name); !v.is_undef()) return v;
  if (Value v = go_io_global(in, name); !v.is_undef()) return v;
  if (Value v = go_regexp_global(in, name); !v.is_undef()) return v;
  static const Entry builtins[] = {
      {"len", b_len},           {"cap", b_cap},           {"append", b_append},
      {"copy", b_copy},         {"__go_append_self", b_append_self}, {"__go_stack_buf", b_stack_buf}, {"__go_append_own", b_append_own}, {"__go_append_sized", b_append_sized},         {"delete", b_delete},     {"clear", b_clear},     {"panic", b_panic},
      {"recover", b_recover},   {"__go_run_defers", b_run_defers}, {"__go_defer_push", b_defer_push},
      {"__go_copy", b_copy_value}, {"__go_make", b_make}, {"__go_map_zero", b_map_zero},
      {"__go_mapget2", b_mapget2}, {"__go_mapindex", b_mapindex}, {"__go_u64", b_u64}, {"__go_u64deep", b_u64deep}, {"__go_key", b_key}, {"__go_errors_as", e_as}, {"__go_slice", b_slice}, {"__go_conv", b_conv},
      {"__go_range", b_range},  {"__go_range_call", b_range_call},  {"__go_rkey", b_rkey},    {"__go_typeis", b_typeis},
      {"__go_assert", b_assert}, {"__go_bind", b_bind}, {"__go_zero_named", b_zero_named}, {"__go_ptrfmt", b_ptrfmt}, {"__go_asptr", b_asptr}, {"__go_tzero", b_tzero}, {"__go_tspec", b_tspec}, {"__go_tfit", b_tfit}, {"__go_tconv", b_tconv}, {"__go_settargs", b_settargs}, {"__go_named", b_named},
      {"__go_send", b_send}, {"__go_recv", b_recv}, {"__go_recv2", b_recv2}, {"close", b_close},
      {"__go_spawn", b_spawn}, {"__go_field_or", b_field_or}, {"__go_can_recv", b_can_recv}, {"__go_can_send", b_can_send},
      {"__go_send_done", b_send_done}, {"__go_select_ready", b_select_ready}, {"__go_select_wait", b_select_wait},
      {"__go_nil_slice", b_nil_slice}, {"__go_fdiv", b_fdiv}, {"__go_div", b_div}, {"__go_rem", b_rem}, {"__go_is_nil", b_is_nil}, {"__go_addr", b_addr}, {"__go_new", b_new}, {"__go_ref", b_ref}, {"__go_sleep_until", b_sleep_until}, {"__go_awake", b_awake}, {"__go_deref", b_deref}, {"__go_store_ptr", b_store_ptr},
      {"__go_wg_ready", b_wg_ready}, {"__go_struct_lit", b_struct_lit}, {"__go_iface", b_iface}, {"__go_unbox", b_unbox},
  };
  for (const auto& e : builtins)
    if (name == e.name) return make_native(e.fn, e.name);
  return Value::undef();
}

/// (*os.File).Write(b) and WriteString(s): (n, nil) as the file got them.
Value file_write(Vm& in, const Value& self, Args& a) {
  std::string text;
  if (arg(a, 0).is(Tag::Str)) text = sv(arg(a, 0));
  else if (arg(a, 0).is(Tag::List))
    for (const auto& b : arg(a, 0).as<ListObj>()->items) text.push_back(static_cast<char>(b.is_int() ? b.i() : 0));
  write_to(in, self, text);
  return make_list({Value::integer(static_cast<std::int64_t>(text.size())), Value::none()}, Tag::Tuple);
}

Value go_load_attr(Vm& in, const Value& obj, Name field) {
  if (!obj.is(Tag::Instance)) return Value::undef();
  auto* inst = obj.as<InstanceObj>();
  if (inst->fields.find(field)) return Value::undef();
  const std::string& cname = inst->klass()->name;
  if (cname[0] == '*' && cname.starts_with("*list."))
    if (Value v = go_containers_attr(in, obj, field); !v.is_undef()) return v;
  if (cname == "*tabwriter.Writer") return go_tabwriter_attr(in, obj, field);
  if (cname == "*big.Int" || cname == "*big.Rat" || cname == "*big.Float") return go_big_attr(in, obj, field);
  if (cname == "*url.URL" || cname == "*url.Userinfo") return go_url_attr(in, obj, field);
  if (cname == "*crc32.digest" || cname == "*adler32.digest" || cname.starts_with("*fnv.sum") || cname == "*md5.digest" ||
      cname == "*sha1.digest" || cname == "*sha256.Digest" || cname == "*sha512.Digest" || cname == "*hmac.HMAC" ||
      cname == "*base64.Encoding" || cname == "*base64.encoder")
    return go_checksum_attr(in, obj, field);
  if (cname.find("context.") != std::string::npos)
    if (Value v = go_context_attr(in, obj, field); !v.is_undef()) return v;
  if (cname.starts_with("atomic.")) return go_atomic_attr(in, obj, field);
  if (cname == "*rand.PCG" || cname == "*rand.ChaCha8" || (cname == "*rand.Rand" && go_rand_is_v2(in, obj))) return go_rand_v2_attr(in, obj, field);
  if (cname == "*rand.Rand" || cname == "*rand.rngSource") return go_rand_attr(in, obj, field);
  if (cname == "*flag.FlagSet" || cname == "*flag.value") return go_flag_attr(in, obj, field);
  if (cname == "*json.Encoder") return go_json_attr(in, obj, field);
  if (cname == "*csv.Reader" || cname == "*csv.Writer") return go_csv_attr(in, obj, field);
  if (cname == "*json.Decoder") return go_json_decoder_attr(in, obj, field);
  if (cname == "*os.File") {
    const std::string& f = in.name(field);
    if (f == "Write" || f == "WriteString") return make_native(file_write, f == "Write" ? "Write" : "WriteString", obj);
    return Value::undef();
  }
  if (cname == "package" && !in.name(field).starts_with("__")) {
    // a member of a standard package the runtime does not implement
    // (os.Getenv): an unknown value, so calling it is an unresolved call
    Value* pkg = inst->fields.find(in.intern("__name"));
    auto leaf = std::make_shared<SymExpr>();
    leaf->kind = SymExpr::Leaf;
    leaf->text = (pkg ? sv(*pkg) : std::string()) + "." + in.name(field);
    return in.fresh_symbolic(leaf->text, leaf);
  }
  if (cname == "*strings.Reader" || cname == "*bytes.Reader" || cname == "*bufio.Reader") return go_io_attr(in, obj, field);
  if (cname == "*regexp.Regexp") return go_regexp_attr(in, obj, field);
  if (cname == "time.Time" || cname == "*time.Location") return go_time_attr(in, obj, field);
  if (cname == "*time.Timer" || cname == "*time.Ticker") return go_timer_attr(in, obj, field);
  if (cname == "strings.Builder") {
    const std::string& f = in.name(field);
    if (f == "Write") return make_native(sb_write, "Write", obj);
    if (f == "Bytes") return make_native(sb_bytes, "Bytes", obj);
    static const Entry m[] = {{"WriteString", sb_write_string}, {"WriteByte", sb_write_byte}, {"WriteRune", sb_write_rune},
                              {"String", sb_string},            {"Len", sb_len},               {"Reset", sb_reset},
                              {"Grow", sb_grow}};
    for (const auto& e : m)
      if (f == e.name) return make_native(e.fn, e.name, obj);
    return go_io_attr(in, obj, field);  // a bytes.Buffer's reads
  }
  if (cname == "__goiface") {
    const Value* f = iface_field(in, obj, "__m_" + in.name(field));
    if (!f) return Value::undef();
    const Value* v = iface_field(in, obj, "__v");
    return make_native(iface_call, "method", tuple2(*f, v ? *v : Value::none()));
  }
  if (cname == "*bufio.Scanner" || cname == "*bufio.Writer") {
    const std::string& f = in.name(field);
    static const Entry m[] = {{"Scan", scanner_scan}, {"Text", scanner_text}, {"Bytes", scanner_bytes},
                              {"Split", scanner_split}, {"Err", io_nil}, {"Buffer", io_nil},
                              {"WriteString", bw_write_string}, {"WriteByte", bw_write_byte},
                              {"WriteRune", bw_write_rune}, {"Flush", io_nil}};
    for (const auto& e : m)
      if (f == e.name) return make_native(e.fn, e.name, obj);
    return Value::undef();
  }
  if (cname == "*strings.Replacer") {
    if (in.name(field) == "Replace") return make_native(replacer_replace, "Replace", obj);
    return Value::undef();
  }
  if (cname == "sync.Map") {
    static const Entry m[] = {{"Store", smap_store},         {"Load", smap_load},         {"LoadOrStore", smap_load_or_store},
                              {"LoadAndDelete", smap_load_and_delete}, {"Delete", smap_delete}, {"Range", smap_range},
                              {"Swap", smap_swap},           {"CompareAndSwap", smap_cas}, {"CompareAndDelete", smap_cad},
                              {"Clear", smap_clear}};
    const std::string& f = in.name(field);
    for (const auto& e : m)
      if (f == e.name) return make_native(e.fn, e.name, obj);
    return Value::undef();
  }
  if (cname == "sync.Once") {
    if (in.name(field) == "Do") return make_native(once_do, "Do", obj);
    return Value::undef();
  }
  if (cname == "sync.WaitGroup" || cname == "sync.Mutex") {
    const std::string& f = in.name(field);
    if (cname == "sync.WaitGroup" && (f == "Add" || f == "Done")) return make_native(wg_add, "sync", obj);
    if (cname == "sync.WaitGroup" && f == "Wait") return make_native(wg_wait, "sync", obj);
    if (f == "Lock" || f == "Unlock" || f == "RLock" || f == "RUnlock" || f == "TryLock")
      return make_native(b_noop, "sync", obj);
    return Value::undef();
  }
  if (cname == "*errors.errorString") {
    if (in.name(field) == "Error") {
      return make_native([](Vm& i, const Value& self, Args&) -> Value {
        Value* s = self.as<InstanceObj>()->fields.find(i.intern("s"));
        return s ? *s : make_str("");
      }, "Error", obj);
    }
    return Value::undef();
  }
  for (auto& k : inst->klass()->mro)
    if (k.as<ClassObj>()->attrs.find(field)) return Value::undef();
  // promoted fields and methods of embedded structs
  Value* emb = inst->klass()->attrs.find(in.intern("__go_embeds"));
  if (!emb || !emb->is(Tag::Str)) return Value::undef();
  std::string list = sv(*emb);
  std::size_t pos = 0;
  while (pos <= list.size()) {
    std::size_t e = list.find(',', pos);
    if (e == std::string::npos) e = list.size();
    std::string en = list.substr(pos, e - pos);
    pos = e + 1;
    if (en.empty()) continue;
    Value* sub = inst->fields.find(in.intern(en));
    if (!sub || !sub->is(Tag::Instance)) continue;
    Value r = go_load_attr(in, *sub, field);
    if (!r.is_undef()) return r;
    auto* si = sub->as<InstanceObj>();
    if (si->fields.find(field)) return *si->fields.find(field);
    for (auto& k : si->klass()->mro)
      if (k.as<ClassObj>()->attrs.find(field)) return in.ir_load_attr(*sub, field);
  }
  return Value::undef();
}

/// Go's bounds message: a negative index is shown without the length.
std::string index_error(std::int64_t i, std::size_t len) {
  std::string m = "index out of range [" + std::to_string(i) + "]";
  return i < 0 ? m : m + " with length " + std::to_string(len);
}
/// `s[i] = v` out of range and `m[k] = v` on a nil map panic as Go's runtime does.
bool go_store_index(Vm& in, const Value& obj, const Value& idx, const Value& v) {
  if ((obj.is(Tag::List) || obj.is(Tag::Tuple)) && idx.is_int()) {
    auto& items = obj.as<ListObj>()->items;
    if (idx.i() < 0 || static_cast<std::size_t>(idx.i()) >= items.size()) {
      go_panic_msg(in, index_error(idx.i(), items.size()));
      return true;
    }
    return go_shared_store(in, obj, static_cast<std::size_t>(idx.i()), v);
  }
  if (obj.is_none() && !idx.is_symbolic()) {
    in.raise("GoRuntimeError", "assignment to entry in nil map");  // a runtime.Error without the "runtime error: " prefix
    return true;
  }
  return false;
}
Value go_load_index(Vm& in, const Value& obj, const Value& idx) {
  switch (obj.tag()) {
    case Tag::Str: {
      if (!idx.is_int()) return Value::undef();
      const std::string& s = sv(obj);
      if (idx.i() < 0 || static_cast<std::size_t>(idx.i()) >= s.size()) {
        go_panic_msg(in, index_error(idx.i(), s.size()));
        return Value::none();
      }
      return Value::integer(static_cast<unsigned char>(s[static_cast<std::size_t>(idx.i())]));
    }
    case Tag::List:
    case Tag::Tuple: {
      if (!idx.is_int()) return Value::undef();
      auto& items = obj.as<ListObj>()->items;
      if (idx.i() < 0 || static_cast<std::size_t>(idx.i()) >= items.size()) {
        go_panic_msg(in, index_error(idx.i(), items.size()));
        return Value::none();
      }
      return items[static_cast<std::size_t>(idx.i())];
    }
    case Tag::Dict: {
      if (Value* v = obj.as<DictObj>()->find(idx)) return *v;
      if (idx.is_symbolic()) return Value::undef();
      return map_zero(in, obj);
    }
    case Tag::None: return Value::undef();
    default: return Value::undef();
  }
}

bool struct_eq(Vm& in, const Value& a, const Value& b, int depth) {
  if (a.tag() != b.tag()) return false;
  if (a.is(Tag::Instance)) {
    if (a.obj() == b.obj()) return true;
    auto *x = a.as<InstanceObj>(), *y = b.as<InstanceObj>();
    if (x->klass()->name == "time.Time" && y->klass()->name == "time.Time") return go_time_identical(in, a, b);
    if (x->cls.obj() != y->cls.obj() || x->klass()->name.find('.') != std::string::npos) return false;
    // the interface marks (__go_asptr) are no fields
    auto mark = in.intern("__p"), targs = in.intern("__targs");
    std::vector<const std::pair<decltype(mark), Value>*> xs, ys;
    for (const auto& f : x->fields.items)
      if (f.first != mark && f.first != targs) xs.push_back(&f);
    for (const auto& f : y->fields.items)
      if (f.first != mark && f.first != targs) ys.push_back(&f);
    if (depth > 32 || xs.size() != ys.size()) return false;
    // value-typed fields (nested structs, arrays) compare by value; pointer
    // fields by identity
    std::string vf;
    if (Value* f = x->klass()->attrs.find(in.intern("__go_vf")); f && f->is(Tag::Str)) vf = "," + sv(*f) + ",";
    for (std::size_t k = 0; k < xs.size(); ++k) {
      const Value& p = xs[k]->second;
      const Value& q = ys[k]->second;
      if (p.is(Tag::Instance) && q.is(Tag::Instance) &&
          vf.find("," + in.name(xs[k]->first) + ",") == std::string::npos) {
        if (p.obj() != q.obj()) return false;
        continue;
      }
      if (!struct_eq(in, p, q, depth + 1)) return false;
    }
    return true;
  }
  return eq(a, b);
}

Value go_binop(Vm& in, ir::Operator op, const Value& a, const Value& b) {
  using O = ir::Operator;
  if ((op == O::Is || op == O::IsNot || op == O::Eq || op == O::Ne) && (a.is_symbolic() || b.is_symbolic()) &&
      (a.is_none() || b.is_none())) {
    // `x == nil` of an unknown x is unknown, not false
    auto nil = std::make_shared<SymExpr>();
    nil->kind = SymExpr::Leaf;
    nil->text = "nil";
    auto e = std::make_shared<SymExpr>();
    e->kind = SymExpr::Binary;
    e->text = op == O::Is || op == O::Eq ? "==" : "!=";
    e->kids = {a.is_none() ? nil : in.expr_of(a), b.is_none() ? nil : in.expr_of(b)};
    return in.fresh_symbolic(render_expr(*e), e);
  }
  if (is_class(a, "__goiface") || is_class(b, "__goiface")) {  // an interface value of a named type: its value
    bool same_t = !is_class(a, "__goiface") || !is_class(b, "__goiface") ||
                  type_name(in, a) == type_name(in, b);
    if ((op == O::Eq || op == O::Ne) && !same_t) return Value::boolean(op == O::Ne);
    return in.ir_binop(op, unbox(in, a), unbox(in, b));
  }
  if ((op == O::Is || op == O::IsNot || op == O::Eq || op == O::Ne) && a.is_none() != b.is_none()) {
    // x == nil of a nil slice whose static type the frontend did not know (a generic V's zero)
    const Value& o = a.is_none() ? b : a;
    if (o.is(Tag::List) && o.as<ListObj>()->items.empty() && (o.obj()->rt_flags & kGoNilSlice))
      return Value::boolean(op == O::Eq || op == O::Is);
  }
  if ((op == O::Is || op == O::IsNot || op == O::Eq || op == O::Ne) && a.is(Tag::Pointer) && b.is(Tag::Pointer)) {
    // each &x makes a pointer object: two are equal when they name the same place
    const auto *p = a.as<PointerObj>(), *q = b.as<PointerObj>();
    bool e = p == q || (p->base.is_heap() && q->base.is_heap() && p->base.obj() == q->base.obj() &&
                        p->index == q->index && p->field == q->field);
    return Value::boolean(op == O::Eq || op == O::Is ? e : !e);
  }
  if ((op == ir::Operator::Eq || op == ir::Operator::Ne) && a.is(Tag::Instance) && b.is(Tag::Instance)) {
    bool e = struct_eq(in, a, b, 0);
    return Value::boolean(op == ir::Operator::Eq ? e : !e);
  }
  // the zero value of a type parameter (`var s T`) is None: arithmetic and
  // ordering treat it as the other operand's zero
  if (a.is_none() != b.is_none()) {
    const Value& o = a.is_none() ? b : a;
    if (o.is_int() || o.is(Tag::Float) || o.is(Tag::Str)) {
      switch (op) {
        case ir::Operator::Add: case ir::Operator::Sub: case ir::Operator::Mul: case ir::Operator::Lt:
        case ir::Operator::Le: case ir::Operator::Gt: case ir::Operator::Ge: case ir::Operator::BitOr:
        case ir::Operator::BitXor: {
          Value z = o.is_int() ? Value::integer(0) : o.is(Tag::Float) ? Value::real(0.0) : make_str("");
          return a.is_none() ? in.ir_binop(op, z, b) : in.ir_binop(op, a, z);
        }
        default: break;
      }
    }
  }
  return Value::undef();
}

/// An uncaught panic reads like Go's "panic: <value>" (no user code runs here).
void go_describe(Vm& in, const Value& exc, std::string& type, std::string& message) {
  Value v = panic_value(in, exc);
  type = "panic";
  if (is_class(v, "*errors.errorString")) {
    Value* s = v.as<InstanceObj>()->fields.find(in.intern("s"));
    message = s ? sv(*s) : "";
  } else if (v.is(Tag::Str)) {
    message = sv(v);
  } else if (v.is_int() || v.is(Tag::Float) || v.is(Tag::Bool)) {
    message = format_value(in, v, 'v', false, false, 0);
  } else {
    message = in.str(v);
  }
}

/// An unrecovered panic ends the program as Go's runtime does: "panic: v"
/// (or "fatal error: ..." for a deadlock), then goroutine 1's header and
/// where it stopped, on stderr, with status 2.
bool go_exit_request(Vm& in, const Value& exc, int& status, std::string& message) {
  std::string type, msg;
  go_describe(in, exc, type, msg);
  status = 2;
  std::string state = "running";
  const std::string dead = "all goroutines are asleep - deadlock!";
  if (std::size_t at = msg.find(dead); at != std::string::npos) {
    std::size_t rest = at + dead.size() + 1;
    state = msg.size() > rest ? msg.substr(rest) : "select (no cases)";
    message = "fatal error: " + dead + "\n\ngoroutine 1 [" + state + "]:\nmain.main()";
  } else {
    message = "panic: " + msg + "\n\ngoroutine 1 [running]:\nmain.main()";
  }
  if (auto at = in.raised_where()) message += "\n\t" + std::string(at->file) + ":" + std::to_string(at->line);
  return true;
}

}  // namespace

Value go_error(Vm& in, const std::string& msg) { return make_error(in, msg); }
std::string go_type_text(Vm& in, const Value& v) { return type_name(in, v); }
Value go_new_pointer(Value v) {
  auto* p = new PointerObj();
  Value pv = Value::object(p);
  p->base = make_list({std::move(v)});  // a fresh variable: a one-element list the pointer indexes
  p->index = 0;
  return pv;
}
Value go_chan_new(Vm& in) { return chan_new(in, Value::none(), Value::integer(0)); }
Value go_chan_buffered(Vm& in, std::int64_t cap) { return chan_new(in, Value::none(), Value::integer(cap)); }
void go_chan_offer(Vm& in, const Value& ch, Value v) {
  if (ListObj* q = chan_queue(in, ch)) {
    q->items.push_back(std::move(v));
    progress(in);
  }
}
std::size_t go_chan_len(Vm& in, const Value& ch) {
  ListObj* q = chan_queue(in, ch);
  return q ? q->items.size() : 0;
}
void go_spawn(Vm& in, const Value& g) {
  if (!g.is(Tag::Generator)) return;
  goroutines(in)->items.push_back(g);
  progress(in);
}
bool go_wait_clock(Vm& in, std::int64_t when) {
  return block_until(in, [&] { return go_clock(in) >= when; }, "sleep");
}
void go_chan_close(Vm& in, const Value& ch) {
  if (!is_class(ch, "chan") || chan_closed(in, ch)) return;
  ch.as<InstanceObj>()->fields.set(in.intern("__closed"), Value::boolean(true));
  progress(in);
}
Value* go_pointee(const PointerObj* ptr) {
  if (ptr->base.is(Tag::Scope)) {
    auto* sc = ptr->base.as<ScopeObj>();
    return ptr->index >= 0 && static_cast<std::size_t>(ptr->index) < sc->nslots ? &sc->slots[ptr->index] : nullptr;
  }
  if (ptr->base.is(Tag::List)) {
    auto& items = ptr->base.as<ListObj>()->items;
    return ptr->index >= 0 && static_cast<std::size_t>(ptr->index) < items.size() ? &items[static_cast<std::size_t>(ptr->index)] : nullptr;
  }
  if (ptr->base.is(Tag::Instance) && ptr->field) return ptr->base.as<InstanceObj>()->fields.find(ptr->field);
  return nullptr;
}
Value go_load_through(Vm& in, const Value& p) {
  Args a{p};
  return b_deref(in, Value(), a);
}
void go_store_through(Vm& in, const Value& p, const Value& v) {
  Args a{p, v};
  b_store_ptr(in, Value(), a);
}

/// fmt.Fprint*'s writer dispatch, for the writers other files implement.
void go_write_to(Vm& in, const Value& w, const std::string& text) { write_to(in, w, text); }

extern const LanguageTypes kGoTypes;  // go_types.cpp
extern const LanguageRuntime kGoRuntime;
const LanguageRuntime kGoRuntime{.language = "go",
                                 .global = go_global,
                                 .binop = go_binop,
                                 .load_attr = go_load_attr,
                                 .load_index = go_load_index,
                                 .store_index = go_store_index,
                                 .describe_exception = go_describe,
                                 .exit_request = go_exit_request,
                                 .uncaught_exit_status = 2,  // an uncaught panic exits with status 2
                                 .types = &kGoTypes};

std::string& go_builder_text(Vm& in, const Value& builder) { return sb_buf(in, builder); }
void go_write(Vm& in, const Value& w, const std::string& text) { write_to(in, w, text); }
Value go_discard_writer(Vm& in) { return os_file(in, -1); }
void go_panic_value(Vm& in, const Value& v) {
  Args a{v};
  b_panic(in, Value::none(), a);
}

Value go_nil_list() {
  Value l = make_list({});
  l.obj()->rt_flags |= kGoNilSlice;
  return l;
}
std::string go_quote(const std::string& s) { return quote(s); }
std::string go_format_v(Vm& in, const Value& v) { return format_value(in, v, 'v', false, false, 0); }

}  // namespace reddragon::vm
