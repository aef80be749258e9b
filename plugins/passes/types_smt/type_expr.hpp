// type_expr.hpp - the static types types.smt reasons about, parsed from
// Python annotations and Java declarations (the pass's own small model: the
// kernel's type store is not reachable from a plugin, ADR 0010).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace reddragon::types_smt {

struct TypeExpr;
using TypePtr = std::shared_ptr<const TypeExpr>;

/// Named: a class/interface/builtin, possibly applied to arguments
/// (`Box[Dog]`, `Array[Animal]` for Java `Animal[]`). Union: members.
/// Unknown: not annotated / not understood (gradual: checks are skipped).
struct TypeExpr {
  enum class Kind { Named, Union, Unknown } kind = Kind::Unknown;
  std::string name;               ///< Named: canonical head ("Dog", "None", "int")
  std::vector<TypePtr> args;      ///< Named: type arguments; Union: members
};

TypePtr unknown_type();
TypePtr named(std::string name, std::vector<TypePtr> args = {});
TypePtr union_of(std::vector<TypePtr> members);  ///< flattens; a singleton is its member

enum class Syntax { Python, Java };

/// Parses annotation text (`Optional[Dog]`, `A | B`, `Union[int, str]`,
/// `List<Dog>`, `Dog[]`, `int`). Names are canonicalised (Java `Integer`
/// and `int` -> `int`, `Object`/`object` -> `object`, `null`/`None` ->
/// `None`). Unparseable text gives Unknown, never an error: a declaration
/// the pass cannot read is simply not checked.
TypePtr parse_type(std::string_view text, Syntax syntax);

std::string to_string(const TypePtr& t);

/// Replaces Named leaves whose name is in `from` by the matching `to`.
TypePtr substitute(const TypePtr& t, const std::vector<std::string>& from, const std::vector<TypePtr>& to);

}  // namespace reddragon::types_smt
