// python_generators.cpp - Python's generator protocol on the kernel's
// suspendable activations (Vm::resume): next(), send(), throw(), close(),
// StopIteration carrying the return value, and GeneratorExit.
#include "python_runtime.hpp"

namespace reddragon::vm::py {

namespace {

/// StopIteration(value): what a generator's `return value` becomes.
void raise_stop(Vm& in, const Value& value) {
  Value e = in.make_exception("StopIteration", "");
  auto* inst = e.as<InstanceObj>();
  std::vector<Value> args;
  if (!value.is_none()) args.push_back(value);
  inst->fields.set(in.intern("args"), make_list(std::move(args), Tag::Tuple));
  inst->fields.set(in.intern("value"), value);
  in.raise_value(std::move(e));
}

/// One resume, as next()/send()/throw() see it.
Value step(Vm& in, const Value& g, Value sent, bool throw_in) {
  Value out;
  switch (in.resume(g, std::move(sent), throw_in, out)) {
    case Vm::Resumed::Yielded: return out;
    case Vm::Resumed::Returned: raise_stop(in, out); return Value::none();
    case Vm::Resumed::Raised: return Value::none();
  }
  return Value::none();
}

/// The exception `throw(type[, value])` / `throw(instance)` raises.
Value thrown(Vm& in, const std::vector<Value>& a) {
  const Value typ = a.empty() ? Value::none() : a[0];
  if (!typ.is(Tag::Class)) return typ;
  std::vector<Value> args;
  if (a.size() > 1 && !a[1].is_none()) args.push_back(a[1]);
  return in.call_sync(typ, args);
}

}  // namespace

void generator_raised(Vm& in) {
  // PEP 479: a StopIteration escaping a generator's body is a bug in it
  if (!in.current_exception_is("StopIteration")) return;
  in.clear_raise();
  in.raise("RuntimeError", "generator raised StopIteration");
}

Value generator_next(Vm& in, const Value& g, const Value* deflt) {
  auto* gen = g.as<GeneratorObj>();
  if (gen->buffered) {  // a has-next check ran it ahead
    gen->buffered = false;
    return std::move(gen->lookahead);
  }
  Value v = step(in, g, Value::none(), false);
  if (deflt && in.current_exception_is("StopIteration")) {
    in.clear_raise();
    return *deflt;
  }
  return v;
}

Value generator_method(Vm& in, std::string_view name, const Value& g, std::vector<Value>& a) {
  auto* gen = g.as<GeneratorObj>();
  if (gen->kind == "async_generator" &&
      (name == "__aiter__" || name == "__anext__" || name == "asend" || name == "athrow" || name == "aclose")) {
    // lib/_asyncgen.py's AsyncGen drives the generator: its items come out
    // wrapped, everything else it yields is an await for the event loop
    Value m = in.run_state("python.asyncgen");
    if (!m.is(Tag::Instance)) return Value::undef();
    Value* wrap = m.as<InstanceObj>()->fields.find(in.intern("AsyncGen"));
    if (!wrap) return Value::undef();
    Value w = in.call_sync(*wrap, std::span<const Value>(&g, 1));
    if (in.raising() || name == "__aiter__") return w;
    Value f = in.ir_load_attr(w, in.intern(name));
    if (in.raising()) return Value::none();
    return in.call_sync(f, std::span<const Value>(a.data(), a.size()));
  }
  if (name == "__next__") return generator_next(in, g, nullptr);
  if (name == "__iter__") return g;
  if (name == "send") {
    Value v = a.empty() ? Value::none() : a[0];
    if (gen->state == GeneratorObj::Created && !v.is_none()) {
      in.raise("TypeError", "can't send non-None value to a just-started generator");
      return Value::none();
    }
    return step(in, g, std::move(v), false);
  }
  if (name == "throw") {
    Value e = thrown(in, a);
    if (in.raising()) return Value::none();
    return step(in, g, std::move(e), true);
  }
  if (name == "close") {
    if (gen->state == GeneratorObj::Done) return Value::none();
    Value out;
    in.define_builtin_class("GeneratorExit", "BaseException");  // Python's, not the IR's
    Value exit = in.make_exception("GeneratorExit", "");
    switch (in.resume(g, std::move(exit), true, out)) {
      case Vm::Resumed::Yielded: in.raise("RuntimeError", "generator ignored GeneratorExit"); break;
      case Vm::Resumed::Returned: break;
      case Vm::Resumed::Raised:
        if (in.current_exception_is("GeneratorExit") || in.current_exception_is("StopIteration")) in.clear_raise();
        break;
    }
    return Value::none();
  }
  return Value::undef();
}

}  // namespace reddragon::vm::py
