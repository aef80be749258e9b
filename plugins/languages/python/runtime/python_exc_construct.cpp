// python_exc_construct.cpp - calling a built-in exception class where
// CPython's constructor does more than keep `args`
// (LanguageRuntime::construct_builtin): OSError(errno, strerror, ...) is
// the errno's subclass (Objects/exceptions.c's errnomap, Linux's numbers),
// ImportError and its subclasses take name= and path=, the exception
// groups check their arguments (python_exc_group.cpp), and every other
// built-in exception refuses keyword arguments.
#include <cstring>

#include "python_runtime.hpp"

namespace reddragon::vm::py {

namespace {

// Python's exception classes beyond the IR's own (docs/vm.md), with their parents.
constexpr const char* kExceptions[][2] = {
    {"KeyboardInterrupt", "BaseException"},     {"SystemExit", "BaseException"},
    {"UnicodeError", "ValueError"},             {"OSError", "Exception"},
    {"FileNotFoundError", "OSError"},           {"ImportError", "Exception"},
    {"ModuleNotFoundError", "ImportError"},     {"UnboundLocalError", "NameError"},
    {"GeneratorExit", "BaseException"},         {"StopAsyncIteration", "Exception"},
    {"SyntaxError", "Exception"},               {"EOFError", "Exception"},
    {"PermissionError", "OSError"},             {"FileExistsError", "OSError"},
    {"IsADirectoryError", "OSError"},           {"NotADirectoryError", "OSError"},
    {"TimeoutError", "OSError"},                {"ConnectionError", "OSError"},
    {"BlockingIOError", "OSError"},             {"ChildProcessError", "OSError"},
    {"InterruptedError", "OSError"},            {"ProcessLookupError", "OSError"},
    {"BrokenPipeError", "ConnectionError"},     {"ConnectionAbortedError", "ConnectionError"},
    {"ConnectionRefusedError", "ConnectionError"}, {"ConnectionResetError", "ConnectionError"},
    {"FloatingPointError", "ArithmeticError"},  {"BufferError", "Exception"},
    {"SystemError", "Exception"},               {"ReferenceError", "Exception"},
    {"Warning", "Exception"},                   {"UnicodeDecodeError", "UnicodeError"},
    {"UnicodeEncodeError", "UnicodeError"},     {"BaseExceptionGroup", "BaseException"},
    {"ExceptionGroup", "Exception"},
};

// CPython's errnomap (Objects/exceptions.c), with Linux's errno values.
constexpr std::pair<int, const char*> kErrnoClasses[] = {
    {11, "BlockingIOError"},       {114, "BlockingIOError"},      {115, "BlockingIOError"},
    {32, "BrokenPipeError"},       {108, "BrokenPipeError"},      {10, "ChildProcessError"},
    {103, "ConnectionAbortedError"}, {111, "ConnectionRefusedError"}, {104, "ConnectionResetError"},
    {17, "FileExistsError"},       {2, "FileNotFoundError"},      {21, "IsADirectoryError"},
    {20, "NotADirectoryError"},    {4, "InterruptedError"},       {13, "PermissionError"},
    {1, "PermissionError"},        {3, "ProcessLookupError"},     {110, "TimeoutError"},
};

bool derives(const Value& cls, std::string_view name) {
  for (const Value& k : cls.as<ClassObj>()->mro)
    if (k.as<ClassObj>()->builtin && k.as<ClassObj>()->name == name) return true;
  return false;
}

Value with_args(Vm& in, std::string_view type, std::vector<Value> args) {
  Value e = in.make_exception(type, "");
  e.as<InstanceObj>()->fields.set(in.intern("args"), make_list(std::move(args), Tag::Tuple));
  return e;
}

}  // namespace

Value define_exception_class(Vm& in, std::string_view name) {
  for (const auto& row : kExceptions) {
    if (name != row[0]) continue;
    define_exception_class(in, row[1]);  // the parent first (the IR's own ones are there already)
    Value c = in.define_builtin_class(row[0], row[1]);
    if (name == "ExceptionGroup") {  // also a BaseExceptionGroup: (EG, BEG, Exception, BaseException)
      auto& mro = c.as<ClassObj>()->mro;
      Value beg = define_exception_class(in, "BaseExceptionGroup");
      if (mro.size() > 1 && mro[1].as<ClassObj>() != beg.as<ClassObj>()) mro.insert(mro.begin() + 1, beg);
    }
    return c;
  }
  return Value::undef();
}

Value construct_builtin(Vm& in, const Value& cls, std::span<const Value> raw) {
  const std::string& name = cls.as<ClassObj>()->name;
  if (!derives(cls, "BaseException")) return Value::undef();
  std::vector<Value> args;
  std::vector<const KwArgObj*> kw;
  for (const Value& a : raw) {
    if (a.is(Tag::KwArg)) kw.push_back(a.as<KwArgObj>());
    else args.push_back(a);
  }
  if (derives(cls, "ImportError")) {
    Value mod = Value::none(), path = Value::none();
    for (const KwArgObj* k : kw) {
      if (k->name == "name") mod = k->value;
      else if (k->name == "path") path = k->value;
      else {
        in.raise("TypeError", "'" + k->name + "' is an invalid keyword argument for " + name + "()");
        return Value::none();
      }
    }
    Value e = with_args(in, name, std::move(args));
    auto& f = e.as<InstanceObj>()->fields;
    f.set(in.intern("name"), mod);
    f.set(in.intern("path"), path);
    return e;
  }
  if (!kw.empty()) {
    in.raise("TypeError", name + "() takes no keyword arguments");
    return Value::none();
  }
  if (derives(cls, "BaseExceptionGroup")) return exception_group_new(in, cls, args);
  if (name == "OSError" && args.size() >= 2 && args.size() <= 5 && args[0].is_int())
    for (const auto& [code, sub] : kErrnoClasses)
      if (args[0].i() == code) {
        define_exception_class(in, sub);
        return with_args(in, sub, std::move(args));
      }
  return Value::undef();
}

}  // namespace reddragon::vm::py
