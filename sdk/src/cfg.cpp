// cfg.cpp - basic-block construction over the flat IR.
#include "reddragon/cfg/cfg.hpp"

#include <string>
#include <unordered_map>

namespace reddragon::cfg {

using namespace reddragon::ir;

bool is_terminator(Opcode op) {
  return op == Opcode::Branch || op == Opcode::BranchIf || op == Opcode::Return || op == Opcode::Throw ||
         op == Opcode::Halt;
}

std::int64_t Cfg::block_of_label(Symbol label) const {
  return label.id < label_block.size() ? label_block[label.id] : -1;
}

static void add_edge(Cfg& g, std::uint32_t from, std::uint32_t to, EdgeKind kind) {
  auto& succs = g.blocks[from].succs;
  for (const Edge& e : succs)
    if (e.target == to) return;  // one edge per pair; first kind wins
  succs.push_back({to, kind});
  g.blocks[to].preds.push_back(from);
}

Cfg build_cfg(const Module& m) {
  Cfg g;
  const auto n = static_cast<std::uint32_t>(m.instructions.size());
  g.block_of.assign(n, 0);
  g.label_block.assign(m.strings.size(), -1);
  if (n == 0) {
    g.blocks.push_back(BasicBlock{"entry", 0, 0, {}, {}});
    return g;
  }

  // Phase 1+2: split at labels and after terminators.
  std::uint32_t start = 0;
  auto close_block = [&](std::uint32_t end) {
    if (end <= start) return;
    BasicBlock b;
    b.begin = start;
    b.end = end;
    const Instruction& first = m.instructions[start];
    if (first.op == Opcode::Label && first.num_operands == 1) {
      Symbol l = m.operands_of(first)[0].sym();
      b.name = std::string(m.str(l));
      if (l.id < g.label_block.size() && g.label_block[l.id] < 0)
        g.label_block[l.id] = static_cast<std::int64_t>(g.blocks.size());
    } else {
      b.name = g.blocks.empty() ? "entry" : "__block_" + std::to_string(g.blocks.size());
    }
    for (std::uint32_t i = start; i < end; ++i) g.block_of[i] = static_cast<std::uint32_t>(g.blocks.size());
    g.blocks.push_back(std::move(b));
    start = end;
  };
  for (std::uint32_t i = 0; i < n; ++i) {
    const Opcode op = m.instructions[i].op;
    if (op == Opcode::Label && i != start) close_block(i);
    if (is_terminator(op)) close_block(i + 1);
  }
  close_block(n);

  // Phase 3: edges. Exception edges go from every block inside an active
  // TRY_PUSH region (tracked in instruction order) to its handlers.
  std::vector<std::vector<std::uint32_t>> handler_stack;
  auto target_block = [&](const Operand& o) -> std::int64_t {
    return o.kind == OperandKind::Label ? g.block_of_label(o.sym()) : -1;
  };
  for (std::uint32_t b = 0; b < g.blocks.size(); ++b) {
    BasicBlock& blk = g.blocks[b];
    // Regions active at the block's start, plus regions pushed inside it
    // (even if popped again in the same block: its instructions between
    // TRY_PUSH and TRY_POP are still protected).
    std::vector<std::uint32_t> block_handlers;
    for (const auto& hs : handler_stack) block_handlers.insert(block_handlers.end(), hs.begin(), hs.end());
    for (std::uint32_t i = blk.begin; i < blk.end; ++i) {
      const Instruction& in = m.instructions[i];
      if (in.op == Opcode::TryPush) {
        std::vector<std::uint32_t> handlers;
        auto ops = m.operands_of(in);
        for (std::size_t k = 0; k < ops.size(); ++k) {
          // operand 0: finally label; 1: end label; then (class, label) pairs
          if (k == 0 || (k >= 3 && k % 2 == 1)) {
            auto t = target_block(ops[k]);
            if (t >= 0) handlers.push_back(static_cast<std::uint32_t>(t));
          }
        }
        block_handlers.insert(block_handlers.end(), handlers.begin(), handlers.end());
        handler_stack.push_back(std::move(handlers));
      } else if (in.op == Opcode::TryPop && !handler_stack.empty()) {
        handler_stack.pop_back();
      }
    }
    for (std::uint32_t h : block_handlers) add_edge(g, b, h, EdgeKind::Exception);

    const Instruction& last = m.instructions[blk.end - 1];
    auto ops = m.operands_of(last);
    switch (last.op) {
      case Opcode::Branch:
        if (!ops.empty())
          if (auto t = target_block(ops[0]); t >= 0) add_edge(g, b, static_cast<std::uint32_t>(t), EdgeKind::Jump);
        break;
      case Opcode::BranchIf:
        if (ops.size() == 3) {
          if (auto t = target_block(ops[1]); t >= 0) add_edge(g, b, static_cast<std::uint32_t>(t), EdgeKind::True);
          if (auto f = target_block(ops[2]); f >= 0) add_edge(g, b, static_cast<std::uint32_t>(f), EdgeKind::False);
        }
        break;
      case Opcode::Return:
      case Opcode::Throw:
      case Opcode::Halt:
        break;
      default:
        if (b + 1 < g.blocks.size()) add_edge(g, b, b + 1, EdgeKind::Fallthrough);
    }
  }
  return g;
}

std::vector<FunctionRange> find_functions(const Module& m) {
  // name by entry label, from function-reference literals
  std::unordered_map<std::uint32_t, std::string_view> name_of_label;
  for (const Literal& l : m.literals)
    if (l.kind == LiteralKind::FuncRef) name_of_label.emplace(l.label.id, m.str(l.text));

  std::unordered_map<std::string_view, std::uint32_t> label_pos;
  for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
    const Instruction& in = m.instructions[i];
    if (in.op == Opcode::Label && in.num_operands == 1) label_pos.emplace(m.str(m.operands_of(in)[0].sym()), i);
  }
  std::vector<FunctionRange> out;
  for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
    const Instruction& in = m.instructions[i];
    if (in.op != Opcode::Label || in.num_operands != 1) continue;
    Symbol s = m.operands_of(in)[0].sym();
    std::string_view label = m.str(s);
    if (label.substr(0, 5) != "func_") continue;
    FunctionRange f;
    f.label = std::string(label);
    f.begin = i;
    auto it = name_of_label.find(s.id);
    if (it != name_of_label.end()) {
      f.name = std::string(it->second);
    } else {  // func_<name>_<N>
      std::string_view rest = label.substr(5);
      auto us = rest.rfind('_');
      f.name = std::string(us == std::string_view::npos ? rest : rest.substr(0, us));
    }
    std::string end_label = "end_" + std::string(label.substr(5));
    auto e = label_pos.find(end_label);
    f.end = e != label_pos.end() && e->second > i ? e->second : static_cast<std::uint32_t>(m.instructions.size());
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace reddragon::cfg
