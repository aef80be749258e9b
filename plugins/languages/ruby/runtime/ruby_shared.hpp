// ruby_shared.hpp - helpers shared by the Ruby runtime's files.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm::ruby {

inline constexpr std::uint32_t kCoreType = 0x52425459;  ///< id of core type constants (Integer, String, ...)
inline bool is_sym(const Value& v) {
  return v.is(Tag::Str) && !v.as<StrObj>()->s.empty() && v.as<StrObj>()->s[0] == '\x01';
}
inline bool is_str(const Value& v) { return v.is(Tag::Str) && !is_sym(v); }
inline const std::string& sv(const Value& v) { return v.as<StrObj>()->s; }
inline std::string sym_name(const Value& v) { return sv(v).substr(1); }
inline Value make_sym(std::string_view s) { return make_str("\x01" + std::string(s)); }

void rb_raise(Vm& vm, std::string_view cls, std::string msg);
std::string to_s(Vm& vm, const Value& v);
std::string inspect(Vm& vm, const Value& v);
std::string class_name(Vm& vm, const Value& v);
Value call_block(Vm& vm, const Value& blk, std::vector<Value> args);
Value send(Vm& vm, const Value& recv, std::string_view name, std::vector<Value> args, Value blk = Value::none());
bool rb_truthy(const Value& v);
bool rb_eq(Vm& vm, const Value& a, const Value& b);
/// Ruby's binary operators (the runtime's binop hook, then the IR's), for natives.
Value rb_binop_entry(Vm& vm, ir::Operator op, const Value& a, const Value& b);
/// -1/0/1; 2 when not comparable (an ArgumentError is raised).
int rb_cmp(Vm& vm, const Value& a, const Value& b);
std::string fmt_float(double d);
std::string format(Vm& vm, const std::string& fmt, const std::vector<Value>& args);
/// Regex support (ruby_regex.cpp)
Value make_regex(Vm& vm, const std::string& src, const std::string& flags);
bool is_regex(const Value& v);
Value regex_method(Vm& vm, const Value& re, const std::string& name, std::vector<Value>& args, const Value& blk, bool& found);
Value string_regex_method(Vm& vm, const Value& s, const std::string& name, std::vector<Value>& args, const Value& blk,
                          bool& found);
Value last_match(Vm& vm);
Value last_group(Vm& vm, std::int64_t n);
bool is_class_named(const Value& v, std::string_view n);

}  // namespace reddragon::vm::ruby
