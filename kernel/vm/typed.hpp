// typed.hpp - the VM side of the type system: compile-time attachment of
// coercion plans / overload sets, and the run-time typed operations the
// dispatch loop calls only for ops flagged kTypedOp.
#pragma once

#include <span>

#include "vm/interp.hpp"
#include "vm/program.hpp"

namespace reddragon::vm {

/// Called once at the end of compile(): records plans for annotated ops and
/// the language's rules (its declared profile; null: the IR's), flags those
/// ops, and builds overload sets.
void attach_types(Program& p, const LanguageTypes* language);

Value typed_binop(Interp& in, const Op& op, const Value& a, const Value& b);
/// typed_binop stored into dst unless it raised (out of line: the dispatch
/// loop's Binop case stays as small as before).
[[gnu::noinline, gnu::cold]] void typed_binop_into(Interp& in, const Op& op, const Value& a, const Value& b, Value& dst);
Value typed_unop(Interp& in, const Op& op, const Value& a);
/// Write-time conversion of v into the op's declared target.
Value typed_write(Interp& in, const Op& op, const Value& v);
/// For a function in an overload set: the overload for these arguments
/// (callee itself, or a new function value sharing its environment). On an
/// ambiguous or inapplicable call it raises TypeError and returns callee.
Value select_overload(Interp& in, const Value& callee, std::span<const Value> args);

/// Runtime type of a value for overload scoring (Instance -> its class).
kernel::types::Type value_type(const Value& v);

}  // namespace reddragon::vm
