// variable_scopes.hpp - decides DECL_VAR vs STORE_VAR for assignments.
//
// Rule (docs/ir-conventions.md): the first assignment of a name in a
// function scope is DECL_VAR; later ones are STORE_VAR, but only when an
// earlier DECL_VAR dominates them, approximated as "emitted by a statement at
// the function body's top level". Names declared global/nonlocal (or, in
// languages with block declarations, names the frontend declares itself)
// always use STORE_VAR.
#pragma once

#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace reddragon::frontend {

class VariableScopes {
 public:
  VariableScopes() { push_function(); }
  void push_function();
  void pop_function();
  /// Enter/leave a nested block (if/loop/try body) of the current function.
  void enter_block() { ++scopes_.back().block_depth; }
  void exit_block() { --scopes_.back().block_depth; }
  /// Names that always go through the scope chain (global/nonlocal).
  void mark_outer(std::string_view name) { scopes_.back().outer.emplace(name); }
  /// Marks a name as declared on a dominating path (parameters).
  void mark_declared(std::string_view name) { scopes_.back().dominating.emplace(name); }
  /// True: emit DECL_VAR (and remember it); false: emit STORE_VAR.
  bool should_declare(std::string_view name);
  bool is_outer(std::string_view name) const { return scopes_.back().outer.count(std::string(name)) != 0; }
  std::size_t depth() const { return scopes_.size(); }

 private:
  struct Scope {
    std::unordered_set<std::string> dominating;
    std::unordered_set<std::string> outer;
    int block_depth = 0;
  };
  std::vector<Scope> scopes_;
};

}  // namespace reddragon::frontend
