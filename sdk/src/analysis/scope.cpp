// scope.cpp - module / function / class scopes as CFG subgraphs.
#include "reddragon/analysis/scope.hpp"

#include <algorithm>
#include <unordered_map>

namespace reddragon::analysis {

using namespace reddragon::ir;

namespace {

/// Function bodies (cfg::find_functions) plus class bodies found by the
/// same label convention: class_<name>_<N> .. end_class_<name>_<N>.
std::vector<Scope> bodies(const Module& m) {
  std::vector<Scope> out;
  for (auto& f : cfg::find_functions(m)) {
    Scope s;
    s.kind = ScopeKind::Function;
    s.name = f.name;
    s.label = f.label;
    s.begin = f.begin;
    s.end = f.end;
    out.push_back(std::move(s));
  }
  std::unordered_map<std::uint32_t, std::string_view> class_name;
  for (const Literal& l : m.literals)
    if (l.kind == LiteralKind::ClassRef) class_name.emplace(l.label.id, m.str(l.text));
  std::unordered_map<std::string_view, std::uint32_t> label_pos;
  for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
    const Instruction& in = m.instructions[i];
    if (in.op == Opcode::Label && in.num_operands == 1) label_pos.emplace(m.str(m.operands_of(in)[0].sym()), i);
  }
  for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
    const Instruction& in = m.instructions[i];
    if (in.op != Opcode::Label || in.num_operands != 1) continue;
    Symbol l = m.operands_of(in)[0].sym();
    std::string_view label = m.str(l);
    if (!label.starts_with("class_")) continue;
    Scope s;
    s.kind = ScopeKind::Class;
    s.label = std::string(label);
    s.begin = i;
    if (auto it = class_name.find(l.id); it != class_name.end()) {
      s.name = std::string(it->second);
    } else {
      std::string_view rest = label.substr(6);
      auto us = rest.rfind('_');
      s.name = std::string(us == std::string_view::npos ? rest : rest.substr(0, us));
    }
    auto e = label_pos.find("end_" + std::string(label));
    s.end = e != label_pos.end() && e->second > i ? e->second : static_cast<std::uint32_t>(m.instructions.size());
    out.push_back(std::move(s));
  }
  std::stable_sort(out.begin(), out.end(), [](const Scope& a, const Scope& b) {
    return a.begin != b.begin ? a.begin < b.begin : a.end > b.end;
  });
  return out;
}

}  // namespace

std::vector<Scope> find_scopes(const Module& m, const cfg::Cfg& g) {
  std::vector<Scope> out;
  Scope mod;
  mod.kind = ScopeKind::Module;
  mod.name = "<module>";
  mod.begin = 0;
  mod.end = static_cast<std::uint32_t>(m.instructions.size());
  out.push_back(std::move(mod));
  for (auto& b : bodies(m)) out.push_back(std::move(b));
  // Innermost body containing each block's first instruction: sweep blocks
  // in order with a stack of open bodies (bodies are sorted by begin).
  std::vector<std::uint32_t> open;  // scope indices
  std::size_t next = 1;
  for (std::uint32_t b = 0; b < g.blocks.size(); ++b) {
    const std::uint32_t pos = g.blocks[b].begin;
    while (!open.empty() && pos >= out[open.back()].end) open.pop_back();
    while (next < out.size() && out[next].begin <= pos) {
      if (pos < out[next].end) open.push_back(static_cast<std::uint32_t>(next));
      ++next;
      while (!open.empty() && pos >= out[open.back()].end) open.pop_back();
    }
    out[open.empty() ? 0 : open.back()].blocks.push_back(b);
  }
  // Keep the module's entry first even if block 0 is a body (it never is in
  // frontend output, but hand-written IR may start with a function label).
  return out;
}

std::vector<Scope> select_scopes(const Module& m, const cfg::Cfg& g, std::string_view name) {
  std::vector<Scope> out;
  for (auto& s : find_scopes(m, g))
    if (name.empty() || s.name == name || (!s.label.empty() && s.label == name)) out.push_back(std::move(s));
  return out;
}

ScopeGraph::ScopeGraph(const cfg::Cfg& g, const Scope& s) : cfg_(&g), scope_(&s), blocks_(s.blocks) {
  const auto n = static_cast<std::uint32_t>(blocks_.size());
  // global -> local by binary search (blocks are ascending)
  auto local = [&](std::uint32_t global) -> std::int64_t {
    auto it = std::lower_bound(blocks_.begin(), blocks_.end(), global);
    return it != blocks_.end() && *it == global ? it - blocks_.begin() : -1;
  };
  std::vector<std::uint32_t> npred(n, 0);
  succ_off_.assign(n + 1, 0);
  for (std::uint32_t b = 0; b < n; ++b) {
    for (const auto& e : g.blocks[blocks_[b]].succs) {
      auto t = local(e.target);
      if (t < 0) continue;
      succ_.push_back(static_cast<std::uint32_t>(t));
      succ_kind_.push_back(e.kind);
      ++npred[t];
    }
    succ_off_[b + 1] = static_cast<std::uint32_t>(succ_.size());
    if (succ_off_[b + 1] == succ_off_[b]) exits_.push_back(b);
  }
  pred_off_.assign(n + 1, 0);
  for (std::uint32_t b = 0; b < n; ++b) pred_off_[b + 1] = pred_off_[b] + npred[b];
  pred_.resize(succ_.size());
  pred_kind_.resize(succ_.size());
  std::vector<std::uint32_t> fill(pred_off_.begin(), pred_off_.end() - 1);
  for (std::uint32_t b = 0; b < n; ++b)
    for (std::uint32_t k = succ_off_[b]; k < succ_off_[b + 1]; ++k) {
      pred_kind_[fill[succ_[k]]] = succ_kind_[k];
      pred_[fill[succ_[k]]++] = b;
    }
}

}  // namespace reddragon::analysis
