// php_more.cpp - the table of the library's further files (php_more.hpp)
// and the lowering's helpers kept here: unset($obj->p) (__unset) and
// extract()'s count.
#include <algorithm>
#include <filesystem>
#include <cctype>
#include <unordered_map>

#include "php_more.hpp"

namespace reddragon::vm::php {
namespace {

using Args = std::vector<Value>;

/// unset($obj->name): removes a property the object has; one it has not
/// (or a magic one) goes to __unset when the class defines it; nothing
/// else happens (PHP raises no error).
Value h_unsetprop(Vm& vm, const Value&, Args& a) {
  const Value& o = marg(a, 0);
  if (!o.is(Tag::Instance) || !marg(a, 1).is(Tag::Str)) return Value::none();
  const std::string& name = S(a[1]);
  auto& items = o.as<InstanceObj>()->fields.items;
  Name n = vm.intern(name);
  for (auto it = items.begin(); it != items.end(); ++it)
    if (it->first == n) {
      items.erase(it);
      return Value::none();
    }
  Value magic = class_attr(vm, o.as<InstanceObj>()->cls, "__unset");
  if (!magic.is_undef()) call_value(vm, magic, {o, a[1]});
  return Value::none();
}

/// The keys extract() turns into variables: strings that are valid names
/// (not "this").
bool var_name_key(const Value& k) {
  if (!k.is(Tag::Str)) return false;
  const std::string& s = S(k);
  if (s.empty() || s == "this" || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  for (unsigned char c : s)
    if (!(std::isalnum(c) || c == '_' || c >= 0x80)) return false;
  return true;
}
/// extract()'s result: how many variables it set.
Value h_extract_count(Vm& vm, const Value&, Args& a) {
  std::int64_t n = 0;
  if (auto* d = arr(marg(a, 0)))
    for (auto& [k, v] : d->entries) n += var_name_key(k);
  else if (!marg(a, 0).is_symbolic())
    vm.raise("TypeError", "extract(): Argument #1 ($array) must be of type array, " + php_type(marg(a, 0)) + " given");
  return Value::integer(n);
}

/// f(...$array): the values under integer keys, passed by position (an
/// iterable's values too).
Value h_spread_pos(Vm& vm, const Value&, Args& a) {
  const Value& v = marg(a, 0);
  auto* d = arr(v);
  if (!d) return call_value(vm, builtin_function(vm, "__php_vals"), {v});  // a Traversable's values
  std::vector<Value> out;
  for (auto& [k, x] : d->entries)
    if (!k.is(Tag::Str)) out.push_back(x);
  return make_list(std::move(out));
}
/// f(...$array): the values under string keys, passed as named arguments.
Value h_spread_named(Vm& vm, const Value&, Args& a) {
  (void)vm;
  Value out = make<DictObj>();
  if (auto* d = arr(marg(a, 0)))
    for (auto& [k, x] : d->entries)
      if (k.is(Tag::Str)) out.as<DictObj>()->set(make_str("$" + S(k)), x);
  return out;
}

bool own_flag(Vm& vm, const Value& cls, const char* attr) {
  return cls.is(Tag::Class) && cls.as<ClassObj>()->attrs.find(vm.intern(attr)) != nullptr;
}
/// `self` in a trait's method: the class that uses the trait, the nearest
/// one up from the called class (`static`) that lists it in its own uses.
Value h_trait_self(Vm& vm, const Value&, Args& a) {
  const Value& trait = marg(a, 0);
  Value cls = marg(a, 1);
  if (!cls.is(Tag::Class) || !trait.is(Tag::Class)) return trait;
  Value tn = make_str(class_name(trait));
  for (const Value& c : cls.as<ClassObj>()->mro) {
    Value* u = c.as<ClassObj>()->attrs.find(vm.intern("__php_uses"));
    if (auto* d = u ? arr(*u) : nullptr; d && d->find(tn)) return c;
  }
  return cls;
}
Value class_of_arg(Vm& vm, const Value& v) {
  if (v.is(Tag::Instance)) return v.as<InstanceObj>()->cls;
  if (v.is(Tag::Str)) return lookup_class(vm, S(v));
  return v;
}
/// class_implements(): the interfaces of a class and its parents, name => name
/// (Stringable too when it has __toString, as PHP declares it implicitly).
Value f_class_implements(Vm& vm, const Value&, Args& a) {
  Value c = class_of_arg(vm, marg(a, 0));
  if (!c.is(Tag::Class)) return Value::boolean(false);
  Value out = new_arr();
  auto* d = out.as<DictObj>();
  for (const Value& k : c.as<ClassObj>()->mro)
    if (own_flag(vm, k, "__php_interface")) d->set(make_str(class_name(k)), make_str(class_name(k)));
  if (!class_attr(vm, c, "__toString").is_undef()) d->set(make_str("Stringable"), make_str("Stringable"));
  return out;
}
/// class_parents(): the parent classes, nearest first, name => name.
Value f_class_parents(Vm& vm, const Value&, Args& a) {
  Value c = class_of_arg(vm, marg(a, 0));
  if (!c.is(Tag::Class)) return Value::boolean(false);
  Value out = new_arr();
  auto& mro = c.as<ClassObj>()->mro;
  for (std::size_t i = 1; i < mro.size(); ++i) {
    const Value& k = mro[i];
    std::string n = class_name(k);
    if (own_flag(vm, k, "__php_interface") || own_flag(vm, k, "__php_trait") || n == "object" || n == "BaseException")
      continue;
    out.as<DictObj>()->set(make_str(n), make_str(n));
  }
  return out;
}

/// get_object_vars($obj): the properties the calling scope can see (the
/// lowering passes the calling class, null outside classes): public ones,
/// protected ones from a related class, private ones from the declaring class.
Value f_get_object_vars(Vm& vm, const Value&, Args& a) {
  const Value& o = marg(a, 0);
  if (!o.is(Tag::Instance)) {
    vm.raise("TypeError", "get_object_vars(): Argument #1 ($object) must be of type object, " + php_type(o) + " given");
    return Value::none();
  }
  Value scope = marg(a, 1);
  const Value& cls = o.as<InstanceObj>()->cls;
  auto related = [&](const Value& x, const Value& y) {
    for (const Value& c : x.as<ClassObj>()->mro)
      if (c.obj() == y.obj()) return true;
    return false;
  };
  Value out = new_arr();
  for (auto& p : object_props(vm, o)) {
    bool ok = p.vis == "public";
    if (!ok && scope.is(Tag::Class)) {
      if (p.vis == "protected") ok = related(cls, scope) || related(scope, cls);
      else ok = class_name(scope) == (p.owner.empty() ? class_name(cls) : p.owner);
    }
    if (ok) out.as<DictObj>()->set(make_str(p.name), p.value);
  }
  return out;
}

bool related_classes(const Value& x, const Value& y) {
  auto sub = [](const Value& a, const Value& b) {
    for (const Value& c : a.as<ClassObj>()->mro)
      if (c.obj() == b.obj()) return true;
    return false;
  };
  return x.is(Tag::Class) && y.is(Tag::Class) && (sub(x, y) || sub(y, x));
}

// yield from $generator, stepped by the lowering through the generator's
// own methods (php_library.cpp's generator_method): current/key/send/next.
Value gen_call(Vm& vm, const Value& g, const char* m, std::vector<Value> args = {}) {
  Value f = generator_method(vm, g, m);
  if (f.is_undef()) return Value::none();
  return call_value(vm, f, std::move(args));
}
Value h_yf_is_gen(Vm&, const Value&, Args& a) { return Value::boolean(marg(a, 0).is(Tag::Generator)); }
Value h_yf_valid(Vm& vm, const Value&, Args& a) { return Value::boolean(php::truthy(gen_call(vm, marg(a, 0), "valid"))); }
/// The delegate's current item under its own key, not moving the outer
/// generator's next integer key (a (key, value, from) triple).
Value h_yf_item(Vm& vm, const Value&, Args& a) {
  Value k = gen_call(vm, marg(a, 0), "key");
  Value v = gen_call(vm, marg(a, 0), "current");
  return make_list({k, v, Value::boolean(true)}, Tag::Tuple);
}
/// What the outer generator was resumed with goes on to the delegate:
/// send($v), or next() for null.
Value h_yf_resume(Vm& vm, const Value&, Args& a) {
  if (marg(a, 1).is_none()) gen_call(vm, marg(a, 0), "next");
  else gen_call(vm, marg(a, 0), "send", {marg(a, 1)});
  return Value::none();
}
Value h_yf_return(Vm& vm, const Value&, Args& a) { return gen_call(vm, marg(a, 0), "getReturn"); }

/// An exception thrown in a finally block while another was on its way
/// out: the pending one becomes the previous of the last in the new one's
/// chain (as PHP chains them), unless it is already in that chain.
Value h_chain(Vm& vm, const Value&, Args& a) {
  Value cur = marg(a, 0);
  const Value& old = marg(a, 1);
  if (!cur.is(Tag::Instance) || !old.is(Tag::Instance)) return Value::none();
  for (int guard = 0; guard < 10000; ++guard) {
    if (cur.obj() == old.obj()) return Value::none();
    Value prev = load_attr_hook(vm, cur, vm.intern("getPrevious"));
    Value p = prev.is_undef() ? Value::none() : call_value(vm, prev, {});
    if (vm.raising()) return Value::none();
    if (!p.is(Tag::Instance)) {
      set_instance_field(vm, cur, "previous", old);
      return Value::none();
    }
    cur = p;
  }
  return Value::none();
}

/// Records where an exception was made (the calling PHP code's line and
/// file) the first time it is seen, for getLine()/getFile().
Value h_exc_here(Vm& vm, const Value&, Args& a) {
  const Value& e = marg(a, 0);
  if (!is_exception(e) || instance_field(vm, e, "__php_line").is(Tag::Int)) return Value::none();
  if (auto pos = vm.where(1)) {
    std::error_code ec;
    std::filesystem::path f(pos->file);
    if (f.is_relative()) f = std::filesystem::current_path(ec) / f;
    set_instance_field(vm, e, "__php_line", Value::integer(pos->line));
    set_instance_field(vm, e, "__php_file", make_str(f.lexically_normal().string()));
  }
  return Value::none();
}

const MoreEntry kHelpers[] = {
    {"__php_exc_here", h_exc_here},
    {"__php_chain", h_chain},
    {"__php_yf_is_gen", h_yf_is_gen}, {"__php_yf_valid", h_yf_valid}, {"__php_yf_item", h_yf_item},
    {"__php_yf_resume", h_yf_resume}, {"__php_yf_return", h_yf_return},
    {"get_object_vars", f_get_object_vars, kOut},
    {"__php_trait_self", h_trait_self}, {"class_implements", f_class_implements}, {"class_parents", f_class_parents},
    {"__php_spread_pos", h_spread_pos, kScan}, {"__php_spread_named", h_spread_named, kScan},
    {"__php_unsetprop", h_unsetprop}, {"__php_extract_count", h_extract_count, kScan},
};

const std::vector<const MoreEntry*>& all() {
  static const std::vector<const MoreEntry*> v = [] {
    std::vector<const MoreEntry*> out;
    for (auto tab : {scan_functions(), stream_functions(), helper_functions(), html_functions()})
      for (const MoreEntry& e : tab) out.push_back(&e);
    return out;
  }();
  return v;
}
/// Every function of the table runs through here (`self`: its index), charged
/// by its cost class as php_library.cpp's lib_call does.
Value more_call(Vm& vm, const Value& self, Args& a) {
  const MoreEntry& e = *all()[static_cast<std::size_t>(self.i())];
  if (!named_to_positional(vm, e.name, a)) return Value::none();
  if ((e.cost & kPure) && std::any_of(a.begin(), a.end(), [](const Value& v) { return v.is_symbolic(); }))
    return vm.fresh_symbolic(e.name, vm.call_expr(e.name, a));
  if (e.cost && !charge_args(vm, a, e.cost)) return Value::none();
  Value r = e.fn(vm, Value::none(), a);
  if ((e.cost & kOut) && !vm.raising() && !charge_result(vm, r)) return Value::none();
  return r;
}

}  // namespace

std::span<const MoreEntry> helper_functions() { return kHelpers; }

bool method_visible(Vm& vm, const Value& cls, const std::string& m, const Value& scope) {
  if (!cls.is(Tag::Class)) return true;
  Name mark = vm.intern("__php_mv_" + m), fn = vm.intern(m);
  for (const Value& c : cls.as<ClassObj>()->mro) {  // the nearest class that declares it (or marks it)
    auto& attrs = c.as<ClassObj>()->attrs;
    Value* v = attrs.find(mark);
    if (!v && !attrs.find(fn)) continue;
    if (!v || !v->is(Tag::Str)) return true;
    if (!scope.is(Tag::Class)) return false;
    if (S(*v) == "private") return scope.obj() == c.obj();
    return related_classes(scope, c);
  }
  return true;
}

Value more_constant(std::string_view n) {
  static const std::pair<const char*, std::int64_t> ints[] = {
      {"EXTR_OVERWRITE", 0}, {"EXTR_SKIP", 1}, {"ENT_COMPAT", 2}, {"ENT_NOQUOTES", 0}, {"ENT_IGNORE", 4},
      {"ENT_SUBSTITUTE", 8}, {"ENT_DISALLOWED", 128}, {"ENT_HTML401", 0}, {"ENT_XML1", 16}, {"ENT_XHTML", 32},
      {"ENT_HTML5", 48}, {"HTML_SPECIALCHARS", 0}, {"HTML_ENTITIES", 1}, {"SEEK_SET", 0}, {"SEEK_CUR", 1}, {"SEEK_END", 2},
  };
  for (auto& [k, v] : ints)
    if (n == k) return Value::integer(v);
  return Value::undef();
}

Value more_function(Vm& vm, std::string_view name) {
  (void)vm;
  static const std::unordered_map<std::string_view, std::size_t> index = [] {
    std::unordered_map<std::string_view, std::size_t> m;
    for (std::size_t i = 0; i < all().size(); ++i) m.emplace(all()[i]->name, i);
    return m;
  }();
  auto it = index.find(name);
  if (it == index.end()) return Value::undef();
  return make_native(more_call, all()[it->second]->name, Value::integer(static_cast<std::int64_t>(it->second)));
}

}  // namespace reddragon::vm::php
