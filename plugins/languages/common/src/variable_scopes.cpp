// variable_scopes.cpp - DECL_VAR vs STORE_VAR bookkeeping.
#include "reddragon/frontend_support/variable_scopes.hpp"

namespace reddragon::frontend {

void VariableScopes::push_function() { scopes_.emplace_back(); }
void VariableScopes::pop_function() {
  if (scopes_.size() > 1) scopes_.pop_back();
}

bool VariableScopes::should_declare(std::string_view name) {
  Scope& s = scopes_.back();
  std::string n(name);
  if (s.outer.count(n)) return false;
  if (s.dominating.count(n)) return false;
  if (s.block_depth == 0) s.dominating.insert(std::move(n));
  return true;
}

}  // namespace reddragon::frontend
