// decide.cpp - branches on unknowns (docs/symbolic.md): which side a
// symbolic condition takes, the loop bound, and the path's report (its
// decisions, SMT-LIB2 path condition and model). Concrete branches never
// come here, so a concrete program never loads or asks the solver.
#include <algorithm>
#include <chrono>
#include <memory>
#include <string>

#include "reddragon/ir/ir.hpp"
#include "vm/interp.hpp"
#include "vm/semantics.hpp"

namespace reddragon::vm {

namespace {

/// Past this many decisions on one path the solver is no longer asked (a
/// long loop over unknowns): each side counts as feasible from then on.
constexpr std::uint64_t kMaxSolverDecisions = 2000;
/// Conditions rendered longer than this are not remembered as implied.
constexpr std::size_t kImpliedKeyMax = 300;

/// `x > 5` taken false reads `x <= 5`; other conditions `not (...)`.
std::string render_condition(const SymExpr& e, bool taken) {
  if (taken) return render_expr(e);
  using O = ir::Operator;
  if (e.kind == SymExpr::Binary && e.kids.size() == 2) {
    const char* flipped = nullptr;
    switch (static_cast<O>(e.op)) {
      case O::Lt: flipped = ">="; break;
      case O::Le: flipped = ">"; break;
      case O::Gt: flipped = "<="; break;
      case O::Ge: flipped = "<"; break;
      case O::Eq: flipped = "!="; break;
      case O::Ne: flipped = "=="; break;
      case O::StrictEq: flipped = "!=="; break;
      case O::StrictNe: flipped = "==="; break;
      default: break;
    }
    if (flipped) {
      std::string s = render_expr(e);
      // "(a OP b)": the operator sits after the rendered left operand
      std::string left = render_expr(*e.kids[0]);
      if (s.size() > left.size() + 2 && s.compare(1, left.size(), left) == 0) {
        std::size_t at = 1 + left.size() + 1;
        std::size_t len = e.text.size();
        if (s.compare(at, len, e.text) == 0) return s.substr(0, at) + flipped + s.substr(at + len);
      }
    }
  }
  if (e.kind == SymExpr::Unary && static_cast<O>(e.op) == O::Not && !e.kids.empty()) return render_expr(*e.kids[0]);
  return "not " + render_expr(e);
}

}  // namespace

bool Interp::ensure_solver() {
  if (!solver_tried_ && opts_.use_solver) {
    solver_tried_ = true;
    if (opts_.solver) {
      solver_ = opts_.solver;
    } else {
      // One solver per thread, reused by its runs: a Z3 context costs more
      // to create than a small program costs to run.
      thread_local std::unique_ptr<kernel::Solver> cached;
      thread_local std::string cached_note;
      if (!cached && cached_note.empty()) cached = kernel::load_solver(&cached_note);
      solver_note_ = cached_note;
      solver_ = cached.get();
      if (solver_) {
        solver_->reset();
        solver_->set_timeout_ms(opts_.solver_timeout_ms);
      }
    }
  }
  return solver_ != nullptr;
}

kernel::Sat Interp::feasible(const SymExprPtr& e, const std::string& key, bool value) {
  if (!opts_.use_solver || decision_count_ > kMaxSolverDecisions) return kernel::Sat::Unknown;
  if (key.size() <= kImpliedKeyMax)
    if (auto it = implied_.find(key); it != implied_.end()) return it->second == value ? kernel::Sat::Sat : kernel::Sat::Unsat;
  if (!ensure_solver()) return kernel::Sat::Unknown;
  if (solver_spent_ns_ >= std::uint64_t{opts_.solver_budget_ms} * 1'000'000) {
    if (solver_note_.empty())
      solver_note_ = "the solver budget of " + std::to_string(opts_.solver_budget_ms) +
                     " ms for this path was spent; later decisions were not checked (symbolic.solver_budget_ms)";
    return kernel::Sat::Unknown;
  }
  decided_.push_back(e);
  auto t0 = std::chrono::steady_clock::now();
  kernel::Sat r = solver_->check(*e, value);
  solver_spent_ns_ += static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - t0).count());
  return r;
}

void Interp::assume(const SymExprPtr& e, const std::string& key, bool value) {
  if (key.size() <= kImpliedKeyMax) implied_.emplace(key, value);
  if (decision_count_ > kMaxSolverDecisions || !ensure_solver()) return;
  decided_.push_back(e);
  solver_->assume(*e, value);
}

void Interp::drop_loop_count(LoopCount* lc) {
  // keep the stack order: the loop's counter is among its activation's, at the top
  loop_counts_.erase(loop_counts_.begin() + (lc - loop_counts_.data()));
}

bool Interp::decide(const Value& cond, const Op& op) {
  auto* sym = cond.as<SymbolicObj>();
  SymExprPtr e = sem::expr_of(*this, cond);
  const bool loop_test = (op.flag & kLoopTest) != 0;
  // The side that stays in the loop (a has-next result is true while there
  // are items); a plain branch's default side is its true side.
  const bool stay = loop_test ? (op.flag & kLoopStaysOnTrue) != 0 : true;
  LoopCount* lc = nullptr;
  if (loop_test) {
    // Counters form a stack in call order: drop those of activations that
    // returned (deeper than now, or another activation at their depth),
    // then look among the current activation's own.
    const auto depth = static_cast<std::uint32_t>(frames_.size() - 1);
    const std::uint64_t serial = frames_.back().serial;
    while (!loop_counts_.empty() && (loop_counts_.back().depth > depth ||
                                     frames_[loop_counts_.back().depth].serial != loop_counts_.back().frame))
      loop_counts_.pop_back();
    for (auto it = loop_counts_.rbegin(); it != loop_counts_.rend() && it->depth == depth; ++it)
      if (it->pc == pc_) lc = &*it;
    if (!lc) lc = &loop_counts_.emplace_back(LoopCount{serial, depth, pc_, 0});
  }
  const bool at_bound = sym->loop_exit || (lc && lc->count >= opts_.loop_bound);
  const bool leave = loop_test ? !stay : false;  // has-next results leave on false

  kernel::Decision d;
  bool taken = true;
  bool assumed = true;
  // A condition this path already assumed (`a && b` tests `a` twice, a
  // loop re-tests one unknown call) is implied, not a decision: no query,
  // no fork, not counted (replays count decisions the same way).
  // rendered once per decision: the key of implied_ and of every query below
  const std::string key = render_expr(*e, kImpliedKeyMax);
  auto implied = key.size() <= kImpliedKeyMax ? implied_.find(key) : implied_.end();
  if (!at_bound && implied != implied_.end()) {
    taken = implied->second;
    if (lc) {
      if (taken == stay) ++lc->count;
      else drop_loop_count(lc);
    }
    frames_.back().decided = true;
    return taken;
  }
  const std::size_t idx = decision_count_;
  if (idx < opts_.replay.size()) {
    // explore: this path's prefix (bit 0: taken; bit 1: not assumed)
    taken = (opts_.replay[idx] & 1) != 0;
    assumed = (opts_.replay[idx] & 2) == 0;
    d.loop_exit = at_bound && taken == leave;
  } else if (at_bound) {
    taken = leave;
    d.loop_exit = true;
    assumed = feasible(e, key, taken) != kernel::Sat::Unsat;
  } else {
    kernel::Sat def = feasible(e, key, stay);
    if (def == kernel::Sat::Unsat) {
      taken = !stay;  // the path so far is feasible, so its other side is
      ++pruned_;
    } else {
      taken = stay;
      if (opts_.explore) {
        d.alternative_feasible = feasible(e, key, !stay) != kernel::Sat::Unsat;
        if (!d.alternative_feasible) ++pruned_;
      }
    }
  }
  if (assumed) assume(e, key, taken);
  if (lc) {
    if (taken == stay && !d.loop_exit) ++lc->count;
    else drop_loop_count(lc);
  }
  ++decision_count_;
  frames_.back().decided = true;
  if (decisions_.size() < kMaxRecorded) {
    d.taken = taken;
    d.assumed = assumed;
    d.condition = render_condition(*e, taken);
    d.location = location(op.src);
    decisions_.push_back(std::move(d));
  }
  return taken;
}

void Interp::path_report(kernel::RunReport& rep) {
  rep.decisions = decisions_;
  rep.solver_note = solver_note_;
  rep.pruned = pruned_;
  if (!solver_ || decisions_.empty()) return;
  // the model is one more query on the whole path: skipped once the budget is spent
  if (solver_spent_ns_ < std::uint64_t{opts_.solver_budget_ms} * 1'000'000) rep.model = solver_->model();
  rep.path_condition_smt2 = solver_->smtlib();
  rep.solver_queries = solver_->queries();
}

}  // namespace reddragon::vm
