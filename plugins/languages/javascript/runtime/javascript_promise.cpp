// javascript_promise.cpp - promises, async functions and node's event loop,
// deterministic: timers run on a virtual clock (nothing sleeps).
//
// Modelled on the ECMAScript job queue as V8/node run it, so that output
// interleaves in node's order: settling a promise queues its reactions as
// microtasks in registration order; `await v` resumes one microtask after v
// settles (a non-promise v is wrapped in a fulfilled promise, a thenable is
// adopted); resolving a promise with a promise or thenable takes two more
// (the thenable job, then its reaction); `finally` waits for its callback's
// result as a promise. process.nextTick callbacks run before the
// microtasks, and again whenever the microtask queue has drained (node's
// processTicksAndRejections). After the program's code the loop runs libuv's
// phases: timers due at the virtual time fire in (time, scheduling) order,
// then the immediates queued before the check phase; each callback is
// followed by the ticks and microtasks it queued. The first iteration sees
// 1 ms gone (the script's own run), so setTimeout(f, 0) from the main code
// fires before setImmediate, as node does in practice. A rejection still
// unhandled after a drain ends the program (exit status 1), as node's
// default --unhandled-rejections=throw. An async function is a kernel generator of kind
// "async" (the lowering's `__generator "async"`, `await` as `__yield`) that
// starts at once and returns a promise.
//
// Not modelled: timers' Timeout objects (ids are integers), real time (a
// timer never fires late, so ties that node breaks by the clock's drift are
// broken by scheduling order).
#include "javascript_promise.hpp"
#include "javascript_integrity.hpp"

#include <algorithm>
#include <cmath>

namespace reddragon::vm::js {

namespace {

/// Promise.any's rejection: an AggregateError (errors set by the caller; empty here).
Value aggregate_error(Vm& in) {
  in.define_builtin_class("AggregateError", "Exception");
  Value e = in.make_exception("AggregateError", "All promises were rejected");
  e.as<InstanceObj>()->fields.set(in.intern("errors"), make_list({}));
  set_property_flags(in, e, make_str("errors"), true, false);  // not enumerable: inspect prints [errors]
  return e;
}

// The loop, per run: [microtasks, timers, now (ms), timer sequence, Promise class, rejected promises]
enum Slot : std::size_t { kJobs, kTimers, kNow, kSeq, kClass, kRejected, kAgenClass, kTicks, kImmediates, kSlots };
// A reaction / job: [kind, a, b, c, value, state]
enum Kind : std::int64_t {
  kThen, kFinally, kAwait, kThenable, kCallback, kAll, kAllSettled, kRace, kAny, kAgenAwait, kFinallyPass
};
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
  st[kAgenClass] = new_class("AsyncGenerator");
  st[kTicks] = make_list({});
  st[kImmediates] = make_list({});
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
  return callable(member_of(in, x, "then"));
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

// --- async generators ------------------------------------------------------------------
// An async generator is a kernel generator of kind "async_generator" in which
// `await` is a bare `__yield` and `yield v` yields the marker tuple
// __js_agen_yield makes (JavaScript code cannot build a tuple). Its object
// queues next/return/throw requests, each answered by a promise in order;
// the body runs one request at a time, suspending at awaits as an async
// function does. return() on a body suspended at a yield unwinds it as a
// generator's return does, so its finally blocks run (and may await).
// Not modelled: `yield*` of an async iterable.
constexpr std::string_view kAgenMark = "\x01agen_yield";
enum AgenRequest : std::int64_t { kReqNext, kReqReturn, kReqThrow };

bool agen_yielded(const Value& v) {
  return v.is(Tag::Tuple) && items(v).size() == 2 && items(v)[0].is(Tag::Str) && items(v)[0].as<StrObj>()->s == kAgenMark;
}
Value step_result(Value value, bool done) {
  Value d = make<DictObj>();
  d.as<DictObj>()->set(make_str("value"), std::move(value));
  d.as<DictObj>()->set(make_str("done"), Value::boolean(done));
  return d;
}
/// Answers the oldest request: its promise fulfils with result or rejects with it.
void agen_answer(Vm& in, const Value& ag, bool rejected, Value result) {
  auto& q = items(field(in, ag, "__queue"));
  if (q.empty()) return;
  Value req = q.front();
  q.erase(q.begin());
  if (rejected) settle(in, items(req)[2], kRejectedState, std::move(result));
  else resolve(in, items(req)[2], result);
}
/// One resume of the body with the oldest request's value.
void agen_resume(Vm& in, const Value& ag, Value value, bool throw_in) {
  Value out;
  switch (in.resume(field(in, ag, "__gen"), std::move(value), throw_in, out)) {
    case Vm::Resumed::Returned:
      set_field(in, ag, "__done", Value::boolean(true));
      set_field(in, ag, "__running", Value::boolean(false));
      agen_answer(in, ag, false, step_result(out, true));
      return;
    case Vm::Resumed::Raised: {
      Value e = take_exception(in);
      if (in.raising()) return;
      set_field(in, ag, "__done", Value::boolean(true));
      set_field(in, ag, "__running", Value::boolean(false));
      if (is_generator_return(e)) agen_answer(in, ag, false, step_result(field(in, ag, "__returning"), true));  // return(v) unwound it
      else agen_answer(in, ag, true, std::move(e));
      return;
    }
    case Vm::Resumed::Yielded: break;
  }
  if (agen_yielded(out)) {
    set_field(in, ag, "__running", Value::boolean(false));
    agen_answer(in, ag, false, step_result(items(out)[1], false));
    return;
  }
  if (out.is_symbolic()) out = in.fresh_symbolic({}, in.call_expr("await", std::span<const Value>(&out, 1)));
  add_reaction(in, promise_resolve(in, out), tuple({Value::integer(kAgenAwait), ag, Value::none(), Value::none()}));
}
/// Runs queued requests while the body is not suspended at an await.
void agen_drive(Vm& in, const Value& ag) {
  while (!in.raising() && !truthy(field(in, ag, "__running"))) {
    auto& q = items(field(in, ag, "__queue"));
    if (q.empty()) return;
    const auto& r = items(q.front());
    const std::int64_t kind = r[0].i();
    Value arg = r[1];
    if (kind == kReqReturn && !truthy(field(in, ag, "__done")) &&
        field(in, ag, "__gen").as<GeneratorObj>()->state == GeneratorObj::Suspended) {  // at a yield: unwind the body
      set_field(in, ag, "__running", Value::boolean(true));
      set_field(in, ag, "__returning", arg);
      agen_resume(in, ag, generator_return_marker(in, arg), true);
      continue;
    }
    if (kind == kReqReturn) set_field(in, ag, "__done", Value::boolean(true));
    if (truthy(field(in, ag, "__done"))) {
      if (kind == kReqThrow) agen_answer(in, ag, true, arg);
      else agen_answer(in, ag, false, step_result(kind == kReqReturn ? arg : Value::none(), true));
      continue;
    }
    set_field(in, ag, "__running", Value::boolean(true));
    agen_resume(in, ag, arg, kind == kReqThrow);
  }
}
Value agen_request(Vm& in, const Value& ag, std::int64_t kind, std::vector<Value>& a) {
  Value p = new_promise(in);
  items(field(in, ag, "__queue")).push_back(tuple({Value::integer(kind), a.empty() ? Value::none() : a[0], p}));
  agen_drive(in, ag);
  return p;
}
Value n_agen_next(Vm& in, const Value& self, std::vector<Value>& a) { return agen_request(in, self, kReqNext, a); }
Value n_agen_return(Vm& in, const Value& self, std::vector<Value>& a) { return agen_request(in, self, kReqReturn, a); }
Value n_agen_throw(Vm& in, const Value& self, std::vector<Value>& a) { return agen_request(in, self, kReqThrow, a); }
Value n_agen_self(Vm& in, const Value& self, std::vector<Value>& a) {
  (void)in;
  (void)a;
  return self;
}
Value g_agen_yield(Vm& in, const Value& self, std::vector<Value>& a) {
  (void)in;
  (void)self;
  return tuple({make_str(std::string(kAgenMark)), a.empty() ? Value::none() : a[0]});
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
    case kFinally: {  // thenFinally/catchFinally: d follows onFinally()'s promise, then value
      const Value& d = j[1];
      if (!callable(j[2])) {
        if (state == kFulfilled) resolve(in, d, value);
        else settle(in, d, kRejectedState, value);
        return;
      }
      Value r = call_function(in, j[2], {});
      if (in.raising()) {
        Value e = take_exception(in);
        if (!in.raising()) settle(in, d, kRejectedState, std::move(e));
        return;
      }
      Value pass = new_promise(in);
      add_reaction(in, promise_resolve(in, r),
                   tuple({Value::integer(kFinallyPass), pass, value, Value::integer(state)}));
      resolve(in, d, pass);
      return;
    }
    case kFinallyPass:  // () => value / () => { throw reason }, unless onFinally's promise rejected
      if (state == kRejectedState) settle(in, j[1], kRejectedState, value);
      else if (j[3].i() == kFulfilled) resolve(in, j[1], j[2]);
      else settle(in, j[1], kRejectedState, j[2]);
      return;
    case kAwait: step(in, j[1], value, state == kRejectedState, j[2]); return;
    case kAgenAwait:
      agen_resume(in, j[1], value, state == kRejectedState);
      agen_drive(in, j[1]);
      return;
    case kThenable: {  // NewPromiseResolveThenableJob: p follows the thenable
      const Value& p = j[1];
      const Value& t = j[2];
      if (is_promise(in, t)) {
        add_reaction(in, t, tuple({Value::integer(kThen), p, Value::none(), Value::none()}));
        return;
      }
      Value then = member_of(in, t, "then");
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
        Value e = aggregate_error(in);
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
    if (kind == kAny) settle(in, p, kRejectedState, aggregate_error(in));
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
  items(st[immediate ? kImmediates : kTimers])
      .push_back(make_list({Value::integer(st[kNow].i() + ms), st[kSeq], fn, make_list(std::move(args)),
                            Value::integer(repeat ? ms : 0)}));
  return st[kSeq];  // the timer's id (node returns a Timeout object)
}
Value g_set_timeout(Vm& in, const Value&, std::vector<Value>& a) { return add_timer(in, a, false, false); }
Value g_set_interval(Vm& in, const Value&, std::vector<Value>& a) { return add_timer(in, a, true, false); }
Value g_set_immediate(Vm& in, const Value&, std::vector<Value>& a) { return add_timer(in, a, false, true); }
Value g_clear_timer(Vm& in, const Value&, std::vector<Value>& a) {
  if (a.empty() || !a[0].is_int()) return Value::none();
  for (Slot s : {kTimers, kImmediates})
    std::erase_if(items(items(loop(in))[s]), [&](const Value& t) { return items(t)[1].i() == a[0].i(); });
  return Value::none();
}
Value g_next_tick(Vm& in, const Value&, std::vector<Value>& a) {
  std::vector<Value> args(a.size() > 1 ? a.begin() + 1 : a.end(), a.end());
  items(items(loop(in))[kTicks]).push_back(make_list({a.empty() ? Value::none() : a[0], make_list(std::move(args))}));
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
bool run_microtasks(Vm& in) {
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

/// A rejection still unhandled once the queues drained ends the program.
bool check_rejections(Vm& in) {
  auto& rejected = items(items(loop(in))[kRejected]);
  for (auto& p : rejected)
    if (!truthy(field(in, p, "__handled"))) {
      Value e = field(in, p, "__value");
      rejected.clear();
      in.raise_value(e);
      return false;
    }
  rejected.clear();
  return true;
}

/// node's processTicksAndRejections: every nextTick callback (those they
/// queue too), then the microtasks, until both queues are empty.
bool drain(Vm& in) {
  Value ticks = items(loop(in))[kTicks];
  do {
    while (!items(ticks).empty()) {
      Value t = items(ticks).front();
      items(ticks).erase(items(ticks).begin());
      if (!in.charge(1)) return false;
      if (callable(items(t)[0])) call_function(in, items(t)[0], items(items(t)[1]));
      if (in.raising()) return false;
    }
    if (!run_microtasks(in)) return false;
  } while (!items(ticks).empty());
  return check_rejections(in);
}

/// Runs one timer or immediate callback [due, id, fn, args, repeat], then the ticks and microtasks.
bool fire(Vm& in, const Value& t) {
  if (!in.charge(1)) return false;
  auto& ti = items(t);
  if (callable(ti[2])) call_function(in, ti[2], items(ti[3]));
  if (in.raising()) return false;
  return drain(in);
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
  if (name == "__js_next_tick") return make_native(g_next_tick, "nextTick");
  if (name == "__js_agen_yield") return make_native(g_agen_yield, "__js_agen_yield");
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

bool is_async_generator(Vm& in, const Value& v) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->cls.obj() == items(loop(in))[kAgenClass].obj();
}

Value async_generator_method(Vm& in, const Value& obj, std::string_view f) {
  if (!is_async_generator(in, obj)) return Value::undef();
  if (f == "next") return make_native(n_agen_next, "next", obj);
  if (f == "return") return make_native(n_agen_return, "return", obj);
  if (f == "throw") return make_native(n_agen_throw, "throw", obj);
  if (f == "__sym_asyncIterator") return make_native(n_agen_self, "[Symbol.asyncIterator]", obj);
  if (f == "__sym_toStringTag") return make_str("AsyncGenerator");
  return Value::undef();
}

Value generator_created(Vm& in, const Value& gen) {
  if (gen.as<GeneratorObj>()->kind == "async_generator") {  // runs on its first next()
    auto* inst = new InstanceObj();
    inst->cls = items(loop(in))[kAgenClass];
    Value ag = Value::object(inst);
    set_field(in, ag, "__gen", gen);
    set_field(in, ag, "__queue", make_list({}));
    set_field(in, ag, "__running", Value::boolean(false));
    set_field(in, ag, "__done", Value::boolean(false));
    return ag;
  }
  if (gen.as<GeneratorObj>()->kind != "async") return gen;
  Value p = new_promise(in);
  step(in, gen, Value::none(), false, p);  // runs to its first await
  return p;
}

void add_process_listener(Vm& in, const Value& event, const Value& fn, bool once) {
  Value& l = in.run_state("javascript.process_listeners");
  if (!l.is(Tag::List)) l = make_list({});
  items(l).push_back(tuple({event, fn, Value::boolean(once)}));
}

void emit_process_event(Vm& in, std::string_view event, int code) {
  Value l = in.run_state("javascript.process_listeners");
  if (!l.is(Tag::List)) return;
  for (const Value& e : std::vector<Value>(items(l))) {  // (a listener may add more: they wait for the next emit)
    if (!items(e)[0].is(Tag::Str) || items(e)[0].as<StrObj>()->s != event) continue;
    if (items(e)[2].b()) {  // once: removed before it runs
      auto& ls = items(l);
      ls.erase(std::find_if(ls.begin(), ls.end(), [&](const Value& x) { return x.obj() == e.obj(); }));
    }
    Value arg = Value::integer(code);
    in.call_sync(items(e)[1], std::span<const Value>(&arg, 1));
    if (in.raising()) return;
  }
}

/// process.exitCode as the program left it (0 when unset or not a number).
int exit_code(Vm& in) {
  const Value& p = in.run_state("javascript.process");
  if (!p.is(Tag::Dict)) return 0;
  const Value* c = p.as<DictObj>()->find(make_str("exitCode"));
  return c && c->is_int() ? static_cast<int>(c->i()) : 0;
}

void run_loop(Vm& in);

void program_finished(Vm& in) {
  run_loop(in);
  if (in.raising()) return;
  // node: 'beforeExit' when the loop is empty (work it schedules runs, then
  // it fires again, here at most 16 times), then 'exit' with the exit code
  for (int round = 0; round < 16; ++round) {
    auto& st = items(loop(in));
    std::size_t before = items(st[kJobs]).size() + items(st[kTimers]).size() + items(st[kImmediates]).size();
    emit_process_event(in, "beforeExit", exit_code(in));
    if (in.raising()) return;
    auto& st2 = items(loop(in));
    if (items(st2[kJobs]).size() + items(st2[kTimers]).size() + items(st2[kImmediates]).size() == before) break;
    run_loop(in);
    if (in.raising()) return;
  }
  int code = exit_code(in);
  in.run_state("javascript.process_exiting") = Value::boolean(true);  // process.exit in a listener: no second round
  emit_process_event(in, "exit", code);
  if (!in.raising() && exit_code(in) != 0) in.exit_program(exit_code(in));
}

void run_loop(Vm& in) {
  auto& st = items(loop(in));
  if (!drain(in)) return;
  st[kNow] = Value::integer(st[kNow].i() + 1);  // the main script's own run
  auto earliest = [](std::vector<Value>& timers) {
    return std::min_element(timers.begin(), timers.end(), [](const Value& a, const Value& b) {
      const auto &x = items(a), &y = items(b);
      return x[0].i() < y[0].i() || (x[0].i() == y[0].i() && x[1].i() < y[1].i());
    });
  };
  for (;;) {
    // timers phase: every timer due by now (those it schedules are due later)
    for (;;) {
      auto& timers = items(st[kTimers]);
      if (timers.empty()) break;
      auto next = earliest(timers);
      if (items(*next)[0].i() > st[kNow].i()) break;
      Value t = *next;
      auto& ti = items(t);
      if (ti[4].i() > 0) ti[0] = Value::integer(st[kNow].i() + ti[4].i());  // setInterval: re-armed
      else timers.erase(next);
      if (!fire(in, t)) return;
    }
    // check phase: the immediates queued before it (those they queue wait a turn)
    const std::int64_t last = st[kSeq].i();
    for (;;) {
      auto& imm = items(st[kImmediates]);
      if (imm.empty() || items(imm.front())[1].i() > last) break;
      Value t = imm.front();
      imm.erase(imm.begin());
      if (!fire(in, t)) return;
    }
    auto& timers = items(st[kTimers]);
    if (timers.empty() && items(st[kImmediates]).empty()) return;
    if (items(st[kImmediates]).empty()) st[kNow] = Value::integer(std::max(st[kNow].i(), items(*earliest(timers))[0].i()));
  }
}

}  // namespace reddragon::vm::js
