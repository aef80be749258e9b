// pyrt.hpp - Python value semantics: truthiness, operators, repr/str,
// indexing, attributes, built-in functions and methods. The VM calls these
// for modules whose language is Python (the default semantics until other
// languages bring their own rules through the type system).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/ir/ir.hpp"
#include "vm/interp.hpp"

namespace reddragon::vm::py {

bool truthy(const Value& v);
/// How a value appears inside a symbolic expression: a symbolic value's own
/// expression (or its name), a concrete value's repr.
SymExprPtr expr_of(Interp& in, const Value& v);
/// `callee(args...)` as a symbolic expression.
SymExprPtr call_expr(Interp& in, std::string callee, std::span<const Value> args);
bool eq(const Value& a, const Value& b);
std::string type_name(const Value& v);
std::string repr(Interp& in, const Value& v);
std::string str(Interp& in, const Value& v);
/// Binary/unary operators; on a Python error they call in.raise() and
/// return None. Symbolic operands produce symbolic results.
Value binop(Interp& in, ir::Operator op, const Value& a, const Value& b);
Value unop(Interp& in, ir::Operator op, const Value& a);
Value load_index(Interp& in, const Value& obj, const Value& idx);
void store_index(Interp& in, const Value& obj, const Value& idx, Value v);
/// Attribute read: instance fields, class attributes (methods bound to
/// self), built-in type methods as bound built-ins, symbolic fields.
Value load_attr(Interp& in, const Value& obj, Name field);
void store_attr(Interp& in, const Value& obj, Name field, Value v);

/// Built-in function table (print, len, range, ...). Ids index it.
int builtin_id(std::string_view name);
Value builtin_value(int id, Value self = Value::none());
/// How Python prints built-in `id`: `<class 'list'>`, `<built-in function len>`.
std::string builtin_repr(int id, bool bound);
/// Calls built-in `id` (self set for bound built-in methods).
Value call_builtin(Interp& in, int id, const Value& self, std::vector<Value>& args);
/// Method of a built-in type (list.append, str.split, ...); id < 0 if none.
int method_id(const Value& self, std::string_view name);
/// `type.method` for a type built-in (str, list, ...) used as a value; -1 if none.
int unbound_method_id(int type_builtin_id, std::string_view method);
bool isinstance(Interp& in, const Value& v, const Value& cls);
/// Materialises an iterable's items (false + TypeError if not iterable).
bool items_of(Interp& in, const Value& v, std::vector<Value>& out);
/// Expands `*xs` / `**kw` call arguments (KwArg markers named "*"/"**").
void expand_splats(Interp& in, std::vector<Value>& args);
Value make_list(std::vector<Value> items, Tag kind = Tag::List);
Value make_exception(Interp& in, std::string_view type, std::string msg);
/// A deterministic standard-library module the VM implements natively
/// ("math"), as a module object; Undef for any other name.
Value native_module(Interp& in, std::string_view module);

}  // namespace reddragon::vm::py
