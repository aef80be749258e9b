// generator.cpp - generators: activations that suspend and resume (Python
// generators and coroutines, JS generators and async functions).
//
// The lowering marks a generator function with `call_function __generator
// %kind` after its parameter prologue and suspends it with `call_function
// __yield %v` / `__yield_from %iterable` (docs/ir-conventions.md). Calling
// the function runs the prologue (so argument errors surface at the call, as
// in Python and JS); the marker then moves the activation - its register
// window, pc, exception handlers and loop-bound counters - into a GenState
// and returns that object to the caller. resume() pushes the saved activation
// back as a sync frame on top of whoever resumes it and runs the dispatch
// loop until the frame yields, returns or raises. The runtimes build each
// language's protocol (send/throw/close, next()/return(), event loops) on
// Vm::resume; the kernel's iteration protocol (for-each, items_of) drives
// generators directly.
#include <algorithm>
#include <iterator>

#include "vm/interp.hpp"
#include "vm/semantics.hpp"

namespace reddragon::vm {

void Interp::save_frame(GenState* g, std::uint32_t resume_pc) {
  Frame& fr = frames_.back();
  const auto depth = static_cast<std::uint32_t>(frames_.size() - 1);
  // Its loop counters travel with it (a resume may happen at another depth);
  // counters deeper or at its depth belong to finished activations.
  g->loops.clear();
  for (const auto& lc : loop_counts_)
    if (lc.depth == depth && lc.frame == fr.serial) g->loops.push_back(lc);
  std::erase_if(loop_counts_, [&](const LoopCount& lc) { return lc.depth >= depth; });
  Value* first = fr.regs;
  g->regs.assign(std::make_move_iterator(first), std::make_move_iterator(first + fr.fn->nregs));
  g->pc = resume_pc;
  stack_.pop(fr.below);
  g->frame = std::move(fr);
  g->frame.gen = nullptr;
  frames_.pop_back();
  if (watch_pc_ != kNone && frames_.size() < watch_depth_) watch_pc_ = kNone;
}

int Interp::make_generator(const Op& op, Value* R) {
  Frame& fr = frames_.back();
  if (fr.fn->is_module || fr.kind != FrameKind::Normal || fr.gen) {  // a misplaced marker does nothing
    if (op.dst != kNone) R[op.dst] = Value::none();
    return 1;
  }
  auto* g = new GenState();
  Value gv = Value::object(g);
  const Value& kind = op.n > 0 ? R[p_.arg_pool[op.args]] : Value::none();
  g->kind = kind.is(Tag::Str) ? kind.as<StrObj>()->s : "generator";
  g->fn_name = fr.fn->name;
  if (frames_.size() >= 2)
    if (const Frame& caller = frames_[frames_.size() - 2]; caller.gen && caller.fn == fr.fn) g->nest = caller.gen->nest + 1;
  const bool sync = fr.sync;
  const std::uint32_t ret_pc = fr.ret_pc, ret_dst = fr.ret_dst;
  save_frame(g, pc_ + 1);
  g->frame.sync = false;
  pc_ = ret_pc;
  // the language may start it or wrap it (JS async functions: a promise)
  if (rt_ && rt_->generator_created) gv = rt_->generator_created(*this, gv);
  if (sync) {  // created by a call from a native (call_sync): like a return
    pending_ = std::move(gv);
    suspended_ = true;
  } else if (ret_dst != kNone) {
    frames_.back().regs[ret_dst] = std::move(gv);
  }
  return 2;
}

int Interp::suspend_generator(const Op& op, Value* R, bool delegate) {
  GenState* g = frames_.back().gen;
  Value v = op.n > 0 ? R[p_.arg_pool[op.args]] : Value::none();
  if (!g) {  // not running as a generator (JS top-level await): nothing to suspend; the value passes
    if (op.dst != kNone) R[op.dst] = delegate ? Value::none() : std::move(v);
    return 1;
  }
  if (delegate) {
    Value it = v.is(Tag::Generator) ? v : sem::iter(*this, v);
    if (raising_) return 2;  // not iterable: raised at the `yield from`
    g->delegate = std::move(it);
  }
  if (watch_pc_ != kNone && watch_depth_ == frames_.size()) {  // yielding in its own finally: keep what it re-raises
    g->fin_pending = std::move(pending_);
    g->fin_src = pending_src_;
    g->fin_pc = watch_pc_;
    watch_pc_ = kNone;
  }
  save_frame(g, pc_ + 1);
  g->dst = op.dst;
  g->state = GeneratorObj::Suspended;
  pending_ = delegate ? Value() : std::move(v);
  suspended_ = true;
  return 2;
}

Vm::Resumed Interp::resume(const Value& gv, Value in, bool throw_in, Value& out) {
  out = Value::none();
  if (!gv.is(Tag::Generator)) {
    raise("TypeError", "'" + vm::type_name(gv) + "' object is not a generator");
    return Resumed::Raised;
  }
  Value keep = gv;  // alive while it runs, whoever drops it
  auto* g = static_cast<GenState*>(gv.as<GeneratorObj>());
  if (g->state == GeneratorObj::Running) {
    raise("ValueError", "generator already executing");
    return Resumed::Raised;
  }
  auto finish = [&] {
    g->state = GeneratorObj::Done;
    g->clear_refs();
  };
  if (g->state == GeneratorObj::Done || (throw_in && g->state == GeneratorObj::Created)) {
    // a finished generator stays finished; one thrown into before it started never runs
    if (g->state != GeneratorObj::Done) finish();
    if (!throw_in) return Resumed::Returned;
    raise_value(std::move(in));
    return Resumed::Raised;
  }
  if (!charge(1)) return Resumed::Raised;
  SavedFinally caller_finally(*this);  // a `finally` of the caller's, waiting to re-raise
  if (native_nesting_exhausted()) {
    raise("RecursionError", "maximum recursion depth exceeded (resuming generators)");
    return Resumed::Raised;
  }
  struct Nest {
    int& d;
    explicit Nest(int& x) : d(x) { ++d; }
    ~Nest() { --d; }
  } nest(sync_depth_);
  for (;;) {
    if (!g->delegate.is_undef()) {
      // `yield from`: sends, throws and items pass through to the delegate
      Value r;
      Resumed st;
      if (g->delegate.is(Tag::Generator)) {
        g->state = GeneratorObj::Running;  // resuming g through its own delegate chain is an error
        st = resume(g->delegate, std::move(in), throw_in, r);
        g->state = GeneratorObj::Suspended;
      } else if (throw_in) {
        raise_value(std::move(in));
        st = Resumed::Raised;
      } else {
        bool has = sem::has_next(*this, g->delegate);
        if (raising_) st = Resumed::Raised;
        else if (!has) st = Resumed::Returned;
        else {
          r = sem::next(*this, g->delegate);
          st = raising_ ? Resumed::Raised : Resumed::Yielded;
        }
      }
      if (stop_) {
        finish();
        return Resumed::Raised;
      }
      if (st == Resumed::Yielded) {
        out = std::move(r);
        return Resumed::Yielded;
      }
      g->delegate = Value::undef();
      throw_in = st == Resumed::Raised;
      if (throw_in) {  // the delegate's exception continues in g, at its `yield from`
        in = exc_;
        raising_ = false;
        exc_ = Value();
      } else {
        in = std::move(r);
      }
    }
    // push the saved activation as a sync frame over the resumer
    const std::uint32_t saved_pc = pc_;
    const std::uint32_t src = current_src();
    g->state = GeneratorObj::Running;
    Frame& fr = frames_.emplace_back(std::move(g->frame));
    fr.regs = stack_.push(fr.fn->nregs, fr.below);
    fr.sync = true;
    fr.ret_pc = saved_pc;
    fr.ret_dst = kNone;
    fr.call_src = src;
    fr.gen = g;
    std::move(g->regs.begin(), g->regs.end(), fr.regs);
    g->regs.clear();
    const auto depth = static_cast<std::uint32_t>(frames_.size() - 1);
    std::erase_if(loop_counts_, [&](const LoopCount& lc) { return lc.depth >= depth; });
    for (LoopCount lc : g->loops) {
      lc.depth = depth;
      loop_counts_.push_back(lc);
    }
    g->loops.clear();
    if (g->dst != kNone && !throw_in) fr.regs[g->dst] = std::move(in);
    if (g->fin_pc != kNone) {  // resumed inside a finally: its exception is pending again
      pending_ = std::move(g->fin_pending);
      pending_src_ = g->fin_src;
      watch_pc_ = g->fin_pc;
      watch_depth_ = frames_.size();
      g->fin_pc = kNone;
    }
    pc_ = g->pc;
    bool run = true;
    if (throw_in) {  // raised at the suspended yield: its handlers, if any, run
      raise_value(std::move(in));
      exc_src_ = g->pc > 0 ? p_.ops[g->pc - 1].src : 0;
      run = unwind();
      if (!run && !stop_ && frames_.size() == depth + 1) {  // not handled in the generator
        stack_.pop(frames_.back().below);
        frames_.pop_back();
      }
    }
    if (run) exec_loop(depth + 1);
    pc_ = saved_pc;
    if (stop_) {
      finish();
      return Resumed::Raised;
    }
    if (g->state == GeneratorObj::Suspended) {
      if (!g->delegate.is_undef()) {  // began a `yield from`: its first item
        in = Value::none();
        throw_in = false;
        continue;
      }
      out = std::move(pending_);
      pending_ = Value();
      return Resumed::Yielded;
    }
    finish();
    if (raising_) {
      if (rt_ && rt_->generator_raised) rt_->generator_raised(*this);
      return Resumed::Raised;
    }
    out = std::move(pending_);
    pending_ = Value();
    return Resumed::Returned;
  }
}

}  // namespace reddragon::vm
