// scope.hpp - the unit of intraprocedural analysis: the module's top-level
// code, or one function / class body, as a subgraph of the module CFG.
//
// Function bodies are found with cfg::find_functions (LABEL func_<n>_<N> ..
// LABEL end_<n>_<N>), class bodies likewise (class_<n>_<N> .. end_class_<n>_<N>).
// A block belongs to the innermost body whose range contains it; the module
// scope is every block outside all bodies. Edges leaving a scope (there are
// none in well-formed IR: the module branches over function bodies) are
// dropped.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "reddragon/cfg/cfg.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon::analysis {

enum class ScopeKind : std::uint8_t { Module, Function, Class };

struct Scope {
  ScopeKind kind = ScopeKind::Module;
  std::string name;    ///< "<module>", or the function/class source name
  std::string label;   ///< entry label ("func_square_0"); "" for the module
  std::uint32_t begin = 0, end = 0;    ///< instruction range of the body (whole module for <module>)
  std::vector<std::uint32_t> blocks;   ///< CFG block ids, ascending; blocks[0] is the scope's entry
};

/// Module scope first, then functions and classes in instruction order.
std::vector<Scope> find_scopes(const ir::Module& m, const cfg::Cfg& g);

/// Scopes named `name` (a function's source name or entry label;
/// "<module>" for the top level). Several functions may share a name.
std::vector<Scope> select_scopes(const ir::Module& m, const cfg::Cfg& g, std::string_view name);

/// A scope's blocks renumbered 0..n-1 (local ids), with compact adjacency.
/// Local block 0 is the entry.
class ScopeGraph {
 public:
  ScopeGraph(const cfg::Cfg& g, const Scope& s);
  std::uint32_t size() const { return static_cast<std::uint32_t>(blocks_.size()); }
  std::uint32_t global(std::uint32_t local) const { return blocks_[local]; }
  const cfg::BasicBlock& block(std::uint32_t local) const { return cfg_->blocks[blocks_[local]]; }
  std::span<const std::uint32_t> succs(std::uint32_t b) const {
    return {succ_.data() + succ_off_[b], succ_off_[b + 1] - succ_off_[b]};
  }
  std::span<const std::uint32_t> preds(std::uint32_t b) const {
    return {pred_.data() + pred_off_[b], pred_off_[b + 1] - pred_off_[b]};
  }
  /// Edge kinds, parallel to succs(b) / preds(b).
  std::span<const cfg::EdgeKind> succ_kinds(std::uint32_t b) const {
    return {succ_kind_.data() + succ_off_[b], succ_off_[b + 1] - succ_off_[b]};
  }
  std::span<const cfg::EdgeKind> pred_kinds(std::uint32_t b) const {
    return {pred_kind_.data() + pred_off_[b], pred_off_[b + 1] - pred_off_[b]};
  }
  /// Blocks with no successor inside the scope (returns, throws, halts, ends).
  const std::vector<std::uint32_t>& exits() const { return exits_; }
  const cfg::Cfg& cfg() const { return *cfg_; }
  const Scope& scope() const { return *scope_; }

 private:
  const cfg::Cfg* cfg_;
  const Scope* scope_;
  std::vector<std::uint32_t> blocks_;
  std::vector<std::uint32_t> succ_off_, succ_, pred_off_, pred_;
  std::vector<cfg::EdgeKind> succ_kind_, pred_kind_;
  std::vector<std::uint32_t> exits_;
};

}  // namespace reddragon::analysis
