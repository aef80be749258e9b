// java_assert.hpp - Java `assert` conditions as type formulas. Java asserts
// do not survive lowering; the pass reads their text from the source.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "encoding.hpp"

namespace reddragon::types_smt {

/// The formula of `e` built from `a && b`, `a || b`, `!a`, `(a)`, `true`,
/// `false`, `x instanceof T`, `x == null`, `x != null`; `head_of` gives a
/// variable's run-time type. nullopt when any part is something else.
std::optional<z3::expr> java_assert_formula(const std::string& e, const Encoding& enc,
                                            const std::function<std::optional<z3::expr>(const std::string&)>& head_of);

}  // namespace reddragon::types_smt
