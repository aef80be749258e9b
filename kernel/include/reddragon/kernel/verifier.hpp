// verifier.hpp - structural checks on IR: operand kinds per signature,
// result registers, labels defined once and branch targets defined,
// registers used before any definition.
#pragma once

#include <vector>

#include "reddragon/diagnostics.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon::kernel {

/// All problems found (empty = well formed). Never throws.
std::vector<Diagnostic> verify(const ir::Module& m);

}  // namespace reddragon::kernel
