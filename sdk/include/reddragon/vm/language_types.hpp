// language_types.hpp - what a language tells the kernel's type system
// (docs/types.md, ADR 0006), as plain data a language plugin registers
// through LanguageRuntime::types. The kernel keeps the engine (coercion
// plans, inference); the names and per-language choices live here.
//
//   * The coercion profile: integer division, typed `String + x`, whether
//     annotations convert values at write time.
//   * Return types of the language's library: functions by name, methods
//     by receiver kind. A type is text in the kernel's type syntax
//     (`Int`, `Array[String]`, `Map[String, Int]`, `Optional[Int]`) with
//     these substitutions for results that depend on the call:
//
//       $0 $1 ...   the type of argument N (Unknown if there is none)
//       $args       the union of all argument types (`max(1, 2.5)`)
//       $self       the receiver's type (methods)
//       $elem[T]    T's element type: Array/Set/Iterator[E] -> E, Tuple ->
//                   the union of its members, Map -> its key, String -> String
//       $key[T]     a Map's key type;  $value[T]  a Map's value type
//       $arith[T]   T as an arithmetic result (Bool -> Int, else T)
//       $or[A, B]   A, or B where A is Unknown
//
//     e.g. {"sorted", "Array[$elem[$0]]"}, {"get", "$value[$self]"},
//     {"enumerate", "Array[Tuple[Int, $elem[$0]]]"}. An Unknown inside a
//     constructor stays (`Array[Unknown]`) so inference refines it later.
//
// Lookup: the first entry whose name matches and whose arity is -1 or the
// call's argument count. Methods: the table of the receiver's head
// (`String`, `Array`, `Map`, `Set`, `Tuple`, `Int`, a class name), then
// `Any` (methods every value has); a receiver whose type is not inferred
// looks in `Unknown` (guesses by name alone), then `Any`.
#pragma once

#include <cstdint>
#include <span>

namespace reddragon::vm {

/// Int / Int (and Int % Int) in the language.
enum class IntDivision : std::uint8_t {
  True,      ///< a Float, floor modulo (the IR's default)
  Floor,     ///< an Int, floored
  Truncate,  ///< an Int, toward zero; `%` takes the dividend's sign
};

/// One library entry: `name(...)` returns `type`.
struct ReturnType {
  const char* name;
  const char* type;  ///< type text with the substitutions above
  int arity = -1;    ///< only calls with this many arguments (-1: any)
};

/// The methods of one kind of receiver.
struct MethodTypes {
  const char* receiver;  ///< a type head, "Any" or "Unknown" (see above)
  std::span<const ReturnType> methods;
};

/// What a library function means to the path-condition solver
/// (docs/symbolic.md): a call of it on unknowns is encoded as the theory's
/// operation instead of an uninterpreted function.
enum class SolverFn : std::uint8_t {
  None,
  Length,    ///< length of a string (else a non-negative unknown)
  Prefix,    ///< subject starts with argument
  Suffix,    ///< subject ends with argument
  Contains,  ///< subject contains argument
  Equals,    ///< subject equals argument
};
/// How the name is used: `f(s, t)` (the subject is the first argument),
/// `s.f(t)` (the receiver), or the field `s.f`.
enum class SolverForm : std::uint8_t { Function, Method, Field };
struct SolverName {
  const char* name;  ///< as the lowering calls it ("strings.HasPrefix", "startswith")
  SolverForm form;
  SolverFn fn;
};

struct LanguageTypes {
  // --- coercion profile (kernel::types::CoercionRules) ---------------------
  /// Annotations are hints: never convert at write time, never wrap, no
  /// overload sets (Python, JavaScript).
  bool dynamic = false;
  /// `String + x` concatenates x's text (Java).
  bool stringify_concat = false;
  IntDivision division = IntDivision::True;
  // --- library return types (kernel::types::LibraryTypes) -------------------
  std::span<const ReturnType> functions;
  std::span<const MethodTypes> methods;
  // --- the solver's vocabulary: library names with a theory meaning --------
  std::span<const SolverName> solver_names;
};

}  // namespace reddragon::vm
