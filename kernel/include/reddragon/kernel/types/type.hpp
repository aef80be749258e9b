// type.hpp - structured types (the TypeExpr ADT of docs/types.md).
//
//   Scalar      Int, String, Dog                    (a name in the type graph)
//   Param       Array[Int], Map[String, Array[Float]], Pointer[Pointer[Int]]
//   Function    Fn(Int, Int) -> Int                 (params contravariant, return covariant)
//   Union       Union[Int, String], Optional[Int] = Union[Int, Null]
//               (flattened, deduplicated, sorted, singletons eliminated)
//   TypeVar     T <: Number                          (bound; unbounded prints `T <: Any`)
//   Unknown     Unknown                              (not inferred; `Any` is the graph's top)
//
// Types are hash-consed in one process-wide store: two equal types are the
// same node, so equality and hashing are pointer operations and a Type is
// one pointer (cheap to copy, never dangling: nodes are never freed).
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/expected.hpp"

namespace reddragon::kernel::types {

enum class Kind : std::uint8_t { Unknown, Scalar, Param, Function, Union, TypeVar };

struct TypeNode;

class Type {
 public:
  Type();  ///< Unknown
  static Type unknown();
  static Type scalar(std::string_view name);
  /// `ctor[args...]`; no args gives the scalar `ctor`.
  static Type param(std::string_view ctor, std::vector<Type> args);
  static Type function(std::vector<Type> params, Type ret);
  /// Flattens nested unions, drops duplicates (and Unknown members), sorts
  /// canonically; zero members -> Unknown, one member -> that member.
  static Type union_of(std::vector<Type> members);
  static Type optional(Type t) { return union_of({t, null()}); }
  static Type type_var(std::string_view name, Type bound);  ///< bound Unknown = Any

  // Frequent scalars (interned once).
  static Type any();
  static Type null();
  static Type integer();   ///< Int
  static Type real();      ///< Float
  static Type number();
  static Type boolean();
  static Type string();
  static Type object();

  Kind kind() const;
  bool is_unknown() const { return kind() == Kind::Unknown; }
  bool is_scalar() const { return kind() == Kind::Scalar; }
  bool is_union() const { return kind() == Kind::Union; }
  /// Scalar name, Param constructor, TypeVar name; "" otherwise.
  const std::string& name() const;
  /// Param arguments, Function parameters, Union members.
  std::span<const Type> args() const;
  /// Function return type; TypeVar bound.
  Type ret() const;
  Type bound() const { return ret(); }
  /// Nominal head used for subtype queries: Scalar/Param name ("Array" for
  /// Array[Int]); "" for functions, unions, variables, Unknown.
  const std::string& head() const;
  /// Canonical text; parse_type(text()) == *this.
  const std::string& text() const;
  std::uint32_t id() const;
  std::size_t depth() const;  ///< nesting depth (Int = 1, Array[Int] = 2)
  /// Unknown, or Unknown somewhere inside (Array[Unknown]).
  bool has_unknown() const;

  const TypeNode* node() const { return n_; }
  friend bool operator==(Type a, Type b) { return a.n_ == b.n_; }
  friend bool operator!=(Type a, Type b) { return a.n_ != b.n_; }
  friend bool operator<(Type a, Type b);  ///< canonical order (by text)

 private:
  explicit Type(const TypeNode* n) : n_(n) {}
  const TypeNode* n_;
  friend class TypeStore;
};

/// Parses the canonical text (and the sugar `Optional[T]`, `A | B`,
/// `T <: Bound`). Errors carry the 0-based column in span.start_col and in
/// the message ("column N: ...").
Expected<Type> parse_type(std::string_view text);

/// Number of distinct types interned so far (diagnostics, tests).
std::size_t interned_type_count();

/// Fixed-width integer scalars (Int8..Int64, UInt8..UInt64): bit width and
/// signedness; false for anything else (plain Int is arbitrary precision).
bool fixed_width_int(Type t, unsigned& bits, bool& is_signed);
/// Int, fixed-width ints.
bool is_integer_type(Type t);
/// Float, Float32, Float64.
bool is_float_type(Type t);

}  // namespace reddragon::kernel::types

template <>
struct std::hash<reddragon::kernel::types::Type> {
  std::size_t operator()(reddragon::kernel::types::Type t) const noexcept {
    return std::hash<const void*>{}(t.node());
  }
};
