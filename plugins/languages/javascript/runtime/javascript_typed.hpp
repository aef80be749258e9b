// javascript_typed.hpp - binary data (ECMA-262 25.1-25.3, 23.2): ArrayBuffer,
// the typed arrays (Int8 ... Float64Array, Uint8ClampedArray), DataView, and
// the WHATWG TextEncoder/TextDecoder that fill and read them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "javascript_shared.hpp"

namespace reddragon::vm::js {

/// The constructors (`Uint8Array`, `ArrayBuffer`, `DataView`, `TextEncoder`,
/// `TextDecoder`); Undef for any other name.
Value typed_global(Vm& in, std::string_view name);
/// Statics of those constructors (`Uint8Array.from/of`, `BYTES_PER_ELEMENT`,
/// `ArrayBuffer.isView`); Undef otherwise.
Value typed_static(std::string_view ctor, std::string_view f);
/// Whether v is one of the objects above (any of them).
bool is_binary(Vm& in, const Value& v);
/// `v instanceof <ctor>` for these constructors (false for other values).
bool binary_instanceof(Vm& in, const Value& v, std::string_view ctor);
/// `obj.f` of a binary object; Undef if obj is none of them.
Value typed_member(Vm& in, const Value& obj, std::string_view f);
/// `ta[i]`: the element, undefined out of range; Undef if obj is no typed array.
Value typed_load(Vm& in, const Value& obj, const Value& idx);
/// `ta[i] = v`, converted and wrapped to the element type (ignored out of
/// range); false if obj is no typed array.
bool typed_store(Vm& in, const Value& obj, const Value& idx, const Value& v);
/// The elements of a typed array (iteration, spread, Array.from); false if
/// v is none.
bool typed_items(Vm& in, const Value& v, std::vector<Value>& out);
/// node's util.inspect of a binary object: `open` is its opening
/// (`Uint8Array(4) [`, `ArrayBuffer {`), then a typed array's elements, or
/// the other objects' properties as text (a DataView's buffer, to inspect
/// as a nested value, in nested_buffer). False if v is none of them.
bool typed_inspect(Vm& in, const Value& v, std::string& open, std::vector<Value>& elements, std::vector<std::string>& props,
                   Value& nested_buffer);

}  // namespace reddragon::vm::js
