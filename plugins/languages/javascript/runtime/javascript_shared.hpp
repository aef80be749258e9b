// javascript_shared.hpp - what the JavaScript runtime's parts share
// (defined in javascript_runtime.cpp).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "reddragon/vm/bigint.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm::js {

/// Calls f as JavaScript does: arguments beyond its parameters are dropped.
Value call_function(Vm& in, const Value& f, std::span<const Value> args);
/// JavaScript's `null` (a tagged NaN; `undefined` is None).
Value null_value();
/// String(v).
std::string to_string(Vm& in, const Value& v);
/// Number(v).
double to_number(Vm& in, const Value& v);
/// A number as the runtime holds it (integral values as integers).
Value number_value(double d);
/// Boolean(v).
bool truthy_value(const Value& v);
/// `obj.name` as a program reads it; Undef when there is none.
Value member_of(Vm& in, const Value& obj, std::string_view name);
/// The exception gen.return(v) unwinds a suspended generator body with
/// (its finally blocks run; its "value" field holds v).
Value generator_return_marker(Vm& in, const Value& v);
/// Whether the exception e is such a marker.
bool is_generator_return(const Value& e);
/// The items an iterable yields (Array.from, spread).
std::vector<Value> items_of(Vm& in, const Value& v);
/// Object.entries(v) as [key, value] pairs.
std::vector<std::pair<Value, Value>> entries_of(Vm& in, const Value& v);
/// `obj[key]` as a program reads it (key a property key), getters and
/// methods seeing `receiver` as `this` (Reflect.get's third argument).
Value get_property(Vm& in, const Value& obj, const Value& key, const Value& receiver);
/// `obj[key] = v` (setters run; a refused write raises in strict code):
/// false when refused.
bool set_property(Vm& in, const Value& obj, const Value& key, const Value& v, bool strict);
/// `key in obj`.
bool has_property(Vm& in, const Value& obj, const Value& key);
/// `delete obj[key]` in sloppy code: false when refused.
bool delete_property(Vm& in, const Value& obj, const Value& key);
/// Reflect.ownKeys(obj): its own enumerable string keys, then its symbols.
std::vector<Value> own_property_keys(Vm& in, const Value& obj);
/// The run's class object `name`, made once per run and kept under `key`
/// in its run state (the runtime's native kinds: bigint, Date, URL, ...).
Value run_class(Vm& in, std::string_view key, const char* name);
/// Whether v is a bigint (`typeof v === 'bigint'`).
bool is_bigint(const Value& v);
/// A bigint's integer (v must be one).
BigInt bigint_of(const Value& v);
/// The bigint x.
Value make_bigint(Vm& in, const BigInt& x);

}  // namespace reddragon::vm::js
