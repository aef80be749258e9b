// ruby_globals.cpp - Kernel functions, the lowering's `__rb_*` helpers,
// method dispatch (load_attr), operators, indexing and the runtime row.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>

#include "reddragon/vm/bigint.hpp"
#include "../ruby_conventions.hpp"
#include "ruby_shared.hpp"

namespace reddragon::vm {
using ir::Operator;
namespace ruby {

Value enum_method(Vm& vm, const Value& self, std::vector<Value>& xs, const std::string& name, std::vector<Value>& args,
                  const Value& blk, bool& found);

namespace {

#define NEED_OK \
  if (vm.raising()) return Value::none()

std::vector<Value>& items(const Value& v) { return v.as<ListObj>()->items; }
Value list(std::vector<Value> v) { return make_list(std::move(v)); }
Value kwblk(const Value& blk) {
  auto* k = new KwArgObj();
  k->name = "__blk";
  k->value = blk;
  return Value::object(k);
}

bool class_has(const Value& cls, Name n) {
  if (!cls.is(Tag::Class)) return false;
  for (auto& k : cls.as<ClassObj>()->mro)
    if (k.as<ClassObj>()->attrs.find(n)) return true;
  return false;
}
bool is_core_type(const Value& v) { return v.is(Tag::Builtin) && v.as<BuiltinObj>()->id == kCoreType; }
std::string core_type_name(const Value& v) { return v.as<BuiltinObj>()->native_name; }
bool is_main(const Value& v) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == "Object" && v.as<InstanceObj>()->klass()->mro.size() == 1;
}

const char* kCoreTypes[] = {"Integer", "Float",  "String",   "Array",     "Hash",       "Symbol",  "NilClass",
                            "TrueClass", "FalseClass", "Numeric", "Proc", "Range", "Regexp", "Object", "BasicObject",
                            "Kernel", "Struct", "Method", "MatchData", "Set", "Rational", "Complex", "Time", "Random",
                            "Class", "Module", "Enumerator"};

Value core_const(Vm& vm, std::string_view name) {
  for (const char* n : kCoreTypes)
    if (name == n) {
      Value& c = vm.run_state("ruby.const." + std::string(name));
      if (c.is_none()) c = make_native(core_type_call, n, make_str(n), kCoreType);
      return c;
    }
  return Value::undef();
}

bool core_type_match(Vm& vm, const std::string& t, const Value& x) {
  if (t == "Object" || t == "BasicObject" || t == "Kernel") return true;
  if (t == "Integer") return x.is(Tag::Int) || x.is(Tag::BigInt);
  if (t == "Float") return x.is(Tag::Float);
  if (t == "Numeric") return x.is(Tag::Int) || x.is(Tag::BigInt) || x.is(Tag::Float);
  if (t == "String") return is_str(x);
  if (t == "Symbol") return is_sym(x);
  if (t == "Array") return x.is(Tag::List) || x.is(Tag::Tuple);
  if (t == "Hash") return x.is(Tag::Dict);
  if (t == "Set") return x.is(Tag::Set);
  if (t == "NilClass") return x.is_none();
  if (t == "TrueClass") return x.is(Tag::Bool) && x.b();
  if (t == "FalseClass") return x.is(Tag::Bool) && !x.b();
  if (t == "Proc") return x.is(Tag::Function) || (x.is(Tag::Builtin) && !is_core_type(x)) || x.is(Tag::BoundMethod);
  if (t == "Range") return rb_is_range(x);
  if (t == "Regexp") return is_regex(x);
  if (t == "Struct") return rb_is_struct(vm, x);
  if (t == "Module") return x.is(Tag::Class) || is_core_type(x);
  if (t == "Class") return (x.is(Tag::Class) && !x.as<ClassObj>()->attrs.find(vm.intern("__rb_module"))) || is_core_type(x);
  return false;
}

bool is_a(Vm& vm, const Value& x, const Value& cls) {
  if (is_core_type(cls)) return core_type_match(vm, core_type_name(cls), x);
  if (!cls.is(Tag::Class)) return false;
  const std::string& cn = cls.as<ClassObj>()->name;
  if (!x.is(Tag::Instance) && !x.is(Tag::Class)) {
    if (cn == "Comparable") return is_numeric(x) || is_str(x);
    if (cn == "Enumerable") return x.is(Tag::List) || x.is(Tag::Dict) || x.is(Tag::Set) || rb_is_range(x);
    return false;
  }
  if (x.is(Tag::Class)) return false;
  if (vm.isinstance(x, cls)) return true;
  // Ruby's exception tree differs from the VM's built-in one
  return cls.as<ClassObj>()->builtin && rb_class_le(vm, x.as<InstanceObj>()->cls, cls);
}

}  // namespace

Value rb_core_const(Vm& vm, std::string_view name) { return core_const(vm, name); }
bool rb_is_a(Vm& vm, const Value& x, const Value& cls) { return is_a(vm, x, cls); }
bool rb_is_core_type(const Value& v) { return is_core_type(v); }

Value rb_class_of(Vm& vm, const Value& v) {
  if (v.is(Tag::Instance)) {
    if (rb_is_range(v)) return core_const(vm, "Range");
    if (is_regex(v)) return core_const(vm, "Regexp");
    return v.as<InstanceObj>()->cls;
  }
  if (v.is(Tag::Class)) return v;
  Value c = core_const(vm, class_name(vm, v));
  return c.is_undef() ? Value::none() : c;
}

// --- frozen objects and hash defaults (per run) ---------------------------------
bool rb_frozen(Vm& vm, const Value& v) {
  if (!v.is_heap() || is_sym(v)) return true;
  // frozen objects by address (a dict: every frozen Hash key string lands
  // here, so a scan would make building a hash quadratic); the entry keeps
  // the object alive, so its address is not reused while it is listed
  Value& fz = vm.run_state("ruby.frozen");
  if (fz.is_none()) return false;
  return fz.as<DictObj>()->find(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::intptr_t>(v.as<Obj>())))) != nullptr;
}
void rb_freeze(Vm& vm, const Value& v) {
  if (!v.is_heap() || rb_frozen(vm, v)) return;
  Value& fz = vm.run_state("ruby.frozen");
  if (fz.is_none()) fz = make<DictObj>();
  fz.as<DictObj>()->set(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::intptr_t>(v.as<Obj>()))), v);
}
/// Hash defaults per run, by the hash's address (the entry keeps the hash
/// alive, so the address is not reused): [hash, default, default proc].
static Value addr_key(const Value& v) {
  return Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::intptr_t>(v.as<Obj>())));
}
Value rb_hash_default(Vm& vm, const Value& h, const Value& key, bool& has) {
  has = false;
  Value& st = vm.run_state("ruby.hash_defaults");
  if (st.is_none()) return Value::none();
  Value* e = st.as<DictObj>()->find(addr_key(h));
  if (!e) return Value::none();
  has = true;
  Value proc = items(*e)[2], dflt = items(*e)[1];  // copies: the block may change the table
  if (!proc.is_none()) return call_block(vm, proc, {h, key});
  return dflt;
}
void rb_hash_set_default(Vm& vm, const Value& h, const Value& dflt, const Value& proc) {
  Value& st = vm.run_state("ruby.hash_defaults");
  if (st.is_none()) st = make<DictObj>();
  st.as<DictObj>()->set(addr_key(h), make_list({h, dflt, proc}, Tag::Tuple));
}

namespace {

Value dup_value(Vm& vm, const Value& v) {
  switch (v.tag()) {
    case Tag::Str: return make_str(sv(v));
    case Tag::List: return list(items(v));
    case Tag::Dict: {
      Value h = make<DictObj>();
      h.as<DictObj>()->entries = v.as<DictObj>()->entries;
      h.as<DictObj>()->index = v.as<DictObj>()->index;
      Value& st = vm.run_state("ruby.hash_defaults");
      if (!st.is_none())
        if (Value* e = st.as<DictObj>()->find(addr_key(v))) {
          Value t = *e;  // a copy: setting the new hash's default may move the table
          rb_hash_set_default(vm, h, items(t)[1], items(t)[2]);
        }
      return h;
    }
    case Tag::Instance: {
      auto* inst = new InstanceObj();
      inst->cls = v.as<InstanceObj>()->cls;
      inst->fields = v.as<InstanceObj>()->fields;
      return Value::object(inst);
    }
    default: return v;
  }
}

/// A method that the program added to a core class by reopening it
/// (`class Integer; def double ...`): the classes are kept per run, newest
/// last, under their Ruby name; a value looks in its class's ancestors.
Value reopened_method(Vm& vm, const Value& recv, const std::string& name) {
  Value& st = vm.run_state("ruby.reopened");
  if (st.is_none()) return Value::undef();
  static const char* const kInt[] = {"Integer", "Numeric", "Comparable", "Object", "Kernel", nullptr};
  static const char* const kFloat[] = {"Float", "Numeric", "Comparable", "Object", "Kernel", nullptr};
  static const char* const kStr[] = {"String", "Comparable", "Object", "Kernel", nullptr};
  static const char* const kSym[] = {"Symbol", "Comparable", "Object", "Kernel", nullptr};
  static const char* const kArr[] = {"Array", "Enumerable", "Object", "Kernel", nullptr};
  static const char* const kHash[] = {"Hash", "Enumerable", "Object", "Kernel", nullptr};
  static const char* const kRange[] = {"Range", "Enumerable", "Object", "Kernel", nullptr};
  static const char* const kNil[] = {"NilClass", "Object", "Kernel", nullptr};
  static const char* const kTrue[] = {"TrueClass", "Object", "Kernel", nullptr};
  static const char* const kFalse[] = {"FalseClass", "Object", "Kernel", nullptr};
  static const char* const kProc[] = {"Proc", "Object", "Kernel", nullptr};
  static const char* const kObj[] = {"Object", "Kernel", nullptr};
  const char* const* chain = kObj;
  switch (recv.tag()) {
    case Tag::Int:
    case Tag::BigInt: chain = kInt; break;
    case Tag::Float: chain = kFloat; break;
    case Tag::Str: chain = is_sym(recv) ? kSym : kStr; break;
    case Tag::List:
    case Tag::Tuple: chain = kArr; break;
    case Tag::Dict: chain = kHash; break;
    case Tag::None: chain = kNil; break;
    case Tag::Bool: chain = recv.b() ? kTrue : kFalse; break;
    case Tag::Function:
    case Tag::BoundMethod: chain = kProc; break;
    case Tag::Instance: chain = rb_is_range(recv) ? kRange : kObj; break;
    default: break;
  }
  Name n = vm.intern(rb_protocol_name(name));
  for (; *chain; ++chain)
    for (std::size_t i = items(st).size(); i-- > 0;) {
      auto& e = items(items(st)[i]);
      if (sv(e[0]) != *chain) continue;
      if (Value* f = e[1].as<ClassObj>()->attrs.find(n)) return *f;
    }
  return Value::undef();
}

std::string nomethod_msg(Vm& vm, const Value& recv, const std::string& name) {
  std::string rn = rb_ruby_name(name);
  if (recv.is_none()) return "undefined method `" + rn + "' for nil:NilClass";
  if (is_main(recv)) return "undefined local variable or method `" + rn + "' for main:Object";
  if (recv.is(Tag::Instance) && !rb_is_range(recv)) return "undefined method `" + rn + "' for #<" + class_name(vm, recv) + ">";
  return "undefined method `" + rn + "' for " + inspect(vm, recv) + ":" + class_name(vm, recv);
}

bool responds(Vm& vm, const Value& recv, const std::string& name);

/// Kernel/Object methods every value has.
Value object_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                    bool& found) {
  found = true;
  auto arg = [&](std::size_t i) { return i < args.size() ? args[i] : Value::none(); };
  if (name == "class") return rb_class_of(vm, self);
  if (name == "is_a?" || name == "kind_of?" || name == "instance_of?") {
    if (name == "instance_of?" && self.is(Tag::Instance) && arg(0).is(Tag::Class))
      return Value::boolean(self.as<InstanceObj>()->cls.as<ClassObj>() == arg(0).as<ClassObj>());
    return Value::boolean(is_a(vm, self, arg(0)));
  }
  if (name == "respond_to?") return Value::boolean(responds(vm, self, to_s(vm, arg(0))));
  if (name == "send" || name == "public_send" || name == "__send__") {
    if (args.empty()) return Value::none();
    std::string m = to_s(vm, args[0]);
    std::vector<Value> rest(args.begin() + 1, args.end());
    return send(vm, self, m, rest, blk);
  }
  if (name == "method") {
    std::string m = to_s(vm, arg(0));
    auto* t = new ListObj(Tag::Tuple);
    t->items = {self, make_str(m)};
    return make_native(
        [](Vm& vm2, const Value& s, std::vector<Value>& a) -> Value {
          Value blk2 = rb_take_block(a);
          return send(vm2, items(s)[0], sv(items(s)[1]), a, blk2);
        },
        "method", Value::object(t));
  }
  if (name == "nil?") return Value::boolean(self.is_none());
  if (name == "frozen?") return Value::boolean(rb_frozen(vm, self));
  if (name == "freeze") {
    rb_freeze(vm, self);
    return self;
  }
  if (name == "dup" || name == "clone") {
    Value d = dup_value(vm, self);
    if (name == "clone" && rb_frozen(vm, self)) rb_freeze(vm, d);
    return d;
  }
  if (name == "tap") {
    call_block(vm, blk, {self});
    NEED_OK;
    return self;
  }
  if (name == "then" || name == "yield_self") return call_block(vm, blk, {self});
  if (name == "inspect") return make_str(inspect(vm, self));
  if (name == "to_s") return make_str(to_s(vm, self));
  if (name == "eql?") return Value::boolean(class_name(vm, self) == class_name(vm, arg(0)) && rb_eq(vm, self, arg(0)));
  if (name == "==" || name == "===") {
    if (name == "===" && (self.is(Tag::Class) || is_core_type(self))) return Value::boolean(is_a(vm, arg(0), self));
    return Value::boolean(rb_eq(vm, self, arg(0)));
  }
  if (name == "!=") return Value::boolean(!rb_eq(vm, self, arg(0)));
  if (name == "equal?") return Value::boolean(self.is_heap() ? arg(0).is_heap() && self.as<Obj>() == arg(0).as<Obj>() : eq(self, arg(0)));
  if (name == "!") return Value::boolean(!rb_truthy(self));
  if (name == "hash") return Value::integer(rb_content_hash(vm, self));
  if (name == "itself") return self;
  if (name == "<=>") {
    int c = rb_cmp(vm, self, arg(0));
    if (vm.raising()) {
      vm.clear_raise();
      return Value::none();
    }
    return Value::integer(c);
  }
  if (name == "between?" || name == "clamp") {
    Value lo = arg(0), hi = arg(1);
    if (rb_is_range(lo)) {
      hi = instance_field(vm, lo, "end");
      lo = instance_field(vm, lo, "begin");
    }
    int a = rb_cmp(vm, self, lo);
    NEED_OK;
    int b = rb_cmp(vm, self, hi);
    NEED_OK;
    if (name == "between?") return Value::boolean(a >= 0 && b <= 0);
    return a < 0 ? lo : b > 0 ? hi : self;
  }
  if (name == "instance_variables") {
    std::vector<Value> out;
    if (self.is(Tag::Instance))
      for (auto& [k, v] : self.as<InstanceObj>()->fields.items)
        if (!vm.name(k).empty() && vm.name(k)[0] == '@') out.push_back(make_sym(vm.name(k)));
    return list(out);
  }
  if (name == "instance_variable_get" || name == "instance_variable_defined?") {
    if (!self.is(Tag::Instance)) return Value::none();
    Value* p = self.as<InstanceObj>()->fields.find(vm.intern(to_s(vm, arg(0))));
    if (name == "instance_variable_defined?") return Value::boolean(p != nullptr);
    return p ? *p : Value::none();
  }
  if (name == "instance_variable_set") {
    if (self.is(Tag::Instance)) set_instance_field(vm, self, to_s(vm, arg(0)), arg(1));
    return arg(1);
  }
  if (name == "display") {
    vm.write_out(to_s(vm, self));
    return Value::none();
  }
  if (name == "object_id" || name == "__id__") {
    Value& ids = vm.run_state("ruby.object_ids");
    if (ids.is_none()) ids = list({});
    if (!self.is_heap()) return Value::integer(self.is_int() ? 2 * self.i() + 1 : 8);
    for (std::size_t i = 0; i < items(ids).size(); ++i)
      if (items(ids)[i].as<Obj>() == self.as<Obj>()) return Value::integer(static_cast<std::int64_t>(8 * (i + 2)));
    items(ids).push_back(self);
    return Value::integer(static_cast<std::int64_t>(8 * (items(ids).size() + 1)));
  }
  if (name == "instance_variables_hash" || name == "methods") {
    found = false;
    return Value::none();
  }
  if (name == "singleton_methods") {  // functions stored on the object (def obj.m)
    std::vector<Value> out;
    if (self.is(Tag::Instance))
      for (auto& [k, fv] : self.as<InstanceObj>()->fields.items)
        if ((fv.is(Tag::Function) || fv.is(Tag::Builtin) || fv.is(Tag::BoundMethod)) && !vm.name(k).empty() && vm.name(k)[0] != '@')
          out.push_back(make_sym(rb_ruby_name(vm.name(k))));
    return list(std::move(out));
  }
  if (name == "extend") return rb_extend(vm, self, args);
  if (name == "singleton_class") return self;
  if (name == "to_enum" || name == "each_entry" || name == "enum_for") {
    // the items the method (each by default) yields, as the enumerator
    std::string m = name == "each_entry" || args.empty() ? "each" : to_s(vm, args[0]);
    Value collector = list({});
    Value cb = make_native(
        [](Vm&, const Value& s, std::vector<Value>& a) -> Value {
          if (a.size() == 1) s.as<ListObj>()->items.push_back(a[0]);
          else s.as<ListObj>()->items.push_back(make_list(a));
          return Value::none();
        },
        "block", collector);
    std::vector<Value> rest(args.size() > 1 ? args.begin() + 1 : args.end(), args.end());
    send(vm, self, m, rest, cb);
    NEED_OK;
    // an Enumerator over recv.m(*rest): its block methods run m again, so
    // the block sees each item while m is at it (Regexp.last_match in scan)
    Value e = rb_method_enum(vm, self, m, rest);
    set_instance_field(vm, e, "__src", collector);
    set_instance_field(vm, e, "__replay", Value::boolean(true));
    return e;
  }
  found = false;
  return Value::none();
}

Value exception_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>&, bool& found) {
  found = true;
  if (name == "message" || name == "to_s") return make_str(rb_exc_message(vm, self));
  if (name == "full_message") return make_str(rb_exc_message(vm, self) + " (" + class_name(vm, self) + ")");
  if (name == "backtrace" || name == "cause" || name == "backtrace_locations") return Value::none();
  if (name == "exception") return self;
  found = false;
  return Value::none();
}

Value struct_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                    bool& found) {
  found = true;
  Value fs = Value::none();
  for (auto& k : self.as<InstanceObj>()->klass()->mro)
    if (Value* p = k.as<ClassObj>()->attrs.find(vm.intern("__rb_struct"))) {
      fs = *p;
      break;
    }
  std::vector<Value> vals, names;
  for (auto& f : items(fs)) {
    names.push_back(make_sym(to_s(vm, f)));
    vals.push_back(instance_field(vm, self, "@" + to_s(vm, f)));
  }
  if (name == "to_a" || name == "values" || name == "deconstruct") return list(vals);
  if (name == "members") return list(names);
  if (name == "to_h") {
    Value h = make<DictObj>();
    for (std::size_t i = 0; i < names.size(); ++i) h.as<DictObj>()->set(names[i], vals[i]);
    return h;
  }
  if (name == "[]" || name == "__getitem__") {
    Value k = args.empty() ? Value::none() : args[0];
    if (k.is(Tag::Int)) {
      std::int64_t i = k.i() < 0 ? k.i() + static_cast<std::int64_t>(vals.size()) : k.i();
      return i >= 0 && i < static_cast<std::int64_t>(vals.size()) ? vals[static_cast<std::size_t>(i)] : Value::none();
    }
    return instance_field(vm, self, "@" + to_s(vm, k));
  }
  if (name == "[]=" || name == "__setitem__") {
    if (args.size() == 2) {
      Value k = args[0];
      std::string f = k.is(Tag::Int) && k.i() >= 0 && k.i() < static_cast<std::int64_t>(names.size())
                          ? sym_name(names[static_cast<std::size_t>(k.i())]) : to_s(vm, k);
      set_instance_field(vm, self, "@" + f, args[1]);
      return args[1];
    }
  }
  if (name == "==" || name == "__eq__") return Value::boolean(!args.empty() && rb_eq(vm, self, args[0]));
  if (name == "each") {
    for (auto& v : vals) {
      call_block(vm, blk, {v});
      NEED_OK;
    }
    return self;
  }
  if (name == "each_pair") {
    for (std::size_t i = 0; i < vals.size(); ++i) {
      call_block(vm, blk, {names[i], vals[i]});
      NEED_OK;
    }
    return self;
  }
  if (name == "size" || name == "length") return Value::integer(static_cast<std::int64_t>(vals.size()));
  if (name == "values_at") {
    std::vector<Value> out;
    for (auto& a : args) {
      std::int64_t i = a.is(Tag::Int) ? (a.i() < 0 ? a.i() + static_cast<std::int64_t>(vals.size()) : a.i()) : -1;
      if (i < 0 || i >= static_cast<std::int64_t>(vals.size())) {
        rb_raise(vm, "IndexError", "offset " + to_s(vm, a) + " too " + (i < 0 ? "small" : "large") + " for struct(size:" +
                                       std::to_string(vals.size()) + ")");
        return Value::none();
      }
      out.push_back(vals[static_cast<std::size_t>(i)]);
    }
    return list(std::move(out));
  }
  if (name == "select" || name == "filter") {
    std::vector<Value> out;
    for (auto& v : vals) {
      Value t = call_block(vm, blk, {v});
      NEED_OK;
      if (rb_truthy(t)) out.push_back(v);
    }
    return list(std::move(out));
  }
  if (name == "deconstruct_keys") {
    Value h = make<DictObj>();
    for (std::size_t i = 0; i < names.size(); ++i) h.as<DictObj>()->set(names[i], vals[i]);
    return h;
  }
  if (name == "dig") {
    if (args.empty()) return Value::none();
    std::vector<Value> one{args[0]};
    Value v = struct_method(vm, self, "[]", one, blk, found);
    NEED_OK;
    if (args.size() == 1 || v.is_none()) return v;
    std::vector<Value> rest(args.begin() + 1, args.end());
    return send(vm, v, "dig", std::move(rest));
  }
  if (name == "eql?") return Value::boolean(!args.empty() && class_name(vm, self) == class_name(vm, args[0]) && rb_eq(vm, self, args[0]));
  found = false;
  return Value::none();
}

Value class_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                   bool& found) {
  found = true;
  auto* c = self.as<ClassObj>();
  if (name == "new") {
    if (!blk.is_none()) args.push_back(kwblk(blk));
    return vm.call_sync(self, std::span<const Value>(args.data(), args.size()));
  }
  if (name == "exception") return vm.call_sync(self, std::span<const Value>(args.data(), args.size()));
  if (name == "name" || name == "to_s" || name == "inspect") return make_str(c->name);
  if (name == "superclass") return rb_superclass(vm, self);
  if (name == "ancestors") return list(rb_ancestors(vm, self));
  if (name == "instance_methods" || name == "public_instance_methods") {
    std::vector<Value> out;
    for (auto& [k, v] : c->attrs.items)
      if (v.is(Tag::Function) && vm.name(k).rfind("__", 0) != 0) out.push_back(make_sym(rb_ruby_name(vm.name(k))));
    return list(out);
  }
  if (name == "method_defined?" || name == "instance_method" || name == "public_method_defined?") {
    // an instance method (class methods are not)
    if (args.empty()) return Value::boolean(false);
    Name n = vm.intern(rb_protocol_name(to_s(vm, args[0])));
    for (auto& k : c->mro)
      if (Value* v = k.as<ClassObj>()->attrs.find(n)) return Value::boolean(!v->is(Tag::Accessor));
    return Value::boolean(false);
  }
  if (name == "===") return Value::boolean(!args.empty() && is_a(vm, args[0], self));
  if (name == "<" || name == "<=" || name == "__lt__" || name == "__le__" || name == ">" || name == ">=" ||
      name == "__gt__" || name == "__ge__") {
    // nil when the two are unrelated
    if (args.empty() || !(args[0].is(Tag::Class) || is_core_type(args[0]))) {
      rb_raise(vm, "TypeError", "compared with non class/module");
      return Value::none();
    }
    bool strict = name == "<" || name == "__lt__" || name == ">" || name == "__gt__";
    bool same = args[0].is(Tag::Class) && args[0].as<ClassObj>() == c;
    if (same) return Value::boolean(!strict);
    if (rb_class_le(vm, self, args[0])) return Value::boolean(name[0] == '<' || name == "__lt__" || name == "__le__");
    if (rb_class_le(vm, args[0], self)) return Value::boolean(name[0] == '>' || name == "__gt__" || name == "__ge__");
    return Value::none();
  }
  if (name == "include?") {
    if (args.empty() || !args[0].is(Tag::Class) || args[0].as<ClassObj>() == c) return Value::boolean(false);
    return Value::boolean(class_has(args[0], vm.intern("__rb_module")) && rb_class_le(vm, self, args[0]));
  }
  if (name == "included_modules") {
    std::vector<Value> out;
    for (auto& k : rb_ancestors(vm, self))
      if (k.is(Tag::Class) && k.as<ClassObj>()->attrs.find(vm.intern("__rb_module"))) out.push_back(k);
    out.push_back(core_const(vm, "Kernel"));
    return list(std::move(out));
  }
  if (name == "class") return core_const(vm, c->attrs.find(vm.intern("__rb_module")) ? "Module" : "Class");
  if (name == "const_get") {
    Value* p = c->attrs.find(vm.intern(to_s(vm, args.empty() ? Value::none() : args[0])));
    return p ? *p : Value::none();
  }
  if (name == "class_variable_get") {
    Value* p = c->attrs.find(vm.intern(to_s(vm, args.empty() ? Value::none() : args[0])));
    return p ? *p : Value::none();
  }
  if (name == "extend") return rb_extend(vm, self, args);
  if (name == "singleton_methods") {  // its class methods (own, and inherited ones)
    std::vector<Value> out;
    for (auto& k : c->mro)
      for (auto& [n, v] : k.as<ClassObj>()->attrs.items)
        if (v.is(Tag::Accessor) && v.as<AccessorObj>()->akind == AccessorObj::ClassBound) {
          Value sym = make_sym(rb_ruby_name(vm.name(n)));
          bool dup = false;
          for (auto& o : out) dup = dup || eq(o, sym);
          if (!dup) out.push_back(sym);
        }
    return list(std::move(out));
  }
  if (name == "attr_accessor" || name == "private_class_method" || name == "module_function" || name == "private" ||
      name == "public" || name == "include" || name == "private_constant")
    return Value::none();
  if (name == "define_method") {
    if (!args.empty()) c->attrs.set(vm.intern(rb_protocol_name(to_s(vm, args[0]))), blk);
    return Value::none();
  }
  if (name == "members") {
    Value* p = c->attrs.find(vm.intern("__rb_struct"));
    if (p) {
      std::vector<Value> out;
      for (auto& f : items(*p)) out.push_back(make_sym(to_s(vm, f)));
      return list(out);
    }
  }
  found = false;
  return Value::none();
}

Value core_type_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                       bool& found) {
  found = true;
  std::string t = core_type_name(self);
  if (name == "name" || name == "to_s" || name == "inspect") return make_str(t);
  if (name == "===") return Value::boolean(!args.empty() && core_type_match(vm, t, args[0]));
  if (name == "new" || name == "[]") {
    if (!blk.is_none()) args.push_back(kwblk(blk));
    if (name == "[]" && t == "Hash") {
      Value h = make<DictObj>();
      if (!args.empty() && args[0].is(Tag::List))
        for (auto& kv : items(args[0]))
          if (kv.is(Tag::List) && items(kv).size() == 2) h.as<DictObj>()->set(items(kv)[0], items(kv)[1]);
      if (!args.empty() && args[0].is(Tag::Dict)) h.as<DictObj>()->entries = args[0].as<DictObj>()->entries, h.as<DictObj>()->index = args[0].as<DictObj>()->index;
      return h;
    }
    if (name == "[]" && t == "Array") return list(args);
    if (name == "[]" && t == "Set") return rb_set_of(args);  // Set[a, b]: a set of the arguments
    return core_type_call(vm, self, args);
  }
  if (t == "Regexp" && (name == "escape" || name == "quote")) return make_str(rb_regexp_escape(to_s(vm, args.empty() ? Value::none() : args[0])));
  if (t == "Regexp" && name == "last_match") {  // $~, or its group n (a number or a name)
    if (args.empty()) return last_match(vm);
    Value md = last_match(vm);
    if (md.is_none()) return md;
    return send(vm, md, "[]", {args[0]});
  }
  if (t == "Regexp" && name == "union") {
    // strings match literally, regexps keep their flags as (?flags-off:src)
    std::vector<Value> ps = args.size() == 1 && args[0].is(Tag::List) ? items(args[0]) : args;
    if (ps.empty()) return make_regex(vm, "(?!)", "");
    if (ps.size() == 1 && is_regex(ps[0])) return ps[0];
    std::string src;
    for (std::size_t i = 0; i < ps.size(); ++i) {
      if (i) src += "|";
      if (is_regex(ps[i])) src += rb_regexp_to_s(vm, ps[i]);
      else if (is_str(ps[i]) || is_sym(ps[i])) src += rb_regexp_escape(to_s(vm, ps[i]));
      else {
        rb_raise(vm, "TypeError", "no implicit conversion of " + class_name(vm, ps[i]) + " into String");
        return Value::none();
      }
    }
    return make_regex(vm, src, "");
  }
  if (t == "Integer" && name == "sqrt") {
    Value a0 = args.empty() ? Value::integer(0) : args[0];
    if (!(a0.is(Tag::Int) || a0.is(Tag::BigInt)) || to_big(a0) < 0) {
      rb_raise(vm, "Math::DomainError", "Numerical argument is out of domain - \"isqrt\"");
      return Value::none();
    }
    return make_int(boost::multiprecision::sqrt(to_big(a0)));
  }
  if (name == "ancestors" || name == "superclass") {
    // Ruby 3.1's chains for the core classes
    static const std::pair<const char*, const char*> kChains[] = {
        {"Integer", "Integer Numeric Comparable Object Kernel BasicObject"},
        {"Float", "Float Numeric Comparable Object Kernel BasicObject"},
        {"Numeric", "Numeric Comparable Object Kernel BasicObject"},
        {"String", "String Comparable Object Kernel BasicObject"},
        {"Symbol", "Symbol Comparable Object Kernel BasicObject"},
        {"Array", "Array Enumerable Object Kernel BasicObject"},
        {"Hash", "Hash Enumerable Object Kernel BasicObject"},
        {"Range", "Range Enumerable Object Kernel BasicObject"},
        {"Struct", "Struct Enumerable Object Kernel BasicObject"},
        {"NilClass", "NilClass Object Kernel BasicObject"},
        {"TrueClass", "TrueClass Object Kernel BasicObject"},
        {"FalseClass", "FalseClass Object Kernel BasicObject"},
        {"Proc", "Proc Object Kernel BasicObject"},
        {"Regexp", "Regexp Object Kernel BasicObject"},
        {"MatchData", "MatchData Object Kernel BasicObject"},
        {"Method", "Method Object Kernel BasicObject"},
        {"Object", "Object Kernel BasicObject"},
        {"BasicObject", "BasicObject"}};
    const char* chain = nullptr;
    for (auto& [k, c] : kChains)
      if (t == k) chain = c;
    if (!chain) {
      found = false;
      return Value::none();
    }
    std::vector<Value> out;
    std::string_view rest(chain);
    while (!rest.empty()) {
      std::string_view n = rest.substr(0, rest.find(' '));
      rest.remove_prefix(std::min(rest.size(), n.size() + 1));
      if (n == "Comparable" || n == "Enumerable") {
        Value m = rb_builtin_class(vm, n);
        m.as<ClassObj>()->attrs.set(vm.intern("__rb_module"), Value::boolean(true));
        if (name == "ancestors") out.push_back(m);
        continue;
      }
      if (n == "Kernel" && name == "superclass") continue;
      out.push_back(core_const(vm, n));
    }
    if (name == "ancestors") return list(std::move(out));
    return out.size() > 1 ? out[1] : Value::none();
  }
  if (name == "class") return self;
  found = false;
  (void)blk;
  return Value::none();
}

/// An infinite enumerator (`xs.cycle` without a block): an instance of the
/// runtime's Enumerator class with the items (`__src`) and the position of
/// next/peek (`__pos`).
bool is_cycle_enum(const Value& v) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == "Enumerator" &&
         v.as<InstanceObj>()->klass()->mro.size() == 1;
}

Value dispatch_call(Vm& vm, const Value& recv, const std::string& name, std::vector<Value>& args, const Value& blk);

/// A block for `xs.select.with_index { |x, i| }` and friends: the native's
/// state is [block, counter, with_object memo or nil, index mode].
Value index_block(Vm& vm, const Value& st, std::vector<Value>& a) {
  auto& t = items(st);
  Value x = a.size() == 1 ? a[0] : list(a);
  if (rb_truthy(t[3])) {
    std::int64_t i = t[1].i();
    t[1] = Value::integer(i + 1);
    return call_block(vm, t[0], {x, Value::integer(i)});
  }
  return call_block(vm, t[0], {x, t[2]});
}

/// Methods of an enumerator of a blockless call (`xs.select`, `h.map`):
/// with_index / each_with_index / with_object run the method with a block
/// given the index or memo too; anything else works on the items.
Value method_enum_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args,
                         const Value& blk, bool& found) {
  found = true;
  Value recv = instance_field(vm, self, "__recv");
  std::string meth = to_s(vm, instance_field(vm, self, "__meth"));
  std::vector<Value> margs = items(instance_field(vm, self, "__args"));
  bool indexed = name == "with_index" || name == "each_with_index";
  if ((indexed || name == "with_object" || name == "each_with_object") && !blk.is_none()) {
    Value start = indexed ? Value::integer(name == "with_index" && !args.empty() && args[0].is(Tag::Int) ? args[0].i() : 0)
                          : Value::integer(0);
    Value memo = indexed || args.empty() ? Value::none() : args[0];
    Value st = list({blk, start, memo, Value::boolean(indexed)});
    Value r = send(vm, recv, meth, margs, make_native(index_block, "block", st));
    return indexed ? r : memo;
  }
  if (name == "each" && !blk.is_none()) return send(vm, recv, meth, margs, blk);
  static const char* const kOnePass[] = {"map", "collect", "flat_map", "collect_concat", "select", "filter", "reject",
                                         "filter_map", "find_all", "sort_by", "min_by", "max_by", "group_by",
                                         "partition", "sum", "count", "to_h", "uniq"};
  bool one_pass = false;
  for (const char* m : kOnePass) one_pass = one_pass || name == m;
  if (one_pass && !blk.is_none() && rb_truthy(instance_field(vm, self, "__replay"))) {
    // run the method, calling the block on each item as it is yielded;
    // then the Enumerable method over the items replays those answers
    Value st = list({blk, list({}), list({})});
    Value first = make_native(
        [](Vm& vm2, const Value& s, std::vector<Value>& a) -> Value {
          auto& t = s.as<ListObj>()->items;
          t[1].as<ListObj>()->items.push_back(a.size() == 1 ? a[0] : make_list(a));
          Value r = call_block(vm2, t[0], a);
          t[2].as<ListObj>()->items.push_back(r);
          return r;
        },
        "block", st);
    send(vm, recv, meth, margs, first);
    NEED_OK;
    Value rp = list({items(st)[2], Value::integer(0)});
    Value replay = make_native(
        [](Vm&, const Value& s, std::vector<Value>&) -> Value {
          auto& t = s.as<ListObj>()->items;
          std::int64_t i = t[1].i();
          t[1] = Value::integer(i + 1);
          auto& rs = t[0].as<ListObj>()->items;
          return i < static_cast<std::int64_t>(rs.size()) ? rs[static_cast<std::size_t>(i)] : Value::none();
        },
        "block", rp);
    std::vector<Value> got = items(items(st)[1]);
    return enum_method(vm, self, got, name, args, replay, found);
  }
  if (name == "inspect" || name == "to_s") {
    std::string a;
    for (std::size_t i = 0; i < margs.size(); ++i) a += (i ? ", " : "") + inspect(vm, margs[i]);
    return make_str("#<Enumerator: " + inspect(vm, recv) + ":" + meth + (a.empty() ? "" : "(" + a + ")") + ">");
  }
  Value src = instance_field(vm, self, "__src");
  if (name == "next" || name == "peek" || name == "rewind") return rb_list_next(vm, src, name);
  return dispatch_call(vm, src, name, args, blk);
}

// --- generators (Enumerator.new { |y| ... }) and lazy enumerators -------------
using Sink = std::function<bool(const Value&)>;  ///< takes an item; false: stop

bool instance_named(const Value& v, std::string_view n) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == n && v.as<InstanceObj>()->klass()->mro.size() == 1;
}

/// The yielder's `<<` / yield / call: hands the item to the running sink; a
/// false answer ends the generator with the internal __RbGenStop.
Value yielder_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, bool& found) {
  found = true;
  if (name != "<<" && name != "yield" && name != "call") {
    found = false;
    return Value::none();
  }
  Value fp = instance_field(vm, self, "__fp");
  if (!fp.is(Tag::Int)) {  // the generator is no longer running
    rb_raise(vm, "StopIteration", "iteration reached an end");
    return Value::none();
  }
  const Sink* sink = reinterpret_cast<const Sink*>(static_cast<std::intptr_t>(fp.i()));
  Value x = args.size() == 1 ? args[0] : list(args);
  if (!vm.charge(1)) return Value::none();
  if (!(*sink)(x)) {
    if (!vm.raising()) {
      rb_ensure_classes(vm);
      vm.define_builtin_class("__RbGenStop", "BaseException");
      vm.raise("__RbGenStop", "");
    }
    return Value::none();
  }
  return name == "<<" ? self : Value::none();
}

/// Runs a generator's block, feeding what it yields to sink until sink says
/// stop or the block ends. False when an error is being raised.
bool run_generator(Vm& vm, const Value& gen, const Sink& sink) {
  Value blk = instance_field(vm, gen, "__gen");
  auto* inst = new InstanceObj();
  inst->cls = rb_builtin_class(vm, "Enumerator::Yielder");
  Value y = Value::object(inst);
  set_instance_field(vm, y, "__fp", Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::intptr_t>(&sink))));
  call_block(vm, blk, {y});
  set_instance_field(vm, y, "__fp", Value::none());  // the sink dies with this call
  if (vm.raising() && vm.current_exception_is("__RbGenStop")) vm.clear_raise();
  return !vm.raising();
}

/// Items of a lazy enumerator's source, to sink: arrays, ranges (endless or
/// to Float::INFINITY count up), generators, anything with each.
bool run_source(Vm& vm, const Value& src, const Sink& sink) {
  if (instance_named(src, "Enumerator") && !instance_field(vm, src, "__gen").is_none()) return run_generator(vm, src, sink);
  if (rb_is_range(src)) {
    Value a = instance_field(vm, src, "begin"), b = instance_field(vm, src, "end");
    bool infinite = b.is_none() || (b.is(Tag::Float) && std::isinf(b.d()) && b.d() > 0);
    if (a.is(Tag::Int) && infinite) {
      for (std::int64_t i = a.i();; ++i) {
        if (!vm.charge(1)) return false;
        if (!sink(Value::integer(i))) return !vm.raising();
      }
    }
  }
  std::vector<Value> xs;
  if (src.is(Tag::List) || src.is(Tag::Tuple)) xs = items(src);
  else if (src.is(Tag::Dict)) {
    for (auto& [k, v] : src.as<DictObj>()->entries) xs.push_back(list({k, v}));
  } else if (rb_is_range(src)) {
    if (!rb_range_items(vm, src, xs)) return false;
  } else {
    Value a = send(vm, src, "to_a", {});
    if (vm.raising()) return false;
    if (a.is(Tag::List)) xs = items(a);
  }
  for (auto& x : xs)
    if (!sink(x)) break;
  return !vm.raising();
}

/// A lazy enumerator's items through its operations ([name, fn or count]),
/// up to `limit` of them (-1: all).
Value make_lazy(Vm& vm, const Value& src, std::vector<Value> ops);
/// With `each`, the items go to it as they come instead of to out (an
/// infinite source then runs until the block breaks).
bool run_lazy(Vm& vm, const Value& lazy, std::int64_t limit, std::vector<Value>& out, const Sink* each = nullptr) {
  Value src = instance_field(vm, lazy, "__src");
  auto& ops = items(instance_field(vm, lazy, "__ops"));
  std::vector<std::int64_t> counts(ops.size(), 0);
  std::vector<Value> seen(ops.size());
  std::vector<std::vector<Value>> window(ops.size());  // each_cons / each_slice: the items so far
  bool stop = false;
  std::function<bool(std::size_t, Value)> emit = [&](std::size_t k, Value x) -> bool {
    for (; k < ops.size(); ++k) {
      auto& op = items(ops[k]);
      const std::string& kind = sv(op[0]);
      if (kind == "each_cons" || kind == "each_slice") {
        auto& w = window[k];
        w.push_back(x);
        std::size_t n = static_cast<std::size_t>(op[1].i());
        if (kind == "each_cons" && w.size() > n) w.erase(w.begin());
        if (w.size() < n) return true;
        x = list(w);
        if (kind == "each_slice") w.clear();
        continue;
      }
      if (kind == "take") {
        if (counts[k] >= op[1].i()) return !(stop = true);
        if (++counts[k] == op[1].i() && k + 1 == ops.size()) stop = true;
        continue;
      }
      if (kind == "with_index") {  // op[1]: the first index
        x = list({x, Value::integer(counts[k]++ + (op[1].is(Tag::Int) ? op[1].i() : 0))});
        continue;
      }
      if (kind == "compact") {
        if (x.is_none()) return true;
        continue;
      }
      if (kind == "uniq") {
        if (seen[k].is_none()) seen[k] = make<DictObj>();
        if (seen[k].as<DictObj>()->find(x)) return true;
        seen[k].as<DictObj>()->set(x, Value::none());
        continue;
      }
      if (kind == "drop_while" && counts[k]) continue;
      Value r = call_block(vm, op[1], {x});
      if (vm.raising()) return false;
      if (kind == "map") x = r;
      else if (kind == "select" && !rb_truthy(r)) return true;
      else if (kind == "reject" && rb_truthy(r)) return true;
      else if (kind == "filter_map") {
        if (!rb_truthy(r)) return true;
        x = r;
      } else if (kind == "take_while" && !rb_truthy(r)) return !(stop = true);
      else if (kind == "drop_while") {
        if (rb_truthy(r)) return true;
        counts[k] = 1;
      } else if (kind == "flat_map") {
        if (!r.is(Tag::List)) {
          x = r;
          continue;
        }
        std::vector<Value> ys = items(r);
        for (auto& yv : ys)
          if (!emit(k + 1, yv) || stop) return !vm.raising() && !stop;
        return true;
      }
    }
    if (each) {
      if (!(*each)(x)) stop = true;
      return !stop && !vm.raising();
    }
    out.push_back(x);
    if (limit >= 0 && static_cast<std::int64_t>(out.size()) >= limit) stop = true;
    return !stop;
  };
  if (limit == 0) return true;
  if (!run_source(vm, src, [&](const Value& x) { return emit(0, x) && !stop; })) return false;
  // the source ended: each_slice's last, short slice
  for (std::size_t k = 0; k < ops.size() && !stop; ++k)
    if (sv(items(ops[k])[0]) == "each_slice" && !window[k].empty()) {
      Value rest = list(std::move(window[k]));
      window[k].clear();
      emit(k + 1, rest);
      if (vm.raising()) return false;
    }
  return true;
}

/// An enumerator made by each_cons/each_slice/with_index on a source that
/// may be infinite (a generator, an endless range): items come on demand
/// as a lazy one's do, but its map/select/... are eager, as Enumerator's.
Value make_streamed(Vm& vm, const Value& src, const std::string& kind, Value arg) {
  Value e = make_lazy(vm, src, {list({make_str(kind), std::move(arg)})});
  set_instance_field(vm, e, "__eager", Value::boolean(true));
  return e;
}

Value make_lazy(Vm& vm, const Value& src, std::vector<Value> ops) {
  auto* inst = new InstanceObj();
  inst->cls = rb_builtin_class(vm, "Enumerator::Lazy");
  Value e = Value::object(inst);
  set_instance_field(vm, e, "__src", src);
  set_instance_field(vm, e, "__ops", list(std::move(ops)));
  return e;
}

Value lazy_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                  bool& found) {
  found = true;
  auto with_op = [&](const char* kind, Value arg) {
    std::vector<Value> ops = items(instance_field(vm, self, "__ops"));
    ops.push_back(list({make_str(kind), std::move(arg)}));
    return make_lazy(vm, instance_field(vm, self, "__src"), std::move(ops));
  };
  static const std::pair<const char*, const char*> kOps[] = {
      {"map", "map"}, {"collect", "map"}, {"select", "select"}, {"filter", "select"}, {"reject", "reject"},
      {"filter_map", "filter_map"}, {"take_while", "take_while"}, {"drop_while", "drop_while"},
      {"flat_map", "flat_map"}, {"collect_concat", "flat_map"}};
  const bool eager = instance_field(vm, self, "__eager").is(Tag::Bool);
  if (eager && name == "lazy") return make_lazy(vm, instance_field(vm, self, "__src"), items(instance_field(vm, self, "__ops")));
  if (!eager)
    for (auto& [n, kind] : kOps)
      if (name == n && !blk.is_none()) return with_op(kind, blk);
  if ((name == "each_cons" || name == "each_slice") && !args.empty() && args[0].is(Tag::Int) && args[0].i() > 0 &&
      blk.is_none()) {
    Value e = with_op(name.c_str(), args[0]);
    if (eager) set_instance_field(vm, e, "__eager", Value::boolean(true));
    return e;
  }
  if ((name == "with_index" || name == "each_with_index") && !blk.is_none()) {
    // streamed: the block gets each item and its index as they come
    Value e = with_op("with_index", name == "with_index" && !args.empty() ? args[0] : Value::none());
    std::vector<Value> none;
    Sink call = [&](const Value& x) {
      call_block(vm, blk, items(x));
      return !vm.raising();
    };
    run_lazy(vm, e, -1, none, &call);
    return vm.raising() ? Value::none() : self;
  }
  if (name == "take" && !args.empty() && args[0].is(Tag::Int)) return with_op("take", args[0]);
  if (name == "with_index" || name == "each_with_index") {
    if (blk.is_none()) {
      Value e = with_op("with_index", name == "with_index" && !args.empty() ? args[0] : Value::none());
      if (eager) set_instance_field(vm, e, "__eager", Value::boolean(true));
      return e;
    }
  }
  if (name == "compact" || name == "uniq") return with_op(name.c_str(), Value::none());
  if (name == "lazy") return self;
  if (name == "first") {
    std::int64_t n = args.empty() ? 1 : args[0].is(Tag::Int) ? args[0].i() : 0;
    std::vector<Value> out;
    if (!run_lazy(vm, self, std::max<std::int64_t>(0, n), out)) return Value::none();
    if (args.empty()) return out.empty() ? Value::none() : out[0];
    return list(std::move(out));
  }
  if (name == "inspect" || name == "to_s") {
    if (eager) return make_str("#<Enumerator: " + inspect(vm, instance_field(vm, self, "__src")) + ">");
    return make_str("#<Enumerator::Lazy: " + inspect(vm, instance_field(vm, self, "__src")) + ">");
  }
  if ((name == "each") && !blk.is_none()) {
    std::vector<Value> none;
    Value cb = blk;
    std::vector<Value> out;
    (void)none;
    // run to the end, calling the block on each item as it comes
    Value src = instance_field(vm, self, "__src");
    auto& ops = items(instance_field(vm, self, "__ops"));
    if (ops.empty()) {
      run_source(vm, src, [&](const Value& x) {
        call_block(vm, cb, {x});
        return !vm.raising();
      });
      return self;
    }
    Sink call = [&](const Value& x) {
      call_block(vm, cb, {x});
      return !vm.raising();
    };
    run_lazy(vm, self, -1, out, &call);
    return vm.raising() ? Value::none() : self;
  }
  // anything else works on all the items (to_a, force, eager, sum, ...)
  std::vector<Value> out;
  if (!run_lazy(vm, self, -1, out)) return Value::none();
  Value xs = list(std::move(out));
  if (name == "to_a" || name == "force" || name == "eager") return xs;
  return dispatch_call(vm, xs, name, args, blk);
}

/// Enumerator.new { |y| ... }: next/take/first run the block until enough
/// items came; lazy chains operations over it.
Value generator_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                       bool& found) {
  found = true;
  if (name == "lazy") return make_lazy(vm, self, {});
  if (name == "next" || name == "peek") {
    Value pos = instance_field(vm, self, "__pos");
    std::int64_t p = pos.is(Tag::Int) ? pos.i() : 0;
    std::vector<Value> got;
    if (!run_generator(vm, self, [&](const Value& x) {
          got.push_back(x);
          return static_cast<std::int64_t>(got.size()) <= p;
        }))
      return Value::none();
    if (static_cast<std::int64_t>(got.size()) <= p) {
      rb_raise(vm, "StopIteration", "iteration reached an end");
      return Value::none();
    }
    if (name == "next") set_instance_field(vm, self, "__pos", Value::integer(p + 1));
    return got[static_cast<std::size_t>(p)];
  }
  if (name == "rewind") {
    set_instance_field(vm, self, "__pos", Value::integer(0));
    return self;
  }
  if (name == "size") return Value::none();
  if (name == "inspect" || name == "to_s") return make_str("#<Enumerator: #<Enumerator::Generator>:each>");
  if (name == "first" || name == "take") {
    std::int64_t n = args.empty() ? 1 : args[0].is(Tag::Int) ? args[0].i() : 0;
    std::vector<Value> got;
    if (n > 0 && !run_generator(vm, self, [&](const Value& x) {
          got.push_back(x);
          return static_cast<std::int64_t>(got.size()) < n;
        }))
      return Value::none();
    if (name == "first" && args.empty()) return got.empty() ? Value::none() : got[0];
    return list(std::move(got));
  }
  if (name == "each" && !blk.is_none()) {
    run_generator(vm, self, [&](const Value& x) {
      call_block(vm, blk, {x});
      return !vm.raising();
    });
    return self;
  }
  // windows and indexes stream (the generator may never end)
  if ((name == "each_cons" || name == "each_slice") && !args.empty() && args[0].is(Tag::Int) && args[0].i() > 0) {
    Value e = make_streamed(vm, self, name, args[0]);
    if (blk.is_none()) return e;
    std::vector<Value> none;
    return lazy_method(vm, e, "each", none, blk, found);
  }
  if (name == "with_index" || name == "each_with_index") {
    Value e = make_lazy(vm, self, {});
    set_instance_field(vm, e, "__eager", Value::boolean(true));
    return lazy_method(vm, e, name, args, blk, found);
  }
  // anything else works on all the items
  std::vector<Value> got;
  if (!run_generator(vm, self, [&](const Value& x) {
        got.push_back(x);
        return true;
      }))
    return Value::none();
  return dispatch_call(vm, list(std::move(got)), name, args, blk);
}

Value cycle_enum_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                        bool& found) {
  found = true;
  if (!instance_field(vm, self, "__gen").is_none()) return generator_method(vm, self, name, args, blk, found);
  if (!instance_field(vm, self, "__meth").is_none()) return method_enum_method(vm, self, name, args, blk, found);
  Value src = instance_field(vm, self, "__src");
  auto& xs = items(src);
  if (name == "next" || name == "peek") {
    if (xs.empty()) {
      rb_raise(vm, "StopIteration", "iteration reached an end");
      return Value::none();
    }
    Value pos = instance_field(vm, self, "__pos");
    std::int64_t p = pos.is(Tag::Int) ? pos.i() : 0;
    Value x = xs[static_cast<std::size_t>(p) % xs.size()];
    if (name == "next") set_instance_field(vm, self, "__pos", Value::integer((p + 1) % static_cast<std::int64_t>(xs.size())));
    return x;
  }
  if (name == "rewind") {
    set_instance_field(vm, self, "__pos", Value::integer(0));
    return self;
  }
  if (name == "size") return xs.empty() ? Value::integer(0) : Value::real(HUGE_VAL);
  if (name == "lazy") return self;
  if (name == "first" || name == "take") {
    if (name == "first" && args.empty()) return xs.empty() ? Value::none() : xs[0];
    std::int64_t n = !args.empty() && args[0].is(Tag::Int) ? args[0].i() : 0;
    if (n < 0) {
      rb_raise(vm, "ArgumentError", name == "first" ? "negative array size" : "attempt to take negative size");
      return Value::none();
    }
    std::vector<Value> out;
    if (!xs.empty() && !vm.charge(static_cast<std::uint64_t>(n))) return Value::none();
    if (!xs.empty())
      for (std::int64_t i = 0; i < n; ++i) out.push_back(xs[static_cast<std::size_t>(i) % xs.size()]);
    return list(std::move(out));
  }
  if (name == "inspect" || name == "to_s") return make_str("#<Enumerator: " + inspect(vm, src) + ":cycle>");
  if ((name == "each" || name == "each_with_index" || name == "with_index" || name == "map" || name == "each_entry") &&
      !blk.is_none()) {
    // runs until the block breaks (or the step budget ends)
    std::int64_t off = name == "with_index" && !args.empty() && args[0].is(Tag::Int) ? args[0].i() : 0;
    bool indexed = name == "each_with_index" || name == "with_index";
    if (xs.empty()) return Value::none();
    for (std::int64_t k = 0;; ++k) {
      if (!vm.charge(1)) return Value::none();
      Value x = xs[static_cast<std::size_t>(k) % xs.size()];
      if (indexed) call_block(vm, blk, {x, Value::integer(k + off)});
      else call_block(vm, blk, {x});
      NEED_OK;
    }
  }
  found = false;
  return Value::none();
}

/// Dispatch: the receiver's class methods by kind, then Kernel's.
Value dispatch_call(Vm& vm, const Value& recv, const std::string& name, std::vector<Value>& args, const Value& blk) {
  bool found = false;
  Value r;
  if (!rb_charge_call(vm, recv, name, args)) return Value::none();
  if (blk.is_none() && (recv.is(Tag::List) || recv.is(Tag::Dict) || rb_is_range(recv)) && !name.empty() &&
      (name[0] == 's' || name[0] == 'f' || name[0] == 'r' || name[0] == 'm' || name[0] == 'c' || name[0] == 'g' ||
       name[0] == 'p' || name == "each_with_object")) {
    // a blockless iterator call: an enumerator (`xs.select.with_index { }`)
    static const char* const kEnumNames[] = {"select", "filter", "reject", "filter_map", "find_all", "map", "collect",
                                             "flat_map", "collect_concat", "sort_by", "min_by", "max_by", "group_by",
                                             "partition", "each_with_object"};
    for (const char* e : kEnumNames)
      if (name == e) return rb_method_enum(vm, recv, name, args);
  }
  if (name == "to_set" && (recv.is(Tag::List) || recv.is(Tag::Tuple) || recv.is(Tag::Dict) || rb_is_range(recv))) {
    std::vector<Value> a{recv};
    return rb_set_new(vm, a, blk);
  }
  switch (recv.tag()) {
    case Tag::List:
    case Tag::Tuple: r = array_method(vm, recv, name, args, blk, found); break;
    case Tag::Dict: r = hash_method(vm, recv, name, args, blk, found); break;
    case Tag::Set: r = rb_set_method(vm, recv, name, args, blk, found); break;
    case Tag::Str:
      r = is_sym(recv) ? symbol_method(vm, recv, name, args, blk, found) : string_method(vm, recv, name, args, blk, found);
      break;
    case Tag::Int:
    case Tag::BigInt:
    case Tag::Float: r = number_method(vm, recv, name, args, blk, found); break;
    case Tag::Function:
    case Tag::BoundMethod: r = proc_method(vm, recv, name, args, blk, found); break;
    case Tag::Builtin:
      if (is_core_type(recv)) r = core_type_method(vm, recv, name, args, blk, found);
      else r = proc_method(vm, recv, name, args, blk, found);
      break;
    case Tag::Class: r = class_method(vm, recv, name, args, blk, found); break;
    case Tag::Instance:
      if (rb_is_range(recv)) r = range_method(vm, recv, name, args, blk, found);
      else if (is_cycle_enum(recv)) r = cycle_enum_method(vm, recv, name, args, blk, found);
      else if (instance_named(recv, "Enumerator::Lazy")) r = lazy_method(vm, recv, name, args, blk, found);
      else if (rb_is_rational(recv)) r = rb_rational_method(vm, recv, name, args, found);
      else if (instance_named(recv, "Enumerator::Yielder")) r = yielder_method(vm, recv, name, args, found);
      else if (is_regex(recv) || instance_field(vm, recv, "__rb_md").is(Tag::Bool)) r = regex_method(vm, recv, name, args, blk, found);
      else {
        if (rb_is_exception(recv)) r = exception_method(vm, recv, name, args, found);
        if (!found && rb_is_struct(vm, recv)) r = struct_method(vm, recv, name, args, blk, found);
        if (!found && class_has(recv.as<InstanceObj>()->cls, vm.intern("each")) && name != "each") {
          std::vector<Value> xs;
          static const char* enum_names[] = {"map", "collect", "select", "filter", "reject", "find", "detect", "reduce",
                                             "inject", "sum", "count", "min", "max", "min_by", "max_by", "sort", "sort_by",
                                             "group_by", "partition", "to_a", "entries", "include?", "member?", "first",
                                             "take", "drop", "each_with_index", "each_with_object", "each_slice",
                                             "each_cons", "flat_map", "zip", "tally", "uniq", "any?", "all?", "none?",
                                             "one?", "filter_map", "find_all", "find_index", "take_while", "drop_while",
                                             "minmax", "minmax_by", "to_h", "reverse_each", "lazy", "chunk_while", "slice_when",
                                             "to_set", "sum"};
          bool is_enum = false;
          for (auto* e : enum_names)
            if (name == e) is_enum = true;
          if (is_enum) {
            Value collector = list({});
            Value cb = make_native(
                [](Vm&, const Value& s, std::vector<Value>& a) -> Value {
                  if (a.size() == 1) s.as<ListObj>()->items.push_back(a[0]);
                  else s.as<ListObj>()->items.push_back(make_list(a));
                  return Value::none();
                },
                "block", collector);
            send(vm, recv, "each", {}, cb);
            NEED_OK;
            xs = items(collector);
            r = enum_method(vm, recv, xs, name, args, blk, found);
          }
        }
      }
      break;
    case Tag::None:
      found = true;
      if (name == "to_a") r = list({});
      else if (name == "to_s") {  // nil.to_s is one frozen ""
        Value& e = vm.run_state("ruby.nil_to_s");
        if (e.is_none()) {
          e = make_str("");
          rb_freeze(vm, e);
        }
        r = e;
      }
      else if (name == "to_i") r = Value::integer(0);
      else if (name == "to_f") r = Value::real(0);
      else if (name == "to_h") r = make<DictObj>();
      else if (name == "inspect") r = make_str("nil");
      else if (name == "&") r = Value::boolean(false);
      else if (name == "|" || name == "^") r = Value::boolean(!args.empty() && rb_truthy(args[0]));
      else if (name == "=~") r = Value::none();  // NilClass#=~ matches nothing
      else found = false;
      break;
    case Tag::Bool:
      found = true;
      if (name == "to_s" || name == "inspect") r = make_str(recv.b() ? "true" : "false");
      else if (name == "&") r = Value::boolean(recv.b() && !args.empty() && rb_truthy(args[0]));
      else if (name == "|") r = Value::boolean(recv.b() || (!args.empty() && rb_truthy(args[0])));
      else if (name == "^") r = Value::boolean(recv.b() != (!args.empty() && rb_truthy(args[0])));
      else found = false;
      break;
    default: break;
  }
  if (vm.raising()) return Value::none();
  if (found) return r;
  r = object_method(vm, recv, name, args, blk, found);
  if (vm.raising() || found) return r;
  if (recv.is_symbolic()) return vm.fresh_symbolic(name);
  if (Value m = reopened_method(vm, recv, name); !m.is_undef()) {
    std::vector<Value> a{recv};
    a.insert(a.end(), args.begin(), args.end());
    if (!blk.is_none()) a.push_back(kwblk(blk));
    return vm.call_sync(m, std::span<const Value>(a.data(), a.size()));
  }
  // method_missing
  if (recv.is(Tag::Instance) && class_has(recv.as<InstanceObj>()->cls, vm.intern("method_missing"))) {
    Value mm = vm.ir_load_attr(recv, vm.intern("method_missing"));
    NEED_OK;
    std::vector<Value> a{make_sym(rb_ruby_name(name))};
    a.insert(a.end(), args.begin(), args.end());
    if (!blk.is_none()) a.push_back(kwblk(blk));
    return vm.call_sync(mm, std::span<const Value>(a.data(), a.size()));
  }
  rb_raise(vm, "NoMethodError", nomethod_msg(vm, recv, name));
  return Value::none();
}

Value dispatch_native(Vm& vm, const Value& self, std::vector<Value>& args) {
  Value blk = rb_take_block(args);
  auto& t = items(self);
  return dispatch_call(vm, t[0], sv(t[1]), args, blk);
}

Value bound(const Value& recv, const std::string& name) {
  auto* t = new ListObj(Tag::Tuple);
  t->items = {recv, make_str(name)};
  return make_native(dispatch_native, "method", Value::object(t));
}

bool responds(Vm& vm, const Value& recv, const std::string& name) {
  std::string pn = rb_protocol_name(name);
  if (!reopened_method(vm, recv, name).is_undef()) return true;
  if (recv.is(Tag::Instance) && !rb_is_range(recv)) {
    if (class_has(recv.as<InstanceObj>()->cls, vm.intern(pn))) return true;
    if (class_has(recv.as<InstanceObj>()->cls, vm.intern("respond_to_missing?"))) {
      Value m = vm.ir_load_attr(recv, vm.intern("respond_to_missing?"));
      if (vm.raising()) return false;
      Value a[2] = {make_sym(name), Value::boolean(false)};
      Value r = vm.call_sync(m, std::span<const Value>(a, 2));
      if (vm.raising()) return false;
      if (rb_truthy(r)) return true;
    }
    static const char* obj[] = {"class", "is_a?", "kind_of?", "instance_of?", "respond_to?", "send", "public_send",
                                "nil?", "frozen?", "freeze", "dup", "clone", "inspect", "to_s", "==", "!=", "equal?",
                                "eql?", "hash", "tap", "then", "yield_self", "itself", "instance_variables",
                                "instance_variable_get", "instance_variable_set", "object_id", "method", "display",
                                "extend", "singleton_class", "to_enum", "enum_for", "instance_exec", "instance_eval"};
    for (auto* o : obj)
      if (name == o) return true;
    if (rb_is_struct(vm, recv)) {  // Struct's own methods
      static const char* st[] = {"to_a", "to_h", "members", "values", "deconstruct", "deconstruct_keys", "[]", "[]=",
                                 "each", "each_pair", "size", "length", "dig", "values_at", "select", "filter"};
      for (auto* o : st)
        if (name == o) return true;
    }
    if (rb_is_exception(recv)) {
      static const char* ex[] = {"message", "full_message", "backtrace", "cause", "exception", "backtrace_locations"};
      for (auto* o : ex)
        if (name == o) return true;
    }
    return false;
  }
  if (recv.is(Tag::Class)) {
    if (class_has(recv, vm.intern(pn))) return true;
    static const char* cm[] = {"new", "name", "ancestors", "superclass", "instance_methods", "method_defined?",
                               "include?", "const_get", "class", "define_method", "extend", "allocate"};
    for (auto* o : cm)
      if (name == o) return true;
  }
  // builtin kinds: ask the dispatcher with a probe is costly; a list per kind
  static const char* common[] = {"to_s", "inspect", "class", "is_a?", "nil?", "frozen?", "==", "hash", "dup", "send", "respond_to?"};
  for (auto* o : common)
    if (name == o) return true;
  static const char* numm[] = {"+", "-", "*", "/", "%", "**", "<", ">", "<=", ">=", "<=>", "times", "upto", "downto", "even?", "odd?", "zero?", "abs", "to_i", "to_f", "round", "floor", "ceil", "succ", "pred", "digits", "divmod", "gcd", "lcm", "step", "between?", "clamp", "positive?", "negative?"};
  static const char* strm[] = {"+", "*", "<=>", "<<", "length", "size", "upcase", "downcase", "capitalize", "reverse", "strip", "split", "chars", "each_char", "include?", "start_with?", "end_with?", "to_i", "to_f", "to_sym", "gsub", "sub", "scan", "match", "=~", "[]", "empty?", "center", "ljust", "rjust", "tr", "count", "lines", "bytes", "ord", "swapcase", "chomp", "concat", "index"};
  static const char* arrm[] = {"each", "map", "select", "reject", "reduce", "inject", "size", "length", "first", "last", "push", "pop", "<<", "[]", "include?", "sort", "sort_by", "min", "max", "sum", "join", "each_with_index", "zip", "flatten", "uniq", "empty?", "count", "to_a", "to_h", "keys", "values", "fetch", "dig", "key?", "+", "-", "*", "each_slice", "group_by", "find", "any?", "all?"};
  const char* const* tbl = nullptr;
  std::size_t n = 0;
  if (is_numeric(recv)) tbl = numm, n = std::size(numm);
  else if (is_str(recv)) tbl = strm, n = std::size(strm);
  else if (recv.is(Tag::List) || recv.is(Tag::Dict) || rb_is_range(recv)) tbl = arrm, n = std::size(arrm);
  if (recv.is(Tag::Function) && name == "call") return true;
  for (std::size_t i = 0; i < n; ++i)
    if (name == tbl[i]) return true;
  return false;
}

}  // namespace

Value send(Vm& vm, const Value& recv, std::string_view name_v, std::vector<Value> args, Value blk) {
  std::string name(name_v);
  if (recv.is(Tag::Instance) || recv.is(Tag::Class)) {
    std::string pn = rb_protocol_name(name);
    Name n = vm.intern(pn);
    Value cls = recv.is(Tag::Instance) ? recv.as<InstanceObj>()->cls : recv;
    bool own = class_has(cls, n) || (recv.is(Tag::Class) && recv.as<ClassObj>()->attrs.find(n));
    if (own && !rb_is_range(recv)) {
      Value m = vm.ir_load_attr(recv, n);
      NEED_OK;
      if (!blk.is_none()) args.push_back(kwblk(blk));
      return vm.call_sync(m, std::span<const Value>(args.data(), args.size()));
    }
  }
  // operators on builtin values
  static const std::pair<const char*, Operator> ops[] = {
      {"+", Operator::Add}, {"-", Operator::Sub}, {"*", Operator::Mul}, {"/", Operator::Div}, {"%", Operator::Mod},
      {"**", Operator::Pow}, {"<", Operator::Lt}, {"<=", Operator::Le}, {">", Operator::Gt}, {">=", Operator::Ge},
      {"==", Operator::Eq}, {"!=", Operator::Ne}, {"&", Operator::BitAnd}, {"|", Operator::BitOr}, {"^", Operator::BitXor},
      {">>", Operator::Shr}};
  if (args.size() == 1 && !recv.is(Tag::Instance) && !(recv.is(Tag::Str) && name == "*") && !(recv.is(Tag::Str) && name == "%"))
    for (auto& [s, op] : ops)
      if (name == s && !(recv.is(Tag::List) && (op == Operator::Mul))) {
        extern Value rb_binop_entry(Vm & vm, Operator op, const Value& a, const Value& b);
        return rb_binop_entry(vm, op, recv, args[0]);
      }
  if (name == "<<" && (recv.is(Tag::Int) || recv.is(Tag::BigInt)) && args.size() == 1)
    return vm.ir_binop(Operator::Shl, recv, args[0]);
  return dispatch_call(vm, recv, name, args, blk);
}

/// Whether an object's class defines `hash` (then uniq compares with hash/eql?).
bool rb_user_hash(Vm& vm, const Value& v) {
  return v.is(Tag::Instance) && class_has(v.as<InstanceObj>()->cls, vm.intern("hash"));
}

/// The key a Hash holds for `key` when key's class defines hash/eql?: an
/// equal key already there (same hash, eql?), else key itself. The VM's dict
/// hashes objects by identity; this makes h[Point.new(1, 2)] find an equal
/// point. A linear scan, only for such keys.
Value rb_canon_key(Vm& vm, const Value& dict, const Value& key) {
  if (!key.is(Tag::Instance) || !dict.is(Tag::Dict) || !rb_user_hash(vm, key)) return key;
  auto* d = dict.as<DictObj>();
  if (d->find(key)) return key;
  if (!vm.charge(d->entries.size())) return key;
  Value h = Value::undef();
  for (std::size_t i = 0; i < d->entries.size(); ++i) {
    Value k = d->entries[i].first;  // a copy: user code below may change the dict
    if (!k.is(Tag::Instance) || !rb_user_hash(vm, k)) continue;
    if (h.is_undef()) {
      h = send(vm, key, "hash", {});
      if (vm.raising()) return key;
    }
    Value hk = send(vm, k, "hash", {});
    if (vm.raising()) return key;
    if (!rb_eq(vm, h, hk)) continue;
    Value same = send(vm, key, "eql?", {k});
    if (vm.raising()) return key;
    if (rb_truthy(same)) return k;
    if (i >= d->entries.size()) break;
  }
  return key;
}

/// next/peek/rewind on an array used as an enumerator (`xs.each`,
/// `each_with_index` without a block return a fresh array): the position is
/// kept per array in a per-run table.
Value rb_list_next(Vm& vm, const Value& self, const std::string& name) {
  Value& st = vm.run_state("ruby.enum_pos");
  if (st.is_none()) st = list({});
  Value* entry = nullptr;
  for (auto& e : items(st))
    if (items(e)[0].as<Obj>() == self.as<Obj>()) entry = &e;
  if (name == "rewind") {
    if (entry) items(*entry)[1] = Value::integer(0);
    return self;
  }
  std::int64_t pos = entry ? items(*entry)[1].i() : 0;
  auto& xs = items(self);
  if (pos >= static_cast<std::int64_t>(xs.size())) {
    rb_raise(vm, "StopIteration", "iteration reached an end");
    return Value::none();
  }
  Value x = xs[static_cast<std::size_t>(pos)];
  if (name == "next") {
    if (entry) items(*entry)[1] = Value::integer(pos + 1);
    else items(st).push_back(make_list({self, Value::integer(pos + 1)}, Tag::Tuple));
  }
  return x;
}

Value rb_method_enum(Vm& vm, const Value& recv, const std::string& meth, const std::vector<Value>& args) {
  std::vector<Value> xs;
  if (recv.is(Tag::List) || recv.is(Tag::Tuple)) xs = items(recv);
  else if (recv.is(Tag::Dict))
    for (auto& [k, v] : recv.as<DictObj>()->entries) xs.push_back(list({k, v}));
  else if (rb_is_range(recv) && !rb_range_items(vm, recv, xs)) return Value::none();
  auto* inst = new InstanceObj();
  inst->cls = rb_builtin_class(vm, "Enumerator");
  Value e = Value::object(inst);
  set_instance_field(vm, e, "__src", list(std::move(xs)));
  set_instance_field(vm, e, "__recv", recv);
  set_instance_field(vm, e, "__meth", make_str(meth));
  set_instance_field(vm, e, "__args", list(args));
  return e;
}

Value rb_generator_new(Vm& vm, const Value& blk) {
  auto* inst = new InstanceObj();
  inst->cls = rb_builtin_class(vm, "Enumerator");
  Value e = Value::object(inst);
  set_instance_field(vm, e, "__gen", blk);
  set_instance_field(vm, e, "__pos", Value::integer(0));
  return e;
}
Value rb_lazy_new(Vm& vm, const Value& src) { return make_lazy(vm, src, {}); }

Value rb_cycle_enum(Vm& vm, const std::vector<Value>& xs) {
  auto* inst = new InstanceObj();
  inst->cls = rb_builtin_class(vm, "Enumerator");
  Value e = Value::object(inst);
  set_instance_field(vm, e, "__src", list(xs));
  set_instance_field(vm, e, "__pos", Value::integer(0));
  return e;
}

// --- hooks -------------------------------------------------------------------------
/// __rb_reopen(name, cls): `class Integer ... end` at the top level adds
/// cls's methods to the core class `name` (see reopened_method).
Value rb_reopen(Vm& vm, const Value&, std::vector<Value>& args) {
  if (args.size() < 2 || !args[0].is(Tag::Str) || !args[1].is(Tag::Class)) return Value::none();
  Value& st = vm.run_state("ruby.reopened");
  if (st.is_none()) st = list({});
  items(st).push_back(make_list({args[0], args[1]}, Tag::Tuple));
  return args[1];
}

/// __rb_dm_pending(class name, name, fn): define_method with a computed name
/// ran in a class body; __rb_dm_flush(class name, cls) adds the methods once
/// the class exists.
Value rb_dm_pending(Vm& vm, const Value&, std::vector<Value>& args) {
  if (args.size() < 3) return Value::none();
  Value& st = vm.run_state("ruby.define_method");
  if (st.is_none()) st = list({});
  if (!vm.charge(1)) return Value::none();
  items(st).push_back(make_list({args[0], make_str(to_s(vm, args[1])), args[2]}, Tag::Tuple));
  return make_sym(to_s(vm, args[1]));
}
Value rb_dm_flush(Vm& vm, const Value&, std::vector<Value>& args) {
  if (args.size() < 2 || !args[1].is(Tag::Class)) return Value::none();
  Value& st = vm.run_state("ruby.define_method");
  if (st.is_none()) return Value::none();
  auto& xs = items(st);
  std::vector<Value> rest;
  for (auto& e : xs) {
    auto& t = items(e);
    if (sv(t[0]) != to_s(vm, args[0])) {
      rest.push_back(e);
      continue;
    }
    Value fn = t[2];
    args[1].as<ClassObj>()->attrs.set(vm.intern(rb_protocol_name(sv(t[1]))), fn);
  }
  xs = std::move(rest);
  return Value::none();
}

/// __rb_defined_call(recv, name): defined?(recv.name) / defined?(@ivar).
Value rb_defined_call(Vm& vm, const Value&, std::vector<Value>& args) {
  if (args.size() < 2 || !args[1].is(Tag::Str)) return Value::none();
  const std::string& n = sv(args[1]);
  if (!n.empty() && n[0] == '@') {
    if (!args[0].is(Tag::Instance)) return Value::none();
    return args[0].as<InstanceObj>()->fields.find(vm.intern(n)) ? make_str("instance-variable") : Value::none();
  }
  return responds(vm, args[0], n) ? make_str("method") : Value::none();
}

/// __rb_alias(cls, new, old): an alias of a method cls inherits (the
/// lowering binds aliases of its own methods), made once the class exists.
Value rb_alias(Vm& vm, const Value&, std::vector<Value>& args) {
  if (args.size() < 3 || !args[0].is(Tag::Class) || !args[1].is(Tag::Str) || !args[2].is(Tag::Str)) return Value::none();
  Name old = vm.intern(sv(args[2]));
  auto& mro = args[0].as<ClassObj>()->mro;
  for (std::size_t i = 1; i < mro.size(); ++i)
    if (Value* f = mro[i].as<ClassObj>()->attrs.find(old)) {
      Value m = *f;  // copied: set() may move the map's storage
      args[0].as<ClassObj>()->attrs.set(vm.intern(sv(args[1])), m);
      return Value::none();
    }
  rb_raise(vm, "NameError", "undefined method `" + rb_ruby_name(sv(args[2])) + "' for class `" + args[0].as<ClassObj>()->name + "'");
  return Value::none();
}

Value rb_load_attr(Vm& vm, const Value& obj, Name field) {
  const std::string& name = vm.name(field);
  switch (obj.tag()) {
    case Tag::Symbolic:
    case Tag::Scope:
    case Tag::KwArg:
    case Tag::Undef: return Value::undef();
    case Tag::Instance: {
      if (rb_is_range(obj) || is_regex(obj)) return bound(obj, name);
      auto* inst = obj.as<InstanceObj>();
      if (inst->fields.find(field)) return Value::undef();
      if (!name.empty() && name[0] == '@') return Value::none();  // unset instance variable: nil
      if (class_has(inst->cls, field)) return Value::undef();
      if (name == "__class__" || name == "args" || name == "__name__") return Value::undef();
      return bound(obj, name);
    }
    case Tag::Class: {
      if (!name.empty() && (name[0] == '@' || reddragon::ruby::is_class_ivar_field(name))) {
        // a class's instance variables are its own: a subclass does not see them
        Value* v = obj.as<ClassObj>()->attrs.find(field);
        return v ? *v : Value::none();
      }
      for (auto& k : obj.as<ClassObj>()->mro)
        if (Value* v = k.as<ClassObj>()->attrs.find(field)) {
          // an instance method is not a method of the class object itself
          if (v->is(Tag::Function) && name.rfind("__", 0) != 0) return bound(obj, name);
          return Value::undef();
        }
      if (name == "__name__" || name == "__class__") return Value::undef();
      if (std::string pn = rb_protocol_name(name); pn != name && class_has(obj, vm.intern(pn)))
        return vm.ir_load_attr(obj, vm.intern(pn));  // def self.[] (kept as __getitem__)
      // an unset instance variable of the class itself (the lowering names
      // those kClassIvarPrefix + `@x`) is nil, as is `@x`
      if (!name.empty() && (name[0] == '@' || reddragon::ruby::is_class_ivar_field(name))) return Value::none();
      return bound(obj, name);
    }
    case Tag::Builtin: {
      if (is_core_type(obj)) {
        std::string t = core_type_name(obj);
        if (t == "Float") {
          if (name == "INFINITY") return Value::real(HUGE_VAL);
          if (name == "NAN") return Value::real(std::nan(""));
          if (name == "EPSILON") return Value::real(2.220446049250313e-16);
          if (name == "MAX") return Value::real(1.7976931348623157e308);
          if (name == "MIN") return Value::real(2.2250738585072014e-308);
        }
      }
      return bound(obj, name);
    }
    default: return bound(obj, name);
  }
}

}  // namespace ruby
}  // namespace reddragon::vm
