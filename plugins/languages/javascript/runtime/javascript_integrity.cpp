// javascript_integrity.cpp - Object.freeze / seal / preventExtensions.
//
// A level per object lives in a run-state side table keyed by the object's
// address; each entry holds the object, so the address is not reused while
// the entry exists. Past kMaxTracked objects a new freeze is not recorded
// (the object stays writable): a bound on the table, not on the program.
// Writes reach the checks through the lowering's `__js_set` / `__js_delete`
// (files that freeze, seal or prevent extensions) and the array methods.
#include "javascript_integrity.hpp"

#include <cmath>
#include <cstdint>

#include "reddragon/vm/objects.hpp"

namespace reddragon::vm::js {

namespace {

constexpr std::size_t kMaxTracked = 1 << 16;

Value address_key(const Value& obj) {
  return Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(obj.obj())));
}

DictObj* table(Vm& in, bool create) {
  Value& t = in.run_state("javascript.integrity");
  if (!t.is(Tag::Dict)) {
    if (!create) return nullptr;
    t = make<DictObj>();
  }
  return t.as<DictObj>();
}

/// How node names the object in its messages: #<Object>, [object Array],
/// #<Point>; V8 names it by its constructor only while its toString is
/// Object.prototype's, so an object with its own (or its class's) toString
/// is '[object Object]'.
std::string describe(Vm& in, const Value& obj) {
  if (obj.is(Tag::List)) return "[object Array]";
  std::string name = "Object";
  const auto ts = in.intern("toString");
  if (obj.is(Tag::Dict) && obj.as<DictObj>()->find(make_str("toString"))) return "[object Object]";
  if (obj.is(Tag::Instance)) {
    auto* inst = obj.as<InstanceObj>();
    if (inst->fields.find(ts)) return "[object Object]";
    for (const Value& c : inst->klass()->mro)
      if (c.is(Tag::Class) && !c.as<ClassObj>()->builtin && c.as<ClassObj>()->attrs.find(ts)) return "[object Object]";
    name = inst->klass()->name;
  }
  return "#<" + name + ">";
}

std::string key_text(Vm& in, const Value& key) {
  if (key.is(Tag::Str)) return key.as<StrObj>()->s;
  return to_string(in, key);
}

/// Whether obj already has the own property key.
bool has_own(Vm& in, const Value& obj, const Value& key) {
  const std::string k = key_text(in, key);
  switch (obj.tag()) {
    case Tag::Dict: return obj.as<DictObj>()->find(make_str(k)) != nullptr;
    case Tag::Instance: return obj.as<InstanceObj>()->fields.find(in.intern(k)) != nullptr;
    case Tag::List: {
      const auto n = obj.as<ListObj>()->items.size();
      if (k == "length") return true;
      char* end = nullptr;
      const double d = std::strtod(k.c_str(), &end);
      return end && *end == '\0' && !k.empty() && d >= 0 && d == std::trunc(d) && d < static_cast<double>(n);
    }
    default: return false;
  }
}

bool refuse(Vm& in, bool strict, const std::string& message) {
  if (strict) in.raise("TypeError", message);
  return true;
}

}  // namespace

Integrity integrity_of(Vm& in, const Value& obj) {
  if (!obj.is_heap()) return Integrity::kExtensible;
  DictObj* t = table(in, false);
  if (t == nullptr || t->entries.empty()) return Integrity::kExtensible;
  Value* e = t->find(address_key(obj));
  if (e == nullptr || e->as<ListObj>()->items[0].obj() != obj.obj()) return Integrity::kExtensible;
  return static_cast<Integrity>(e->as<ListObj>()->items[1].i());
}

void set_integrity(Vm& in, const Value& obj, Integrity level) {
  if (!(obj.is(Tag::Dict) || obj.is(Tag::List) || obj.is(Tag::Instance))) return;
  if (integrity_of(in, obj) >= level) return;
  DictObj* t = table(in, true);
  Value k = address_key(obj);
  if (t->find(k) == nullptr && t->entries.size() >= kMaxTracked) return;
  t->set(k, make_list({obj, Value::integer(static_cast<std::int64_t>(level))}, Tag::Tuple));
}

namespace {
/// Per object: [object, read-only keys (a Set of strings), hidden keys].
DictObj* flags_of(Vm& in, const Value& obj, bool create) {
  if (!obj.is_heap()) return nullptr;
  Value& t = in.run_state("javascript.property_flags");
  if (!t.is(Tag::Dict)) {
    if (!create) return nullptr;
    t = make<DictObj>();
  }
  auto* table = t.as<DictObj>();
  Value k = address_key(obj);
  Value* e = table->find(k);
  if (e && e->as<ListObj>()->items[0].obj() == obj.obj()) return e->as<ListObj>()->items[1].as<DictObj>();
  if (!create || table->entries.size() >= kMaxTracked) return nullptr;
  Value flags = make<DictObj>();
  table->set(k, make_list({obj, flags}, Tag::Tuple));
  return flags.as<DictObj>();
}
// flag bits of a key in the object's flags dict
constexpr std::int64_t kReadOnly = 1, kHidden = 2, kFixed = 4;  // kFixed: configurable: false
std::int64_t flags_of_key(Vm& in, const Value& obj, const Value& key) {
  DictObj* f = flags_of(in, obj, false);
  if (f == nullptr) return 0;
  Value* v = f->find(make_str(key_text(in, key)));
  return v && v->is_int() ? v->i() : 0;
}
}  // namespace

void set_property_flags(Vm& in, const Value& obj, const Value& key, bool writable, bool enumerable, bool configurable) {
  const std::int64_t bits = (writable ? 0 : kReadOnly) | (enumerable ? 0 : kHidden) | (configurable ? 0 : kFixed);
  DictObj* f = flags_of(in, obj, bits != 0);
  if (f == nullptr) return;
  if (bits == 0) f->erase(make_str(key_text(in, key)));
  else f->set(make_str(key_text(in, key)), Value::integer(bits));
}
bool property_hidden(Vm& in, const Value& obj, const Value& key) { return flags_of_key(in, obj, key) & kHidden; }
bool property_readonly(Vm& in, const Value& obj, const Value& key) { return flags_of_key(in, obj, key) & kReadOnly; }
bool property_fixed(Vm& in, const Value& obj, const Value& key) { return flags_of_key(in, obj, key) & kFixed; }

namespace {
/// A plain object's inherited property `key` that is read-only (defined so,
/// or on a frozen prototype): an assignment may not shadow it.
const Value* readonly_ancestor(Vm& in, const Value& obj, const Value& key) {
  if (!obj.is(Tag::Dict) || has_own(in, obj, key)) return nullptr;
  const Value proto_key = make_str("\x01proto");
  const Value* cur = obj.as<DictObj>()->find(proto_key);
  for (int guard = 0; guard < 10000 && cur && cur->is(Tag::Dict); ++guard) {
    if (has_own(in, *cur, key))
      return property_readonly(in, *cur, key) || integrity_of(in, *cur) == Integrity::kFrozen ? cur : nullptr;
    cur = cur->as<DictObj>()->find(proto_key);
  }
  return nullptr;
}
}  // namespace

bool write_refused(Vm& in, const Value& obj, const Value& key, bool strict) {
  if (property_readonly(in, obj, key))
    return refuse(in, strict, "Cannot assign to read only property '" + key_text(in, key) + "' of object '" +
                                  describe(in, obj) + "'");
  if (const Value* holder = readonly_ancestor(in, obj, key))
    return refuse(in, strict, "Cannot assign to read only property '" + key_text(in, key) + "' of object '" +
                                  describe(in, *holder) + "'");
  const Integrity level = integrity_of(in, obj);
  if (level == Integrity::kExtensible) return false;
  const bool exists = has_own(in, obj, key);
  if (exists && level == Integrity::kFrozen)
    return refuse(in, strict, "Cannot assign to read only property '" + key_text(in, key) + "' of object '" +
                                  describe(in, obj) + "'");
  if (!exists) return refuse(in, strict, "Cannot add property " + key_text(in, key) + ", object is not extensible");
  return false;
}

bool delete_refused(Vm& in, const Value& obj, const Value& key, bool strict) {
  if ((integrity_of(in, obj) < Integrity::kSealed && !property_fixed(in, obj, key)) || !has_own(in, obj, key)) return false;
  return refuse(in, strict, "Cannot delete property '" + key_text(in, key) + "' of " + describe(in, obj));
}

bool array_write_refused(Vm& in, const Value& arr, std::string_view method) {
  const Integrity level = integrity_of(in, arr);
  if (level == Integrity::kExtensible || !arr.is(Tag::List)) return false;
  const auto n = static_cast<std::int64_t>(arr.as<ListObj>()->items.size());
  const bool grows = method == "push" || method == "unshift" || method == "splice" || method == "fill";
  const bool shrinks = method == "pop" || method == "shift" || method == "splice";
  const bool rewrites = method == "sort" || method == "reverse" || method == "fill" || method == "copyWithin" ||
                        method == "shift" || method == "unshift" || method == "splice";
  if (method == "push") return refuse(in, true, "Cannot add property " + std::to_string(n) + ", object is not extensible");
  if (method == "pop" && level >= Integrity::kSealed && n > 0)
    return refuse(in, true, "Cannot delete property '" + std::to_string(n - 1) + "' of [object Array]");
  if (level == Integrity::kFrozen && (rewrites || shrinks) && (n > 0 || method == "unshift"))
    return refuse(in, true, "Cannot assign to read only property '0' of object '[object Array]'");
  if (grows && method == "unshift") return refuse(in, true, "Cannot add property " + std::to_string(n) + ", object is not extensible");
  return false;
}

}  // namespace reddragon::vm::js
