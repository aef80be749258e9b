// javascript_integrity.hpp - Object.freeze / seal / preventExtensions: an
// object's integrity level and the writes it refuses (javascript_integrity.cpp).
#pragma once

#include <string>

#include "javascript_shared.hpp"

namespace reddragon::vm::js {

enum class Integrity : std::int64_t { kExtensible = 0, kNonExtensible = 1, kSealed = 2, kFrozen = 3 };

/// The level obj was given (kExtensible for any object never frozen, sealed or made non-extensible).
Integrity integrity_of(Vm& in, const Value& obj);
/// Raises obj's level to at least `level` (levels only go up, as in JavaScript).
void set_integrity(Vm& in, const Value& obj, Integrity level);
/// `obj[key] = v` on an object of raised level: true when refused (strict code
/// raises node's TypeError, sloppy code ignores the write).
bool write_refused(Vm& in, const Value& obj, const Value& key, bool strict);
/// Object.defineProperty's flags of an own property (writable and enumerable;
/// properties made otherwise are both), kept in a bounded side table.
void set_property_flags(Vm& in, const Value& obj, const Value& key, bool writable, bool enumerable, bool configurable = true);
/// A property defined non-enumerable: hidden from keys, for-in, JSON and console.log.
bool property_hidden(Vm& in, const Value& obj, const Value& key);
/// A property defined non-writable (existing ones keep their flags when redefined without them).
bool property_readonly(Vm& in, const Value& obj, const Value& key);
/// A property defined non-configurable (it cannot be deleted or redefined).
bool property_fixed(Vm& in, const Value& obj, const Value& key);
/// `delete obj[key]`: true when refused (strict raises, sloppy `delete` is false).
bool delete_refused(Vm& in, const Value& obj, const Value& key, bool strict);
/// An array method that writes (push, pop, sort, ...) on a non-extensible,
/// sealed or frozen array: raises node's TypeError and returns true.
bool array_write_refused(Vm& in, const Value& arr, std::string_view method);

}  // namespace reddragon::vm::js
