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
std::string rb_cmp_operand(Vm& vm, const Value& b);
/// pattern === value, as case/when tests it.
bool rb_case_eq(Vm& vm, const Value& pat, const Value& v);
bool rb_user_hash(Vm& vm, const Value& v);
/// Rational numbers (ruby_kernel.cpp).
bool rb_is_rational(const Value& v);
std::string rb_rational_str(Vm& vm, const Value& v, bool inspect);
Value rb_rational_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, bool& found);
Value rb_canon_key(Vm& vm, const Value& dict, const Value& key);
/// Proc composition: f >> g (f_first) or f << g.
Value rb_compose(Vm& vm, const Value& f, const Value& g, bool f_first);
bool rb_is_core_type(const Value& v);
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

// Shared across the runtime's files (one declaration each).
Value array_method(Vm&, const Value&, const std::string&, std::vector<Value>&, const Value&, bool&);
Value hash_method(Vm&, const Value&, const std::string&, std::vector<Value>&, const Value&, bool&);
Value range_method(Vm&, const Value&, const std::string&, std::vector<Value>&, const Value&, bool&);
Value string_method(Vm&, const Value&, const std::string&, std::vector<Value>&, const Value&, bool&);
Value symbol_method(Vm&, const Value&, const std::string&, std::vector<Value>&, const Value&, bool&);
Value number_method(Vm&, const Value&, const std::string&, std::vector<Value>&, const Value&, bool&);
Value proc_method(Vm&, const Value&, const std::string&, std::vector<Value>&, const Value&, bool&);
bool rb_range_items(Vm& vm, const Value& r, std::vector<Value>& out);
Value rb_range_new(Vm& vm, Value a, Value b, bool excl);
bool rb_is_range(const Value& v);
bool rb_is_struct(Vm& vm, const Value& v);
bool rb_is_exception(const Value& v);
std::string rb_exc_message(Vm& vm, const Value& e);
std::string rb_protocol_name(std::string_view m);
std::string rb_ruby_name(std::string_view m);
void rb_ensure_classes(Vm& vm);
Value rb_take_block(std::vector<Value>& args);
Value core_type_call(Vm& vm, const Value& self, std::vector<Value>& args);
Value rb_builtin_class(Vm& vm, std::string_view name);
Value rb_load_attr(Vm& vm, const Value& obj, Name field);
Value rb_hash_default(Vm& vm, const Value& h, const Value& key, bool& has);
void rb_hash_set_default(Vm& vm, const Value& h, const Value& dflt, const Value& proc);
bool rb_frozen(Vm& vm, const Value& v);
void rb_freeze(Vm& vm, const Value& v);
Value rb_class_of(Vm& vm, const Value& v);
Value rb_core_const(Vm& vm, std::string_view name);
bool rb_is_a(Vm& vm, const Value& x, const Value& cls);
Value rb_reopen(Vm& vm, const Value&, std::vector<Value>& args);
Value rb_alias(Vm& vm, const Value&, std::vector<Value>& args);
Value rb_dm_pending(Vm& vm, const Value&, std::vector<Value>& args);
Value rb_dm_flush(Vm& vm, const Value&, std::vector<Value>& args);
Value rb_defined_call(Vm& vm, const Value&, std::vector<Value>& args);
/// Charges the step budget for the work a core method (String, Array, Hash,
/// Integer) does on its receiver and arguments (ruby_charges.cpp); false:
/// a budget ran out.
bool rb_charge_call(Vm& vm, const Value& recv, const std::string& name, const std::vector<Value>& args);
/// next/peek/rewind of an array used as an external enumerator.
Value rb_list_next(Vm& vm, const Value& self, const std::string& name);
/// The enumerator of `cycle` without a block.
Value rb_cycle_enum(Vm& vm, const std::vector<Value>& xs);
/// Enumerator.new { |y| ... } and `lazy` over a source.
Value rb_generator_new(Vm& vm, const Value& blk);
Value rb_lazy_new(Vm& vm, const Value& src);
/// The enumerator of a blockless iterator call (`xs.select`): recv.meth(*args).
Value rb_method_enum(Vm& vm, const Value& recv, const std::string& meth, const std::vector<Value>& args);
/// Ruby's class chains (ruby_hierarchy.cpp): ancestors with Ruby's
/// exception tree and Object/Kernel/BasicObject, the superclass, and
/// sub <= sup.
std::vector<Value> rb_ancestors(Vm& vm, const Value& cls);
Value rb_superclass(Vm& vm, const Value& cls);
bool rb_class_le(Vm& vm, const Value& sub, const Value& sup);
bool rb_is_exc_name(std::string_view n);
/// Class methods, extend and the class hooks (ruby_class_methods.cpp).
Value rb_classmethod(Vm& vm, const Value&, std::vector<Value>& args);
Value rb_defs(Vm& vm, const Value&, std::vector<Value>& args);
Value rb_inherited(Vm& vm, const Value&, std::vector<Value>& args);
Value rb_included(Vm& vm, const Value&, std::vector<Value>& args);
Value rb_extend(Vm& vm, const Value& obj, const std::vector<Value>& mods);
Value rb_class_super(Vm& vm, const Value& self, const Value& owner, const std::string& name, std::vector<Value>& args,
                     bool& handled);
/// Set (ruby_set.cpp) and content hashes of arrays, hashes, sets, strings.
Value rb_set_of(const std::vector<Value>& xs);
Value rb_set_new(Vm& vm, const std::vector<Value>& args, const Value& blk);
Value rb_set_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                    bool& found);
std::int64_t rb_content_hash(Vm& vm, const Value& v);
/// The key a Hash or Set stores for k: arrays (which the VM hashes by
/// identity) as tuples of their items, so equal arrays are one key.
Value rb_key(const Value& k);
/// Regexp.escape, and Regexp#to_s's "(?flags-off:source)".
std::string rb_regexp_escape(std::string_view s);
std::string rb_regexp_to_s(Vm& vm, const Value& re);

}  // namespace reddragon::vm::ruby
