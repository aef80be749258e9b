// javascript_promise.hpp - promises, async functions and node's event loop
// (javascript_promise.cpp), used by the JavaScript runtime's hooks.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "javascript_shared.hpp"

namespace reddragon::vm::js {

/// `Promise`, `setTimeout`, `setInterval`, `setImmediate`, `clearTimeout`,
/// `clearInterval`, `queueMicrotask`; Undef for any other name.
Value promise_global(Vm& in, std::string_view name);
/// `Promise.resolve/reject/all/allSettled/race/any`; Undef otherwise.
Value promise_static(std::string_view name);
/// `p.then/catch/finally`; Undef if obj is not a promise or f is none of them.
Value promise_method(Vm& in, const Value& obj, std::string_view f);
bool is_promise(Vm& in, const Value& v);
/// How node's util.inspect shows a promise: `Promise { 1 }`, `Promise { <pending> }`.
std::string promise_inspect(Vm& in, const Value& p, std::string (*inspect_value)(Vm&, const Value&));
/// An async generator object (`async function*` called).
bool is_async_generator(Vm& in, const Value& v);
/// An async generator's next/return/throw/[Symbol.asyncIterator]; Undef otherwise.
Value async_generator_method(Vm& in, const Value& obj, std::string_view f);
/// LanguageRuntime::generator_created: an async function starts and returns a promise; an
/// async generator becomes its object (async_generator_method).
Value generator_created(Vm& in, const Value& gen);
/// LanguageRuntime::program_finished: microtasks, then timers in order, until nothing is left.
void program_finished(Vm& in);
/// process.on(event, fn): node's 'exit' and 'beforeExit' listeners run as
/// the program ends (others are kept, never emitted).
void add_process_listener(Vm& in, const Value& event, const Value& fn, bool once);
/// Calls the listeners of `event` with the exit code, in registration order.
void emit_process_event(Vm& in, std::string_view event, int code);

}  // namespace reddragon::vm::js
