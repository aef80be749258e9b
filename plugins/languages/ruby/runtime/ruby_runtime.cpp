// ruby_runtime.cpp - Ruby's core library on the VM (docs/frontends/ruby.md):
// Kernel functions, the methods of Integer, Float, String, Symbol, Array,
// Hash, Range, Proc and NilClass, Ruby's rendering (puts/p/inspect),
// truthiness (only nil and false are false) and the helpers the lowering
// calls (`__rb_*`). Symbols are strings starting with byte 0x01.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>

#include "reddragon/text/utf8.hpp"
#include "reddragon/vm/bigint.hpp"
#include "ruby_shared.hpp"

namespace reddragon::vm {
using ir::Operator;
namespace ruby {
namespace {

Value& state(Vm& vm, std::string_view k) { return vm.run_state(k); }

void ensure_classes(Vm& vm) {
  Value& done = state(vm, "ruby.classes");
  if (!done.is_none()) return;
  done = Value::boolean(true);
  vm.define_builtin_class("StandardError", "Exception");
  vm.define_builtin_class("ScriptError", "Exception");
  vm.define_builtin_class("SyntaxError", "ScriptError");
  vm.define_builtin_class("NotImplementedError", "ScriptError");
  vm.define_builtin_class("LoadError", "ScriptError");
  vm.define_builtin_class("ArgumentError", "StandardError");
  vm.define_builtin_class("NoMethodError", "NameError");
  vm.define_builtin_class("FrozenError", "RuntimeError");
  vm.define_builtin_class("LocalJumpError", "StandardError");
  vm.define_builtin_class("RangeError", "StandardError");
  vm.define_builtin_class("FloatDomainError", "RangeError");
  vm.define_builtin_class("Math::DomainError", "ArgumentError");
  vm.define_builtin_class("RegexpError", "StandardError");
  vm.define_builtin_class("NoMatchingPatternError", "StandardError");
  vm.define_builtin_class("NoMatchingPatternKeyError", "NoMatchingPatternError");
  vm.define_builtin_class("UncaughtThrowError", "ArgumentError");
  vm.define_builtin_class("IOError", "StandardError");
  vm.define_builtin_class("EncodingError", "StandardError");
  vm.define_builtin_class("SecurityError", "Exception");
  vm.define_builtin_class("SystemExit", "Exception");
  vm.define_builtin_class("Interrupt", "Exception");
  vm.define_builtin_class("__RbBreak", "BaseException");
  vm.define_builtin_class("__RbReturn", "BaseException");
  vm.define_builtin_class("__RbThrow", "BaseException");
}

Value take_block(std::vector<Value>& args) {
  Value blk = Value::none();
  for (std::size_t i = 0; i < args.size(); ++i)
    if (args[i].is(Tag::KwArg) && args[i].as<KwArgObj>()->name == "__blk") {
      blk = args[i].as<KwArgObj>()->value;
      args.erase(args.begin() + static_cast<std::ptrdiff_t>(i));
      break;
    }
  return blk;
}

Value builtin_class(Vm& vm, std::string_view name) {
  std::string key = "ruby.class." + std::string(name);
  Value& c = state(vm, key);
  if (c.is_none()) c = new_class(std::string(name));
  return c;
}

bool class_has(const Value& cls, Name n) {
  if (!cls.is(Tag::Class)) return false;
  for (auto& k : cls.as<ClassObj>()->mro)
    if (k.as<ClassObj>()->attrs.find(n)) return true;
  return false;
}
Value class_attr(const Value& cls, Name n) {
  for (auto& k : cls.as<ClassObj>()->mro)
    if (Value* v = k.as<ClassObj>()->attrs.find(n)) return *v;
  return Value::undef();
}
bool instance_of_named(const Value& v, std::string_view n) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == n && v.as<InstanceObj>()->klass()->mro.size() == 1;
}
bool is_range(const Value& v) { return instance_of_named(v, "Range"); }
bool is_exception(const Value& v) {
  if (!v.is(Tag::Instance)) return false;
  for (auto& k : v.as<InstanceObj>()->klass()->mro)
    if (k.as<ClassObj>()->builtin) return true;
  return false;
}
bool is_struct(Vm& vm, const Value& v) {
  return v.is(Tag::Instance) && class_has(v.as<InstanceObj>()->cls, vm.intern("__rb_struct"));
}

std::string protocol_name(std::string_view m) {
  static const std::pair<const char*, const char*> map[] = {
      {"+", "__add__"}, {"-", "__sub__"}, {"*", "__mul__"}, {"/", "__truediv__"}, {"%", "__mod__"},
      {"**", "__pow__"}, {"==", "__eq__"}, {"<", "__lt__"}, {"<=", "__le__"}, {">", "__gt__"},
      {">=", "__ge__"}, {"[]", "__getitem__"}, {"[]=", "__setitem__"}, {"initialize", "__init__"},
      {"&", "__and__"}, {"|", "__or__"}, {"^", "__xor__"}, {"-@", "__neg__"}};
  for (auto& [a, b] : map)
    if (m == a) return b;
  return std::string(m);
}
std::string ruby_name(std::string_view m) {
  static const std::pair<const char*, const char*> map[] = {
      {"__add__", "+"}, {"__sub__", "-"}, {"__mul__", "*"}, {"__truediv__", "/"}, {"__mod__", "%"},
      {"__pow__", "**"}, {"__eq__", "=="}, {"__lt__", "<"}, {"__le__", "<="}, {"__gt__", ">"},
      {"__ge__", ">="}, {"__getitem__", "[]"}, {"__setitem__", "[]="}, {"__init__", "initialize"}};
  for (auto& [a, b] : map)
    if (m == a) return b;
  return std::string(m);
}

std::int64_t to_i64(const Value& v) {
  if (v.is(Tag::Int)) return v.i();
  if (v.is(Tag::Float)) return static_cast<std::int64_t>(v.d());
  if (v.is(Tag::Bool)) return v.b();
  return 0;
}
bool is_intlike(const Value& v) { return v.is(Tag::Int) || v.is(Tag::BigInt); }

Value range_new(Vm& vm, Value a, Value b, bool excl) {
  auto* inst = new InstanceObj();
  inst->cls = builtin_class(vm, "Range");
  Value r = Value::object(inst);
  set_instance_field(vm, r, "begin", std::move(a));
  set_instance_field(vm, r, "end", std::move(b));
  set_instance_field(vm, r, "excl", Value::boolean(excl));
  return r;
}

/// Items of a range (integers or strings).
bool range_items(Vm& vm, const Value& r, std::vector<Value>& out) {
  Value a = instance_field(vm, r, "begin"), b = instance_field(vm, r, "end");
  bool excl = instance_field(vm, r, "excl").b();
  if (a.is(Tag::Int) && (b.is(Tag::Int) || b.is(Tag::Float))) {
    std::int64_t lo = a.i();
    if (b.is(Tag::Float) && !(std::abs(b.d()) < 9e18)) {
      rb_raise(vm, "RangeError", "cannot convert endless range to an array");
      return false;
    }
    std::int64_t hi = b.is(Tag::Int) ? b.i() : static_cast<std::int64_t>(std::floor(b.d()));
    if (excl && !(b.is(Tag::Float) && std::floor(b.d()) != b.d()) && hi > std::numeric_limits<std::int64_t>::min()) --hi;
    if (hi < lo) return true;
    std::int64_t span = 0;
    if (__builtin_sub_overflow(hi, lo, &span) || span > 10'000'000) {
      rb_raise(vm, "RangeError", "range too large");
      return false;
    }
    if (!vm.charge_copy(static_cast<std::size_t>(span))) return false;
    for (std::int64_t i = lo;; ++i) {
      out.push_back(Value::integer(i));
      if (i == hi) break;
    }
    return true;
  }
  if (is_str(a) && is_str(b)) {
    std::string s = sv(a), e = sv(b);
    if (s.size() > e.size()) return true;
    for (int guard = 0; guard < 1000000; ++guard) {
      if ((guard & 255) == 0 && !vm.charge(32)) return false;
      if (s == e) {
        if (!excl) out.push_back(make_str(s));
        return true;
      }
      out.push_back(make_str(s));
      // succ
      std::string t = s;
      int i = static_cast<int>(t.size()) - 1;
      while (i >= 0) {
        char& c = t[static_cast<std::size_t>(i)];
        if (c == 'z') { c = 'a'; --i; }
        else if (c == 'Z') { c = 'A'; --i; }
        else if (c == '9') { c = '0'; --i; }
        else { ++c; break; }
      }
      if (i < 0) t.insert(t.begin(), t[0] == 'a' ? 'a' : t[0] == 'A' ? 'A' : '1');
      s = t;
      if (s.size() > e.size()) return true;
    }
    return true;
  }
  if (a.is_symbolic() || b.is_symbolic()) return false;
  rb_raise(vm, "TypeError", "can't iterate from " + class_name(vm, a));
  return false;
}

}  // namespace

bool is_class_named(const Value& v, std::string_view n) { return v.is(Tag::Class) && v.as<ClassObj>()->name == n; }

void rb_raise(Vm& vm, std::string_view cls, std::string msg) {
  ensure_classes(vm);
  vm.raise(cls, std::move(msg));
}

bool rb_truthy(const Value& v) {
  if (v.is_none()) return false;
  if (v.is(Tag::Bool)) return v.b();
  if (v.is_undef()) return false;
  return true;
}

std::string fmt_float(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == 0) return std::signbit(d) ? "-0.0" : "0.0";
  char buf[64];
  int prec = 1;
  for (; prec <= 17; ++prec) {
    std::snprintf(buf, sizeof buf, "%.*e", prec - 1, d);
    if (std::strtod(buf, nullptr) == d) break;
  }
  // buf: d.ddde[+-]XX
  std::string s(buf);
  std::size_t epos = s.find('e');
  std::string mant = s.substr(0, epos);
  int exp = std::atoi(s.c_str() + epos + 1);
  bool neg = mant[0] == '-';
  if (neg) mant = mant.substr(1);
  std::string digits;
  for (char c : mant)
    if (c != '.') digits += c;
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  std::string out;
  int decpt = exp + 1;
  if (decpt > 16 || (decpt == 16 && static_cast<int>(digits.size()) < 16) || exp < -4) {
    out = digits.substr(0, 1) + "." + (digits.size() > 1 ? digits.substr(1) : "0");
    char eb[16];
    std::snprintf(eb, sizeof eb, "e%c%02d", exp < 0 ? '-' : '+', std::abs(exp));
    out += eb;
  } else if (exp >= 0) {
    std::string ip, fp;
    if (static_cast<int>(digits.size()) <= exp + 1) {
      ip = digits + std::string(static_cast<std::size_t>(exp + 1) - digits.size(), '0');
      fp = "0";
    } else {
      ip = digits.substr(0, static_cast<std::size_t>(exp + 1));
      fp = digits.substr(static_cast<std::size_t>(exp + 1));
    }
    out = ip + "." + fp;
  } else {
    out = "0." + std::string(static_cast<std::size_t>(-exp - 1), '0') + digits;
  }
  return neg ? "-" + out : out;
}

std::string class_name(Vm& vm, const Value& v) {
  switch (v.tag()) {
    case Tag::None: return "NilClass";
    case Tag::Bool: return v.b() ? "TrueClass" : "FalseClass";
    case Tag::Int:
    case Tag::BigInt: return "Integer";
    case Tag::Float: return "Float";
    case Tag::Str: return is_sym(v) ? "Symbol" : "String";
    case Tag::List:
    case Tag::Tuple: return "Array";
    case Tag::Dict: return "Hash";
    case Tag::Set: return "Set";
    case Tag::Instance: return v.as<InstanceObj>()->klass()->name;
    case Tag::Class: return v.as<ClassObj>()->attrs.find(vm.intern("__rb_module")) ? "Module" : "Class";
    case Tag::Function:
    case Tag::Builtin:
    case Tag::BoundMethod: return "Proc";
    default: return vm.type_name(v);
  }
}

std::string quote(const std::string& s) {
  std::string out = "\"";
  for (std::size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      case '\a': out += "\\a"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\v': out += "\\v"; break;
      case 27: out += "\\e"; break;
      case '#':  // "#{", "#$" and "#@" would interpolate: Ruby escapes the '#'
        if (i + 1 < s.size() && (s[i + 1] == '{' || s[i + 1] == '$' || s[i + 1] == '@')) out += "\\#";
        else out += "#";
        break;
      default:
        if (c < 32 || c == 127) {
          char b[8];
          std::snprintf(b, sizeof b, "\\u%04X", c);
          out += b;
        } else out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

bool simple_symbol(const std::string& n) {
  if (n.empty()) return false;
  static const char* ops[] = {"+", "-", "*", "/", "%", "**", "==", "<", "<=", ">", ">=", "<=>", "[]", "[]=", "<<", "!", "=~", "==="};
  for (auto* o : ops)
    if (n == o) return true;
  if (!(std::isalpha(static_cast<unsigned char>(n[0])) || n[0] == '_' || n[0] == '@' || n[0] == '$')) return false;
  for (std::size_t i = 1; i < n.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(n[i]);
    if (!(std::isalnum(c) || c == '_' || c == '@' || ((c == '?' || c == '!' || c == '=') && i + 1 == n.size())))
      return false;
  }
  return true;
}

std::string exc_message_text(Vm& vm, const Value& e) {
  Value a = instance_field(vm, e, "args");
  if (a.is(Tag::Tuple) && !a.as<ListObj>()->items.empty()) {
    Value m = a.as<ListObj>()->items[0];
    return to_s(vm, m);
  }
  Value m = instance_field(vm, e, "@message");
  if (!m.is_none()) return to_s(vm, m);
  return e.as<InstanceObj>()->klass()->name;
}
/// The message, and under it the source line and carets of the raise that
/// raised a NameError (Ruby 3.1's error_highlight in NameError#to_s).
std::string exc_message(Vm& vm, const Value& e) {
  std::string m = exc_message_text(vm, e);
  Value spot = instance_field(vm, e, "__rb_spot");
  if (spot.is(Tag::Str)) m += "\n\n" + spot.as<StrObj>()->s;
  return m;
}

namespace {
int g_depth = 0;
struct DepthGuard {
  DepthGuard() { ++g_depth; }
  ~DepthGuard() { --g_depth; }
};
}  // namespace

std::string inspect(Vm& vm, const Value& v) {
  DepthGuard g;
  if (g_depth > 200) return "...";
  switch (v.tag()) {
    case Tag::None: return "nil";
    case Tag::Bool: return v.b() ? "true" : "false";
    case Tag::Float: return fmt_float(v.d());
    case Tag::Int:
    case Tag::BigInt: return to_s(vm, v);
    case Tag::Str: {
      if (is_sym(v)) {
        std::string n = sym_name(v);
        return simple_symbol(n) ? ":" + n : ":" + quote(n);
      }
      return quote(sv(v));
    }
    case Tag::List:
    case Tag::Tuple: {
      std::string out = "[";
      auto& items = v.as<ListObj>()->items;
      for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) out += ", ";
        if (items[i].is(Tag::List) && items[i].as<ListObj>() == v.as<ListObj>()) out += "[...]";
        else out += inspect(vm, items[i]);
        if (vm.raising()) return out;
      }
      return out + "]";
    }
    case Tag::Set: {  // #<Set: {1, 2}>
      std::string out = "#<Set: {";
      bool first = true;
      for (auto& [k, x] : v.as<DictObj>()->entries) {
        out += (first ? "" : ", ") + inspect(vm, k);
        first = false;
        if (vm.raising()) return out;
      }
      return out + "}>";
    }
    case Tag::Dict: {
      auto& es = v.as<DictObj>()->entries;
      if (es.empty()) return "{}";
      std::string out = "{";
      for (std::size_t i = 0; i < es.size(); ++i) {
        if (i) out += ", ";
        out += inspect(vm, es[i].first) + "=>" + inspect(vm, es[i].second);
        if (vm.raising()) return out;
      }
      return out + "}";
    }
    case Tag::Instance: {
      auto* inst = v.as<InstanceObj>();
      if (is_range(v)) {
        Value a = instance_field(vm, v, "begin"), b = instance_field(vm, v, "end");
        return (a.is_none() ? "" : inspect(vm, a)) + (instance_field(vm, v, "excl").b() ? "..." : "..") +
               (b.is_none() ? "" : inspect(vm, b));
      }
      if (is_regex(v)) return "/" + sv(instance_field(vm, v, "source")) + "/" + sv(instance_field(vm, v, "flags"));
      if (instance_field(vm, v, "__rb_md").is(Tag::Bool)) {
        // #<MatchData "whole" 1:"g1" name:"g2">: groups by number, or by name when named
        auto& gs = instance_field(vm, v, "groups").as<ListObj>()->items;
        std::vector<std::string> labels(gs.size());
        for (std::size_t i = 1; i < gs.size(); ++i) labels[i] = std::to_string(i);
        Value names = instance_field(vm, v, "__names");
        if (names.is(Tag::Dict))
          for (auto& [k, n] : names.as<DictObj>()->entries)
            if (n.is(Tag::Int) && n.i() > 0 && static_cast<std::size_t>(n.i()) < gs.size()) labels[static_cast<std::size_t>(n.i())] = sv(k);
        std::string out = "#<MatchData " + inspect(vm, gs.empty() ? Value::none() : gs[0]);
        for (std::size_t i = 1; i < gs.size(); ++i) out += " " + labels[i] + ":" + inspect(vm, gs[i]);
        return out + ">";
      }
      if (rb_is_rational(v)) return rb_rational_str(vm, v, true);
      if (instance_of_named(v, "Enumerator::Lazy")) {  // one level per operation, as Ruby nests them
        std::string out = "#<Enumerator::Lazy: " + inspect(vm, instance_field(vm, v, "__src")) + ">";
        for (auto& op : instance_field(vm, v, "__ops").as<ListObj>()->items) {
          auto& t = op.as<ListObj>()->items;
          out = "#<Enumerator::Lazy: " + out + ":" + sv(t[0]) + (t[1].is(Tag::Int) ? "(" + std::to_string(t[1].i()) + ")" : "") + ">";
        }
        return out;
      }
      if (instance_of_named(v, "Enumerator") && !instance_field(vm, v, "__gen").is_none())
        return "#<Enumerator: #<Enumerator::Generator>:each>";
      if (instance_of_named(v, "Enumerator")) {
        Value meth = instance_field(vm, v, "__meth");
        if (meth.is_none()) return "#<Enumerator: " + inspect(vm, instance_field(vm, v, "__src")) + ":cycle>";
        std::string a;
        for (auto& x : instance_field(vm, v, "__args").as<ListObj>()->items) a += (a.empty() ? "" : ", ") + inspect(vm, x);
        return "#<Enumerator: " + inspect(vm, instance_field(vm, v, "__recv")) + ":" + sv(meth) + (a.empty() ? "" : "(" + a + ")") + ">";
      }
      Value m = class_attr(inst->cls, vm.intern("inspect"));
      if (m.is(Tag::Function)) {
        Value r = vm.call_sync(m, std::span<const Value>(&v, 1));
        if (vm.raising()) return "";
        return to_s(vm, r);
      }
      if (is_exception(v)) {
        std::string msg = exc_message(vm, v);
        if (msg == inst->klass()->name) return msg;
        return "#<" + inst->klass()->name + ": " + msg + ">";
      }
      if (is_struct(vm, v)) {
        Value fs = class_attr(inst->cls, vm.intern("__rb_struct"));
        std::string out = "#<struct " + inst->klass()->name;
        bool first = true;
        for (auto& f : fs.as<ListObj>()->items) {
          out += first ? " " : ", ";
          first = false;
          std::string fn = to_s(vm, f);
          out += fn + "=" + inspect(vm, instance_field(vm, v, "@" + fn));
        }
        return out + ">";
      }
      if (inst->klass()->name == "Object" && inst->klass()->mro.size() == 1) return "main";
      std::string out = "#<" + inst->klass()->name;
      bool first = true;
      for (auto& [k, fv] : inst->fields.items) {
        const std::string& fn = vm.name(k);
        if (fn.empty() || fn[0] != '@') continue;
        out += first ? " " : ", ";
        first = false;
        out += fn + "=" + inspect(vm, fv);
      }
      return out + ">";
    }
    case Tag::Class: return v.as<ClassObj>()->name;
    case Tag::Builtin:
      if (v.as<BuiltinObj>()->id == kCoreType) return v.as<BuiltinObj>()->native_name;
      return "#<Proc>";
    case Tag::Function:
    case Tag::BoundMethod: return "#<Proc>";
    default: return vm.repr(v);
  }
}

/// The right operand in "comparison of X with Y failed": Ruby inspects
/// immediates (nil, true, 1, 2.5) and names the class of anything else.
std::string rb_cmp_operand(Vm& vm, const Value& b) {
  if (b.is_none() || b.is(Tag::Bool) || b.is(Tag::Int) || b.is(Tag::Float) || is_sym(b)) return inspect(vm, b);
  return class_name(vm, b);
}

std::string to_s(Vm& vm, const Value& v) {
  switch (v.tag()) {
    case Tag::None: return "";
    case Tag::Str: return is_sym(v) ? sym_name(v) : sv(v);
    case Tag::Int: return std::to_string(v.i());
    case Tag::BigInt: return v.as<BigIntObj>()->v.str();
    case Tag::Instance: {
      auto* inst = v.as<InstanceObj>();
      Value m = class_attr(inst->cls, vm.intern("to_s"));
      if (m.is(Tag::Function)) {
        Value r = vm.call_sync(m, std::span<const Value>(&v, 1));
        if (vm.raising()) return "";
        return r.is(Tag::Str) ? sv(r) : inspect(vm, r);
      }
      if (is_exception(v)) return exc_message(vm, v);
      if (inst->klass()->name == "Object" && inst->klass()->mro.size() == 1) return "main";
      if (rb_is_rational(v)) return rb_rational_str(vm, v, false);
      if (is_range(v) || is_regex(v) || is_struct(vm, v) || instance_of_named(v, "Enumerator") ||
          instance_of_named(v, "Enumerator::Lazy"))
        return inspect(vm, v);
      return "#<" + inst->klass()->name + ">";
    }
    default: return inspect(vm, v);
  }
}

bool rb_eq(Vm& vm, const Value& a, const Value& b) {
  if (is_sym(a) != is_sym(b) && a.is(Tag::Str) && b.is(Tag::Str)) return false;
  if (a.is(Tag::Instance) || b.is(Tag::Instance)) {
    if (is_range(a) && is_range(b))
      return rb_eq(vm, instance_field(vm, a, "begin"), instance_field(vm, b, "begin")) &&
             rb_eq(vm, instance_field(vm, a, "end"), instance_field(vm, b, "end")) &&
             instance_field(vm, a, "excl").b() == instance_field(vm, b, "excl").b();
    if (is_struct(vm, a) && is_struct(vm, b) && a.as<InstanceObj>()->cls.as<ClassObj>() == b.as<InstanceObj>()->cls.as<ClassObj>()) {
      for (auto& [k, fv] : a.as<InstanceObj>()->fields.items) {
        Value* o = b.as<InstanceObj>()->fields.find(k);
        if (!o || !rb_eq(vm, fv, *o)) return false;
      }
      return true;
    }
    Value r = vm.ir_binop(Operator::Eq, a, b);
    return rb_truthy(r);
  }
  if ((a.is(Tag::List) && b.is(Tag::List))) {
    auto& x = a.as<ListObj>()->items;
    auto& y = b.as<ListObj>()->items;
    if (x.size() != y.size()) return false;
    for (std::size_t i = 0; i < x.size(); ++i)
      if (!rb_eq(vm, x[i], y[i])) return false;
    return true;
  }
  if (a.is(Tag::Int) && b.is(Tag::Float)) return static_cast<double>(a.i()) == b.d();
  return eq(a, b);
}

int rb_cmp(Vm& vm, const Value& a, const Value& b) {
  if (is_numeric(a) && is_numeric(b)) return compare_numeric(a, b);
  if ((rb_is_rational(a) || rb_is_rational(b)) && (is_numeric(a) || rb_is_rational(a)) && (is_numeric(b) || rb_is_rational(b))) {
    Value lt = rb_binop_entry(vm, ir::Operator::Lt, a, b);
    if (vm.raising()) return 2;
    if (rb_truthy(lt)) return -1;
    Value eq = rb_binop_entry(vm, ir::Operator::Eq, a, b);
    if (vm.raising()) return 2;
    return rb_truthy(eq) ? 0 : 1;
  }
  if (a.is(Tag::Str) && b.is(Tag::Str)) {
    int c = sv(a).compare(sv(b));
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }
  if (a.is(Tag::List) && b.is(Tag::List)) {
    auto& x = a.as<ListObj>()->items;
    auto& y = b.as<ListObj>()->items;
    for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
      int c = rb_cmp(vm, x[i], y[i]);
      if (c != 0) return c;
    }
    return x.size() < y.size() ? -1 : x.size() > y.size() ? 1 : 0;
  }
  if (a.is(Tag::Instance)) {
    Value m = class_attr(a.as<InstanceObj>()->cls, vm.intern("<=>"));
    if (m.is(Tag::Function)) {
      Value args[2] = {a, b};
      Value r = vm.call_sync(m, std::span<const Value>(args, 2));
      if (vm.raising()) return 2;
      if (r.is(Tag::Int)) return r.i() < 0 ? -1 : r.i() > 0 ? 1 : 0;
    }
  }
  if (a.is_symbolic() || b.is_symbolic()) return 0;
  rb_raise(vm, "ArgumentError", "comparison of " + class_name(vm, a) + " with " + rb_cmp_operand(vm, b) + " failed");
  return 2;
}

Value call_block(Vm& vm, const Value& blk, std::vector<Value> args) {
  if (blk.is_none()) {
    rb_raise(vm, "LocalJumpError", "no block given (yield)");
    return Value::none();
  }
  if (is_sym(blk)) {
    if (args.empty()) {
      rb_raise(vm, "ArgumentError", "no receiver given");
      return Value::none();
    }
    Value recv = args[0];
    args.erase(args.begin());
    return send(vm, recv, sym_name(blk), std::move(args));
  }
  if (blk.is(Tag::Function)) {
    const FunctionSig* sig = blk.as<FunctionObj>()->sig;
    if (sig) {
      std::size_t np = sig->params.size();
      bool lambda = sig->name == "__lambda";
      if (!lambda && args.size() == 1 && args[0].is(Tag::List) && (np > 1 || (sig->varargs >= 0 && np > 1))) {
        std::vector<Value> items = args[0].as<ListObj>()->items;
        args = std::move(items);
      }
      if (!lambda && sig->varargs < 0 && args.size() > np) args.resize(np);
      if (lambda && sig->varargs < 0) {
        std::size_t required = 0, given = 0;
        auto& defs = blk.as<FunctionObj>()->defaults;
        for (std::size_t i = 0; i < np; ++i)
          if (i >= defs.size() || defs[i].is_undef()) ++required;
        for (auto& a : args)
          if (!a.is(Tag::KwArg)) ++given;  // keywords and the block are not counted
        if (given > np || given < required) {
          rb_raise(vm, "ArgumentError", "wrong number of arguments (given " + std::to_string(given) +
                                            ", expected " + std::to_string(required) + ")");
          return Value::none();
        }
      }
    }
  }
  return vm.call_sync(blk, std::span<const Value>(args.data(), args.size()));
}

namespace {
std::string fmt_int_base(const Value& v, int base) {
  BigInt x = to_big(v);
  bool neg = x < 0;
  if (neg) x = -x;
  std::string s;
  if (x == 0) s = "0";
  while (x > 0) {
    int d = static_cast<int>(x % base);
    s += static_cast<char>(d < 10 ? '0' + d : 'a' + d - 10);
    x /= base;
  }
  std::reverse(s.begin(), s.end());
  return neg ? "-" + s : s;
}
}  // namespace

namespace {
/// A width/precision in a format string (clamped: no exceptions, no huge buffers).
std::size_t num(const std::string& s) {
  std::size_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') break;
    v = std::min<std::size_t>(v * 10 + static_cast<std::size_t>(c - '0'), 100000);
  }
  return v;
}
}  // namespace

std::string format(Vm& vm, const std::string& f, const std::vector<Value>& args) {
  std::string out;
  if (!vm.charge_bytes(f.size())) return out;
  std::size_t ai = 0;
  auto next = [&]() -> Value { return ai < args.size() ? args[ai++] : Value::none(); };
  for (std::size_t i = 0; i < f.size(); ++i) {
    char c = f[i];
    if (c != '%') {
      out += c;
      continue;
    }
    if (i + 1 < f.size() && f[i + 1] == '%') {
      out += '%';
      ++i;
      continue;
    }
    std::size_t j = i + 1;
    std::string flags;
    while (j < f.size() && std::strchr("-+ 0#", f[j])) flags += f[j++];
    Value named = Value::undef();
    if (j < f.size() && (f[j] == '<' || f[j] == '{')) {
      char close = f[j] == '<' ? '>' : '}';
      std::size_t e = f.find(close, j);
      if (e == std::string::npos) break;
      std::string key = f.substr(j + 1, e - j - 1);
      Value h = args.empty() ? Value::none() : args[0];
      if (h.is(Tag::Dict)) {
        Value* p = h.as<DictObj>()->find(make_sym(key));
        named = p ? *p : Value::none();
      }
      if (close == '}') {
        out += to_s(vm, named);
        i = e;
        continue;
      }
      j = e + 1;
    }
    std::string width, prec;
    while (j < f.size() && std::isdigit(static_cast<unsigned char>(f[j]))) width += f[j++];
    if (j < f.size() && f[j] == '*') {
      width = std::to_string(to_i64(next()));
      ++j;
    }
    bool has_prec = false;
    if (j < f.size() && f[j] == '.') {
      has_prec = true;
      ++j;
      while (j < f.size() && std::isdigit(static_cast<unsigned char>(f[j]))) prec += f[j++];
    }
    while (j < f.size() && f[j] == '<') {  // %-10<name>s
      std::size_t e = f.find('>', j);
      if (e == std::string::npos) break;
      std::string key = f.substr(j + 1, e - j - 1);
      Value h = args.empty() ? Value::none() : args[0];
      if (h.is(Tag::Dict)) {
        Value* p = h.as<DictObj>()->find(make_sym(key));
        named = p ? *p : Value::none();
      }
      j = e + 1;
    }
    if (j >= f.size()) break;
    // the padding a width or precision makes is charged before it is made
    auto size_of = [](const std::string& d) -> std::size_t {  // "-5" (a * width) pads 5 on the left
      long long v = std::strtoll(d.c_str(), nullptr, 10);
      return static_cast<std::size_t>(std::min<long long>(v < 0 ? -v : v, 1LL << 50));
    };
    if (!vm.charge_bytes(size_of(width) + size_of(prec))) return out;
    char conv = f[j];
    i = j;
    Value v = named.is_undef() ? next() : named;
    std::string body;
    bool numeric = true;
    switch (conv) {
      case 'd':
      case 'i':
      case 'u': {
        Value iv = v;
        if (v.is(Tag::Float)) iv = Value::integer(static_cast<std::int64_t>(std::floor(v.d())));
        if (is_str(v)) iv = Value::integer(std::atoll(sv(v).c_str()));
        body = to_s(vm, iv);
        break;
      }
      case 'f':
      case 'e':
      case 'E':
      case 'g':
      case 'G': {
        double d = is_numeric(v) ? to_double(v) : is_str(v) ? std::atof(sv(v).c_str()) : 0.0;
        std::string spec = "%" + std::string(has_prec ? "." + std::to_string(std::min<std::size_t>(num(prec), 300)) : "") + conv;
        char buf[512];
        std::snprintf(buf, sizeof buf, spec.c_str(), d);
        body = buf;
        break;
      }
      case 'x':
      case 'X':
      case 'o':
      case 'b':
      case 'B': {
        int base = conv == 'o' ? 8 : (conv == 'b' || conv == 'B') ? 2 : 16;
        body = fmt_int_base(is_intlike(v) ? v : Value::integer(to_i64(v)), base);
        if (conv == 'X') for (auto& ch : body) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        if (flags.find('#') != std::string::npos) body = (conv == 'o' ? "0" : conv == 'b' ? "0b" : "0x") + body;
        if (has_prec && body.size() < num(prec))
          body = std::string(num(prec) - body.size(), '0') + body;
        break;
      }
      case 's':
        numeric = false;
        body = to_s(vm, v);
        if (has_prec) body = body.substr(0, num(prec));
        break;
      case 'p':
        numeric = false;
        body = inspect(vm, v);
        break;
      case 'c':
        numeric = false;
        if (v.is(Tag::Int)) {  // a code point, UTF-8 encoded
          std::uint32_t cp = static_cast<std::uint32_t>(v.i()) & 0x1FFFFF;
          body.clear();
          utf8::append(body, cp);
        } else {
          std::string t = to_s(vm, v);
          std::size_t n = t.empty() ? 0 : 1;  // the first character (all its UTF-8 bytes)
          while (n < t.size() && (static_cast<unsigned char>(t[n]) & 0xC0) == 0x80) ++n;
          body = t.substr(0, n);
        }
        break;
      default: body = std::string("%") + conv; numeric = false;
    }
    if (numeric && !body.empty() && body[0] != '-') {
      if (flags.find('+') != std::string::npos) body = "+" + body;
      else if (flags.find(' ') != std::string::npos) body = " " + body;
    }
    std::size_t w = width.empty() ? 0 : num(width);
    if (body.size() < w) {
      if (flags.find('-') != std::string::npos) body += std::string(w - body.size(), ' ');
      else if (numeric && flags.find('0') != std::string::npos) {
        std::size_t sign = (body[0] == '-' || body[0] == '+' || body[0] == ' ') ? 1 : 0;
        body.insert(sign, std::string(w - body.size(), '0'));
      } else body = std::string(w - body.size(), ' ') + body;
    }
    out += body;
  }
  return out;
}

}  // namespace ruby
}  // namespace reddragon::vm

namespace reddragon::vm::ruby {
bool rb_range_items(Vm& vm, const Value& r, std::vector<Value>& out) { return range_items(vm, r, out); }
Value rb_range_new(Vm& vm, Value a, Value b, bool excl) { return range_new(vm, std::move(a), std::move(b), excl); }
bool rb_is_range(const Value& v) { return is_range(v); }
bool rb_is_struct(Vm& vm, const Value& v) { return is_struct(vm, v); }
bool rb_is_exception(const Value& v) { return is_exception(v); }
std::string rb_exc_message(Vm& vm, const Value& e) { return exc_message(vm, e); }
std::string rb_protocol_name(std::string_view m) { return protocol_name(m); }
std::string rb_ruby_name(std::string_view m) { return ruby_name(m); }
void rb_ensure_classes(Vm& vm) { ensure_classes(vm); }
Value rb_take_block(std::vector<Value>& args) { return take_block(args); }
Value rb_builtin_class(Vm& vm, std::string_view name) { return builtin_class(vm, name); }
}  // namespace reddragon::vm::ruby
