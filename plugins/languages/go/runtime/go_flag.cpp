// go_flag.cpp - package flag as Go's flag.go behaves: a *flag.FlagSet keeps
// its flags (*flag.Flag: Name, Usage, Value, DefValue) in definition order,
// parses -f / --f / -f=v / -f v with Go's error texts, ErrHelp for an
// undefined -h/-help, the three error handlings, and prints PrintDefaults'
// exact layout. The built-in kinds are one "*flag.value" class (__k the kind,
// __p the variable or __f the function); a program's own Value (a struct
// pointer or a boxed named type) is called through its String/Set methods.
// The package's own functions work on CommandLine, named after os.Args[0]
// ("/tmp/main" in the VM, whose argument list is empty: flag.Parse sees none).
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;

constexpr char kSetCls[] = "*flag.FlagSet", kFlagCls[] = "*flag.Flag", kValueCls[] = "*flag.value";
constexpr char kProgram[] = "/tmp/main";

bool is_cls(const Value& v, const char* c) { return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == c; }
std::string text_of(const Value& v) { return v.is(Tag::Str) ? v.as<StrObj>()->s : std::string(); }
Value obj(const char* cls) {
  auto* inst = new InstanceObj();
  inst->cls = new_class(cls);
  return Value::object(inst);
}
std::vector<Value>& items(Vm& in, const Value& o, const char* f) {
  Value l = go_field(in, o, f);
  if (!l.is(Tag::List)) {
    l = make_list({});
    go_set_field(in, o, f, l);
  }
  return l.as<ListObj>()->items;
}

/// The package value of this run (ErrHelp must be one error for ==).
Value& package_slot(Vm& in) { return in.run_state("go.flag.package"); }
Value err_help(Vm& in) { return go_field(in, package_slot(in), "ErrHelp"); }

/// A method of a program's value (a struct pointer, or a named type boxed
/// as an interface), called with args; ok false when it has none.
Value call_user(Vm& in, const Value& v, const char* name, Args args, bool& ok) {
  ok = true;
  if (is_cls(v, "__goiface")) {
    Value f = go_field(in, v, (std::string("__m_") + name).c_str());
    if (!f.is_none()) {
      args.insert(args.begin(), go_field(in, v, "__v"));
      return in.call_sync(f, args);
    }
  } else if (Value m = go_json_method(in, v, name); !m.is_none()) {
    args.insert(args.begin(), v);
    return in.call_sync(m, args);
  }
  ok = false;
  return Value::none();
}

std::string kind(Vm& in, const Value& v) { return is_cls(v, kValueCls) ? text_of(go_field(in, v, "__k")) : std::string(); }

// --- the built-in kinds' Set and String ------------------------------------------

/// strconv.ParseInt/ParseUint(s, 0, 64) as flag reads them: 0 ok, 1 syntax, 2 range.
int parse_int(std::string s, bool is_unsigned, std::int64_t& out) {
  bool neg = false;
  std::size_t i = 0;
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
    if (is_unsigned) return 1;
    neg = s[0] == '-';
    i = 1;
  }
  int base = 10;
  bool prefixed = false;
  if (s.size() > i + 1 && s[i] == '0') {
    char c = static_cast<char>(s[i + 1] | 0x20);
    if (c == 'x') base = 16, i += 2, prefixed = true;
    else if (c == 'o') base = 8, i += 2, prefixed = true;
    else if (c == 'b') base = 2, i += 2, prefixed = true;
    else base = 8, i += 1;
  }
  std::string digits;
  bool last_us = prefixed;  // an underscore only between digits (or after a prefix)
  for (; i < s.size(); ++i) {
    if (s[i] == '_') {
      if (last_us && !(prefixed && digits.empty())) return 1;
      last_us = true;
      continue;
    }
    last_us = false;
    digits.push_back(s[i]);
  }
  if (digits.empty() || last_us) return (base == 8 && !prefixed && digits.empty() && !last_us) ? (out = 0, 0) : 1;
  std::uint64_t v = 0;
  auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, base);
  if (p != digits.data() + digits.size() && ec != std::errc::result_out_of_range) return 1;
  if (ec == std::errc::result_out_of_range) {
    for (char c : digits)  // an invalid digit past the overflow is still a syntax error
      if (!std::isalnum(static_cast<unsigned char>(c))) return 1;
    return 2;
  }
  if (is_unsigned) {
    out = static_cast<std::int64_t>(v);
    return 0;
  }
  const std::uint64_t lim = std::uint64_t{1} << 63;
  if (v > (neg ? lim : lim - 1)) return 2;
  out = neg ? static_cast<std::int64_t>(0 - v) : static_cast<std::int64_t>(v);
  return 0;
}

/// strconv.ParseFloat(s, 64): 0 ok, 1 syntax, 2 range.
int parse_float(const std::string& s0, double& out) {
  std::string s;
  for (char c : s0)
    if (c != '_') s.push_back(c);
  std::size_t at = !s.empty() && (s[0] == '+' || s[0] == '-') ? 1 : 0;
  const bool neg = at && s[0] == '-';
  std::string low;
  for (std::size_t k = at; k < s.size(); ++k) low.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(s[k]))));
  if (low == "inf" || low == "infinity") return out = neg ? -HUGE_VAL : HUGE_VAL, 0;
  if (low == "nan" && !at) return out = std::nan(""), 0;
  if (low.empty() || low[0] == 'i' || low[0] == 'n') return 1;
  double d = 0;
  auto fmt = std::chars_format::general;
  std::size_t from = at;
  if (low.size() > 2 && low[0] == '0' && low[1] == 'x') fmt = std::chars_format::hex, from += 2;
  auto [p, ec] = std::from_chars(s.data() + from, s.data() + s.size(), d, fmt);
  if (p != s.data() + s.size() || (ec != std::errc() && ec != std::errc::result_out_of_range)) return 1;
  if (ec == std::errc::result_out_of_range) {
    const std::size_t e = low.find_first_of(fmt == std::chars_format::hex ? "p" : "e");
    if (e != std::string::npos && e + 1 < low.size() && low[e + 1] == '-') return out = neg ? -0.0 : 0.0, 0;
    return out = neg ? -HUGE_VAL : HUGE_VAL, 2;
  }
  out = neg ? -d : d;
  return 0;
}

Value call_time(Vm& in, const char* global, const char* member, Args a) {
  Value f = go_time_global(in, global);
  if (member) f = go_field(in, f, member);
  return f.is_undef() || f.is_none() ? Value::none() : in.call_sync(f, a);
}

/// value.Set(s) of a built-in kind: the error (None when it took s).
Value builtin_set(Vm& in, const Value& v, const std::string& k, const std::string& s) {
  const Value p = go_field(in, v, "__p");
  auto numeric = [&](int st) { return go_error(in, st == 1 ? "parse error" : "value out of range"); };
  if (k == "string") {
    go_store_through(in, p, make_str(s));
  } else if (k == "bool") {
    const bool t = s == "1" || s == "t" || s == "T" || s == "true" || s == "TRUE" || s == "True";
    const bool f = s == "0" || s == "f" || s == "F" || s == "false" || s == "FALSE" || s == "False";
    go_store_through(in, p, Value::boolean(t));
    if (!t && !f) return go_error(in, "parse error");
  } else if (k == "int" || k == "int64" || k == "uint" || k == "uint64") {
    std::int64_t n = 0;
    const bool u = k[0] == 'u';
    const int st = parse_int(s, u, n);
    if (st == 2) n = u ? -1 : (!s.empty() && s[0] == '-' ? INT64_MIN : INT64_MAX);
    go_store_through(in, p, Value::integer(n));
    if (st) return numeric(st);
  } else if (k == "float64") {
    double d = 0;
    const int st = parse_float(s, d);
    go_store_through(in, p, Value::real(d));
    if (st) return numeric(st);
  } else if (k == "duration") {
    Value r = call_time(in, "time", "ParseDuration", {make_str(s)});
    if (in.raising()) return Value::none();
    const auto& t = r.is(Tag::Tuple) || r.is(Tag::List) ? r.as<ListObj>()->items : std::vector<Value>{};
    go_store_through(in, p, t.empty() ? Value::integer(0) : t[0]);
    if (t.size() > 1 && !t[1].is_none()) return go_error(in, "parse error");
  } else if (k == "func" || k == "boolfunc") {
    Args a{make_str(s)};
    return in.call_sync(go_field(in, v, "__f"), a);
  } else if (k == "text") {
    bool ok;
    std::vector<Value> bytes;
    for (unsigned char c : s) bytes.push_back(Value::integer(c));
    return call_user(in, p, "UnmarshalText", {make_list(std::move(bytes))}, ok);
  }
  return Value::none();
}

std::string builtin_string(Vm& in, const Value& v, const std::string& k) {
  if (k == "func" || k == "boolfunc") return "";
  const Value p = go_field(in, v, "__p");
  if (k == "text") {
    bool ok;
    Value r = call_user(in, p, "MarshalText", {}, ok);
    if (!ok || in.raising()) return "";
    if (r.is(Tag::Tuple) && !r.as<ListObj>()->items.empty()) r = r.as<ListObj>()->items[0];
    return go_bytes_text(r);
  }
  const Value x = go_load_through(in, p);
  if (k == "string") return text_of(x);
  if (k == "bool") return x.is(Tag::Bool) && x.b() ? "true" : "false";
  if (k == "uint" || k == "uint64") return x.is_int() ? std::to_string(static_cast<std::uint64_t>(x.i())) : "0";
  if (k == "int" || k == "int64") return x.is_int() ? std::to_string(x.i()) : "0";
  if (k == "float64") return go_format_v(in, x.is_int() ? Value::real(static_cast<double>(x.i())) : x);  // strconv's 'g', -1
  if (k == "duration") {
    Value r = call_time(in, "time.Duration_String", nullptr, {x});
    return text_of(r);
  }
  return go_format_v(in, x);
}

/// value.String() of any flag value.
std::string value_string(Vm& in, const Value& v) {
  if (std::string k = kind(in, v); !k.empty()) return builtin_string(in, v, k);
  bool ok;
  Value r = call_user(in, v, "String", {}, ok);
  return ok && !in.raising() ? go_bytes_text(r) : std::string();
}
/// value.Set(s): the error, None when it took s.
Value value_set(Vm& in, const Value& v, const std::string& s) {
  if (std::string k = kind(in, v); !k.empty()) return builtin_set(in, v, k, s);
  bool ok;
  Value r = call_user(in, v, "Set", {make_str(s)}, ok);
  if (!ok && !in.raising()) in.raise("GoRuntimeError", "runtime error: invalid memory address or nil pointer dereference");
  return r;
}
bool is_bool_flag(Vm& in, const Value& v) {
  if (std::string k = kind(in, v); !k.empty()) return k == "bool" || k == "boolfunc";
  bool ok;
  Value r = call_user(in, v, "IsBoolFlag", {}, ok);
  return ok && r.is(Tag::Bool) && r.b();
}

/// The String() of the zero value of v's type (PrintDefaults' isZeroValue).
std::string zero_string(Vm& in, const Value& v) {
  if (std::string k = kind(in, v); !k.empty()) {
    if (k == "bool") return "false";
    if (k == "duration") return "0s";
    if (k == "string" || k == "func" || k == "boolfunc" || k == "text") return "";  // textValue{nil}.String() is ""
    return "0";
  }
  // a new zero value of the program's type: its fields (or slice) zeroed as their values' kinds
  auto zero_of = [](const Value& x) {
    if (x.is_int()) return Value::integer(0);
    if (x.is(Tag::Float)) return Value::real(0);
    if (x.is(Tag::Str)) return make_str("");
    if (x.is(Tag::Bool)) return Value::boolean(false);
    if (x.is(Tag::List)) return go_nil_list();
    return Value::none();
  };
  Value z;
  if (is_cls(v, "__goiface")) {
    auto* inst = new InstanceObj();
    inst->cls = v.as<InstanceObj>()->cls;
    inst->fields = v.as<InstanceObj>()->fields;
    z = Value::object(inst);
    Value inner = go_field(in, v, "__v");
    if (inner.is(Tag::Pointer)) inner = go_load_through(in, inner);
    go_set_field(in, z, "__v", go_new_pointer(zero_of(inner)));
  } else if (v.is(Tag::Instance)) {
    auto* inst = new InstanceObj();
    inst->cls = v.as<InstanceObj>()->cls;
    inst->fields = v.as<InstanceObj>()->fields;
    z = Value::object(inst);
    for (auto& e : inst->fields.items) e.second = zero_of(e.second);
  } else {
    return "";
  }
  bool ok;
  Value r = call_user(in, z, "String", {}, ok);
  if (in.raising()) {
    in.clear_raise();
    return "\x01";
  }
  return ok ? go_bytes_text(r) : std::string();
}

// --- FlagSet ----------------------------------------------------------------

Value out_writer(Vm& in, const Value& fs) {
  Value w = go_field(in, fs, "__out");
  if (!w.is_none()) return w;
  Value e = obj("*os.File");
  go_set_field(in, e, "__fd", Value::integer(2));
  return e;
}
void emit(Vm& in, const Value& fs, const std::string& s) { go_write(in, out_writer(in, fs), s); }

Value new_set(Vm& in, const std::string& name, std::int64_t handling) {
  Value fs = obj(kSetCls);
  go_set_field(in, fs, "__name", make_str(name));
  go_set_field(in, fs, "__eh", Value::integer(handling));
  go_set_field(in, fs, "__formal", make_list({}));
  go_set_field(in, fs, "__actual", make_list({}));
  go_set_field(in, fs, "__args", go_nil_list());
  go_set_field(in, fs, "__parsed", Value::boolean(false));
  go_set_field(in, fs, "Usage", Value::none());
  return fs;
}

Value find_flag(Vm& in, const Value& fs, const std::string& name) {
  for (const Value& f : items(in, fs, "__formal"))
    if (text_of(go_field(in, f, "Name")) == name) return f;
  return Value::none();
}
std::vector<Value> sorted(Vm& in, std::vector<Value> fl) {
  std::sort(fl.begin(), fl.end(),
            [&](const Value& a, const Value& b) { return text_of(go_field(in, a, "Name")) < text_of(go_field(in, b, "Name")); });
  return fl;
}

/// UnquoteUsage: the back-quoted name (or the kind's) and the usage without the quotes.
std::pair<std::string, std::string> unquote_usage(Vm& in, const Value& f) {
  std::string usage = text_of(go_field(in, f, "Usage"));
  if (auto i = usage.find('`'); i != std::string::npos)
    if (auto j = usage.find('`', i + 1); j != std::string::npos) {
      std::string name = usage.substr(i + 1, j - i - 1);
      return {name, usage.substr(0, i) + name + usage.substr(j + 1)};
    }
  const Value v = go_field(in, f, "Value");
  std::string name = "value";
  const std::string k = kind(in, v);
  if (is_bool_flag(in, v)) name = "";
  else if (k == "duration") name = "duration";
  else if (k == "float64") name = "float";
  else if (k == "int" || k == "int64") name = "int";
  else if (k == "string") name = "string";
  else if (k == "uint" || k == "uint64") name = "uint";
  return {name, usage};
}

void print_defaults(Vm& in, const Value& fs) {
  for (const Value& f : sorted(in, items(in, fs, "__formal"))) {
    std::string b = "  -" + text_of(go_field(in, f, "Name"));
    auto [name, usage] = unquote_usage(in, f);
    if (!name.empty()) b += " " + name;
    b += b.size() <= 4 ? "\t" : "\n    \t";
    for (char c : usage) b += c == '\n' ? std::string("\n    \t") : std::string(1, c);
    const std::string def = text_of(go_field(in, f, "DefValue"));
    const Value v = go_field(in, f, "Value");
    if (def != zero_string(in, v)) b += " (default " + (kind(in, v) == "string" ? go_quote(def) : def) + ")";
    if (in.raising()) return;
    emit(in, fs, b + "\n");
  }
}

void default_usage(Vm& in, const Value& fs) {
  const std::string name = text_of(go_field(in, fs, "__name"));
  emit(in, fs, name.empty() ? "Usage:\n" : "Usage of " + name + ":\n");
  print_defaults(in, fs);
}
/// f.usage(): the set's Usage func, CommandLine's the package's Usage, else the default.
void usage(Vm& in, const Value& fs) {
  Value u = go_field(in, fs, "Usage");
  if (u.is_none() && go_field(in, fs, "__cl").is(Tag::Bool)) u = go_field(in, package_slot(in), "Usage");
  if (u.is_none()) return default_usage(in, fs);
  Args none;
  in.call_sync(u, none);
}

Value failf(Vm& in, const Value& fs, const std::string& msg) {
  emit(in, fs, msg + "\n");
  usage(in, fs);
  return go_error(in, msg);
}

/// Defines flag name with value v (Var); false when it panicked.
bool define(Vm& in, const Value& fs, const Value& v, const std::string& name, const std::string& usage_text) {
  auto fail = [&](const std::string& msg) {
    emit(in, fs, msg + "\n");
    go_panic_value(in, make_str(msg));
    return false;
  };
  if (name.starts_with("-")) return fail("flag " + go_quote(name) + " begins with -");
  if (name.find('=') != std::string::npos) return fail("flag " + go_quote(name) + " contains =");
  Value f = obj(kFlagCls);
  go_set_field(in, f, "Name", make_str(name));
  go_set_field(in, f, "Usage", make_str(usage_text));
  go_set_field(in, f, "Value", v);
  go_set_field(in, f, "DefValue", make_str(value_string(in, v)));
  if (in.raising()) return false;
  if (!find_flag(in, fs, name).is_none()) {
    const std::string set = text_of(go_field(in, fs, "__name"));
    return fail(set.empty() ? "flag redefined: " + name : set + " flag redefined: " + name);
  }
  items(in, fs, "__formal").push_back(f);
  return true;
}

/// A definer: flag.Int(name, value, usage) (a new variable) or IntVar(p, name, value, usage).
template <int Kind, bool VarForm>
Value def_kind(Vm& in, const Value& fs, Args& a) {
  static const char* const kinds[] = {"string", "int", "int64", "uint", "uint64", "bool", "float64", "duration"};
  const char* k = kinds[Kind];
  const std::size_t o = VarForm ? 1 : 0;
  Value init = go_arg(a, o + 1);
  if (Kind == 6 && init.is_int()) init = Value::real(static_cast<double>(init.i()));
  if (init.is_none()) init = Kind == 0 ? make_str("") : Kind == 5 ? Value::boolean(false) : Kind == 6 ? Value::real(0) : Value::integer(0);
  Value p = VarForm ? go_arg(a, 0) : go_new_pointer(init);
  if (VarForm) go_store_through(in, p, init);
  Value v = obj(kValueCls);
  go_set_field(in, v, "__k", make_str(k));
  go_set_field(in, v, "__p", p);
  if (!define(in, fs, v, text_of(go_arg(a, o)), text_of(go_arg(a, o + 2)))) return Value::none();
  return VarForm ? Value::none() : p;
}
template <bool Bool>
Value def_func(Vm& in, const Value& fs, Args& a) {
  Value v = obj(kValueCls);
  go_set_field(in, v, "__k", make_str(Bool ? "boolfunc" : "func"));
  go_set_field(in, v, "__f", go_arg(a, 2));
  define(in, fs, v, text_of(go_arg(a, 0)), text_of(go_arg(a, 1)));
  return Value::none();
}
Value def_text(Vm& in, const Value& fs, Args& a) {
  // TextVar(p, name, value, usage): *p takes value's text
  Value v = obj(kValueCls);
  go_set_field(in, v, "__k", make_str("text"));
  go_set_field(in, v, "__p", go_arg(a, 0));
  bool ok;
  Value r = call_user(in, go_arg(a, 2), "MarshalText", {}, ok);
  if (in.raising()) return Value::none();
  if (r.is(Tag::Tuple) && !r.as<ListObj>()->items.empty()) r = r.as<ListObj>()->items[0];
  Value err = builtin_set(in, v, "text", go_bytes_text(r));
  if (in.raising()) return Value::none();
  if (!err.is_none()) {
    go_panic_value(in, err);
    return Value::none();
  }
  define(in, fs, v, text_of(go_arg(a, 1)), text_of(go_arg(a, 3)));
  return Value::none();
}
Value def_var(Vm& in, const Value& fs, Args& a) {
  define(in, fs, go_arg(a, 0), text_of(go_arg(a, 1)), text_of(go_arg(a, 2)));
  return Value::none();
}

/// parseOne: 1 a flag was seen, 0 parsing stops, -1 an error (err set).
int parse_one(Vm& in, const Value& fs, Value& err) {
  auto& args = items(in, fs, "__args");
  if (args.empty()) return 0;
  const std::string s = text_of(args[0]);
  if (s.size() < 2 || s[0] != '-') return 0;
  std::size_t minuses = 1;
  if (s[1] == '-') {
    minuses = 2;
    if (s.size() == 2) {
      args.erase(args.begin());
      return 0;
    }
  }
  std::string name = s.substr(minuses);
  if (name.empty() || name[0] == '-' || name[0] == '=') {
    err = failf(in, fs, "bad flag syntax: " + s);
    return -1;
  }
  args.erase(args.begin());
  bool has_value = false;
  std::string value;
  if (auto eq = name.find('=', 1); eq != std::string::npos) {
    value = name.substr(eq + 1);
    has_value = true;
    name.resize(eq);
  }
  Value f = find_flag(in, fs, name);
  if (f.is_none()) {
    if (name == "help" || name == "h") {
      usage(in, fs);
      err = err_help(in);
      return -1;
    }
    err = failf(in, fs, "flag provided but not defined: -" + name);
    return -1;
  }
  const Value v = go_field(in, f, "Value");
  if (is_bool_flag(in, v)) {
    Value e = value_set(in, v, has_value ? value : "true");
    if (in.raising()) return -1;
    if (!e.is_none()) {
      err = failf(in, fs, has_value ? "invalid boolean value " + go_quote(value) + " for -" + name + ": " + go_error_text(in, e)
                                    : "invalid boolean flag " + name + ": " + go_error_text(in, e));
      return -1;
    }
  } else {
    if (!has_value && !args.empty()) {
      has_value = true;
      value = text_of(args[0]);
      args.erase(args.begin());
    }
    if (!has_value) {
      err = failf(in, fs, "flag needs an argument: -" + name);
      return -1;
    }
    Value e = value_set(in, v, value);
    if (in.raising()) return -1;
    if (!e.is_none()) {
      err = failf(in, fs, "invalid value " + go_quote(value) + " for flag -" + name + ": " + go_error_text(in, e));
      return -1;
    }
  }
  auto& actual = items(in, fs, "__actual");
  if (std::none_of(actual.begin(), actual.end(), [&](const Value& x) { return text_of(x) == name; })) actual.push_back(make_str(name));
  return 1;
}

Value parse_list(Vm& in, const Value& fs, const Value& list) {
  go_set_field(in, fs, "__parsed", Value::boolean(true));
  std::vector<Value> copy;
  if (list.is(Tag::List)) copy = list.as<ListObj>()->items;
  go_set_field(in, fs, "__args", make_list(std::move(copy)));
  for (;;) {
    Value err;
    const int r = parse_one(in, fs, err);
    if (in.raising()) return Value::none();
    if (r == 1) continue;
    if (r == 0) return Value::none();
    const std::int64_t eh = go_field(in, fs, "__eh").is_int() ? go_field(in, fs, "__eh").i() : 0;
    if (eh == 0) return err;
    if (eh == 1) {
      const Value help = err_help(in);
      in.exit_program(err.is(Tag::Instance) && help.is(Tag::Instance) && err.obj() == help.obj() ? 0 : 2);
      return Value::none();
    }
    go_panic_value(in, err);
    return Value::none();
  }
}

// --- the FlagSet's methods ----------------------------------------------------

Value m_parse(Vm& in, const Value& fs, Args& a) { return parse_list(in, fs, go_arg(a, 0)); }
Value m_parsed(Vm& in, const Value& fs, Args&) { return go_field(in, fs, "__parsed"); }
Value m_args(Vm& in, const Value& fs, Args&) {
  auto& args = items(in, fs, "__args");
  if (args.empty()) return go_nil_list();
  return make_list(args);
}
Value m_narg(Vm& in, const Value& fs, Args&) { return Value::integer(static_cast<std::int64_t>(items(in, fs, "__args").size())); }
Value m_arg(Vm& in, const Value& fs, Args& a) {
  auto& args = items(in, fs, "__args");
  const std::int64_t i = go_arg(a, 0).is_int() ? go_arg(a, 0).i() : -1;
  return i < 0 || i >= static_cast<std::int64_t>(args.size()) ? make_str("") : args[static_cast<std::size_t>(i)];
}
Value m_nflag(Vm& in, const Value& fs, Args&) { return Value::integer(static_cast<std::int64_t>(items(in, fs, "__actual").size())); }
Value m_lookup(Vm& in, const Value& fs, Args& a) { return find_flag(in, fs, text_of(go_arg(a, 0))); }
Value m_set(Vm& in, const Value& fs, Args& a) {
  const std::string name = text_of(go_arg(a, 0));
  Value f = find_flag(in, fs, name);
  if (f.is_none()) return go_error(in, "no such flag -" + name);
  Value e = value_set(in, go_field(in, f, "Value"), text_of(go_arg(a, 1)));
  if (in.raising() || !e.is_none()) return e;
  auto& actual = items(in, fs, "__actual");
  if (std::none_of(actual.begin(), actual.end(), [&](const Value& x) { return text_of(x) == name; })) actual.push_back(make_str(name));
  return Value::none();
}
template <bool All>
Value m_visit(Vm& in, const Value& fs, Args& a) {
  std::vector<Value> fl;
  if (All) {
    fl = items(in, fs, "__formal");
  } else {
    for (const Value& n : items(in, fs, "__actual")) fl.push_back(find_flag(in, fs, text_of(n)));
  }
  for (const Value& f : sorted(in, std::move(fl))) {
    Args fa{f};
    in.call_sync(go_arg(a, 0), fa);
    if (in.raising()) break;
  }
  return Value::none();
}
Value m_print_defaults(Vm& in, const Value& fs, Args&) {
  print_defaults(in, fs);
  return Value::none();
}
Value m_name(Vm& in, const Value& fs, Args&) { return go_field(in, fs, "__name"); }
Value m_output(Vm& in, const Value& fs, Args&) { return out_writer(in, fs); }
Value m_set_output(Vm& in, const Value& fs, Args& a) {
  go_set_field(in, fs, "__out", go_arg(a, 0));
  return Value::none();
}
Value m_error_handling(Vm& in, const Value& fs, Args&) { return go_field(in, fs, "__eh"); }
Value m_init(Vm& in, const Value& fs, Args& a) {
  go_set_field(in, fs, "__name", make_str(text_of(go_arg(a, 0))));
  go_set_field(in, fs, "__eh", go_arg(a, 1).is_int() ? go_arg(a, 1) : Value::integer(0));
  return Value::none();
}

const GoNative kMethods[] = {
    {"String", def_kind<0, false>},     {"StringVar", def_kind<0, true>},     {"Int", def_kind<1, false>},
    {"IntVar", def_kind<1, true>},      {"Int64", def_kind<2, false>},        {"Int64Var", def_kind<2, true>},
    {"Uint", def_kind<3, false>},       {"UintVar", def_kind<3, true>},       {"Uint64", def_kind<4, false>},
    {"Uint64Var", def_kind<4, true>},   {"Bool", def_kind<5, false>},         {"BoolVar", def_kind<5, true>},
    {"Float64", def_kind<6, false>},    {"Float64Var", def_kind<6, true>},    {"Duration", def_kind<7, false>},
    {"DurationVar", def_kind<7, true>}, {"Func", def_func<false>},            {"BoolFunc", def_func<true>},
    {"TextVar", def_text},              {"Var", def_var},                     {"Parse", m_parse},
    {"Parsed", m_parsed},               {"Args", m_args},                     {"NArg", m_narg},
    {"Arg", m_arg},                     {"NFlag", m_nflag},                   {"Lookup", m_lookup},
    {"Set", m_set},                     {"Visit", m_visit<false>},            {"VisitAll", m_visit<true>},
    {"PrintDefaults", m_print_defaults}, {"Name", m_name},                    {"Output", m_output},
    {"SetOutput", m_set_output},        {"ErrorHandling", m_error_handling},  {"Init", m_init}};

// --- a built-in value's methods -------------------------------------------------

Value v_string(Vm& in, const Value& v, Args&) { return make_str(value_string(in, v)); }
Value v_set(Vm& in, const Value& v, Args& a) { return value_set(in, v, text_of(go_arg(a, 0))); }
Value v_get(Vm& in, const Value& v, Args&) {
  const std::string k = kind(in, v);
  if (k == "func" || k == "boolfunc") return Value::none();
  return k == "text" ? go_field(in, v, "__p") : go_load_through(in, go_field(in, v, "__p"));
}
Value v_is_bool(Vm& in, const Value& v, Args&) { return Value::boolean(is_bool_flag(in, v)); }

// --- the package's functions: CommandLine's methods ---------------------------------

Value f_parse(Vm& in, const Value& pkg, Args&) { return parse_list(in, go_field(in, pkg, "CommandLine"), go_nil_list()); }
Value f_usage(Vm& in, const Value& pkg, Args&) {
  default_usage(in, go_field(in, pkg, "CommandLine"));
  return Value::none();
}
Value f_new_flag_set(Vm& in, const Value&, Args& a) {
  return new_set(in, text_of(go_arg(a, 0)), go_arg(a, 1).is_int() ? go_arg(a, 1).i() : 0);
}
Value f_unquote_usage(Vm& in, const Value&, Args& a) {
  auto [name, usage_text] = unquote_usage(in, go_arg(a, 0));
  return make_list({make_str(name), make_str(usage_text)}, Tag::Tuple);
}

}  // namespace

Value go_flag_global(Vm& in, std::string_view name) {
  if (name != "flag") return Value::undef();
  Value p = go_package(in, "flag", {{"NewFlagSet", f_new_flag_set}, {"UnquoteUsage", f_unquote_usage}},
                       {{"ContinueOnError", 0}, {"ExitOnError", 1}, {"PanicOnError", 2}});
  package_slot(in) = p;
  Value cl = new_set(in, kProgram, 1);
  go_set_field(in, cl, "__cl", Value::boolean(true));
  go_set_field(in, p, "CommandLine", cl);
  go_set_field(in, p, "ErrHelp", go_error(in, "flag: help requested"));
  go_set_field(in, p, "Usage", make_native(f_usage, "Usage", p));
  for (const auto& e : kMethods) {
    const std::string n = e.name;
    if (n == "Name" || n == "Output" || n == "SetOutput" || n == "ErrorHandling" || n == "Init") continue;  // methods only
    if (n == "Parse") go_set_field(in, p, "Parse", make_native(f_parse, "Parse", p));
    else go_set_field(in, p, e.name, make_native(e.fn, e.name, cl));
  }
  return p;
}

Value go_flag_attr(Vm& in, const Value& obj, Name field) {
  const std::string& n = in.name(field);
  if (is_cls(obj, kSetCls)) {
    for (const auto& e : kMethods)
      if (n == e.name) return make_native(e.fn, e.name, obj);
    return Value::undef();
  }
  if (is_cls(obj, kValueCls)) {
    static const GoNative vm[] = {{"String", v_string}, {"Set", v_set}, {"Get", v_get}, {"IsBoolFlag", v_is_bool}};
    for (const auto& e : vm)
      if (n == e.name) return make_native(e.fn, e.name, obj);
  }
  return Value::undef();
}

}  // namespace reddragon::vm
