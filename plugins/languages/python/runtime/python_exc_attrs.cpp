// python_exc_attrs.cpp - the attributes and text CPython's built-in
// exceptions derive from their arguments, where the IR's exceptions only
// keep `args`: OSError(errno, strerror[, filename[, winerror[, filename2]]])
// has errno / strerror / filename / filename2, keeps (errno, strerror) as
// its args and reads "[Errno 2] No such file or directory: 'x'";
// ImportError's name/path (None unless given: python_exc_construct.cpp) and msg;
// SystemExit(code).code and StopIteration(value).value;
// UnicodeDecodeError/UnicodeEncodeError(encoding, object, start, end, reason)
// have those five attributes and read "'utf-8' codec can't decode byte ...".
#include <cstdio>
#include <string>

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

/// A UnicodeDecodeError's or UnicodeEncodeError's five arguments (CPython's only form
/// with its attributes); decode says which.
const std::vector<Value>* unicode_args(Vm& in, const Value& exc, bool& decode) {
  if (!exc.is(Tag::Instance)) return nullptr;
  decode = derives_from(exc, "UnicodeDecodeError");
  if (!decode && !derives_from(exc, "UnicodeEncodeError")) return nullptr;
  const std::vector<Value>* a = args_of(in, exc);
  return a && a->size() == 5 && (*a)[2].is_int() && (*a)[3].is_int() ? a : nullptr;
}

/// The code point at index k of a UTF-8 string (-1 past its end).
long code_point_at(const std::string& s, std::int64_t k) {
  for (std::size_t i = 0; i < s.size(); --k) {
    auto c = static_cast<unsigned char>(s[i]);
    std::size_t n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    long cp = n == 1 ? c : c & (0x7F >> n);
    for (std::size_t j = 1; j < n && i + j < s.size(); ++j) cp = (cp << 6) | (static_cast<unsigned char>(s[i + j]) & 0x3F);
    if (k == 0) return cp;
    i += n;
  }
  return -1;
}

}  // namespace

Value exception_attr(Vm& in, const Value& exc, Name field) {
  const std::string& f = in.name(field);
  if (f.size() < 3 || f.size() > 9) return Value::undef();  // (most reads: none of these names)
  if (f != "args" && exc.as<InstanceObj>()->fields.find(field)) return Value::undef();  // set by the program
  if (f == "encoding" || f == "object" || f == "start" || f == "end" || f == "reason") {
    bool decode = false;
    const std::vector<Value>* a = unicode_args(in, exc, decode);
    if (!a) return Value::undef();
    return (*a)[f == "encoding" ? 0 : f == "object" ? 1 : f == "start" ? 2 : f == "end" ? 3 : 4];
  }
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
  if ((f == "name" || f == "path" || f == "msg") && derives_from(exc, "ImportError")) {  // name=/path= not given
    const std::vector<Value>* a = f == "msg" ? args_of(in, exc) : nullptr;
    return a && a->size() == 1 ? (*a)[0] : Value::none();
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
  bool decode = false;
  if (const std::vector<Value>* u = as_repr ? nullptr : unicode_args(in, exc, decode)) {
    const std::int64_t start = (*u)[2].i(), end = (*u)[3].i();
    const std::string codec = "'" + in.str((*u)[0]) + "' codec can't " + (decode ? "decode " : "encode ");
    const std::string reason = in.str((*u)[4]);
    char buf[32];
    if (end != start + 1) {
      out = codec + (decode ? "bytes" : "characters") + " in position " + std::to_string(start) + "-" + std::to_string(end - 1) + ": " + reason;
      return true;
    }
    if (decode) {  // the byte, from the bytes object's ints
      const Value* v = (*u)[1].is(Tag::Instance) ? (*u)[1].as<InstanceObj>()->fields.find(in.intern("_v")) : nullptr;
      const auto* items = v && v->is(Tag::List) ? &v->as<ListObj>()->items : nullptr;
      std::int64_t b = items && start >= 0 && static_cast<std::size_t>(start) < items->size() && (*items)[start].is_int() ? (*items)[start].i() : 0;
      std::snprintf(buf, sizeof buf, "0x%02x", static_cast<unsigned>(b & 0xFF));
      out = codec + "byte " + buf + " in position " + std::to_string(start) + ": " + reason;
      return true;
    }
    long cp = (*u)[1].is(Tag::Str) ? code_point_at(in.str((*u)[1]), start) : -1;
    if (cp < 0x100) std::snprintf(buf, sizeof buf, "\\x%02lx", cp < 0 ? 0L : cp);
    else if (cp < 0x10000) std::snprintf(buf, sizeof buf, "\\u%04lx", cp);
    else std::snprintf(buf, sizeof buf, "\\U%08lx", cp);
    out = codec + "character '" + buf + "' in position " + std::to_string(start) + ": " + reason;
    return true;
  }
  if (!as_repr && exception_group_text(in, exc, out)) return true;
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
  if (v.is(Tag::Class) && metaclass_text(in, v, false, out)) return out;
  return in.str(v);
}

}  // namespace reddragon::vm::py
