// python_runtime.cpp - Python's runtime row: its globals (built-in functions
// and the exception classes the IR does not have), the methods of its
// built-in types, `%`-formatting, how it renders instances, classes,
// built-ins and huge integers, and its native `math` module. Everything
// else (arithmetic, comparison, indexing, the object protocol) is the IR's
// semantics, which were modelled on Python's.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>

#include "python_runtime.hpp"
#include "reddragon/vm/range_arith.hpp"

namespace reddragon::vm {

namespace py {

namespace {

/// Methods of built-in types (`"a b".split`), and unbound ones reached
/// through the type object (`str.lower`). Undef: not one of Python's.
/// A class's __getattr__, called as CPython does when an instance has no
/// attribute of that name (neither its own nor its classes'). Undef: the
/// ordinary lookup goes on (and raises AttributeError when nothing has it).
static Value getattr_fallback(Vm& in, const Value& obj, Name field) {
  auto* inst = obj.as<InstanceObj>();
  if (inst->fields.find(field)) return Value::undef();
  const Name hook_name = in.intern("__getattr__");
  const Value* hook = nullptr;
  for (auto& k : inst->klass()->mro) {
    auto* c = k.as<ClassObj>();
    if (const Value* a = c->attrs.find(field)) {
      // the descriptor protocol: a class attribute whose class defines __get__
      if (a->is(Tag::Instance) && instance_has_method(in, *a, "__get__")) {
        Value get = in.ir_load_attr(*a, in.intern("__get__"));
        if (in.raising()) return Value::none();
        const Value args[] = {obj, inst->cls};
        return in.call_sync(get, args);
      }
      return Value::undef();
    }
    if (!hook)
      if (Value* g = c->attrs.find(hook_name); g && g->is(Tag::Function)) hook = g;
  }
  const std::string& f = in.name(field);
  if (!hook && (f == "__cause__" || f == "__context__" || f == "__suppress_context__")) {  // raised without `from`
    for (auto& k : inst->klass()->mro)
      if (k.as<ClassObj>()->builtin && k.as<ClassObj>()->name == "BaseException")
        return f == "__suppress_context__" ? Value::boolean(false) : Value::none();
  }
  if (!hook || f == "__class__") return Value::undef();
  Value fn = *hook;
  const Value args[] = {obj, make_str(f)};
  return in.call_sync(fn, args);
}

/// A range object (range() returns a lazy range iterator; iter() copies it).
static const IteratorObj* range_of(const Value& v) {
  if (!v.is(Tag::Iterator)) return nullptr;
  const auto* r = v.as<IteratorObj>();
  return r->ikind == IterKind::Range && r->seq.is_none() ? r : nullptr;
}

/// slice.indices(length): (start, stop, step) clamped to a sequence of that length, as CPython's slice_indices.
static Value slice_indices(Vm& in, const Value& self, std::vector<Value>& a) {
  const auto* sl = self.as<SliceObj>();
  auto index_or_none = [&](const Value& v, std::int64_t& out) {
    if (v.is_undef() || v.is_none()) return false;
    if (v.is_int() || v.is(Tag::Bool)) {
      out = v.i();
      return true;
    }
    in.raise("TypeError", "slice indices must be integers or None or have an __index__ method");
    return false;
  };
  if (a.size() != 1 || !(a[0].is_int() || a[0].is(Tag::Bool))) {
    in.raise("TypeError", a.size() == 1 ? "'" + type_name(a[0]) + "' object cannot be interpreted as an integer"
                                        : "slice.indices() takes exactly one argument (" + std::to_string(a.size()) + " given)");
    return Value::none();
  }
  std::int64_t length = a[0].i(), step = 1, start = 0, stop = 0;
  if (length < 0) {
    in.raise("ValueError", "length should not be negative");
    return Value::none();
  }
  bool has_step = index_or_none(sl->step, step);
  if (in.raising()) return Value::none();
  if (has_step && step == 0) {
    in.raise("ValueError", "slice step cannot be zero");
    return Value::none();
  }
  const std::int64_t lower = step < 0 ? -1 : 0, upper = step < 0 ? length - 1 : length;
  auto clamp = [&](const Value& v, std::int64_t dflt) {
    std::int64_t x = 0;
    if (!index_or_none(v, x)) return dflt;
    if (x < 0) x = std::max(x + length, lower);
    return std::min(x, upper);
  };
  start = clamp(sl->lo, step < 0 ? upper : lower);
  stop = clamp(sl->hi, step < 0 ? lower : upper);
  if (in.raising()) return Value::none();
  return make_list({Value::integer(start), Value::integer(stop), Value::integer(step)}, Tag::Tuple);
}

Value builtin_method(Vm& in, const Value& obj, Name field) {
  if (obj.is(Tag::Slice)) {  // slice.start / stop / step / indices()
    const auto* sl = obj.as<SliceObj>();
    const std::string& f = in.name(field);
    auto none_if_undef = [](const Value& v) { return v.is_undef() ? Value::none() : v; };
    if (f == "start") return none_if_undef(sl->lo);
    if (f == "stop") return none_if_undef(sl->hi);
    if (f == "step") return none_if_undef(sl->step);
    if (f == "indices") return make_native(slice_indices, "indices", obj);
  }
  if (const IteratorObj* r = range_of(obj)) {  // range.start / stop / step
    const std::string& f = in.name(field);
    if (f == "start") return Value::integer(r->pos);
    if (f == "stop") return Value::integer(r->end);
    if (f == "step") return Value::integer(r->step);
    if (f == "index" || f == "count") return builtin_value(unbound_method_id(builtin_id("range"), f), obj);
  }
  if (obj.is(Tag::None) && in.name(field) == "__class__") {  // None.__class__ is type(None), NoneType
    std::vector<Value> one{obj};
    return call_builtin(in, builtin_id("type"), Value::none(), one);
  }
  switch (obj.tag()) {
    case Tag::Str:
    case Tag::List:
    case Tag::Tuple:
    case Tag::Dict:
    case Tag::Set:
    case Tag::Int:
    case Tag::Bool:
    case Tag::BigInt:
    case Tag::Float:
    case Tag::Accessor:
    case Tag::Generator: {
      if (is_numeric(obj)) {  // the numbers' complex-number face: x.real, x.imag
        const std::string& f = in.name(field);
        if (f == "real") return obj.is(Tag::Bool) ? Value::integer(obj.i()) : obj;
        if (f == "imag") return obj.is(Tag::Float) ? Value::real(0.0) : Value::integer(0);
        if (!obj.is(Tag::Float) && f == "numerator") return obj.is(Tag::Bool) ? Value::integer(obj.i()) : obj;
        if (!obj.is(Tag::Float) && f == "denominator") return Value::integer(1);
      }
      const std::string& fname = in.name(field);
      if (is_frozenset(obj) && (fname == "add" || fname == "remove" || fname == "discard" || fname == "pop" ||
                                fname == "clear" || fname == "update" || fname == "difference_update" ||
                                fname == "intersection_update" || fname == "symmetric_difference_update")) {
        in.raise("AttributeError", "'frozenset' object has no attribute '" + fname + "'");
        return Value::none();
      }
      int mid = method_id(obj, fname);
      if (mid < 0 && fname == "__class__")  // (3).__class__, "s".__class__: the built-in type, as type(x)
        if (int tid = builtin_id(type_name(obj)); tid >= 0) return builtin_value(tid);
      return mid >= 0 ? builtin_value(mid, obj) : Value::undef();
    }
    case Tag::Instance: {
      if (in.name(field) == "__dict__") {
        if (slotted(in, obj, nullptr)) {
          in.raise("AttributeError", "'" + obj.as<InstanceObj>()->klass()->name + "' object has no attribute '__dict__'");
          return Value::none();
        }
        return instance_dict(in, obj);
      }
      if (in.name(field) == "__doc__") {  // the class's own docstring, not a parent's
        const Value* d = obj.as<InstanceObj>()->klass()->attrs.find(field);
        return d ? *d : Value::none();
      }
      if (in.name(field) == "add_note") {  // an exception's add_note (3.11), unless its class defines one
        const auto& mro = obj.as<InstanceObj>()->klass()->mro;
        bool exc = false, own = false;
        for (const Value& c : mro) {
          exc |= c.as<ClassObj>()->builtin && c.as<ClassObj>()->name == "BaseException";
          own |= !c.as<ClassObj>()->builtin && c.as<ClassObj>()->attrs.find(field) != nullptr;
        }
        if (exc && !own) return builtin_value(builtin_id("__py_exc_add_note"), obj);
      }
      if (Value e = exception_attr(in, obj, field); !e.is_undef()) return e;  // OSError.errno, SystemExit.code...
      if (Value g = exception_group_attr(in, obj, field); !g.is_undef()) return g;
      Value r = re_load_attr(in, obj, field);  // re.Pattern / re.Match methods
      return r.is_undef() ? getattr_fallback(in, obj, field) : r;
    }
    case Tag::Function: return function_attr(in, obj, in.name(field));
    case Tag::Class: {
      // the class's linearisation and parents as tuples, ending in object as Python's do
      const std::string& f = in.name(field);
      if (f == "__doc__") {  // its own docstring, not a parent's
        const Value* d = obj.as<ClassObj>()->attrs.find(field);
        return d ? *d : Value::none();
      }
      if (f == "__dict__") {  // its own namespace (a snapshot: CPython's read-only mappingproxy)
        Value d = make<DictObj>();
        for (auto& [k, v] : obj.as<ClassObj>()->attrs.items) d.as<DictObj>()->set(make_str(in.name(k)), v);
        return d;
      }
      // its name (nesting is not recorded); an assigned __name__ is the class's own, not its subclasses'
      if ((f == "__qualname__" || f == "__name__") && !obj.as<ClassObj>()->attrs.find(field))
        return make_str(obj.as<ClassObj>()->name);
      if (f == "__init__") {  // Exception.__init__(self, msg), or a subclass's without one: BaseException's
        const auto& mro = obj.as<ClassObj>()->mro;
        const bool exc = std::any_of(mro.begin(), mro.end(), [](const Value& c) {
          return c.as<ClassObj>()->builtin && c.as<ClassObj>()->name == "BaseException";
        });
        const bool own =
            std::any_of(mro.begin(), mro.end(), [&](const Value& c) { return c.as<ClassObj>()->attrs.find(field); });
        if (exc && !own) return builtin_value(builtin_id("__py_exc_init"), Value::undef());
      }
      if (f == "__new__") {  // Cls.__new__(Sub) with no __new__ of its own: object.__new__
        const auto& mro = obj.as<ClassObj>()->mro;
        const bool own =
            std::any_of(mro.begin(), mro.end(), [&](const Value& c) { return c.as<ClassObj>()->attrs.find(field); });
        if (!own) return builtin_value(unbound_method_id(builtin_id("object"), "__new__"), Value::undef());
      }
      if (f != "__mro__" && f != "__bases__") {
        for (auto& k : obj.as<ClassObj>()->mro)  // Cls.descriptor: __get__(None, Cls)
          if (const Value* a = k.as<ClassObj>()->attrs.find(field)) {
            if (!a->is(Tag::Instance) || !instance_has_method(in, *a, "__get__")) return Value::undef();
            Value get = in.ir_load_attr(*a, in.intern("__get__"));
            if (in.raising()) return Value::none();
            const Value args[] = {Value::none(), obj};
            return in.call_sync(get, args);
          }
        // nothing in the class's own order: its metaclass's attributes (class M(type)), methods bound to the class
        if (const Value& meta = obj.as<ClassObj>()->meta; meta.is(Tag::Class))
          for (auto& k : meta.as<ClassObj>()->mro) {
            const auto& up = k.as<ClassObj>()->unresolved_parents;
            if (std::find(up.begin(), up.end(), "type") == up.end()) continue;
            for (auto& mk : meta.as<ClassObj>()->mro)
              if (const Value* a = mk.as<ClassObj>()->attrs.find(field)) {
                if (!a->is(Tag::Function)) return a->is(Tag::Accessor) ? Value::undef() : *a;
                auto* bm = new BoundMethodObj();
                bm->self = obj;
                bm->func = *a;
                return Value::object(bm);
              }
            break;
          }
        return Value::undef();
      }
      const auto& mro = obj.as<ClassObj>()->mro;
      std::vector<Value> out;
      if (f == "__mro__") out.assign(mro.begin(), mro.end());
      else
        for (std::size_t k = 1; k < mro.size(); ++k)  // direct parents: those no earlier parent inherits from
          if (std::none_of(out.begin(), out.end(), [&](const Value& p) {
                const auto& pm = p.as<ClassObj>()->mro;
                return std::any_of(pm.begin(), pm.end(), [&](const Value& x) { return x.obj() == mro[k].obj(); });
              }))
            out.push_back(mro[k]);
      if (f == "__mro__" || out.empty()) out.push_back(builtin_value(builtin_id("object")));
      return make_list(std::move(out), Tag::Tuple);
    }
    case Tag::BoundMethod: {
      // super().__init__ reaching a built-in exception class stores the args
      // (the IR's proxy makes it a no-op); a user __init__ before it is the IR's
      auto* bm = obj.as<BoundMethodObj>();
      if (const std::string& f = in.name(field); f == "__func__" || f == "__self__")
        return f == "__func__" ? bm->func : bm->self;
      // obj.method.__doc__ / __name__ / __wrapped__ / any attribute set on
      // the function: a method object forwards reads to its __func__
      if (bm->func.is(Tag::Function))
        if (Value a = function_attr(in, bm->func, in.name(field)); !a.is_undef()) return a;
      if (Value m = super_object_method(in, bm->func, bm->self, field); !m.is_undef()) return m;
      const std::string& fname = in.name(field);
      const bool text = fname == "__str__" || fname == "__repr__";  // super().__str__() of an exception: its args
      if ((fname != "__init__" && !text) || !bm->func.is(Tag::Class) || !bm->self.is(Tag::Instance)) return Value::undef();
      bool after = false;
      for (auto& k : bm->self.as<InstanceObj>()->klass()->mro) {
        auto* kc = k.as<ClassObj>();
        if (after && kc->builtin && text) {
          const auto& mro = bm->self.as<InstanceObj>()->klass()->mro;
          const bool exc = std::any_of(mro.begin(), mro.end(), [](const Value& c) {
            return c.as<ClassObj>()->builtin && c.as<ClassObj>()->name == "BaseException";
          });
          if (!exc) return Value::undef();
          return builtin_value(builtin_id(fname == "__str__" ? "__py_exc_str" : "__py_exc_repr"), bm->self);
        }
        if (after && kc->builtin) return builtin_value(builtin_id("__py_exc_init"), bm->self);
        if (after && kc->attrs.find(field)) return Value::undef();
        if (k.obj() == bm->func.obj()) after = true;
      }
      return Value::undef();
    }
    case Tag::Builtin: {
      int tid = python_builtin_id(obj);
      if (tid < 0 || !obj.as<BuiltinObj>()->self.is_none()) return Value::undef();
      if (in.name(field) == "__name__" || in.name(field) == "__qualname__")  // type("x").__name__, len.__name__
        return make_str(obj.as<BuiltinObj>()->native_name);
      int mid = unbound_method_id(tid, in.name(field));
      return mid >= 0 ? builtin_value(mid, Value::undef()) : Value::undef();
    }
    default: return Value::undef();
  }
}

Value global_hook(Vm& in, std::string_view name) {
  int id = builtin_id(name);
  if (id >= 0) return builtin_value(id);
  // the program's own module; a linked module binds its own __name__ (docs/projects.md)
  if (name == "__name__") return make_str("__main__");
  if (name == "__file__" || name == "__rd_main_file__") {
    // the program's file: the outermost activation with a source line (the
    // library's own modules have none). sys.argv[0] is it as given (argparse's
    // prog is its base name), __file__ the absolute path, as CPython's.
    std::string file;
    for (unsigned level = 0; level < 4096; ++level)
      if (auto pos = in.where(level); pos && !pos->file.empty()) file = std::string(pos->file);
    if (file.empty()) return Value::undef();
    if (name == "__rd_main_file__") return make_str(file);
    std::error_code ec;
    auto abs = std::filesystem::absolute(file, ec);
    return make_str(ec ? file : abs.lexically_normal().string());
  }
  if (name.starts_with("__py_dict_view_")) return dict_view_global(in, name);  // lib/_dict_views.py's natives
  if (name.starts_with("__py_prepare")) return prepare_global(in, name);     // a metaclass's __prepare__
  if (name == "NotImplemented") {  // one per run, where the kernel's operator protocol looks for it
    Value& s = in.run_state(Vm::kOperatorDeclined);
    if (!s.is(Tag::Instance)) {
      auto* o = new InstanceObj();
      o->cls = in.define_builtin_class("NotImplementedType", "object");
      o->fields.set(in.intern("args"), make_list({make_str("NotImplemented")}, Tag::Tuple));  // what str() shows
      s = Value::object(o);
    }
    return s;
  }
  if (name == "IOError" || name == "EnvironmentError") return global_hook(in, "OSError");  // aliases of OSError
  static constexpr const char* kWarnings[] = {"UserWarning", "DeprecationWarning", "RuntimeWarning", "SyntaxWarning",
                                              "FutureWarning", "PendingDeprecationWarning", "ImportWarning",
                                              "UnicodeWarning", "BytesWarning", "ResourceWarning"};
  for (const char* w : kWarnings)
    if (name == w) {
      in.define_builtin_class("Warning", "Exception");
      return in.define_builtin_class(w, "Warning");
    }
  return define_exception_class(in, name);  // Python's exception classes beyond the IR's own
}

/// Whether a list, tuple or dict holds an instance or a float, nested up to
/// a depth: then == and ordering compare item by item as Python does (the
/// IR's == compares instances by identity: [Fraction(1)] == [1] was False;
/// and ints with floats through a double: [10**23] == [1e23] was True).
static bool holds_instance(const Value& v, int depth) {
  if (depth > 32) return false;
  auto check = [&](const Value& x) {
    return x.is(Tag::Instance) || x.is(Tag::Float) ||
           ((x.is(Tag::List) || x.is(Tag::Tuple) || x.is(Tag::Dict)) && holds_instance(x, depth + 1));
  };
  if (v.is(Tag::Dict)) {
    for (auto& [k, x] : v.as<DictObj>()->entries)
      if (check(x)) return true;
    return false;
  }
  for (auto& x : v.as<ListObj>()->items)
    if (check(x)) return true;
  return false;
}

/// CPython's container ==: same length, then each pair `x is y or x == y`.
static bool container_eq(Vm& in, const Value& a, const Value& b, int depth) {
  auto pair_eq = [&](const Value& x, const Value& y) {
    if (x.is_heap() && y.is_heap() && x.obj() == y.obj()) return true;
    if (x.tag() == y.tag() && (x.is(Tag::List) || x.is(Tag::Tuple) || x.is(Tag::Dict)) && depth < 32)
      return container_eq(in, x, y, depth + 1);
    return item_eq(in, x, y);
  };
  if (a.is(Tag::Dict)) {
    auto* bd = b.as<DictObj>();
    if (a.as<DictObj>()->entries.size() != bd->entries.size()) return false;
    for (auto& [k, x] : a.as<DictObj>()->entries) {
      Value* y = bd->find(k);
      if (!y || !pair_eq(x, *y) || in.raising()) return false;
    }
    return true;
  }
  const auto& xs = a.as<ListObj>()->items;
  const auto& ys = b.as<ListObj>()->items;
  if (xs.size() != ys.size()) return false;
  for (std::size_t i = 0; i < xs.size(); ++i)
    if (!pair_eq(xs[i], ys[i]) || in.raising()) return false;
  return true;
}

/// CPython's list/tuple ordering: the first pair that is not `x is y or
/// x == y` decides, compared with the full operator protocol (__lt__ of
/// instances, dates, Decimals); equal prefixes compare by length.
static Value sequence_order(Vm& in, ir::Operator op, const Value& a, const Value& b) {
  const auto& xs = a.as<ListObj>()->items;
  const auto& ys = b.as<ListObj>()->items;
  for (std::size_t i = 0; i < xs.size() && i < ys.size(); ++i) {
    const Value x = xs[i], y = ys[i];  // copies: __eq__ may mutate the lists
    if (x.is_heap() && y.is_heap() && x.obj() == y.obj()) continue;
    const bool same = item_eq(in, x, y);
    if (in.raising()) return Value::none();
    if (!same) return python_binop(in, op, x, y);
  }
  const std::size_t la = xs.size(), lb = ys.size();
  const bool r = op == ir::Operator::Lt ? la < lb : op == ir::Operator::Le ? la <= lb : op == ir::Operator::Gt ? la > lb : la >= lb;
  return Value::boolean(r);
}

/// Set comparisons are the subset order: a <= b when every member of a is in b.
static Value set_compare(Vm& in, ir::Operator op, const Value& a, const Value& b) {
  using ir::Operator;
  auto* x = a.as<DictObj>();
  auto* y = b.as<DictObj>();
  const std::size_t nx = x->entries.size(), ny = y->entries.size();
  bool r = false;
  switch (op) {
    case Operator::Le: r = set_within(in, x, y); break;
    case Operator::Lt: r = nx < ny && set_within(in, x, y); break;
    case Operator::Ge: r = set_within(in, y, x); break;
    default: r = ny < nx && set_within(in, y, x); break;  // Gt
  }
  return in.raising() ? Value::none() : Value::boolean(r);
}

/// int vs float order as CPython's: exact, never through a rounding of the
/// int to double (10**23 != 1e23, 2**53 + 1 > 2.0**53). -1, 0 or 1 for a
/// finite d.
static int int_float_order(const Value& x, double d) {
  const double fl = std::floor(d);
  if (x.is(Tag::BigInt)) {
    const BigInt& v = x.as<BigIntObj>()->v;
    const BigInt f(fl);  // exact: fl is integral
    if (v < f) return -1;
    if (v > f) return 1;
    return fl == d ? 0 : -1;
  }
  if (d >= 9223372036854775808.0) return -1;
  if (d < -9223372036854775808.0) return 1;
  const std::int64_t i = x.i(), f = static_cast<std::int64_t>(fl);
  if (i != f) return i < f ? -1 : 1;
  return fl == d ? 0 : -1;
}

/// `a op b` for an int-float comparison (int_float_compare, python_runtime.hpp).
Value int_float_cmp(ir::Operator op, const Value& a, const Value& b) {
  auto int_like = [](const Value& v) { return v.is(Tag::Int) || v.is(Tag::Bool) || v.is(Tag::BigInt); };
  const bool float_left = a.is(Tag::Float) && int_like(b);
  if (!float_left && !(b.is(Tag::Float) && int_like(a))) return Value::undef();
  const double d = float_left ? a.d() : b.d();
  if (std::isnan(d)) return Value::boolean(op == ir::Operator::Ne);
  int c = std::isinf(d) ? (d > 0 ? -1 : 1) : int_float_order(float_left ? b : a, d);  // int vs float
  if (float_left) c = -c;
  switch (op) {
    case ir::Operator::Lt: return Value::boolean(c < 0);
    case ir::Operator::Le: return Value::boolean(c <= 0);
    case ir::Operator::Gt: return Value::boolean(c > 0);
    case ir::Operator::Ge: return Value::boolean(c >= 0);
    case ir::Operator::Eq: return Value::boolean(c == 0);
    default: return Value::boolean(c != 0);
  }
}

Value binop_hook(Vm& in, ir::Operator op, const Value& a, const Value& b) {
  if (op == ir::Operator::Lt || op == ir::Operator::Le || op == ir::Operator::Gt || op == ir::Operator::Ge ||
      op == ir::Operator::Eq || op == ir::Operator::Ne)
    if ((a.is(Tag::Float) && !b.is(Tag::Float)) || (b.is(Tag::Float) && !a.is(Tag::Float)))
      if (Value r = int_float_cmp(op, a, b); !r.is_undef()) return r;
  if ((op == ir::Operator::Is || op == ir::Operator::IsNot) && a.is(Tag::Builtin) && b.is(Tag::Builtin)) {
    // [].__class__ is list: a built-in type (or unbound built-in) is one object however it was reached
    const int ia = python_builtin_id(a);
    const auto* x = a.as<BuiltinObj>();
    const auto* y = b.as<BuiltinObj>();
    auto unbound = [](const Value& self) { return self.is_undef() || self.is_none(); };  // (bound methods are new objects)
    const bool same = x == y || (ia >= 0 && ia == python_builtin_id(b) && unbound(x->self) && unbound(y->self));
    return Value::boolean(same == (op == ir::Operator::Is));
  }
  if (op == ir::Operator::BitOr && (a.is(Tag::Builtin) || a.is(Tag::Class) || b.is(Tag::Builtin) || b.is(Tag::Class)))
    if (Value r = typeform_or(in, a, b); !r.is_undef()) return r;  // int | None (python_typeforms.cpp)
  if (a.is(Tag::List) || b.is(Tag::List)) {
    Value x = a, y = b, r;
    if (dict_view_operands(in, op, x, y, r)) return r;
    if (!x.is(Tag::List) && !y.is(Tag::List)) {  // keys/items views taken as sets
      r = binop_hook(in, op, x, y);
      return r.is_undef() ? in.ir_binop(op, x, y) : r;
    }
  }
  // [1] + (2,), (1,) + [2], [1] + 3: CPython names the sequence type (a str operand keeps the VM's message)
  if (op == ir::Operator::Add && (a.is(Tag::List) || a.is(Tag::Tuple)) && b.tag() != a.tag() && !b.is(Tag::Str) &&
      !b.is(Tag::Instance) && !b.is_symbolic()) {
    in.raise("TypeError", "can only concatenate " + type_name(a) + " (not \"" + type_name(b) + "\") to " + type_name(a));
    return Value::none();
  }
  if ((op == ir::Operator::In || op == ir::Operator::NotIn) && (a.is(Tag::Int) || a.is(Tag::Bool))) {
    if (const IteratorObj* r = range_of(b)) {  // x in range(...): arithmetic, not a scan
      const bool hit = range_arith::contains(r->pos, r->end, r->step, a.i());
      return Value::boolean(hit == (op == ir::Operator::In));
    }
  }
  if ((op == ir::Operator::In || op == ir::Operator::NotIn) && wants_lazy(b)) {
    // `x in it` over an iterator or generator consumes items up to the first
    // equal one, leaving the rest to the iterator's next user
    Value it = in.iter(b);
    bool found = false;
    while (!found && !in.raising() && in.has_next(it)) {
      Value x = in.next(it);
      if (in.raising() || !in.charge(1)) break;
      found = item_eq(in, x, a);
    }
    return in.raising() ? Value::none() : Value::boolean(found == (op == ir::Operator::In));
  }
  if (op == ir::Operator::BitOr && a.is(Tag::Dict) && b.is(Tag::Dict)) {  // d1 | d2 (3.9): a new dict, b's values win
    Value out = make<DictObj>();
    auto* d = out.as<DictObj>();
    if (!in.charge_items(a.as<DictObj>()->entries.size() + b.as<DictObj>()->entries.size())) return Value::none();
    for (auto& [k, v] : a.as<DictObj>()->entries) d->set(k, v);
    for (auto& [k, v] : b.as<DictObj>()->entries) d->set(k, v);
    return out;
  }
  if (a.is(Tag::Set) && b.is(Tag::Set) &&
      (op == ir::Operator::Lt || op == ir::Operator::Le || op == ir::Operator::Gt || op == ir::Operator::Ge))
    return set_compare(in, op, a, b);
  // frozenset | & - ^: the result has the left operand's type, as CPython's
  if (is_frozenset(a) && b.is(Tag::Set) &&
      (op == ir::Operator::BitOr || op == ir::Operator::BitAnd || op == ir::Operator::Sub || op == ir::Operator::BitXor)) {
    Value plain = make<DictObj>(Tag::Set);
    if (!in.charge_items(a.as<DictObj>()->entries.size())) return Value::none();
    for (auto& [k, _] : a.as<DictObj>()->entries) plain.as<DictObj>()->set(k, Value::none());
    Value r = in.ir_binop(op, plain, b);
    return in.raising() ? Value::none() : freeze_set(in, r);
  }
  if ((op == ir::Operator::Eq || op == ir::Operator::Ne) && a.tag() == b.tag() &&
      (a.is(Tag::List) || a.is(Tag::Tuple) || a.is(Tag::Dict)) && a.obj() != b.obj() &&
      (holds_instance(a, 0) || holds_instance(b, 0))) {
    const bool r = container_eq(in, a, b, 0);
    return in.raising() ? Value::none() : Value::boolean(r == (op == ir::Operator::Eq));
  }
  if ((op == ir::Operator::Lt || op == ir::Operator::Le || op == ir::Operator::Gt || op == ir::Operator::Ge) &&
      a.tag() == b.tag() && (a.is(Tag::List) || a.is(Tag::Tuple)) && (holds_instance(a, 0) || holds_instance(b, 0)))
    return sequence_order(in, op, a, b);
  if (op == ir::Operator::Mod && a.is(Tag::Str) && !b.is_symbolic()) return make_str(percent_format(in, a.as<StrObj>()->s, b));
  if (op == ir::Operator::Pow && b.is(Tag::Float)) return negative_power(in, a, b);  // complex in Python 3
  // CPython's wording where the IR's differs
  auto is_int = [](const Value& v) { return v.is(Tag::Int) || v.is(Tag::Bool) || v.is(Tag::BigInt); };
  if (op == ir::Operator::Mod && is_int(a) && is_int(b) && !b.is(Tag::BigInt) && b.i() == 0) {
    in.raise("ZeroDivisionError", "integer modulo by zero");
    return Value::none();
  }
  if (op == ir::Operator::Mul && !a.is_symbolic() && !b.is_symbolic()) {
    const bool sa = a.is(Tag::Str) || a.is(Tag::List) || a.is(Tag::Tuple), sb = b.is(Tag::Str) || b.is(Tag::List) || b.is(Tag::Tuple);
    if ((sa && (sb || b.is(Tag::Float) || b.is(Tag::None) || b.is(Tag::Dict) || b.is(Tag::Set))) ||
        (sb && (a.is(Tag::Float) || a.is(Tag::None) || a.is(Tag::Dict) || a.is(Tag::Set)))) {
      in.raise("TypeError", "can't multiply sequence by non-int of type '" + in.type_name(sa ? b : a) + "'");
      return Value::none();
    }
  }
  if ((op == ir::Operator::Add || op == ir::Operator::Sub || op == ir::Operator::Mul || op == ir::Operator::Div ||
       op == ir::Operator::FloorDiv || op == ir::Operator::Mod) &&
      ((a.is(Tag::BigInt) && b.is(Tag::Float)) || (a.is(Tag::Float) && b.is(Tag::BigInt)))) {
    const auto& big = (a.is(Tag::BigInt) ? a : b).as<BigIntObj>()->v;
    if (!std::isfinite(static_cast<double>(big))) {
      in.raise("OverflowError", "int too large to convert to float");
      return Value::none();
    }
  }
  if ((op == ir::Operator::In || op == ir::Operator::NotIn) && (b.is(Tag::List) || b.is(Tag::Tuple)) &&
      (a.is(Tag::Instance) || is_numeric(a))) {
    // `x in seq` compares with __eq__ (`p in points`, `2 in [2+0j]`); the IR's
    // scan compares instances by identity. The step charge is the IR's.
    const auto& items = b.as<ListObj>()->items;
    bool found = false;
    for (std::size_t k = 0; k < items.size() && !found && !in.raising(); ++k) found = item_eq(in, items[k], a);
    return in.raising() ? Value::none() : Value::boolean(found == (op == ir::Operator::In));
  }
  if ((op == ir::Operator::In || op == ir::Operator::NotIn) && (b.is(Tag::Dict) || b.is(Tag::Set)) && needs_hash_key(a)) {
    Value key = hash_key(in, a);  // an equal instance with the same __hash__ is a member
    if (in.raising() || key.obj() == a.obj()) return Value::undef();
    return in.ir_binop(op, key, b);
  }
  return Value::undef();
}

/// `d[key]` with an instance key (hash_key), else re.Match groups.
static bool unhashable(Vm& in, const Value& key);

bool has_user_method(const Value& v, Vm& in, const char* name);

/// An instance with __index__ used as a sequence index: the int it stands for
/// (Undef when it has none).
static Value index_of_instance(Vm& in, const Value& obj, const Value& idx) {
  if (!idx.is(Tag::Instance) || !(obj.is(Tag::List) || obj.is(Tag::Tuple) || obj.is(Tag::Str) || obj.is(Tag::Iterator)))
    return Value::undef();
  if (!has_user_method(idx, in, "__index__")) return Value::undef();
  return index_value(in, idx);
}

Value load_index_hook(Vm& in, const Value& obj, const Value& idx) {
  if (obj.is(Tag::Builtin))  // list[int], dict[str, int]: a generic alias (python_typeforms.cpp)
    if (Value r = typeform_index(in, obj, idx); !r.is_undef()) return r;
  if (obj.is(Tag::Class)) {  // C[int]: the class's own __class_getitem__ (an implicit classmethod)
    const Name n = in.intern("__class_getitem__");
    for (auto& k : obj.as<ClassObj>()->mro)
      if (const Value* m = k.as<ClassObj>()->attrs.find(n); m && m->is(Tag::Function)) {
        Value args[2] = {obj, idx};
        return in.call_sync(*m, std::span<const Value>(args, 2));
      }
  }
  if (obj.is(Tag::Iterator) && (idx.is(Tag::Int) || idx.is(Tag::Bool) || idx.is(Tag::Slice))) {  // range(a, b, s)[i]
    const auto* r = obj.as<IteratorObj>();
    if (r->ikind == IterKind::Range && r->seq.is_none()) {
      const std::int64_t n = range_arith::length(r->pos, r->end, r->step);
      if (idx.is(Tag::Slice)) {  // a range again: CPython's slice.indices(n), then mapped through the range
        const auto* sl = idx.as<SliceObj>();
        auto num = [](const Value& v, std::int64_t dflt) { return v.is(Tag::Int) || v.is(Tag::Bool) ? v.i() : dflt; };
        const std::int64_t st = num(sl->step, 1);
        if (st == 0) {
          in.raise("ValueError", "slice step cannot be zero");
          return Value::none();
        }
        auto clamp = [&](const Value& v, std::int64_t dflt) {
          if (!(v.is(Tag::Int) || v.is(Tag::Bool))) return dflt;
          std::int64_t x = v.i();
          if (x < 0) x += n;
          if (x < 0) return st < 0 ? std::int64_t{-1} : std::int64_t{0};
          if (x >= n) return st < 0 ? n - 1 : n;
          return x;
        };
        const std::int64_t a = clamp(sl->lo, st < 0 ? n - 1 : 0), b = clamp(sl->hi, st < 0 ? -1 : n);
        auto* out = new IteratorObj();
        out->ikind = IterKind::Range;
        out->pos = range_arith::at(r->pos, r->step, a);
        out->end = range_arith::at(r->pos, r->step, b);
        out->step = r->step * st;
        return Value::object(out);
      }
      std::int64_t i = idx.i();
      if (i < 0) i += n;
      if (i < 0 || i >= n) {
        in.raise("IndexError", "range object index out of range");
        return Value::none();
      }
      return Value::integer(range_arith::at(r->pos, r->step, i));
    }
  }
  if (Value i = index_of_instance(in, obj, idx); !i.is_undef()) {
    if (in.raising()) return Value::none();
    if (obj.is(Tag::Iterator)) return load_index_hook(in, obj, i);  // a range
    Value r = obj.is(Tag::Str) ? str_load_index(in, obj, i) : Value::undef();
    return r.is_undef() && !in.raising() ? in.ir_load_index(obj, i) : r;
  }
  if (obj.is(Tag::Str)) return str_load_index(in, obj, idx);
  if (obj.is(Tag::Dict) && unhashable(in, idx)) return Value::none();
  if (obj.is(Tag::Dict) && needs_hash_key(idx)) {
    Value key = hash_key(in, idx);
    if (in.raising()) return Value::none();
    return key.obj() == idx.obj() ? Value::undef() : in.ir_load_index(obj, key);
  }
  Value r = re_load_index(in, obj, idx);
  if (r.is_undef() && obj.is(Tag::Instance) && !instance_has_method(in, obj, "__getitem__") &&
      !instance_has_method(in, obj, "__getattr__")) {  // CPython's wording, not a missing attribute's
    in.raise("TypeError", "'" + type_name(obj) + "' object is not subscriptable");
    return Value::none();
  }
  return r;
}

/// `d[key] = v` and set literals with instance keys (hash_key).
/// A list, dict, set or bytearray as a dict key or set member: CPython's
/// TypeError (they have no hash). True when raised.
static bool unhashable(Vm& in, const Value& key) {
  if (!key.is(Tag::List) && !key.is(Tag::Dict) && !key.is(Tag::Set) && !key.is(Tag::Instance)) return false;
  std::string t = in.type_name(key);
  if (t != "list" && t != "dict" && t != "set" && t != "bytearray") return false;
  if (is_frozenset(key)) return false;
  in.raise("TypeError", "unhashable type: '" + t + "'");
  return true;
}

bool store_index_hook(Vm& in, const Value& obj, const Value& idx, const Value& v) {
  // A tuple display (python_lowerer.cpp, build_sequence) fills the slots of
  // its new tuple, which new_array leaves None, while only the register
  // holds it. Any other store is into a tuple someone can see, or into a
  // slot already filled: immutable. (Left open: a program storing into a
  // None slot of a tuple that only a temporary holds, f()[0] = v.)
  if (obj.is(Tag::Tuple)) {
    const auto& items = obj.as<ListObj>()->items;
    const bool filling = obj.obj()->rc <= 1 && idx.is(Tag::Int) && idx.i() >= 0 &&
                         static_cast<std::size_t>(idx.i()) < items.size() && items[static_cast<std::size_t>(idx.i())].is_none();
    if (!filling) {
      in.raise("TypeError", "'tuple' object does not support item assignment");
      return true;
    }
  }
  if (Value i = index_of_instance(in, obj, idx); !i.is_undef() && obj.is(Tag::List)) {
    if (!in.raising()) in.ir_store_index(obj, i, v);
    return true;
  }
  if ((obj.is(Tag::Dict) && unhashable(in, idx)) || (obj.is(Tag::Set) && unhashable(in, v))) return true;
  if (obj.is(Tag::Dict) && needs_hash_key(idx)) {
    Value key = hash_key(in, idx);
    if (!in.raising()) in.ir_store_index(obj, key, v);
    return true;
  }
  if (obj.is(Tag::Set) && needs_hash_key(v)) {
    Value key = hash_key(in, v);
    if (!in.raising()) in.ir_store_index(obj, idx, key);
    return true;
  }
  if (obj.is(Tag::Instance) && !instance_has_method(in, obj, "__setitem__") && !instance_has_method(in, obj, "__getattr__")) {
    in.raise("TypeError", "'" + type_name(obj) + "' object does not support item assignment");
    return true;
  }
  return false;
}

Value load_attr_hook(Vm& in, const Value& obj, Name field) { return builtin_method(in, obj, field); }

Value import_module_hook(Vm& in, std::string_view module) {
  if (module == "re") return re_module(in);  // python_re.cpp
  return native_module(in, module);
}

bool has_user_method(const Value& v, Vm& in, const char* name) {
  Name n = in.intern(name);
  for (auto& k : v.as<InstanceObj>()->klass()->mro) {
    if (k.as<ClassObj>()->builtin) return false;
    if (Value* m = k.as<ClassObj>()->attrs.find(n); m && m->is(Tag::Function)) return true;
  }
  return false;
}

bool repr_hook(Vm& in, const Value& v, std::string& out) {
  if (re_repr(in, v, out)) return true;  // re.Pattern, re.Match and their classes
  if (v.is(Tag::Str) && !text::ascii(v.as<StrObj>()->s)) {  // non-printable code points escaped
    out = text::repr(v.as<StrObj>()->s);
    return true;
  }
  if (const IteratorObj* r = range_of(v)) {
    out = "range(" + std::to_string(r->pos) + ", " + std::to_string(r->end) +
          (r->step == 1 ? std::string() : ", " + std::to_string(r->step)) + ")";
    return true;
  }
  switch (v.tag()) {
    case Tag::Slice: {
      const auto* sl = v.as<SliceObj>();
      auto part = [&](const Value& x) { return x.is_undef() ? std::string("None") : in.repr(x); };
      out = "slice(" + part(sl->lo) + ", " + part(sl->hi) + ", " + part(sl->step) + ")";
      return true;
    }
    case Tag::List:
      return dict_view_repr(in, v, out);
    case Tag::Set:
      cpython_set_order(in, v);  // then the IR renders it in that order
      if (is_frozenset(v)) {
        if (v.as<DictObj>()->entries.empty()) {
          out = "frozenset()";
          return true;
        }
        Value plain = make<DictObj>(Tag::Set);
        for (auto& [k, _] : v.as<DictObj>()->entries) plain.as<DictObj>()->set(k, Value::none());
        out = "frozenset(" + in.repr(plain) + ")";
        return true;
      }
      return false;
    case Tag::BigInt: {
      // CPython's int_max_str_digits (3.11+): the conversion is quadratic,
      // so it is refused above 4300 digits (2^14284 has 4300).
      const BigInt& x = v.as<BigIntObj>()->v;
      if (int_bits(x) < 14000) return false;
      std::string s = int_bits(x) > 14300 ? std::string() : x.str();
      if (s.empty() || s.size() - (x < 0 ? 1 : 0) > 4300) {
        in.raise("ValueError",
                 "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to "
                 "increase the limit");
        out = "<int of " + std::to_string(int_bits(x)) + " bits>";
        return true;
      }
      return false;
    }
    case Tag::Instance: {
      auto* c = v.as<InstanceObj>()->klass();
      if (has_user_method(v, in, "__repr__")) return false;  // the IR's object protocol calls it
      if (c->builtin && c->name == "NotImplementedType") {
        out = "NotImplemented";
        return true;
      }
      if (exception_text(in, v, true, out)) return true;  // OSError(2, 'text'), its filename not shown
      for (auto& k : c->mro)
        if (k.as<ClassObj>()->builtin) return false;  // exceptions: ValueError('...')
      out = "<__main__." + c->name + " object>";
      return true;
    }
    case Tag::Class: {
      if (metaclass_text(in, v, true, out)) return true;  // class Meta(type): def __repr__(cls)
      auto* c = v.as<ClassObj>();
      std::string mod = c->builtin ? "" : "__main__.";
      // a library class names its module (lib/_complex.py: "builtins", printed bare)
      if (Value* m = c->attrs.find(in.intern("__module__")); m && m->is(Tag::Str))
        mod = m->as<StrObj>()->s == "builtins" ? "" : m->as<StrObj>()->s + ".";
      out = "<class '" + mod + c->name + "'>";
      return true;
    }
    case Tag::Builtin: {
      int id = python_builtin_id(v);
      if (id < 0) return false;
      const Value& self = v.as<BuiltinObj>()->self;
      out = builtin_repr(id, !self.is_none() && !self.is_undef());
      return true;
    }
    default: return false;
  }
}

}  // namespace

Value int_float_compare(ir::Operator op, const Value& a, const Value& b) { return int_float_cmp(op, a, b); }

Value not_implemented(Vm& in) { return global_hook(in, "NotImplemented"); }

Value python_binop(Vm& in, ir::Operator op, const Value& a, const Value& b) {
  Value r = binop_hook(in, op, a, b);
  return r.is_undef() && !in.raising() ? in.ir_binop(op, a, b) : r;
}

/// SystemExit escaping the program: exit status from its code (None 0, an
/// int that int, anything else 1 with its text on stderr).
bool exit_request(Vm& in, const Value& exc, int& status, std::string& message) {
  if (!exc.is(Tag::Instance)) return false;
  bool is_exit = false;
  for (auto& k : exc.as<InstanceObj>()->klass()->mro)
    if (k.as<ClassObj>()->name == "SystemExit") is_exit = true;
  if (!is_exit) return false;
  Value code = Value::none();
  if (Value* args = exc.as<InstanceObj>()->fields.find(in.intern("args")); args && args->is(Tag::Tuple)) {
    auto& items = args->as<ListObj>()->items;
    if (items.size() == 1) code = items[0];
    else if (items.size() > 1) code = *args;
  }
  if (code.is_none()) status = 0;
  else if (code.is(Tag::Int) || code.is(Tag::Bool)) status = static_cast<int>(code.i() & 0xff);
  else {
    status = 1;
    message = in.str(code);
  }
  return true;
}

void set_function_attr(Vm& in, const Value& fn, const std::string& name, Value v) {
  Value& table = in.run_state("python.function_attrs");
  if (!table.is(Tag::Dict)) table = make<DictObj>();
  auto* t = table.as<DictObj>();
  Value* attrs = t->find(fn);
  if (!attrs) {
    t->set(fn, make<DictObj>());
    attrs = t->find(fn);
  }
  attrs->as<DictObj>()->set(make_str(name), std::move(v));
}

Value function_attr(Vm& in, const Value& fn, const std::string& name) {
  const Value& table = in.run_state("python.function_attrs");
  if (table.is(Tag::Dict))
    if (Value* attrs = table.as<DictObj>()->find(fn))
      if (Value* v = attrs->as<DictObj>()->find(make_str(name))) return *v;
  // what every function has (functools.wraps copies these onto the table)
  const FunctionSig* sig = fn.as<FunctionObj>()->sig;
  if ((name == "__name__" || name == "__qualname__") && sig) {
    const std::string& n = sig->name;
    return make_str(n.rfind('.') == std::string::npos ? n : n.substr(n.rfind('.') + 1));
  }
  if (name == "__module__") return make_str("__main__");
  if (name == "__doc__") return Value::none();
  if ((name == "__defaults__" || name == "__kwdefaults__") && sig) {
    // the positional parameters' defaults (a tuple) / the keyword-only ones' (a dict); None when there are none
    const auto* f = fn.as<FunctionObj>();
    std::vector<Value> pos;
    Value kw = Value::none();
    for (std::size_t k = 0; k < sig->params.size() && k < f->defaults.size(); ++k) {
      const int ik = static_cast<int>(k);
      if (f->defaults[k].is_undef() || ik == sig->varargs || ik == sig->kwargs) continue;
      if (sig->varargs >= 0 && ik > sig->varargs) {
        if (!kw.is(Tag::Dict)) kw = make<DictObj>();
        kw.as<DictObj>()->set(make_str(in.name(sig->params[k])), f->defaults[k]);
      } else {
        pos.push_back(f->defaults[k]);
      }
    }
    if (name == "__kwdefaults__") return kw;
    return pos.empty() ? Value::none() : make_list(std::move(pos), Tag::Tuple);
  }
  return Value::undef();
}

Value load_attr(Vm& in, const Value& obj, Name field) {
  Value m = builtin_method(in, obj, field);
  return m.is_undef() ? in.ir_load_attr(obj, field) : m;
}

/// A function's local read before any assignment to it ran (LanguageRuntime::unbound_local).
static Value unbound_local(Vm& in, std::string_view name) {
  if (name.starts_with("__")) return Value::undef();  // the lowerer's own temporaries
  in.define_builtin_class("UnboundLocalError", "NameError");  // (a class of Python's beyond the IR's: defined on first use)
  in.raise("UnboundLocalError", "cannot access local variable '" + std::string(name) + "' where it is not associated with a value");
  return Value::none();
}

}  // namespace py

extern const LanguageTypes kPythonTypes;  // python_types.cpp
extern const LanguageRuntime kPythonRuntime;
const LanguageRuntime kPythonRuntime{.language = "python",
                                     .global = py::global_hook,
                                     .binop = py::binop_hook,
                                     .unop = py::unop_hook,
                                     .load_attr = py::load_attr_hook,
                                     .load_index = py::load_index_hook,
                                     .store_index = py::store_index_hook,
                                     .repr = py::repr_hook,
                                     .import_module = py::import_module_hook,
                                     .generator_raised = py::generator_raised,
                                     .exit_request = py::exit_request,
                                     .types = &kPythonTypes,
                                     .format_uncaught = py::format_uncaught,
                                     .unbound_local = py::unbound_local,
                                     .checked_dict_iteration = true,
                                     .construct_builtin = py::construct_builtin};

}  // namespace reddragon::vm
