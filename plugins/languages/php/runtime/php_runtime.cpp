// php_runtime.cpp - PHP's run-time semantics: conversions, loose and strict
// comparison, arrays as ordered maps with PHP's key casting and value
// semantics, the helpers the lowering calls (__php_*), the object model's
// differences (magic methods, exceptions, enums) and the LanguageRuntime row.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "php_more.hpp"
#include "php_shared.hpp"
#include "reddragon/vm/bigint.hpp"

namespace reddragon::vm {
using ir::Operator;
namespace php {

// --- numbers and strings ----------------------------------------------------------------------

namespace {
/// Significant digits and decimal exponent of d (d != 0, finite):
/// precision > 0: rounded to that many digits; 0: shortest round-trip.
void digits_of(double d, int precision, std::string& digits, int& decpt) {
  char buf[64];
  if (precision > 0) {
    std::snprintf(buf, sizeof buf, "%.*e", precision - 1, d);
  } else {
    auto r = std::to_chars(buf, buf + sizeof buf - 1, d, std::chars_format::scientific);
    *r.ptr = 0;
  }
  std::string s(buf);
  if (!s.empty() && s[0] == '-') s.erase(0, 1);
  std::size_t e = s.find('e');
  std::string mant = s.substr(0, e);
  int ex = std::atoi(s.c_str() + e + 1);
  digits.clear();
  for (char c : mant)
    if (c != '.') digits += c;
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  decpt = ex + 1;
}
std::string gcvt(double d, int ndigit, int precision, char e_char) {
  if (std::isnan(d)) return "NAN";
  if (std::isinf(d)) return d < 0 ? "-INF" : "INF";
  if (d == 0) return std::signbit(d) ? "-0" : "0";
  std::string digits;
  int decpt = 0;
  digits_of(d, precision, digits, decpt);
  std::string out = d < 0 ? "-" : "";
  if (decpt < 0 ? decpt < -3 : decpt > ndigit) {
    out += digits[0];
    out += '.';
    out += digits.size() > 1 ? digits.substr(1) : "0";
    out += e_char;
    int ex = decpt - 1;
    out += ex < 0 ? '-' : '+';
    out += std::to_string(std::abs(ex));
  } else if (decpt <= 0) {
    out += "0.";
    out += std::string(static_cast<std::size_t>(-decpt), '0');
    out += digits;
  } else {
    if (static_cast<int>(digits.size()) <= decpt) {
      out += digits + std::string(static_cast<std::size_t>(decpt) - digits.size(), '0');
    } else {
      out += digits.substr(0, static_cast<std::size_t>(decpt)) + "." + digits.substr(static_cast<std::size_t>(decpt));
    }
  }
  return out;
}
}  // namespace

std::string fmt_float(double d, int precision) { return gcvt(d, precision, precision, 'E'); }
std::string fmt_float_repr(double d, char e) { return gcvt(d, 17, 0, e); }

bool numeric_str(std::string_view s, Value& out, bool whole) {
  std::size_t i = 0, n = s.size();
  while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\v' || s[i] == '\f')) ++i;
  std::size_t start = i;
  if (i < n && (s[i] == '+' || s[i] == '-')) ++i;
  std::size_t digits_start = i;
  while (i < n && s[i] >= '0' && s[i] <= '9') ++i;
  bool is_float = false;
  std::size_t int_digits = i - digits_start;
  std::size_t frac_digits = 0;
  if (i < n && s[i] == '.') {
    std::size_t j = i + 1;
    while (j < n && s[j] >= '0' && s[j] <= '9') ++j;
    frac_digits = j - i - 1;
    if (int_digits + frac_digits > 0) {
      is_float = true;
      i = j;
    }
  }
  if (int_digits + frac_digits == 0) return false;
  if (i < n && (s[i] == 'e' || s[i] == 'E')) {
    std::size_t j = i + 1;
    if (j < n && (s[j] == '+' || s[j] == '-')) ++j;
    if (j < n && s[j] >= '0' && s[j] <= '9') {
      while (j < n && s[j] >= '0' && s[j] <= '9') ++j;
      is_float = true;
      i = j;
    }
  }
  std::size_t end = i;
  while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\v' || s[i] == '\f')) ++i;
  if (whole && i != n) return false;
  std::string num(s.substr(start, end - start));
  if (!is_float) {
    std::int64_t v = 0;
    const char* b = num.c_str();
    if (*b == '+') ++b;
    auto r = std::from_chars(b, num.c_str() + num.size(), v);
    if (r.ec == std::errc()) {
      out = Value::integer(v);
      return true;
    }
  }
  out = Value::real(std::strtod(num.c_str(), nullptr));
  return true;
}

double to_float(const Value& v) {
  switch (v.tag()) {
    case Tag::Int: return static_cast<double>(v.i());
    case Tag::Float: return v.d();
    case Tag::Bool: return v.b() ? 1 : 0;
    case Tag::BigInt: return to_double(v);
    case Tag::Str: {
      Value n;
      if (numeric_str(S(v), n, false)) return n.is(Tag::Int) ? static_cast<double>(n.i()) : n.d();
      return 0;
    }
    case Tag::Dict: return v.as<DictObj>()->entries.empty() ? 0 : 1;
    default: return 0;
  }
}
std::int64_t to_int(const Value& v) {
  switch (v.tag()) {
    case Tag::Int: return v.i();
    case Tag::Bool: return v.b() ? 1 : 0;
    case Tag::Float: case Tag::BigInt: {
      double d = to_float(v);
      if (std::isnan(d) || std::isinf(d)) return 0;
      if (d >= 9.2233720368547758e18 || d < -9.2233720368547758e18) return 0;
      return static_cast<std::int64_t>(d);
    }
    case Tag::Str: {
      Value n;
      if (numeric_str(S(v), n, false)) return n.is(Tag::Int) ? n.i() : to_int(n);
      return 0;
    }
    case Tag::Dict: return v.as<DictObj>()->entries.empty() ? 0 : 1;
    case Tag::Instance: return 1;
    default: return 0;
  }
}
Value to_number(Vm& vm, const Value& v) {
  switch (v.tag()) {
    case Tag::Int: case Tag::Float: return v;
    case Tag::Bool: return Value::integer(v.b() ? 1 : 0);
    case Tag::None: return Value::integer(0);
    case Tag::BigInt: return Value::real(to_double(v));
    case Tag::Str: {
      Value n;
      if (!vm.charge_bytes(S(v).size())) return Value::integer(0);  // the digits are read one by one
      if (numeric_str(S(v), n, true)) return n;
      if (numeric_str(S(v), n, false)) return n;  // leading-numeric: a warning in PHP
      vm.raise("TypeError", "Unsupported operand types: string");
      return Value::integer(0);
    }
    default:
      vm.raise("TypeError", "Unsupported operand types: " + php_type(v));
      return Value::integer(0);
  }
}

bool truthy(const Value& v) {
  switch (v.tag()) {
    case Tag::None: return false;
    case Tag::Bool: return v.b();
    case Tag::Int: return v.i() != 0;
    case Tag::Float: return v.d() != 0;
    case Tag::Str: return !(S(v).empty() || S(v) == "0");
    case Tag::Dict: return !v.as<DictObj>()->entries.empty();
    case Tag::List: case Tag::Tuple: return !v.as<ListObj>()->items.empty();
    default: return reddragon::vm::truthy(v);
  }
}

std::string php_type(const Value& v) {
  if (resource_id(v)) return "resource";  // a stream (php_streams.cpp)
  switch (v.tag()) {
    case Tag::None: return "NULL";
    case Tag::Bool: return "boolean";
    case Tag::Int: return "integer";
    case Tag::Float: case Tag::BigInt: return "double";
    case Tag::Str: return "string";
    case Tag::Dict: case Tag::List: case Tag::Tuple: return "array";
    default: return "object";
  }
}

// --- classes ---------------------------------------------------------------------------------------
std::string class_name(const Value& cls) {
  if (!cls.is(Tag::Class)) return "";
  std::string n = cls.as<ClassObj>()->name;
  if (n == "BaseException") return "Throwable";
  if (n == "ZeroDivisionError") return "DivisionByZeroError";
  return n;
}
Value class_attr(Vm& vm, const Value& cls, std::string_view name) {
  if (!cls.is(Tag::Class)) return Value::undef();
  Name nm = vm.intern(name);
  for (auto& c : cls.as<ClassObj>()->mro)
    if (Value* v = c.as<ClassObj>()->attrs.find(nm)) return *v;
  return Value::undef();
}
bool is_exception(const Value& v) {
  if (!v.is(Tag::Instance)) return false;
  for (auto& c : v.as<InstanceObj>()->klass()->mro)
    if (c.as<ClassObj>()->builtin) return true;
  return false;
}
namespace {
Value& registry(Vm& vm) {
  Value& r = vm.run_state("php.registry");
  if (r.is_none()) r = make<DictObj>();
  return r;
}
std::string lower(std::string_view s) {
  std::string r(s);
  for (auto& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}
}  // namespace
Value lookup_class(Vm& vm, std::string_view name) {
  std::string n(name);
  if (!n.empty() && n[0] == '\\') n.erase(0, 1);
  if (auto p = n.rfind('\\'); p != std::string::npos) n = n.substr(p + 1);
  if (Value* v = registry(vm).as<DictObj>()->find(make_str("class:" + lower(n)))) return *v;
  ensure_classes(vm);
  if (n == "Throwable") n = "BaseException";
  if (n == "DivisionByZeroError") n = "ZeroDivisionError";
  Value c = vm.builtin_class(n);
  if (c.is(Tag::Class)) return c;
  return Value::undef();
}
Value lookup_function(Vm& vm, std::string_view name) {
  std::string n(name);
  if (!n.empty() && n[0] == '\\') n.erase(0, 1);
  if (Value* v = registry(vm).as<DictObj>()->find(make_str("fn:" + lower(n)))) return *v;
  return builtin_function(vm, lower(n));
}

void ensure_classes(Vm& vm) {
  Value& done = vm.run_state("php.classes");
  if (!done.is_none()) return;
  done = Value::boolean(true);
  vm.define_builtin_class("Error", "BaseException");
  vm.define_builtin_class("ErrorException", "Exception");
  vm.define_builtin_class("CompileError", "Error");
  vm.define_builtin_class("ArgumentCountError", "TypeError");
  vm.define_builtin_class("UnhandledMatchError", "Error");
  vm.define_builtin_class("JsonException", "Exception");
  vm.define_builtin_class("LogicException", "Exception");
  vm.define_builtin_class("RuntimeException", "Exception");
  vm.define_builtin_class("InvalidArgumentException", "LogicException");
  vm.define_builtin_class("DomainException", "LogicException");
  vm.define_builtin_class("LengthException", "LogicException");
  vm.define_builtin_class("OutOfRangeException", "LogicException");
  vm.define_builtin_class("BadFunctionCallException", "LogicException");
  vm.define_builtin_class("BadMethodCallException", "BadFunctionCallException");
  vm.define_builtin_class("OutOfBoundsException", "RuntimeException");
  vm.define_builtin_class("OverflowException", "RuntimeException");
  vm.define_builtin_class("UnderflowException", "RuntimeException");
  vm.define_builtin_class("RangeException", "RuntimeException");
  vm.define_builtin_class("UnexpectedValueException", "RuntimeException");
}

// --- arrays ------------------------------------------------------------------------------------------
Value new_arr() { return make<DictObj>(); }
Value norm_key(const Value& k) {
  switch (k.tag()) {
    case Tag::Int: return k;
    case Tag::Str: {
      const std::string& s = S(k);
      // canonical decimal integers only ("1", "-5"; not "01", "1.0", " 1")
      if (s.empty() || s.size() > 20) return k;
      std::size_t i = s[0] == '-' ? 1 : 0;
      if (i >= s.size()) return k;
      if (s[i] == '0' && s.size() > i + 1) return k;
      if (s == "-0") return k;
      for (std::size_t j = i; j < s.size(); ++j)
        if (s[j] < '0' || s[j] > '9') return k;
      std::int64_t v = 0;
      auto r = std::from_chars(s.data(), s.data() + s.size(), v);
      if (r.ec != std::errc()) return k;
      return Value::integer(v);
    }
    case Tag::Bool: return Value::integer(k.b() ? 1 : 0);
    case Tag::Float: case Tag::BigInt: return Value::integer(to_int(k));
    case Tag::None: return make_str("");
    default: return k;
  }
}
std::int64_t next_index(DictObj* d) {
  auto& e = d->entries;
  if (e.empty()) return 0;
  const Value& last = e.back().first;
  const Value& first = e.front().first;
  if (last.is(Tag::Int) && first.is(Tag::Int) && first.i() == 0 &&
      last.i() == static_cast<std::int64_t>(e.size()) - 1)
    return last.i() + 1;
  std::int64_t mx = -1;
  bool any = false;
  for (auto& [k, v] : e)
    if (k.is(Tag::Int) && (!any || k.i() > mx)) {
      mx = k.i();
      any = true;
    }
  return any ? (mx < 0 ? 0 : mx + 1) : 0;
}
void push(DictObj* d, Value v) { d->set(Value::integer(next_index(d)), std::move(v)); }
Value copy_value(const Value& v) {
  if (!v.is(Tag::Dict)) return v;
  auto* src = v.as<DictObj>();
  Value out = make<DictObj>();
  auto* d = out.as<DictObj>();
  d->entries.reserve(src->entries.size());
  for (auto& [k, x] : src->entries) {
    d->index.emplace(k, static_cast<std::uint32_t>(d->entries.size()));
    d->entries.emplace_back(k, x.is(Tag::Dict) ? copy_value(x) : x);
  }
  return out;
}
Value list_to_arr(const std::vector<Value>& items) {
  Value out = make<DictObj>();
  auto* d = out.as<DictObj>();
  for (std::size_t i = 0; i < items.size(); ++i) d->set(Value::integer(static_cast<std::int64_t>(i)), items[i]);
  return out;
}
std::vector<Value> arr_values(const Value& v) {
  std::vector<Value> out;
  if (auto* d = arr(v)) {
    out.reserve(d->entries.size());
    for (auto& e : d->entries) out.push_back(e.second);
  } else if (v.is(Tag::List) || v.is(Tag::Tuple)) {
    out = v.as<ListObj>()->items;
  }
  return out;
}

// --- comparison ------------------------------------------------------------------------------------
namespace {
int sgn(double x) { return x < 0 ? -1 : x > 0 ? 1 : 0; }
int cmp_num(const Value& a, const Value& b) {
  if (a.is(Tag::Int) && b.is(Tag::Int)) return a.i() < b.i() ? -1 : a.i() > b.i() ? 1 : 0;
  return sgn(to_float(a) - to_float(b));
}
bool is_num(const Value& v) { return v.is(Tag::Int) || v.is(Tag::Float) || v.is(Tag::BigInt); }
}  // namespace

int loose_cmp(Vm& vm, const Value& a, const Value& b) {
  // PHP 8 comparison rules (the common cases)
  if (is_num(a) && is_num(b)) return cmp_num(a, b);
  if (a.is(Tag::Str) && b.is(Tag::Str)) {
    Value x, y;
    if (numeric_str(S(a), x) && numeric_str(S(b), y)) return cmp_num(x, y);
    int c = S(a).compare(S(b));
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }
  if (a.is(Tag::Bool) || b.is(Tag::Bool) || a.is_none() || b.is_none()) {
    if (a.is_none() && b.is(Tag::Str)) return S(b).empty() ? 0 : -1;
    if (b.is_none() && a.is(Tag::Str)) return S(a).empty() ? 0 : 1;
    bool x = php::truthy(a), y = php::truthy(b);
    return x == y ? 0 : (x ? 1 : -1);
  }
  if (is_num(a) && b.is(Tag::Str)) {
    Value y;
    if (numeric_str(S(b), y)) return cmp_num(a, y);
    std::string as = to_str(vm, a);
    int c = as.compare(S(b));
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }
  if (a.is(Tag::Str) && is_num(b)) return -loose_cmp(vm, b, a);
  if (a.is(Tag::Dict) && b.is(Tag::Dict)) {
    auto* x = a.as<DictObj>();
    auto* y = b.as<DictObj>();
    if (x->entries.size() != y->entries.size()) return x->entries.size() < y->entries.size() ? -1 : 1;
    for (auto& [k, v] : x->entries) {
      Value* w = y->find(k);
      if (!w) return 1;
      int c = loose_cmp(vm, v, *w);
      if (c) return c;
    }
    return 0;
  }
  if (a.is(Tag::Dict)) return 1;
  if (b.is(Tag::Dict)) return -1;
  if (a.is(Tag::Instance) && b.is(Tag::Instance)) {
    if (a.obj() == b.obj()) return 0;
    if (a.as<InstanceObj>()->cls.obj() != b.as<InstanceObj>()->cls.obj()) return 1;
    auto pa = object_props(vm, a), pb = object_props(vm, b);
    if (pa.size() != pb.size()) return pa.size() < pb.size() ? -1 : 1;
    for (std::size_t i = 0; i < pa.size(); ++i) {
      int c = loose_cmp(vm, pa[i].value, pb[i].value);
      if (c) return c;
    }
    return 0;
  }
  if (a.is(Tag::Instance) && b.is(Tag::Str)) {
    std::string s = to_str(vm, a);
    return s == S(b) ? 0 : (s < S(b) ? -1 : 1);
  }
  if (reddragon::vm::eq(a, b)) return 0;
  return 1;
}
bool loose_eq(Vm& vm, const Value& a, const Value& b) {
  if (a.is(Tag::Instance) && b.is(Tag::Instance) && a.obj() != b.obj() &&
      a.as<InstanceObj>()->cls.obj() != b.as<InstanceObj>()->cls.obj())
    return false;
  if ((a.is(Tag::Dict) && !b.is(Tag::Dict) && !b.is(Tag::Bool) && !b.is_none()) ||
      (b.is(Tag::Dict) && !a.is(Tag::Dict) && !a.is(Tag::Bool) && !a.is_none()))
    return false;
  return loose_cmp(vm, a, b) == 0;
}
bool strict_eq(Vm& vm, const Value& a, const Value& b) {
  if (a.tag() != b.tag()) {
    if (is_num(a) && is_num(b) && !a.is(Tag::Int) && !b.is(Tag::Int)) return to_float(a) == to_float(b);
    return false;
  }
  switch (a.tag()) {
    case Tag::None: return true;
    case Tag::Bool: return a.b() == b.b();
    case Tag::Int: return a.i() == b.i();
    case Tag::Float: return a.d() == b.d();
    case Tag::Str: return S(a) == S(b);
    case Tag::Dict: {
      auto* x = a.as<DictObj>();
      auto* y = b.as<DictObj>();
      if (x->entries.size() != y->entries.size()) return false;
      for (std::size_t i = 0; i < x->entries.size(); ++i) {
        if (!strict_eq(vm, x->entries[i].first, y->entries[i].first)) return false;
        if (!strict_eq(vm, x->entries[i].second, y->entries[i].second)) return false;
      }
      return true;
    }
    default:
      if (a.is_heap() && b.is_heap()) return a.obj() == b.obj();
      return reddragon::vm::eq(a, b);
  }
}

// --- to string -------------------------------------------------------------------------------------------
std::string to_str(Vm& vm, const Value& v) {
  if (std::int64_t id = resource_id(v)) return "Resource id #" + std::to_string(id);
  switch (v.tag()) {
    case Tag::None: return "";
    case Tag::Bool: return v.b() ? "1" : "";
    case Tag::Int: return std::to_string(v.i());
    case Tag::Float: return fmt_float(v.d(), 14);
    case Tag::BigInt: return fmt_float(to_double(v), 14);
    case Tag::Str: return S(v);
    case Tag::Dict: case Tag::List: case Tag::Tuple: return "Array";
    case Tag::Instance: {
      Value ts = class_attr(vm, v.as<InstanceObj>()->cls, "__toString");
      if (!ts.is_undef()) {
        Value r = vm.call_sync(ts, std::vector<Value>{v});
        if (vm.raising()) return "";
        return r.is(Tag::Str) ? S(r) : to_str(vm, r);
      }
      if (!class_attr(vm, v.as<InstanceObj>()->cls, "__php_enum").is_undef()) {
        vm.raise("Error", "Object of class " + class_name(v.as<InstanceObj>()->cls) + " could not be converted to string");
        return "";
      }
      vm.raise("Error", "Object of class " + class_name(v.as<InstanceObj>()->cls) + " could not be converted to string");
      return "";
    }
    case Tag::Function: case Tag::BoundMethod: case Tag::Builtin:
      vm.raise("Error", "Object of class Closure could not be converted to string");
      return "";
    case Tag::Symbolic: return vm.str(v);
    default: return vm.str(v);
  }
}

// --- calls -----------------------------------------------------------------------------------------------
namespace {
/// Parameters a user function takes positionally (closure captures excluded).
std::size_t user_arity(Vm& vm, const Value& f) {
  const FunctionSig* sig = nullptr;
  std::size_t skip = 0;
  if (f.is(Tag::Function)) sig = f.as<FunctionObj>()->sig;
  else if (f.is(Tag::BoundMethod) && f.as<BoundMethodObj>()->func.is(Tag::Function)) {
    sig = f.as<BoundMethodObj>()->func.as<FunctionObj>()->sig;
    skip = 1;
  }
  if (!sig) return SIZE_MAX;
  if (sig->varargs >= 0) return SIZE_MAX;
  std::size_t n = 0;
  for (Name p : sig->params) {
    const std::string& s = vm.name(p);
    if (s.rfind("__use_", 0) == 0) break;
    ++n;
  }
  return n >= skip ? n - skip : 0;
}
}  // namespace

Value call_value(Vm& vm, const Value& f, std::vector<Value> args) {
  Value callee = f;
  if (f.is(Tag::Str)) {
    const std::string& s = S(f);
    if (auto p = s.find("::"); p != std::string::npos) {
      Value cls = lookup_class(vm, s.substr(0, p));
      Value m = class_attr(vm, cls, s.substr(p + 2));
      if (m.is_undef()) {
        vm.raise("Error", "Call to undefined method " + s + "()");
        return Value::none();
      }
      callee = m;
    } else {
      callee = lookup_function(vm, s);
      if (callee.is_undef()) {
        vm.raise("Error", "Call to undefined function " + s + "()");
        return Value::none();
      }
    }
  } else if (auto* d = arr(f); d && d->entries.size() == 2) {
    Value target = d->entries[0].second, m = d->entries[1].second;
    if (!m.is(Tag::Str)) {
      vm.raise("TypeError", "Array callback must have exactly two elements");
      return Value::none();
    }
    if (target.is(Tag::Str)) {
      Value cls = lookup_class(vm, S(target));
      callee = class_attr(vm, cls, S(m));
    } else {
      callee = load_attr_hook(vm, target, vm.intern(S(m)));  // __call for a method it lacks
      if (callee.is_undef() && !vm.raising()) callee = vm.ir_load_attr(target, vm.intern(S(m)));
      if (vm.raising()) return Value::none();
    }
    if (callee.is_undef()) {
      vm.raise("Error", "Call to undefined method " + S(m) + "()");
      return Value::none();
    }
  } else if (f.is(Tag::Instance)) {
    Value inv = class_attr(vm, f.as<InstanceObj>()->cls, "__invoke");
    if (inv.is_undef()) {
      vm.raise("Error", "Object of type " + class_name(f.as<InstanceObj>()->cls) + " is not callable");
      return Value::none();
    }
    args.insert(args.begin(), f);
    callee = inv;
  }
  std::size_t n = user_arity(vm, callee);
  bool has_kw = false;
  for (auto& a : args)
    if (a.is(Tag::KwArg)) has_kw = true;
  if (n != SIZE_MAX && args.size() > n && !has_kw) args.resize(n);
  return vm.call_sync(callee, std::span<const Value>(args));
}

void set_ref_out(Vm& vm, std::int64_t pos, Value v) {
  Value& r = vm.run_state("php.refout");
  if (r.is_none()) r = make<DictObj>();
  r.as<DictObj>()->set(Value::integer(pos), std::move(v));
}

// --- objects -----------------------------------------------------------------------------------------------
std::int64_t object_id(Vm& vm, const Value& obj) {
  if (!obj.is(Tag::Instance)) return 0;
  Value id = instance_field(vm, obj, "__php_id");
  if (id.is(Tag::Int)) return id.i();
  Value& counter = vm.run_state("php.objid");
  std::int64_t n = counter.is(Tag::Int) ? counter.i() + 1 : 1;
  counter = Value::integer(n);
  set_instance_field(vm, obj, "__php_id", Value::integer(n));
  return n;
}
std::vector<Prop> object_props(Vm& vm, const Value& obj) {
  std::vector<Prop> out;
  if (!obj.is(Tag::Instance)) return out;
  auto* inst = obj.as<InstanceObj>();
  auto& mro = inst->klass()->mro;
  auto add = [&](Name k, const Value& v) {
    const std::string& n = vm.name(k);
    if (n.rfind("__", 0) == 0 || n == "args") return;
    Prop p{n, "public", v, {}};
    // the nearest class (or trait) that declares it gives the visibility
    for (auto& c : mro) {
      Value* vis = c.as<ClassObj>()->attrs.find(vm.intern("__php_vis"));
      if (auto* d = vis ? arr(*vis) : nullptr)
        if (Value* w = d->find(make_str(n)); w && w->is(Tag::Str)) {
          p.vis = S(*w);
          // a private property shows its declaring class (a trait's: the using class)
          if (p.vis == "private" && !c.as<ClassObj>()->attrs.find(vm.intern("__php_trait"))) p.owner = class_name(c);
          break;
        }
    }
    out.push_back(std::move(p));
  };
  // declared properties in declaration order, then dynamic ones as created
  Value layout = class_attr(vm, inst->cls, "__php_layout");
  auto* lay = arr(layout);
  if (lay)
    for (auto& [i, nm] : lay->entries)
      if (nm.is(Tag::Str))
        if (Value* v = inst->fields.find(vm.intern(S(nm)))) add(vm.intern(S(nm)), *v);
  for (auto& [k, v] : inst->fields.items) {
    if (lay) {
      bool declared = false;
      for (auto& [i, nm] : lay->entries)
        if (nm.is(Tag::Str) && S(nm) == vm.name(k)) declared = true;
      if (declared) continue;
    }
    add(k, v);
  }
  return out;
}

// --- dumps ---------------------------------------------------------------------------------------------------
namespace {
std::string key_text(Vm& vm, const Value& k) { return k.is(Tag::Int) ? std::to_string(k.i()) : to_str(vm, k); }
std::string enum_case_name(Vm& vm, const Value& v) {
  Value n = instance_field(vm, v, "name");
  return n.is(Tag::Str) ? S(n) : "";
}
bool is_enum_case(Vm& vm, const Value& v) {
  return v.is(Tag::Instance) && !class_attr(vm, v.as<InstanceObj>()->cls, "__php_enum").is_undef();
}
}  // namespace

void print_r(Vm& vm, const Value& v, std::string& out, int indent) {
  if (indent > 200) return;
  if (std::int64_t id = resource_id(v)) {
    out += "Resource id #" + std::to_string(id);
    return;
  }
  if (auto* d = arr(v)) {
    std::string pad(static_cast<std::size_t>(indent), ' ');
    out += "Array\n" + pad + "(\n";
    for (auto& [k, x] : d->entries) {
      out += pad + "    [" + key_text(vm, k) + "] => ";
      print_r(vm, x, out, indent + 8);
      out += "\n";
    }
    out += pad + ")\n";
    return;
  }
  if (v.is(Tag::Instance)) {
    std::string pad(static_cast<std::size_t>(indent), ' ');
    std::string cn = class_name(v.as<InstanceObj>()->cls);
    out += cn + " Object\n" + pad + "(\n";
    if (is_enum_case(vm, v)) {
      out += pad + "    [name] => " + enum_case_name(vm, v) + "\n";
      Value val = instance_field(vm, v, "value");
      if (!val.is_none()) {
        out += pad + "    [value] => ";
        print_r(vm, val, out, indent + 8);
        out += "\n";
      }
    } else {
      for (auto& p : object_props(vm, v)) {
        out += pad + "    [" + p.name;
        if (p.vis == "private") out += ":" + (p.owner.empty() ? cn : p.owner) + ":private";
        else if (p.vis == "protected") out += ":protected";
        out += "] => ";
        print_r(vm, p.value, out, indent + 8);
        out += "\n";
      }
    }
    out += pad + ")\n";
    return;
  }
  if (v.is(Tag::Function) || v.is(Tag::BoundMethod) || v.is(Tag::Builtin)) {
    std::string pad(static_cast<std::size_t>(indent), ' ');
    out += "Closure Object\n" + pad + "(\n" + pad + ")\n";
    return;
  }
  out += to_str(vm, v);
}

void var_dump(Vm& vm, const Value& v, std::string& out, int indent) {
  if (indent > 400) return;
  std::string pad(static_cast<std::size_t>(indent), ' ');
  if (std::int64_t id = resource_id(v)) {
    out += pad + "resource(" + std::to_string(id) + ") of type (" + (resource_open(vm, v) ? "stream" : "Unknown") + ")\n";
    return;
  }
  switch (v.tag()) {
    case Tag::None: out += pad + "NULL\n"; return;
    case Tag::Bool: out += pad + (v.b() ? "bool(true)\n" : "bool(false)\n"); return;
    case Tag::Int: out += pad + "int(" + std::to_string(v.i()) + ")\n"; return;
    case Tag::Float: case Tag::BigInt: out += pad + "float(" + fmt_float_repr(to_float(v)) + ")\n"; return;
    case Tag::Str: out += pad + "string(" + std::to_string(S(v).size()) + ") \"" + S(v) + "\"\n"; return;
    case Tag::Dict: {
      auto* d = v.as<DictObj>();
      out += pad + "array(" + std::to_string(d->entries.size()) + ") {\n";
      for (auto& [k, x] : d->entries) {
        out += pad + "  [" + (k.is(Tag::Int) ? std::to_string(k.i()) : "\"" + to_str(vm, k) + "\"") + "]=>\n";
        var_dump(vm, x, out, indent + 2);
      }
      out += pad + "}\n";
      return;
    }
    case Tag::Instance: {
      std::string cn = class_name(v.as<InstanceObj>()->cls);
      if (is_enum_case(vm, v)) {
        out += pad + "enum(" + cn + "::" + enum_case_name(vm, v) + ")\n";
        return;
      }
      auto props = object_props(vm, v);
      out += pad + "object(" + cn + ")#" + std::to_string(object_id(vm, v)) + " (" + std::to_string(props.size()) +
             ") {\n";
      for (auto& p : props) {
        out += pad + "  [\"" + p.name + "\"";
        if (p.vis == "private") out += ":\"" + (p.owner.empty() ? cn : p.owner) + "\":private";
        else if (p.vis == "protected") out += ":protected";
        out += "]=>\n";
        var_dump(vm, p.value, out, indent + 2);
      }
      out += pad + "}\n";
      return;
    }
    default: out += pad + "object(Closure)#1 (0) {\n" + pad + "}\n"; return;
  }
}

namespace {
std::string export_str(const std::string& s) {
  std::string o = "'";
  for (char c : s) {
    if (c == '\'' || c == '\\') o += '\\';
    o += c;
  }
  return o + "'";
}
}  // namespace
void var_export(Vm& vm, const Value& v, std::string& out, int indent) {
  if (indent > 400) return;
  std::string pad(static_cast<std::size_t>(indent), ' ');
  switch (v.tag()) {
    case Tag::None: out += "NULL"; return;
    case Tag::Bool: out += v.b() ? "true" : "false"; return;
    case Tag::Int:
      // PHP_INT_MIN has no literal (its magnitude overflows): PHP writes an expression
      out += v.i() == INT64_MIN ? "-9223372036854775807-1" : std::to_string(v.i());
      return;
    case Tag::Float: case Tag::BigInt: {
      std::string f = fmt_float_repr(to_float(v));
      if (f.find_first_of(".EN") == std::string::npos) f += ".0";
      out += f;
      return;
    }
    case Tag::Str: out += export_str(S(v)); return;
    case Tag::Dict: {
      out += "array (\n";
      for (auto& [k, x] : v.as<DictObj>()->entries) {
        out += pad + "  " + (k.is(Tag::Int) ? std::to_string(k.i()) : export_str(to_str(vm, k))) + " => ";
        if (x.is(Tag::Dict) || x.is(Tag::Instance)) out += "\n" + pad + "  ";
        var_export(vm, x, out, indent + 2);
        out += ",\n";
      }
      out += pad + ")";
      return;
    }
    case Tag::Instance: {
      std::string cn = class_name(v.as<InstanceObj>()->cls);
      if (is_enum_case(vm, v)) {
        out += "\\" + cn + "::" + enum_case_name(vm, v);
        return;
      }
      out += "\\" + cn + "::__set_state(array(\n";
      for (auto& p : object_props(vm, v)) {
        out += pad + "   " + export_str(p.name) + " => ";
        var_export(vm, p.value, out, indent + 2);
        out += ",\n";
      }
      out += pad + "))";
      return;
    }
    default: out += "\\Closure::__set_state(array(\n))"; return;
  }
}

}  // namespace php

// ====================================================================================================
// hooks
namespace {
using namespace php;

Value string_increment(std::string s) {
  if (s.empty()) return make_str("1");
  int i = static_cast<int>(s.size()) - 1;
  while (i >= 0) {
    char& c = s[static_cast<std::size_t>(i)];
    if (c == 'z') { c = 'a'; --i; }
    else if (c == 'Z') { c = 'A'; --i; }
    else if (c == '9') { c = '0'; --i; }
    else if (std::isalnum(static_cast<unsigned char>(c))) { ++c; return make_str(s); }
    else return make_str(s);
  }
  char first = s[0];
  s.insert(s.begin(), first == '0' ? '1' : first == 'a' ? 'a' : 'A');
  return make_str(s);
}

Value php_binop(Vm& vm, Operator op, const Value& a, const Value& b) {
  if (a.is_symbolic() || b.is_symbolic()) return Value::undef();
  switch (op) {
    case Operator::Concat: {
      std::string s = to_str(vm, a);
      if (vm.raising()) return Value::none();
      std::string t = to_str(vm, b);
      if (vm.raising()) return Value::none();
      if (!vm.charge_bytes(s.size() + t.size())) return Value::none();
      return make_str(s + t);
    }
    case Operator::Eq: return Value::boolean(loose_eq(vm, a, b));
    case Operator::Ne: return Value::boolean(!loose_eq(vm, a, b));
    case Operator::StrictEq: return Value::boolean(strict_eq(vm, a, b));
    case Operator::StrictNe: return Value::boolean(!strict_eq(vm, a, b));
    case Operator::Lt: return Value::boolean(loose_cmp(vm, a, b) < 0);
    case Operator::Le: return Value::boolean(loose_cmp(vm, a, b) <= 0);
    case Operator::Gt: return Value::boolean(loose_cmp(vm, a, b) > 0);
    case Operator::Ge: return Value::boolean(loose_cmp(vm, a, b) >= 0);
    case Operator::Add:
      if (a.is(Tag::Str) && b.is(Tag::Int) && b.i() == 1) {
        // $s++ on a non-numeric string: Perl-style increment ("a" -> "b", "Az" -> "Ba")
        Value n;
        if (!numeric_str(S(a), n, false)) return string_increment(S(a));
      }
      if (a.is(Tag::Dict) && b.is(Tag::Dict)) {  // array union
        Value out = copy_value(a);
        for (auto& [k, v] : b.as<DictObj>()->entries)
          if (!out.as<DictObj>()->find(k)) out.as<DictObj>()->set(k, copy_value(v));
        return out;
      }
      [[fallthrough]];
    case Operator::Sub: case Operator::Mul: case Operator::Div: case Operator::Mod: case Operator::Pow: {
      if (a.is(Tag::Instance) || b.is(Tag::Instance) || a.is(Tag::Dict) || b.is(Tag::Dict)) {
        vm.raise("TypeError", "Unsupported operand types: " + php_type(a) + " " + std::string(ir::operator_spelling(op)) + " " + php_type(b));
        return Value::none();
      }
      Value x = to_number(vm, a);
      if (vm.raising()) return Value::none();
      Value y = to_number(vm, b);
      if (vm.raising()) return Value::none();
      if (op == Operator::Mod) {
        std::int64_t p = to_int(x), q = to_int(y);
        if (q == 0) {
          vm.raise("ZeroDivisionError", "Modulo by zero");
          return Value::none();
        }
        if (q == -1) return Value::integer(0);
        return Value::integer(p % q);
      }
      if (op == Operator::Div) {
        if (to_float(y) == 0) {
          vm.raise("ZeroDivisionError", "Division by zero");
          return Value::none();
        }
        if (x.is(Tag::Int) && y.is(Tag::Int) && y.i() != -1 && x.i() % y.i() == 0) return Value::integer(x.i() / y.i());
        return Value::real(to_float(x) / to_float(y));
      }
      if (op == Operator::Pow) {
        if (x.is(Tag::Int) && y.is(Tag::Int) && y.i() >= 0) {
          // square-and-multiply; a float once it overflows
          std::int64_t base = x.i(), r = 1;
          std::uint64_t e = static_cast<std::uint64_t>(y.i());
          bool overflow = false;
          while (e && !overflow) {
            if ((e & 1) && __builtin_mul_overflow(r, base, &r)) overflow = true;
            e >>= 1;
            if (e && __builtin_mul_overflow(base, base, &base)) overflow = true;
          }
          if (!overflow) return Value::integer(r);
        }
        return Value::real(std::pow(to_float(x), to_float(y)));
      }
      if (x.is(Tag::Int) && y.is(Tag::Int)) {
        std::int64_t r = 0;
        bool of = op == Operator::Add ? __builtin_add_overflow(x.i(), y.i(), &r)
                  : op == Operator::Sub ? __builtin_sub_overflow(x.i(), y.i(), &r)
                                        : __builtin_mul_overflow(x.i(), y.i(), &r);
        if (!of) return Value::integer(r);
      }
      double p = to_float(x), q = to_float(y);
      return Value::real(op == Operator::Add ? p + q : op == Operator::Sub ? p - q : p * q);
    }
    case Operator::BitAnd: case Operator::BitOr: case Operator::BitXor: case Operator::Shl: case Operator::Shr: {
      if (a.is(Tag::Str) && b.is(Tag::Str) && op != Operator::Shl && op != Operator::Shr) break;
      std::int64_t p = to_int(a), q = to_int(b);
      if ((op == Operator::Shl || op == Operator::Shr) && q < 0) {
        vm.raise("ArithmeticError", "Bit shift by negative number");
        return Value::none();
      }
      switch (op) {
        case Operator::BitAnd: return Value::integer(p & q);
        case Operator::BitOr: return Value::integer(p | q);
        case Operator::BitXor: return Value::integer(p ^ q);
        case Operator::Shl: return Value::integer(q >= 64 ? 0 : static_cast<std::int64_t>(static_cast<std::uint64_t>(p) << q));
        default: return Value::integer(q >= 64 ? (p < 0 ? -1 : 0) : p >> q);
      }
    }
    default: break;
  }
  return Value::undef();
}

Value php_unop(Vm& vm, Operator op, const Value& a) {
  if (a.is_symbolic()) return Value::undef();
  if (op == Operator::Not) return Value::boolean(!php::truthy(a));
  if (op == Operator::Neg || op == Operator::Pos) {
    Value x = to_number(vm, a);
    if (vm.raising()) return Value::none();
    if (op == Operator::Pos) return x;
    if (x.is(Tag::Int)) {
      if (x.i() == INT64_MIN) return Value::real(-static_cast<double>(x.i()));
      return Value::integer(-x.i());
    }
    return Value::real(-to_float(x));
  }
  if (op == Operator::BitNot) return Value::integer(~to_int(a));
  return Value::undef();
}

bool php_truthy(const Value& v) { return php::truthy(v); }

Value exc_field(Vm& vm, const Value& e, const char* name, std::size_t arg) {
  auto* inst = e.as<InstanceObj>();
  if (Value* m = inst->fields.find(vm.intern(name))) return *m;
  if (Value* a = inst->fields.find(vm.intern("args")); a && (a->is(Tag::Tuple) || a->is(Tag::List))) {
    auto& it = a->as<ListObj>()->items;
    if (arg < it.size()) return it[arg];
  }
  return Value::undef();
}
Value exc_getMessage(Vm& vm, const Value& self, std::vector<Value>&) {
  Value m = exc_field(vm, self, "message", 0);
  return m.is_undef() ? make_str("") : m;
}
Value exc_getCode(Vm& vm, const Value& self, std::vector<Value>&) {
  Value m = exc_field(vm, self, "code", 1);
  return m.is_undef() ? Value::integer(0) : m;
}
bool is_error_exception(Vm& vm, const Value& e) {
  Value ee = lookup_class(vm, "ErrorException");
  return ee.is(Tag::Class) && vm.isinstance(e, ee);
}
Value exc_getSeverity(Vm& vm, const Value& self, std::vector<Value>&) {
  Value m = exc_field(vm, self, "severity", 2);
  return m.is(Tag::Int) ? m : Value::integer(1);
}
Value exc_getPrevious(Vm& vm, const Value& self, std::vector<Value>&) {
  // ErrorException($message, $code, $severity, $filename, $line, $previous)
  Value m = exc_field(vm, self, "previous", is_error_exception(vm, self) ? 5 : 2);
  return m.is_undef() ? Value::none() : m;
}
// where the exception was made (php_more.cpp's __php_exc_here), when known
Value exc_getLine(Vm& vm, const Value& self, std::vector<Value>&) {
  Value l = instance_field(vm, self, "__php_line");
  return l.is(Tag::Int) ? l : Value::integer(0);
}
Value exc_getFile(Vm& vm, const Value& self, std::vector<Value>&) {
  Value f = instance_field(vm, self, "__php_file");
  return f.is(Tag::Str) ? f : make_str("");
}
Value exc_getTrace(Vm&, const Value&, std::vector<Value>&) { return new_arr(); }
Value exc_getTraceAsString(Vm&, const Value&, std::vector<Value>&) { return make_str("#0 {main}"); }
Value exc_toString(Vm& vm, const Value& self, std::vector<Value>& a) {
  Value m = exc_getMessage(vm, self, a);
  return make_str(class_name(self.as<InstanceObj>()->cls) + ": " + to_str(vm, m));
}
/// Exception::__construct($message = "", $code = 0, $previous = null)
Value exc_init(Vm& vm, const Value& self, std::vector<Value>& args) {
  std::vector<Value> pos;
  for (auto& a : args) {
    if (a.is(Tag::KwArg)) {
      auto* kw = a.as<KwArgObj>();
      std::string n = kw->name;
      if (!n.empty() && n[0] == '$') n.erase(0, 1);
      set_instance_field(vm, self, n, kw->value);
    } else {
      pos.push_back(a);
    }
  }
  if (pos.size() > 0) set_instance_field(vm, self, "message", pos[0]);
  if (pos.size() > 1) set_instance_field(vm, self, "code", pos[1]);
  if (is_error_exception(vm, self)) {
    // ErrorException($message, $code, $severity, $filename, $line, $previous)
    if (!instance_field(vm, self, "severity").is(Tag::Int))
      set_instance_field(vm, self, "severity", pos.size() > 2 ? pos[2] : Value::integer(1));
    set_instance_field(vm, self, "previous", pos.size() > 5 ? pos[5] : instance_field(vm, self, "previous"));
  } else if (pos.size() > 2) {
    set_instance_field(vm, self, "previous", pos[2]);
  }
  set_instance_field(vm, self, "args", make_list(pos, Tag::Tuple));
  return Value::none();
}

/// __call: a method the class lacks, called with (name, [args]).
Value magic_call(Vm& vm, const Value& self, std::vector<Value>& args) {
  // self: [object, name, __call]
  auto& items = self.as<ListObj>()->items;
  std::vector<Value> call_args{items[0], items[1], list_to_arr(args)};
  if (items[0].is(Tag::Class)) call_args.erase(call_args.begin());  // __callStatic
  return vm.call_sync(items[2], std::span<const Value>(call_args));
}
Value enum_cases(Vm& vm, const Value& self, std::vector<Value>&) {
  Value c = class_attr(vm, self, "__php_cases");
  if (c.is_undef()) return new_arr();
  return copy_value(c);
}
Value enum_from_impl(Vm& vm, const Value& self, std::vector<Value>& args, bool try_) {
  Value c = class_attr(vm, self, "__php_cases");
  Value want = args.empty() ? Value::none() : args[0];
  if (auto* d = arr(c))
    for (auto& [k, inst] : d->entries) {
      Value v = instance_field(vm, inst, "value");
      if (loose_eq(vm, v, want) && v.tag() == want.tag()) return inst;
      if (v.is(Tag::Int) && want.is(Tag::Str) && loose_eq(vm, v, want)) return inst;
    }
  if (try_) return Value::none();
  std::string shown = want.is(Tag::Str) ? "\"" + S(want) + "\"" : to_str(vm, want);
  vm.raise("ValueError", shown + " is not a valid backing value for enum " + class_name(self));
  return Value::none();
}
Value enum_from(Vm& vm, const Value& self, std::vector<Value>& args) { return enum_from_impl(vm, self, args, false); }
Value enum_tryFrom(Vm& vm, const Value& self, std::vector<Value>& args) { return enum_from_impl(vm, self, args, true); }

Value php_load_attr(Vm& vm, const Value& obj, Name field) {
  switch (obj.tag()) {
    case Tag::Instance: {
      auto* inst = obj.as<InstanceObj>();
      if (inst->fields.find(field)) return Value::undef();
      for (auto& c : inst->klass()->mro) {
        auto* k = c.as<ClassObj>();
        if (k->attrs.find(field)) return Value::undef();
      }
      const std::string& f = vm.name(field);
      if (f == "__class__") return Value::undef();
      if (is_exception(obj)) {
        if (f == "getMessage") return make_native(exc_getMessage, "getMessage", obj);
        if (f == "getCode") return make_native(exc_getCode, "getCode", obj);
        if (f == "getSeverity") return make_native(exc_getSeverity, "getSeverity", obj);
        if (f == "getPrevious") return make_native(exc_getPrevious, "getPrevious", obj);
        if (f == "getLine") return make_native(exc_getLine, "getLine", obj);
        if (f == "getFile") return make_native(exc_getFile, "getFile", obj);
        if (f == "getTrace") return make_native(exc_getTrace, "getTrace", obj);
        if (f == "getTraceAsString") return make_native(exc_getTraceAsString, "getTraceAsString", obj);
        if (f == "__toString") return make_native(exc_toString, "__toString", obj);
        if (f == "message") {
          std::vector<Value> none;
          return exc_getMessage(vm, obj, none);
        }
        if (f == "code") {
          std::vector<Value> none;
          return exc_getCode(vm, obj, none);
        }
        if (f == "__init__") return make_native(exc_init, "__construct", obj);
      }
      if ((f == "cases" || f == "from" || f == "tryFrom") && !class_attr(vm, inst->cls, "__php_enum").is_undef())
        return php_load_attr(vm, inst->cls, field);  // self::cases() inside a case's method
      Value get = class_attr(vm, inst->cls, "__get");
      if (!get.is_undef() && f.rfind("__", 0) != 0) {
        std::vector<Value> a{obj, make_str(f)};
        return vm.call_sync(get, std::span<const Value>(a));
      }
      Value magic = class_attr(vm, inst->cls, "__call");
      if (!magic.is_undef()) {
        Value self = make_list({obj, make_str(f), magic});
        return make_native(magic_call, "__call", self);
      }
      if (f == "__init__") return Value::undef();
      return Value::none();
    }
    case Tag::Class: {
      auto* k = obj.as<ClassObj>();
      for (auto& c : k->mro)
        if (c.as<ClassObj>()->attrs.find(field)) return Value::undef();
      const std::string& f = vm.name(field);
      if (!class_attr(vm, obj, "__php_enum").is_undef()) {
        if (f == "cases") return make_native(enum_cases, "cases", obj);
        if (f == "from") return make_native(enum_from, "from", obj);
        if (f == "tryFrom") return make_native(enum_tryFrom, "tryFrom", obj);
      }
      Value cs = class_attr(vm, obj, "__callStatic");
      if (!cs.is_undef()) {
        Value self = make_list({obj, make_str(f), cs});
        return make_native(magic_call, "__callStatic", self);
      }
      return Value::undef();
    }
    case Tag::BoundMethod: {
      // super proxy (__super()): a built-in exception parent's constructor
      auto* bm = obj.as<BoundMethodObj>();
      if (!bm->func.is(Tag::Class)) return Value::undef();
      const std::string& f = vm.name(field);
      auto& mro = bm->func.as<ClassObj>()->mro;
      for (std::size_t i = 1; i < mro.size(); ++i) {
        auto* k = mro[i].as<ClassObj>();
        if (k->attrs.find(field)) return Value::undef();
        if (k->builtin) {
          if (f == "__init__") return make_native(exc_init, "__construct", bm->self);
          return php_load_attr(vm, bm->self, field);
        }
      }
      return Value::undef();
    }
    case Tag::Generator: return generator_method(vm, obj, vm.name(field));
    case Tag::Function: case Tag::Builtin: return closure_method(vm, obj, vm.name(field));
    default: return Value::undef();
  }
}

Value php_load_index(Vm& vm, const Value& obj, const Value& idx) {
  if (obj.is_symbolic() || idx.is_symbolic()) return Value::undef();
  switch (obj.tag()) {
    case Tag::Dict: {
      Value* v = obj.as<DictObj>()->find(norm_key(idx));
      return v ? *v : Value::none();
    }
    case Tag::Str: {
      const std::string& s = S(obj);
      std::int64_t i = to_int(idx);
      if (i < 0) i += static_cast<std::int64_t>(s.size());
      if (i < 0 || i >= static_cast<std::int64_t>(s.size())) return make_str("");
      return make_str(std::string(1, s[static_cast<std::size_t>(i)]));
    }
    case Tag::None: case Tag::Bool: case Tag::Int: case Tag::Float: return Value::none();
    case Tag::Instance: {
      Value g = class_attr(vm, obj.as<InstanceObj>()->cls, "offsetGet");
      if (!g.is_undef()) {
        std::vector<Value> a{obj, idx};
        return vm.call_sync(g, std::span<const Value>(a));
      }
      return Value::undef();
    }
    default: return Value::undef();
  }
}
bool php_store_index(Vm& vm, const Value& obj, const Value& idx, const Value& v) {
  if (obj.is(Tag::Dict)) {
    if (idx.is_none() && false) return false;
    obj.as<DictObj>()->set(norm_key(idx), v);
    return true;
  }
  if (obj.is(Tag::Instance)) {
    Value s = class_attr(vm, obj.as<InstanceObj>()->cls, "offsetSet");
    if (!s.is_undef()) {
      std::vector<Value> a{obj, idx, v};
      vm.call_sync(s, std::span<const Value>(a));
      return true;
    }
  }
  return false;
}

bool php_repr(Vm& vm, const Value& v, std::string& out) {
  switch (v.tag()) {
    case Tag::None: out = "NULL"; return true;
    case Tag::Bool: out = v.b() ? "true" : "false"; return true;
    case Tag::Float: out = fmt_float(v.d(), 14); return true;
    case Tag::Dict: out = "Array"; return true;
    default: (void)vm; return false;
  }
}

void php_describe(Vm& vm, const Value& exc, std::string& type, std::string& message) {
  if (!exc.is(Tag::Instance)) return;
  type = "PHP Fatal error:  Uncaught " + class_name(exc.as<InstanceObj>()->cls);
  std::vector<Value> none;
  Value m = exc_getMessage(vm, exc, none);
  message = m.is(Tag::Str) ? S(m) : "";
}

}  // namespace

Value php_global(Vm& vm, std::string_view name);  // php_library.cpp
Value php::load_attr_hook(Vm& vm, const Value& obj, Name field) { return php_load_attr(vm, obj, field); }
Value php::load_index_hook(Vm& vm, const Value& obj, const Value& idx) {
  Value v = php_load_index(vm, obj, idx);
  return v.is_undef() ? vm.ir_load_index(obj, idx) : v;
}

extern const LanguageRuntime kPhpRuntime;
const LanguageRuntime kPhpRuntime{.language = "php",
                                  .global = php_global,
                                  .binop = php_binop,
                                  .unop = php_unop,
                                  .truthy = php_truthy,
                                  .load_attr = php_load_attr,
                                  .load_index = php_load_index,
                                  .store_index = php_store_index,
                                  .repr = php_repr,
                                  .describe_exception = php_describe,
                                  .uncaught_exit_status = 255,
                                  .int_div_zero_message = "Division by zero",
                                  .ignore_extra_args = true};

}  // namespace reddragon::vm
