// render_json.cpp - JSON rendering of VM values.
#include "vm/render_json.hpp"

#include <boost/json.hpp>
#include <cmath>
#include <vector>

#include "reddragon/text/utf8.hpp"
#include "reddragon/vm/bigint.hpp"
#include "vm/semantics.hpp"

namespace json = boost::json;

namespace reddragon::vm {

namespace {
// Rendering walks a live object graph: cycles (a doubly linked list still
// alive at the end of a run) render as {"$cycle": true}, and one top-level
// value renders at most kBudget nodes (shared substructure is re-rendered).
constexpr std::size_t kBudget = 100000;
thread_local std::vector<const Obj*> on_path;
thread_local std::size_t budget = kBudget;

struct PathGuard {
  explicit PathGuard(const Obj* o) { on_path.push_back(o); }
  ~PathGuard() { on_path.pop_back(); }
};
}  // namespace

json::value render_value_json(Interp& in, const Value& v, int depth) {
  if (depth == 0) {
    on_path.clear();
    budget = kBudget;
  }
  if (depth > 32 || budget == 0) return json::string("...");
  --budget;
  if (v.is_heap()) {
    for (const Obj* o : on_path)
      if (o == v.obj()) return json::object{{"$cycle", true}};
  }
  PathGuard guard(v.is_heap() ? v.obj() : nullptr);
  switch (v.tag()) {
    case Tag::Undef:
    case Tag::None: return nullptr;
    case Tag::Bool: return v.b();
    case Tag::Int: return v.i();
    case Tag::Float:
      if (std::isfinite(v.d())) return v.d();
      return json::string(sem::repr(in, v));
    case Tag::BigInt: {
      json::object o;
      const BigInt& x = v.as<BigIntObj>()->v;
      if (int_bits(x) > 14300) o["$bigint_bits"] = int_bits(x);  // decimal conversion is quadratic
      else o["$bigint"] = x.str();
      return o;
    }
    case Tag::Str: return json::string(utf8::to_valid(v.as<StrObj>()->s));
    case Tag::List:
    case Tag::Tuple: {
      json::array a;
      for (const auto& x : v.as<ListObj>()->items) a.push_back(render_value_json(in, x, depth + 1));
      return a;
    }
    case Tag::Set: {
      json::object o;
      json::array a;
      for (const auto& [k, _] : v.as<DictObj>()->entries) a.push_back(render_value_json(in, k, depth + 1));
      o["$set"] = std::move(a);
      return o;
    }
    case Tag::Dict: {
      json::object o;
      bool all_str = true;
      for (const auto& [k, _] : v.as<DictObj>()->entries) all_str &= k.is(Tag::Str);
      if (all_str) {
        for (const auto& [k, x] : v.as<DictObj>()->entries) o[utf8::to_valid(k.as<StrObj>()->s)] = render_value_json(in, x, depth + 1);
        return o;
      }
      json::array pairs;
      for (const auto& [k, x] : v.as<DictObj>()->entries)
        pairs.push_back(json::array{render_value_json(in, k, depth + 1), render_value_json(in, x, depth + 1)});
      o["$dict"] = std::move(pairs);
      return o;
    }
    case Tag::Instance: {
      json::object o, fields;
      auto* inst = v.as<InstanceObj>();
      o["$obj"] = inst->klass()->name;
      for (const auto& [n, x] : inst->fields.items) fields[in.program().name(n)] = render_value_json(in, x, depth + 1);
      o["fields"] = std::move(fields);
      return o;
    }
    case Tag::Class: {
      json::object o;
      o["$class"] = v.as<ClassObj>()->name;
      return o;
    }
    case Tag::Function: {
      json::object o;
      o["$function"] = v.as<FunctionObj>()->info->name;
      return o;
    }
    case Tag::Symbolic: {
      json::object o;
      o["$sym"] = "sym_" + std::to_string(v.as<SymbolicObj>()->id);
      return o;
    }
    default: {
      json::object o;
      o["$value"] = sem::repr(in, v);
      return o;
    }
  }
}

json::value render_scope_json(Interp& in, const Value& scope) {
  json::object o;
  if (!scope.is(Tag::Scope)) return o;
  auto* sc = scope.as<ScopeObj>();
  for (std::size_t k = 0; k < sc->nslots; ++k) {
    if (sc->slots[k].is_undef()) continue;
    o[utf8::to_valid(in.program().name(sc->fn->slot_names[k]))] = render_value_json(in, sc->slots[k]);
  }
  if (sc->extra)  // names bound dynamically (resolver writes); unknown names stay out
    for (const auto& [n, v] : *sc->extra)
      if (!v.is_symbolic() || !o.contains(in.program().name(n))) {
        if (v.is_symbolic()) continue;
        o[utf8::to_valid(in.program().name(n))] = render_value_json(in, v);
      }
  return o;
}

Value value_from_json(Interp& in, const json::value& j) {
  switch (j.kind()) {
    case json::kind::null: return Value::none();
    case json::kind::bool_: return Value::boolean(j.get_bool());
    case json::kind::int64: return Value::integer(j.get_int64());
    case json::kind::uint64: return make_int(BigInt(j.get_uint64()));
    case json::kind::double_: return Value::real(j.get_double());
    case json::kind::string: return make_str(std::string(j.get_string()));
    case json::kind::array: {
      std::vector<Value> items;
      for (const auto& x : j.get_array()) items.push_back(value_from_json(in, x));
      return make_list(std::move(items));
    }
    case json::kind::object: {
      const auto& o = j.get_object();
      if (auto* s = o.if_contains("$sym")) return in.fresh_symbolic(s->is_string() ? std::string(s->get_string()) : "llm");
      if (auto* t = o.if_contains("$obj"); t && t->is_string()) {
        auto* c = new ClassObj();
        c->name = std::string(t->get_string());
        Value cv = Value::object(c);
        c->mro.push_back(cv);
        // made up by a resolver: members it did not describe are unknown
        // (symbolic, resolved again on call), not AttributeErrors
        c->unresolved_parents.push_back("<resolver>");
        auto* inst = new InstanceObj();
        inst->cls = cv;
        if (auto* f = o.if_contains("fields"); f && f->is_object())
          for (const auto& [k, x] : f->get_object()) inst->fields.set(in.intern(std::string(k)), value_from_json(in, x));
        return Value::object(inst);
      }
      auto* d = new DictObj();
      Value dv = Value::object(d);
      for (const auto& [k, x] : o) d->set(make_str(std::string(k)), value_from_json(in, x));
      return dv;
    }
  }
  return Value::none();
}

}  // namespace reddragon::vm
