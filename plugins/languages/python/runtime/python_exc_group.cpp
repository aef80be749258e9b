// python_exc_group.cpp - BaseExceptionGroup / ExceptionGroup (PEP 654) as
// CPython 3.11 builds them: the constructor's checks (a str message, a
// non-empty sequence of exceptions; BaseExceptionGroup of Exceptions only
// is an ExceptionGroup), .message, .exceptions, str "msg (N sub-exceptions)",
// and subgroup / split / derive, recursing into nested groups with the
// derived groups keeping __traceback__, __cause__, __context__ and __notes__.
// (`except*` is not lowered as PEP 654 says: features.tsv except_star.)
#include "python_runtime.hpp"

namespace reddragon::vm::py {

namespace {

bool derives(const Value& v, std::string_view name) {
  const Value& cls = v.is(Tag::Instance) ? v.as<InstanceObj>()->cls : v;
  if (!cls.is(Tag::Class)) return false;
  for (const Value& k : cls.as<ClassObj>()->mro)
    if (k.as<ClassObj>()->builtin && k.as<ClassObj>()->name == name) return true;
  return false;
}

bool is_group(const Value& v) { return v.is(Tag::Instance) && derives(v, "BaseExceptionGroup"); }

/// The group's (message, exceptions) arguments.
const std::vector<Value>* group_args(Vm& in, const Value& eg) {
  const Value* a = eg.as<InstanceObj>()->fields.find(in.intern("args"));
  if (!a || !a->is(Tag::Tuple) || a->as<ListObj>()->items.size() != 2) return nullptr;
  const Value& seq = a->as<ListObj>()->items[1];
  return seq.is(Tag::List) || seq.is(Tag::Tuple) ? &a->as<ListObj>()->items : nullptr;
}

const std::vector<Value>& members(Vm& in, const Value& eg) {
  static const std::vector<Value> none;
  const std::vector<Value>* a = group_args(in, eg);
  return a ? (*a)[1].as<ListObj>()->items : none;
}

Value derive(Vm& in, const Value& eg, std::vector<Value> excs) {
  Value list = make_list(std::move(excs));
  if (instance_has_method(in, eg, "derive")) {  // a subclass's own derive
    Value m = in.ir_load_attr(eg, in.intern("derive"));
    if (in.raising()) return Value::none();
    return in.call_sync(m, std::span<const Value>(&list, 1));
  }
  const std::vector<Value>* a = group_args(in, eg);
  std::vector<Value> args{a ? (*a)[0] : make_str(""), list};
  Value beg = define_exception_class(in, "BaseExceptionGroup");
  return exception_group_new(in, beg, args);
}

Value derive_and_copy(Vm& in, const Value& eg, std::vector<Value> excs) {
  Value r = derive(in, eg, std::move(excs));
  if (in.raising()) return Value::none();
  if (!is_group(r)) {
    in.raise("TypeError", "derive must return an instance of BaseExceptionGroup");
    return Value::none();
  }
  auto& from = eg.as<InstanceObj>()->fields;
  auto& to = r.as<InstanceObj>()->fields;
  for (const char* f : {"__traceback__", "__cause__", "__context__", "__notes__"}) {
    Name n = in.intern(f);
    if (const Value* v = from.find(n)) to.set(n, v->is(Tag::List) ? make_list(v->as<ListObj>()->items) : *v);
  }
  return r;
}

bool matches(Vm& in, const Value& cond, const Value& exc) {
  if (cond.is(Tag::Class)) return in.isinstance(exc, cond);
  if (cond.is(Tag::Tuple)) {
    for (const Value& c : cond.as<ListObj>()->items)
      if (c.is(Tag::Class) && in.isinstance(exc, c)) return true;
    return false;
  }
  Value r = in.call_sync(cond, std::span<const Value>(&exc, 1));
  return !in.raising() && truthy(r);
}

bool valid_condition(Vm& in, const Value& cond) {
  bool ok = cond.is(Tag::Class) || cond.is(Tag::Function) || cond.is(Tag::Builtin) || cond.is(Tag::BoundMethod);
  if (cond.is(Tag::Tuple)) {
    ok = true;
    for (const Value& c : cond.as<ListObj>()->items) ok &= c.is(Tag::Class);
  }
  if (!ok) in.raise("TypeError", "expected a function, exception type or tuple of exception types");
  return ok;
}

/// CPython's exceptiongroup_split_recursive: what of exc matches, and (with_rest) what does not.
void split(Vm& in, const Value& exc, const Value& cond, bool with_rest, Value& match, Value& rest, int depth) {
  match = rest = Value::none();
  if (depth > kMaxCompareDepth || !in.charge(1)) {
    if (!in.raising()) in.raise("RecursionError", "maximum recursion depth exceeded");
    return;
  }
  if (matches(in, cond, exc)) {
    match = exc;
    return;
  }
  if (in.raising()) return;
  if (!is_group(exc)) {
    if (with_rest) rest = exc;
    return;
  }
  std::vector<Value> m, r;
  for (const Value& e : std::vector<Value>(members(in, exc))) {
    Value em, er;
    split(in, e, cond, with_rest, em, er, depth + 1);
    if (in.raising()) return;
    if (!em.is_none()) m.push_back(em);
    if (!er.is_none()) r.push_back(er);
  }
  if (!m.empty()) match = derive_and_copy(in, exc, std::move(m));
  if (!in.raising() && with_rest && !r.empty()) rest = derive_and_copy(in, exc, std::move(r));
}

Value m_subgroup(Vm& in, const Value& self, std::vector<Value>& a) {
  if (a.size() != 1 || !valid_condition(in, a[0])) {
    if (!in.raising()) in.raise("TypeError", "subgroup() takes exactly one argument (" + std::to_string(a.size()) + " given)");
    return Value::none();
  }
  Value m, r;
  split(in, self, a[0], false, m, r, 0);
  return m;
}

Value m_split(Vm& in, const Value& self, std::vector<Value>& a) {
  if (a.size() != 1 || !valid_condition(in, a[0])) {
    if (!in.raising()) in.raise("TypeError", "split() takes exactly one argument (" + std::to_string(a.size()) + " given)");
    return Value::none();
  }
  Value m, r;
  split(in, self, a[0], true, m, r, 0);
  return in.raising() ? Value::none() : make_list({m, r}, Tag::Tuple);
}

Value m_derive(Vm& in, const Value& self, std::vector<Value>& a) {
  if (a.size() != 1) {
    in.raise("TypeError", "derive() takes exactly one argument (" + std::to_string(a.size()) + " given)");
    return Value::none();
  }
  const std::vector<Value>* g = group_args(in, self);
  std::vector<Value> args{g ? (*g)[0] : make_str(""), a[0]};
  return exception_group_new(in, define_exception_class(in, "BaseExceptionGroup"), args);
}

}  // namespace

Value exception_group_new(Vm& in, const Value& cls, std::vector<Value>& args) {
  if (args.size() != 2) {
    in.raise("TypeError", "BaseExceptionGroup.__new__() takes exactly 2 arguments (" + std::to_string(args.size()) + " given)");
    return Value::none();
  }
  if (!args[0].is(Tag::Str)) {
    in.raise("TypeError", "BaseExceptionGroup.__new__() argument 1 must be str, not " + in.type_name(args[0]));
    return Value::none();
  }
  if (!args[1].is(Tag::List) && !args[1].is(Tag::Tuple)) {
    in.raise("TypeError", "second argument (exceptions) must be a sequence");
    return Value::none();
  }
  const auto& excs = args[1].as<ListObj>()->items;
  if (excs.empty()) {
    in.raise("ValueError", "second argument (exceptions) must be a non-empty sequence");
    return Value::none();
  }
  bool all_exceptions = true;
  for (std::size_t k = 0; k < excs.size(); ++k) {
    if (!excs[k].is(Tag::Instance) || !derives(excs[k], "BaseException")) {
      in.raise("ValueError", "Item " + std::to_string(k) + " of second argument (exceptions) is not an exception");
      return Value::none();
    }
    all_exceptions &= derives(excs[k], "Exception");
  }
  std::string name = cls.as<ClassObj>()->name;
  if (name == "BaseExceptionGroup" && all_exceptions) name = "ExceptionGroup";
  else if (derives(cls, "Exception") && !all_exceptions) {
    in.raise("TypeError", "Cannot nest BaseExceptions in an ExceptionGroup");
    return Value::none();
  }
  define_exception_class(in, name);
  Value e = in.make_exception(name, "");
  e.as<InstanceObj>()->fields.set(in.intern("args"), make_list({args[0], args[1]}, Tag::Tuple));
  return e;
}

Value exception_group_attr(Vm& in, const Value& exc, Name field) {
  const std::string& f = in.name(field);
  if (f != "message" && f != "exceptions" && f != "subgroup" && f != "split" && f != "derive") return Value::undef();
  if (!is_group(exc) || exc.as<InstanceObj>()->fields.find(field) || instance_has_method(in, exc, f.c_str())) return Value::undef();
  const std::vector<Value>* a = group_args(in, exc);
  if (f == "message") return a ? (*a)[0] : make_str("");
  if (f == "exceptions") return make_list(a ? (*a)[1].as<ListObj>()->items : std::vector<Value>{}, Tag::Tuple);
  if (f == "subgroup") return make_native(m_subgroup, "subgroup", exc);
  return f == "split" ? make_native(m_split, "split", exc) : make_native(m_derive, "derive", exc);
}

bool exception_group_text(Vm& in, const Value& exc, std::string& out) {
  if (!is_group(exc)) return false;
  const std::vector<Value>* a = group_args(in, exc);
  if (!a) return false;
  const std::size_t n = (*a)[1].as<ListObj>()->items.size();
  out = py_str(in, (*a)[0]) + " (" + std::to_string(n) + " sub-exception" + (n == 1 ? ")" : "s)");
  return true;
}

}  // namespace reddragon::vm::py
