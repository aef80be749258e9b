// stats.hpp - opcode counts of a module.
#pragma once

#include <array>
#include <cstddef>
#include <string>

#include "reddragon/ir/ir.hpp"

namespace reddragon::kernel {

struct ModuleStats {
  std::array<std::size_t, ir::kOpcodeCount> opcode_counts{};
  std::size_t instructions = 0;
  std::size_t registers = 0;
  std::size_t functions = 0;
  std::size_t blocks = 0;
};
ModuleStats compute_stats(const ir::Module& m);
std::string stats_to_text(const ModuleStats& s);
std::string stats_to_json(const ModuleStats& s);

}  // namespace reddragon::kernel
