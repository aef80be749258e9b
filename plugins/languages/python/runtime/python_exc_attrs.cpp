// python_exc_attrs.cpp - the attributes and text CPython's built-in
// exceptions derive from their arguments, where the IR's exceptions only
// keep `args`: OSError(errno, strerror[, filename[, winerror[, filename2]]])
// has errno / strerror / filename / filename2, keeps (errno, strerror) as
// its args and reads "[Errno 2] No such file or directory: 'x'";
// SystemExit(code).code and StopIteration(value).value.
#include "python_runtime.hpp"

namespace reddragon::vm::py {

namespace {

/// The built-in class of exc's MRO named `name`, if it derives from it.
bool derives_from(const Value& exc, std::string_view name) {
  for (const Value& k : exc.as<InstanceObj>()->klass()->mro)
    if (k.as<ClassObj>()->builtin && k.as<ClassObj>()->name == name) return true;
  return false;
}

const std::vector<Value>* args_of(Vm& in, const Value& exc) {
  const Value* a = exc.as<InstanceObj>()->fields.find(in.intern("args"));
  return a && a->is(Tag::Tuple) ? &a->as<ListObj>()->items : nullptr;
}

/// OSError's arguments when they have its errno form (2 to 5 of them: CPython's oserror_parse_args).
const std::vector<Value>* errno_args(Vm& in, const Value& exc) {
  if (!exc.is(Tag::Instance) || !derives_from(exc, "OSError")) return nullptr;
  const std::vector<Value>* a = args_of(in, exc);
  return a && a->size() >= 2 && a->size() <= 5 ? a : nullptr;
}

}  // namespace

Value exception_attr(Vm& in, const Value& exc, Name field) {
  const std::string& f = in.name(field);
  if (f.size() < 4 || f.size() > 9) return Value::undef();  // (most reads: none of these names)
  if (f != "args" && exc.as<InstanceObj>()->fields.find(field)) return Value::undef();  // set by the program
  if (f == "errno" || f == "strerror" || f == "filename" || f == "filename2" || f == "args") {
    if (!derives_from(exc, "OSError")) return Value::undef();
    const std::vector<Value>* a = errno_args(in, exc);
    if (f == "args") {
      if (!a || a->size() == 2) return Value::undef();  // the stored tuple is the answer
      return make_list({(*a)[0], (*a)[1]}, Tag::Tuple);
    }
    if (!a) return Value::none();
    if (f == "errno") return (*a)[0];
    if (f == "strerror") return (*a)[1];
    if (f == "filename") return a->size() >= 3 ? (*a)[2] : Value::none();
    return a->size() == 5 ? (*a)[4] : Value::none();
  }
  if (f == "code" && derives_from(exc, "SystemExit")) {  // exit()/quit() store their own
    const std::vector<Value>* a = args_of(in, exc);
    if (!a || a->empty()) return Value::none();
    return a->size() == 1 ? (*a)[0] : make_list(*a, Tag::Tuple);
  }
  if (f == "value" && derives_from(exc, "StopIteration")) {
    const std::vector<Value>* a = args_of(in, exc);
    return a && !a->empty() ? (*a)[0] : Value::none();
  }
  return Value::undef();
}

bool exception_text(Vm& in, const Value& exc, bool as_repr, std::string& out) {
  const std::vector<Value>* a = errno_args(in, exc);
  if (!a) return false;
  if (as_repr) {
    out = exc.as<InstanceObj>()->klass()->name + "(" + in.repr((*a)[0]) + ", " + in.repr((*a)[1]) + ")";
    return true;
  }
  out = "[Errno " + in.str((*a)[0]) + "] " + in.str((*a)[1]);
  if (a->size() >= 3 && !(*a)[2].is_none()) {
    out += ": " + in.repr((*a)[2]);
    if (a->size() == 5 && !(*a)[4].is_none()) out += " -> " + in.repr((*a)[4]);
  }
  return true;
}

std::string py_str(Vm& in, const Value& v) {
  std::string out;
  if (v.is(Tag::Instance) && !instance_has_method(in, v, "__str__") && exception_text(in, v, false, out)) return out;
  return in.str(v);
}

}  // namespace reddragon::vm::py
