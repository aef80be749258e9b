// reaching.cpp - reaching definitions, def-use chains, live variables.
#include "reddragon/analysis/reaching.hpp"

#include <algorithm>

namespace reddragon::analysis {

namespace {

/// Per-block GEN (definition ids) and KILL (variables strongly defined),
/// sparse: a kill is a range reset because definitions are grouped by variable.
struct ReachingProblem {
  using Value = BitSet;
  static constexpr Direction direction = Direction::Forward;

  const ScopeFacts& f;
  std::vector<std::uint32_t> gen_off, gen, kill_off, kill;
  BitSet scratch;

  explicit ReachingProblem(const ScopeFacts& facts) : f(facts), scratch(facts.defs().size()) {
    const std::uint32_t nb = f.graph().size();
    gen_off.assign(nb + 1, 0);
    kill_off.assign(nb + 1, 0);
    // GEN: definitions not followed by a strong definition of the same
    // variable later in the block (walk backwards); KILL: strongly defined vars.
    std::vector<std::uint32_t> strong_after(f.num_vars(), UINT32_MAX), killed_stamp(f.num_vars(), UINT32_MAX);
    for (std::uint32_t b = 0; b < nb; ++b) {
      auto ev = f.events(b);
      for (std::size_t k = ev.size(); k-- > 0;) {
        if (!ev[k].is_def) continue;
        const Definition& d = f.defs()[ev[k].id];
        if (strong_after[d.var] != b) gen.push_back(ev[k].id);
        if (d.kind == DefKind::Strong) {
          strong_after[d.var] = b;
          if (killed_stamp[d.var] != b) {
            killed_stamp[d.var] = b;
            kill.push_back(d.var);
          }
        }
      }
      gen_off[b + 1] = static_cast<std::uint32_t>(gen.size());
      kill_off[b + 1] = static_cast<std::uint32_t>(kill.size());
    }
  }
  Value initial() const { return BitSet(f.defs().size()); }
  Value boundary() const { return BitSet(f.defs().size()); }
  void meet(Value& into, const Value& from) const { into.union_with(from); }
  /// An exception may leave the block after any instruction: everything
  /// reaching its start, and every definition made in it, reaches the handler.
  void meet_exception(Value& into, std::uint32_t b, const Value& in, const Value& out) const {
    into.union_with(in);
    into.union_with(out);
    for (const auto& ev : f.events(b))
      if (ev.is_def) into.set(ev.id);
  }
  bool transfer(std::uint32_t b, const Value& in, Value& out) {
    scratch = in;
    for (std::uint32_t k = kill_off[b]; k < kill_off[b + 1]; ++k) {
      auto [lo, hi] = f.defs_of(kill[k]);
      scratch.reset_range(lo, hi);
    }
    for (std::uint32_t k = gen_off[b]; k < gen_off[b + 1]; ++k) scratch.set(gen[k]);
    if (scratch == out) return false;
    std::swap(scratch, out);
    return true;
  }
};

struct LivenessProblem {
  using Value = BitSet;
  static constexpr Direction direction = Direction::Backward;

  const ScopeFacts& f;
  std::vector<std::uint32_t> use_off, use, def_off, def;  // upward-exposed uses; strongly defined vars
  BitSet scratch;

  explicit LivenessProblem(const ScopeFacts& facts) : f(facts), scratch(facts.num_vars()) {
    const std::uint32_t nb = f.graph().size();
    use_off.assign(nb + 1, 0);
    def_off.assign(nb + 1, 0);
    std::vector<std::uint32_t> def_stamp(f.num_vars(), UINT32_MAX), use_stamp(f.num_vars(), UINT32_MAX);
    for (std::uint32_t b = 0; b < nb; ++b) {
      for (const auto& ev : f.events(b)) {
        if (ev.is_def) {
          const Definition& d = f.defs()[ev.id];
          if (d.kind == DefKind::Strong && def_stamp[d.var] != b) {
            def_stamp[d.var] = b;
            def.push_back(d.var);
          }
        } else {
          const std::uint32_t v = f.uses()[ev.id].var;
          if (def_stamp[v] != b && use_stamp[v] != b) {
            use_stamp[v] = b;
            use.push_back(v);
          }
        }
      }
      use_off[b + 1] = static_cast<std::uint32_t>(use.size());
      def_off[b + 1] = static_cast<std::uint32_t>(def.size());
    }
  }
  Value initial() const { return BitSet(f.num_vars()); }
  Value boundary() const { return BitSet(f.num_vars()); }
  void meet(Value& into, const Value& from) const { into.union_with(from); }
  bool transfer(std::uint32_t b, const Value& out, Value& in) {
    scratch = out;
    for (std::uint32_t k = def_off[b]; k < def_off[b + 1]; ++k) scratch.reset(def[k]);
    for (std::uint32_t k = use_off[b]; k < use_off[b + 1]; ++k) scratch.set(use[k]);
    if (scratch == in) return false;
    std::swap(scratch, in);
    return true;
  }
};

}  // namespace

ReachingDefinitions reaching_definitions(const ScopeFacts& f, const SolverOptions& opts) {
  ReachingProblem p(f);
  return ReachingDefinitions{solve(f.graph(), p, opts)};
}

DefUseChains def_use_chains(const ScopeFacts& f, const ReachingDefinitions& rd) {
  DefUseChains c;
  c.offsets.assign(f.uses().size() + 1, 0);
  // Uses are numbered in block/execution order, so links can be appended.
  BitSet cur;
  for (std::uint32_t b = 0; b < f.graph().size(); ++b) {
    cur = rd.sets.in[b];
    for (const auto& ev : f.events(b)) {
      if (ev.is_def) {
        const Definition& d = f.defs()[ev.id];
        if (d.kind == DefKind::Strong) {
          auto [lo, hi] = f.defs_of(d.var);
          cur.reset_range(lo, hi);
        }
        cur.set(ev.id);
      } else {
        const Use& u = f.uses()[ev.id];
        auto [lo, hi] = f.defs_of(u.var);
        cur.for_each_in(lo, hi, [&](std::size_t d) { c.def_ids.push_back(static_cast<std::uint32_t>(d)); });
        c.offsets[ev.id + 1] = static_cast<std::uint32_t>(c.def_ids.size());
      }
    }
  }
  return c;
}

std::vector<std::vector<std::uint32_t>> DefUseChains::uses_of_defs(std::size_t num_defs) const {
  std::vector<std::vector<std::uint32_t>> out(num_defs);
  for (std::uint32_t u = 0; u + 1 < offsets.size(); ++u)
    for (std::uint32_t d : defs_of_use(u)) out[d].push_back(u);
  return out;
}

Liveness live_variables(const ScopeFacts& f, const SolverOptions& opts) {
  LivenessProblem p(f);
  Liveness l{solve(f.graph(), p, opts), {}};
  // Dead strong definitions: walk each block backwards from live-out.
  BitSet live;
  std::vector<std::uint32_t> dead;
  for (std::uint32_t b = 0; b < f.graph().size(); ++b) {
    live = l.sets.out[b];
    auto ev = f.events(b);
    for (std::size_t k = ev.size(); k-- > 0;) {
      if (ev[k].is_def) {
        const Definition& d = f.defs()[ev[k].id];
        if (d.kind != DefKind::Strong) continue;
        if (!live.test(d.var)) dead.push_back(ev[k].id);
        live.reset(d.var);
      } else {
        live.set(f.uses()[ev[k].id].var);
      }
    }
  }
  std::sort(dead.begin(), dead.end());
  l.dead_defs = std::move(dead);
  return l;
}

}  // namespace reddragon::analysis
