// semantics.hpp - the IR's own value semantics (docs/vm.md): what every
// operation does when the module's language runtime has no hook for it, and
// the kernel's intrinsics (the `__`-prefixed helpers the shared lowering
// calls: iteration, list building, keyword arguments, length, characters,
// super). Intrinsic names are reserved (exec.cpp runs some inline).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/ir/ir.hpp"
#include "reddragon/vm/language_types.hpp"
#include "vm/interp.hpp"

namespace reddragon::vm::sem {

/// How a value appears inside a symbolic expression: a symbolic value's own
/// expression (or its name), a concrete value's repr.
SymExprPtr expr_of(Interp& in, const Value& v);
/// `callee(args...)` as a symbolic expression.
SymExprPtr call_expr(Interp& in, std::string callee, std::span<const Value> args);
/// `recv.method(args...)` as a symbolic expression.
SymExprPtr method_expr(Interp& in, const Value& recv, std::string method, std::span<const Value> args);
/// `a op b` (b non-null) or `op a`.
SymExprPtr op_expr(Interp& in, ir::Operator op, const Value& a, const Value* b);
/// What the module language's library name means to the solver (its
/// LanguageTypes::solver_names); 0: nothing (an uninterpreted function).
std::uint8_t solver_fn(Interp& in, SolverForm form, std::string_view name);
/// Deeper derivations are named, not nested (expr_of).
constexpr std::uint32_t kMaxExprDepth = 200;
std::string repr(Interp& in, const Value& v);
std::string str(Interp& in, const Value& v);
/// Binary/unary operators; on an error they call in.raise() and return
/// None. Symbolic operands produce symbolic results.
Value binop(Interp& in, ir::Operator op, const Value& a, const Value& b);
Value unop(Interp& in, ir::Operator op, const Value& a);
Value load_index(Interp& in, const Value& obj, const Value& idx);
/// `del obj[idx]`: list items and slices, dict keys, `__delitem__` (intrinsic `__delitem`).
void del_index(Interp& in, const Value& obj, const Value& idx);
/// `del obj.field` (intrinsic `__delattr`).
void del_attr(Interp& in, const Value& obj, Name field);
void store_index(Interp& in, const Value& obj, const Value& idx, Value v);
/// Attribute read: instance fields, class attributes (methods bound to
/// self), super() proxies, symbolic fields.
Value load_attr(Interp& in, const Value& obj, Name field);
void store_attr(Interp& in, const Value& obj, Name field, Value v);
bool isinstance(Interp& in, const Value& v, const Value& cls);
Value make_exception(Interp& in, std::string_view type, std::string msg);

// --- intrinsics.cpp ------------------------------------------------------------------
/// `len`: strings, sequences, dicts, sets, ranges, `__len__`.
Value length(Interp& in, const Value& v);
/// A native that does nothing (object.__init__ through super()).
Value noop_native();
/// The kernel's intrinsic named `name` (`__iter`, `__next__`, ...), or
/// Undef. `print` is the IR's generic output, visible only to modules
/// without a language runtime.
Value intrinsic(Interp& in, std::string_view name);
/// The intrinsics the dispatch loop runs inline on their common operands
/// (exec.cpp); kNotFast for every other name.
enum FastIntrinsic : std::uint8_t { kNotFast, kHasNext, kNext, kAppend, kGenerator, kYield, kYieldFrom };
FastIntrinsic fast_intrinsic(std::string_view name);
/// Materialises an iterable's items (false + TypeError if not iterable).
bool items_of(Interp& in, const Value& v, std::vector<Value>& out);
/// Expands `*xs` / `**kw` call arguments (KwArg markers named "*"/"**").
void expand_splats(Interp& in, std::vector<Value>& args);
Value iter(Interp& in, const Value& v);
/// Method `name` of class value `cls`'s metaclass (ClassObj::meta), bound
/// to `cls`; Undef when it has none.
Value meta_method(Interp& in, const Value& cls, const char* name);
/// An instance's truth value by the object protocol: __bool__(), else
/// __len__() != 0, else true.
bool instance_truthy(Interp& in, const Value& v);
/// An instance's method defined by the program (its class or a parent,
/// not a built-in base), unbound; Undef if none or not an instance.
Value class_method(Interp& in, const Value& obj, const char* name);
/// A concrete non-Bool value's truth in a condition or `not`: the
/// language's rule (LanguageRuntime::truthy) where it has one.
bool condition_truthy(Interp& in, const Value& v);
/// A DictKeys iterator's dict or set still has the size it started with;
/// else RuntimeError is raised (LanguageRuntime::checked_dict_iteration).
bool dict_iteration_intact(Interp& in, const IteratorObj* it);
bool has_next(Interp& in, const Value& it);
Value next(Interp& in, const Value& it);

}  // namespace reddragon::vm::sem
