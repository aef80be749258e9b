// c_setjmp.cpp - <setjmp.h>. The lowerer gives a function that calls setjmp
// one handler for the exception class CLongJmp and a token per activation
// (__c_sj_frame); setjmp(env) stores (token, site) in the jmp_buf, longjmp
// raises CLongJmp carrying the jmp_buf and value, and the handler of the
// activation the jmp_buf names resumes at that site (any other re-raises,
// so the jump unwinds the frames in between, as the C stack would).
#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

namespace {

constexpr const char* kLongJmp = "CLongJmp";

ListObj* jmp_buf_of(const Value& env) {
  ListObj* l;
  std::int64_t off;
  if (!seq_of(env, l, off) || off != 0 || l->items.size() < 2) return nullptr;
  return l;
}

}  // namespace

/// A fresh identity for one activation of a function that calls setjmp.
Value c_sj_frame(Vm&, const Value&, Args&) { return Value::object(new ListObj()); }

/// setjmp(env) at site k of the activation `frame`: 0.
Value c_setjmp(Vm& in, const Value&, Args& a) {
  ListObj* l = jmp_buf_of(arg(a, 0));
  if (!l) {
    in.raise("TypeError", "setjmp: the argument is not a jmp_buf");
    return Value::none();
  }
  l->items[0] = arg(a, 1);
  l->items[1] = arg(a, 2);
  return Value::integer(0);
}

/// longjmp(env, v): unwinds to the setjmp that last filled env.
Value c_longjmp(Vm& in, const Value&, Args& a) {
  ListObj* l = jmp_buf_of(arg(a, 0));
  if (!l || !l->items[0].is(Tag::List)) {
    in.raise("RuntimeError", "longjmp: the jmp_buf was never filled by setjmp");
    return Value::none();
  }
  in.define_builtin_class(kLongJmp, "BaseException");
  Value exc = in.make_exception(kLongJmp, "longjmp to a function that has returned");
  if (!exc.is(Tag::Instance)) return Value::none();
  std::int64_t v = int_like(arg(a, 1)) ? to_i(arg(a, 1)) : 1;
  exc.as<InstanceObj>()->fields.set(in.intern("__env__"), arg(a, 0));
  exc.as<InstanceObj>()->fields.set(in.intern("__val__"), Value::integer(static_cast<std::int32_t>(v) == 0 ? 1 : static_cast<std::int32_t>(v)));
  in.raise_value(exc);
  return Value::none();
}

/// In the handler of activation `frame`: the setjmp site a caught longjmp
/// returns to, or the exception raised again when it aims elsewhere.
Value c_sj_catch(Vm& in, const Value&, Args& a) {
  const Value& exc = arg(a, 0);
  if (exc.is(Tag::Instance)) {
    if (Value* env = exc.as<InstanceObj>()->fields.find(in.intern("__env__"))) {
      ListObj* l = jmp_buf_of(*env);
      if (l && l->items[0].is(Tag::List) && arg(a, 1).is(Tag::List) &&
          l->items[0].as<ListObj>() == arg(a, 1).as<ListObj>())
        return l->items[1];
    }
  }
  in.raise_value(exc);
  return Value::none();
}

/// The value setjmp returns the second time (longjmp's, 0 made 1).
Value c_sj_value(Vm& in, const Value&, Args& a) {
  if (arg(a, 0).is(Tag::Instance))
    if (Value* v = arg(a, 0).as<InstanceObj>()->fields.find(in.intern("__val__"))) return *v;
  return Value::integer(1);
}

}  // namespace reddragon::vm::c_rt
