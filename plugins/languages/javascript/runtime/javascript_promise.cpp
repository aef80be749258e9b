// javascript_promise.cpp - promises, async functions and node's event loop,
// deterministic: timers run on a virtual clock (nothing sleeps).
//
// Modelled on the ECMAScript job queue as V8/node run it, so that output
// interleaves in node's order: settling a promise queues its reactions as
// microtasks in registration order; `await v` resumes one microtask after v
// settles (a non-promise v is wrapped in a fulfilled promise); resolving a
// promise with a promise or thenable takes two more (the thenable job, then
// its reaction); after the program's code, microtasks drain, then timers fire
// one at a time in (time, scheduling) order, each followed by the
// microtasks it queued. An async function is a kernel generator of kind
// "async" (the lowering's `__generator "async"`, `await` as `__yield`) that
// starts at once and returns a promise. A rejection no handler saw by the
// end is the program's uncaught exception (exit status 1), as in node.
//
// Not modelled: process.nextTick ordering ahead of promise jobs, async
// generators / `for await`, a `finally` callback that returns a promise,
// timers' Timeout objects (ids are integers).
#include "javascript_promise.hpp"

#include <algorithm>
#include <cmath>

namespace reddragon::vm::js {

namespace {

// The loop, per run: [microtasks, timers, now (ms), timer sequence, Promise class, rejected promises]
enum Slot : std::size_t { kJobs, kTimers, kNow, kSeq, kClass, kRejected, kSlots };
// A reaction / job: [kind, a, b, c, value, state]
enum Kind : std::int64_t { kThen, kFinally, kAwait, kThenable, kCallback, kAll, kAllSettled, kRace, kAny };
enum State : std::int64_t { kPending, kFulfilled, kRejectedState };

Value tuple(std::vector<Value> v) { return make_list(std::move(v), Tag::Tuple); }
std::vector<Value>& items(const Value& v) { return v.as<ListObj>()->items; }

Value field(Vm& in, const Value& obj, const char* name) { return instance_field(in, obj, name); }
void set_field(Vm& in, const Value& obj, const char* name, Value v) { set_instance_field(in, obj, name, std::move(v)); }

Value loop(Vm& in) {
  Value& l = in.run_state("javascript.event_loop");
  if (!l.is_none()) return l;
  l = make_list(std::vector<Value>(kSlots));
  auto& st = items(l);
  st[kJobs] = make_list({});
  st[kTimers] = make_list({});
  st[kNow] = Value::integer(0);
  st[kSeq] = Value::integer(0);
  st[kClass] = new_class("Promise");
  st[kRejected] = make_list({});
  return l;
}

bool callable(const Value& v) {
  return v.is(Tag::Function) || v.is(Tag::BoundMethod) || v.is(Tag::Builtin) || v.is(Tag::Class);
}

Value new_promise(Vm& in) {
  auto* inst = new InstanceObj();
  inst->cls = items(loop(in))[kClass];
  Value p = Value::object(inst);
  set_field(in, p, "__state", Value::integer(kPending));
  set_field(in, p, "__value", Value::none());
  set_field(in, p, "__reactions", make_list({}));
  set_field(in, p, "__handled", Value::boolean(false));
  return p;
}

void enqueue(Vm& in, Value job) { items(items(loop(in))[kJobs]).push_back(std::move(job)); }

/// The job a reaction becomes when its promise settles.
Value job_of(const Value& reaction, const Value& value, std::int64_t state) {
  auto r = items(reaction);
  r.resize(4);
  r.push_back(value);
  r.push_back(Value::integer(state));
  return tuple(std::move(r));
}

void settle(Vm& in, const Value& p, std::int64_t state, Value value) {
  if (field(in, p, "__state").i() != kPending) return;
  set_field(in, p, "__state", Value::integer(state));
  set_field(in, p, "__value", value);
  Value rs = field(in, p, "__reactions");
  set_field(in, p, "__reactions", make_list({}));
  for (auto& r : items(rs)) enqueue(in, job_of(r, value, state));
  if (state == kRejectedState && !truthy(field(in, p, "__handled"))) items(items(loop(in))[kRejected]).push_back(p);
}

void add_reaction(Vm& in, const Value& p, Value reaction) {
  set_field(in, p, "__handled", Value::boolean(true));
  std::int64_t state = field(in, p, "__state").i();
  if (state == kPending) items(field(in, p, "__reactions")).push_back(std::move(reaction));
  else enqueue(in, job_of(reaction, field(in, p, "__value"), state));
}

bool thenable(Vm& in, const Value& x) {
  if (is_promise(in, x)) return true;
  if (!x.is(Tag::Dict) && !x.is(Tag::Instance)) return false;
  Value t = in.ir_load_attr(x, in.intern("then"));
  if (in.raising()) {
    in.clear_raise();
    return false;
  }
  return callable(t);
}

/// The promise resolve function: a thenable is adopted (two jobs later), anything else fulfils.
void resolve(Vm& in, const Value& p, const Value& x) {
  if (field(in, p, "__state").i() != kPending) return;
  if (x.is_heap() && x.obj() == p.obj()) {
    settle(in, p, kRejectedState, in.make_exception("TypeError", "Chaining cycle detected for promise #<Promise>"));
    return;
  }
  if (thenable(in, x)) enqueue(in, tuple({Value::integer(kThenable), p, x, Value::none(), Value::none(), Value::none()}));
  else settle(in, p, kFulfilled, x);
}

/// PromiseResolve: a promise as it is, anything else in a new promise.
Value promise_resolve(Vm& in, const Value& x) {
  if (is_promise(in, x)) return x;
  Value p = new_promise(in);
  resolve(in, p, x);
  return p;
}

Value take_exception(Vm& in) {
  Value e = in.current_exception();
  in.clear_raise();
  return e;
}

// --- async functions ----------------------------------------------------------------------
void step(Vm& in, const Value& gen, Value value, bool throw_in, const Value& p) {
  Value out;
  switch (in.resume(gen, std::move(value), throw_in, out)) {
    case Vm::Resumed::Returned: resolve(in, p, out); return;
    case Vm::Resumed::Raised: {
      Value e = take_exception(in);
      if (in.raising()) return;  // a budget or exit stops everything
      settle(in, p, kRejectedState, std::move(e));
      return;
    }
    case Vm::Resumed::Yielded: break;
  }
  // `await out`: resumed one job after it settles; an unknown's result is unknown
  if (out.is_symbolic()) out = in.fresh_symbolic({}, in.call_expr("await", std::span<const Value>(&out, 1)));
  Value q = promise_resolve(in, out);
  add_reaction(in, q, tuple({Value::integer(kAwait), gen, p, Value::none()}));
}

// --- resolving functions and combinators' element callbacks (natives bound to state) --------
Value n_resolve(Vm& in, const Value& self, std::vector<Value>& a) {
  resolve(in, self, a.empty() ? Value::none() : a[0]);
  return Value::none();
}
Value n_reject(Vm& in, const Value& self, std::vector<Value>& a) {
  settle(in, self, kRejectedState, a.empty() ? Value::none() : a[0]);
  return Value::none();
}

Value n_then(Vm& in, const Value& self, std::vector<Value>& a) {
  Value d = new_promise(in);
  add_reaction(in, self, tuple({Value::integer(kThen), d, a.size() > 0 ? a[0] : Value::none(), a.size() > 1 ? a[1] : Value::none()}));
  return d;
}
Value n_catch(Vm& in, const Value& self, std::vector<Value>& a) {
  Value d = new_promise(in);
  add_reaction(in, self, tuple({Value::integer(kThen), d, Value::none(), a.empty() ? Value::none() : a[0]}));
  return d;
}
Value n_finally(Vm& in, const Value& self, std::vector<Value>& a) {
  Value d = new_promise(in);
  add_reaction(in, self, tuple({Value::integer(kFinally), d, a.empty() ? Value::none() : a[0], Value::none()}));
  return d;
}

Value settled_record(Vm& in, std::int64_t state, const Value& v) {
  auto* d = new DictObj();
  Value dv = Value::object(d);
  d->set(make_str("status"), make_str(state == kFulfilled ? "fulfilled" : "rejected"));
  d->set(make_str(state == kFulfilled ? "value" : "reason"), v);
  (void)in;
  return dv;
}

void run_job(Vm& in, const Value& jv) {
  auto& j = items(jv);
  const Value& value = j[4];
  const std::int64_t state = j[5].is_int() ? j[5].i() : kFulfilled;
  switch (j[0].i()) {
    case kThen: {
      const Value& d = j[1];
      const Value& handler = state == kFulfilled ? j[2] : j[3];
      if (!callable(handler)) {
        if (state == kFulfilled) resolve(in, d, value);
        else settle(in, d, kRejectedState, value);
        return;
      }
      Value arg = value;
      Value r = call_function(in, handler, std::span<const Value>(&arg, 1));
      if (in.raising()) {
        Value e = take_exception(in);
        if (!in.raising()) settle(in, d, kRejectedState, std::move(e));
        return;
      }
      resolve(in, d, r);
      return;
    }
    case kFinally: {
      const Value& d = j[1];
      if (callable(j[2])) {
        call_function(in, j[2], {});
        if (in.raising()) {
          Value e = take_exception(in);
          if (!in.raising()) settle(in, d, kRejectedState, std::move(e));
          return;
        }
      }
      if (state == kFulfilled) resolve(in, d, value);
      else settle(in, d, kRejectedState, value);
      return;
    }
    case kAwait: step(in, j[1], value, state == kRejectedState, j[2]); return;
    case kThenable: {  // NewPromiseResolveThenableJob: p follows the thenable
      const Value& p = j[1];
      const Value& t = j[2];
      if (is_promise(in, t)) {
        add_reaction(in, t, tuple({Value::integer(kThen), p, Value::none(), Value::none()}));
        return;
      }
      Value then = in.ir_load_attr(t, in.intern("then"));
      if (in.raising()) {
        Value e = take_exception(in);
        if (!in.raising()) settle(in, p, kRejectedState, std::move(e));
        return;
      }
      Value fns[2] = {make_native(n_resolve, "resolve", p), make_native(n_reject, "reject", p)};
      call_function(in, then, fns);
      if (in.raising()) {
        Value e = take_exception(in);
        if (!in.raising()) settle(in, p, kRejectedState, std::move(e));
      }
      return;
    }
    case kCallback: call_function(in, j[1], items(j[2])); return;
    case kAll:
    case kAllSettled:
    case kAny: {  // [kind, result promise, [values, remaining], index]
      const Value& p = j[1];
      auto& shared = items(j[2]);
      const std::size_t i = static_cast<std::size_t>(j[3].i());
      const bool all = j[0].i() == kAll, any = j[0].i() == kAny;
      if (all && state == kRejectedState) return settle(in, p, kRejectedState, value);
      if (any && state == kFulfilled) return resolve(in, p, value);
      items(shared[0])[i] = j[0].i() == kAllSettled ? settled_record(in, state, value) : value;
      shared[1] = Value::integer(shared[1].i() - 1);
      if (shared[1].i() > 0) return;
      if (any) {
        Value e = in.make_exception("AggregateError", "All promises were rejected");
        e.as<InstanceObj>()->fields.set(in.intern("errors"), shared[0]);
        settle(in, p, kRejectedState, e);
      } else {
        settle(in, p, kFulfilled, shared[0]);
      }
      return;
    }
    case kRace:
      if (state == kFulfilled) resolve(in, j[1], value);
      else settle(in, j[1], kRejectedState, value);
      return;
  }
}

/// all / allSettled / race / any over an iterable.
Value combinator(Vm& in, Kind kind, const Value& iterable) {
  Value p = new_promise(in);
  std::vector<Value> xs;
  if (!in.items_of(iterable, xs)) {
    Value e = take_exception(in);
    settle(in, p, kRejectedState, e.is_none() ? in.make_exception("TypeError", "object is not iterable") : e);
    return p;
  }
  Value shared = make_list({make_list(std::vector<Value>(xs.size())), Value::integer(static_cast<std::int64_t>(xs.size()))});
  if (xs.empty() && kind != kRace) {
    if (kind == kAny) settle(in, p, kRejectedState, in.make_exception("AggregateError", "All promises were rejected"));
    else settle(in, p, kFulfilled, make_list({}));
    return p;
  }
  for (std::size_t i = 0; i < xs.size(); ++i) {
    Value q = promise_resolve(in, xs[i]);
    add_reaction(in, q, tuple({Value::integer(kind), p, shared, Value::integer(static_cast<std::int64_t>(i))}));
  }
  return p;
}

// --- globals ---------------------------------------------------------------------------------
Value g_promise(Vm& in, const Value&, std::vector<Value>& a) {
  Value p = new_promise(in);
  if (a.empty() || !callable(a[0])) {
    in.raise("TypeError", "Promise resolver " + (a.empty() ? std::string("undefined") : in.repr(a[0])) + " is not a function");
    return Value::none();
  }
  Value fns[2] = {make_native(n_resolve, "resolve", p), make_native(n_reject, "reject", p)};
  call_function(in, a[0], fns);
  if (in.raising()) {
    Value e = take_exception(in);
    if (in.raising()) return Value::none();
    settle(in, p, kRejectedState, std::move(e));
  }
  return p;
}

Value add_timer(Vm& in, std::vector<Value>& a, bool repeat, bool immediate) {
  Value l = loop(in);
  auto& st = items(l);
  Value fn = a.empty() ? Value::none() : a[0];
  std::int64_t ms = 0;
  if (!immediate && a.size() > 1 && (a[1].is_int() || a[1].is(Tag::Float)))
    ms = a[1].is_int() ? a[1].i() : std::isfinite(a[1].d()) && std::fabs(a[1].d()) < 9e18 ? static_cast<std::int64_t>(a[1].d()) : 0;
  if (!immediate && (ms < 1 || ms > 2147483647)) ms = 1;  // node's rule
  std::vector<Value> args;
  for (std::size_t k = immediate ? 1 : 2; k < a.size(); ++k) args.push_back(a[k]);
  st[kSeq] = Value::integer(st[kSeq].i() + 1);
  items(st[kTimers]).push_back(make_list({Value::integer(st[kNow].i() + ms), st[kSeq], fn, make_list(std::move(args)),
                                          Value::integer(repeat ? ms : 0)}));
  return st[kSeq];  // the timer's id (node returns a Timeout object)
}
Value g_set_timeout(Vm& in, const Value&, std::vector<Value>& a) { return add_timer(in, a, false, false); }
Value g_set_interval(Vm& in, const Value&, std::vector<Value>& a) { return add_timer(in, a, true, false); }
Value g_set_immediate(Vm& in, const Value&, std::vector<Value>& a) { return add_timer(in, a, false, true); }
Value g_clear_timer(Vm& in, const Value&, std::vector<Value>& a) {
  if (a.empty() || !a[0].is_int()) return Value::none();
  auto& timers = items(items(loop(in))[kTimers]);
  std::erase_if(timers, [&](const Value& t) { return items(t)[1].i() == a[0].i(); });
  return Value::none();
}
Value g_queue_microtask(Vm& in, const Value&, std::vector<Value>& a) {
  enqueue(in, tuple({Value::integer(kCallback), a.empty() ? Value::none() : a[0], make_list({}), Value::none(),
                     Value::none(), Value::none()}));
  return Value::none();
}

Value s_resolve(Vm& in, const Value&, std::vector<Value>& a) { return promise_resolve(in, a.empty() ? Value::none() : a[0]); }
Value s_reject(Vm& in, const Value&, std::vector<Value>& a) {
  Value p = new_promise(in);
  settle(in, p, kRejectedState, a.empty() ? Value::none() : a[0]);
  return p;
}
Value s_all(Vm& in, const Value&, std::vector<Value>& a) { return combinator(in, kAll, a.empty() ? Value::none() : a[0]); }
Value s_all_settled(Vm& in, const Value&, std::vector<Value>& a) {
  return combinator(in, kAllSettled, a.empty() ? Value::none() : a[0]);
}
Value s_race(Vm& in, const Value&, std::vector<Value>& a) { return combinator(in, kRace, a.empty() ? Value::none() : a[0]); }
Value s_any(Vm& in, const Value&, std::vector<Value>& a) { return combinator(in, kAny, a.empty() ? Value::none() : a[0]); }

/// Runs the queued microtasks, including those they queue; false: stop (an
/// uncaught exception in a callback, or a budget).
bool drain(Vm& in) {
  Value jobs = items(loop(in))[kJobs];
  while (!items(jobs).empty()) {
    std::vector<Value> batch;
    batch.swap(items(jobs));
    for (std::size_t k = 0; k < batch.size(); ++k) {
      if (!in.charge(1)) return false;
      run_job(in, batch[k]);
      if (in.raising()) return false;
    }
  }
  return true;
}

}  // namespace

bool is_promise(Vm& in, const Value& v) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->cls.is(Tag::Class) &&
         v.as<InstanceObj>()->klass()->name == "Promise" && v.as<InstanceObj>()->fields.find(in.intern("__state"));
}

Value promise_global(Vm& in, std::string_view name) {
  (void)in;
  if (name == "Promise") return make_native(g_promise, "Promise");
  if (name == "setTimeout") return make_native(g_set_timeout, "setTimeout");
  if (name == "setInterval") return make_native(g_set_interval, "setInterval");
  if (name == "setImmediate") return make_native(g_set_immediate, "setImmediate");
  if (name == "clearTimeout") return make_native(g_clear_timer, "clearTimeout");
  if (name == "clearInterval") return make_native(g_clear_timer, "clearInterval");
  if (name == "clearImmediate") return make_native(g_clear_timer, "clearImmediate");
  if (name == "queueMicrotask") return make_native(g_queue_microtask, "queueMicrotask");
  return Value::undef();
}

Value promise_static(std::string_view name) {
  if (name == "resolve") return make_native(s_resolve, "Promise.resolve");
  if (name == "reject") return make_native(s_reject, "Promise.reject");
  if (name == "all") return make_native(s_all, "Promise.all");
  if (name == "allSettled") return make_native(s_all_settled, "Promise.allSettled");
  if (name == "race") return make_native(s_race, "Promise.race");
  if (name == "any") return make_native(s_any, "Promise.any");
  return Value::undef();
}

Value promise_method(Vm& in, const Value& obj, std::string_view f) {
  if (!is_promise(in, obj)) return Value::undef();
  if (f == "then") return make_native(n_then, "then", obj);
  if (f == "catch") return make_native(n_catch, "catch", obj);
  if (f == "finally") return make_native(n_finally, "finally", obj);
  return Value::undef();
}

std::string promise_inspect(Vm& in, const Value& p, std::string (*inspect_value)(Vm&, const Value&)) {
  switch (field(in, p, "__state").i()) {
    case kPending: return "Promise { <pending> }";
    case kFulfilled: return "Promise { " + inspect_value(in, field(in, p, "__value")) + " }";
    default: return "Promise { <rejected> " + inspect_value(in, field(in, p, "__value")) + " }";
  }
}

Value generator_created(Vm& in, const Value& gen) {
  if (gen.as<GeneratorObj>()->kind != "async") return gen;
  Value p = new_promise(in);
  step(in, gen, Value::none(), false, p);  // runs to its first await
  return p;
}

void program_finished(Vm& in) {
  auto& st = items(loop(in));
  for (;;) {
    if (!drain(in)) return;
    auto& timers = items(st[kTimers]);
    if (timers.empty()) break;
    auto next = std::min_element(timers.begin(), timers.end(), [](const Value& a, const Value& b) {
      const auto &x = items(a), &y = items(b);
      return x[0].i() < y[0].i() || (x[0].i() == y[0].i() && x[1].i() < y[1].i());
    });
    Value t = *next;
    auto& ti = items(t);
    st[kNow] = ti[0];
    if (ti[4].i() > 0) ti[0] = Value::integer(ti[0].i() + ti[4].i());  // setInterval: re-armed
    else timers.erase(next);
    if (!in.charge(1)) return;
    if (callable(ti[2])) call_function(in, ti[2], items(ti[3]));
    if (in.raising()) return;
  }
  // a rejection nobody handled ends the program as an uncaught exception (exit status 1)
  for (auto& p : items(st[kRejected]))
    if (!truthy(field(in, p, "__handled"))) {
      in.raise_value(field(in, p, "__value"));
      return;
    }
}

}  // namespace reddragon::vm::js
