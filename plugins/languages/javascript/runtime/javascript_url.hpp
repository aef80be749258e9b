// javascript_url.hpp - the WHATWG URL and URLSearchParams classes (node
// globals): parsing against a base, the percent-encode sets, the components
// and their setters, and application/x-www-form-urlencoded query lists.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "javascript_shared.hpp"

namespace reddragon::vm::js {

/// `URL` and `URLSearchParams`; Undef for any other name.
Value url_global(Vm& in, std::string_view name);
/// `URL.canParse`; Undef otherwise.
Value url_static(std::string_view ctor, std::string_view f);
/// Whether v is a URL or a URLSearchParams.
bool is_url_object(const Value& v);
/// `v instanceof URL` / `URLSearchParams`.
bool url_instanceof(const Value& v, std::string_view ctor);
/// `obj.f` of a URL or URLSearchParams (components written by plain
/// assignment, `u.hash = ''`, are applied through their setters first);
/// Undef if obj is neither.
Value url_member(Vm& in, const Value& obj, std::string_view f);
/// A URLSearchParams' [name, value] pairs (iteration, Object.fromEntries).
bool url_items(Vm& in, const Value& v, std::vector<Value>& out);
/// String(v): a URL's href, a URLSearchParams' serialization.
bool url_text(Vm& in, const Value& v, std::string& out);
/// node's util.inspect at `indent` columns: a URL's opening ("URL {") and
/// its entries as text, or a URLSearchParams' whole text in `open` (parts
/// left empty). Nested values go through inspect_value.
bool url_inspect(Vm& in, const Value& v, int indent, std::string& open, std::vector<std::string>& parts,
                 std::string (*inspect_value)(Vm&, const Value&));

}  // namespace reddragon::vm::js
