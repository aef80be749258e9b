// c_wide_view.cpp - wider objects seen through a char buffer, the reverse of
// the char views of c_bytes.cpp: (uint32_t *)buf, (struct Hdr *)(buf + 8),
// as packet parsers, checksums and serializers use them. Reads decode the
// buffer's bytes as x86-64 does (little endian, the struct's __layout__);
// writes encode into them, so the buffer and the view always agree.
//
// A scalar view is a pointer whose base is a 5-tuple
//   [buffer list, byte offset, element size, type, 1 when the buffer's chars are signed]
// and whose index counts elements (pointer arithmetic is the usual one).
// A struct view is a list of instances, each marked (rt_flags) and linked
// to its bytes: the lowerer refreshes one before a p->f read and writes it
// back after a p->f store.
#include <algorithm>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

namespace {

constexpr std::uint8_t kWideStruct = 0x5a;  // rt_flags of an instance viewing buffer bytes
constexpr std::string_view kLink = "__wide__";  // its [buffer, byte offset, signed, the bytes as last seen]
constexpr std::int64_t kStructsMax = 256;      // struct elements a view decodes

std::int64_t scalar_width(std::string_view ty) {
  if (ty == "Int8" || ty == "UInt8" || ty == "Bool") return 1;
  if (ty == "Int16" || ty == "UInt16") return 2;
  if (ty == "Int32" || ty == "UInt32" || ty == "Float32") return 4;
  if (ty == "Int64" || ty == "UInt64" || ty == "Float64") return 8;
  if (ty == "Float80") return 16;  // long double: 10 significant bytes and 6 of padding
  return 0;
}

bool wide_of(const Value& p, ListObj*& v, std::int64_t& idx) {
  if (!p.is(Tag::Pointer)) return false;
  auto* ptr = p.as<PointerObj>();
  if (!ptr->base.is(Tag::Tuple) || ptr->field != 0) return false;
  v = ptr->base.as<ListObj>();
  if (v->items.size() != 5 || !v->items[0].is(Tag::List)) return false;
  idx = ptr->index;
  return true;
}

/// Bytes [at, at + n) of a char buffer, or false when they leave it.
bool read_bytes(Vm& in, const ListObj* l, std::int64_t at, std::int64_t n, std::vector<std::uint8_t>& out) {
  if (at < 0 || n < 0 || at + n > static_cast<std::int64_t>(l->items.size())) {
    in.raise("IndexError", "pointer out of bounds: bytes " + std::to_string(at) + ".." + std::to_string(at + n) + " of a buffer of " +
                               std::to_string(l->items.size()));
    return false;
  }
  out.resize(static_cast<std::size_t>(n));
  for (std::int64_t k = 0; k < n; ++k) {
    const Value& x = l->items[static_cast<std::size_t>(at + k)];
    out[static_cast<std::size_t>(k)] = int_like(x) ? static_cast<std::uint8_t>(to_i(x)) : 0;
  }
  return true;
}
void write_buffer(ListObj* l, std::int64_t at, const std::vector<std::uint8_t>& bytes, bool is_signed) {
  for (std::size_t k = 0; k < bytes.size(); ++k) {
    const std::int64_t i = at + static_cast<std::int64_t>(k);
    if (i < 0 || static_cast<std::size_t>(i) >= l->items.size()) break;
    l->items[static_cast<std::size_t>(i)] = Value::integer(is_signed ? static_cast<std::int8_t>(bytes[k]) : bytes[k]);
  }
}

/// The link of an instance of a struct view (null: not one).
ListObj* link_of(Vm& in, const Value& inst) {
  if (!inst.is(Tag::Instance) || inst.obj()->rt_flags != kWideStruct) return nullptr;
  Value* t = inst.as<InstanceObj>()->fields.find(in.intern(kLink));
  return t && t->is(Tag::Tuple) && t->as<ListObj>()->items.size() == 4 ? t->as<ListObj>() : nullptr;
}

/// inst views the buffer's bytes from `at`: marked and linked, its char
/// array members pointers into the buffer itself (strcpy(h->name, s),
/// memcpy(h->tag, ..) write the bytes), its struct members linked in turn
/// (h->at.x = v writes back through the member's own link).
void link_to(Vm& in, const Value& inst, ListObj* l, std::int64_t at, bool is_signed, int depth) {
  if (!inst.is(Tag::Instance) || depth > 8) return;
  std::vector<std::uint8_t> bytes;
  if (!object_bytes(in, inst, "", -1, bytes)) return;
  auto* o = inst.as<InstanceObj>();
  inst.obj()->rt_flags = kWideStruct;
  auto* link = new ListObj(Tag::Tuple);
  link->items = {Value::object(l), Value::integer(at), Value::integer(is_signed ? 1 : 0), make_str(std::string(bytes.begin(), bytes.end()))};
  o->fields.set(in.intern(kLink), Value::object(link));
  for (const auto& [name, moff] : char_array_members(in, inst)) o->fields.set(in.intern(name), make_ptr(Value::object(l), at + moff));
  for (const ArrayMember& m : scalar_array_members(in, inst)) {  // uint16_t vals[4]: a scalar view of those bytes
    auto* v = new ListObj(Tag::Tuple);
    v->items = {Value::object(l), Value::integer(at + m.off), Value::integer(m.esz), make_str(m.ty), Value::integer(is_signed ? 1 : 0)};
    o->fields.set(in.intern(m.name), make_ptr(Value::object(v), 0));
  }
  for (const auto& [name, moff] : char_array_members(in, inst, true))
    if (Value* f = o->fields.find(in.intern(name))) link_to(in, *f, l, at + moff, is_signed, depth + 1);
}

/// The instance a struct pointer designates (the instance, or a list cell).
Value instance_at(const Value& p) {
  if (p.is(Tag::Instance)) return p;
  ListObj* l;
  std::int64_t off;
  if (seq_of(p, l, off) && off >= 0 && static_cast<std::size_t>(off) < l->items.size()) return l->items[static_cast<std::size_t>(off)];
  return Value::none();
}

}  // namespace

Value wide_cast(Vm& in, const Value& p, const std::string& desc, std::int64_t esz, const Value& mk, bool is_signed) {
  ListObj* l;
  std::int64_t off;
  if (!seq_of(p, l, off) || off < 0 || esz <= 1) return Value::undef();
  if (desc.rfind("S:", 0) != 0) {
    if (scalar_width(desc) != esz) return Value::undef();
    auto* v = new ListObj(Tag::Tuple);
    v->items = {Value::object(l), Value::integer(off), Value::integer(esz), make_str(desc), Value::integer(is_signed ? 1 : 0)};
    return make_ptr(Value::object(v), 0);
  }
  if (!mk.is(Tag::Function) && !mk.is(Tag::Builtin)) return Value::undef();
  // struct elements from off on, each linked to its bytes
  const std::int64_t count = std::min<std::int64_t>((static_cast<std::int64_t>(l->items.size()) - off) / esz, kStructsMax);
  if (count <= 0) return Value::undef();
  auto* out = new ListObj();
  Value ov = Value::object(out);
  std::vector<std::uint8_t> bytes;
  for (std::int64_t k = 0; k < count; ++k) {
    Value e = in.call_sync(mk, {});
    if (in.raising() || !e.is(Tag::Instance)) return Value::none();
    if (!read_bytes(in, l, off + k * esz, esz, bytes)) return Value::none();
    store_object_bytes(in, e, "", bytes);
    link_to(in, e, l, off + k * esz, is_signed, 0);
    out->items.push_back(e);
  }
  return make_ptr(ov, 0);
}

bool is_wide(const Value& p) {
  ListObj* v;
  std::int64_t idx;
  return wide_of(p, v, idx);
}

bool wide_load(Vm& in, const Value& p, std::int64_t i, Value& out) {
  ListObj* v;
  std::int64_t idx;
  if (!wide_of(p, v, idx)) return false;
  const std::int64_t esz = to_i(v->items[2]);
  std::vector<std::uint8_t> bytes;
  out = Value::none();
  if (!read_bytes(in, v->items[0].as<ListObj>(), to_i(v->items[1]) + (idx + i) * esz, esz, bytes)) return true;
  if (cstr(v->items[3]) == "Float80" && bytes.size() >= 10) {
    out = ld_from_bytes(bytes.data());
    return true;
  }
  std::uint64_t u = 0;
  for (std::size_t b = bytes.size(); b-- > 0;) u = (u << 8) | bytes[b];
  out = decode(u, cstr(v->items[3]));
  return true;
}

bool wide_store(Vm& in, const Value& p, const Value& val) {
  ListObj* v;
  std::int64_t idx;
  if (!wide_of(p, v, idx)) return false;
  const std::int64_t esz = to_i(v->items[2]), at = to_i(v->items[1]) + idx * esz;
  auto* l = v->items[0].as<ListObj>();
  std::vector<std::uint8_t> bytes;
  if (!read_bytes(in, l, at, esz, bytes)) return true;  // raises when out of bounds
  if (cstr(v->items[3]) == "Float80" && bytes.size() >= 10) {
    ld_to_bytes(val, bytes.data());  // the padding keeps its bytes
    write_buffer(l, at, bytes, to_i(v->items[4]) != 0);
    return true;
  }
  const std::uint64_t u = encode(val, cstr(v->items[3]));
  for (std::int64_t b = 0; b < esz; ++b) bytes[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(u >> (8 * b));
  write_buffer(l, at, bytes, to_i(v->items[4]) != 0);
  return true;
}

Value wide_bytes(Vm& in, const Value& p) {
  ListObj* v;
  std::int64_t idx;
  if (wide_of(p, v, idx)) return make_ptr(v->items[0], to_i(v->items[1]) + idx * to_i(v->items[2]));
  // a pointer into a struct view's instances ((uint8_t *)(h + 1)): the buffer there
  std::int64_t off;
  if (!seq_of(p, v, off) || v->items.empty()) return Value::undef();
  ListObj* link = link_of(in, v->items[0]);
  std::vector<std::uint8_t> one;
  if (!link || !object_bytes(in, v->items[0], "", -1, one)) return Value::undef();
  return make_ptr(link->items[0], to_i(link->items[1]) + off * static_cast<std::int64_t>(one.size()));
}

void wide_detach(Vm& in, const Value& copy) {
  if (!copy.is(Tag::Instance)) return;
  auto* o = copy.as<InstanceObj>();
  for (const auto& [name, moff] : char_array_members(in, copy, true))
    if (Value* f = o->fields.find(in.intern(name)); f && f->is(Tag::Instance) && f->obj()->rt_flags != 0) {
      *f = copy_value(in, *f);  // a struct member viewing the bytes: a copy of its own
      if (Value* t = f->as<InstanceObj>()->fields.find(in.intern(kLink))) *t = Value::none();
    }
  for (const ArrayMember& m : scalar_array_members(in, copy))
    if (Value* f = o->fields.find(in.intern(m.name)); f && is_wide(*f)) {
      auto* own = new ListObj();
      for (std::int64_t k = 0; k < m.count; ++k) {
        Value x;
        wide_load(in, *f, k, x);
        own->items.push_back(x);
      }
      *f = Value::object(own);
    }
  for (const auto& [name, moff] : char_array_members(in, copy)) {
    Value* f = o->fields.find(in.intern(name));
    ListObj* l;
    std::int64_t off;
    if (!f || !f->is(Tag::Pointer) || !seq_of(*f, l, off)) continue;
    std::int64_t off_end, n;
    if (!member_span(in, copy, name, off_end, n)) continue;
    auto* own = new ListObj();
    for (std::int64_t k = 0; k < n; ++k)
      own->items.push_back(off + k >= 0 && static_cast<std::size_t>(off + k) < l->items.size() ? l->items[static_cast<std::size_t>(off + k)] : Value::integer(0));
    *f = Value::object(own);
  }
}

Value wide_link(Vm& in, const Value& inst) {
  ListObj* link = link_of(in, inst);
  return link ? Value::object(link) : Value::none();
}

void wide_assigned(Vm& in, const Value& inst, const Value& link) {
  auto* o = inst.as<InstanceObj>();
  const Name key = in.intern(kLink);
  if (link.is_none()) {
    if (Value* t = o->fields.find(key)) *t = Value::none();  // the source's link is not the copy's
    return;
  }
  std::vector<std::uint8_t> bytes;
  if (!object_bytes(in, inst, "", -1, bytes)) return;
  auto* l = link.as<ListObj>();
  const std::int64_t at = to_i(l->items[1]);
  auto* buf = l->items[0].as<ListObj>();
  const bool sg = to_i(l->items[2]) != 0;
  write_buffer(buf, at, bytes, sg);
  link_to(in, inst, buf, at, sg, 0);  // the copied-in members view the bytes again
}

/// __c_rewiden(p, type, size): (T *)p of a pointer into a view of a char
/// buffer (a struct view's element, another scalar view): a view of T over
/// the same bytes; any other p as it is.
Value c_rewiden(Vm& in, const Value&, Args& a) {
  const Value& p = arg(a, 0);
  Value b = wide_bytes(in, p);
  if (b.is_undef()) return p;
  ListObj* l;
  std::int64_t off;
  bool is_signed = true;
  if (ListObj* v; seq_of(p, v, off) && !v->items.empty())
    if (ListObj* link = link_of(in, v->items[0])) is_signed = to_i(link->items[2]) != 0;
  if (ListObj* v; p.is(Tag::Pointer) && p.as<PointerObj>()->base.is(Tag::Tuple) && (v = p.as<PointerObj>()->base.as<ListObj>())->items.size() == 5)
    is_signed = to_i(v->items[4]) != 0;
  if (!seq_of(b, l, off)) return p;
  Value w = wide_cast(in, b, cstr(arg(a, 1)), to_i(arg(a, 2)), Value::none(), is_signed);
  return w.is_undef() ? p : w;
}

/// __c_wide_fresh(p): before a p->f access, a struct view's instance takes
/// the bytes the buffer changed since it last saw them (a byte write, a
/// memcpy, another view); members the buffer left alone keep the instance's
/// values (an array member filled by strcpy, a pointer set through &p->next).
/// p itself is returned.
Value c_wide_fresh(Vm& in, const Value&, Args& a) {
  const Value inst = instance_at(arg(a, 0));
  ListObj* link = link_of(in, inst);
  if (!link) return arg(a, 0);
  std::string& seen = link->items[3].as<StrObj>()->s;
  std::vector<std::uint8_t> now, mine;
  if (!read_bytes(in, link->items[0].as<ListObj>(), to_i(link->items[1]), static_cast<std::int64_t>(seen.size()), now)) return arg(a, 0);
  if (std::equal(now.begin(), now.end(), seen.begin(), seen.end(), [](std::uint8_t x, char y) { return x == static_cast<std::uint8_t>(y); }))
    return arg(a, 0);
  if (object_bytes(in, inst, "", -1, mine) && mine.size() == now.size()) {
    for (std::size_t k = 0; k < now.size(); ++k)
      if (now[k] != static_cast<std::uint8_t>(seen[k])) mine[k] = now[k];
    store_object_bytes(in, inst, "", mine);
  }
  seen.assign(now.begin(), now.end());
  return arg(a, 0);
}

/// __c_wide_sync(s, "f"): after a store into field f of s, a struct view's
/// instance writes that member's bytes back (padding and the other members
/// keep the buffer's bytes).
Value c_wide_sync(Vm& in, const Value&, Args& a) {
  const Value& inst = arg(a, 0);
  ListObj* link = link_of(in, inst);
  std::vector<std::uint8_t> bytes;
  if (!link || !object_bytes(in, inst, "", -1, bytes)) return Value::none();
  std::int64_t moff, mn;
  if (!member_span(in, inst, cstr(arg(a, 1)), moff, mn) || moff + mn > static_cast<std::int64_t>(bytes.size())) {
    moff = 0;
    mn = static_cast<std::int64_t>(bytes.size());
  }
  auto* l = link->items[0].as<ListObj>();
  const std::int64_t at = to_i(link->items[1]);
  write_buffer(l, at + moff, std::vector<std::uint8_t>(bytes.begin() + moff, bytes.begin() + moff + mn), to_i(link->items[2]) != 0);
  std::string& seen = link->items[3].as<StrObj>()->s;
  for (std::int64_t k = moff; k < moff + mn && static_cast<std::size_t>(k) < seen.size(); ++k)
    seen[static_cast<std::size_t>(k)] = static_cast<char>(bytes[static_cast<std::size_t>(k)]);
  return Value::none();
}

}  // namespace reddragon::vm::c_rt
