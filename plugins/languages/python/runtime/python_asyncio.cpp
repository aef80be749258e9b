// python_asyncio.cpp - a deterministic asyncio: one event loop per run with a
// virtual clock, driving coroutines (the kernel's generators of kind
// "coroutine") through Vm::resume.
//
// Modelled on CPython's loop so that interleavings print in its order: a
// FIFO of ready callbacks (call_soon), timers ordered by (when, scheduling
// order) that fire when the ready queue is empty (the clock jumps, nothing
// sleeps), a task step per resume, and a future's done-callbacks scheduled
// (not run) when it completes. `await x` on a coroutine delegates to it; on
// anything else the lowering yields x to the task's step (python_lowerer.cpp,
// await_expr), which waits for a future or task, reschedules on None
// (`sleep(0)`), and answers an unknown with an unknown.
//
// Provided: run, create_task, ensure_future, gather (return_exceptions),
// sleep (result=), get_event_loop().run_until_complete, call_later,
// loop.create_future/call_soon, Task/Future done/result/exception/cancelled/
// get_name/add_done_callback/set_result/set_exception/cancel. Cancelling a
// task cancels the future it waits on (or throws CancelledError at its next
// step), as CPython's Task.cancel. Queues, locks, events and semaphores are
// lib/_asyncio_sync.py, on these futures; their names join the module here.
// wait_for, wait, as_completed and timeout() are the library's too. Not modelled:
// streams, subprocesses.
#include "python_runtime.hpp"

namespace reddragon::vm::py {

namespace {

// The loop's state, per run: [ready, timers, now, timer counter, task counter, Future class, Task class]
enum Slot : std::size_t { kReady, kTimers, kNow, kSeq, kTasks, kFutureClass, kTaskClass, kCancelledClass, kCurrent, kSlots };
// A ready callback: [kind, a, b, c]
enum Callback : std::int64_t { kStep, kWakeup, kGatherChild, kUser, kSetResult, kCall };

std::vector<Value>& slots(const Value& loop) { return loop.as<ListObj>()->items; }

Value tuple(std::vector<Value> items) { return make_list(std::move(items), Tag::Tuple); }

Value field(Vm& in, const Value& obj, const char* name) { return instance_field(in, obj, name); }
void set_field(Vm& in, const Value& obj, const char* name, Value v) { set_instance_field(in, obj, name, std::move(v)); }

bool is_future(Vm& in, const Value& v) {
  if (!v.is(Tag::Instance)) return false;
  return v.as<InstanceObj>()->fields.find(in.intern("_asyncio_future")) != nullptr;
}
bool is_coroutine(const Value& v) { return v.is(Tag::Generator) && v.as<GeneratorObj>()->kind == "coroutine"; }

void call_soon(const Value& loop, Value cb) { slots(loop)[kReady].as<ListObj>()->items.push_back(std::move(cb)); }

/// Done: its callbacks are scheduled in the order they were added.
void complete(Vm& in, const Value& loop, const Value& fut, Value result, Value exc) {
  if (truthy(field(in, fut, "_done"))) return;
  set_field(in, fut, "_done", Value::boolean(true));
  set_field(in, fut, "_result", std::move(result));
  set_field(in, fut, "_exception", std::move(exc));
  Value cbs = field(in, fut, "_callbacks");
  set_field(in, fut, "_callbacks", make_list({}));
  if (cbs.is(Tag::List))
    for (auto& cb : cbs.as<ListObj>()->items) call_soon(loop, cb);
}
void when_done(Vm& in, const Value& loop, const Value& fut, Value cb) {
  if (truthy(field(in, fut, "_done"))) call_soon(loop, std::move(cb));
  else field(in, fut, "_callbacks").as<ListObj>()->items.push_back(std::move(cb));
}

// --- Future / Task methods (natives bound to the future) ---------------------------------
Value m_done(Vm& in, const Value& self, std::vector<Value>&) { return Value::boolean(truthy(field(in, self, "_done"))); }
Value m_cancelled(Vm& in, const Value& self, std::vector<Value>&) { return Value::boolean(truthy(field(in, self, "_cancelled"))); }

/// A CancelledError instance (the class is lib/_asyncio_sync.py's; RuntimeError's name if it is missing).
Value cancelled_error(Vm& in, const Value& loop) {
  const Value& cls = slots(loop)[kCancelledClass];
  if (cls.is_none()) return in.make_exception("CancelledError", "");
  return in.call_sync(cls, {});
}
Value m_set_result(Vm& in, const Value& self, std::vector<Value>& a) {
  if (truthy(field(in, self, "_done"))) {
    in.raise("InvalidStateError", "invalid state");
    return Value::none();
  }
  complete(in, field(in, self, "_loop"), self, a.empty() ? Value::none() : a[0], Value::none());
  return Value::none();
}
Value m_set_exception(Vm& in, const Value& self, std::vector<Value>& a) {
  if (truthy(field(in, self, "_done"))) {
    in.raise("InvalidStateError", "invalid state");
    return Value::none();
  }
  Value exc = a.empty() ? Value::none() : a[0];
  if (exc.is(Tag::Class)) exc = in.call_sync(exc, {});  // set_exception(ValueError): an instance of it
  complete(in, field(in, self, "_loop"), self, Value::none(), std::move(exc));
  return Value::none();
}
/// Future.cancel: done with CancelledError. Task.cancel: the future it
/// waits on is cancelled (which wakes it with the error), or its next step
/// throws it.
Value m_cancel(Vm& in, const Value& self, std::vector<Value>&) {
  if (truthy(field(in, self, "_done"))) return Value::boolean(false);
  Value loop = field(in, self, "_loop");
  if (truthy(field(in, self, "_is_task"))) {
    Value& n = *self.as<InstanceObj>()->fields.find(in.intern("_num_cancels"));
    n = Value::integer(n.i() + 1);
    Value waiting = field(in, self, "_waiting");
    std::vector<Value> none;
    if (is_future(in, waiting) && truthy(m_cancel(in, waiting, none))) return Value::boolean(true);
    set_field(in, self, "_must_cancel", Value::boolean(true));
    return Value::boolean(true);
  }
  set_field(in, self, "_cancelled", Value::boolean(true));
  complete(in, loop, self, Value::none(), cancelled_error(in, loop));
  return Value::boolean(true);
}
Value m_result(Vm& in, const Value& self, std::vector<Value>&) {
  if (!truthy(field(in, self, "_done"))) {
    in.raise("InvalidStateError", "Result is not set.");
    return Value::none();
  }
  Value exc = field(in, self, "_exception");
  if (!exc.is_none()) {
    in.raise_value(exc);
    return Value::none();
  }
  return field(in, self, "_result");
}
Value m_exception(Vm& in, const Value& self, std::vector<Value>&) { return field(in, self, "_exception"); }
Value m_get_name(Vm& in, const Value& self, std::vector<Value>&) { return field(in, self, "_name"); }
Value m_add_done_callback(Vm& in, const Value& self, std::vector<Value>& a) {
  if (a.empty()) return Value::none();
  when_done(in, field(in, self, "_loop"), self, tuple({Value::integer(kUser), a[0], self, Value::none()}));
  return Value::none();
}

Value m_remove_done_callback(Vm& in, const Value& self, std::vector<Value>& a) {
  if (a.empty()) return Value::integer(0);
  Value cbs = field(in, self, "_callbacks");
  if (!cbs.is(Tag::List)) return Value::integer(0);
  auto& items = cbs.as<ListObj>()->items;
  const std::size_t before = items.size();
  std::erase_if(items, [&](const Value& cb) {
    const auto& c = cb.as<ListObj>()->items;
    return c[0].i() == kUser && c[1].is_heap() && a[0].is_heap() && c[1].obj() == a[0].obj();
  });
  return Value::integer(static_cast<std::int64_t>(before - items.size()));
}

/// Task.cancelling() / uncancel(): the count of cancel() requests not yet withdrawn.
Value m_cancelling(Vm& in, const Value& self, std::vector<Value>&) { return field(in, self, "_num_cancels"); }
Value m_uncancel(Vm& in, const Value& self, std::vector<Value>&) {
  Value& n = *self.as<InstanceObj>()->fields.find(in.intern("_num_cancels"));
  if (n.i() > 0) n = Value::integer(n.i() - 1);
  return n;
}

Value new_future(Vm& in, const Value& loop, bool task) {
  auto* inst = new InstanceObj();
  inst->cls = slots(loop)[task ? kTaskClass : kFutureClass];
  Value f = Value::object(inst);
  set_field(in, f, "_asyncio_future", Value::boolean(true));
  set_field(in, f, "_loop", loop);
  set_field(in, f, "_done", Value::boolean(false));
  set_field(in, f, "_result", Value::none());
  set_field(in, f, "_exception", Value::none());
  set_field(in, f, "_callbacks", make_list({}));
  set_field(in, f, "_cancelled", Value::boolean(false));
  set_field(in, f, "_is_task", Value::boolean(task));
  if (task) {
    set_field(in, f, "_num_cancels", Value::integer(0));
    set_field(in, f, "cancelling", make_native(m_cancelling, "cancelling", f));
    set_field(in, f, "uncancel", make_native(m_uncancel, "uncancel", f));
    set_field(in, f, "_waiting", Value::none());
    set_field(in, f, "_must_cancel", Value::boolean(false));
  }
  static constexpr std::pair<const char*, NativeFn> kMethods[] = {
      {"done", m_done},           {"cancelled", m_cancelled}, {"result", m_result},
      {"exception", m_exception}, {"get_name", m_get_name},   {"add_done_callback", m_add_done_callback},
      {"set_result", m_set_result}, {"set_exception", m_set_exception}, {"cancel", m_cancel},
      {"remove_done_callback", m_remove_done_callback},
  };
  for (const auto& [name, fn] : kMethods) set_field(in, f, name, make_native(fn, name, f));
  return f;
}

Value create_task(Vm& in, const Value& loop, const Value& coro, Value name) {
  Value t = new_future(in, loop, true);
  auto& n = slots(loop)[kTasks];
  n = Value::integer(n.i() + 1);
  set_field(in, t, "_coro", coro);
  set_field(in, t, "_name", name.is_none() ? make_str("Task-" + std::to_string(n.i())) : std::move(name));
  call_soon(loop, tuple({Value::integer(kStep), t, Value::none(), Value::boolean(false)}));
  return t;
}

Value ensure_future(Vm& in, const Value& loop, const Value& aw) {
  if (is_future(in, aw)) return aw;
  if (is_coroutine(aw)) return create_task(in, loop, aw, Value::none());
  in.raise("TypeError", "An asyncio.Future, a coroutine or an awaitable is required");
  return Value::none();
}

/// One step of a task: resume its coroutine with a value or an exception,
/// then act on what it yielded, returned or raised.
void step(Vm& in, const Value& loop, const Value& task, Value value, bool throw_in) {
  if (truthy(field(in, task, "_done"))) return;
  set_field(in, task, "_waiting", Value::none());
  if (truthy(field(in, task, "_must_cancel"))) {  // cancel() while it was ready to run
    set_field(in, task, "_must_cancel", Value::boolean(false));
    value = cancelled_error(in, loop);
    throw_in = true;
  }
  Value out;
  Value outer = slots(loop)[kCurrent];
  slots(loop)[kCurrent] = task;  // asyncio.current_task()
  const Vm::Resumed how = in.resume(field(in, task, "_coro"), std::move(value), throw_in, out);
  slots(loop)[kCurrent] = outer;
  switch (how) {
    case Vm::Resumed::Returned: complete(in, loop, task, std::move(out), Value::none()); return;
    case Vm::Resumed::Raised: {
      Value exc = in.current_exception();
      in.clear_raise();
      if (in.raising()) return;  // a budget or exit stops everything
      const Value& ccls = slots(loop)[kCancelledClass];
      if (!ccls.is_none() && in.isinstance(exc, ccls)) set_field(in, task, "_cancelled", Value::boolean(true));
      complete(in, loop, task, Value::none(), std::move(exc));
      return;
    }
    case Vm::Resumed::Yielded: break;
  }
  if (out.is_none()) {  // sleep(0), a bare yield: after everything ready now
    call_soon(loop, tuple({Value::integer(kStep), task, Value::none(), Value::boolean(false)}));
  } else if (is_future(in, out)) {
    set_field(in, task, "_waiting", out);
    when_done(in, loop, out, tuple({Value::integer(kWakeup), task, out, Value::none()}));
  } else if (out.is_symbolic()) {  // awaiting an unknown: its result is unknown
    Value r = in.fresh_symbolic({}, in.call_expr("await", std::span<const Value>(&out, 1)));
    call_soon(loop, tuple({Value::integer(kStep), task, std::move(r), Value::boolean(false)}));
  } else {
    Value e = in.make_exception("RuntimeError", "Task got bad yield: " + in.repr(out));
    call_soon(loop, tuple({Value::integer(kStep), task, std::move(e), Value::boolean(true)}));
  }
}

void run_callback(Vm& in, const Value& loop, const Value& cbv) {
  auto& cb = cbv.as<ListObj>()->items;
  switch (cb[0].i()) {
    case kStep: step(in, loop, cb[1], cb[2], truthy(cb[3])); break;
    case kWakeup: {  // the future a task awaited is done: its result, or its exception raised in the task
      Value exc = field(in, cb[2], "_exception");
      if (!exc.is_none()) step(in, loop, cb[1], exc, true);
      else step(in, loop, cb[1], field(in, cb[2], "_result"), false);
      break;
    }
    case kGatherChild: {
      const Value& g = cb[1];
      if (truthy(field(in, g, "_done"))) break;
      Value exc = field(in, cb[2], "_exception");
      if (!exc.is_none() && !truthy(field(in, g, "_return_exceptions"))) {
        complete(in, loop, g, Value::none(), exc);
        break;
      }
      Value& pending = *g.as<InstanceObj>()->fields.find(in.intern("_pending"));
      pending = Value::integer(pending.i() - 1);
      if (pending.i() > 0) break;
      std::vector<Value> results;
      for (auto& c : field(in, g, "_children").as<ListObj>()->items) {
        Value e = field(in, c, "_exception");
        results.push_back(e.is_none() ? field(in, c, "_result") : e);
      }
      complete(in, loop, g, make_list(std::move(results)), Value::none());
      break;
    }
    case kUser: {
      Value arg = cb[2];
      in.call_sync(cb[1], std::span<const Value>(&arg, 1));
      break;
    }
    case kSetResult: complete(in, loop, cb[1], cb[2], Value::none()); break;
    case kCall: {  // loop.call_soon / call_later(fn, *args), unless its handle was cancelled
      if (is_future(in, cb[3]) && truthy(field(in, cb[3], "_cancelled"))) break;
      const auto& args = cb[2].as<ListObj>()->items;
      in.call_sync(cb[1], std::span<const Value>(args.data(), args.size()));
      break;
    }
  }
}

/// Runs the loop until `main` is done (or nothing can run: a deadlock).
bool run_until(Vm& in, const Value& loop, const Value& main) {
  auto& st = slots(loop);
  while (!truthy(field(in, main, "_done"))) {
    auto& ready = st[kReady].as<ListObj>()->items;
    if (ready.empty()) {
      auto& timers = st[kTimers].as<ListObj>()->items;
      if (timers.empty()) {
        in.raise("RuntimeError", "Event loop stopped before Future completed.");
        return false;
      }
      // the clock jumps to the earliest timer; every timer due then fires, in order
      std::size_t first = 0;
      for (std::size_t k = 1; k < timers.size(); ++k) {
        const auto& a = timers[k].as<ListObj>()->items;
        const auto& b = timers[first].as<ListObj>()->items;
        if (to_double(a[0]) < to_double(b[0]) || (to_double(a[0]) == to_double(b[0]) && a[1].i() < b[1].i())) first = k;
      }
      const double now = to_double(timers[first].as<ListObj>()->items[0]);
      st[kNow] = Value::real(now);
      std::vector<Value> due, later;
      for (auto& t : timers) (to_double(t.as<ListObj>()->items[0]) <= now ? due : later).push_back(t);
      std::stable_sort(due.begin(), due.end(), [](const Value& a, const Value& b) {
        return a.as<ListObj>()->items[1].i() < b.as<ListObj>()->items[1].i();
      });
      timers = std::move(later);
      for (auto& t : due) {
        auto& ti = t.as<ListObj>()->items;
        if (ti.size() > 4) call_soon(loop, ti[3]);  // call_later's callback
        else call_soon(loop, tuple({Value::integer(kSetResult), ti[2], ti[3], Value::none()}));
      }
      continue;
    }
    // the callbacks ready now; those they schedule run in the next round
    std::vector<Value> batch;
    batch.swap(ready);
    for (auto& cb : batch) {
      if (!in.charge(1)) return false;
      run_callback(in, loop, cb);
      if (in.raising()) return false;
    }
  }
  return true;
}


// --- module functions (natives bound to the loop) -------------------------------------------
Value f_run(Vm& in, const Value& self, std::vector<Value>& a) {
  Value loop = self;
  if (a.empty() || !is_coroutine(a[0])) {
    in.raise("ValueError", "a coroutine was expected, got " + (a.empty() ? std::string("nothing") : in.repr(a[0])));
    return Value::none();
  }
  Value main = create_task(in, loop, a[0], Value::none());
  if (!run_until(in, loop, main)) return Value::none();
  std::vector<Value> none;
  return m_result(in, main, none);
}
Value f_run_until_complete(Vm& in, const Value& self, std::vector<Value>& a) {
  Value loop = self;
  Value main = a.empty() ? Value::none() : ensure_future(in, loop, a[0]);
  if (in.raising() || !run_until(in, loop, main)) return Value::none();
  std::vector<Value> none;
  return m_result(in, main, none);
}
Value f_create_task(Vm& in, const Value& self, std::vector<Value>& a) {
  Value name;
  std::vector<Value> pos;
  for (auto& x : a) {
    if (x.is(Tag::KwArg)) {
      if (x.as<KwArgObj>()->name == "name") name = x.as<KwArgObj>()->value;
    } else {
      pos.push_back(x);
    }
  }
  if (pos.empty() || !is_coroutine(pos[0])) {
    in.raise("TypeError", "a coroutine was expected");
    return Value::none();
  }
  return create_task(in, self, pos[0], name);
}
Value f_ensure_future(Vm& in, const Value& self, std::vector<Value>& a) {
  return a.empty() ? Value::none() : ensure_future(in, self, a[0]);
}
Value f_gather(Vm& in, const Value& self, std::vector<Value>& a) {
  Value loop = self;
  Value g = new_future(in, loop, false);
  bool return_exceptions = false;
  std::vector<Value> children;
  for (auto& x : a) {
    if (x.is(Tag::KwArg)) {
      if (x.as<KwArgObj>()->name == "return_exceptions") return_exceptions = truthy(x.as<KwArgObj>()->value);
      continue;
    }
    children.push_back(ensure_future(in, loop, x));
    if (in.raising()) return Value::none();
  }
  set_field(in, g, "_return_exceptions", Value::boolean(return_exceptions));
  set_field(in, g, "_pending", Value::integer(static_cast<std::int64_t>(children.size())));
  set_field(in, g, "_children", make_list(children));
  if (children.empty()) complete(in, loop, g, make_list({}), Value::none());
  for (auto& c : children) when_done(in, loop, c, tuple({Value::integer(kGatherChild), g, c, Value::none()}));
  return g;
}
Value f_sleep(Vm& in, const Value& self, std::vector<Value>& a) {
  Value loop = self;
  Value delay = a.empty() ? Value::integer(0) : a[0];
  Value result;
  for (std::size_t k = 1; k < a.size(); ++k) {
    if (a[k].is(Tag::KwArg) && a[k].as<KwArgObj>()->name == "result") result = a[k].as<KwArgObj>()->value;
    else if (!a[k].is(Tag::KwArg)) result = a[k];
  }
  if (delay.is_symbolic()) delay = Value::integer(1);  // an unknown delay: some time passes
  double d = to_double(delay);
  if (d <= 0 && result.is_none()) return Value::none();  // sleep(0): one bare yield
  Value fut = new_future(in, loop, false);
  auto& st = slots(loop);
  st[kSeq] = Value::integer(st[kSeq].i() + 1);
  st[kTimers].as<ListObj>()->items.push_back(
      make_list({Value::real(to_double(st[kNow]) + std::max(d, 0.0)), st[kSeq], fut, result}));
  return fut;
}
Value f_wait_for(Vm& in, const Value& self, std::vector<Value>& a) {
  return a.empty() ? Value::none() : ensure_future(in, self, a[0]);
}
Value f_create_future(Vm& in, const Value& self, std::vector<Value>&) { return new_future(in, self, false); }
/// call_soon(fn, *args) / call_later(delay, fn, *args): the handle is a
/// future whose cancel() stops the call.
Value schedule_call(Vm& in, const Value& loop, std::vector<Value>& a, bool later) {
  std::vector<Value> pos;
  for (auto& x : a)
    if (!x.is(Tag::KwArg)) pos.push_back(x);  // (context= is not modelled)
  const std::size_t skip = later ? 2 : 1;
  if (pos.size() < skip) return Value::none();
  Value delay = later ? pos[0] : Value::integer(0);
  Value fn = pos[skip - 1];
  pos.erase(pos.begin(), pos.begin() + static_cast<std::ptrdiff_t>(skip));
  Value handle = new_future(in, loop, false);
  Value cb = tuple({Value::integer(kCall), fn, tuple(std::move(pos)), handle});
  if (!later) {
    call_soon(loop, std::move(cb));
    return handle;
  }
  if (delay.is_symbolic()) delay = Value::integer(1);  // an unknown delay: some time passes
  auto& st = slots(loop);
  st[kSeq] = Value::integer(st[kSeq].i() + 1);
  st[kTimers].as<ListObj>()->items.push_back(
      make_list({Value::real(to_double(st[kNow]) + std::max(to_double(delay), 0.0)), st[kSeq], handle, cb, Value::none()}));
  return handle;
}
Value f_call_soon(Vm& in, const Value& self, std::vector<Value>& a) { return schedule_call(in, self, a, false); }
Value f_call_later(Vm& in, const Value& self, std::vector<Value>& a) { return schedule_call(in, self, a, true); }
Value f_current_task(Vm&, const Value& self, std::vector<Value>&) { return slots(self)[kCurrent]; }
Value f_iscoroutine(Vm&, const Value&, std::vector<Value>& a) { return Value::boolean(!a.empty() && is_coroutine(a[0])); }
Value f_get_event_loop(Vm&, const Value& self, std::vector<Value>&) { return self; }
Value f_time(Vm& in, const Value& self, std::vector<Value>&) {
  (void)in;
  return slots(self)[kNow];
}

}  // namespace

Value asyncio_await_kind(const Value& v) { return Value::boolean(is_coroutine(v)); }

Value asyncio_module(Vm& in) {
  // one loop per run, so every `import asyncio` shares it
  Value& cached = in.run_state("python.asyncio");
  if (!cached.is_none()) return cached;
  Value loop = make_list(std::vector<Value>(kSlots));
  auto& st = slots(loop);
  st[kReady] = make_list({});
  st[kTimers] = make_list({});
  st[kNow] = Value::real(0);
  st[kSeq] = Value::integer(0);
  st[kTasks] = Value::integer(0);
  st[kFutureClass] = new_class("Future");
  st[kTaskClass] = new_class("Task");
  st[kCancelledClass] = Value::none();
  st[kCurrent] = Value::none();

  Value mcls = new_class("module");
  auto* m = new InstanceObj();
  m->cls = mcls;
  Value mv = Value::object(m);
  static constexpr std::pair<const char*, NativeFn> kFunctions[] = {
      {"run", f_run},       {"create_task", f_create_task}, {"ensure_future", f_ensure_future},
      {"gather", f_gather}, {"sleep", f_sleep},             {"wait_for", f_wait_for},
      {"iscoroutine", f_iscoroutine}, {"current_task", f_current_task},
  };
  for (const auto& [name, fn] : kFunctions) m->fields.set(in.intern(name), make_native(fn, name, loop));
  m->fields.set(in.intern("Future"), st[kFutureClass]);
  m->fields.set(in.intern("TimeoutError"), in.builtin_class("TimeoutError"));  // the built-in one since 3.11
  m->fields.set(in.intern("Task"), st[kTaskClass]);
  // get_event_loop() / get_running_loop() / new_event_loop(): one object with the loop's methods
  Value lcls = new_class("_UnixSelectorEventLoop");
  auto* l = new InstanceObj();
  l->cls = lcls;
  Value lv = Value::object(l);
  l->fields.set(in.intern("run_until_complete"), make_native(f_run_until_complete, "run_until_complete", loop));
  l->fields.set(in.intern("create_task"), make_native(f_create_task, "create_task", loop));
  l->fields.set(in.intern("time"), make_native(f_time, "time", loop));
  l->fields.set(in.intern("create_future"), make_native(f_create_future, "create_future", loop));
  l->fields.set(in.intern("call_soon"), make_native(f_call_soon, "call_soon", loop));
  l->fields.set(in.intern("call_later"), make_native(f_call_later, "call_later", loop));
  l->fields.set(in.intern("close"), make_native([](Vm&, const Value&, std::vector<Value>&) { return Value::none(); }, "close"));
  for (const char* name : {"get_event_loop", "get_running_loop", "new_event_loop"})
    m->fields.set(in.intern(name), make_native(f_get_event_loop, name, lv));
  // lib/_asyncio_sync.py, lowered with every program importing asyncio: its names are asyncio's
  if (Value sync = in.run_state("python.asyncio_sync"); sync.is(Tag::Instance)) {
    for (auto& [k, v] : sync.as<InstanceObj>()->fields.items) m->fields.set(k, v);
    if (Value* c = sync.as<InstanceObj>()->fields.find(in.intern("CancelledError"))) st[kCancelledClass] = *c;
  }
  cached = mv;
  return mv;
}

}  // namespace reddragon::vm::py
