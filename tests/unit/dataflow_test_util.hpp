// dataflow_test_util.hpp - parse IR text, pick a scope, run the analyses.
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <set>
#include <string>

#include "reddragon/analysis/dependencies.hpp"
#include "reddragon/analysis/facts.hpp"
#include "reddragon/analysis/reaching.hpp"
#include "reddragon/analysis/scope.hpp"
#include "reddragon/kernel/ir_text.hpp"

namespace dftest {

using namespace reddragon;
using namespace reddragon::analysis;
using VarMap = std::map<std::string, std::set<std::string>>;

/// One scope of a parsed module with everything computed.
struct Analysed {
  ir::Module m;
  cfg::Cfg g;
  std::vector<Scope> scopes;
  std::unique_ptr<ScopeGraph> graph;
  std::unique_ptr<ScopeFacts> facts;
  ReachingDefinitions rd;
  DefUseChains du;
  Liveness live;
  DependencyGraph deps;

  Analysed(const std::string& text, const std::string& scope = "<module>", SolverOptions o = {}) {
    auto parsed = kernel::parse_module(text);
    if (!parsed) {
      ADD_FAILURE() << parsed.error().to_string();
      return;
    }
    m = std::move(*parsed);
    g = cfg::build_cfg(m);
    scopes = select_scopes(m, g, scope);
    if (scopes.empty()) {
      ADD_FAILURE() << "no scope " << scope;
      return;
    }
    graph = std::make_unique<ScopeGraph>(g, scopes[0]);
    facts = std::make_unique<ScopeFacts>(m, *graph);
    rd = reaching_definitions(*facts, o);
    du = def_use_chains(*facts, rd);
    live = live_variables(*facts, o);
    deps = dependency_graph(*facts);
  }

  std::uint32_t block(const std::string& name) const {
    for (std::uint32_t b = 0; b < graph->size(); ++b)
      if (graph->block(b).name == name) return b;
    ADD_FAILURE() << "no block " << name;
    return 0;
  }
  /// "x@block" for each definition in a set.
  std::set<std::string> defs(const BitSet& s) const {
    std::set<std::string> out;
    s.for_each([&](std::size_t d) { out.insert(def_name(static_cast<std::uint32_t>(d))); });
    return out;
  }
  std::string def_name(std::uint32_t d) const {
    const Definition& def = facts->defs()[d];
    return std::string(facts->var_name(def.var)) + "@" + graph->block(def.block).name;
  }
  std::set<std::string> vars(const BitSet& s) const {
    std::set<std::string> out;
    s.for_each([&](std::size_t v) { out.insert(std::string(facts->var_name(static_cast<std::uint32_t>(v)))); });
    return out;
  }
  std::set<std::string> reach_in(const std::string& b) const { return defs(rd.sets.in[block(b)]); }
  std::set<std::string> reach_out(const std::string& b) const { return defs(rd.sets.out[block(b)]); }
  /// Definitions reaching the n-th use of `var` (0-based, execution order).
  std::set<std::string> reaching_use(const std::string& var, int n = 0) const {
    for (std::uint32_t u = 0; u < facts->uses().size(); ++u)
      if (facts->var_name(facts->uses()[u].var) == var && n-- == 0) {
        std::set<std::string> out;
        for (std::uint32_t d : du.defs_of_use(u)) out.insert(def_name(d));
        return out;
      }
    ADD_FAILURE() << "no such use of " << var;
    return {};
  }
  VarMap direct() const {
    VarMap out;
    for (const auto& e : deps.edges()) out[std::string(facts->var_name(e.from))].insert(std::string(facts->var_name(e.to)));
    return out;
  }
  VarMap transitive() const {
    VarMap out;
    auto c = deps.transitive_closure();
    for (std::uint32_t v = 0; v < c.size(); ++v)
      if (c[v].any()) out[std::string(facts->var_name(v))] = vars(c[v]);
    return out;
  }
};

}  // namespace dftest
