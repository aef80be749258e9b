// slice.cpp - two-phase context-sensitive reachability, witness paths and
// slices over the whole-program dependency graph.
#include "reddragon/analysis/slice.hpp"

#include <algorithm>
#include <deque>
#include <filesystem>
#include <unordered_map>

namespace reddragon::analysis {

using namespace reddragon::ir;

namespace {

bool resets_context(const ProgramGraph& g, std::uint32_t n) {
  NodeKind k = g.kind(n);
  return k == NodeKind::Field || (k == NodeKind::Variable && g.is_module_scope(g.owner(n)));
}

/// The phase after following edge kind k from `phase`, or -1 if not allowed.
int next_phase(FlowKind k, int phase, SliceDirection dir) {
  const FlowKind enter = dir == SliceDirection::Forward ? FlowKind::Call : FlowKind::Return;
  const FlowKind leave = dir == SliceDirection::Forward ? FlowKind::Return : FlowKind::Call;
  if (k == enter) return 1;
  if (k == leave) return phase == 0 ? 0 : -1;
  return phase;
}

}  // namespace

Reachability reach(const ProgramGraph& g, const std::vector<std::uint32_t>& seeds, SliceDirection dir, std::size_t max_states,
                   const std::vector<char>* blocked) {
  Reachability r;
  r.direction = dir;
  const std::size_t S = std::size_t{g.num_nodes()} * 2;
  r.pred.assign(S, kNoEdge);
  r.seen.assign(S, 0);
  r.pred_phase.assign(S, 0);
  r.origin.assign(S, 0);
  std::deque<std::uint32_t> work;
  for (std::uint32_t i = 0; i < seeds.size(); ++i) {
    const std::uint32_t st = seeds[i] * 2;
    if (seeds[i] >= g.num_nodes() || r.seen[st]) continue;
    r.seen[st] = 1;
    r.origin[st] = i;
    r.order.push_back(st);
    work.push_back(st);
  }
  const auto& E = g.edges();
  while (!work.empty()) {
    if (r.order.size() >= max_states) {
      r.truncated = true;
      break;
    }
    const std::uint32_t st = work.front();
    work.pop_front();
    const std::uint32_t n = st / 2;
    const int phase = static_cast<int>(st % 2);
    auto adj = dir == SliceDirection::Forward ? g.out(n) : g.in(n);
    for (std::uint32_t e : adj) {
      int p = next_phase(E[e].kind, phase, dir);
      if (p < 0) continue;
      const std::uint32_t t = dir == SliceDirection::Forward ? E[e].to : E[e].from;
      if (blocked && t < blocked->size() && (*blocked)[t]) continue;
      if (resets_context(g, t)) p = 0;
      const std::uint32_t ts = t * 2 + static_cast<std::uint32_t>(p);
      if (r.seen[ts]) continue;
      r.seen[ts] = 1;
      r.pred[ts] = e;
      r.pred_phase[ts] = static_cast<char>(phase);
      r.origin[ts] = r.origin[st];
      r.order.push_back(ts);
      work.push_back(ts);
    }
  }
  return r;
}

std::vector<std::uint32_t> path_to(const ProgramGraph& g, const Reachability& r, std::uint32_t state) {
  std::vector<std::uint32_t> out;
  const auto& E = g.edges();
  for (std::size_t guard = 0; guard < r.pred.size() && state < r.pred.size() && r.pred[state] != kNoEdge; ++guard) {
    const std::uint32_t e = r.pred[state];
    out.push_back(e);
    const std::uint32_t n = r.direction == SliceDirection::Forward ? E[e].from : E[e].to;
    state = n * 2 + static_cast<std::uint32_t>(r.pred_phase[state]);
  }
  if (r.direction == SliceDirection::Forward) std::reverse(out.begin(), out.end());
  return out;
}

std::vector<std::uint32_t> expand_summary(const ProgramGraph& g, std::uint32_t summary_edge, int depth) {
  const auto& E = g.edges();
  const FlowEdge& se = E[summary_edge];
  if (se.kind != FlowKind::Summary) return {};
  const auto& bindings = g.bindings();
  for (std::uint32_t b : g.bindings_of(se.from)) {
    const CallBinding& cb = bindings[b];
    if (g.calls().sites()[cb.site].instr != se.instr) continue;
    const auto formals = g.formals(cb.callee);
    if (cb.formal >= formals.size()) continue;
    const std::uint32_t start = formals[cb.formal];
    // target: the callee's return, or (for a store into another actual) any
    // formal of the callee whose actual is se.to
    std::vector<std::uint32_t> targets{g.return_node(cb.callee)};
    if (!formals.empty()) targets.push_back(formals[0]);  // a constructor's self
    for (std::uint32_t o : g.bindings_of(se.to))
      if (bindings[o].site == cb.site && bindings[o].callee == cb.callee && bindings[o].formal < formals.size())
        targets.push_back(formals[bindings[o].formal]);
    // BFS inside the callee
    std::unordered_map<std::uint32_t, std::uint32_t> pred;
    std::deque<std::uint32_t> work{start};
    pred.emplace(start, kNoEdge);
    std::int64_t hit = -1;
    while (!work.empty() && pred.size() < 100000) {
      std::uint32_t n = work.front();
      work.pop_front();
      if (n != start && std::find(targets.begin(), targets.end(), n) != targets.end()) {
        hit = n;
        break;
      }
      for (std::uint32_t e : g.out(n)) {
        const FlowEdge& fe = E[e];
        if (fe.kind == FlowKind::Call || fe.kind == FlowKind::Return) continue;
        const std::uint32_t t = fe.to;
        const bool local = g.kind(t) == NodeKind::Return ? t == g.return_node(cb.callee) : g.owner(t) == cb.callee && g.kind(t) != NodeKind::Field;
        if (!local || pred.count(t)) continue;
        pred.emplace(t, e);
        work.push_back(t);
      }
    }
    if (hit < 0) continue;
    std::vector<std::uint32_t> path;
    for (auto n = static_cast<std::uint32_t>(hit); pred[n] != kNoEdge; n = E[pred[n]].from) path.push_back(pred[n]);
    std::reverse(path.begin(), path.end());
    if (depth <= 0) return path;
    std::vector<std::uint32_t> out;
    for (std::uint32_t e : path) {
      out.push_back(e);
      if (E[e].kind == FlowKind::Summary) {
        auto inner = expand_summary(g, e, depth - 1);
        out.insert(out.end(), inner.begin(), inner.end());
      }
    }
    return out;
  }
  return {};
}

bool same_file(std::string_view have, std::string_view want) {
  if (have == want) return true;
  if (have.size() > want.size() && have.ends_with(want) && have[have.size() - want.size() - 1] == '/') return true;
  std::error_code e1, e2;
  auto a = std::filesystem::weakly_canonical(std::filesystem::path(have), e1);
  auto b = std::filesystem::weakly_canonical(std::filesystem::path(want), e2);
  return !e1 && !e2 && a == b;
}

Slice slice(const ProgramGraph& g, std::string_view file, std::uint32_t line, std::string_view var, SliceDirection dir) {
  Slice s;
  const Module& m = g.module();
  // Criterion: the variable as read or written by an instruction on that line.
  std::string last_file;
  bool last_match = false;
  std::vector<std::uint32_t> criterion;  // the instructions naming the variable on that line
  for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
    const Instruction& in = m.instructions[i];
    if (in.span.start_line != line) continue;
    if (in.op != Opcode::LoadVar && in.op != Opcode::StoreVar && in.op != Opcode::DeclVar && in.op != Opcode::AddressOf) continue;
    if (in.num_operands < 1 || m.str(m.operands_of(in)[0].sym()) != var) continue;
    std::string_view f = m.file_of(i);
    if (f != last_file) {
      last_file = std::string(f);
      last_match = same_file(f, file);
    }
    if (!last_match) continue;
    std::int64_t v = g.variable(g.function_of(i), var);
    if (v >= 0 && std::find(s.seeds.begin(), s.seeds.end(), static_cast<std::uint32_t>(v)) == s.seeds.end())
      s.seeds.push_back(static_cast<std::uint32_t>(v));
    if (v >= 0) criterion.push_back(i);
  }
  if (s.seeds.empty()) return s;
  Reachability r = reach(g, s.seeds, dir);
  s.truncated = r.truncated;
  const auto& E = g.edges();
  std::vector<char> in_slice(m.instructions.size(), 0);
  for (std::uint32_t i : criterion) in_slice[i] = 1;
  for (std::uint32_t st : r.order) {
    const std::uint32_t n = st / 2;
    if (r.pred[st] != kNoEdge) {
      const FlowEdge& e = E[r.pred[st]];
      if (e.instr < in_slice.size()) in_slice[e.instr] = 1;
    }
    if (g.kind(n) == NodeKind::Register)
      if (std::int64_t w = g.writer(n); w >= 0) in_slice[static_cast<std::size_t>(w)] = 1;
  }
  for (std::uint32_t i = 0; i < in_slice.size(); ++i) {
    if (!in_slice[i]) continue;
    s.instrs.push_back(i);
    if (m.instructions[i].span.start_line == 0) continue;
    s.lines.push_back({display_path(m.file_of(i)), m.instructions[i].span.start_line});
  }
  std::sort(s.lines.begin(), s.lines.end());
  s.lines.erase(std::unique(s.lines.begin(), s.lines.end()), s.lines.end());
  return s;
}

}  // namespace reddragon::analysis
