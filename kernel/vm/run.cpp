// run.cpp - run_module(): compile, execute, report.
#include <algorithm>
#include <boost/json.hpp>
#include <chrono>
#include <cstdio>
#include <new>

#include "reddragon/kernel/vm.hpp"
#include "reddragon/text/utf8.hpp"
#include "vm/interp.hpp"
#include "vm/semantics.hpp"
#include "vm/render_json.hpp"
#include "vm/run_stack.hpp"

namespace json = boost::json;

namespace reddragon::kernel {

const char* run_status_name(RunStatus s) {
  switch (s) {
    case RunStatus::Completed: return "completed";
    case RunStatus::StepLimit: return "step_limit";
    case RunStatus::UncaughtException: return "uncaught_exception";
    case RunStatus::Halted: return "halted";
    case RunStatus::TimeLimit: return "time_limit";
    case RunStatus::MemoryLimit: return "memory_limit";
  }
  return "?";
}

constinit thread_local HeapMeter g_heap_meter;
bool g_heap_meter_installed = false;

}  // namespace reddragon::kernel

namespace reddragon::vm {

namespace {

std::string mib_text(std::uint64_t bytes) {
  if (bytes % (1u << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  return std::to_string(bytes) + " bytes";
}

/// The memory budget applies while the program runs; the report after it
/// (rendering the globals) is the VM's own work.
struct HeapLimit {
  std::int64_t saved;
  explicit HeapLimit(std::int64_t limit) : saved(kernel::g_heap_meter.limit) {
    kernel::g_heap_meter.limit = limit;
    kernel::g_heap_meter.hit = false;
  }
  ~HeapLimit() { lift(); }
  void lift() { kernel::g_heap_meter.limit = saved; }
};

}  // namespace

kernel::RunReport Interp::run() {
  stack_base_ = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
  native_stack_budget_ = native_stack_budget();
  // Budgets: the heap grows from what the VM holds now; the clock starts now.
  heap_base_ = kernel::g_heap_meter.bytes;
  std::int64_t limit;
  if (!kernel::g_heap_meter_installed || __builtin_add_overflow(heap_base_, opts_.max_memory, &limit)) limit = INT64_MAX;
  HeapLimit heap_limit(limit);
  if (opts_.time_limit_ms)
    deadline_ns_ = static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                                  std::chrono::steady_clock::now().time_since_epoch())
                                                  .count()) +
                   opts_.time_limit_ms * 1'000'000;
  check_at_ = next_check();
  try {
    run_program();
  } catch (const std::bad_alloc&) {
    // The counting allocator refused a block past the memory budget (a
    // genuine out-of-memory goes on to run_module's handler). The state the
    // program left is intact (no object is half built), so the report below
    // shows it as for any other budget.
    if (!kernel::g_heap_meter.hit) throw;
    stop_for(kernel::RunStatus::MemoryLimit);
  }
  heap_limit.lift();
  return report();
}

void Interp::run_program() {
  const FunctionInfo* module = p_.functions[0].get();
  push_frame(module, Value::none(), 0, kNone, FrameKind::Module);
  module_scope_ = frames_.back().scope;
  pc_ = 0;
  bool ok = exec_loop(1);
  // Conventional entry point (C, Go, Java main) after the module's code.
  if (ok && !raising_ && !opts_.entry.empty()) {
    VarRef r;
    r.kind = VarRef::Dynamic;
    r.name = p_.intern(opts_.entry);
    Value fn = lookup_dynamic(r.name, true);
    if (fn.is(Tag::Function)) {
      std::vector<Value> args;
      if (!fn.as<FunctionObj>()->info->params.empty() && fn.as<FunctionObj>()->defaults[0].is_undef())
        args.push_back(make_list({}));  // main(String[] args)
      Value rv = call_sync(fn, args);
      if (!raising_ && rv.is_int()) exit_status_ = static_cast<int>(rv.i() & 0xff);  // C: main's return value
    }
  }
  if (!raising_ && !stop_ && rt_ && rt_->program_finished) rt_->program_finished(*this);  // JS: the event loop
}

kernel::RunReport Interp::report() {
  kernel::RunReport rep;
  json::object doc;
  kernel::RunStatus st = kernel::RunStatus::Completed;
  json::value error = nullptr;
  if (budget_ != kernel::RunStatus::Completed) {
    st = budget_;
    std::string where = location(current_src());
    const char* type = "StepLimit";
    if (st == kernel::RunStatus::StepLimit) {
      rep.error_text = "reddragon: step budget of " + std::to_string(opts_.max_steps) + " steps exhausted at " + where +
                       " (raise it with --max-steps or config vm.max_steps)";
    } else if (st == kernel::RunStatus::TimeLimit) {
      type = "TimeLimit";
      char secs[32];
      std::snprintf(secs, sizeof secs, "%g", static_cast<double>(opts_.time_limit_ms) / 1000.0);
      rep.error_text = std::string("reddragon: time budget of ") + secs + " s exhausted at " + where + " after " +
                       std::to_string(steps_) + " steps (raise it with --time-limit or config vm.time_limit_ms)";
    } else {
      type = "MemoryLimit";
      rep.error_text = "reddragon: memory budget of " + mib_text(opts_.max_memory) + " exhausted at " + where +
                       " (raise it with --max-memory or config vm.max_memory_mb)";
    }
    json::object e;
    e["type"] = type;
    e["message"] = utf8::to_valid(rep.error_text);
    e["location"] = utf8::to_valid(location(current_src()));
    error = std::move(e);
  } else if (halted_) {
    st = kernel::RunStatus::Halted;
  } else if (int code = 0; raising_ && rt_ && rt_->exit_request && rt_->exit_request(*this, exc_, code, rep.error_text)) {
    st = kernel::RunStatus::Halted;  // sys.exit(n): an exit, not an error
    exit_status_ = code;
  } else if (raising_) {
    st = kernel::RunStatus::UncaughtException;
    exit_status_ = rt_ ? rt_->uncaught_exit_status : 1;
    std::string type = exc_.is(Tag::Instance) ? exc_.as<InstanceObj>()->klass()->name : vm::type_name(exc_);
    std::string msg = exc_.is(Tag::Instance) ? sem::str(*this, exc_) : sem::repr(*this, exc_);
    if (rt_ && rt_->describe_exception) rt_->describe_exception(*this, exc_, type, msg);
    if (rt_ && rt_->format_uncaught) {
      std::deque<std::string> owners;
      rep.error_text = rt_->format_uncaught(*this, exc_, type, msg, uncaught_stack(owners));
    } else {
      std::string text = "Traceback (most recent call last):\n";
      for (auto it = unwound_.rbegin(); it != unwound_.rend(); ++it) text += "  at " + location(it->call_src) + "\n";
      text += "  at " + location(exc_src_) + "\n";
      text += type + (msg.empty() ? "" : ": " + msg);
      rep.error_text = text;
    }
    json::object e;
    e["type"] = utf8::to_valid(type);
    e["message"] = utf8::to_valid(msg);
    e["location"] = utf8::to_valid(location(exc_src_));
    if (exc_src_ < p_.module->instructions.size()) {
      const auto& sp = p_.module->instructions[exc_src_].span;
      e["line"] = sp.start_line;
      e["column"] = sp.start_col + 1;
    }
    error = std::move(e);
  }
  rep.status = st;
  rep.steps = steps_;
  rep.exit_status = exit_status_;
  rep.llm_calls = llm_calls_;
  rep.stdout_text = out_buf_;
  rep.stderr_text = err_buf_;
  doc["status"] = kernel::run_status_name(st);
  doc["steps"] = steps_;
  doc["llm_calls"] = llm_calls_;
  doc["exit_status"] = exit_status_;
  doc["stdout"] = utf8::to_valid(out_buf_);  // the JSON document stays valid text
  // globals: module variables (functions and classes are listed by name)
  doc["globals"] = render_scope_json(*this, module_scope_);
  json::error_code ec;
  if (!entry_locals_json_.empty()) doc["entry_locals"] = json::parse(entry_locals_json_, ec);
  else doc["entry_locals"] = json::object{};
  json::object statics;
  auto* ms = module_scope_.as<ScopeObj>();
  for (std::size_t k = 0; k < ms->nslots; ++k) {
    if (!ms->slots[k].is(Tag::Class)) continue;
    auto* c = ms->slots[k].as<ClassObj>();
    for (const auto& [n, v] : c->attrs.items)
      if (!v.is(Tag::Function)) statics[utf8::to_valid(c->name + "." + p_.name(n))] = render_value_json(*this, v);
  }
  doc["statics"] = std::move(statics);
  json::array syms;
  for (const auto& s : symbolics_) {
    json::object o;
    o["name"] = "sym_" + std::to_string(s.id);
    o["hint"] = utf8::to_valid(s.hint.empty() && s.expr ? render_expr(*s.expr) : s.hint);
    o["expr"] = utf8::to_valid(s.expr ? render_expr(*s.expr) : "");
    syms.push_back(std::move(o));
  }
  doc["symbolic"] = std::move(syms);
  doc["symbolic_total"] = symbol_counter_;  // "symbolic" lists the first Interp::kMaxRecorded
  path_report(rep);
  json::array pcs, decs;
  for (const auto& d : rep.decisions) {
    if (d.assumed) pcs.push_back(json::string(utf8::to_valid(d.condition)));
    json::object o;
    o["condition"] = utf8::to_valid(d.condition);
    o["taken"] = d.taken;
    o["location"] = utf8::to_valid(d.location);
    if (d.loop_exit) o["loop_exit"] = true;
    if (!d.assumed) o["assumed"] = false;
    decs.push_back(std::move(o));
  }
  doc["path_conditions"] = std::move(pcs);
  doc["decisions"] = std::move(decs);
  doc["decisions_total"] = decision_count_;
  if (recursion_cuts_) doc["recursion_bound_hits"] = recursion_cuts_;
  json::object model;
  for (const auto& [k, v] : rep.model) model[utf8::to_valid(k)] = utf8::to_valid(v);
  doc["model"] = std::move(model);
  if (!rep.path_condition_smt2.empty()) doc["path_condition_smt2"] = utf8::to_valid(rep.path_condition_smt2);
  if (!rep.solver_note.empty()) doc["solver_note"] = utf8::to_valid(rep.solver_note);
  doc["error"] = std::move(error);
  rep.json = json::serialize(doc);
  return rep;
}

}  // namespace reddragon::vm

namespace reddragon::kernel {

static Expected<RunReport> run_here(const ir::Module& m, const RunOptions& opts) {
  auto prog = vm::compile(m, opts.runtime);
  if (!prog) return prog.error();
  RunOptions o = opts;
  if (o.entry.empty()) o.entry = m.entry_point;  // the frontend's declared entry point
  try {
    vm::Interp interp(**prog, o);
    return interp.run();
  } catch (const std::bad_alloc&) {
    // A program that asks for more memory than the machine has (a string
    // repeated 10**10 times) ends the run, not the process.
    return make_error("the program exhausted memory (the VM could not allocate); its run was abandoned",
                      m.source_path);
  }
}

Expected<RunReport> run_module(const ir::Module& m, const RunOptions& opts) {
  Expected<RunReport> out = make_error("the run did not start", m.source_path);
  vm::run_on_run_stack([&] { out = run_here(m, opts); });
  return out;
}

}  // namespace reddragon::kernel
