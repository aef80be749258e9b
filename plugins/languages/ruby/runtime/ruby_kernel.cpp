// ruby_kernel.cpp - Kernel functions (puts, p, format, ...), the lowering's
// `__rb_*` helpers, operators, indexing, rendering and the runtime row.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "reddragon/vm/big_ratio.hpp"
#include "reddragon/vm/bigint.hpp"
#include "ruby_shared.hpp"

namespace reddragon::vm {
using ir::Operator;
namespace ruby {


namespace {
#define NEED_OK \
  if (vm.raising()) return Value::none()
std::vector<Value>& items(const Value& v) { return v.as<ListObj>()->items; }
Value list(std::vector<Value> v) { return make_list(std::move(v)); }
Value arg(const std::vector<Value>& a, std::size_t i) { return i < a.size() ? a[i] : Value::none(); }

void puts_value(Vm& vm, const Value& v, std::string& out, int depth, bool only = false) {
  if (v.is(Tag::List) && depth < 100) {
    if (items(v).empty() && depth == 0 && only) out += "\n";
    for (auto& x : items(v)) puts_value(vm, x, out, depth + 1);
    return;
  }
  std::string s = to_s(vm, v);
  out += s;
  if (s.empty() || s.back() != '\n') out += "\n";
}

Value k_puts(Vm& vm, const Value&, std::vector<Value>& args) {
  rb_take_block(args);
  std::string out;
  if (args.empty()) out = "\n";
  for (auto& a : args) {
    puts_value(vm, a, out, 0, args.size() == 1);
    NEED_OK;
  }
  vm.write_out(out);
  return Value::none();
}
Value k_print(Vm& vm, const Value&, std::vector<Value>& args) {
  rb_take_block(args);
  std::string out;
  for (auto& a : args) {
    out += to_s(vm, a);
    NEED_OK;
  }
  vm.write_out(out);
  return Value::none();
}
Value k_p(Vm& vm, const Value&, std::vector<Value>& args) {
  rb_take_block(args);
  std::string out;
  for (auto& a : args) {
    out += inspect(vm, a) + "\n";
    NEED_OK;
  }
  vm.write_out(out);
  if (args.empty()) return Value::none();
  if (args.size() == 1) return args[0];
  return list(args);
}
Value k_format(Vm& vm, const Value&, std::vector<Value>& args) {
  rb_take_block(args);
  if (args.empty()) return make_str("");
  std::vector<Value> rest(args.begin() + 1, args.end());
  std::string s = format(vm, to_s(vm, args[0]), rest);
  NEED_OK;
  return make_str(s);
}
Value k_printf(Vm& vm, const Value& self, std::vector<Value>& args) {
  Value s = k_format(vm, self, args);
  NEED_OK;
  vm.write_out(sv(s));
  return Value::none();
}
bool parse_int_strict(const std::string& s0, BigInt& out) {
  std::string s;
  for (char c : s0)
    if (c != '_') s += c;
  std::size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  s = s.substr(a, b - a);
  if (s.empty()) return false;
  bool neg = false;
  std::size_t i = 0;
  if (s[0] == '-' || s[0] == '+') neg = s[i++] == '-';
  int base = 10;
  if (s.compare(i, 2, "0x") == 0) base = 16, i += 2;
  else if (s.compare(i, 2, "0b") == 0) base = 2, i += 2;
  else if (s.compare(i, 2, "0o") == 0) base = 8, i += 2;
  else if (s.compare(i, 2, "0d") == 0) i += 2;
  else if (s.size() > i + 1 && s[i] == '0') base = 8, i += 1;  // a leading 0: octal
  if (i >= s.size()) return false;
  BigInt v = 0;
  for (; i < s.size(); ++i) {
    char c = static_cast<char>(std::tolower(static_cast<unsigned char>(s[i])));
    int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : 99;
    if (d >= base) return false;
    v = v * base + d;
  }
  out = neg ? BigInt(-v) : v;
  return true;
}
Value k_exit(Vm& vm, const Value&, std::vector<Value>& args) {
  int st = 0;
  if (!args.empty() && args[0].is(Tag::Int)) st = static_cast<int>(args[0].i());
  if (!args.empty() && args[0].is(Tag::Bool)) st = args[0].b() ? 0 : 1;
  vm.exit_program(st);
  return Value::none();
}
Value k_abort(Vm& vm, const Value&, std::vector<Value>&) {
  vm.exit_program(1);
  return Value::none();
}
Value k_noop(Vm&, const Value&, std::vector<Value>&) { return Value::none(); }
Value k_true(Vm&, const Value&, std::vector<Value>&) { return Value::boolean(true); }
Value k_lambda(Vm&, const Value&, std::vector<Value>& args) { return rb_take_block(args); }
Value k_loop(Vm& vm, const Value&, std::vector<Value>& args) {
  Value blk = rb_take_block(args);
  for (;;) {
    call_block(vm, blk, {});
    if (vm.raising()) {
      if (vm.current_exception_is("StopIteration")) {
        Value e = vm.current_exception();
        vm.clear_raise();
        Value r = instance_field(vm, e, "result");
        return r;
      }
      return Value::none();
    }
  }
}
Value k_catch(Vm& vm, const Value&, std::vector<Value>& args) {
  Value blk = rb_take_block(args);
  Value tag = args.empty() ? make_str("__catch") : args[0];
  Value r = call_block(vm, blk, {tag});
  if (vm.raising() && vm.current_exception_is("__RbThrow")) {
    Value e = vm.current_exception();
    if (rb_eq(vm, instance_field(vm, e, "tag"), tag)) {
      vm.clear_raise();
      return instance_field(vm, e, "value");
    }
  }
  return r;
}
Value k_throw(Vm& vm, const Value&, std::vector<Value>& args) {
  rb_ensure_classes(vm);
  Value e = vm.make_exception("__RbThrow", "uncaught throw " + inspect(vm, arg(args, 0)));
  set_instance_field(vm, e, "tag", arg(args, 0));
  set_instance_field(vm, e, "value", arg(args, 1));
  vm.raise_value(e);
  return Value::none();
}
Value k_integer(Vm& vm, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  if (v.is(Tag::Int) || v.is(Tag::BigInt)) return v;
  if (v.is(Tag::Float)) {
    if (std::isnan(v.d()) || std::isinf(v.d())) {
      rb_raise(vm, "FloatDomainError", fmt_float(v.d()));
      return Value::none();
    }
    return make_int(BigInt(std::trunc(v.d())));
  }
  if (is_str(v) && args.size() > 1 && args[1].is(Tag::Int)) {
    // Integer(str, base): digits of that base, a matching prefix (0x, 0b,
    // 0o, 0d) allowed, underscores between digits, surrounding spaces
    std::int64_t base = args[1].i();
    std::string t = sv(v);
    std::size_t a = t.find_first_not_of(" \t\n"), b = t.find_last_not_of(" \t\n");
    t = a == std::string::npos ? "" : t.substr(a, b - a + 1);
    bool neg = !t.empty() && (t[0] == '-' || t[0] == '+') && t[0] == '-';
    if (!t.empty() && (t[0] == '-' || t[0] == '+')) t.erase(0, 1);
    if (t.size() > 2 && t[0] == '0') {
      char c = static_cast<char>(std::tolower(static_cast<unsigned char>(t[1])));
      if ((c == 'x' && base == 16) || (c == 'b' && base == 2) || (c == 'o' && base == 8) || (c == 'd' && base == 10)) t.erase(0, 2);
    }
    BigInt out = 0;
    bool ok = base >= 2 && base <= 36 && !t.empty() && t.front() != '_' && t.back() != '_';
    for (std::size_t i = 0; ok && i < t.size(); ++i) {
      char c = static_cast<char>(std::tolower(static_cast<unsigned char>(t[i])));
      if (c == '_' && t[i - 1] != '_') continue;
      int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : (c >= 'a' && c <= 'z') ? c - 'a' + 10 : 99;
      if (d >= base) ok = false;
      else out = out * base + d;
    }
    if (ok) return make_int(neg ? BigInt(-out) : out);
    rb_raise(vm, "ArgumentError", "invalid value for Integer(): " + inspect(vm, v));
    return Value::none();
  }
  if (is_str(v)) {
    BigInt out;
    if (parse_int_strict(sv(v), out)) return make_int(out);
    if (args.size() > 1 && args[1].is(Tag::KwArg)) return Value::none();
    rb_raise(vm, "ArgumentError", "invalid value for Integer(): " + inspect(vm, v));
    return Value::none();
  }
  if (v.is_none()) {
    rb_raise(vm, "TypeError", "can't convert nil into Integer");
    return Value::none();
  }
  return send(vm, v, "to_i", {});
}
Value k_float(Vm& vm, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  if (is_numeric(v)) return Value::real(to_double(v));
  if (is_str(v)) {
    const std::string& s = sv(v);
    char* end = nullptr;
    double d = std::strtod(s.c_str(), &end);
    while (end && *end && std::isspace(static_cast<unsigned char>(*end))) ++end;
    if (!s.empty() && end && *end == '\0' && !std::isspace(static_cast<unsigned char>(s[0]))) return Value::real(d);
    rb_raise(vm, "ArgumentError", "invalid value for Float(): " + inspect(vm, v));
    return Value::none();
  }
  if (v.is_none()) {
    rb_raise(vm, "TypeError", "can't convert nil into Float");
    return Value::none();
  }
  return send(vm, v, "to_f", {});
}

// --- helpers the lowering calls ------------------------------------------------------
Value h_str(Vm& vm, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  if (is_str(v)) return v;
  std::string s = to_s(vm, v);
  NEED_OK;
  return make_str(s);
}
/// A literal under `frozen_string_literal: true`: one frozen string per content.
Value h_fstr(Vm& vm, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  if (!v.is(Tag::Str)) return v;
  Value& tbl = vm.run_state("ruby.fstr");
  if (tbl.is_none()) tbl = make<DictObj>();
  if (Value* p = tbl.as<DictObj>()->find(v)) return *p;
  Value s = make_str(sv(v));
  rb_freeze(vm, s);
  tbl.as<DictObj>()->set(s, s);
  return s;
}
/// Unary plus: a frozen string's unfrozen copy (+"lit"), else the operand.
Value h_uplus(Vm& vm, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  if (is_str(v) && rb_frozen(vm, v)) return make_str(sv(v));
  if (v.is(Tag::Instance)) return send(vm, v, "+@", {});
  return v;
}
Value h_strnew(Vm&, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  return v.is(Tag::Str) ? make_str(sv(v)) : v;
}
Value h_to_sym(Vm& vm, const Value&, std::vector<Value>& args) { return make_sym(to_s(vm, arg(args, 0))); }
Value h_range(Vm& vm, const Value&, std::vector<Value>& args) {
  return rb_range_new(vm, arg(args, 0), arg(args, 1), rb_truthy(arg(args, 2)));
}
Value h_regex(Vm& vm, const Value&, std::vector<Value>& args) {
  return make_regex(vm, to_s(vm, arg(args, 0)), to_s(vm, arg(args, 1)));
}
bool enum_items(Vm& vm, const Value& v, std::vector<Value>& out) {
  if (v.is(Tag::List) || v.is(Tag::Tuple)) {
    out = items(v);
    return true;
  }
  if (v.is(Tag::Dict)) {
    for (auto& [k, x] : v.as<DictObj>()->entries) out.push_back(list({k, x}));
    return true;
  }
  if (rb_is_range(v)) return rb_range_items(vm, v, out);
  if (v.is_symbolic()) return false;
  Value a = send(vm, v, "to_a", {});
  if (vm.raising()) return false;
  if (a.is(Tag::List)) out = items(a);
  return true;
}
Value h_iter(Vm& vm, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  if (v.is_symbolic() || v.is(Tag::List)) return vm.iter(v);
  std::vector<Value> xs;
  if (!enum_items(vm, v, xs)) return vm.iter(v);
  return vm.iter(list(xs));
}
Value h_to_a(Vm& vm, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  if (v.is(Tag::List) || v.is_symbolic()) return v;
  if (v.is(Tag::Tuple)) return list(items(v));
  if (v.is_none()) return list({});
  if (v.is(Tag::Dict) || rb_is_range(v)) {
    std::vector<Value> xs;
    if (!enum_items(vm, v, xs)) return Value::none();
    return list(xs);
  }
  if (v.is(Tag::Instance)) {  // *obj splats what obj.to_a answers (a Struct's values)
    bool has = rb_is_struct(vm, v);
    Name n = vm.intern("to_a");
    for (auto& k : v.as<InstanceObj>()->klass()->mro)
      if (k.as<ClassObj>()->attrs.find(n)) has = true;
    if (has) {
      Value a = send(vm, v, "to_a", {});
      if (vm.raising()) return Value::none();
      if (a.is(Tag::List)) return a;
    }
  }
  return list({v});
}
Value h_to_ary(Vm&, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  if (v.is(Tag::List) || v.is_symbolic()) return v;
  if (v.is(Tag::Tuple)) return list(items(v));
  return list({v});
}
Value h_at(Vm& vm, const Value&, std::vector<Value>& args) {
  Value a = arg(args, 0);
  if (a.is_symbolic()) return vm.ir_load_index(a, arg(args, 1));
  if (!a.is(Tag::List)) return Value::none();
  std::int64_t i = arg(args, 1).is(Tag::Int) ? arg(args, 1).i() : 0;
  std::int64_t n = static_cast<std::int64_t>(items(a).size());
  if (i < 0) i += n;
  return i >= 0 && i < n ? items(a)[static_cast<std::size_t>(i)] : Value::none();
}
Value h_pm_rest(Vm&, const Value&, std::vector<Value>& args) {
  Value a = arg(args, 0);
  if (!a.is(Tag::List)) return list({});
  std::int64_t start = arg(args, 1).is(Tag::Int) ? arg(args, 1).i() : 0;
  std::int64_t fixed = arg(args, 2).is(Tag::Int) ? arg(args, 2).i() : 0;
  std::int64_t n = static_cast<std::int64_t>(items(a).size());
  std::int64_t end = n - (fixed - start);
  if (end < start) return list({});
  return list(std::vector<Value>(items(a).begin() + start, items(a).begin() + end));
}
Value h_case_eq(Vm& vm, const Value&, std::vector<Value>& args) {
  Value pat = arg(args, 0), v = arg(args, 1);
  if (pat.is(Tag::Class) || (pat.is(Tag::Builtin) && std::strcmp(pat.as<BuiltinObj>()->native_name, "method") != 0 &&
                             pat.as<BuiltinObj>()->id != ~std::uint32_t{0}))
    return Value::boolean(rb_is_a(vm, v, pat));
  if (rb_is_range(pat)) {
    std::vector<Value> a{v};
    bool f;
    return range_method(vm, pat, "===", a, Value::none(), f);
  }
  if (is_regex(pat)) {
    if (!is_str(v) && !is_sym(v)) return Value::boolean(false);
    return Value::boolean(!send(vm, pat, "=~", {v}).is_none());
  }
  if (pat.is(Tag::Function)) return Value::boolean(rb_truthy(call_block(vm, pat, {v})));
  if (pat.is(Tag::Instance) && !rb_is_range(pat)) {
    Value r = send(vm, pat, "===", {v});
    return Value::boolean(rb_truthy(r));
  }
  return Value::boolean(rb_eq(vm, pat, v));
}
}  // namespace
bool rb_case_eq(Vm& vm, const Value& pat, const Value& v) {
  std::vector<Value> a{pat, v};
  return rb_truthy(h_case_eq(vm, Value::none(), a));
}
namespace {
Value h_case_any(Vm& vm, const Value& self, std::vector<Value>& args) {
  Value l = arg(args, 0);
  std::vector<Value> xs;
  if (!enum_items(vm, l, xs)) return Value::boolean(false);
  for (auto& x : xs) {
    std::vector<Value> a{x, arg(args, 1)};
    Value r = h_case_eq(vm, self, a);
    NEED_OK;
    if (rb_truthy(r)) return Value::boolean(true);
  }
  return Value::boolean(false);
}
Value h_no_match(Vm& vm, const Value&, std::vector<Value>& args) {
  rb_ensure_classes(vm);
  return vm.make_exception("NoMatchingPatternError", inspect(vm, arg(args, 0)));
}
Value h_pm_array(Vm& vm, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  if (rb_is_struct(vm, v)) v = send(vm, v, "to_a", {});
  if (!v.is(Tag::List)) return Value::boolean(false);
  std::int64_t n = static_cast<std::int64_t>(items(v).size()), fixed = arg(args, 1).is(Tag::Int) ? arg(args, 1).i() : 0;
  return Value::boolean(rb_truthy(arg(args, 2)) ? n >= fixed : n == fixed);
}
Value h_pm_hash(Vm&, const Value&, std::vector<Value>& args) { return Value::boolean(arg(args, 0).is(Tag::Dict)); }
bool defines(Vm& vm, const Value& v, std::string_view m) {
  if (!v.is(Tag::Instance) || rb_is_range(v)) return false;
  for (auto& k : v.as<InstanceObj>()->klass()->mro)
    if (k.as<ClassObj>()->attrs.find(vm.intern(m))) return true;
  return false;
}
/// What an array pattern matches against: an Array, or what the value's
/// deconstruct returns (structs, objects defining it); nil: no match.
Value h_pm_deconstruct(Vm& vm, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  if (v.is(Tag::List)) return v;
  if (rb_is_struct(vm, v) || defines(vm, v, "deconstruct")) {
    Value r = send(vm, v, "deconstruct", {});
    if (vm.raising()) return Value::none();
    if (!r.is(Tag::List)) rb_raise(vm, "TypeError", "deconstruct must return Array");
    return r;
  }
  return Value::none();
}
/// What a hash pattern matches against: a Hash, or deconstruct_keys(keys)
/// (keys is nil when the pattern has **rest); nil: no match.
Value h_pm_deconstruct_keys(Vm& vm, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  if (v.is(Tag::Dict)) return v;
  if (rb_is_struct(vm, v) || defines(vm, v, "deconstruct_keys")) {
    Value r = send(vm, v, "deconstruct_keys", {arg(args, 1)});
    if (vm.raising()) return Value::none();
    if (!r.is(Tag::Dict)) rb_raise(vm, "TypeError", "deconstruct_keys must return Hash");
    return r;
  }
  return Value::none();
}
/// `**rest` of a hash pattern: the entries whose keys the pattern did not name.
Value h_pm_hrest(Vm&, const Value&, std::vector<Value>& args) {
  Value h = arg(args, 0), keys = arg(args, 1), out = make<DictObj>();
  if (!h.is(Tag::Dict)) return out;
  for (auto& [k, x] : h.as<DictObj>()->entries) {
    bool named = false;
    if (keys.is(Tag::List))
      for (auto& n : items(keys)) named = named || eq(n, k);
    if (!named) out.as<DictObj>()->set(k, x);
  }
  return out;
}
Value h_pm_key(Vm&, const Value&, std::vector<Value>& args) {
  Value v = arg(args, 0);
  return Value::boolean(v.is(Tag::Dict) && v.as<DictObj>()->find(arg(args, 1)) != nullptr);
}
Value h_defined(Vm& vm, const Value&, std::vector<Value>& args) {
  std::string t = to_s(vm, arg(args, 0));
  if (t.empty()) return Value::none();
  if (t[0] == '@') return make_str("instance-variable");
  if (std::isupper(static_cast<unsigned char>(t[0]))) return make_str("constant");
  if (t == "puts" || t == "print" || t == "p") return make_str("method");
  return Value::none();
}
Value h_gvar_get(Vm& vm, const Value&, std::vector<Value>& args) {
  Value& g = vm.run_state("ruby.gvars");
  if (g.is_none()) g = make<DictObj>();
  Value* p = g.as<DictObj>()->find(arg(args, 0));
  if (p) return *p;
  std::string n = to_s(vm, arg(args, 0));
  if (n == "$PROGRAM_NAME" || n == "$0") return make_str("main.rb");
  if (n == "$stdout" || n == "$stderr") return rb_core_const(vm, "Kernel");
  return Value::none();
}
Value h_gvar_set(Vm& vm, const Value&, std::vector<Value>& args) {
  Value& g = vm.run_state("ruby.gvars");
  if (g.is_none()) g = make<DictObj>();
  g.as<DictObj>()->set(arg(args, 0), arg(args, 1));
  return arg(args, 1);
}
Value h_dedent(Vm& vm, const Value&, std::vector<Value>& args) {
  std::string s = to_s(vm, arg(args, 0));
  std::vector<std::string> lines;
  std::size_t st = 0;
  while (st < s.size()) {
    std::size_t e = s.find('\n', st);
    if (e == std::string::npos) e = s.size() - 1;
    lines.push_back(s.substr(st, e - st + 1));
    st = e + 1;
  }
  std::size_t ind = std::string::npos;
  for (auto& l : lines) {
    std::size_t k = 0;
    while (k < l.size() && (l[k] == ' ' || l[k] == '\t')) ++k;
    if (k == l.size() || l[k] == '\n') continue;
    ind = std::min(ind, k);
  }
  if (ind == std::string::npos) ind = 0;
  std::string out;
  for (auto& l : lines) {
    std::size_t k = 0;
    while (k < ind && k < l.size() && (l[k] == ' ' || l[k] == '\t')) ++k;
    out += l.substr(k);
  }
  return make_str(out);
}
Value h_heredoc(Vm& vm, const Value& self, std::vector<Value>& args) {
  std::string s = to_s(vm, arg(args, 0));
  if (!s.empty() && s[0] == '\n') s.erase(0, 1);
  std::size_t nl = s.rfind('\n');
  if (nl != std::string::npos && s.find_first_not_of(" \t", nl + 1) == std::string::npos) s.resize(nl + 1);
  if (!rb_truthy(arg(args, 1))) return make_str(s);
  std::vector<Value> a{make_str(s)};
  return h_dedent(vm, self, a);
}
Value h_nodef(Vm& vm, const Value&, std::vector<Value>&) {
  Value& m = vm.run_state("ruby.nodefault");
  if (m.is_none()) m = make_list({make_str("no default")}, Tag::Tuple);
  return m;
}
Value h_symkeys(Vm&, const Value&, std::vector<Value>& args) {
  Value d = arg(args, 0);
  if (!d.is(Tag::Dict)) return d;
  Value out = make<DictObj>();
  for (auto& [k, v] : d.as<DictObj>()->entries) out.as<DictObj>()->set(is_str(k) ? make_sym(sv(k)) : k, v);
  return out;
}
/// `f(**h)`: the hash's symbol keys become the keyword names the call
/// passes (the VM names keywords by plain strings).
Value h_kwsplat(Vm&, const Value&, std::vector<Value>& args) {
  Value d = arg(args, 0);
  if (!d.is(Tag::Dict)) return d;
  Value out = make<DictObj>();
  for (auto& [k, v] : d.as<DictObj>()->entries) out.as<DictObj>()->set(is_sym(k) ? make_str(sym_name(k)) : k, v);
  return out;
}
Value h_last_group(Vm& vm, const Value&, std::vector<Value>& args) {
  return last_group(vm, arg(args, 0).is(Tag::Int) ? arg(args, 0).i() : 0);
}
Value h_last_match(Vm& vm, const Value&, std::vector<Value>&) { return last_match(vm); }
Value h_jump(Vm& vm, std::string_view cls, std::vector<Value>& args) {
  rb_ensure_classes(vm);
  Value e = vm.make_exception(cls, cls == "__RbBreak" ? "break from proc-closure" : "unexpected return");
  set_instance_field(vm, e, "value", arg(args, 0));
  return e;
}
Value h_return(Vm& vm, const Value&, std::vector<Value>& args) { return h_jump(vm, "__RbReturn", args); }
Value h_break(Vm& vm, const Value&, std::vector<Value>& args) { return h_jump(vm, "__RbBreak", args); }
Value h_main(Vm& vm, const Value&, std::vector<Value>&) {
  Value& m = vm.run_state("ruby.main");
  if (m.is_none()) {
    auto* inst = new InstanceObj();
    inst->cls = rb_builtin_class(vm, "Object");
    m = Value::object(inst);
  }
  return m;
}
Value h_yield(Vm& vm, const Value&, std::vector<Value>& args) {
  Value blk = arg(args, 0);
  std::vector<Value> rest(args.begin() + (args.empty() ? 0 : 1), args.end());
  return call_block(vm, blk, rest);
}
Value h_call(Vm& vm, const Value&, std::vector<Value>& args) {
  Value f = arg(args, 0);
  std::vector<Value> rest(args.begin() + (args.empty() ? 0 : 1), args.end());
  Value blk = rb_take_block(rest);
  if (f.is(Tag::Function) || f.is(Tag::Builtin) || f.is(Tag::BoundMethod) || is_sym(f)) return call_block(vm, f, rest);
  return send(vm, f, "call", rest, blk);
}
Value h_exception_of(Vm& vm, std::vector<Value>& args);
/// raise's exception, with the raise's error_highlight spot (the lowering
/// passes it as __rb_spot) for a NameError to show under its message.
Value h_exception(Vm& vm, const Value&, std::vector<Value>& args) {
  Value spot = Value::none();
  for (std::size_t i = 0; i < args.size(); ++i)
    if (args[i].is(Tag::KwArg) && args[i].as<KwArgObj>()->name == "__rb_spot") {
      spot = args[i].as<KwArgObj>()->value;
      args.erase(args.begin() + static_cast<std::ptrdiff_t>(i));
      break;
    }
  Value e = h_exception_of(vm, args);
  if (!vm.raising() && e.is(Tag::Instance) && is_str(spot) && !sv(spot).empty() &&
      !instance_field(vm, e, "__rb_spot").is(Tag::Str)) {
    bool name_error = false;  // NameError or a subclass (NoMethodError, a program's own)
    for (auto& k : e.as<InstanceObj>()->klass()->mro) name_error = name_error || k.as<ClassObj>()->name == "NameError";
    if (name_error) set_instance_field(vm, e, "__rb_spot", spot);
  }
  return e;
}
Value h_exception_of(Vm& vm, std::vector<Value>& args) {
  rb_ensure_classes(vm);
  rb_take_block(args);
  Value a = arg(args, 0);
  if (args.empty()) return vm.make_exception("RuntimeError", "unhandled exception");
  if (is_str(a)) return vm.make_exception("RuntimeError", sv(a));
  if (a.is(Tag::Class)) {
    std::vector<Value> rest(args.begin() + 1, args.end());
    Value e = vm.call_sync(a, std::span<const Value>(rest.data(), rest.size()));
    NEED_OK;
    if (rest.size() == 1 && e.is(Tag::Instance) && !instance_field(vm, e, "args").is(Tag::Tuple))
      set_instance_field(vm, e, "args", make_list({rest[0]}, Tag::Tuple));
    if (rest.size() == 1 && e.is(Tag::Instance)) {  // raise Cls, "msg": the message wins over the class's default
      Value t = instance_field(vm, e, "args");
      if (t.is(Tag::Tuple) && (items(t).empty() || !rb_eq(vm, items(t)[0], rest[0])))
        set_instance_field(vm, e, "@message", rest[0]);
    }
    return e;
  }
  if (a.is(Tag::Instance)) return a;
  return vm.make_exception("TypeError", "exception class/object expected");
}
Value h_super(Vm& vm, const Value&, std::vector<Value>& args) {
  Value proxy = arg(args, 0);
  std::string name = to_s(vm, arg(args, 1));
  std::vector<Value> rest(args.begin() + std::min<std::size_t>(2, args.size()), args.end());
  Value cls, self;
  bool have = vm.current_method(cls, self);
  if (have && self.is(Tag::Class)) {  // super in a class method
    bool handled = false;
    Value r = rb_class_super(vm, self, cls, name, rest, handled);
    if (handled) return r;
  }
  Value m = vm.ir_load_attr(proxy, vm.intern(name));
  if (vm.raising()) {
    if (!vm.current_exception_is("AttributeError")) return Value::none();
    vm.clear_raise();
    Value blk = rb_take_block(rest);
    if (name == "__init__") {
      if (have && rb_is_exception(self)) {
        std::vector<Value> pos;
        for (auto& x : rest)
          if (!x.is(Tag::KwArg)) pos.push_back(x);
        set_instance_field(vm, self, "args", make_list(pos, Tag::Tuple));
      }
      return Value::none();
    }
    if (!have) return Value::none();
    if (name == "method_missing") {
      rb_raise(vm, "NoMethodError", "undefined method `" + to_s(vm, arg(rest, 0)) + "' for #<" + class_name(vm, self) + ">");
      return Value::none();
    }
    if (name == "respond_to_missing?") return Value::boolean(false);
    if (name == "to_s" || name == "inspect") return make_str(name == "to_s" ? "#<" + class_name(vm, self) + ">" : inspect(vm, self));
    return send(vm, self, rb_ruby_name(name), rest, blk);
  }
  if (name == "__init__" && have && rb_is_exception(self)) {
    std::vector<Value> pos;
    for (auto& x : rest)
      if (!x.is(Tag::KwArg)) pos.push_back(x);
    set_instance_field(vm, self, "args", make_list(pos, Tag::Tuple));
  }
  return vm.call_sync(m, std::span<const Value>(rest.data(), rest.size()));
}

// --- Math ---------------------------------------------------------------------------
Value math_fn(Vm& vm, const Value& self, std::vector<Value>& args) {
  std::string n = sv(self);
  double x = is_numeric(arg(args, 0)) ? to_double(arg(args, 0)) : 0, y = is_numeric(arg(args, 1)) ? to_double(arg(args, 1)) : 0;
  if (!is_numeric(arg(args, 0))) {
    rb_raise(vm, "TypeError", "can't convert " + class_name(vm, arg(args, 0)) + " into Float");
    return Value::none();
  }
  double r = 0;
  if (n == "sqrt") {
    if (x < 0) {
      rb_raise(vm, "Math::DomainError", "Numerical argument is out of domain - \"sqrt\"");
      return Value::none();
    }
    r = std::sqrt(x);
  } else if (n == "cbrt") r = std::cbrt(x);
  else if (n == "sin") r = std::sin(x);
  else if (n == "cos") r = std::cos(x);
  else if (n == "tan") r = std::tan(x);
  else if (n == "atan") r = std::atan(x);
  else if (n == "asin") r = std::asin(x);
  else if (n == "acos") r = std::acos(x);
  else if (n == "atan2") r = std::atan2(x, y);
  else if (n == "exp") r = std::exp(x);
  else if (n == "log") r = args.size() > 1 ? std::log(x) / std::log(y) : std::log(x);
  else if (n == "log2") r = std::log2(x);
  else if (n == "log10") r = std::log10(x);
  else if (n == "pow") r = std::pow(x, y);
  else if (n == "hypot") r = std::hypot(x, y);
  else if (n == "floor") r = std::floor(x);
  return Value::real(r);
}
Value make_math(Vm& vm) {
  Value c = new_class("Math");
  auto* k = c.as<ClassObj>();
  k->attrs.set(vm.intern("PI"), Value::real(M_PI));
  k->attrs.set(vm.intern("E"), Value::real(M_E));
  k->attrs.set(vm.intern("__rb_module"), Value::boolean(true));
  for (const char* n : {"sqrt", "cbrt", "sin", "cos", "tan", "atan", "asin", "acos", "atan2", "exp", "log", "log2",
                        "log10", "pow", "hypot"})
    k->attrs.set(vm.intern(n), make_native(math_fn, n, make_str(n)));
  return c;
}

}  // namespace

// --- core type constants (Integer, Hash, ...) called as functions or with .new -------------
Value core_type_call(Vm& vm, const Value& self, std::vector<Value>& args);
}  // namespace ruby
}  // namespace reddragon::vm

namespace reddragon::vm {
namespace ruby {
bool rb_is_core_type(const Value& v);
Value rb_hash_with_default(Vm& vm, const Value& dflt, const Value& blk) {
  Value h = make<DictObj>();
  if (!dflt.is_none() || !blk.is_none()) rb_hash_set_default(vm, h, dflt, blk);
  return h;
}

Value core_type_call(Vm& vm, const Value& self, std::vector<Value>& args) {
  std::string t = self.is(Tag::Str) ? sv(self) : "";
  Value blk = rb_take_block(args);
  Value a0 = args.empty() ? Value::none() : args[0];
  if (t == "Integer") return k_integer(vm, self, args);
  if (t == "Float") return k_float(vm, self, args);
  if (t == "String") return make_str(args.empty() ? "" : to_s(vm, a0));
  if (t == "Hash") {
    if (!args.empty() && a0.is(Tag::Dict)) return a0;
    return rb_hash_with_default(vm, a0, blk);
  }
  if (t == "Array") {
    if (a0.is(Tag::Int)) {
      std::vector<Value> out;
      if (a0.i() > 10'000'000 || !vm.charge_copy(static_cast<std::size_t>(std::max<std::int64_t>(0, a0.i())))) {
        if (!vm.raising()) rb_raise(vm, "ArgumentError", "array size too big");
        return Value::none();
      }
      for (std::int64_t i = 0; i < a0.i(); ++i) {
        if (!blk.is_none()) {
          out.push_back(call_block(vm, blk, {Value::integer(i)}));
          NEED_OK;
        } else out.push_back(args.size() > 1 ? args[1] : Value::none());
      }
      return list(out);
    }
    if (args.empty()) return list({});
    if (a0.is(Tag::List)) return list(items(a0));
    std::vector<Value> a{a0};
    return h_to_a(vm, self, a);
  }
  if (t == "Range") return rb_range_new(vm, a0, args.size() > 1 ? args[1] : Value::none(), args.size() > 2 && rb_truthy(args[2]));
  if (t == "Regexp") return make_regex(vm, is_regex(a0) ? sv(instance_field(vm, a0, "source")) : to_s(vm, a0), "");
  if (t == "Object") {
    auto* inst = new InstanceObj();
    inst->cls = rb_builtin_class(vm, "Object");
    Value v = Value::object(inst);
    inst->fields.set(vm.intern("__rb_obj"), Value::boolean(true));
    return v;
  }
  if (t == "Proc") return blk;
  if (t == "Enumerator") return rb_generator_new(vm, blk);
  if (t == "Set") return rb_set_new(vm, args, blk);
  return vm.unresolved_call(t, args, vm.call_expr(t, args));
}

namespace {
bool both_int(const Value& a, const Value& b) { return (a.is(Tag::Int) || a.is(Tag::BigInt)) && (b.is(Tag::Int) || b.is(Tag::BigInt)); }
bool is_zero(const Value& v) { return is_numeric(v) && compare_numeric(v, Value::integer(0)) == 0; }
Name find_method(Vm& vm, const Value& inst, std::string_view n) {
  Name nm = vm.intern(n);
  for (auto& k : inst.as<InstanceObj>()->klass()->mro)
    if (k.as<ClassObj>()->attrs.find(nm)) return nm;
  return 0;
}
const char* op_method(Operator op) {
  switch (op) {
    case Operator::Add: return "__add__";
    case Operator::Sub: return "__sub__";
    case Operator::Mul: return "__mul__";
    case Operator::Div: return "__truediv__";
    case Operator::Mod: return "__mod__";
    case Operator::Pow: return "__pow__";
    case Operator::Eq: return "__eq__";
    case Operator::Lt: return "__lt__";
    case Operator::Le: return "__le__";
    case Operator::Gt: return "__gt__";
    case Operator::Ge: return "__ge__";
    default: return nullptr;
  }
}
}  // namespace

Value rb_binop_entry(Vm& vm, Operator op, const Value& a, const Value& b);

// --- Rational: an instance of the runtime's Rational class, __num/__den
// reduced with a positive denominator ------------------------------------------
static bool is_rational(const Value& v) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == "Rational" && v.as<InstanceObj>()->klass()->mro.size() == 1;
}
static Value rational_of(Vm& vm, BigInt n, BigInt d) {
  if (d == 0) {
    rb_raise(vm, "ZeroDivisionError", "divided by 0");
    return Value::none();
  }
  if (d < 0) n = -n, d = -d;
  BigInt g = boost::multiprecision::gcd(n < 0 ? BigInt(-n) : n, d);
  if (g > 1) n /= g, d /= g;
  auto* inst = new InstanceObj();
  inst->cls = rb_builtin_class(vm, "Rational");
  Value r = Value::object(inst);
  set_instance_field(vm, r, "__num", make_int(n));
  set_instance_field(vm, r, "__den", make_int(d));
  return r;
}
static void rat_parts(Vm& vm, const Value& v, BigInt& n, BigInt& d) {
  if (is_rational(v)) {
    n = to_big(instance_field(vm, v, "__num"));
    d = to_big(instance_field(vm, v, "__den"));
  } else {
    n = to_big(v);
    d = 1;
  }
}
static double rat_double(Vm& vm, const Value& v) {
  BigInt n, d;
  rat_parts(vm, v, n, d);
  return ratio_to_double(n, d);  // rounded once, as Rational#to_f
}
/// Rational arithmetic and comparison with Integers and Rationals; a Float
/// operand makes it Float arithmetic. Undef: not a rational operation.
static Value rational_binop(Vm& vm, Operator op, const Value& a, const Value& b) {
  auto ok = [](const Value& v) { return is_rational(v) || v.is(Tag::Int) || v.is(Tag::BigInt); };
  if ((a.is(Tag::Float) && is_rational(b)) || (is_rational(a) && b.is(Tag::Float)))
    return vm.ir_binop(op, a.is(Tag::Float) ? a : Value::real(rat_double(vm, a)), b.is(Tag::Float) ? b : Value::real(rat_double(vm, b)));
  if (!ok(a) || !ok(b)) return Value::undef();
  BigInt an, ad, bn, bd;
  rat_parts(vm, a, an, ad);
  rat_parts(vm, b, bn, bd);
  switch (op) {
    case Operator::Add: return rational_of(vm, an * bd + bn * ad, ad * bd);
    case Operator::Sub: return rational_of(vm, an * bd - bn * ad, ad * bd);
    case Operator::Mul: return rational_of(vm, an * bn, ad * bd);
    case Operator::Div: return rational_of(vm, an * bd, ad * bn);
    case Operator::Pow: {
      if (bd != 1 || bn > 100000 || bn < -100000) return Value::real(std::pow(rat_double(vm, a), rat_double(vm, b)));
      unsigned e = static_cast<unsigned>(bn < 0 ? -bn : bn);
      BigInt pn = boost::multiprecision::pow(an, e), pd = boost::multiprecision::pow(ad, e);
      return bn < 0 ? rational_of(vm, pd, pn) : rational_of(vm, pn, pd);
    }
    case Operator::Eq: return Value::boolean(an * bd == bn * ad);
    case Operator::Ne: return Value::boolean(an * bd != bn * ad);
    case Operator::Lt: return Value::boolean(an * bd < bn * ad);
    case Operator::Le: return Value::boolean(an * bd <= bn * ad);
    case Operator::Gt: return Value::boolean(an * bd > bn * ad);
    case Operator::Ge: return Value::boolean(an * bd >= bn * ad);
    default: return Value::undef();
  }
}

Value rb_rational_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, bool& found) {
  found = true;
  BigInt n, d;
  rat_parts(vm, self, n, d);
  if (name == "numerator") return make_int(n);
  if (name == "denominator") return make_int(d);
  if (name == "to_f") return Value::real(rat_double(vm, self));
  if (name == "to_r" || name == "rationalize") return self;
  if (name == "to_i" || name == "truncate") return make_int(n / d);
  if (name == "floor" || name == "ceil" || name == "round") {
    BigInt q = n / d, r = n % d;
    if (r != 0 && n < 0 && name == "floor") q -= 1;
    if (r != 0 && n > 0 && name == "ceil") q += 1;
    if (name == "round") {  // half away from zero
      BigInt twice = (r < 0 ? BigInt(-r) : r) * 2;
      if (twice >= d) q += n < 0 ? -1 : 1;
    }
    return make_int(q);
  }
  if (name == "inspect") return make_str("(" + n.str() + "/" + d.str() + ")");
  if (name == "to_s") return make_str(n.str() + "/" + d.str());
  if (name == "zero?") return Value::boolean(n == 0);
  if (name == "positive?") return Value::boolean(n > 0);
  if (name == "negative?") return Value::boolean(n < 0);
  if (name == "abs") return rational_of(vm, n < 0 ? BigInt(-n) : n, d);
  if (name == "-@") return rational_of(vm, -n, d);
  if (name == "<=>" && !args.empty()) {
    Value lt = rational_binop(vm, Operator::Lt, self, args[0]);
    if (!lt.is(Tag::Bool)) return Value::none();
    if (lt.b()) return Value::integer(-1);
    return Value::integer(rb_truthy(rational_binop(vm, Operator::Eq, self, args[0])) ? 0 : 1);
  }
  static const std::pair<const char*, Operator> ops[] = {{"+", Operator::Add}, {"-", Operator::Sub}, {"*", Operator::Mul},
                                                         {"/", Operator::Div}, {"**", Operator::Pow}, {"==", Operator::Eq},
                                                         {"<", Operator::Lt},  {"<=", Operator::Le}, {">", Operator::Gt},
                                                         {">=", Operator::Ge}};
  for (auto& [o, op] : ops)
    if (name == o && !args.empty()) return rational_binop(vm, op, self, args[0]);
  found = false;
  return Value::none();
}
bool rb_is_rational(const Value& v) { return is_rational(v); }
std::string rb_rational_str(Vm& vm, const Value& v, bool insp) {
  BigInt n, d;
  rat_parts(vm, v, n, d);
  return insp ? "(" + n.str() + "/" + d.str() + ")" : n.str() + "/" + d.str();
}

/// Rational(a, b = 1) of Integers (a Float or String argument: not modelled).
static Value k_rational(Vm& vm, const Value&, std::vector<Value>& args) {
  Value a = arg(args, 0), b = args.size() > 1 ? args[1] : Value::integer(1);
  if ((a.is(Tag::Int) || a.is(Tag::BigInt) || is_rational(a)) && (b.is(Tag::Int) || b.is(Tag::BigInt) || is_rational(b))) {
    BigInt an, ad, bn, bd;
    rat_parts(vm, a, an, ad);
    rat_parts(vm, b, bn, bd);
    return rational_of(vm, an * bd, ad * bn);
  }
  rb_raise(vm, "TypeError", "can't convert " + class_name(vm, a) + " into Rational");
  return Value::none();
}

Value binop(Vm& vm, Operator op, const Value& a, const Value& b) {
  if (a.is_symbolic() || b.is_symbolic()) return Value::undef();
  if (is_rational(a) || is_rational(b)) {
    Value r = rational_binop(vm, op, a, b);
    if (!r.is_undef() || vm.raising()) return r;
  }
  if ((op == Operator::Shl || op == Operator::Shr) &&
      (a.is(Tag::Function) || a.is(Tag::BoundMethod) || (a.is(Tag::Builtin) && !rb_is_core_type(a))))
    return rb_compose(vm, a, b, op == Operator::Shr);
  if (a.is(Tag::Set)) {  // Set's operators are its methods (| & - ^ + <= < >= > ==)
    const char* m = op == Operator::BitOr ? "|" : op == Operator::BitAnd ? "&" : op == Operator::Sub ? "-"
                  : op == Operator::BitXor ? "^" : op == Operator::Add ? "+" : op == Operator::Le ? "<="
                  : op == Operator::Lt ? "<" : op == Operator::Ge ? ">=" : op == Operator::Gt ? ">"
                  : op == Operator::Eq ? "==" : op == Operator::StrictEq ? "===" : nullptr;
    if (m) {
      std::vector<Value> args{b};
      bool found = false;
      Value r = rb_set_method(vm, a, m, args, Value::none(), found);
      return r;
    }
    if (op == Operator::Ne) {
      std::vector<Value> args{b};
      bool found = false;
      Value r = rb_set_method(vm, a, "==", args, Value::none(), found);
      return vm.raising() ? r : Value::boolean(!rb_truthy(r));
    }
  }
  if (a.is(Tag::Class) && (op == Operator::Lt || op == Operator::Le || op == Operator::Gt || op == Operator::Ge)) {
    // Module#< and friends: the class chain, nil when unrelated
    if (!b.is(Tag::Class) && !rb_is_core_type(b)) {
      rb_raise(vm, "TypeError", "compared with non class/module");
      return Value::none();
    }
    bool strict = op == Operator::Lt || op == Operator::Gt, less = op == Operator::Lt || op == Operator::Le;
    if (b.is(Tag::Class) && b.as<ClassObj>() == a.as<ClassObj>()) return Value::boolean(!strict);
    if (rb_class_le(vm, a, b)) return Value::boolean(less);
    if (rb_class_le(vm, b, a)) return Value::boolean(!less);
    return Value::none();
  }
  switch (op) {
    case Operator::Div:
      if (both_int(a, b)) {
        if (is_zero(b)) {
          rb_raise(vm, "ZeroDivisionError", "divided by 0");
          return Value::none();
        }
        return vm.ir_binop(Operator::FloorDiv, a, b);
      }
      if (is_numeric(a) && is_numeric(b) && is_zero(b)) {
        double x = to_double(a);
        if (x == 0 || std::isnan(x)) return Value::real(std::nan(""));
        bool neg = (x < 0) != std::signbit(to_double(b));
        return Value::real(neg ? -HUGE_VAL : HUGE_VAL);
      }
      break;
    case Operator::Mod:
      if (is_str(a)) {
        std::vector<Value> fa = b.is(Tag::List) ? items(b) : std::vector<Value>{b};
        std::string s = format(vm, sv(a), fa);
        NEED_OK;
        return make_str(s);
      }
      if (both_int(a, b) && is_zero(b)) {
        rb_raise(vm, "ZeroDivisionError", "divided by 0");
        return Value::none();
      }
      if (is_numeric(a) && is_numeric(b) && is_zero(b)) return Value::real(std::nan(""));
      break;
    case Operator::Pow:
      if (both_int(a, b) && compare_numeric(b, Value::integer(0)) < 0)  // Integer ** -n is a Rational
        return rational_binop(vm, op, rational_of(vm, to_big(a), 1), b);
      break;
    case Operator::Add:
      if (is_str(a) && !is_str(b)) {
        rb_raise(vm, "TypeError", "no implicit conversion of " + (b.is_none() ? std::string("nil") : class_name(vm, b)) + " into String");
        return Value::none();
      }
      if (is_numeric(a) && !a.is(Tag::Bool) && !is_numeric(b) && !b.is(Tag::Instance)) {
        rb_raise(vm, "TypeError", (b.is_none() ? std::string("nil") : class_name(vm, b)) + " can't be coerced into " + class_name(vm, a));
        return Value::none();
      }
      if (a.is(Tag::List) && !b.is(Tag::List)) {
        rb_raise(vm, "TypeError", "no implicit conversion of " + class_name(vm, b) + " into Array");
        return Value::none();
      }
      break;
    case Operator::Sub:
    case Operator::BitAnd:
    case Operator::BitOr:
      if (a.is(Tag::List) && b.is(Tag::List)) {
        // Array -, &, |: every item of both is hashed
        if (!vm.charge_items(items(a).size() + items(b).size())) return Value::none();
        Value seen = make<DictObj>();
        for (auto& x : items(b)) seen.as<DictObj>()->set(x, Value::none());
        std::vector<Value> out;
        Value emitted = make<DictObj>();
        if (op == Operator::Sub) {
          for (auto& x : items(a))
            if (!seen.as<DictObj>()->find(x)) out.push_back(x);
        } else if (op == Operator::BitAnd) {
          for (auto& x : items(a))
            if (seen.as<DictObj>()->find(x) && !emitted.as<DictObj>()->find(x)) {
              emitted.as<DictObj>()->set(x, Value::none());
              out.push_back(x);
            }
        } else {
          for (auto* src : {&items(a), &items(b)})
            for (auto& x : *src)
              if (!emitted.as<DictObj>()->find(x)) {
                emitted.as<DictObj>()->set(x, Value::none());
                out.push_back(x);
              }
        }
        return list(out);
      }
      if (op != Operator::Sub && (a.is_none() || a.is(Tag::Bool))) {
        bool x = rb_truthy(a), y = rb_truthy(b);
        return Value::boolean(op == Operator::BitAnd ? x && y : x || y);
      }
      break;
    case Operator::BitXor:
      if (a.is_none() || a.is(Tag::Bool)) return Value::boolean(rb_truthy(a) != rb_truthy(b));  // nil/true/false ^
      break;
    case Operator::Mul:
      if (a.is(Tag::List) && is_str(b)) {
        std::vector<Value> args{b};
        bool f;
        return array_method(vm, a, "join", args, Value::none(), f);
      }
      break;
    case Operator::Eq:
    case Operator::Ne: {
      bool inst = a.is(Tag::Instance) || b.is(Tag::Instance);
      if (inst && a.is(Tag::Instance) && !rb_is_range(a) && !rb_is_struct(vm, a) && !find_method(vm, a, "__eq__") &&
          find_method(vm, a, "<=>")) {
        int c = rb_cmp(vm, a, b);
        if (vm.raising()) {
          vm.clear_raise();
          c = 1;
        }
        return Value::boolean((c == 0) == (op == Operator::Eq));
      }
      if (inst && (rb_is_range(a) || rb_is_struct(vm, a))) return Value::boolean(rb_eq(vm, a, b) == (op == Operator::Eq));
      if (!inst && (a.is(Tag::List) || a.is(Tag::Dict) || a.is(Tag::Str) || b.is(Tag::Str))) {
        if (is_sym(a) != is_sym(b)) return Value::boolean(op == Operator::Ne);
        return Value::boolean(rb_eq(vm, a, b) == (op == Operator::Eq));
      }
      break;
    }
    case Operator::Lt:
    case Operator::Le:
    case Operator::Gt:
    case Operator::Ge:
      if (a.is(Tag::Instance) && !rb_is_range(a)) {
        const char* m = op_method(op);
        if (m && !find_method(vm, a, m) && find_method(vm, a, "<=>")) {
          int c = rb_cmp(vm, a, b);
          NEED_OK;
          bool r = op == Operator::Lt ? c < 0 : op == Operator::Le ? c <= 0 : op == Operator::Gt ? c > 0 : c >= 0;
          return Value::boolean(r);
        }
      }
      if ((is_numeric(a) && !is_numeric(b)) || (is_str(a) && !is_str(b))) {
        if (!b.is(Tag::Instance)) {
          rb_raise(vm, "ArgumentError", "comparison of " + class_name(vm, a) + " with " + rb_cmp_operand(vm, b) + " failed");
          return Value::none();
        }
      }
      break;
    default: break;
  }
  if (a.is(Tag::Instance) && !rb_is_range(a)) {
    const char* m = op_method(op);
    if (m && !find_method(vm, a, m) && op != Operator::Eq && op != Operator::Ne) {
      rb_raise(vm, "NoMethodError", "undefined method `" + std::string(ir::operator_spelling(op)) + "' for #<" + class_name(vm, a) + ">");
      return Value::none();
    }
  }
  if (a.is_none() && op != Operator::Eq && op != Operator::Ne && op != Operator::Is && op != Operator::IsNot &&
      op != Operator::And && op != Operator::Or) {
    rb_raise(vm, "NoMethodError", "undefined method `" + std::string(ir::operator_spelling(op)) + "' for nil:NilClass");
    return Value::none();
  }
  return Value::undef();
}

Value rb_binop_entry(Vm& vm, Operator op, const Value& a, const Value& b) {
  Value r = binop(vm, op, a, b);
  if (vm.raising() || !r.is_undef()) return r;
  return vm.ir_binop(op, a, b);
}

namespace {
Value unop(Vm& vm, Operator op, const Value& a) {
  if (a.is_symbolic()) return Value::undef();
  if (op == Operator::Not) return Value::boolean(!rb_truthy(a));
  if (op == Operator::Neg && a.is_none()) {
    rb_raise(vm, "NoMethodError", "undefined method `-@' for nil:NilClass");
    return Value::none();
  }
  return Value::undef();
}
bool truthy(const Value& v) { return rb_truthy(v); }

Value load_index(Vm& vm, const Value& obj, const Value& idx) {
  if (obj.is_symbolic() || idx.is_symbolic()) return Value::undef();
  std::vector<Value> args{idx};
  bool f = false;
  if (obj.is(Tag::Dict)) {
    Value key = idx.is(Tag::Instance) ? rb_canon_key(vm, obj, idx) : rb_key(idx);
    NEED_OK;
    Value* p = obj.as<DictObj>()->find(key);
    if (p) return *p;
    bool has;
    return rb_hash_default(vm, obj, idx, has);
  }
  if (obj.is(Tag::List) || obj.is(Tag::Tuple)) return array_method(vm, obj, "[]", args, Value::none(), f);
  if (is_str(obj)) return string_method(vm, obj, "[]", args, Value::none(), f);
  if (is_sym(obj)) {
    Value s = make_str(sym_name(obj));
    return string_method(vm, s, "[]", args, Value::none(), f);
  }
  if (obj.is(Tag::Instance) && (rb_is_struct(vm, obj) || is_regex(obj) || instance_field(vm, obj, "__rb_md").is(Tag::Bool)))
    return send(vm, obj, "[]", args);
  if (obj.is(Tag::Int)) return Value::integer(idx.is(Tag::Int) && idx.i() < 63 && idx.i() >= 0 ? (obj.i() >> idx.i()) & 1 : 0);
  if (rb_is_core_type(obj)) return send(vm, obj, "[]", args);  // Set[x], Hash[pairs], Array[x]
  if (obj.is(Tag::Function) || obj.is(Tag::Builtin) || obj.is(Tag::BoundMethod)) return call_block(vm, obj, {idx});
  if (obj.is(Tag::Class) || (obj.is(Tag::Builtin))) return send(vm, obj, "[]", args);
  if (obj.is_none()) {
    rb_raise(vm, "NoMethodError", "undefined method `[]' for nil:NilClass");
    return Value::none();
  }
  return Value::undef();
}
bool store_index(Vm& vm, const Value& obj, const Value& idx, const Value& v) {
  if (obj.is_symbolic() || idx.is_symbolic()) return false;
  if (obj.is(Tag::Dict)) {
    if (rb_frozen(vm, obj)) {
      rb_raise(vm, "FrozenError", "can't modify frozen Hash: " + inspect(vm, obj));
      return true;
    }
    Value k = idx.is(Tag::Instance) ? rb_canon_key(vm, obj, idx) : rb_key(idx);
    if (vm.raising()) return true;
    if (is_str(k) && !rb_frozen(vm, k)) {
      k = make_str(sv(k));
      rb_freeze(vm, k);
    }
    obj.as<DictObj>()->set(k, v);
    return true;
  }
  if (obj.is(Tag::List)) {
    if (rb_frozen(vm, obj)) {
      rb_raise(vm, "FrozenError", "can't modify frozen Array: " + inspect(vm, obj));
      return true;
    }
    auto& xs = items(obj);
    if (idx.is(Tag::Int)) {
      std::int64_t i = idx.i(), n = static_cast<std::int64_t>(xs.size());
      if (i < 0) i += n;
      if (i < 0) {
        rb_raise(vm, "IndexError", "index " + std::to_string(idx.i()) + " too small for array; minimum: -" + std::to_string(n));
        return true;
      }
      if (i >= n) {
        if (i > 10'000'000) {
          rb_raise(vm, "IndexError", "index too big");
          return true;
        }
        xs.resize(static_cast<std::size_t>(i) + 1);
      }
      xs[static_cast<std::size_t>(i)] = v;
      return true;
    }
    if (rb_is_range(idx)) {
      Value a = instance_field(vm, idx, "begin");
      std::vector<Value> args{a, Value::integer(0), v};
      std::vector<Value> xs2;
      if (!rb_range_items(vm, idx, xs2)) return true;
      args[1] = Value::integer(static_cast<std::int64_t>(xs2.size()));
      bool f;
      array_method(vm, obj, "[]=", args, Value::none(), f);
      return true;
    }
    return false;
  }
  if (is_str(obj)) {
    std::vector<Value> args{idx, v};
    bool f;
    string_method(vm, obj, "[]=", args, Value::none(), f);
    return true;
  }
  if (obj.is(Tag::Instance) && rb_is_struct(vm, obj)) {
    send(vm, obj, "[]=", {idx, v});
    return true;
  }
  return false;
}

bool repr(Vm& vm, const Value& v, std::string& out) {
  switch (v.tag()) {
    case Tag::None:
    case Tag::Bool:
    case Tag::Float:
    case Tag::Str:
    case Tag::List:
    case Tag::Dict:
      out = inspect(vm, v);
      return true;
    case Tag::Instance:
      if (rb_is_range(v) || is_regex(v) || rb_is_struct(vm, v)) {
        out = inspect(vm, v);
        return true;
      }
      return false;
    case Tag::Builtin:
      if (rb_is_core_type(v)) {
        out = v.as<BuiltinObj>()->native_name;
        return true;
      }
      return false;
    default: return false;
  }
}

void describe_exception(Vm& vm, const Value& exc, std::string& type, std::string& message) {
  if (!exc.is(Tag::Instance)) return;
  type = exc.as<InstanceObj>()->klass()->name;
  if (type == "AttributeError") type = "NoMethodError";
  if (type == "__RbThrow") type = "UncaughtThrowError";
  if (type == "__RbBreak" || type == "__RbReturn") type = "LocalJumpError";
  message = rb_exc_message(vm, exc);
}

Value global(Vm& vm, std::string_view name) {
  struct Entry {
    const char* name;
    NativeFn fn;
  };
  static const Entry natives[] = {
      {"puts", k_puts}, {"print", k_print}, {"p", k_p}, {"pp", k_p}, {"format", k_format}, {"sprintf", k_format},
      {"printf", k_printf}, {"exit", k_exit}, {"exit!", k_exit}, {"abort", k_abort}, {"sleep", k_noop},
      {"srand", k_noop}, {"gets", k_noop}, {"warn", k_noop}, {"at_exit", k_noop}, {"require", k_true},
      {"require_relative", k_true}, {"lambda", k_lambda}, {"proc", k_lambda}, {"loop", k_loop}, {"catch", k_catch},
      {"throw", k_throw}, {"binding", k_noop}, {"Rational", k_rational},
      {"__rb_str", h_str}, {"__rb_strnew", h_strnew}, {"__rb_fstr", h_fstr}, {"__rb_uplus", h_uplus}, {"__rb_to_sym", h_to_sym}, {"__rb_range", h_range},
      {"__rb_regex", h_regex}, {"__rb_iter", h_iter}, {"__rb_to_a", h_to_a}, {"__rb_to_ary", h_to_ary},
      {"__rb_at", h_at}, {"__rb_pm_rest", h_pm_rest}, {"__rb_case_eq", h_case_eq}, {"__rb_case_any", h_case_any},
      {"__rb_no_match", h_no_match}, {"__rb_pm_array", h_pm_array}, {"__rb_pm_hash", h_pm_hash}, {"__rb_pm_deconstruct", h_pm_deconstruct}, {"__rb_pm_deconstruct_keys", h_pm_deconstruct_keys}, {"__rb_pm_hrest", h_pm_hrest},
      {"__rb_pm_key", h_pm_key}, {"__rb_defined", h_defined}, {"__rb_gvar_get", h_gvar_get},
      {"__rb_gvar_set", h_gvar_set}, {"__rb_dedent", h_dedent}, {"__rb_heredoc", h_heredoc}, {"__rb_nodef", h_nodef}, {"__rb_reopen", rb_reopen}, {"__rb_alias", rb_alias}, {"__rb_dm_pending", rb_dm_pending}, {"__rb_dm_flush", rb_dm_flush}, {"__rb_defined_call", rb_defined_call}, {"__rb_symkeys", h_symkeys}, {"__rb_kwsplat", h_kwsplat}, {"__rb_classmethod", rb_classmethod}, {"__rb_defs", rb_defs}, {"__rb_inherited", rb_inherited}, {"__rb_included", rb_included}, {"__rb_last_group", h_last_group},
      {"__rb_last_match", h_last_match}, {"__rb_return", h_return}, {"__rb_break", h_break}, {"__rb_main", h_main},
      {"__rb_yield", h_yield}, {"__rb_call", h_call}, {"__rb_exception", h_exception}, {"__rb_super", h_super}};
  for (auto& e : natives)
    if (name == e.name) return make_native(e.fn, e.name);
  if (auto p = name.rfind("::"); p != std::string_view::npos) {  // Math::PI, Float::INFINITY
    Value scope = global(vm, name.substr(0, p));
    if (scope.is_undef()) return scope;
    Name f = vm.intern(name.substr(p + 2));
    Value v = rb_load_attr(vm, scope, f);
    if (v.is_undef()) v = vm.ir_load_attr(scope, f);
    if (vm.raising()) {
      vm.clear_raise();
      return Value::undef();
    }
    return v;
  }
  Value c = rb_core_const(vm, name);
  if (!c.is_undef()) return c;
  if (name == "Math") return make_math(vm);
  if (name == "Comparable" || name == "Enumerable") {
    Value m = rb_builtin_class(vm, name);
    m.as<ClassObj>()->attrs.set(vm.intern("__rb_module"), Value::boolean(true));
    return m;
  }
  static const char* exc[] = {"StandardError", "ScriptError", "ArgumentError", "NoMethodError", "FrozenError",
                              "LocalJumpError", "RangeError", "FloatDomainError", "NoMatchingPatternError",
                              "NoMatchingPatternKeyError", "UncaughtThrowError", "IOError", "EncodingError",
                              "SecurityError", "SystemExit", "Interrupt", "SyntaxError", "NotImplementedError",
                              "LoadError"};
  for (auto* e : exc)
    if (name == e) {
      rb_ensure_classes(vm);
      return vm.builtin_class(name);
    }
  if (name == "ARGV") return list({});
  if (name == "ENV") return make<DictObj>();
  if (name == "RUBY_VERSION") return make_str("3.1.2");
  return Value::undef();
}

}  // namespace
}  // namespace ruby

extern const LanguageRuntime kRubyRuntime;
const LanguageRuntime kRubyRuntime{.language = "ruby",
                                   .global = ruby::global,
                                   .binop = ruby::binop,
                                   .unop = ruby::unop,
                                   .truthy = ruby::truthy,
                                   .load_attr = ruby::rb_load_attr,
                                   .load_index = ruby::load_index,
                                   .store_index = ruby::store_index,
                                   .repr = ruby::repr,
                                   .describe_exception = ruby::describe_exception,
                                   .uncaught_exit_status = 1,
                                   .int_div_zero_message = "divided by 0"};

}  // namespace reddragon::vm
