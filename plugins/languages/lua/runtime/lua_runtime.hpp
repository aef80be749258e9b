// lua_runtime.hpp - shared pieces of Lua's runtime (lua_runtime.cpp: values,
// tables, metatables, the base/table/math/os/io libraries; lua_strlib.cpp:
// the string library with Lua patterns and string.format).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reddragon/vm/bigint.hpp"
#include "reddragon/vm/objects.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm::lua {

/// A Lua table: an instance of the run's `table` class whose three fields
/// are the array part (a list: t[1..n], never nil), the hash part (a dict;
/// a removed key keeps its slot with nil so `next` survives removal during
/// traversal) and the metatable (nil or a table).
bool is_table(const Value& v);
Value new_table(Vm& vm);
ListObj* arr_of(const Value& t);
DictObj* hash_of(const Value& t);
Value& mt_of(const Value& t);
Value rawget(const Value& t, const Value& k);
/// False (and a raised error) for a nil or NaN key.
bool rawset(Vm& vm, const Value& t, const Value& k, const Value& v);
std::int64_t rawlen(const Value& t);
/// t[k] with __index; k as given.
Value index(Vm& vm, const Value& obj, const Value& k);
void setindex(Vm& vm, const Value& obj, const Value& k, const Value& v);

/// Raises a Lua error whose value is `v` (a string message or any value).
void raise_value(Vm& vm, const Value& v);
/// luaL_error: a library function's error, placed at its caller's line
/// when Lua code called it ("file:line: msg").
void error(Vm& vm, std::string msg);
/// luaG_runerror: an error of the running instruction (an operator, an
/// index), placed at its line, naming operand 1 or 2 as the lowering
/// described it ("attempt to index a nil value (local 'x')"); 0: no name.
void rt_error(Vm& vm, std::string msg, int operand = 0);
std::string where_prefix(Vm& vm, unsigned level);

std::string lua_typename(const Value& v);
/// tostring() without metamethods / with __tostring and __name.
std::string raw_tostring(const Value& v);
std::string tostring(Vm& vm, const Value& v);
std::string fmt_number(const Value& v);
std::string fmt_float(double d);
/// Lua's string -> number conversion (false when the string is not a numeral).
bool str2number(std::string_view s, Value& out);
/// Number (or coercible string) -> value; false if not a number.
bool tonumber(const Value& v, Value& out);
/// Integer representation (floats with an exact integer value, strings); false otherwise.
bool tointeger(const Value& v, std::int64_t& out);
Value norm(const Value& v);  // BigInt -> wrapped int64
bool lua_truthy(const Value& v);
bool raw_equal(const Value& a, const Value& b);
Value call1(Vm& vm, const Value& f, std::vector<Value> args);
Value first(const Value& v);
Value pack(std::vector<Value> items);

/// The `string` library table (also strings' metatable __index).
Value string_lib(Vm& vm);
void fill_string_lib(Vm& vm, const Value& t);
void fill_utf8_lib(Vm& vm, const Value& t);
Value native(NativeFn fn, const char* name);
void set_fn(Vm& vm, const Value& t, const char* name, NativeFn fn);

}  // namespace reddragon::vm::lua
