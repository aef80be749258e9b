// summaries.cpp - function summaries by bit-mask propagation of formals
// through each function's own nodes, callees applied by their summaries.
#include "reddragon/analysis/summaries.hpp"

#include <algorithm>
#include <deque>
#include <unordered_map>

#include "reddragon/analysis/summary_cache.hpp"

namespace reddragon::analysis {

using namespace reddragon::ir;

namespace {

struct Solver {
  ProgramGraph& g;
  Summaries& out;
  std::vector<std::uint64_t> mask;
  std::vector<std::uint32_t> touched;
  /// per function: mask reaching each formal's own variable (mutations of the object it holds)
  std::vector<std::vector<std::uint64_t>> to_formals;
  std::vector<char> is_ctor;

  Solver(ProgramGraph& pg, Summaries& s) : g(pg), out(s), mask(pg.num_nodes(), 0) {
    const auto nfn = g.calls().functions().size();
    out.functions.assign(nfn, {});
    to_formals.assign(nfn, {});
    is_ctor.assign(nfn, 0);
    for (const auto& c : g.calls().classes())
      if (c.ctor && *c.ctor < nfn) is_ctor[*c.ctor] = 1;
  }

  bool local(std::uint32_t f, std::uint32_t n) const {
    NodeKind k = g.kind(n);
    if (k == NodeKind::Field) return false;
    if (k == NodeKind::Return) return n == g.return_node(f);
    return g.owner(n) == f;
  }

  void raise(std::uint32_t n, std::uint64_t bits, std::deque<std::uint32_t>& work) {
    if ((mask[n] | bits) == mask[n]) return;
    if (mask[n] == 0) touched.push_back(n);
    mask[n] |= bits;
    work.push_back(n);
  }

  /// Recomputes f's summary; true if it grew.
  bool summarise(std::uint32_t f) {
    FunctionSummary& s = out.functions[f];
    ++s.rounds;
    auto formals = g.formals(f);
    if (formals.empty()) return false;
    const std::size_t nf = std::min<std::size_t>(formals.size(), 64);
    std::deque<std::uint32_t> work;
    for (std::size_t k = 0; k < nf; ++k) raise(formals[k], std::uint64_t{1} << k, work);
    std::unordered_map<std::uint32_t, std::uint64_t> escapes;
    const auto& bindings = g.bindings();
    while (!work.empty()) {
      const std::uint32_t n = work.front();
      work.pop_front();
      const std::uint64_t bits = mask[n];
      for (std::uint32_t e : g.out(n)) {
        const FlowEdge& fe = g.edges()[e];
        if (fe.kind == FlowKind::Call || fe.kind == FlowKind::Return || fe.kind == FlowKind::Summary) continue;
        if (local(f, fe.to))
          raise(fe.to, bits, work);
        else
          escapes[fe.to] |= bits;
      }
      for (std::uint32_t b : g.bindings_of(n)) {
        const CallBinding& cb = bindings[b];
        const FunctionSummary& cs = out.functions[cb.callee];
        if (cb.formal >= 64) continue;
        const std::uint64_t bit = std::uint64_t{1} << cb.formal;
        if (cs.to_return & bit) {
          std::uint32_t r = g.site_result(cb.site);
          if (r != kNoFunction && local(f, r)) raise(r, bits, work);
        }
        // the callee stores this formal into another formal's object
        const auto& tf = to_formals[cb.callee];
        for (std::uint32_t o = bindings_begin(b); o < bindings.size() && same_call(bindings[o], cb); ++o)
          if (bindings[o].formal < tf.size() && (tf[bindings[o].formal] & bit) && local(f, bindings[o].actual))
            raise(bindings[o].actual, bits, work);
      }
    }
    // results
    bool grew = false;
    std::uint64_t ret = mask[g.return_node(f)];
    if (is_ctor[f] && nf > 0) ret |= mask[formals[0]] & ~std::uint64_t{1};
    if ((s.to_return | ret) != s.to_return) {
      s.to_return |= ret;
      grew = true;
    }
    auto& tf = to_formals[f];
    if (tf.size() != nf) tf.assign(nf, 0);
    for (std::size_t k = 0; k < nf; ++k) {
      const std::uint64_t now = tf[k] | (mask[formals[k]] & ~(std::uint64_t{1} << k));
      grew |= now != tf[k];
      tf[k] = now;
    }
    // Direct escapes only (the graph's Call edges and Field nodes carry the
    // flows through callees); they do not change what callers see.
    s.to_globals.clear();
    for (auto [node, bits] : escapes) {
      NodeKind k = g.kind(node);
      if (k == NodeKind::Field || k == NodeKind::Variable) s.to_globals.push_back({bits, node});
    }
    std::sort(s.to_globals.begin(), s.to_globals.end(), [](const GlobalFlow& a, const GlobalFlow& b) { return a.node < b.node; });
    // fields of formals, for the report
    s.to_fields.clear();
    const Module& m = g.module();
    const auto& fn = g.calls().functions()[f];
    for (std::uint32_t i = fn.begin; i < fn.end && i < m.instructions.size(); ++i) {
      const Instruction& in = m.instructions[i];
      if (in.op != Opcode::StoreField || in.num_operands != 3 || g.function_of(i) != f) continue;
      auto ops = m.operands_of(in);
      if (ops[0].kind != OperandKind::Reg || ops[2].kind != OperandKind::Reg || ops[2].value >= mask.size()) continue;
      std::int64_t base = g.base_variable(ops[0].value);
      for (std::size_t j = 0; j < nf; ++j)
        if (base == formals[j] && mask[ops[2].value])
          s.to_fields.push_back({mask[ops[2].value], static_cast<std::uint32_t>(j), ops[1].sym()});
    }
    for (std::uint32_t n : touched) mask[n] = 0;
    touched.clear();
    return grew;
  }

  static bool same_call(const CallBinding& a, const CallBinding& b) { return a.site == b.site && a.callee == b.callee; }
  /// First binding of the (site, callee) group that binding b is in
  /// (bindings of one call and callee are consecutive).
  std::uint32_t bindings_begin(std::uint32_t b) const {
    const auto& bs = g.bindings();
    while (b > 0 && same_call(bs[b - 1], bs[b])) --b;
    return b;
  }
};

}  // namespace

Summaries compute_summaries(ProgramGraph& g, const SummaryOptions& opts) {
  std::vector<SummarySeed> none;
  return compute_summaries_seeded(g, opts, none, false);
}

Summaries compute_summaries_seeded(ProgramGraph& g, const SummaryOptions& opts, std::vector<SummarySeed>& seeds, bool details) {
  Summaries out;
  Solver s(g, out);
  const auto& fns = g.calls().functions();
  const auto& sites = g.calls().sites();
  const auto nfn = static_cast<std::uint32_t>(fns.size());
  // A known seed is its function's final summary (summary_cache.hpp): it
  // is never queued, so its callers see it from the start.
  const bool seeded = seeds.size() == nfn;
  std::vector<char> known(nfn, 0);
  if (seeded)
    for (std::uint32_t f = 0; f < nfn; ++f)
      if (seeds[f].known) {
        known[f] = 1;
        out.functions[f].to_return = seeds[f].to_return;
        s.to_formals[f] = seeds[f].to_formals;
      }
  std::deque<std::uint32_t> work;
  std::vector<char> queued(nfn, 1);
  for (std::uint32_t f = nfn; f-- > 0;)  // later functions first: callees are often defined after callers' lowering order varies
    if (!known[f]) work.push_back(f);
  while (!work.empty()) {
    std::uint32_t f = work.front();
    work.pop_front();
    queued[f] = 0;
    if (known[f]) continue;
    if (out.functions[f].rounds >= opts.max_rounds) {
      out.converged = false;
      continue;
    }
    if (!s.summarise(f)) continue;
    for (std::uint32_t site : g.calls().callers_of(f)) {
      std::uint32_t c = sites[site].caller;
      if (c < nfn && !queued[c]) {
        queued[c] = 1;
        work.push_back(c);
      }
    }
  }
  if (seeded) {
    // the report's per-function flows of seeded functions: one pass with the final callees
    if (details)
      for (std::uint32_t f = 0; f < nfn; ++f)
        if (known[f]) s.summarise(f);
    for (std::uint32_t f = 0; f < nfn; ++f) {
      seeds[f].to_return = out.functions[f].to_return;
      seeds[f].to_formals = s.to_formals[f];
    }
  }
  // Summary edges: actual -> result where the callee's formal reaches its
  // return; actual -> another actual whose object the callee stores it into.
  std::vector<FlowEdge> more;
  const auto& bindings = g.bindings();
  for (std::uint32_t b = 0; b < bindings.size(); ++b) {
    const CallBinding& cb = bindings[b];
    if (cb.formal >= 64) continue;
    const std::uint64_t bit = std::uint64_t{1} << cb.formal;
    const std::uint32_t instr = sites[cb.site].instr;
    std::uint32_t r = g.site_result(cb.site);
    if ((out.functions[cb.callee].to_return & bit) && r != kNoFunction && r != cb.actual)
      more.push_back({cb.actual, r, instr, FlowKind::Summary});
    const auto& tf = s.to_formals[cb.callee];
    for (std::uint32_t o = s.bindings_begin(b); o < bindings.size() && Solver::same_call(bindings[o], cb); ++o) {
      if (o == b || bindings[o].formal >= tf.size() || !(tf[bindings[o].formal] & bit)) continue;
      more.push_back({cb.actual, bindings[o].actual, instr, FlowKind::Summary});
      if (std::int64_t base = g.base_variable(bindings[o].actual); base >= 0)
        more.push_back({cb.actual, static_cast<std::uint32_t>(base), instr, FlowKind::Summary});
    }
  }
  out.summary_edges = more.size();
  g.add_edges(std::move(more));
  return out;
}

}  // namespace reddragon::analysis
