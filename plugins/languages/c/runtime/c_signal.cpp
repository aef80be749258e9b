// c_signal.cpp - <signal.h> within one process: signal() installs a handler
// (a function, SIG_DFL 0 or SIG_IGN 1) in the run's table and returns the
// previous one; raise() calls the handler synchronously (resetting it to
// SIG_DFL first, as glibc's signal() does under -std=c11), ignores the signal,
// or - the default action - ends the program as the signal would (status
// 128 + signal number, as a shell reports a process killed by it).
#include <array>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

namespace {
constexpr std::string_view kSignals = "c.signals";
constexpr std::int64_t kNsig = 65;

Value* handler_slot(Vm& in, std::int64_t sig) {
  if (sig <= 0 || sig >= kNsig) return nullptr;
  Value& t = in.run_state(kSignals);
  if (!t.is(Tag::List)) {
    auto* l = new ListObj();
    l->items.assign(static_cast<std::size_t>(kNsig), Value::integer(0));
    t = Value::object(l);
  }
  return &t.as<ListObj>()->items[static_cast<std::size_t>(sig)];
}
/// Signals whose default action is to continue (SIGCHLD, SIGCONT, SIGURG, SIGWINCH).
bool ignored_by_default(std::int64_t sig) { return sig == 17 || sig == 18 || sig == 23 || sig == 28; }
}  // namespace

Value c_signal(Vm& in, const Value&, Args& a) {
  Value* slot = handler_slot(in, to_i(arg(a, 0)));
  if (!slot || to_i(arg(a, 0)) == 9 || to_i(arg(a, 0)) == 19) return Value::integer(-1);  // SIG_ERR (SIGKILL, SIGSTOP)
  Value prev = *slot;
  *slot = arg(a, 1).is_none() ? Value::integer(0) : arg(a, 1);
  return prev;
}

Value c_raise(Vm& in, const Value&, Args& a) {
  const std::int64_t sig = to_i(arg(a, 0));
  Value* slot = handler_slot(in, sig);
  if (!slot) return Value::integer(-1);
  Value h = *slot;
  if (int_like(h)) {
    if (to_i(h) == 1 || ignored_by_default(sig)) return Value::integer(0);  // SIG_IGN
    in.exit_program(static_cast<int>(128 + sig));
    return Value::integer(0);
  }
  *slot = Value::integer(0);  // System V semantics (glibc's signal under -std=c11): SIG_DFL again on delivery
  std::array<Value, 1> args{Value::integer(sig)};
  in.call_sync(h, args);
  return Value::integer(0);
}

}  // namespace reddragon::vm::c_rt
