// javascript_regex.hpp - regular expressions (javascript_regex.cpp): RegExp
// objects on PCRE2 and the string methods that take one.
#pragma once

#include <string>
#include <string_view>

#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm::js {

bool is_regex(Vm& in, const Value& v);
/// A match array's property `name` (index, input, groups; "" for all of
/// them as an object); Undef when `list` is not a match array.
Value match_property(Vm& in, const Value& list, std::string_view name);
/// `/src/flags`: how a regex prints and converts to a string.
std::string regex_text(Vm& in, const Value& re);
/// `RegExp` (constructor) and `__js_regex` (literals); Undef otherwise.
Value regex_global(Vm& in, std::string_view name);
/// `re.test`, `re.exec`, `re.toString`; Undef otherwise.
Value regex_method(Vm& in, const Value& re, std::string_view f);
/// String methods given a regex: match, matchAll, replace, replaceAll, split,
/// search. Undef when `name` is none of them.
Value regex_string_method(Vm& in, std::string_view name, const Value& self, const Value& re, std::span<const Value> rest);

}  // namespace reddragon::vm::js
