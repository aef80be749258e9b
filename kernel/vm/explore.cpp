// explore.cpp - explore_module(): every feasible path through a program's
// symbolic decisions. A path is forked by re-execution (ADR 0009): the VM
// is deterministic, so running again with the decisions of a prefix
// replayed reaches the same state without copying a heap; the fork's last
// decision is flipped and the run decides for itself after it. Paths come
// in depth-first order, the condition-holds side first.
#include <boost/json.hpp>
#include <chrono>
#include <new>

#include "reddragon/kernel/solver.hpp"
#include "reddragon/kernel/vm.hpp"
#include "reddragon/text/utf8.hpp"
#include "vm/interp.hpp"
#include "vm/run_stack.hpp"

namespace json = boost::json;

namespace reddragon::kernel {

namespace {

std::uint64_t now_ms() {
  return static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count());
}

json::object path_json(const RunReport& r, std::size_t index) {
  json::error_code ec;
  json::value doc = json::parse(r.json, ec);
  json::object o = !ec && doc.is_object() ? doc.as_object() : json::object{};
  json::object out;
  out["index"] = index;
  for (const char* k : {"status", "exit_status", "steps", "stdout", "error", "path_conditions", "path_condition_smt2",
                        "model", "decisions", "globals", "entry_locals"})
    if (auto* v = o.if_contains(k)) out[k] = *v;
  std::string text;
  for (const auto& d : r.decisions)
    if (d.assumed) text += (text.empty() ? "" : " and ") + d.condition;
  out["path_condition"] = utf8::to_valid(text.empty() ? "true" : text);
  return out;
}

}  // namespace

static Expected<ExploreReport> explore_here(const ir::Module& m, const RunOptions& opts, const ExploreOptions& eo) {
  ExploreReport rep;
  std::string why;
  std::unique_ptr<Solver> solver = opts.use_solver ? load_solver(&why) : nullptr;
  if (solver) solver->set_timeout_ms(opts.solver_timeout_ms);
  const std::uint64_t start = now_ms();
  // Work list of decision prefixes; the last decision of each is a flip.
  std::vector<std::vector<std::uint8_t>> work{{}};
  while (!work.empty()) {
    if (rep.paths.size() >= eo.max_paths) {
      rep.budget_hit = "max_paths";
      break;
    }
    if (rep.total_steps >= eo.max_total_steps) {
      rep.budget_hit = "total_steps";
      break;
    }
    if (eo.time_limit_ms && now_ms() - start >= eo.time_limit_ms) {
      rep.budget_hit = "time_limit";
      break;
    }
    std::vector<std::uint8_t> prefix = std::move(work.back());
    work.pop_back();
    RunOptions o = opts;
    o.explore = true;
    o.replay = prefix;
    o.solver = solver.get();
    o.out = nullptr;  // each path's output is reported with the path
    o.err = nullptr;
    o.trace = false;
    if (o.max_steps > eo.max_total_steps - rep.total_steps) o.max_steps = eo.max_total_steps - rep.total_steps;
    if (solver) solver->reset();
    auto prog = vm::compile(m, opts.runtime);
    if (!prog) return prog.error();
    if (o.entry.empty()) o.entry = m.entry_point;
    RunReport r;
    try {
      vm::Interp interp(**prog, o);
      r = interp.run();
    } catch (const std::bad_alloc&) {
      return make_error("the program exhausted memory (the VM could not allocate); its exploration was abandoned",
                        m.source_path);
    }
    if (r.solver_note.empty() && !why.empty() && !r.decisions.empty()) r.solver_note = why;
    rep.total_steps += r.steps;
    rep.paths_pruned += r.pruned;
    // Forks: new decisions whose other side is feasible, pushed so that the
    // deepest is explored next (depth first, the holding side first).
    for (std::size_t i = prefix.size(); i < r.decisions.size(); ++i) {
      if (!r.decisions[i].alternative_feasible) continue;
      std::vector<std::uint8_t> next;
      next.reserve(i + 1);
      for (std::size_t k = 0; k < i; ++k)
        next.push_back(static_cast<std::uint8_t>((r.decisions[k].taken ? 1 : 0) | (r.decisions[k].assumed ? 0 : 2)));
      next.push_back(r.decisions[i].taken ? 0 : 1);
      work.push_back(std::move(next));
    }
    rep.paths.push_back(std::move(r));
  }
  if (solver) rep.solver_queries = solver->queries();
  json::object doc;
  json::array paths;
  for (std::size_t k = 0; k < rep.paths.size(); ++k) paths.push_back(path_json(rep.paths[k], k));
  doc["paths"] = std::move(paths);
  doc["paths_total"] = rep.paths.size();
  doc["paths_pending"] = work.size();
  doc["paths_pruned"] = rep.paths_pruned;
  doc["budget_hit"] = rep.budget_hit.empty() ? json::value(nullptr) : json::value(rep.budget_hit);
  doc["total_steps"] = rep.total_steps;
  doc["solver_queries"] = rep.solver_queries;
  if (!why.empty()) doc["solver_note"] = utf8::to_valid(why);
  rep.json = json::serialize(doc);
  rep.paths_pending = work.size();
  return rep;
}

Expected<ExploreReport> explore_module(const ir::Module& m, const RunOptions& opts, const ExploreOptions& eo) {
  Expected<ExploreReport> out = make_error("the exploration did not start", m.source_path);
  vm::run_on_run_stack([&] { out = explore_here(m, opts, eo); });  // each path's run: a large stack (run_stack.hpp)
  return out;
}

}  // namespace reddragon::kernel
