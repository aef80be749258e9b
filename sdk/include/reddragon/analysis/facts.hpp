// facts.hpp - per-scope definitions and uses, the input every classic
// dataflow problem shares. Built once per scope from the instruction
// effects (effects.hpp), i.e. from the opcode table.
//
// Definitions (numbered so that all definitions of one variable are
// consecutive - a kill is then one range):
//   Strong   a 'V' operand (DECL_VAR, STORE_VAR): kills earlier definitions
//   Indirect STORE_INDIRECT: one weak definition of EVERY address-taken
//            variable of the scope (may-alias approximation; never kills)
//   Object   an ObjectWrite (STORE_FIELD, STORE_INDEX, WRITE_REGION): a weak
//            definition of the variable(s) whose value the written object
//            was loaded from (`%1 = load_var buf; write_region %1 ...`)
// Uses:
//   every 'v' operand (LOAD_VAR; ADDRESS_OF reads the variable's address),
//   and for an IndirectRead (LOAD_INDIRECT, LOAD_FIELD_INDIRECT) a use of
//   every address-taken variable of the scope.
// Address-taken: the variables named by an ADDRESS_OF in the scope.
// Pointers received from other functions are not tracked (intraprocedural).
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "reddragon/analysis/scope.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon::analysis {

enum class DefKind : std::uint8_t { Strong, Indirect, Object };
std::string_view def_kind_name(DefKind k) noexcept;

struct Definition {
  std::uint32_t var;      ///< scope variable id
  std::uint32_t instr;    ///< module instruction index
  std::uint32_t block;    ///< local block id
  DefKind kind;
};

struct Use {
  std::uint32_t var;
  std::uint32_t instr;
  std::uint32_t block;
  bool indirect;          ///< through a pointer read (may-use)
};

class ScopeFacts {
 public:
  ScopeFacts(const ir::Module& m, const ScopeGraph& g);

  const ir::Module& module() const { return *m_; }
  const ScopeGraph& graph() const { return *g_; }

  std::uint32_t num_vars() const { return static_cast<std::uint32_t>(vars_.size()); }
  ir::Symbol var_symbol(std::uint32_t v) const { return vars_[v]; }
  std::string_view var_name(std::uint32_t v) const { return m_->str(vars_[v]); }
  /// Scope variable id of a name, or -1.
  std::int64_t var_id(std::string_view name) const;
  std::int64_t var_id(ir::Symbol s) const {
    auto it = var_of_sym_.find(s.id);
    return it == var_of_sym_.end() ? -1 : static_cast<std::int64_t>(it->second);
  }

  const std::vector<Definition>& defs() const { return defs_; }
  /// Definition ids [first, second) of variable v.
  std::pair<std::uint32_t, std::uint32_t> defs_of(std::uint32_t v) const { return {def_begin_[v], def_begin_[v + 1]}; }
  const std::vector<Use>& uses() const { return uses_; }
  const std::vector<std::uint32_t>& address_taken() const { return address_taken_; }

  /// Uses and definitions of a block in execution order (an instruction's
  /// uses come before its definitions).
  struct Event {
    std::uint32_t id;   ///< use id or definition id
    bool is_def;
  };
  std::span<const Event> events(std::uint32_t block) const {
    return {events_.data() + event_off_[block], event_off_[block + 1] - event_off_[block]};
  }

  /// Instructions of the scope that write register r (usually one).
  std::span<const std::uint32_t> register_defs(ir::Reg r) const;
  /// Dense index of a register defined in the scope (for scratch arrays), or -1.
  std::int64_t register_index(ir::Reg r) const;
  std::uint32_t num_registers() const { return static_cast<std::uint32_t>(reg_keys_.size()); }

 private:
  std::uint32_t intern_var(ir::Symbol s);

  const ir::Module* m_;
  const ScopeGraph* g_;
  std::vector<ir::Symbol> vars_;
  std::unordered_map<std::uint32_t, std::uint32_t> var_of_sym_;
  std::vector<Definition> defs_;
  std::vector<std::uint32_t> def_begin_;
  std::vector<Use> uses_;
  std::vector<std::uint32_t> address_taken_;
  std::vector<Event> events_;
  std::vector<std::uint32_t> event_off_;
  // registers: sorted unique keys, and CSR of defining instructions
  std::vector<ir::Reg> reg_keys_;
  std::vector<std::uint32_t> reg_def_off_, reg_def_instr_;
};

}  // namespace reddragon::analysis
