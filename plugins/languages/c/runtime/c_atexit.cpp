// c_atexit.cpp - <stdlib.h> atexit and at_quick_exit: handlers registered in run lists
// run in reverse order of registration when exit() is called or main
// returns (the lowerer turns main's return into exit(status) in programs
// that mention atexit), then the program ends with the status.
#include <array>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

namespace {
constexpr std::string_view kHandlers = "c.atexit", kQuickHandlers = "c.at_quick_exit";
constexpr std::size_t kMaxHandlers = 4096;  // bounds the list (glibc's own limit is memory)

Value add_handler(Vm& in, std::string_view key, const Value& fn) {
  Value& list = in.run_state(key);
  if (!list.is(Tag::List)) list = Value::object(new ListObj());
  auto* l = list.as<ListObj>();
  if (l->items.size() >= kMaxHandlers || fn.is_none()) return Value::integer(-1);
  l->items.push_back(fn);
  return Value::integer(0);
}
/// Each handler once, last registered first (one registered by a handler
/// runs next, as glibc does), then the program ends with the status.
Value run_handlers_and_exit(Vm& in, std::string_view key, const Value& status) {
  Value& list = in.run_state(key);
  while (list.is(Tag::List) && !list.as<ListObj>()->items.empty()) {
    Value h = list.as<ListObj>()->items.back();
    list.as<ListObj>()->items.pop_back();
    in.call_sync(h, std::span<const Value>{});
  }
  in.exit_program(static_cast<int>(to_i(status) & 0xff));
  return Value::none();
}
}  // namespace

Value c_atexit(Vm& in, const Value&, Args& a) { return add_handler(in, kHandlers, arg(a, 0)); }
Value c_at_quick_exit(Vm& in, const Value&, Args& a) { return add_handler(in, kQuickHandlers, arg(a, 0)); }
/// exit(n): the atexit handlers, then the end.
Value c_exit(Vm& in, const Value&, Args& a) { return run_handlers_and_exit(in, kHandlers, arg(a, 0)); }
/// quick_exit(n): the at_quick_exit handlers only.
Value c_quick_exit(Vm& in, const Value&, Args& a) { return run_handlers_and_exit(in, kQuickHandlers, arg(a, 0)); }

/// _Exit(n): ends the program at once, no handlers.
Value c_exit_now(Vm& in, const Value&, Args& a) {
  in.exit_program(static_cast<int>(to_i(arg(a, 0)) & 0xff));
  return Value::none();
}

}  // namespace reddragon::vm::c_rt
