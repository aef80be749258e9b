// typed_info.hpp - what the type system attaches to a compiled Program:
// per-op coercion plans (side table indexed from Op::d of ops whose flag
// has kTypedOp set) and overload sets. Filled by attach_types (typed.cpp);
// empty for unannotated Python, whose ops never take the typed path.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "reddragon/kernel/types/coercion.hpp"
#include "reddragon/kernel/types/graph.hpp"

namespace reddragon::vm {

struct FunctionInfo;

/// Op::flag bit: the op has an entry in Program::typed_ops at index Op::d.
inline constexpr std::uint8_t kTypedOp = 0x80;

struct TypedOpInfo {
  kernel::types::OpPlan plan;               ///< BINOP / UNOP
  kernel::types::WriteConversion write;     ///< DECL_VAR / STORE_VAR
};

/// Functions sharing one name in one class body (or module): chosen per
/// call by kernel::types::resolve_overload on the run-time argument types.
struct OverloadSet {
  std::vector<const FunctionInfo*> functions;
  std::vector<std::vector<kernel::types::Type>> params;  ///< per function, self/this as Unknown
};

struct TypeSideTables {
  std::vector<TypedOpInfo> ops;
  std::vector<OverloadSet> overloads;
  std::shared_ptr<const kernel::types::TypeGraph> graph;  ///< set when overloads exist
};

}  // namespace reddragon::vm
