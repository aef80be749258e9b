// javascript_typed.cpp - ArrayBuffer, typed arrays, DataView, TextEncoder/
// TextDecoder.
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
/// Largest buffer a program may allocate (node allows more; the VM's memory
/// budget is the real bound, this keeps one call from asking for gigabytes).
constexpr double kMaxBytes = 1 << 27;

std::uint8_t flag_of(const Value& v) { return v.is(Tag::Instance) ? v.obj()->rt_flags : 0; }
const Kind* kind_of(const Value& v) {
  std::uint8_t f = flag_of(v);
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
  return typed_from_values(in, flag_of(self) - 1, items);
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
  return typed_from_values(in, flag_of(self) - 1, r.as<ListObj>()->items);
}
Value ta_toSorted(Vm& in, const Value& self, Args& a) {
  Value copy = typed_from_values(in, flag_of(self) - 1, elements(self));
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
  return Value::undef();
}

bool is_binary(Vm&, const Value& v) { return kind_of(v) || (flag_of(v) >= kBufferFlag && flag_of(v) <= kDecoderFlag); }

bool binary_instanceof(Vm& in, const Value& v, std::string_view ctor) {
  if (!is_binary(in, v)) return false;
  return v.as<InstanceObj>()->klass()->name == ctor;
}

Value typed_member(Vm& in, const Value& obj, std::string_view f) {
  const std::uint8_t flag = flag_of(obj);
  if (flag == 0 || flag > kDecoderFlag) return Value::undef();
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
