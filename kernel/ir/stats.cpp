// stats.cpp - opcode counts.
#include <boost/json.hpp>

#include "reddragon/cfg/cfg.hpp"
#include "reddragon/kernel/stats.hpp"

namespace reddragon::kernel {

using namespace reddragon::ir;

ModuleStats compute_stats(const Module& m) {
  ModuleStats s;
  for (const Instruction& in : m.instructions) ++s.opcode_counts[static_cast<std::size_t>(in.op)];
  s.instructions = m.instructions.size();
  s.registers = m.num_registers;
  s.functions = cfg::find_functions(m).size();
  s.blocks = cfg::build_cfg(m).blocks.size();
  return s;
}

std::string stats_to_text(const ModuleStats& s) {
  std::string out;
  out += "instructions " + std::to_string(s.instructions) + "\n";
  out += "registers    " + std::to_string(s.registers) + "\n";
  out += "functions    " + std::to_string(s.functions) + "\n";
  out += "blocks       " + std::to_string(s.blocks) + "\n";
  for (std::size_t i = 0; i < kOpcodeCount; ++i) {
    if (s.opcode_counts[i] == 0) continue;
    std::string name(opcode_info(static_cast<Opcode>(i)).enum_name);
    std::string mnem(opcode_info(static_cast<Opcode>(i)).mnemonic);
    for (auto& c : mnem) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
    out += mnem;
    out.append(mnem.size() < 20 ? 20 - mnem.size() : 1, ' ');
    out += std::to_string(s.opcode_counts[i]) + "\n";
  }
  return out;
}

std::string stats_to_json(const ModuleStats& s) {
  boost::json::object o, ops;
  o["instructions"] = s.instructions;
  o["registers"] = s.registers;
  o["functions"] = s.functions;
  o["blocks"] = s.blocks;
  for (std::size_t i = 0; i < kOpcodeCount; ++i)
    if (s.opcode_counts[i] != 0) ops[opcode_info(static_cast<Opcode>(i)).mnemonic] = s.opcode_counts[i];
  o["opcodes"] = std::move(ops);
  return boost::json::serialize(o) + "\n";
}

}  // namespace reddragon::kernel
