// c_bytes.cpp - the bytes of C objects, as x86-64 lays them out (little
// endian, struct fields at their aligned offsets, padding zero): a char
// pointer cast from a pointer to an int or a struct (hexdumps, endianness
// checks, checksums over a struct), memcpy between objects and byte
// buffers (serialising), memcmp of structs. The lowerer gives each struct
// class a __layout__ attribute, "size|field:type:elem_size:count:offset,..."
// where type is an annotation (Int32, Float64, ...), S:Name for a nested
// struct, or P for a pointer (its bytes read as zero: addresses are not
// numbers in this VM).
#include <algorithm>
#include <array>
#include <cstdlib>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

namespace {

constexpr int kMaxNesting = 32;
constexpr std::int64_t kMaxObject = std::int64_t{1} << 24;  // 16 MiB: larger views are not taken

struct Member {
  std::string name, ty;
  std::int64_t esz = 0, count = 0, off = 0;
};

std::int64_t scalar_size(std::string_view ty) {
  if (ty == "Int8" || ty == "UInt8" || ty == "Bool") return 1;
  if (ty == "Int16" || ty == "UInt16") return 2;
  if (ty == "Int32" || ty == "UInt32" || ty == "Float32") return 4;
  if (ty == "Int64" || ty == "UInt64" || ty == "Float64") return 8;
  return 0;
}

/// A struct class's layout (false when it has none: not a C struct).
bool layout_of(Vm& in, const Value& cls, std::int64_t& size, std::vector<Member>& ms) {
  if (!cls.is(Tag::Class)) return false;
  Value* lay = cls.as<ClassObj>()->attrs.find(in.intern("__layout__"));
  if (!lay || !lay->is(Tag::Str)) return false;
  const std::string& s = lay->as<StrObj>()->s;
  std::size_t bar = s.find('|');
  if (bar == std::string::npos) return false;
  size = std::clamp<std::int64_t>(std::atoll(s.c_str()), 0, kMaxObject);
  for (std::size_t p = bar + 1; p < s.size();) {
    std::size_t c = s.find(',', p);
    if (c == std::string::npos) c = s.size();
    std::string item = s.substr(p, c - p);
    p = c + 1;
    // the type may hold a ':' (S:Name): split the numbers off the end
    std::size_t a3 = item.rfind(':'), a2 = a3 == std::string::npos ? a3 : item.rfind(':', a3 - 1);
    std::size_t a1 = a2 == std::string::npos ? a2 : item.rfind(':', a2 - 1);
    std::size_t a0 = item.find(':');
    if (a1 == std::string::npos || a0 >= a1) continue;
    Member m{item.substr(0, a0), item.substr(a0 + 1, a1 - a0 - 1), std::atoll(item.c_str() + a1 + 1),
             std::atoll(item.c_str() + a2 + 1), std::atoll(item.c_str() + a3 + 1)};
    if (m.esz < 0 || m.count < 0 || m.off < 0 || m.off + m.esz * m.count > size) continue;
    ms.push_back(std::move(m));
  }
  return true;
}

void put(std::vector<std::uint8_t>& out, std::int64_t at, std::uint64_t bits, std::int64_t n) {
  for (std::int64_t b = 0; b < n; ++b)
    if (at + b >= 0 && static_cast<std::size_t>(at + b) < out.size()) out[static_cast<std::size_t>(at + b)] = static_cast<std::uint8_t>(bits >> (8 * b));
}
std::uint64_t get(const std::vector<std::uint8_t>& in, std::int64_t at, std::int64_t n) {
  std::uint64_t u = 0;
  for (std::int64_t b = n; b-- > 0;)
    u = (u << 8) | (at + b >= 0 && static_cast<std::size_t>(at + b) < in.size() ? in[static_cast<std::size_t>(at + b)] : 0);
  return u;
}

bool encode_struct(Vm& in, const Value& v, std::vector<std::uint8_t>& out, std::int64_t at, int depth);

/// long double ("Float80", 16 bytes): its 10 significant bytes; the padding is left as it was.
constexpr std::string_view kFloat80 = "Float80";
void put_ld(const Value& v, std::vector<std::uint8_t>& out, std::int64_t at) {
  std::uint8_t b[10];
  ld_to_bytes(v, b);
  for (std::int64_t k = 0; k < 10; ++k)
    if (at + k >= 0 && static_cast<std::size_t>(at + k) < out.size()) out[static_cast<std::size_t>(at + k)] = b[k];
}
Value get_ld(const std::vector<std::uint8_t>& bytes, std::int64_t at) {
  std::uint8_t b[10];
  for (std::int64_t k = 0; k < 10; ++k)
    b[k] = at + k >= 0 && static_cast<std::size_t>(at + k) < bytes.size() ? bytes[static_cast<std::size_t>(at + k)] : 0;
  return ld_from_bytes(b);
}

/// One element of type `ty` (size esz) at `at`.
// A pointer's bytes are a handle into the run's table of pointer values
// (0 for NULL), so bytes copied out of a struct and back restore its
// pointers (a generic swap through a byte buffer).
constexpr std::string_view kHandles = "c.pointer_handles";
constexpr std::size_t kHandlesMax = 4096;

std::uint64_t pointer_handle(Vm& in, const Value& v) {
  if (v.is_none() || (int_like(v) && to_i(v) == 0)) return 0;
  Value& t = in.run_state(kHandles);
  if (!t.is(Tag::List)) t = Value::object(new ListObj());
  auto& items = t.as<ListObj>()->items;
  const std::size_t from = items.size() > 256 ? items.size() - 256 : 0;
  for (std::size_t k = items.size(); k-- > from;)
    if (items[k].is_heap() && v.is_heap() && items[k].obj() == v.obj()) return k + 1;
  if (items.size() >= kHandlesMax) items.clear();  // old handles lapse (their bytes read as NULL)
  items.push_back(v);
  return items.size();
}
Value pointer_of(Vm& in, std::uint64_t h) {
  Value& t = in.run_state(kHandles);
  if (h == 0 || !t.is(Tag::List) || h > t.as<ListObj>()->items.size()) return Value::none();
  return t.as<ListObj>()->items[h - 1];
}

void encode_elem(Vm& in, const Value& v, const std::string& ty, std::int64_t esz, std::vector<std::uint8_t>& out, std::int64_t at,
                 int depth) {
  if (ty.rfind("S:", 0) == 0) encode_struct(in, v, out, at, depth + 1);
  else if (ty == kFloat80) put_ld(v, out, at);
  else if (scalar_size(ty) > 0) put(out, at, encode(v, ty), esz);
  else if (ty == "P" && esz == 8) put(out, at, pointer_handle(in, v), 8);
}

bool encode_struct(Vm& in, const Value& v, std::vector<std::uint8_t>& out, std::int64_t at, int depth) {
  if (depth > kMaxNesting || !v.is(Tag::Instance)) return false;
  auto* o = v.as<InstanceObj>();
  std::int64_t size;
  std::vector<Member> ms;
  const bool laid_out = layout_of(in, o->cls, size, ms);
  if (Value* raw = o->fields.find(in.intern("__raw__")); raw && raw->is(Tag::List)) {
    // a union: its bytes; a struct's anonymous unions: the bytes its named members leave
    const auto& items = raw->as<ListObj>()->items;
    for (std::size_t k = 0; k < items.size(); ++k) {
      const auto b = static_cast<std::int64_t>(k);
      if (laid_out && std::any_of(ms.begin(), ms.end(), [&](const Member& m) { return b >= m.off && b < m.off + m.esz * m.count; })) continue;
      put(out, at + b, static_cast<std::uint64_t>(to_i(items[k])), 1);
    }
    if (!laid_out) return true;
  }
  if (!laid_out) return false;
  for (const Member& m : ms) {
    Value* f = o->fields.find(in.intern(m.name));
    if (!f) continue;
    if (m.count == 1 && !f->is(Tag::List)) {
      encode_elem(in, *f, m.ty, m.esz, out, at + m.off, depth);
      continue;
    }
    ListObj* l;
    std::int64_t off;
    if (!seq_of(*f, l, off)) continue;
    for (std::int64_t k = 0; k < m.count && off + k < static_cast<std::int64_t>(l->items.size()); ++k)
      encode_elem(in, l->items[static_cast<std::size_t>(off + k)], m.ty, m.esz, out, at + m.off + k * m.esz, depth);
  }
  return true;
}

void decode_struct(Vm& in, const Value& v, const std::vector<std::uint8_t>& bytes, std::int64_t at, int depth);

Value decode_elem(Vm& in, const Value& old, const std::string& ty, std::int64_t esz, const std::vector<std::uint8_t>& bytes,
                  std::int64_t at, int depth) {
  if (ty.rfind("S:", 0) == 0) {
    decode_struct(in, old, bytes, at, depth + 1);
    return old;
  }
  if (ty == kFloat80) return get_ld(bytes, at);
  if (scalar_size(ty) > 0) return decode(get(bytes, at, esz), ty);
  if (ty == "P" && esz == 8) return pointer_of(in, get(bytes, at, 8));
  return old;
}

void decode_struct(Vm& in, const Value& v, const std::vector<std::uint8_t>& bytes, std::int64_t at, int depth) {
  if (depth > kMaxNesting || !v.is(Tag::Instance)) return;
  auto* o = v.as<InstanceObj>();
  std::int64_t size;
  std::vector<Member> ms;
  if (!layout_of(in, o->cls, size, ms)) return;
  for (const Member& m : ms) {
    Value* f = o->fields.find(in.intern(m.name));
    if (!f) continue;
    if (m.count == 1 && !f->is(Tag::List)) {
      *f = decode_elem(in, *f, m.ty, m.esz, bytes, at + m.off, depth);
      continue;
    }
    ListObj* l;
    std::int64_t off;
    if (!seq_of(*f, l, off)) continue;
    for (std::int64_t k = 0; k < m.count && off + k < static_cast<std::int64_t>(l->items.size()); ++k) {
      Value& slot = l->items[static_cast<std::size_t>(off + k)];
      slot = decode_elem(in, slot, m.ty, m.esz, bytes, at + m.off + k * m.esz, depth);
    }
  }
  if (!o->klass()->attrs.find(in.intern("__union__"))) return;
  // a struct's anonymous unions: their bytes (where no named member lies), then every member of them re-read
  constexpr std::string_view kNone = "\x01";  // a name no member has: nothing written, all re-derived
  union_sync(in, v, kNone);
  Value* raw = o->fields.find(in.intern("__raw__"));
  if (!raw || !raw->is(Tag::List)) return;
  auto& items = raw->as<ListObj>()->items;
  for (std::size_t k = 0; k < items.size(); ++k) {
    const auto b = static_cast<std::int64_t>(k);
    if (std::any_of(ms.begin(), ms.end(), [&](const Member& m) { return b >= m.off && b < m.off + m.esz * m.count; })) continue;
    if (at + b >= 0 && static_cast<std::size_t>(at + b) < bytes.size()) items[k] = Value::integer(bytes[static_cast<std::size_t>(at + b)]);
  }
  union_sync(in, v, kNone);
}

/// The type of a scalar reached through a void *, from its value and the
/// byte count the program copies (sizeof the object).
std::string scalar_guess(const Value& v, std::int64_t n) {
  if (v.is(Tag::Float)) return n == 4 ? "Float32" : "Float64";
  if (!int_like(v)) return "";
  return n == 8 ? "Int64" : n == 2 ? "Int16" : n == 1 ? "Int8" : "Int32";
}
/// The size of one object of descriptor `desc` ("Int32", "S:Name"), or of
/// the instance v when desc names no size.
std::int64_t elem_size(Vm& in, const Value& v, std::string_view desc) {
  if (std::int64_t s = scalar_size(desc)) return s;
  if (desc == kFloat80) return 16;
  if (v.is(Tag::Instance)) {
    std::int64_t size;
    std::vector<Member> ms;
    if (layout_of(in, v.as<InstanceObj>()->cls, size, ms)) return size;
  }
  return 0;
}

/// The object a pointer designates: a list run from an offset, or one value.
struct Target {
  ListObj* list = nullptr;
  std::int64_t off = 0;
  Value one;
};
bool target_of(const Value& p, Target& t) {
  if (p.is(Tag::Instance)) {  // a struct pointer is the instance itself
    t.one = p;
    return true;
  }
  if (seq_of(p, t.list, t.off)) return true;
  if (p.is(Tag::Pointer) && p.as<PointerObj>()->field == 0 && p.as<PointerObj>()->base.is(Tag::Scope)) {
    t.one = deref(p);
    return true;
  }
  return false;
}

constexpr std::string_view kVoidTypes = "c.void_types";
constexpr std::size_t kVoidTypesMax = 64;  // the latest arrays passed as void *

/// rt_flags of a block malloc gave a void *: kRawBlock while its cells are
/// bytes; after its first typed use, the code of its scalar element type
/// (0 for struct elements: instances know their type).
constexpr std::uint8_t kRawBlock = 1;
constexpr std::array<std::string_view, 14> kBlockTypes = {"",       "",       "Int8",    "UInt8",   "Int16", "UInt16", "Int32",
                                                          "UInt32", "Int64",  "UInt64",  "Float32", "Float64", "Bool", "P"};
/// rt_flags of a block malloc gave a char * (or other one-byte elements):
/// a typed read through it ((T *)(buf + off)) decodes its bytes.
constexpr std::uint8_t kByteBlock = 14;
constexpr std::string_view kByteCasts = "c.byte_casts";  // (block, offset, type, storage, bytes then) of (T *) casts into char blocks
constexpr std::size_t kByteCastsMax = 64;
constexpr std::int64_t kByteCastMax = 256;  // elements decoded per cast
std::string_view block_type(const ListObj* l) { return l->rt_flags < kBlockTypes.size() ? kBlockTypes[l->rt_flags] : ""; }
void set_block_type(ListObj* l, std::string_view ty) {
  l->rt_flags = 0;
  for (std::size_t k = 2; k < kBlockTypes.size(); ++k)
    if (kBlockTypes[k] == ty) l->rt_flags = static_cast<std::uint8_t>(k);
}

/// The element type last noted for the array l (or "").
std::string noted_type(Vm& in, const ListObj* l) {
  if (std::string_view bt = block_type(l); !bt.empty()) return std::string(bt);
  Value& t = in.run_state(kVoidTypes);
  if (!t.is(Tag::List)) return "";
  const auto& items = t.as<ListObj>()->items;
  for (std::size_t k = items.size(); k >= 2; k -= 2)
    if (items[k - 2].is(Tag::List) && items[k - 2].as<ListObj>() == l && items[k - 1].is(Tag::Str)) return items[k - 1].as<StrObj>()->s;
  return "";
}

}  // namespace

/// An array of ints passed where a void * is expected: (p, element type).
/// The type is noted (for the latest few arrays) so that a char view taken
/// inside the callee knows the element width; p itself is returned.
Value c_void_typed(Vm& in, const Value&, Args& a) {
  ListObj* l;
  std::int64_t off;
  if (seq_of(arg(a, 0), l, off) && arg(a, 1).is(Tag::Str)) {
    Value& t = in.run_state(kVoidTypes);
    if (!t.is(Tag::List)) t = Value::object(new ListObj());
    auto& items = t.as<ListObj>()->items;
    if (noted_type(in, l) != arg(a, 1).as<StrObj>()->s) {
      if (items.size() >= 2 * kVoidTypesMax) items.erase(items.begin(), items.begin() + 2);
      items.push_back(Value::object(l));
      items.push_back(arg(a, 1));
    }
  }
  return arg(a, 0);
}

bool member_span(Vm& in, const Value& inst, std::string_view field, std::int64_t& off, std::int64_t& n) {
  if (!inst.is(Tag::Instance)) return false;
  std::int64_t size;
  std::vector<Member> ms;
  if (!layout_of(in, inst.as<InstanceObj>()->cls, size, ms)) return false;
  for (const Member& m : ms)
    if (m.name == field) {
      off = m.off;
      n = m.esz * m.count;
      return true;
    }
  return false;
}

std::vector<std::pair<std::string, std::int64_t>> char_array_members(Vm& in, const Value& inst, bool structs) {
  std::vector<std::pair<std::string, std::int64_t>> out;
  std::int64_t size;
  std::vector<Member> ms;
  if (inst.is(Tag::Instance) && layout_of(in, inst.as<InstanceObj>()->cls, size, ms))
    for (const Member& m : ms)
      if (structs ? m.count == 1 && m.ty.rfind("S:", 0) == 0 : m.esz == 1 && m.count > 1 && (m.ty == "Int8" || m.ty == "UInt8"))
        out.emplace_back(m.name, m.off);
  return out;
}

std::vector<ArrayMember> scalar_array_members(Vm& in, const Value& inst) {
  std::vector<ArrayMember> out;
  std::int64_t size;
  std::vector<Member> ms;
  if (inst.is(Tag::Instance) && layout_of(in, inst.as<InstanceObj>()->cls, size, ms))
    for (const Member& m : ms)
      if (m.esz > 1 && m.count > 1 && scalar_size(m.ty) == m.esz) out.push_back({m.name, m.ty, m.off, m.esz, m.count});
  return out;
}

/// The scalar members (and arrays of scalars) a union layout (__union__,
/// "name:type:size:count[:offset]") places, bit-fields and members of struct
/// members left out: the members of a struct's anonymous unions, which its
/// __layout__ leaves to the union's bytes.
void union_members(Vm& in, const Value& cls, std::vector<Member>& ms) {
  if (!cls.is(Tag::Class)) return;
  Value* lay = cls.as<ClassObj>()->attrs.find(in.intern("__union__"));
  if (!lay || !lay->is(Tag::Str)) return;
  const std::string& s = lay->as<StrObj>()->s;
  for (std::size_t p = 0; p < s.size();) {
    std::size_t c = s.find(',', p);
    if (c == std::string::npos) c = s.size();
    const std::string item = s.substr(p, c - p);
    p = c + 1;
    std::vector<std::size_t> colons;
    for (std::size_t q = item.find(':'); q != std::string::npos; q = item.find(':', q + 1)) colons.push_back(q);
    if (colons.size() < 3 || colons.size() > 4 || item.find('.') != std::string::npos) continue;
    Member m{item.substr(0, colons[0]), item.substr(colons[0] + 1, colons[1] - colons[0] - 1), std::atoll(item.c_str() + colons[1] + 1),
             std::atoll(item.c_str() + colons[2] + 1), colons.size() == 4 ? std::atoll(item.c_str() + colons[3] + 1) : 0};
    if (m.esz > 0 && m.count > 0 && m.off >= 0) ms.push_back(std::move(m));
  }
}

bool field_step(Vm& in, const Value& fp, std::int64_t k, Value& out) {
  if (!fp.is(Tag::Pointer)) return false;
  const auto* p = fp.as<PointerObj>();
  std::int64_t size;
  std::vector<Member> ms;
  if (p->field == 0 || !p->base.is(Tag::Instance)) return false;
  const Value& cls = p->base.as<InstanceObj>()->cls;
  const bool laid_out = layout_of(in, cls, size, ms);
  union_members(in, cls, ms);  // &r.lo + 1 of an anonymous union's struct: &r.hi
  if (!laid_out && ms.empty()) return false;
  const std::string name = in.name(p->field);
  const auto from = std::find_if(ms.begin(), ms.end(), [&](const Member& m) { return m.name == name; });
  if (from == ms.end() || from->esz <= 0) return false;
  const std::int64_t pos = p->index + k, at = from->off + pos * from->esz;
  out = Value::undef();
  if (k == 0 && p->index == 0) {
    out = fp;
  } else {
    for (const Member& m : ms) {
      if (m.ty != from->ty || m.esz != from->esz || at < m.off || at >= m.off + m.esz * m.count || (at - m.off) % m.esz != 0) continue;
      if (m.count == 1) {  // a scalar field of the same type at that offset
        auto* q = new PointerObj();
        q->base = p->base;
        q->field = in.intern(m.name);
        out = Value::object(q);
      } else if (const Value* arr = p->base.as<InstanceObj>()->fields.find(in.intern(m.name)); arr && arr->is(Tag::List)) {
        out = make_ptr(*arr, (at - m.off) / m.esz);  // into an array member of the same element type
      }
      break;
    }
  }
  if (out.is_undef()) {  // no field there (one past the last): a position kept relative to the field
    auto* q = new PointerObj();
    q->base = p->base;
    q->field = p->field;
    q->index = pos;
    out = Value::object(q);
  }
  return true;
}

bool field_position(Vm& in, const Value& fp, std::int64_t& pos) {
  if (!fp.is(Tag::Pointer)) return false;
  const auto* p = fp.as<PointerObj>();
  if (p->field == 0 || !p->base.is(Tag::Instance)) return false;
  std::int64_t size;
  std::vector<Member> ms;
  const Value& cls = p->base.as<InstanceObj>()->cls;
  layout_of(in, cls, size, ms);
  union_members(in, cls, ms);
  const std::string name = in.name(p->field);
  for (const Member& m : ms)
    if (m.name == name && m.count == 1 && m.esz > 0 && m.off % m.esz == 0) {
      pos = m.off / m.esz + p->index;
      return true;
    }
  return false;
}

bool object_bytes(Vm& in, const Value& p, std::string_view desc, std::int64_t n, std::vector<std::uint8_t>& out) {
  Target t;
  if (!target_of(p, t)) return false;
  const bool whole = n < 0;
  if (t.list) {
    const auto avail = static_cast<std::int64_t>(t.list->items.size()) - t.off;
    if (t.off < 0 || avail <= 0) return false;
    std::int64_t esz = elem_size(in, t.list->items[static_cast<std::size_t>(t.off)], desc);
    if (esz <= 0) return false;
    if (whole) n = std::min(avail * esz, kMaxObject);
    if (n > avail * esz || n > kMaxObject) return false;
    if (!in.charge_copy(static_cast<std::size_t>(n))) return false;
    out.assign(static_cast<std::size_t>(n), 0);
    const std::string ty(desc.empty() ? "" : desc);
    for (std::int64_t k = 0; k * esz < n; ++k) {
      const Value& x = t.list->items[static_cast<std::size_t>(t.off + k)];
      if (x.is(Tag::Instance)) encode_struct(in, x, out, k * esz, 0);
      else encode_elem(in, x, ty, esz, out, k * esz, 0);
    }
    return true;
  }
  std::string guessed;
  if (desc.empty() && !t.one.is(Tag::Instance) && n > 0) desc = guessed = scalar_guess(t.one, n);
  std::int64_t esz = elem_size(in, t.one, desc);
  if (esz <= 0) return false;
  if (whole) n = esz;
  if (n > esz || !in.charge_copy(static_cast<std::size_t>(n))) return false;
  out.assign(static_cast<std::size_t>(esz), 0);
  if (t.one.is(Tag::Instance)) {
    if (!encode_struct(in, t.one, out, 0, 0)) return false;
  } else if (desc == kFloat80) {
    put_ld(t.one, out, 0);
  } else {
    put(out, 0, encode(t.one, desc), esz);
  }
  out.resize(static_cast<std::size_t>(n));
  return true;
}

bool store_object_bytes(Vm& in, const Value& p, std::string_view desc, const std::vector<std::uint8_t>& bytes) {
  Target t;
  if (!target_of(p, t)) return false;
  const auto n = static_cast<std::int64_t>(bytes.size());
  if (t.list) {
    if (t.off < 0 || static_cast<std::size_t>(t.off) >= t.list->items.size()) return false;
    std::int64_t esz = elem_size(in, t.list->items[static_cast<std::size_t>(t.off)], desc);
    if (esz <= 0) return false;
    const std::string ty(desc);
    for (std::int64_t k = 0; k * esz < n && static_cast<std::size_t>(t.off + k) < t.list->items.size(); ++k) {
      Value& slot = t.list->items[static_cast<std::size_t>(t.off + k)];
      std::vector<std::uint8_t> cur;  // a partial last element keeps its other bytes
      if ((k + 1) * esz > n) {
        Value one = make_ptr(Value::object(t.list), t.off + k);
        object_bytes(in, one, desc, esz, cur);
      }
      cur.resize(static_cast<std::size_t>(esz), 0);
      for (std::int64_t b = 0; b < esz && k * esz + b < n; ++b) cur[static_cast<std::size_t>(b)] = bytes[static_cast<std::size_t>(k * esz + b)];
      if (slot.is(Tag::Instance)) decode_struct(in, slot, cur, 0, 0);
      else slot = decode_elem(in, slot, ty, esz, cur, 0, 0);
    }
    return true;
  }
  std::string guessed;
  if (desc.empty() && !t.one.is(Tag::Instance)) desc = guessed = scalar_guess(t.one, n);
  std::int64_t esz = elem_size(in, t.one, desc);
  if (esz <= 0) return false;
  std::vector<std::uint8_t> cur;
  object_bytes(in, p, desc, -1, cur);
  cur.resize(static_cast<std::size_t>(esz), 0);
  for (std::int64_t b = 0; b < esz && b < n; ++b) cur[static_cast<std::size_t>(b)] = bytes[static_cast<std::size_t>(b)];
  if (t.one.is(Tag::Instance)) {
    decode_struct(in, t.one, cur, 0, 0);
    return true;
  }
  Args st{p, desc == kFloat80 ? get_ld(cur, 0) : decode(get(cur, 0, esz), desc)};
  c_store(in, Value::none(), st);
  return true;
}

/// (unsigned char *)p for p pointing at non-char objects: a list of their
/// bytes (a snapshot: writes through it do not reach the objects). Args:
/// (p, the static pointee descriptor or "", 1 when char is signed).
Value c_bytes(Vm& in, const Value&, Args& a) {
  const Value& p = arg(a, 0);
  std::string desc = cstr(arg(a, 1));
  if (p.is(Tag::Str) || p.is_none() || p.is_symbolic()) return p;
  if (Value b = wide_bytes(in, p); !b.is_undef()) return b;  // a view over a char buffer: the buffer there
  if (desc.empty()) {  // a void *: a struct, a scalar variable, or an array whose type was noted
    ListObj* arr;
    std::int64_t off;
    if (seq_of(p, arr, off)) {
      desc = noted_type(in, arr);
      const bool structs = off >= 0 && static_cast<std::size_t>(off) < arr->items.size() && arr->items[static_cast<std::size_t>(off)].is(Tag::Instance);
      if (desc.empty() && !structs) return p;  // chars, or ints of unknown width: the array as it is
    } else if (p.is(Tag::Pointer) && p.as<PointerObj>()->base.is(Tag::Scope)) {
      Value v = deref(p);
      if (v.is(Tag::Float)) desc = "Float64";
      else if (v.is_int()) desc = "Int32";
      else return p;
    } else if (!p.is(Tag::Instance)) {
      return p;
    }
  }
  std::vector<std::uint8_t> probe;  // the layout must be known (one element's bytes)
  Target t;
  if (!target_of(p, t)) return p;
  const bool one = t.list == nullptr;
  Value first = one ? p : make_ptr(Value::object(t.list), t.off);
  if (!object_bytes(in, first, desc, 1, probe)) return p;
  const Value& e0 = one ? t.one : t.list->items[static_cast<std::size_t>(t.off)];
  std::int64_t esz = elem_size(in, e0, desc);
  if (esz <= 0) return p;
  auto* v = new ListObj(Tag::Tuple);
  v->items = {one ? p : Value::object(t.list), Value::integer(one ? -1 : t.off), Value::integer(esz), make_str(desc),
              Value::integer(one ? 1 : static_cast<std::int64_t>(t.list->items.size()) - t.off),
              Value::integer(to_i(arg(a, 2)) != 0 ? 1 : 0)};
  return make_ptr(Value::object(v), 0);
}

namespace {
/// A char view (c_bytes): its tuple [target, offset or -1, elem size, type, count, signed] and byte index.
bool view_of(const Value& p, ListObj*& v, std::int64_t& at) {
  if (!p.is(Tag::Pointer)) return false;
  auto* ptr = p.as<PointerObj>();
  if (!ptr->base.is(Tag::Tuple) || ptr->field != 0) return false;
  v = ptr->base.as<ListObj>();
  if (v->items.size() != 6) return false;
  at = ptr->index;
  return true;
}
/// The pointer to element k of a view's target.
Value view_elem(const ListObj* v, std::int64_t k) {
  const std::int64_t off = to_i(v->items[1]);
  if (off < 0) return v->items[0];
  return make_ptr(v->items[0], off + k);
}
}  // namespace

bool is_view(const Value& p) {
  ListObj* v;
  std::int64_t at;
  return view_of(p, v, at);
}

bool view_load(Vm& in, const Value& p, std::int64_t i, Value& out) {
  ListObj* v;
  std::int64_t at;
  if (!view_of(p, v, at)) return false;
  const std::int64_t b = at + i, esz = to_i(v->items[2]), count = to_i(v->items[4]);
  if (b < 0 || esz <= 0 || b >= esz * count) {
    in.raise("IndexError", "pointer out of bounds: byte " + std::to_string(b) + " of an object of " + std::to_string(esz * count));
    out = Value::none();
    return true;
  }
  std::vector<std::uint8_t> bytes;
  if (!object_bytes(in, view_elem(v, b / esz), cstr(v->items[3]), -1, bytes) || static_cast<std::size_t>(b % esz) >= bytes.size()) {
    out = Value::integer(0);
    return true;
  }
  const std::uint8_t byte = bytes[static_cast<std::size_t>(b % esz)];
  out = Value::integer(to_i(v->items[5]) ? static_cast<std::int8_t>(byte) : byte);
  return true;
}

bool view_store(Vm& in, const Value& p, const Value& val) {
  ListObj* v;
  std::int64_t b;
  if (!view_of(p, v, b)) return false;
  const std::int64_t esz = to_i(v->items[2]), count = to_i(v->items[4]);
  if (b < 0 || esz <= 0 || b >= esz * count) {
    in.raise("IndexError", "pointer out of bounds: byte " + std::to_string(b) + " of an object of " + std::to_string(esz * count));
    return true;
  }
  Value elem = view_elem(v, b / esz);
  const std::string desc = cstr(v->items[3]);
  std::vector<std::uint8_t> bytes;
  if (!object_bytes(in, elem, desc, -1, bytes) || static_cast<std::size_t>(b % esz) >= bytes.size()) return true;
  bytes[static_cast<std::size_t>(b % esz)] = static_cast<std::uint8_t>(to_i(val));
  store_object_bytes(in, elem, desc, bytes);
  return true;
}

/// A view at a whole element is that element's pointer (a struct: the instance).
Value view_target(const Value& p) {
  ListObj* v;
  std::int64_t b;
  if (!view_of(p, v, b)) return p;
  const std::int64_t esz = to_i(v->items[2]), count = to_i(v->items[4]);
  if (esz <= 0 || b < 0 || b % esz != 0 || b / esz > count) return p;
  Value e = view_elem(v, b / esz);
  ListObj* l;
  std::int64_t off;
  if (b / esz < count && seq_of(e, l, off) && off >= 0 && static_cast<std::size_t>(off) < l->items.size() &&
      l->items[static_cast<std::size_t>(off)].is(Tag::Instance))
    return l->items[static_cast<std::size_t>(off)];
  return e;
}

/// n bytes through a view (false: not a view).
bool view_read(Vm& in, const Value& p, std::int64_t n, std::vector<std::uint8_t>& out) {
  if (!is_view(p)) return false;
  if (n < 0 || !in.charge_copy(static_cast<std::size_t>(n) * 8)) return true;
  for (std::int64_t k = 0; k < n && !in.raising(); ++k) {
    Value x;
    view_load(in, p, k, x);
    out.push_back(static_cast<std::uint8_t>(to_i(x)));
  }
  return true;
}
bool view_write(Vm& in, const Value& p, const std::vector<std::uint8_t>& bytes) {
  ListObj* v;
  std::int64_t at;
  if (!view_of(p, v, at)) return false;
  if (!in.charge_copy(bytes.size() * 8)) return true;
  for (std::size_t k = 0; k < bytes.size() && !in.raising(); ++k)
    view_store(in, make_ptr(Value::object(v), at + static_cast<std::int64_t>(k)), Value::integer(bytes[k]));
  return true;
}

namespace {
/// The raw block l as elements of desc (size esz) decoded from its bytes;
/// proto makes a blank struct element (an instance to copy, or the struct's
/// constructor). False when l is not raw or holds no whole element.
bool retype_block(Vm& in, ListObj* l, const std::string& desc, std::int64_t esz, const Value& proto) {
  if (l->rt_flags != kRawBlock || esz <= 0 || desc.empty()) return false;
  const bool is_struct = desc.rfind("S:", 0) == 0;
  if (is_struct ? !(proto.is(Tag::Instance) || proto.is(Tag::Function) || proto.is(Tag::Builtin))
                : scalar_size(desc) != esz && !(desc == "P" && esz == 8))
    return false;
  const auto count = static_cast<std::int64_t>(l->items.size()) / esz;
  if (count <= 0 || !in.charge_copy(l->items.size())) return false;
  std::vector<std::uint8_t> bytes;
  bytes.reserve(l->items.size());
  for (const Value& x : l->items) {
    if (!int_like(x)) return false;
    bytes.push_back(static_cast<std::uint8_t>(to_i(x)));
  }
  std::vector<Value> items;
  items.reserve(static_cast<std::size_t>(count));
  for (std::int64_t k = 0; k < count; ++k) {
    if (is_struct) {
      Value e = proto.is(Tag::Instance) ? blank_copy(in, proto) : in.call_sync(proto, {});
      if (in.raising() || !e.is(Tag::Instance)) return false;
      decode_struct(in, e, bytes, k * esz, 0);
      items.push_back(e);
    } else {
      items.push_back(decode_elem(in, Value::integer(0), desc, esz, bytes, k * esz, 0));
    }
  }
  l->items = std::move(items);  // bytes past the last whole element go
  set_block_type(l, is_struct ? "" : desc);
  return true;
}

/// What a typed operand of a copy holds: its element type, size and a
/// struct prototype (false: unknown, or chars).
bool operand_type(Vm& in, const Value& p, const std::string& stat, std::int64_t n, std::string& desc, std::int64_t& esz,
                  Value& proto) {
  ListObj* v;
  std::int64_t b;
  Value one;
  if (view_of(p, v, b)) {
    desc = cstr(v->items[3]);
    esz = to_i(v->items[2]);
    Target t;
    if (!target_of(view_elem(v, 0), t)) return false;
    one = t.list ? (t.off >= 0 && static_cast<std::size_t>(t.off) < t.list->items.size() ? t.list->items[static_cast<std::size_t>(t.off)] : Value())
                 : t.one;
  } else {
    Target t;
    if (!target_of(p, t)) return false;
    if (t.list) {
      if (t.list->rt_flags == kRawBlock || t.off < 0 || static_cast<std::size_t>(t.off) >= t.list->items.size()) return false;
      one = t.list->items[static_cast<std::size_t>(t.off)];
      desc = stat.empty() ? noted_type(in, t.list) : stat;
    } else {
      one = t.one;
      desc = stat.empty() ? scalar_guess(one, n) : stat;
    }
    // a pointer (a variable or an element holding one: strings, struct pointers, NULL)
    const bool slot = !p.is(Tag::Instance) && !t.list;
    if (stat == "P" || (!one.is_int() && !one.is(Tag::Bool) && !one.is(Tag::Float) && (slot || !one.is(Tag::Instance)))) {
      desc = "P";
      esz = 8;
      return true;
    }
  }
  if (one.is(Tag::Instance)) {
    auto* o = one.as<InstanceObj>();
    if (!o->cls.is(Tag::Class)) return false;
    desc = "S:" + o->klass()->name;
    esz = elem_size(in, one, "");
    proto = one;
    return esz > 0;
  }
  if (desc.empty() || desc == "Int8" || desc == "UInt8" || desc.rfind("S:", 0) == 0) return false;
  esz = scalar_size(desc);
  return esz > 0;
}

/// Cell k of a run of elements p designates (a list cell, a variable's
/// slot through c_store, or the one instance), read or written.
bool elem_get(Vm& in, const Value& p, std::int64_t k, Value& out) {
  ListObj* v;
  std::int64_t b;
  if (view_of(p, v, b)) {
    const std::int64_t esz = to_i(v->items[2]);
    if (esz <= 0 || b % esz != 0) return false;
    return elem_get(in, view_elem(v, b / esz), k, out);
  }
  if (p.is(Tag::Instance)) {
    out = p;
    return k == 0;
  }
  ListObj* l;
  std::int64_t off;
  if (seq_of(p, l, off)) {
    if (off + k < 0 || static_cast<std::size_t>(off + k) >= l->items.size()) return false;
    out = l->items[static_cast<std::size_t>(off + k)];
    return true;
  }
  if (k != 0 || !p.is(Tag::Pointer)) return false;
  out = deref(p);
  return true;
}
bool elem_put(Vm& in, const Value& p, std::int64_t k, const Value& val) {
  ListObj* v;
  std::int64_t b;
  if (view_of(p, v, b)) {
    const std::int64_t esz = to_i(v->items[2]);
    if (esz <= 0 || b % esz != 0) return false;
    return elem_put(in, view_elem(v, b / esz), k, val);
  }
  Value cur;
  if (!elem_get(in, p, k, cur)) return false;
  if (cur.is(Tag::Instance) && val.is(Tag::Instance)) {
    cur.as<InstanceObj>()->fields = copy_value(in, val).as<InstanceObj>()->fields;
    return true;
  }
  ListObj* l;
  std::int64_t off;
  if (seq_of(p, l, off)) {
    l->items[static_cast<std::size_t>(off + k)] = val;
    return true;
  }
  Args st{p, val};
  c_store(in, Value::none(), st);
  return true;
}
}  // namespace

void mark_raw_block(const Value& list) {
  if (list.is(Tag::List)) list.as<ListObj>()->rt_flags = kRawBlock;
}
void mark_byte_block(const Value& list) {
  if (list.is(Tag::List)) list.as<ListObj>()->rt_flags = kByteBlock;
}
bool is_byte_block(const ListObj* l) { return l->rt_flags == kByteBlock; }

std::int64_t block_elem_size(Vm& in, const ListObj* l, Value& blank) {
  if (l->rt_flags == kRawBlock) {
    blank = Value::integer(0);
    return 1;
  }
  if (std::string_view bt = block_type(l); !bt.empty()) {
    blank = bt == "P" ? Value::none() : bt.rfind("Float", 0) == 0 ? Value::real(0.0) : Value::integer(0);
    return bt == "P" ? 8 : scalar_size(bt);
  }
  if (!l->items.empty() && l->items[0].is(Tag::Instance)) {
    blank = blank_copy(in, l->items[0]);
    return elem_size(in, l->items[0], "");
  }
  return 0;
}

bool raw_memcpy(Vm& in, Args& a) {
  if (a.size() < 6) return false;
  const std::int64_t n = to_i(arg(a, 2));
  for (std::size_t side = 0; side < 2; ++side) {
    const Value raw = arg(a, side), other = arg(a, 1 - side);
    ListObj* l;
    std::int64_t off;
    if (is_view(raw) || !seq_of(raw, l, off) || l->rt_flags != kRawBlock || off < 0) continue;
    std::string desc;
    std::int64_t esz = 0;
    Value proto;
    if (!operand_type(in, other, cstr(arg(a, side == 0 ? 5 : 4)), n, desc, esz, proto) || off % esz != 0 ||
        !retype_block(in, l, desc, esz, proto))
      return false;
    // the block holds elements now: copy them one by one
    Value blk = make_ptr(Value::object(l), off / esz);
    const Value& dst = side == 0 ? blk : other;
    const Value& src = side == 0 ? other : blk;
    std::vector<Value> vals;  // read first: memmove
    for (std::int64_t k = 0; k * esz < n; ++k) {
      Value x;
      if (!elem_get(in, src, k, x)) break;
      vals.push_back(x.is(Tag::Instance) ? copy_value(in, x) : x);
    }
    for (std::size_t k = 0; k < vals.size(); ++k)
      if (!elem_put(in, dst, static_cast<std::int64_t>(k), vals[k])) break;
    return true;
  }
  // a typed block and one object, both through void * (a generic container's
  // element in or out): element by element
  for (std::size_t side = 0; side < 2; ++side) {
    const Value& blk = arg(a, side);
    const Value& other = arg(a, 1 - side);
    ListObj *l, *l2;
    std::int64_t off, off2;
    if (!cstr(arg(a, 4 + side)).empty() || is_view(blk) || is_view(other) || !seq_of(blk, l, off) || seq_of(other, l2, off2) ||
        l->rt_flags == kRawBlock)
      continue;
    Value blank;
    const std::int64_t esz = block_elem_size(in, l, blank);
    if (esz <= 0 || n % esz != 0 || n / esz != 1) continue;
    Value x;
    if (!elem_get(in, arg(a, 1), 0, x)) return false;
    if (x.is(Tag::Instance) != blank.is(Tag::Instance)) return false;
    return elem_put(in, arg(a, 0), 0, x.is(Tag::Instance) ? copy_value(in, x) : x);
  }
  return false;
}

bool view_elems_copy(Vm& in, const Value& dst, const Value& src, std::int64_t count) {
  std::vector<Value> vals;
  for (std::int64_t k = 0; k < count; ++k) {
    Value x;
    if (!elem_get(in, src, k, x)) break;
    vals.push_back(x.is(Tag::Instance) || x.is(Tag::List) ? copy_value(in, x) : x);
  }
  if (vals.empty()) return false;
  for (std::size_t k = 0; k < vals.size(); ++k)
    if (!elem_put(in, dst, static_cast<std::int64_t>(k), vals[k])) break;
  return true;
}

/// (T *)p of a char view: the element it points at. Args (p, T's
/// descriptor, sizeof(T), T's blank value or constructor): a raw block
/// becomes T's elements; a view of a struct member at a negative offset
/// (container_of) is the enclosing struct.
Value c_unbytes(Vm& in, const Value&, Args& a) {
  const Value& p = arg(a, 0);
  const std::string desc = a.size() > 1 ? cstr(arg(a, 1)) : "";
  const std::int64_t esz = a.size() > 2 ? to_i(arg(a, 2)) : 0;
  ListObj* l;
  std::int64_t off;
  const std::int64_t chars = a.size() > 4 ? to_i(arg(a, 4)) : 0;  // 1/2 (un)signed chars, 3 void
  if (chars != 0 && !desc.empty() && !is_view(p) && seq_of(p, l, off) && l->rt_flags != kRawBlock && (chars != 3 || l->rt_flags == kByteBlock)) {
    // (T *)buf of a char buffer: a view whose reads and writes are its bytes
    Value w = wide_cast(in, p, desc, esz, arg(a, 3), chars != 2);
    if (!w.is_undef()) return w;
  }
  if (!desc.empty() && esz > 0 && !is_view(p) && seq_of(p, l, off) && l->rt_flags == kRawBlock && off >= 0 && off % esz == 0 &&
      retype_block(in, l, desc, esz, arg(a, 3)))
    return make_ptr(Value::object(l), off / esz);
  if (!desc.empty() && esz > 1 && desc != "Int8" && desc != "UInt8" && !is_view(p) && seq_of(p, l, off) && l->rt_flags == kByteBlock &&
      off >= 0 && off + esz <= static_cast<std::int64_t>(l->items.size())) {
    // (T *)(buf + off) of a char buffer (an arena, a record stack): the Ts its
    // bytes hold from there on, decoded into storage of their own that later
    // casts of the same place share (writes through it stay there)
    const bool is_struct = desc.rfind("S:", 0) == 0;
    const Value& mk = arg(a, 3);
    if ((is_struct && !mk.is(Tag::Function) && !mk.is(Tag::Builtin)) || (!is_struct && scalar_size(desc) != esz && !(desc == "P" && esz == 8)))
      return view_target(p);
    const std::int64_t count = std::min<std::int64_t>((static_cast<std::int64_t>(l->items.size()) - off) / esz, kByteCastMax);
    if (!in.charge_copy(static_cast<std::size_t>(count * esz))) return Value::none();
    std::vector<std::uint8_t> bytes;
    for (std::int64_t k = 0; k < count * esz; ++k) {
      const Value& x = l->items[static_cast<std::size_t>(off + k)];
      bytes.push_back(int_like(x) ? static_cast<std::uint8_t>(to_i(x)) : 0);
    }
    const std::string seen(bytes.begin(), bytes.end());
    Value& cache = in.run_state(kByteCasts);
    if (!cache.is(Tag::List)) cache = Value::object(new ListObj());
    auto& ents = cache.as<ListObj>()->items;
    for (std::size_t k = 0; k + 5 <= ents.size(); k += 5)
      if (ents[k].is(Tag::List) && ents[k].as<ListObj>() == l && to_i(ents[k + 1]) == off && cstr(ents[k + 2]) == desc &&
          ents[k + 4].is(Tag::Str) && ents[k + 4].as<StrObj>()->s == seen)
        return make_ptr(ents[k + 3], 0);  // the bytes are as they were then: the same storage
    auto* out = new ListObj();
    Value ov = Value::object(out);
    for (std::int64_t k = 0; k < count; ++k) {
      if (is_struct) {
        Value e = in.call_sync(mk, {});
        if (in.raising() || !e.is(Tag::Instance)) return Value::none();
        decode_struct(in, e, bytes, k * esz, 0);
        out->items.push_back(e);
      } else {
        out->items.push_back(decode_elem(in, Value::integer(0), desc, esz, bytes, k * esz, 0));
      }
    }
    if (ents.size() >= 5 * kByteCastsMax) ents.erase(ents.begin(), ents.begin() + 5);
    ents.push_back(Value::object(l));
    ents.push_back(Value::integer(off));
    ents.push_back(make_str(desc));
    ents.push_back(ov);
    ents.push_back(make_str(seen));
    return make_ptr(ov, 0);
  }
  ListObj* v;
  std::int64_t b;
  if (desc.rfind("S:", 0) == 0 && view_of(p, v, b) && to_i(v->items[1]) < 0 && v->items[0].is(Tag::Instance) && b < 0) {
    // (T *)((char *)&t->m - offsetof(T, m)): the struct the member belongs to
    Args cast{v->items[0], make_str(desc.substr(2))};
    Value r = c_struct_cast(in, Value::none(), cast);
    if (r.is(Tag::Instance) && r.obj() != v->items[0].obj()) return r;
  }
  return view_target(p);
}

}  // namespace reddragon::vm::c_rt
