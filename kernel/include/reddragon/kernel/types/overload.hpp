// overload.hpp - overload resolution: arity first, then type-compatibility
// scoring with subtype awareness (foo(Dog) beats foo(Animal) for a Dog).
//
// Frontends express overloads as several functions with the same source
// name in one class body (or module): distinct entry labels, one
// function-reference literal each (`<function:foo@func_foo_3>`,
// `<function:foo@func_foo_4>`), typed parameters
// (`%0 = symbolic "param:d" :: Dog`). See docs/types.md.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "reddragon/kernel/types/graph.hpp"

namespace reddragon::kernel::types {

struct OverloadCandidate {
  std::vector<Type> params;   ///< without self/this
  bool variadic = false;      ///< the last parameter collects the rest
};

struct OverloadResult {
  int index = -1;              ///< chosen candidate, -1 if none or ambiguous
  bool ambiguous = false;      ///< several equally specific candidates
  std::vector<int> tied;       ///< the candidates of an ambiguity
  std::string message;         ///< why nothing was chosen ("" when chosen)
};

/// Score of passing `arg` for a parameter `param`: 0 = incompatible;
/// exact 1000; subtype 1000 - 10*distance; primitive coercion (Int->Float,
/// Bool->Int, narrower fixed-width int -> wider) 100; Unknown either side 1.
int conversion_score(const TypeGraph& g, Type arg, Type param);

/// Arity filter, then per-argument scores; the winner must be at least as
/// good as every other applicable candidate on every argument (most
/// specific). Ties are reported as ambiguous.
OverloadResult resolve_overload(const TypeGraph& g, std::span<const OverloadCandidate> candidates,
                                std::span<const Type> args);

}  // namespace reddragon::kernel::types
