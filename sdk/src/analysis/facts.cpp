// facts.cpp - definitions, uses and register definitions of one scope.
#include "reddragon/analysis/facts.hpp"

#include <algorithm>

#include "reddragon/analysis/effects.hpp"

namespace reddragon::analysis {

using namespace reddragon::ir;

std::string_view def_kind_name(DefKind k) noexcept {
  switch (k) {
    case DefKind::Strong: return "strong";
    case DefKind::Indirect: return "indirect";
    case DefKind::Object: return "object";
  }
  return "?";
}

std::uint32_t ScopeFacts::intern_var(Symbol s) {
  auto [it, inserted] = var_of_sym_.emplace(s.id, static_cast<std::uint32_t>(vars_.size()));
  if (inserted) vars_.push_back(s);
  return it->second;
}

std::int64_t ScopeFacts::var_id(std::string_view name) const {
  Symbol s;
  if (!m_->strings.find(name, s)) return -1;
  auto it = var_of_sym_.find(s.id);
  return it == var_of_sym_.end() ? -1 : static_cast<std::int64_t>(it->second);
}

std::span<const std::uint32_t> ScopeFacts::register_defs(Reg r) const {
  auto it = std::lower_bound(reg_keys_.begin(), reg_keys_.end(), r);
  if (it == reg_keys_.end() || *it != r) return {};
  auto k = static_cast<std::size_t>(it - reg_keys_.begin());
  return {reg_def_instr_.data() + reg_def_off_[k], reg_def_off_[k + 1] - reg_def_off_[k]};
}

std::int64_t ScopeFacts::register_index(Reg r) const {
  auto it = std::lower_bound(reg_keys_.begin(), reg_keys_.end(), r);
  return it != reg_keys_.end() && *it == r ? it - reg_keys_.begin() : -1;
}

ScopeFacts::ScopeFacts(const Module& m, const ScopeGraph& g) : m_(&m), g_(&g) {
  const std::uint32_t nb = g.size();
  // Pass 1: variables (in order of appearance), address-taken variables,
  // register definitions.
  std::vector<std::pair<Reg, std::uint32_t>> reg_defs;
  std::vector<char> taken;
  for (std::uint32_t b = 0; b < nb; ++b) {
    const auto& blk = g.block(b);
    for (std::uint32_t i = blk.begin; i < blk.end; ++i) {
      const Instruction& in = m.instructions[i];
      visit_operands(m, in, [&](OperandRole role, const Operand& o) {
        if ((role == OperandRole::VariableRead || role == OperandRole::VariableWritten) && o.kind == OperandKind::Var) {
          std::uint32_t v = intern_var(o.sym());
          if (opcode_effects(in.op).memory == MemoryEffect::AddressOf && role == OperandRole::VariableRead) {
            if (taken.size() <= v) taken.resize(v + 1, 0);
            if (!taken[v]) address_taken_.push_back(v);
            taken[v] = 1;
          }
        }
      });
      if (in.result != kNoReg && opcode_effects(in.op).has_result) reg_defs.emplace_back(in.result, i);
    }
  }
  std::sort(address_taken_.begin(), address_taken_.end());
  std::sort(reg_defs.begin(), reg_defs.end());
  for (std::size_t k = 0; k < reg_defs.size(); ++k) {
    if (k == 0 || reg_defs[k].first != reg_defs[k - 1].first) {
      reg_keys_.push_back(reg_defs[k].first);
      reg_def_off_.push_back(static_cast<std::uint32_t>(k));
    }
    reg_def_instr_.push_back(reg_defs[k].second);
  }
  reg_def_off_.push_back(static_cast<std::uint32_t>(reg_defs.size()));

  // Base variables of the object held in a register: LOAD_VAR x gives x;
  // a projection (load_field/load_index/...) gives the base of its object.
  std::vector<std::uint32_t> bases;
  auto collect_bases = [&](Reg r) {
    bases.clear();
    std::vector<std::pair<Reg, int>> stack{{r, 0}};
    while (!stack.empty()) {
      auto [reg, depth] = stack.back();
      stack.pop_back();
      if (depth > 64) continue;
      for (std::uint32_t di : register_defs(reg)) {
        const Instruction& d = m.instructions[di];
        const OpcodeEffects& e = opcode_effects(d.op);
        if (e.memory == MemoryEffect::None) {
          bool found = false;
          for_each_variable_read(m, d, [&](Symbol s) {
            bases.push_back(intern_var(s));
            found = true;
          });
          if (found) continue;
        }
        if (e.projection) {
          Reg base = first_register_read(m, d);
          if (base != kNoReg) stack.emplace_back(base, depth + 1);
        }
      }
    }
    std::sort(bases.begin(), bases.end());
    bases.erase(std::unique(bases.begin(), bases.end()), bases.end());
  };

  // Pass 2: definitions and uses in execution order; definitions get
  // provisional ids, renumbered by variable afterwards.
  std::vector<Definition> raw;
  event_off_.assign(nb + 1, 0);
  for (std::uint32_t b = 0; b < nb; ++b) {
    const auto& blk = g.block(b);
    for (std::uint32_t i = blk.begin; i < blk.end; ++i) {
      const Instruction& in = m.instructions[i];
      const OpcodeEffects& e = opcode_effects(in.op);
      auto add_use = [&](std::uint32_t v, bool indirect) {
        events_.push_back({static_cast<std::uint32_t>(uses_.size()), false});
        uses_.push_back({v, i, b, indirect});
      };
      auto add_def = [&](std::uint32_t v, DefKind k) {
        events_.push_back({static_cast<std::uint32_t>(raw.size()), true});
        raw.push_back({v, i, b, k});
      };
      for_each_variable_read(m, in, [&](Symbol s) { add_use(intern_var(s), false); });
      if (e.memory == MemoryEffect::IndirectRead)
        for (std::uint32_t v : address_taken_) add_use(v, true);
      for_each_variable_written(m, in, [&](Symbol s) { add_def(intern_var(s), DefKind::Strong); });
      if (e.memory == MemoryEffect::IndirectWrite)
        for (std::uint32_t v : address_taken_) add_def(v, DefKind::Indirect);
      if (e.memory == MemoryEffect::ObjectWrite) {
        Reg target = first_register_read(m, in);
        if (target != kNoReg) {
          collect_bases(target);
          for (std::uint32_t v : bases) add_def(v, DefKind::Object);
        }
      }
    }
    event_off_[b + 1] = static_cast<std::uint32_t>(events_.size());
  }
  // Renumber definitions grouped by variable (stable: execution order within).
  const std::uint32_t nv = num_vars();
  def_begin_.assign(nv + 1, 0);
  for (const auto& d : raw) ++def_begin_[d.var + 1];
  for (std::uint32_t v = 0; v < nv; ++v) def_begin_[v + 1] += def_begin_[v];
  std::vector<std::uint32_t> fill(def_begin_.begin(), def_begin_.end() - 1), new_id(raw.size());
  defs_.resize(raw.size());
  for (std::uint32_t k = 0; k < raw.size(); ++k) {
    new_id[k] = fill[raw[k].var]++;
    defs_[new_id[k]] = raw[k];
  }
  for (auto& ev : events_)
    if (ev.is_def) ev.id = new_id[ev.id];
}

}  // namespace reddragon::analysis
