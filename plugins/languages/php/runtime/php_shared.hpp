// php_shared.hpp - what the PHP runtime's files share: PHP's conversions,
// comparisons, arrays (ordered dicts with int/string keys) and calls.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm::php {

inline const std::string& S(const Value& v) { return v.as<StrObj>()->s; }

// --- conversions -----------------------------------------------------------------
std::string to_str(Vm& vm, const Value& v);      ///< PHP string conversion (may raise)
std::string fmt_float(double d, int precision);  ///< echo's float format (precision 14)
std::string fmt_float_repr(double d, char e = 'E');  ///< serialize_precision -1
bool truthy(const Value& v);
/// A numeric string's value (Int or Float); `whole` false accepts a
/// leading-numeric prefix ("5 apples").
bool numeric_str(std::string_view s, Value& out, bool whole = true);
Value to_number(Vm& vm, const Value& v);  ///< Int or Float (arithmetic operand)
std::int64_t to_int(const Value& v);
double to_float(const Value& v);
std::string php_type(const Value& v);  ///< gettype(): "integer", "string", ...

// --- arrays ---------------------------------------------------------------------------
Value new_arr();
inline DictObj* arr(const Value& v) { return v.is(Tag::Dict) ? v.as<DictObj>() : nullptr; }
Value norm_key(const Value& k);  ///< PHP key casting ("1" -> 1, true -> 1, 1.7 -> 1, null -> "")
std::int64_t next_index(DictObj* d);
void push(DictObj* d, Value v);
Value copy_value(const Value& v);  ///< arrays are values: a deep copy of nested arrays
Value list_to_arr(const std::vector<Value>& items);
std::vector<Value> arr_values(const Value& v);  ///< values of an array (or items of a list)

// --- comparison -------------------------------------------------------------------------
bool loose_eq(Vm& vm, const Value& a, const Value& b);
int loose_cmp(Vm& vm, const Value& a, const Value& b);
bool strict_eq(Vm& vm, const Value& a, const Value& b);

// --- calls and classes ----------------------------------------------------------------------
/// Calls any PHP callable (closure, function name string, [obj, 'm'],
/// 'Class::m', invokable object); extra arguments beyond a user function's
/// parameters are dropped, as PHP does.
Value call_value(Vm& vm, const Value& f, std::vector<Value> args);
Value lookup_function(Vm& vm, std::string_view name);  ///< user function or built-in (Undef if none)
Value lookup_class(Vm& vm, std::string_view name);
std::string class_name(const Value& cls);
Value class_attr(Vm& vm, const Value& cls, std::string_view name);  ///< through the MRO (Undef if none)
bool is_exception(const Value& v);
Value builtin_function(Vm& vm, std::string_view name);  ///< php_library.cpp
Value constant_value(Vm& vm, std::string_view name);    ///< built-in constants (Undef if none)
void ensure_classes(Vm& vm);
/// The runtime's attribute hook (magic members, enum statics, exceptions).
Value load_attr_hook(Vm& vm, const Value& obj, Name field);
/// A Generator method bound to g (current, key, next, send, ...), Undef if none.
Value generator_method(Vm& vm, const Value& g, std::string_view name);
/// The Closure class (bind, fromCallable) and a closure's methods (bindTo, call).
Value closure_class(Vm& vm);
Value closure_method(Vm& vm, const Value& f, std::string_view name);
/// `$obj[$idx]` as PHP reads it (the runtime's index hook, then the IR's).
Value load_index_hook(Vm& vm, const Value& obj, const Value& idx);
/// Output-parameter slots of by-reference parameters (__php_refout/refget).
void set_ref_out(Vm& vm, std::int64_t pos, Value v);

// --- dumps ------------------------------------------------------------------------------------
void print_r(Vm& vm, const Value& v, std::string& out, int indent);
void var_dump(Vm& vm, const Value& v, std::string& out, int indent);
void var_export(Vm& vm, const Value& v, std::string& out, int indent);
/// Visible properties of an object, in order (name, visibility, value).
struct Prop {
  std::string name, vis;
  Value value;
  std::string owner;  ///< declaring class of a private property (empty: the object's class)
};
std::vector<Prop> object_props(Vm& vm, const Value& obj);
std::int64_t object_id(Vm& vm, const Value& obj);

// --- budgets (php_budget.cpp) ---------------------------------------------------------------
/// A library native's cost class, flags in the library's table: how the
/// shared entry point charges the step budget around it (docs/vm.md).
enum Cost : unsigned {
  kPure = 1,   ///< a symbolic argument makes the result symbolic (nothing is computed)
  kText = 2,   ///< linear in its string arguments' bytes
  kScan = 4,   ///< linear in its array arguments' items (copied or scanned)
  kHash = 8,   ///< a step per item of its array arguments (hashed or compared)
  kDeep = 16,  ///< a step per item of everything its arguments hold (dumps, encoders)
  kOut = 32,   ///< also pays for the string or array it returns (what it built)
};
/// Charges a native's arguments by its cost class (false: a budget ran out).
bool charge_args(Vm& vm, const std::vector<Value>& a, unsigned cost);
/// Charges what a kOut native built.
bool charge_result(Vm& vm, const Value& r);

}  // namespace reddragon::vm::php
