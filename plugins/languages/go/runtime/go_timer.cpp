// go_timer.cpp - time.NewTimer, time.NewTicker, time.Tick and time.AfterFunc
// on the run's virtual clock (go_context.cpp keeps the deadlines).
//
// A timer is an instance of class *time.Timer / *time.Ticker holding its
// channel C (buffered, one slot, as a receiver sees Go's), its period (a
// ticker's; 0 for a timer), the function AfterFunc runs, and a generation
// that Stop and Reset bump: a deadline entry made for an older generation is
// dead. When every goroutine waits, the clock passes to the earliest live
// deadline: a timer sends on C (a ticker drops a tick while C is full, as
// Go does) and a ticker's next deadline is one period on; an AfterFunc
// timer starts its function as a goroutine.
#include <string>

#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
const Value& arg(const Args& a, std::size_t k) { return go_arg(a, k); }
Value get(Vm& in, const Value& o, const char* f) { return go_field(in, o, f); }
void put(Vm& in, const Value& o, const char* f, Value v) { go_set_field(in, o, f, std::move(v)); }
std::int64_t dur(const Args& a, std::size_t k) { return k < a.size() && a[k].is_int() ? a[k].i() : 0; }
std::int64_t ival(Vm& in, const Value& o, const char* f) {
  Value v = get(in, o, f);
  return v.is_int() ? v.i() : 0;
}

/// Arms timer t to fire d from now (a new generation: older deadlines are dead).
void arm(Vm& in, const Value& t, std::int64_t d) {
  std::int64_t gen = ival(in, t, "__gen") + 1;
  put(in, t, "__gen", Value::integer(gen));
  put(in, t, "__active", Value::boolean(true));
  go_add_deadline(in, t, go_clock(in) + std::max<std::int64_t>(d, 0), gen);
}
/// Stops t; true when it was still going to fire.
bool disarm(Vm& in, const Value& t) {
  bool was = get(in, t, "__active").is(Tag::Bool) && get(in, t, "__active").b();
  put(in, t, "__gen", Value::integer(ival(in, t, "__gen") + 1));
  put(in, t, "__active", Value::boolean(false));
  return was;
}

Value make_timer(Vm& in, const char* cls, std::int64_t d, std::int64_t period, const Value& fn) {
  auto* inst = new InstanceObj();
  inst->cls = new_class(cls);
  Value t = Value::object(inst);
  put(in, t, "C", fn.is_none() ? go_chan_buffered(in, 1) : Value::none());  // AfterFunc's timer has no channel
  put(in, t, "__period", Value::integer(period));
  put(in, t, "__fn", fn);
  put(in, t, "__gen", Value::integer(0));
  arm(in, t, d);
  return t;
}

Value new_timer(Vm& in, const Value&, Args& a) { return make_timer(in, "*time.Timer", dur(a, 0), 0, Value::none()); }
Value after_func(Vm& in, const Value&, Args& a) {
  return make_timer(in, "*time.Timer", dur(a, 0), 0, arg(a, 1).is_none() ? Value::boolean(false) : arg(a, 1));
}
Value new_ticker(Vm& in, const Value&, Args& a) {
  std::int64_t d = dur(a, 0);
  if (d <= 0) {
    go_panic_value(in, go_error(in, "non-positive interval for NewTicker"));
    return Value::none();
  }
  return make_timer(in, "*time.Ticker", d, d, Value::none());
}
/// time.Tick(d): a ticker's channel (nil for d <= 0).
Value tick(Vm& in, const Value&, Args& a) {
  std::int64_t d = dur(a, 0);
  if (d <= 0) return Value::none();
  return get(in, make_timer(in, "*time.Ticker", d, d, Value::none()), "C");
}

Value m_stop(Vm& in, const Value& self, Args&) {
  bool was = disarm(in, self);
  if (get(in, self, "__period").is_int() && ival(in, self, "__period") > 0) return Value::none();  // Ticker.Stop
  return Value::boolean(was);
}
Value m_reset(Vm& in, const Value& self, Args& a) {
  std::int64_t d = dur(a, 0);
  bool ticker = ival(in, self, "__period") > 0;
  if (ticker && d <= 0) {
    go_panic_value(in, go_error(in, "non-positive interval for Ticker.Reset"));
    return Value::none();
  }
  bool was = disarm(in, self);
  if (ticker) put(in, self, "__period", Value::integer(d));
  arm(in, self, d);
  return ticker ? Value::none() : Value::boolean(was);
}

}  // namespace

void go_timer_add_members(Vm& in, const Value& pkg) {
  auto* inst = pkg.as<InstanceObj>();
  static const GoNative fns[] = {{"NewTimer", new_timer}, {"NewTicker", new_ticker}, {"Tick", tick}, {"AfterFunc", after_func}};
  for (const auto& e : fns) inst->fields.set(in.intern(e.name), make_native(e.fn, e.name));
}

Value go_timer_attr(Vm& in, const Value& obj, Name field) {
  const std::string& f = in.name(field);
  if (f == "Stop") return make_native(m_stop, "Stop", obj);
  if (f == "Reset") return make_native(m_reset, "Reset", obj);
  return Value::undef();
}

bool go_timer_live(Vm& in, const Value& t, std::int64_t gen) {
  return ival(in, t, "__gen") == gen && get(in, t, "__active").is(Tag::Bool) && get(in, t, "__active").b();
}

void go_timer_fire(Vm& in, const Value& t) {
  std::int64_t period = ival(in, t, "__period");
  if (period > 0) {
    go_add_deadline(in, t, go_clock(in) + period, ival(in, t, "__gen"));  // the next tick
  } else {
    put(in, t, "__active", Value::boolean(false));
  }
  Value fn = get(in, t, "__fn");
  if (!fn.is_none()) {
    // AfterFunc: f in its own goroutine (a goroutine body the frontend made of it), or run here
    if (fn.is(Tag::Bool)) return;
    Value r = in.call_sync(fn, {});
    if (r.is(Tag::Generator)) go_spawn(in, r);
    return;
  }
  Value ch = get(in, t, "C");
  if (period > 0 && go_chan_len(in, ch) > 0) return;  // a ticker drops ticks for a slow receiver
  go_chan_offer(in, ch, go_time_zero(in));
}

}  // namespace reddragon::vm
