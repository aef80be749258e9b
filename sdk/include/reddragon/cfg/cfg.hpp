// cfg.hpp - basic blocks and edges over a Module's flat instruction list.
//
// Built as the seeds describe: a block starts at instruction 0, at every
// LABEL and after every terminator (BRANCH, BRANCH_IF, RETURN, THROW,
// HALT); edges come from branch targets and fall-through. In addition,
// blocks inside a TRY_PUSH..TRY_POP region get exception edges to the
// region's handlers and finally label, so dataflow sees handler paths.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reddragon/ir/ir.hpp"

namespace reddragon::cfg {

enum class EdgeKind : std::uint8_t { Fallthrough, Jump, True, False, Exception };

struct Edge {
  std::uint32_t target;
  EdgeKind kind;
};

struct BasicBlock {
  std::string name;            ///< label text, or "entry" / "__block_N"
  std::uint32_t begin = 0;     ///< first instruction index (the LABEL, if any)
  std::uint32_t end = 0;       ///< one past the last instruction
  std::vector<Edge> succs;
  std::vector<std::uint32_t> preds;
};

struct Cfg {
  std::vector<BasicBlock> blocks;   ///< in instruction order; blocks[0] is the entry
  std::vector<std::uint32_t> block_of;  ///< instruction index -> block index
  /// Block index whose LABEL is this symbol id, or -1.
  std::int64_t block_of_label(ir::Symbol label) const;
  std::vector<std::int64_t> label_block;  ///< indexed by Symbol id
};

/// Builds the CFG. Branches to undefined labels get no edge (the verifier
/// reports them); never throws on malformed IR.
Cfg build_cfg(const ir::Module& m);

/// A function found by the label conventions: LABEL func_<name>_<N> up to
/// LABEL end_<name>_<N> (exclusive).
struct FunctionRange {
  std::string name;       ///< source name ("classify")
  std::string label;      ///< entry label ("func_classify_0")
  std::uint32_t begin;    ///< instruction index of the entry LABEL
  std::uint32_t end;      ///< instruction index of the end LABEL (or module end)
};
std::vector<FunctionRange> find_functions(const ir::Module& m);

bool is_terminator(ir::Opcode op);

}  // namespace reddragon::cfg
