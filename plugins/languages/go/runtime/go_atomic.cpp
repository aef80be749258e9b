// go_atomic.cpp - package sync/atomic.
//
// The VM runs goroutines one at a time, so every operation is atomic as
// it stands; what matters is Go's arithmetic: AddInt32 wraps at 32 bits,
// the Uint forms at their width. The functions take a pointer (&x, &s.n,
// &a[i]); the types (atomic.Int64, Bool, Value...) are instances holding
// their value in __v, their zero value made by __go_zero_named.
#include <cstdint>
#include <string>

#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
const Value& arg(const Args& a, std::size_t k) { return go_arg(a, k); }

/// The width and signedness of the function's or type's name (Int32, Uint64...).
std::int64_t wrap(std::string_view kind, std::int64_t v) {
  if (kind.ends_with("Int32")) return kind.find("Uint") != std::string_view::npos ? static_cast<std::int64_t>(static_cast<std::uint32_t>(v))
                                                                                   : static_cast<std::int64_t>(static_cast<std::int32_t>(v));
  return v;  // 64-bit forms: int64 bit patterns (uint64 as the frontend holds it)
}
std::int64_t add64(std::int64_t a, std::int64_t b) {
  return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) + static_cast<std::uint64_t>(b));
}
bool same(const Value& a, const Value& b) {
  if (a.is_int() && b.is_int()) return a.i() == b.i();
  if (a.is(Tag::Bool) && b.is(Tag::Bool)) return a.b() == b.b();
  if (a.is(Tag::Str) && b.is(Tag::Str)) return a.as<StrObj>()->s == b.as<StrObj>()->s;
  if (a.is_none() || b.is_none()) return a.is_none() && b.is_none();
  return a.is_heap() && b.is_heap() && a.obj() == b.obj();
}

// Functions on a pointer: the suffix names the type (AddInt32, LoadUint64...).
Value op_add(Vm& in, std::string_view kind, const Value& p, const Value& d) {
  Value cur = go_load_through(in, p);
  if (in.raising()) return Value::none();
  Value r = Value::integer(wrap(kind, add64(cur.is_int() ? cur.i() : 0, d.is_int() ? d.i() : 0)));
  go_store_through(in, p, r);
  return r;
}
template <const char* Kind>
Value f_add(Vm& in, const Value&, Args& a) { return op_add(in, Kind, arg(a, 0), arg(a, 1)); }
Value f_load(Vm& in, const Value&, Args& a) { return go_load_through(in, arg(a, 0)); }
Value f_store(Vm& in, const Value&, Args& a) {
  go_store_through(in, arg(a, 0), arg(a, 1));
  return Value::none();
}
Value f_swap(Vm& in, const Value&, Args& a) {
  Value old = go_load_through(in, arg(a, 0));
  if (in.raising()) return Value::none();
  go_store_through(in, arg(a, 0), arg(a, 1));
  return old;
}
Value f_cas(Vm& in, const Value&, Args& a) {
  Value cur = go_load_through(in, arg(a, 0));
  if (in.raising()) return Value::none();
  if (!same(cur, arg(a, 1))) return Value::boolean(false);
  go_store_through(in, arg(a, 0), arg(a, 2));
  return Value::boolean(true);
}

constexpr char kInt32[] = "Int32", kInt64[] = "Int64", kUint32[] = "Uint32", kUint64[] = "Uint64", kUintptr[] = "Uintptr";

// Methods of the types: self holds __v.
Value& slot(Vm& in, const Value& self) {
  static Value none;
  if (!self.is(Tag::Instance)) return none;
  auto& fs = self.as<InstanceObj>()->fields;
  Name n = in.intern("__v");
  if (!fs.find(n)) fs.set(n, Value::none());
  return *fs.find(n);
}
std::string_view kind_of(const Value& self) { return self.as<InstanceObj>()->klass()->name; }
Value m_load(Vm& in, const Value& self, Args&) { return slot(in, self); }
Value m_store(Vm& in, const Value& self, Args& a) {
  slot(in, self) = arg(a, 0);
  return Value::none();
}
Value m_swap(Vm& in, const Value& self, Args& a) {
  Value old = slot(in, self);
  slot(in, self) = arg(a, 0);
  return old;
}
Value m_cas(Vm& in, const Value& self, Args& a) {
  Value& v = slot(in, self);
  if (!same(v, arg(a, 0))) return Value::boolean(false);
  v = arg(a, 1);
  return Value::boolean(true);
}
Value m_add(Vm& in, const Value& self, Args& a) {
  Value& v = slot(in, self);
  v = Value::integer(wrap(kind_of(self), add64(v.is_int() ? v.i() : 0, arg(a, 0).is_int() ? arg(a, 0).i() : 0)));
  return v;
}
/// And/Or (Go 1.23): the old value.
template <bool Or>
Value m_bits(Vm& in, const Value& self, Args& a) {
  Value& v = slot(in, self);
  Value old = v;
  std::int64_t x = v.is_int() ? v.i() : 0, m = arg(a, 0).is_int() ? arg(a, 0).i() : 0;
  v = Value::integer(wrap(kind_of(self), Or ? (x | m) : (x & m)));
  return old;
}

}  // namespace

Value go_atomic_global(Vm& in, std::string_view name) {
  if (name != "atomic") return Value::undef();
  return go_package(in, "atomic",
                    {{"AddInt32", f_add<kInt32>},         {"AddInt64", f_add<kInt64>},       {"AddUint32", f_add<kUint32>},
                     {"AddUint64", f_add<kUint64>},       {"AddUintptr", f_add<kUintptr>},   {"LoadInt32", f_load},
                     {"LoadInt64", f_load},               {"LoadUint32", f_load},            {"LoadUint64", f_load},
                     {"LoadUintptr", f_load},             {"StoreInt32", f_store},           {"StoreInt64", f_store},
                     {"StoreUint32", f_store},            {"StoreUint64", f_store},          {"StoreUintptr", f_store},
                     {"SwapInt32", f_swap},               {"SwapInt64", f_swap},             {"SwapUint32", f_swap},
                     {"SwapUint64", f_swap},              {"SwapUintptr", f_swap},           {"CompareAndSwapInt32", f_cas},
                     {"CompareAndSwapInt64", f_cas},      {"CompareAndSwapUint32", f_cas},   {"CompareAndSwapUint64", f_cas},
                     {"CompareAndSwapUintptr", f_cas}});
}

/// The zero value of atomic.Int32/Int64/Uint32/Uint64/Uintptr/Bool/Value, or undef.
Value go_atomic_zero(Vm& in, std::string_view type) {
  static const char* const kinds[] = {"atomic.Int32", "atomic.Int64", "atomic.Uint32", "atomic.Uint64",
                                      "atomic.Uintptr", "atomic.Bool", "atomic.Value"};
  for (const char* k : kinds)
    if (type == k) {
      auto* inst = new InstanceObj();
      inst->cls = new_class(k);
      Value v = Value::object(inst);
      slot(in, v) = type == "atomic.Bool" ? Value::boolean(false) : type == "atomic.Value" ? Value::none() : Value::integer(0);
      return v;
    }
  return Value::undef();
}

/// A method of an atomic type's value, or undef.
Value go_atomic_attr(Vm& in, const Value& obj, Name field) {
  if (!obj.is(Tag::Instance) || !kind_of(obj).starts_with("atomic.")) return Value::undef();
  const std::string& f = in.name(field);
  bool numeric = kind_of(obj) != "atomic.Bool" && kind_of(obj) != "atomic.Value";
  if (f == "Load") return make_native(m_load, "Load", obj);
  if (f == "Store") return make_native(m_store, "Store", obj);
  if (f == "Swap") return make_native(m_swap, "Swap", obj);
  if (f == "CompareAndSwap") return make_native(m_cas, "CompareAndSwap", obj);
  if (numeric && f == "Add") return make_native(m_add, "Add", obj);
  if (numeric && f == "And") return make_native(m_bits<false>, "And", obj);
  if (numeric && f == "Or") return make_native(m_bits<true>, "Or", obj);
  return Value::undef();
}

}  // namespace reddragon::vm
