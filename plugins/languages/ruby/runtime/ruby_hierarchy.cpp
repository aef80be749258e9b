// ruby_hierarchy.cpp - Ruby's class chains (ancestors, superclass, is_a?)
// over the VM's classes. The VM's built-in exception classes follow the
// IR's (Python-shaped) tree (KeyError < LookupError, RuntimeError <
// Exception); Ruby programs see Ruby 3.1's tree instead.
#include <string>
#include <vector>

#include "ruby_shared.hpp"

namespace reddragon::vm::ruby {
namespace {

/// Ruby 3.1's built-in exception classes and their superclasses.
constexpr std::pair<const char*, const char*> kExcParents[] = {
    {"NoMemoryError", "Exception"},       {"ScriptError", "Exception"},
    {"LoadError", "ScriptError"},         {"NotImplementedError", "ScriptError"},
    {"SyntaxError", "ScriptError"},       {"SecurityError", "Exception"},
    {"SignalException", "Exception"},     {"Interrupt", "SignalException"},
    {"StandardError", "Exception"},       {"ArgumentError", "StandardError"},
    {"UncaughtThrowError", "ArgumentError"}, {"Math::DomainError", "ArgumentError"},
    {"EncodingError", "StandardError"},   {"FiberError", "StandardError"},
    {"IOError", "StandardError"},         {"EOFError", "IOError"},
    {"IndexError", "StandardError"},      {"KeyError", "IndexError"},
    {"StopIteration", "IndexError"},      {"ClosedQueueError", "StopIteration"},
    {"LocalJumpError", "StandardError"},  {"NameError", "StandardError"},
    {"NoMethodError", "NameError"},       {"RangeError", "StandardError"},
    {"FloatDomainError", "RangeError"},   {"RegexpError", "StandardError"},
    {"RuntimeError", "StandardError"},    {"FrozenError", "RuntimeError"},
    {"SystemCallError", "StandardError"}, {"ThreadError", "StandardError"},
    {"TypeError", "StandardError"},       {"ZeroDivisionError", "StandardError"},
    {"NoMatchingPatternError", "StandardError"}, {"NoMatchingPatternKeyError", "NoMatchingPatternError"},
    {"SystemExit", "Exception"},          {"SystemStackError", "Exception"},
    {"Exception", nullptr}};

const char* exc_parent(std::string_view n, bool& known) {
  for (auto& [c, p] : kExcParents)
    if (n == c) {
      known = true;
      return p;
    }
  known = false;
  return nullptr;
}

bool is_module(Vm& vm, const Value& c) { return c.is(Tag::Class) && c.as<ClassObj>()->attrs.find(vm.intern("__rb_module")); }

/// A class of the VM's built-in tree (not the program's own).
bool is_vm_builtin(const Value& c) { return c.is(Tag::Class) && c.as<ClassObj>()->builtin; }

}  // namespace

bool rb_is_exc_name(std::string_view n) {
  bool known = false;
  exc_parent(n, known);
  return known;
}

std::vector<Value> rb_ancestors(Vm& vm, const Value& cls) {
  std::vector<Value> out;
  auto* c = cls.as<ClassObj>();
  for (auto& k : c->mro) {
    if (is_vm_builtin(k)) {
      // from here on, Ruby's chain of the first built-in class
      bool known = false;
      std::string n = k.as<ClassObj>()->name;
      exc_parent(n, known);
      if (!known) continue;
      for (const char* p = n.c_str(); p;) {
        Value b = vm.builtin_class(p);
        if (b.is_none()) b = vm.define_builtin_class(p, "Exception");
        out.push_back(b);
        p = exc_parent(p, known);
      }
      break;
    }
    out.push_back(k);
  }
  if (!is_module(vm, cls))
    for (const char* n : {"Object", "Kernel", "BasicObject"}) out.push_back(rb_core_const(vm, n));
  return out;
}

Value rb_superclass(Vm& vm, const Value& cls) {
  if (is_module(vm, cls)) return Value::none();
  auto anc = rb_ancestors(vm, cls);
  for (std::size_t i = 1; i < anc.size(); ++i)
    if (!is_module(vm, anc[i]) && !(rb_is_core_type(anc[i]) && std::string_view(anc[i].as<BuiltinObj>()->native_name) == "Kernel")) return anc[i];
  return Value::none();
}

bool rb_class_le(Vm& vm, const Value& sub, const Value& sup) {
  if (!sub.is(Tag::Class)) return false;
  if (rb_is_core_type(sup)) {
    std::string_view n = sup.as<BuiltinObj>()->native_name;
    return n == "Object" || n == "BasicObject" || n == "Kernel";
  }
  if (!sup.is(Tag::Class)) return false;
  for (auto& k : rb_ancestors(vm, sub))
    if (k.is(Tag::Class) && k.as<ClassObj>() == sup.as<ClassObj>()) return true;
  // a built-in class reached by name (two VM classes for one Ruby name)
  if (is_vm_builtin(sup))
    for (auto& k : rb_ancestors(vm, sub))
      if (k.is(Tag::Class) && k.as<ClassObj>()->name == sup.as<ClassObj>()->name) return true;
  return false;
}

std::string rb_regexp_escape(std::string_view s) {
  std::string out;
  for (char ch : s) {
    switch (ch) {
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      case '\f': out += "\\f"; break;
      case '\v': out += "\\v"; break;
      case ' ': out += "\\ "; break;
      case '.': case '*': case '?': case '+': case '^': case '$': case '|': case '\\':
      case '(': case ')': case '[': case ']': case '{': case '}': case '-': case '#':
        out += '\\';
        out += ch;
        break;
      default: out += ch;
    }
  }
  return out;
}

std::string rb_regexp_to_s(Vm& vm, const Value& re) {
  std::string flags = sv(instance_field(vm, re, "flags")), on, off;
  for (char f : std::string("mix")) (flags.find(f) != std::string::npos ? on : off) += f;
  return "(?" + on + (off.empty() ? "" : "-" + off) + ":" + sv(instance_field(vm, re, "source")) + ")";
}

}  // namespace reddragon::vm::ruby
