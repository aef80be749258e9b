// javascript_typed.cpp - ArrayBuffer, typed arrays, DataView, TextEncoder/
// TextDecoder, and node's Buffer (a Uint8Array with node's encodings).
//
// An ArrayBuffer is an instance whose one field holds a RegionObj (its
// bytes); a typed array or DataView is an instance holding the buffer, a
// byte offset and a length, so views made by subarray() or over one buffer
// share its bytes. The objects are marked in Obj::rt_flags (a kind number),
// so telling them apart costs no lookup and a user class of the same name is
// not mistaken for one. Elements are stored little-endian (the host order,
// which is node's on every machine it runs on).
#include "javascript_typed.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

#include "reddragon/text/utf8.hpp"
#include "reddragon/vm/objects.hpp"

namespace reddragon::vm::js {

namespace {

using Args = std::vector<Value>;

enum class Elem : std::uint8_t { I8, U8, U8C, I16, U16, I32, U32, F32, F64 };
struct Kind {
  const char* name;
  Elem elem;
  std::size_t size;
};
// rt_flags: 1 + index into kKinds for typed arrays, then the other kinds
constexpr std::array<Kind, 9> kKinds{{{"Int8Array", Elem::I8, 1},
                                      {"Uint8Array", Elem::U8, 1},
                                      {"Uint8ClampedArray", Elem::U8C, 1},
                                      {"Int16Array", Elem::I16, 2},
                                      {"Uint16Array", Elem::U16, 2},
                                      {"Int32Array", Elem::I32, 4},
                                      {"Uint32Array", Elem::U32, 4},
                                      {"Float32Array", Elem::F32, 4},
                                      {"Float64Array", Elem::F64, 8}}};
constexpr std::uint8_t kBufferFlag = 40, kViewFlag = 41, kEncoderFlag = 42, kDecoderFlag = 43;
/// node's Buffer: a Uint8Array (the same view slots) of class Buffer.
constexpr std::uint8_t kNodeBufferFlag = 44;
/// Largest buffer a program may allocate (node allows more; the VM's memory
/// budget is the real bound, this keeps one call from asking for gigabytes).
constexpr double kMaxBytes = 1 << 27;

std::uint8_t flag_of(const Value& v) { return v.is(Tag::Instance) ? v.obj()->rt_flags : 0; }
const Kind* kind_of(const Value& v) {
  std::uint8_t f = flag_of(v);
  if (f == kNodeBufferFlag) return &kKinds[1];
  return f >= 1 && f <= kKinds.size() ? &kKinds[f - 1] : nullptr;
}
int kind_index(std::string_view name) {
  for (std::size_t i = 0; i < kKinds.size(); ++i)
    if (name == kKinds[i].name) return static_cast<int>(i);
  return -1;
}

const Value& arg(const Args& a, std::size_t k) {
  static const Value none;
  return k < a.size() ? a[k] : none;
}

/// The run's class object named `name` (one per run and name).
Value klass(Vm& in, const char* name) { return run_class(in, std::string("javascript.binary.") + name, name); }
Value instance(Vm& in, const char* cls, std::uint8_t flag) {
  auto* inst = new InstanceObj();
  inst->cls = klass(in, cls);
  inst->rt_flags = flag;
  return Value::object(inst);
}
Value& slot(const Value& v, std::size_t i) { return v.as<InstanceObj>()->fields.items[i].second; }

// --- ArrayBuffer -----------------------------------------------------------------------
Value new_buffer(Vm& in, double n) {
  if (!(n >= 0 && n <= kMaxBytes && n == std::trunc(n))) {
    in.raise("ValueError", "Array buffer allocation failed");  // RangeError
    return Value::none();
  }
  if (!in.charge_bytes(static_cast<std::size_t>(n))) return Value::none();
  Value b = instance(in, "ArrayBuffer", kBufferFlag);
  auto* r = new RegionObj();
  r->bytes.assign(static_cast<std::size_t>(n), 0);
  b.as<InstanceObj>()->fields.set(in.intern("__bytes"), Value::object(r));
  return b;
}
std::vector<std::uint8_t>& bytes_of(const Value& buffer) { return slot(buffer, 0).as<RegionObj>()->bytes; }

// --- views: [0] buffer, [1] byte offset, [2] length (elements or bytes) ------------------
Value new_view(Vm& in, std::uint8_t flag, const char* cls, const Value& buffer, std::size_t offset, std::size_t length) {
  Value v = instance(in, cls, flag);
  auto& f = v.as<InstanceObj>()->fields;
  f.set(in.intern("__buffer"), buffer);
  f.set(in.intern("__offset"), Value::integer(static_cast<std::int64_t>(offset)));
  f.set(in.intern("__length"), Value::integer(static_cast<std::int64_t>(length)));
  return v;
}
const Value& view_buffer(const Value& v) { return slot(v, 0); }
std::size_t view_offset(const Value& v) { return static_cast<std::size_t>(slot(v, 1).i()); }
std::size_t view_length(const Value& v) { return static_cast<std::size_t>(slot(v, 2).i()); }

Value read_elem(Elem e, const std::uint8_t* p) {
  switch (e) {
    case Elem::I8: return Value::integer(static_cast<std::int8_t>(p[0]));
    case Elem::U8: case Elem::U8C: return Value::integer(p[0]);
    case Elem::I16: { std::int16_t x; std::memcpy(&x, p, 2); return Value::integer(x); }
    case Elem::U16: { std::uint16_t x; std::memcpy(&x, p, 2); return Value::integer(x); }
    case Elem::I32: { std::int32_t x; std::memcpy(&x, p, 4); return Value::integer(x); }
    case Elem::U32: { std::uint32_t x; std::memcpy(&x, p, 4); return Value::integer(x); }
    case Elem::F32: { float x; std::memcpy(&x, p, 4); return number_value(static_cast<double>(x)); }
    case Elem::F64: { double x; std::memcpy(&x, p, 8); return number_value(x); }
  }
  return Value::none();
}
/// d modulo 2^32 (NaN and infinities 0): the low bits every integer element
/// type keeps (exact: a double's integer part modulo 2^32 fits).
std::uint32_t wrap_bits(double d) {
  if (!std::isfinite(d)) return 0;
  double m = std::fmod(std::trunc(d), 4294967296.0);
  if (m < 0) m += 4294967296.0;
  return static_cast<std::uint32_t>(m);
}
void write_elem(Elem e, std::uint8_t* p, double d) {
  switch (e) {
    case Elem::U8C: {
      double c = std::isnan(d) ? 0 : std::clamp(d, 0.0, 255.0);
      p[0] = static_cast<std::uint8_t>(std::nearbyint(c));  // round half to even
      return;
    }
    case Elem::F32: { float x = static_cast<float>(d); std::memcpy(p, &x, 4); return; }
    case Elem::F64: std::memcpy(p, &d, 8); return;
    default: break;
  }
  std::uint32_t u = wrap_bits(d);
  std::size_t n = e == Elem::I8 || e == Elem::U8 ? 1 : e == Elem::I16 || e == Elem::U16 ? 2 : 4;
  for (std::size_t i = 0; i < n; ++i) p[i] = static_cast<std::uint8_t>(u >> (8 * i));
}
std::uint8_t* elem_ptr(const Value& ta, std::size_t i) {
  return bytes_of(view_buffer(ta)).data() + view_offset(ta) + i * kind_of(ta)->size;
}
Value get_at(const Value& ta, std::size_t i) { return read_elem(kind_of(ta)->elem, elem_ptr(ta, i)); }
void set_at(Vm& in, const Value& ta, std::size_t i, const Value& v) {
  write_elem(kind_of(ta)->elem, elem_ptr(ta, i), to_number(in, v));
}
std::vector<Value> elements(const Value& ta) {
  std::vector<Value> out;
  std::size_t n = view_length(ta);
  out.reserve(n);
  for (std::size_t i = 0; i < n; ++i) out.push_back(get_at(ta, i));
  return out;
}

/// A new typed array of kind k with n zeroed elements.
Value new_typed(Vm& in, int k, double n) {
  const Kind& kind = kKinds[static_cast<std::size_t>(k)];
  if (!(n >= 0 && n * static_cast<double>(kind.size) <= kMaxBytes && n == std::trunc(n))) {
    in.raise("ValueError", "Invalid typed array length: " + to_string(in, number_value(n)));  // RangeError
    return Value::none();
  }
  Value buf = new_buffer(in, n * static_cast<double>(kind.size));
  if (in.raising()) return Value::none();
  return new_view(in, static_cast<std::uint8_t>(k + 1), kind.name, buf, 0, static_cast<std::size_t>(n));
}
Value typed_from_values(Vm& in, int k, const std::vector<Value>& items) {
  Value ta = new_typed(in, k, static_cast<double>(items.size()));
  if (in.raising()) return Value::none();
  for (std::size_t i = 0; i < items.size() && !in.raising(); ++i) set_at(in, ta, i, items[i]);
  return ta;
}
/// A new array of self's kind (a Buffer for a Buffer) holding items.
Value same_kind(Vm& in, const Value& self, const std::vector<Value>& items) {
  Value ta = typed_from_values(in, flag_of(self) == kNodeBufferFlag ? 1 : flag_of(self) - 1, items);
  if (flag_of(self) == kNodeBufferFlag && ta.is(Tag::Instance)) {
    ta.obj()->rt_flags = kNodeBufferFlag;
    ta.as<InstanceObj>()->cls = klass(in, "Buffer");
  }
  return ta;
}
/// Start/end arguments as slice() reads them (negative from the end, clamped).
std::size_t rel(Vm& in, const Value& v, std::size_t len, std::size_t dflt) {
  if (v.is_none()) return dflt;
  double d = std::trunc(to_number(in, v));
  if (std::isnan(d)) d = 0;
  if (d < 0) d = std::max(0.0, static_cast<double>(len) + d);
  return static_cast<std::size_t>(std::min(d, static_cast<double>(len)));
}

/// The values a typed array is built or set from: another typed array's
/// elements, an array-like's ({ length: n }) indices, or an iterable's items.
std::vector<Value> source_items(Vm& in, const Value& x) {
  std::vector<Value> items;
  if (typed_items(in, x, items)) return items;
  if (x.is(Tag::Dict) && member_of(in, x, "__sym_iterator").is_undef()) {
    Value n = member_of(in, x, "length");
    double len = n.is_undef() ? 0 : to_number(in, n);
    if (!(len > 0)) return items;
    if (len > kMaxBytes) {
      in.raise("ValueError", "Invalid typed array length: " + to_string(in, n));
      return items;
    }
    if (!in.charge_copy(static_cast<std::size_t>(len))) return items;
    for (std::size_t i = 0; i < static_cast<std::size_t>(len); ++i) {
      Value e = member_of(in, x, std::to_string(i));
      items.push_back(e.is_undef() ? Value::none() : e);
    }
    return items;
  }
  return items_of(in, x);
}

// --- constructors --------------------------------------------------------------------------
Value typed_ctor(Vm& in, const Value& self, Args& a) {
  const int k = static_cast<int>(self.i());
  const Kind& kind = kKinds[static_cast<std::size_t>(k)];
  const Value& x = arg(a, 0);
  if (x.is_none() || x.is_int() || x.is(Tag::Float) || x.is(Tag::Bool)) return new_typed(in, k, x.is_none() ? 0 : to_number(in, x));
  if (flag_of(x) == kBufferFlag) {  // a view over the buffer's bytes
    const std::size_t total = bytes_of(x).size();
    double off = a.size() > 1 && !a[1].is_none() ? std::trunc(to_number(in, a[1])) : 0;
    if (!(off >= 0) || std::fmod(off, static_cast<double>(kind.size)) != 0) {
      in.raise("ValueError", std::string("start offset of ") + kind.name + " should be a multiple of " + std::to_string(kind.size));
      return Value::none();
    }
    double len;
    if (a.size() > 2 && !a[2].is_none()) {
      len = std::trunc(to_number(in, a[2]));
      if (!(len >= 0) || off + len * static_cast<double>(kind.size) > static_cast<double>(total)) {
        in.raise("ValueError", "Invalid typed array length: " + to_string(in, a[2]));
        return Value::none();
      }
    } else {
      if (std::fmod(static_cast<double>(total), static_cast<double>(kind.size)) != 0) {
        in.raise("ValueError", std::string("byte length of ") + kind.name + " should be a multiple of " + std::to_string(kind.size));
        return Value::none();
      }
      if (off > static_cast<double>(total)) {
        in.raise("ValueError", "Start offset " + to_string(in, a[1]) + " is outside the bounds of the buffer");
        return Value::none();
      }
      len = (static_cast<double>(total) - off) / static_cast<double>(kind.size);
    }
    return new_view(in, static_cast<std::uint8_t>(k + 1), kind.name, x, static_cast<std::size_t>(off), static_cast<std::size_t>(len));
  }
  std::vector<Value> items = source_items(in, x);
  if (in.raising()) return Value::none();
  return typed_from_values(in, k, items);
}
Value typed_from(Vm& in, const Value& self, Args& a) {
  std::vector<Value> items = source_items(in, arg(a, 0));
  if (in.raising()) return Value::none();
  if (a.size() > 1 && !a[1].is_none()) {
    for (std::size_t i = 0; i < items.size() && !in.raising(); ++i) {
      std::array<Value, 2> ca{items[i], Value::integer(static_cast<std::int64_t>(i))};
      items[i] = call_function(in, a[1], ca);
    }
    if (in.raising()) return Value::none();
  }
  return typed_from_values(in, static_cast<int>(self.i()), items);
}
Value typed_of(Vm& in, const Value& self, Args& a) { return typed_from_values(in, static_cast<int>(self.i()), a); }
Value buffer_ctor(Vm& in, const Value&, Args& a) { return new_buffer(in, a.empty() ? 0 : to_number(in, a[0])); }
Value buffer_isView(Vm&, const Value&, Args& a) {
  return Value::boolean(kind_of(arg(a, 0)) != nullptr || flag_of(arg(a, 0)) == kViewFlag);
}
Value view_ctor(Vm& in, const Value&, Args& a) {
  const Value& b = arg(a, 0);
  if (flag_of(b) != kBufferFlag) {
    in.raise("TypeError", "First argument to DataView constructor must be an ArrayBuffer");
    return Value::none();
  }
  const double total = static_cast<double>(bytes_of(b).size());
  double off = a.size() > 1 && !a[1].is_none() ? std::trunc(to_number(in, a[1])) : 0;
  if (!(off >= 0 && off <= total)) {
    in.raise("ValueError", "Start offset " + to_string(in, a[1]) + " is outside the bounds of the buffer");
    return Value::none();
  }
  double len = a.size() > 2 && !a[2].is_none() ? std::trunc(to_number(in, a[2])) : total - off;
  if (!(len >= 0 && off + len <= total)) {
    in.raise("ValueError", "Invalid DataView length " + to_string(in, a[2]));
    return Value::none();
  }
  return new_view(in, kViewFlag, "DataView", b, static_cast<std::size_t>(off), static_cast<std::size_t>(len));
}
Value encoder_ctor(Vm& in, const Value&, Args&) { return instance(in, "TextEncoder", kEncoderFlag); }
Value decoder_ctor(Vm& in, const Value&, Args&) { return instance(in, "TextDecoder", kDecoderFlag); }

// --- typed array methods (self: the array) ---------------------------------------------------
Value ta_subarray(Vm& in, const Value& self, Args& a) {
  const std::size_t len = view_length(self);
  std::size_t b = rel(in, arg(a, 0), len, 0), e = rel(in, arg(a, 1), len, len);
  if (e < b) e = b;
  const Kind& k = *kind_of(self);
  return new_view(in, flag_of(self), k.name, view_buffer(self), view_offset(self) + b * k.size, e - b);
}
Value ta_slice(Vm& in, const Value& self, Args& a) {
  const std::size_t len = view_length(self);
  std::size_t b = rel(in, arg(a, 0), len, 0), e = rel(in, arg(a, 1), len, len);
  std::vector<Value> items;
  for (std::size_t i = b; i < e; ++i) items.push_back(get_at(self, i));
  return same_kind(in, self, items);
}
Value ta_fill(Vm& in, const Value& self, Args& a) {
  const std::size_t len = view_length(self);
  std::size_t b = rel(in, arg(a, 1), len, 0), e = rel(in, arg(a, 2), len, len);
  if (!in.charge_copy(e > b ? e - b : 0)) return Value::none();
  for (std::size_t i = b; i < e; ++i) set_at(in, self, i, arg(a, 0));
  return self;
}
Value ta_set(Vm& in, const Value& self, Args& a) {
  std::vector<Value> items = source_items(in, arg(a, 0));
  if (in.raising()) return Value::none();
  double off = a.size() > 1 ? std::trunc(to_number(in, a[1])) : 0;
  if (std::isnan(off)) off = 0;
  if (off < 0 || off + static_cast<double>(items.size()) > static_cast<double>(view_length(self))) {
    in.raise("ValueError", "offset is out of bounds");  // RangeError
    return Value::none();
  }
  for (std::size_t i = 0; i < items.size(); ++i) set_at(in, self, static_cast<std::size_t>(off) + i, items[i]);
  return Value::none();
}
Value ta_reverse(Vm&, const Value& self, Args&) {
  std::vector<Value> items = elements(self);
  const std::size_t n = items.size(), size = kind_of(self)->size;
  for (std::size_t i = 0; i < n / 2; ++i) {  // swap the raw bytes: no conversion
    std::uint8_t* p = elem_ptr(self, i);
    std::uint8_t* q = elem_ptr(self, n - 1 - i);
    for (std::size_t j = 0; j < size; ++j) std::swap(p[j], q[j]);
  }
  return self;
}
Value ta_sort(Vm& in, const Value& self, Args& a) {
  std::vector<Value> items = elements(self);
  if (!in.charge_sort(items.size())) return Value::none();
  if (a.empty() || a[0].is_none()) {  // numeric order (NaN last), not the string order of arrays
    std::stable_sort(items.begin(), items.end(), [&](const Value& x, const Value& y) {
      double p = to_number(in, x), q = to_number(in, y);
      if (std::isnan(q)) return !std::isnan(p);
      return p < q || (p == 0 && q == 0 && std::signbit(p) && !std::signbit(q));
    });
  } else {
    Value list = make_list(items);
    Value m = member_of(in, list, "sort");
    std::array<Value, 1> ca{a[0]};
    in.call_sync(m, ca);
    if (in.raising()) return Value::none();
    items = list.as<ListObj>()->items;
  }
  for (std::size_t i = 0; i < items.size(); ++i) set_at(in, self, i, items[i]);
  return self;
}
/// map/filter/toSorted/toReversed/with: the array method's result as a new
/// typed array of the same kind.
template <int K>
Value ta_remap(Vm& in, const Value& self, Args& a) {
  static constexpr const char* kNames[] = {"map", "filter", "toReversed", "with"};
  Value list = make_list(elements(self));
  Value m = member_of(in, list, kNames[K]);
  Value r = in.call_sync(m, a);
  if (in.raising() || !r.is(Tag::List)) return Value::none();
  return same_kind(in, self, r.as<ListObj>()->items);
}
Value ta_toSorted(Vm& in, const Value& self, Args& a) {
  Value copy = same_kind(in, self, elements(self));
  if (in.raising()) return Value::none();
  return ta_sort(in, copy, a);
}
/// Read-only methods: Array's, on a snapshot of the elements.
constexpr const char* kDelegated[] = {"forEach", "reduce", "reduceRight", "join", "indexOf", "lastIndexOf", "includes",
                                      "every", "some", "find", "findIndex", "findLast", "findLastIndex", "at",
                                      "keys", "values", "entries", "toString", "toLocaleString"};
template <std::size_t K>
Value ta_delegate(Vm& in, const Value& self, Args& a) {
  Value m = member_of(in, make_list(elements(self)), kDelegated[K]);
  if (m.is_undef()) return Value::none();
  return in.call_sync(m, a);
}
template <std::size_t... I>
NativeFn delegate_fn(std::size_t k, std::index_sequence<I...>) {
  static constexpr NativeFn fns[] = {&ta_delegate<I>...};
  return fns[k];
}

// --- DataView (self: the view) ------------------------------------------------------------
/// The bytes of view[off .. off+n), or null after raising node's RangeError.
std::uint8_t* view_bytes(Vm& in, const Value& self, const Value& off_v, std::size_t n) {
  double off = std::trunc(to_number(in, off_v));
  if (std::isnan(off)) off = 0;
  if (off < 0 || off + static_cast<double>(n) > static_cast<double>(view_length(self))) {
    in.raise("ValueError", "Offset is outside the bounds of the DataView");  // RangeError
    return nullptr;
  }
  return bytes_of(view_buffer(self)).data() + view_offset(self) + static_cast<std::size_t>(off);
}
constexpr Elem kViewElems[] = {Elem::I8, Elem::U8, Elem::I16, Elem::U16, Elem::I32, Elem::U32, Elem::F32, Elem::F64};
constexpr const char* kViewNames[] = {"Int8", "Uint8", "Int16", "Uint16", "Int32", "Uint32", "Float32", "Float64"};
constexpr std::size_t kViewSizes[] = {1, 1, 2, 2, 4, 4, 4, 8};
template <std::size_t K>
Value dv_get(Vm& in, const Value& self, Args& a) {
  std::uint8_t* p = view_bytes(in, self, arg(a, 0), kViewSizes[K]);
  if (!p) return Value::none();
  std::uint8_t tmp[8];
  std::memcpy(tmp, p, kViewSizes[K]);
  if (!(a.size() > 1 && truthy_value(a[1]))) std::reverse(tmp, tmp + kViewSizes[K]);  // big-endian by default
  return read_elem(kViewElems[K], tmp);
}
template <std::size_t K>
Value dv_set(Vm& in, const Value& self, Args& a) {
  std::uint8_t* p = view_bytes(in, self, arg(a, 0), kViewSizes[K]);
  if (!p) return Value::none();
  std::uint8_t tmp[8];
  write_elem(kViewElems[K], tmp, to_number(in, arg(a, 1)));
  if (!(a.size() > 2 && truthy_value(a[2]))) std::reverse(tmp, tmp + kViewSizes[K]);
  std::memcpy(p, tmp, kViewSizes[K]);
  return Value::none();
}
/// getBigInt64 / getBigUint64 (big-endian by default).
template <bool Signed>
Value dv_get_big(Vm& in, const Value& self, Args& a) {
  std::uint8_t* p = view_bytes(in, self, arg(a, 0), 8);
  if (!p) return Value::none();
  const bool little = a.size() > 1 && truthy_value(a[1]);
  std::uint64_t v = 0;
  for (std::size_t i = 0; i < 8; ++i) v = (v << 8) | p[little ? 7 - i : i];
  return make_bigint(in, Signed ? BigInt(static_cast<std::int64_t>(v)) : BigInt(v));
}
/// setBigInt64 / setBigUint64: the value modulo 2^64.
template <bool Signed>
Value dv_set_big(Vm& in, const Value& self, Args& a) {
  std::uint8_t* p = view_bytes(in, self, arg(a, 0), 8);
  if (!p) return Value::none();
  if (!is_bigint(arg(a, 1))) {
    in.raise("TypeError", "Cannot convert " + to_string(in, arg(a, 1)) + " to a BigInt");
    return Value::none();
  }
  BigInt b = bigint_of(arg(a, 1)) % (BigInt(1) << 64);
  if (b < 0) b += BigInt(1) << 64;
  const auto v = static_cast<std::uint64_t>(b);
  const bool little = a.size() > 2 && truthy_value(a[2]);
  for (std::size_t i = 0; i < 8; ++i) p[little ? i : 7 - i] = static_cast<std::uint8_t>(v >> (8 * i));
  return Value::none();
}
template <std::size_t... I>
NativeFn view_fn(std::size_t k, bool get, std::index_sequence<I...>) {
  static constexpr NativeFn gets[] = {&dv_get<I>...};
  static constexpr NativeFn sets[] = {&dv_set<I>...};
  return get ? gets[k] : sets[k];
}

Value buffer_slice(Vm& in, const Value& self, Args& a) {
  auto& src = bytes_of(self);
  std::size_t b = rel(in, arg(a, 0), src.size(), 0), e = rel(in, arg(a, 1), src.size(), src.size());
  Value out = new_buffer(in, static_cast<double>(e > b ? e - b : 0));
  if (in.raising()) return Value::none();
  if (e > b) std::copy(src.begin() + static_cast<std::ptrdiff_t>(b), src.begin() + static_cast<std::ptrdiff_t>(e), bytes_of(out).begin());
  return out;
}

Value encoder_encode(Vm& in, const Value&, Args& a) {
  std::string s = a.empty() || a[0].is_none() ? std::string() : to_string(in, a[0]);
  s = utf8::to_valid(s);
  Value ta = new_typed(in, 1, static_cast<double>(s.size()));
  if (in.raising()) return Value::none();
  if (!s.empty()) std::memcpy(bytes_of(view_buffer(ta)).data(), s.data(), s.size());  // an empty buffer's data() may be null
  return ta;
}
Value decoder_decode(Vm& in, const Value&, Args& a) {
  const Value& x = arg(a, 0);
  std::string s;
  if (flag_of(x) == kBufferFlag) {
    auto& b = bytes_of(x);
    s.assign(b.begin(), b.end());
  } else if (kind_of(x) || flag_of(x) == kViewFlag) {
    const std::size_t n = kind_of(x) ? view_length(x) * kind_of(x)->size : view_length(x);
    const std::uint8_t* p = bytes_of(view_buffer(x)).data() + view_offset(x);
    s.assign(p, p + n);
  } else if (!x.is_none()) {
    in.raise("TypeError", "The \"input\" argument must be an instance of ArrayBuffer or ArrayBufferView");
    return Value::none();
  }
  if (!in.charge_bytes(s.size())) return Value::none();
  if (s.size() >= 3 && s.compare(0, 3, "\xEF\xBB\xBF") == 0) s.erase(0, 3);  // the BOM is dropped
  return make_str(utf8::to_valid(s));
}

// --- node's Buffer -------------------------------------------------------------------------
// A Buffer is a Uint8Array view (kNodeBufferFlag, class Buffer): indexing,
// length, iteration and the typed-array methods are Uint8Array's; these are
// node's own statics and methods, with its encodings.
enum class Enc { Utf8, Hex, Base64, Base64Url, Latin1, Ascii, Utf16le, Bad };
Enc encoding_of(Vm& in, const Value& v) {
  if (v.is_none()) return Enc::Utf8;
  std::string e = to_string(in, v);
  for (auto& c : e) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (e == "utf8" || e == "utf-8") return Enc::Utf8;
  if (e == "hex") return Enc::Hex;
  if (e == "base64") return Enc::Base64;
  if (e == "base64url") return Enc::Base64Url;
  if (e == "latin1" || e == "binary") return Enc::Latin1;
  if (e == "ascii") return Enc::Ascii;
  if (e == "utf16le" || e == "utf-16le" || e == "ucs2" || e == "ucs-2") return Enc::Utf16le;
  return Enc::Bad;
}
bool bad_encoding(Vm& in, Enc e, const Value& v) {
  if (e != Enc::Bad) return false;
  in.raise("TypeError", "Unknown encoding: " + to_string(in, v));
  return true;
}
/// The code points of UTF-8 text (what latin1/utf16le encode).
std::vector<std::uint32_t> code_points(const std::string& s) {
  std::vector<std::uint32_t> out;
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    std::size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    std::uint32_t cp = n == 1 ? c : n == 2 ? c & 0x1F : n == 3 ? c & 0x0F : c & 0x07;
    for (std::size_t k = 1; k < n && i + k < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(cp);
    i += n;
  }
  return out;
}
int b64_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+' || c == '-') return 62;
  if (c == '/' || c == '_') return 63;
  return -1;
}
/// Text in an encoding as bytes (node's Buffer.from(string, encoding)).
std::string encode_text(const std::string& s, Enc e) {
  std::string out;
  switch (e) {
    case Enc::Hex:  // pairs of hex digits, up to the first that is not
      for (std::size_t i = 0; i + 1 < s.size(); i += 2) {
        auto h = [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) ? (std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : (std::tolower(c) - 'a' + 10)) : -1; };
        int a = h(s[i]), b = h(s[i + 1]);
        if (a < 0 || b < 0) break;
        out += static_cast<char>(a * 16 + b);
      }
      return out;
    case Enc::Base64: case Enc::Base64Url: {  // either alphabet; padding and other characters skipped
      std::uint32_t acc = 0;
      int bits = 0;
      for (char c : s) {
        if (c == '=') break;
        int v = b64_value(c);
        if (v < 0) continue;
        acc = (acc << 6) | static_cast<std::uint32_t>(v);
        bits += 6;
        if (bits >= 8) {
          bits -= 8;
          out += static_cast<char>((acc >> bits) & 0xFF);
        }
      }
      return out;
    }
    case Enc::Latin1: case Enc::Ascii:
      for (std::uint32_t cp : code_points(s)) out += static_cast<char>(cp & 0xFF);
      return out;
    case Enc::Utf16le:
      for (std::uint32_t cp : code_points(s)) {
        auto unit = [&](std::uint32_t u) { out += static_cast<char>(u & 0xFF); out += static_cast<char>((u >> 8) & 0xFF); };
        if (cp >= 0x10000) {
          unit(0xD800 + ((cp - 0x10000) >> 10));
          unit(0xDC00 + ((cp - 0x10000) & 0x3FF));
        } else unit(cp);
      }
      return out;
    default: return s;
  }
}
/// Bytes as text in an encoding (buf.toString(encoding)).
std::string decode_bytes(const std::uint8_t* p, std::size_t n, Enc e) {
  std::string out;
  switch (e) {
    case Enc::Hex: {
      static const char* d = "0123456789abcdef";
      for (std::size_t i = 0; i < n; ++i) { out += d[p[i] >> 4]; out += d[p[i] & 15]; }
      return out;
    }
    case Enc::Base64: case Enc::Base64Url: {
      const char* abc = e == Enc::Base64 ? "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
                                         : "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
      for (std::size_t i = 0; i < n; i += 3) {
        std::uint32_t v = static_cast<std::uint32_t>(p[i]) << 16;
        if (i + 1 < n) v |= static_cast<std::uint32_t>(p[i + 1]) << 8;
        if (i + 2 < n) v |= p[i + 2];
        out += abc[(v >> 18) & 63];
        out += abc[(v >> 12) & 63];
        if (i + 1 < n) out += abc[(v >> 6) & 63];
        else if (e == Enc::Base64) out += '=';
        if (i + 2 < n) out += abc[v & 63];
        else if (e == Enc::Base64) out += '=';
      }
      return out;
    }
    case Enc::Latin1: case Enc::Ascii:
      for (std::size_t i = 0; i < n; ++i) utf8::append(out, e == Enc::Ascii ? p[i] & 0x7F : p[i]);
      return out;
    case Enc::Utf16le:
      for (std::size_t i = 0; i + 1 < n; i += 2) {
        std::uint32_t u = p[i] | (static_cast<std::uint32_t>(p[i + 1]) << 8);
        if (u >= 0xD800 && u < 0xDC00 && i + 3 < n) {
          std::uint32_t lo = p[i + 2] | (static_cast<std::uint32_t>(p[i + 3]) << 8);
          if (lo >= 0xDC00 && lo < 0xE000) {
            u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
            i += 2;
          }
        }
        utf8::append(out, u);
      }
      return out;
    default: return utf8::to_valid(std::string(reinterpret_cast<const char*>(p), n));
  }
}
Value node_buffer(Vm& in, const std::string& bytes) {
  Value buf = new_buffer(in, static_cast<double>(bytes.size()));
  if (in.raising()) return Value::none();
  if (!bytes.empty()) std::memcpy(bytes_of(buf).data(), bytes.data(), bytes.size());  // (an empty one has no storage)
  return new_view(in, kNodeBufferFlag, "Buffer", buf, 0, bytes.size());
}
const std::uint8_t* view_data(const Value& v) { return bytes_of(view_buffer(v)).data() + view_offset(v); }
std::size_t view_bytes_len(const Value& v) { return view_length(v) * kind_of(v)->size; }
std::string bytes_text(const Value& v) {
  return std::string(reinterpret_cast<const char*>(view_data(v)), view_bytes_len(v));
}
/// Buffer.from(string[, encoding] | array | buffer | typed array | ArrayBuffer[, offset, length]).
Value nodebuf_from(Vm& in, const Value&, Args& a) {
  const Value& x = arg(a, 0);
  if (x.is(Tag::Str)) {
    Enc e = encoding_of(in, arg(a, 1));
    if (bad_encoding(in, e, arg(a, 1))) return Value::none();
    return node_buffer(in, encode_text(x.as<StrObj>()->s, e));
  }
  if (flag_of(x) == kBufferFlag) {  // shares the ArrayBuffer's memory
    const std::size_t total = bytes_of(x).size();
    std::size_t off = rel(in, arg(a, 1), total, 0);
    std::size_t len = a.size() > 2 && !a[2].is_none() ? std::min(total - off, static_cast<std::size_t>(std::max(0.0, to_number(in, a[2])))) : total - off;
    return new_view(in, kNodeBufferFlag, "Buffer", x, off, len);
  }
  if (kind_of(x)) return node_buffer(in, [&] {  // a copy of the elements, each & 255
    std::string s;
    for (auto& v : elements(x)) s += static_cast<char>(static_cast<std::uint8_t>(wrap_bits(to_number(in, v))));
    return s;
  }());
  if (x.is_none() || x.is_int() || x.is(Tag::Float)) {
    in.raise("TypeError", "The first argument must be of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object.");
    return Value::none();
  }
  std::vector<Value> items = source_items(in, x);
  if (in.raising()) return Value::none();
  std::string s;
  for (auto& v : items) s += static_cast<char>(static_cast<std::uint8_t>(wrap_bits(to_number(in, v))));
  return node_buffer(in, s);
}
/// Buffer.alloc(size[, fill[, encoding]]).
Value nodebuf_alloc(Vm& in, const Value&, Args& a) {
  const double n = to_number(in, arg(a, 0));
  if (!(n >= 0 && n <= kMaxBytes && n == std::trunc(n))) {
    in.raise("ValueError", "The argument 'size' is invalid. Received " + to_string(in, arg(a, 0)));  // RangeError
    return Value::none();
  }
  std::string s(static_cast<std::size_t>(n), '\0');
  const Value& fill = arg(a, 1);
  std::string pat;
  if (fill.is(Tag::Str)) {
    Enc e = encoding_of(in, arg(a, 2));
    if (bad_encoding(in, e, arg(a, 2))) return Value::none();
    pat = encode_text(fill.as<StrObj>()->s, e);
  } else if (kind_of(fill)) {
    pat = bytes_text(fill);
  } else if (!fill.is_none()) {
    pat = std::string(1, static_cast<char>(static_cast<std::uint8_t>(wrap_bits(to_number(in, fill)))));
  }
  if (!pat.empty())
    for (std::size_t i = 0; i < s.size(); ++i) s[i] = pat[i % pat.size()];
  return node_buffer(in, s);
}
/// Buffer.concat(list[, totalLength]).
Value nodebuf_concat(Vm& in, const Value&, Args& a) {
  std::string s;
  for (auto& b : items_of(in, arg(a, 0))) {
    if (!kind_of(b)) {
      in.raise("TypeError", "The \"list[0]\" argument must be an instance of Buffer or Uint8Array.");
      return Value::none();
    }
    s += bytes_text(b);
  }
  if (a.size() > 1 && !a[1].is_none()) s.resize(static_cast<std::size_t>(std::max(0.0, to_number(in, a[1]))), '\0');
  return node_buffer(in, s);
}
Value nodebuf_isBuffer(Vm&, const Value&, Args& a) { return Value::boolean(flag_of(arg(a, 0)) == kNodeBufferFlag); }
Value nodebuf_isEncoding(Vm& in, const Value&, Args& a) {
  return Value::boolean(arg(a, 0).is(Tag::Str) && encoding_of(in, arg(a, 0)) != Enc::Bad);
}
Value nodebuf_byteLength(Vm& in, const Value&, Args& a) {
  const Value& x = arg(a, 0);
  if (kind_of(x)) return Value::integer(static_cast<std::int64_t>(view_bytes_len(x)));
  if (flag_of(x) == kBufferFlag) return Value::integer(static_cast<std::int64_t>(bytes_of(x).size()));
  Enc e = encoding_of(in, arg(a, 1));
  if (bad_encoding(in, e, arg(a, 1))) return Value::none();
  return Value::integer(static_cast<std::int64_t>(encode_text(to_string(in, x), e).size()));
}
int compare_bytes(const Value& x, const Value& y) {
  const std::string a = bytes_text(x), b = bytes_text(y);
  return a < b ? -1 : a > b ? 1 : 0;
}
Value nodebuf_compare_static(Vm& in, const Value&, Args& a) {
  if (!kind_of(arg(a, 0)) || !kind_of(arg(a, 1))) {
    in.raise("TypeError", "The \"buf1\" argument must be an instance of Buffer or Uint8Array.");
    return Value::none();
  }
  return Value::integer(compare_bytes(arg(a, 0), arg(a, 1)));
}
// methods (self: the buffer)
Value nb_toString(Vm& in, const Value& self, Args& a) {
  Enc e = encoding_of(in, arg(a, 0));
  if (bad_encoding(in, e, arg(a, 0))) return Value::none();
  const std::size_t len = view_length(self);
  std::size_t b = rel(in, arg(a, 1), len, 0), end = rel(in, arg(a, 2), len, len);
  if (end < b) end = b;
  return make_str(decode_bytes(view_data(self) + b, end - b, e));
}
Value nb_equals(Vm& in, const Value& self, Args& a) {
  if (!kind_of(arg(a, 0))) {
    in.raise("TypeError", "The \"otherBuffer\" argument must be an instance of Buffer or Uint8Array.");
    return Value::none();
  }
  return Value::boolean(compare_bytes(self, arg(a, 0)) == 0);
}
Value nb_compare(Vm& in, const Value& self, Args& a) {
  Args b{self, arg(a, 0)};
  return nodebuf_compare_static(in, self, b);
}
Value nb_toJSON(Vm& in, const Value& self, Args&) {
  (void)in;
  Value d = Value::object(new DictObj());
  d.as<DictObj>()->set(make_str("type"), make_str("Buffer"));
  d.as<DictObj>()->set(make_str("data"), make_list(elements(self)));
  return d;
}
/// indexOf/includes/lastIndexOf of a byte, a string (in an encoding) or a buffer.
template <int K>
Value nb_search(Vm& in, const Value& self, Args& a) {
  const std::string hay = bytes_text(self);
  const Value& x = arg(a, 0);
  std::string needle;
  if (x.is(Tag::Str)) needle = encode_text(x.as<StrObj>()->s, encoding_of(in, arg(a, 2)));
  else if (kind_of(x)) needle = bytes_text(x);
  else needle = std::string(1, static_cast<char>(static_cast<std::uint8_t>(wrap_bits(to_number(in, x)))));
  std::size_t from = K == 2 ? rel(in, arg(a, 1), hay.size(), hay.size()) : rel(in, arg(a, 1), hay.size(), 0);
  std::size_t at = K == 2 ? hay.rfind(needle, from) : hay.find(needle, from);
  if (K == 1) return Value::boolean(at != std::string::npos);
  return Value::integer(at == std::string::npos ? -1 : static_cast<std::int64_t>(at));
}
/// buf.write(string[, offset[, length]][, encoding]): bytes written.
Value nb_write(Vm& in, const Value& self, Args& a) {
  std::size_t k = 1;
  std::size_t off = 0, len = view_length(self);
  if (k < a.size() && !a[k].is(Tag::Str)) off = std::min(len, static_cast<std::size_t>(std::max(0.0, to_number(in, a[k++]))));
  std::size_t max = len - off;
  if (k < a.size() && !a[k].is(Tag::Str)) max = std::min(max, static_cast<std::size_t>(std::max(0.0, to_number(in, a[k++]))));
  Enc e = encoding_of(in, arg(a, k));
  if (bad_encoding(in, e, arg(a, k))) return Value::none();
  std::string bytes = encode_text(to_string(in, arg(a, 0)), e);
  const std::size_t n = std::min(max, bytes.size());
  std::memcpy(bytes_of(view_buffer(self)).data() + view_offset(self) + off, bytes.data(), n);
  return Value::integer(static_cast<std::int64_t>(n));
}
/// The read/write methods of a Buffer: readUInt8 ... readInt32BE (fixed
/// widths), readUIntLE/readIntBE (offset, byteLength 1-6), readFloatLE,
/// readDoubleBE, readBigInt64LE, readBigUInt64BE (also spelled Uint), and
/// the write forms taking the value first.
enum class Num : std::uint8_t { Int, VarInt, Float, Double, Big };
struct Access { Num num = Num::Int; std::size_t size = 0; bool is_signed = false, big = false; };
bool parse_access(std::string_view f, Access& x) {
  auto order = [&](std::string_view rest) {
    x.big = rest == "BE";
    return rest == "BE" || rest == "LE";
  };
  if (f.rfind("Float", 0) == 0) { x.num = Num::Float; x.size = 4; return order(f.substr(5)); }
  if (f.rfind("Double", 0) == 0) { x.num = Num::Double; x.size = 8; return order(f.substr(6)); }
  const bool big = f.rfind("Big", 0) == 0;
  if (big) f.remove_prefix(3);
  x.is_signed = f.rfind("Int", 0) == 0;
  if (!x.is_signed && f.rfind("UInt", 0) != 0 && f.rfind("Uint", 0) != 0) return false;
  f.remove_prefix(x.is_signed ? 3 : 4);
  if (big) { x.num = Num::Big; x.size = 8; return f.rfind("64", 0) == 0 && order(f.substr(2)); }
  if (f == "8") { x.size = 1; return true; }
  if (f.rfind("16", 0) == 0) { x.size = 2; return order(f.substr(2)); }
  if (f.rfind("32", 0) == 0) { x.size = 4; return order(f.substr(2)); }
  x.num = Num::VarInt;
  return order(f);
}
/// node's ERR_OUT_OF_RANGE "Received ...": integers beyond 2^32 grouped by _.
std::string received_text(std::string digits, bool bigint) {
  const std::size_t lead = !digits.empty() && digits[0] == '-' ? 1 : 0;
  if (digits.size() - lead > 10 || (digits.size() - lead == 10 && digits.substr(lead) > "4294967296"))
    for (std::size_t i = digits.size(); i > lead + 3; i -= 3) digits.insert(i - 3, "_");
  return bigint ? digits + "n" : digits;
}
void out_of_range(Vm& in, const char* what, const std::string& range, const std::string& got) {
  in.raise("ValueError", std::string("The value of \"") + what + "\" is out of range. It must be " + range + ". Received " + got);  // RangeError
}
bool access_range(Vm& in, const Value& self, const Value& off_v, std::size_t size, std::size_t& off) {
  const double d = off_v.is_none() ? 0 : to_number(in, off_v);
  if (!(d >= 0 && d == std::trunc(d) && d + static_cast<double>(size) <= static_cast<double>(view_length(self)))) {
    out_of_range(in, "offset", ">= 0 and <= " + std::to_string(view_length(self) >= size ? view_length(self) - size : 0), to_string(in, off_v));
    return false;
  }
  off = static_cast<std::size_t>(d);
  return true;
}
/// The byteLength argument of readUIntLE & co. (1 to 6).
bool var_width(Vm& in, const Value& v, Access& x) {
  const double d = to_number(in, v);
  if (!(d >= 1 && d <= 6 && d == std::trunc(d))) {
    if (v.is_none()) in.raise("TypeError", "The \"byteLength\" argument must be of type number. Received undefined");
    else out_of_range(in, "byteLength", ">= 1 and <= 6", to_string(in, v));
    return false;
  }
  x.size = static_cast<std::size_t>(d);
  return true;
}
Value nb_read_num(Vm& in, const Value& self, Args& a, Access x) {
  if (x.num == Num::VarInt && !var_width(in, arg(a, 1), x)) return Value::none();
  std::size_t off;
  if (!access_range(in, self, arg(a, 0), x.size, off)) return Value::none();
  const std::uint8_t* p = view_data(self) + off;
  std::uint64_t v = 0;
  for (std::size_t i = 0; i < x.size; ++i) v = (v << 8) | p[x.big ? i : x.size - 1 - i];
  switch (x.num) {
    case Num::Float: { float f; auto u = static_cast<std::uint32_t>(v); std::memcpy(&f, &u, 4); return number_value(static_cast<double>(f)); }
    case Num::Double: { double d; std::memcpy(&d, &v, 8); return number_value(d); }
    case Num::Big: return make_bigint(in, x.is_signed ? BigInt(static_cast<std::int64_t>(v)) : BigInt(v));
    default: break;
  }
  if (x.is_signed && (v >> (x.size * 8 - 1)) & 1) return Value::integer(static_cast<std::int64_t>(v) - (std::int64_t{1} << (x.size * 8)));
  return Value::integer(static_cast<std::int64_t>(v));
}
/// The bits an integer write stores, or false after node's RangeError/TypeError.
bool int_bits_of(Vm& in, const Value& val, const Access& x, std::uint64_t& bits) {
  const int width = static_cast<int>(x.size * 8);
  if (x.num == Num::Big) {
    if (!is_bigint(val)) {
      in.raise("TypeError", "Cannot mix BigInt and other types, use explicit conversions");  // node mixes it into bigint arithmetic
      return false;
    }
    const BigInt b = bigint_of(val);
    const BigInt lo = x.is_signed ? -(BigInt(1) << 63) : BigInt(0), hi = x.is_signed ? (BigInt(1) << 63) : (BigInt(1) << 64);
    if (b < lo || b >= hi) {
      out_of_range(in, "value", x.is_signed ? ">= -(2n ** 63n) and < 2n ** 63n" : ">= 0n and < 2n ** 64n", received_text(b.str(), true));
      return false;
    }
    const BigInt u = b < 0 ? b + (BigInt(1) << 64) : b;
    bits = static_cast<std::uint64_t>(u);
    return true;
  }
  const double d = to_number(in, val);
  const double lo = x.is_signed ? -std::ldexp(1.0, width - 1) : 0;
  const double hi = x.is_signed ? std::ldexp(1.0, width - 1) - 1 : std::ldexp(1.0, width) - 1;
  if (!(d >= lo && d <= hi)) {
    std::string range;
    if (x.size > 4) range = x.is_signed ? ">= -(2 ** " + std::to_string(width - 1) + ") and < 2 ** " + std::to_string(width - 1)
                                        : ">= 0 and < 2 ** " + std::to_string(width);
    else range = ">= " + to_string(in, number_value(lo)) + " and <= " + to_string(in, number_value(hi));
    const std::string got = to_string(in, val);
    const bool integral = std::isfinite(d) && d == std::trunc(d) && std::fabs(d) > 4294967296.0;
    out_of_range(in, "value", range, integral ? received_text(got, false) : got);
    return false;
  }
  bits = static_cast<std::uint64_t>(static_cast<std::int64_t>(std::trunc(d)));
  return true;
}
Value nb_write_num(Vm& in, const Value& self, Args& a, Access x) {
  if (x.num == Num::VarInt && !var_width(in, arg(a, 2), x)) return Value::none();
  std::size_t off;
  if (!access_range(in, self, arg(a, 1), x.size, off)) return Value::none();
  std::uint64_t v = 0;
  if (x.num == Num::Float) {
    const float f = static_cast<float>(to_number(in, arg(a, 0)));
    std::uint32_t u;
    std::memcpy(&u, &f, 4);
    v = u;
  } else if (x.num == Num::Double) {
    const double d = to_number(in, arg(a, 0));
    std::memcpy(&v, &d, 8);
  } else if (!int_bits_of(in, arg(a, 0), x, v)) {
    return Value::none();
  }
  std::uint8_t* p = bytes_of(view_buffer(self)).data() + view_offset(self) + off;
  for (std::size_t i = 0; i < x.size; ++i) p[x.big ? x.size - 1 - i : i] = static_cast<std::uint8_t>(v >> (8 * i));
  return Value::integer(static_cast<std::int64_t>(off + x.size));
}
Value nb_access_call(Vm& in, const Value& self, Args& a) {  // self: [buffer, name]
  const auto& t = self.as<ListObj>()->items;
  const std::string& name = t[1].as<StrObj>()->s;
  const bool read = name.rfind("read", 0) == 0;
  Access x;
  parse_access(std::string_view(name).substr(read ? 4 : 5), x);
  return read ? nb_read_num(in, t[0], a, x) : nb_write_num(in, t[0], a, x);
}
Value nb_subarray(Vm& in, const Value& self, Args& a) {
  const std::size_t len = view_length(self);
  std::size_t b = rel(in, arg(a, 0), len, 0), e = rel(in, arg(a, 1), len, len);
  if (e < b) e = b;
  return new_view(in, kNodeBufferFlag, "Buffer", view_buffer(self), view_offset(self) + b, e - b);
}
/// A Buffer's own members (Undef: Uint8Array's).
Value node_buffer_member(Vm& in, const Value& obj, std::string_view f) {
  if (f == "toString") return make_native(nb_toString, "toString", obj);
  if (f == "equals") return make_native(nb_equals, "equals", obj);
  if (f == "compare") return make_native(nb_compare, "compare", obj);
  if (f == "toJSON") return make_native(nb_toJSON, "toJSON", obj);
  if (f == "indexOf") return make_native(nb_search<0>, "indexOf", obj);
  if (f == "includes") return make_native(nb_search<1>, "includes", obj);
  if (f == "lastIndexOf") return make_native(nb_search<2>, "lastIndexOf", obj);
  if (f == "write") return make_native(nb_write, "write", obj);
  if (f == "slice" || f == "subarray") return make_native(nb_subarray, f == "slice" ? "slice" : "subarray", obj);  // node: a view
  if (f == "constructor") return typed_global(in, "Buffer");
  if (f == "__sym_toStringTag") return make_str("Uint8Array");
  if (f.rfind("read", 0) == 0 || f.rfind("write", 0) == 0) {
    Access x;
    if (parse_access(f.substr(f[0] == 'r' ? 4 : 5), x))
      return make_native(nb_access_call, f[0] == 'r' ? "read" : "write", make_list({obj, make_str(std::string(f))}, Tag::Tuple));
  }
  return Value::undef();
}


std::string hex_bytes(const std::uint8_t* p, std::size_t n) {
  static const char* digits = "0123456789abcdef";
  std::string out = "<";
  for (std::size_t i = 0; i < n && i < 50; ++i) {
    if (i) out += ' ';
    out += digits[p[i] >> 4];
    out += digits[p[i] & 15];
  }
  if (n > 50) out += " ... " + std::to_string(n - 50) + " more byte" + (n - 50 > 1 ? "s" : "");
  return out + ">";
}

}  // namespace

Value typed_global(Vm& in, std::string_view name) {
  (void)in;
  if (name == "Buffer") return make_native(nodebuf_from, "Buffer");
  if (int k = kind_index(name); k >= 0) return make_native(typed_ctor, kKinds[static_cast<std::size_t>(k)].name, Value::integer(k));
  if (name == "ArrayBuffer") return make_native(buffer_ctor, "ArrayBuffer");
  if (name == "DataView") return make_native(view_ctor, "DataView");
  if (name == "TextEncoder") return make_native(encoder_ctor, "TextEncoder");
  if (name == "TextDecoder") return make_native(decoder_ctor, "TextDecoder");
  return Value::undef();
}

Value typed_static(std::string_view ctor, std::string_view f) {
  if (int k = kind_index(ctor); k >= 0) {
    if (f == "from") return make_native(typed_from, "from", Value::integer(k));
    if (f == "of") return make_native(typed_of, "of", Value::integer(k));
    if (f == "BYTES_PER_ELEMENT") return Value::integer(static_cast<std::int64_t>(kKinds[static_cast<std::size_t>(k)].size));
  }
  if (ctor == "ArrayBuffer" && f == "isView") return make_native(buffer_isView, "isView");
  if (ctor == "Buffer") {
    if (f == "from") return make_native(nodebuf_from, "from");
    if (f == "alloc" || f == "allocUnsafe") return make_native(nodebuf_alloc, "alloc");
    if (f == "concat") return make_native(nodebuf_concat, "concat");
    if (f == "isBuffer") return make_native(nodebuf_isBuffer, "isBuffer");
    if (f == "byteLength") return make_native(nodebuf_byteLength, "byteLength");
    if (f == "compare") return make_native(nodebuf_compare_static, "compare");
    if (f == "isEncoding") return make_native(nodebuf_isEncoding, "isEncoding");
  }
  return Value::undef();
}

bool is_binary(Vm&, const Value& v) { return kind_of(v) || (flag_of(v) >= kBufferFlag && flag_of(v) <= kDecoderFlag); }

bool binary_instanceof(Vm& in, const Value& v, std::string_view ctor) {
  if (!is_binary(in, v)) return false;
  if (flag_of(v) == kNodeBufferFlag && ctor == "Uint8Array") return true;  // Buffer extends Uint8Array
  return v.as<InstanceObj>()->klass()->name == ctor;
}

Value typed_member(Vm& in, const Value& obj, std::string_view f) {
  const std::uint8_t flag = flag_of(obj);
  if (flag == 0 || flag > kNodeBufferFlag) return Value::undef();
  if (flag == kNodeBufferFlag)
    if (Value m = node_buffer_member(in, obj, f); !m.is_undef()) return m;
  if (const Kind* k = kind_of(obj)) {
    if (f == "length") return Value::integer(static_cast<std::int64_t>(view_length(obj)));
    if (f == "byteLength") return Value::integer(static_cast<std::int64_t>(view_length(obj) * k->size));
    if (f == "byteOffset") return Value::integer(static_cast<std::int64_t>(view_offset(obj)));
    if (f == "buffer") return view_buffer(obj);
    if (f == "BYTES_PER_ELEMENT") return Value::integer(static_cast<std::int64_t>(k->size));
    if (f == "constructor") return typed_global(in, k->name);
    if (f == "subarray") return make_native(ta_subarray, "subarray", obj);
    if (f == "slice") return make_native(ta_slice, "slice", obj);
    if (f == "fill") return make_native(ta_fill, "fill", obj);
    if (f == "set") return make_native(ta_set, "set", obj);
    if (f == "reverse") return make_native(ta_reverse, "reverse", obj);
    if (f == "sort") return make_native(ta_sort, "sort", obj);
    if (f == "toSorted") return make_native(ta_toSorted, "toSorted", obj);
    if (f == "map") return make_native(ta_remap<0>, "map", obj);
    if (f == "filter") return make_native(ta_remap<1>, "filter", obj);
    if (f == "toReversed") return make_native(ta_remap<2>, "toReversed", obj);
    if (f == "with") return make_native(ta_remap<3>, "with", obj);
    constexpr std::size_t n = std::size(kDelegated);
    for (std::size_t i = 0; i < n; ++i)
      if (f == kDelegated[i]) return make_native(delegate_fn(i, std::make_index_sequence<n>{}), kDelegated[i], obj);
    if (f == "__sym_toStringTag") return make_str(k->name);
    return Value::none();
  }
  switch (flag) {
    case kBufferFlag:
      if (f == "byteLength") return Value::integer(static_cast<std::int64_t>(bytes_of(obj).size()));
      if (f == "slice") return make_native(buffer_slice, "slice", obj);
      if (f == "constructor") return typed_global(in, "ArrayBuffer");
      return Value::none();
    case kViewFlag: {
      if (f == "byteLength") return Value::integer(static_cast<std::int64_t>(view_length(obj)));
      if (f == "byteOffset") return Value::integer(static_cast<std::int64_t>(view_offset(obj)));
      if (f == "buffer") return view_buffer(obj);
      if (f == "constructor") return typed_global(in, "DataView");
      const bool get = f.rfind("get", 0) == 0, set = f.rfind("set", 0) == 0;
      if (get || set) {
        for (std::size_t i = 0; i < std::size(kViewNames); ++i)
          if (f.substr(3) == kViewNames[i]) return make_native(view_fn(i, get, std::make_index_sequence<std::size(kViewNames)>{}), get ? "get" : "set", obj);
        if (f.substr(3) == "BigInt64") return make_native(get ? &dv_get_big<true> : &dv_set_big<true>, get ? "get" : "set", obj);
        if (f.substr(3) == "BigUint64") return make_native(get ? &dv_get_big<false> : &dv_set_big<false>, get ? "get" : "set", obj);
      }
      return Value::none();
    }
    case kEncoderFlag:
      if (f == "encode") return make_native(encoder_encode, "encode", obj);
      if (f == "encoding") return make_str("utf-8");
      return Value::none();
    case kDecoderFlag:
      if (f == "decode") return make_native(decoder_decode, "decode", obj);
      if (f == "encoding") return make_str("utf-8");
      return Value::none();
    default: return Value::undef();
  }
}

/// The element index idx names, or -1 when it is no canonical index.
static double index_of(Vm& in, const Value& idx) {
  if (idx.is_int()) return static_cast<double>(idx.i());
  if (idx.is(Tag::Float)) return idx.d();
  if (idx.is(Tag::Str)) {
    double d = to_number(in, idx);
    return to_string(in, number_value(d)) == idx.as<StrObj>()->s ? d : NAN;
  }
  return NAN;
}

Value typed_load(Vm& in, const Value& obj, const Value& idx) {
  if (!kind_of(obj)) return Value::undef();
  double d = index_of(in, idx);
  if (std::isnan(d)) {
    if (idx.is(Tag::Str)) return typed_member(in, obj, idx.as<StrObj>()->s);
    return Value::none();
  }
  if (d < 0 || d != std::trunc(d) || d >= static_cast<double>(view_length(obj))) return Value::none();
  return get_at(obj, static_cast<std::size_t>(d));
}

bool typed_store(Vm& in, const Value& obj, const Value& idx, const Value& v) {
  if (!kind_of(obj)) return false;
  double d = index_of(in, idx);
  if (std::isnan(d) || d < 0 || d != std::trunc(d) || d >= static_cast<double>(view_length(obj))) return true;  // dropped
  set_at(in, obj, static_cast<std::size_t>(d), v);
  return true;
}

bool typed_items(Vm& in, const Value& v, std::vector<Value>& out) {
  if (!kind_of(v)) return false;
  out = elements(v);
  in.charge_copy(out.size());
  return true;
}

bool typed_inspect(Vm& in, const Value& v, std::string& open, std::vector<Value>& elements_out, std::vector<std::string>& props,
                   Value& nested_buffer) {
  (void)in;
  const std::uint8_t flag = flag_of(v);
  if (flag == 0) return false;
  if (flag == kNodeBufferFlag) {  // <Buffer 68 69>: the whole text in open
    open = "<Buffer " + hex_bytes(bytes_of(view_buffer(v)).data() + view_offset(v), view_length(v)).substr(1);
    if (view_length(v) == 0) open = "<Buffer >";
    return true;
  }
  if (const Kind* k = kind_of(v)) {
    elements_out = elements(v);
    open = std::string(k->name) + "(" + std::to_string(elements_out.size()) + ") [";
    return true;
  }
  switch (flag) {
    case kBufferFlag: {
      auto& bytes = bytes_of(v);
      open = "ArrayBuffer {";
      props = {"[Uint8Contents]: " + hex_bytes(bytes.data(), bytes.size()), "byteLength: " + std::to_string(bytes.size())};
      return true;
    }
    case kViewFlag:
      open = "DataView {";
      props = {"byteLength: " + std::to_string(view_length(v)), "byteOffset: " + std::to_string(view_offset(v))};
      nested_buffer = view_buffer(v);
      return true;
    case kEncoderFlag: open = "{"; props = {"encoding: 'utf-8'"}; return true;
    case kDecoderFlag: open = "TextDecoder {"; props = {"encoding: 'utf-8'", "fatal: false", "ignoreBOM: false"}; return true;
    default: return false;
  }
}

}  // namespace reddragon::vm::js
