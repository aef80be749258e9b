// go_context.cpp - package context: cancellation trees, deadlines and values.
//
// A context is an instance of one of Go's own context types (%T names them):
// context.backgroundCtx / context.todoCtx (never done), *context.cancelCtx,
// *context.timerCtx (a cancelCtx with a deadline) and *context.valueCtx (a
// key/value over its parent). A cancellable context owns a channel that
// cancel closes, so <-ctx.Done() and select cases work as for any channel;
// cancelling a context cancels its children too.
//
// There is no wall clock: a deadline, and a time.Sleep's wake-up, fire on the
// run's virtual clock when every goroutine is blocked (go_fire_timer, asked
// where the run would otherwise deadlock), earliest first, as time passing
// would in Go. Until then a timerCtx is live, so work that never waits
// finishes first.
#include <algorithm>
#include <string>

#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
const Value& arg(const Args& a, std::size_t k) { return go_arg(a, k); }
Value get(Vm& in, const Value& o, const char* f) { return go_field(in, o, f); }
void put(Vm& in, const Value& o, const char* f, Value v) { go_set_field(in, o, f, std::move(v)); }
const std::string& class_of(const Value& v) {
  static const std::string none;
  return v.is(Tag::Instance) ? v.as<InstanceObj>()->klass()->name : none;
}
bool is_ctx(const Value& v) {
  const std::string& c = class_of(v);
  return c.starts_with("context.") || c.starts_with("*context.");
}

/// context.Canceled / context.DeadlineExceeded: one error value each per run (errors.Is compares identity).
Value sentinel(Vm& in, bool deadline) {
  Value& v = in.run_state(deadline ? "go.context.deadline" : "go.context.canceled");
  if (v.is_none()) v = go_error(in, deadline ? "context deadline exceeded" : "context canceled");
  return v;
}
/// The run's virtual clock, in nanoseconds since it began.
std::int64_t now(Vm& in) {
  const Value& v = in.run_state("go.clock");
  return v.is_int() ? v.i() : 0;
}
/// The live deadlines: [ctx, when] pairs, in the order they were made.
ListObj* deadlines(Vm& in) {
  Value& v = in.run_state("go.context.deadlines");
  if (!v.is(Tag::List)) v = make_list({});
  return v.as<ListObj>();
}

Value new_ctx(Vm& in, const char* cls, const Value& parent) {
  auto* inst = new InstanceObj();
  inst->cls = new_class(cls);
  Value c = Value::object(inst);
  put(in, c, "__parent", parent);
  return c;
}

/// The nearest cancellable context at or above c (valueCtx passes through), or None.
Value cancellable(Vm& in, Value c) {
  for (int depth = 0; is_ctx(c) && depth < 10000; ++depth) {
    if (!get(in, c, "__done").is_none()) return c;
    c = get(in, c, "__parent");
  }
  return Value::none();
}

void cancel(Vm& in, const Value& c, const Value& err) {
  if (!get(in, c, "__err").is_none()) return;  // only the first cancel counts
  put(in, c, "__err", err);
  go_chan_close(in, get(in, c, "__done"));
  Value kids = get(in, c, "__children");
  if (kids.is(Tag::List))
    for (const Value& k : std::vector<Value>(kids.as<ListObj>()->items)) cancel(in, k, err);
  put(in, c, "__children", make_list({}));
}

/// A cancelCtx (or timerCtx) under parent: cancelled now if parent already is.
Value child_of(Vm& in, const char* cls, const Value& parent) {
  Value c = new_ctx(in, cls, parent);
  put(in, c, "__done", go_chan_new(in));
  put(in, c, "__children", make_list({}));
  if (Value p = cancellable(in, parent); !p.is_none()) {
    if (Value perr = get(in, p, "__err"); !perr.is_none()) {
      cancel(in, c, perr);
    } else if (Value kids = get(in, p, "__children"); kids.is(Tag::List)) {
      kids.as<ListObj>()->items.push_back(c);
    }
  }
  return c;
}

Value cancel_fn(Vm& in, const Value& self, Args&) {
  cancel(in, self, sentinel(in, false));
  return Value::none();
}

Value with_cancel(Vm& in, const Value&, Args& a) {
  Value c = child_of(in, "*context.cancelCtx", arg(a, 0));
  return make_list({c, make_native(cancel_fn, "cancel", c)}, Tag::Tuple);
}

/// WithTimeout(parent, d) and WithDeadline(parent, t): t is a time.Time, read as
/// an instant relative to the clock's start only through its Sub from the zero
/// Time, so a deadline made from time.Now() (unknown) is simply "later".
Value with_deadline_at(Vm& in, const Value& parent, std::int64_t when) {
  Value c = child_of(in, "*context.timerCtx", parent);
  put(in, c, "__deadline", Value::integer(when));
  if (when <= now(in)) cancel(in, c, sentinel(in, true));
  else if (get(in, c, "__err").is_none()) deadlines(in)->items.push_back(make_list({c, Value::integer(when)}, Tag::Tuple));
  return make_list({c, make_native(cancel_fn, "cancel", c)}, Tag::Tuple);
}
Value with_timeout(Vm& in, const Value&, Args& a) {
  const Value& d = arg(a, 1);
  return with_deadline_at(in, arg(a, 0), now(in) + (d.is_int() ? d.i() : 0));
}
Value with_deadline(Vm& in, const Value&, Args& a) {
  // no wall clock to place a Time on: a deadline is taken as one hour of virtual time away
  return with_deadline_at(in, arg(a, 0), now(in) + 3600LL * 1000000000LL);
}

Value with_value(Vm& in, const Value&, Args& a) {
  Value c = new_ctx(in, "*context.valueCtx", arg(a, 0));
  put(in, c, "__key", arg(a, 1));
  put(in, c, "__val", arg(a, 2));
  put(in, c, "__has_key", Value::boolean(true));
  return c;
}

Value background(Vm& in, const Value&, Args&) { return new_ctx(in, "context.backgroundCtx", Value::none()); }
Value todo(Vm& in, const Value&, Args&) { return new_ctx(in, "context.todoCtx", Value::none()); }

Value without_cancel(Vm& in, const Value&, Args& a) {
  Value c = new_ctx(in, "context.withoutCancelCtx", Value::none());
  put(in, c, "__values", arg(a, 0));  // values still come from the parent
  return c;
}

// --- methods ---------------------------------------------------------------
Value m_done(Vm& in, const Value& self, Args&) {
  Value c = cancellable(in, self);
  return c.is_none() ? Value::none() : get(in, c, "__done");  // a nil channel: never ready
}
Value m_err(Vm& in, const Value& self, Args&) {
  Value c = cancellable(in, self);
  return c.is_none() ? Value::none() : get(in, c, "__err");
}
Value m_value(Vm& in, const Value& self, Args& a) {
  Value c = self;
  for (int depth = 0; is_ctx(c) && depth < 10000; ++depth) {
    if (get(in, c, "__has_key").is(Tag::Bool)) {
      Value eq = in.ir_binop(ir::Operator::Eq, get(in, c, "__key"), arg(a, 0));
      if (in.raising()) return Value::none();
      if (eq.is(Tag::Bool) && eq.b()) return get(in, c, "__val");
    }
    Value up = get(in, c, "__values");
    c = up.is_none() ? get(in, c, "__parent") : up;
  }
  return Value::none();
}
Value m_deadline(Vm& in, const Value& self, Args&) {
  for (Value c = self; is_ctx(c); c = get(in, c, "__parent"))
    if (get(in, c, "__deadline").is_int()) return make_list({go_time_zero(in), Value::boolean(true)}, Tag::Tuple);
  return make_list({go_time_zero(in), Value::boolean(false)}, Tag::Tuple);
}
/// fmt prints a context as Go's String methods do: context.Background.WithCancel ...
std::string describe(Vm& in, const Value& c, int depth) {
  if (depth > 64 || !is_ctx(c)) return "?";
  const std::string& k = class_of(c);
  if (k == "context.backgroundCtx") return "context.Background";
  if (k == "context.todoCtx") return "context.TODO";
  std::string up = describe(in, get(in, c, "__parent"), depth + 1);
  if (k == "*context.cancelCtx") return up + ".WithCancel";
  if (k == "*context.timerCtx") return up + ".WithDeadline(...)";
  if (k == "*context.valueCtx") return up + ".WithValue(" + in.str(get(in, c, "__key")) + ", " + in.str(get(in, c, "__val")) + ")";
  return k;
}
Value m_string(Vm& in, const Value& self, Args&) { return make_str(describe(in, self, 0)); }

}  // namespace

Value go_context_global(Vm& in, std::string_view name) {
  if (name != "context") return Value::undef();
  Value pkg = go_package(in, "context",
                         {{"Background", background}, {"TODO", todo}, {"WithCancel", with_cancel},
                          {"WithTimeout", with_timeout}, {"WithDeadline", with_deadline}, {"WithValue", with_value},
                          {"WithoutCancel", without_cancel}},
                         {});
  pkg.as<InstanceObj>()->fields.set(in.intern("Canceled"), sentinel(in, false));
  pkg.as<InstanceObj>()->fields.set(in.intern("DeadlineExceeded"), sentinel(in, true));
  return pkg;
}

Value go_context_attr(Vm& in, const Value& obj, Name field) {
  if (!is_ctx(obj)) return Value::undef();
  static const GoNative m[] = {{"Done", m_done}, {"Err", m_err}, {"Value", m_value}, {"Deadline", m_deadline}, {"String", m_string}};
  const std::string& f = in.name(field);
  for (const auto& e : m)
    if (f == e.name) return make_native(e.fn, e.name, obj);
  return Value::undef();
}

std::int64_t go_clock(Vm& in) { return now(in); }

std::int64_t go_sleep_register(Vm& in, std::int64_t d) {
  const std::int64_t wake = now(in) + std::max<std::int64_t>(d, 0);
  // a sleep is a deadline with no context: firing it only moves the clock
  if (d > 0) deadlines(in)->items.push_back(make_list({Value::none(), Value::integer(wake)}, Tag::Tuple));
  return wake;
}

Value go_after(Vm& in, std::int64_t d) {
  Value ch = go_chan_buffered(in, 1);
  const std::int64_t wake = now(in) + std::max<std::int64_t>(d, 0);
  if (d <= 0) go_chan_offer(in, ch, go_time_zero(in));
  else deadlines(in)->items.push_back(make_list({ch, Value::integer(wake)}, Tag::Tuple));
  return ch;
}

void go_add_deadline(Vm& in, const Value& timer, std::int64_t when, std::int64_t gen) {
  deadlines(in)->items.push_back(make_list({timer, Value::integer(when), Value::integer(gen)}, Tag::Tuple));
}

bool go_fire_timer(Vm& in) {
  auto& items = deadlines(in)->items;
  auto live = [&](const Value& e) {
    const Value& c = e.as<ListObj>()->items[0];
    if (c.is_none()) return e.as<ListObj>()->items[1].i() > now(in);  // a sleep
    if (e.as<ListObj>()->items.size() > 2) return go_timer_live(in, c, e.as<ListObj>()->items[2].i());  // not stopped or reset
    return !is_ctx(c) || get(in, c, "__err").is_none();  // a time.After channel, or a live context
  };
  std::size_t best = items.size();
  for (std::size_t k = 0; k < items.size(); ++k) {
    if (!live(items[k])) continue;  // cancelled or already passed: dropped below
    if (best == items.size() || items[k].as<ListObj>()->items[1].i() < items[best].as<ListObj>()->items[1].i()) best = k;
  }
  if (best == items.size()) {
    items.clear();
    return false;
  }
  Value entry = items[best];
  items.erase(items.begin() + static_cast<std::ptrdiff_t>(best));
  in.run_state("go.clock") = entry.as<ListObj>()->items[1];  // time passes to the deadline
  if (const Value& c = entry.as<ListObj>()->items[0]; entry.as<ListObj>()->items.size() > 2) go_timer_fire(in, c);
  else if (is_ctx(c)) cancel(in, c, sentinel(in, true));
  else if (!c.is_none()) go_chan_offer(in, c, go_time_zero(in));  // time.After fires
  return true;
}

}  // namespace reddragon::vm
