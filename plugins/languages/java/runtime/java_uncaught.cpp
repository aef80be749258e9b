// java_uncaught.cpp - what the JVM prints on stderr for an exception that
// leaves main: `Exception in thread "main" TYPE: MESSAGE`, then one
// `\tat Class.method(File.java:LINE)` per activation, innermost first.
// Frames of the library written in Java (no source line) and the class
// declarations' own code are left out: the JVM's `java.base/...` frames
// are the JDK's internals, which this runtime does not have. Causes follow
// as `Caused by: T: msg` with the frames they were thrown with (the
// kernel keeps caught exceptions' stacks, caught_stacks.hpp).
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "reddragon/vm/caught_stacks.hpp"
#include "reddragon/vm/objects.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm {

namespace {
/// A class's JVM name: the frontend flattens nested classes and records
/// `Outer$Inner` in the class's __binname.
std::string binary_name(Vm& vm, std::string_view owner) {
  std::string simple(owner.substr(owner.rfind('.') + 1));
  const Value& ms = vm.module_scope();
  if (ms.is(Tag::Scope)) {  // classes are module-level variables: scan them once, at exit
    auto* sc = ms.as<ScopeObj>();
    for (std::uint32_t i = 0; i < sc->nslots; ++i) {
      const Value& c = sc->slots[i];
      if (!c.is(Tag::Class) || c.as<ClassObj>()->name != simple) continue;
      if (Value* b = c.as<ClassObj>()->attrs.find(vm.intern("__binname")); b && b->is(Tag::Str)) return b->as<StrObj>()->s;
    }
  }
  std::string out;
  for (char c : owner) out.push_back(c == '.' ? '$' : c);
  return out;
}
}  // namespace

namespace java {
Value cause_of(Vm& in, const Value& exc);             // java_runtime.cpp
std::string throwable_text(Vm& in, const Value& exc);  // java_runtime.cpp
}
extern const LanguageRuntime kJavaRuntime;

namespace {
/// `T: message` (or `T`) as Throwable.toString() reads, from the VM's type
/// and message: the VM's own errors name their Java class at the end of
/// the message ("/ by zero (java.lang.ArithmeticException)").
std::string exception_line(std::string type, std::string message) {
  if (std::size_t at = message.rfind(" (java."); at != std::string::npos && message.back() == ')') {
    type = message.substr(at + 2, message.size() - at - 3);
    message.resize(at);
  }
  return message.empty() ? type : type + ": " + message;
}

/// The stack exc was raised with, as the kernel stored it when a handler
/// caught it (caught_stacks.hpp): empty if it never was.
std::vector<StackFrame> raised_stack(Vm& vm, const Value& exc) {
  std::vector<StackFrame> out;
  Value l = instance_field(vm, exc, kRaisedStackField);
  if (!l.is(Tag::List)) return out;
  for (const Value& t : l.as<ListObj>()->items) {
    if (!t.is(Tag::Tuple) || t.as<ListObj>()->items.size() != 4) continue;
    auto& it = t.as<ListObj>()->items;
    if (!it[0].is(Tag::Str) || !it[1].is(Tag::Str) || !it[2].is(Tag::Str) || !it[3].is_int()) continue;
    // the module's entry trampoline `main(args)`: the JVM's stacks end at the program's own main
    if (it[1].as<StrObj>()->s.empty() && it[0].as<StrObj>()->s == "main") continue;
    StackFrame f;
    f.function = it[0].as<StrObj>()->s;
    f.owner = it[1].as<StrObj>()->s;
    f.file = it[2].as<StrObj>()->s;
    f.line = static_cast<std::uint32_t>(it[3].i());
    out.push_back(f);
  }
  return out;
}

/// One `\tat Class.method(File.java:LINE)` entry per activation of the
/// program's own code.
std::vector<std::string> trace_lines(Vm& vm, std::span<const StackFrame> frames) {
  std::vector<std::string> out;
  for (const StackFrame& f : frames) {
    if (f.line == 0 || f.function.empty()) continue;
    std::string line = "\tat ";
    // a nested class is Outer$Inner, a constructor's frame `Point.<init>`, as the JVM names them
    std::string_view simple = f.owner.substr(f.owner.rfind('.') + 1);
    if (!f.owner.empty()) line += binary_name(vm, f.owner) + ".";
    if (f.function == "__init__" || f.function == "constructor" || f.function == simple) line += "<init>";
    else line.append(f.function);
    line += "(" + std::filesystem::path(f.file).filename().string() + ":" + std::to_string(f.line) + ")";
    out.push_back(std::move(line));
  }
  return out;
}
}  // namespace

namespace {
// Frames below the program's main when it runs under the source launcher
// (java File.java): the reflective call of main (four java.base frames,
// which the expectations leave out, kept as placeholders so `... N more`
// counts them) and the launcher's own three.
const char* const kLauncher[] = {"\x01reflect0", "\x01reflect1", "\x01reflect2", "\x01reflect3",
                                 "\tat jdk.compiler/com.sun.tools.javac.launcher.Main.execute(Main.java:419)",
                                 "\tat jdk.compiler/com.sun.tools.javac.launcher.Main.run(Main.java:192)",
                                 "\tat jdk.compiler/com.sun.tools.javac.launcher.Main.main(Main.java:132)"};

/// The four java.base frames of the reflective call of main.
const char* const kReflect[] = {
    "java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke0(Native Method)",
    "java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke(NativeMethodAccessorImpl.java:77)",
    "java.base/jdk.internal.reflect.DelegatingMethodAccessorImpl.invoke(DelegatingMethodAccessorImpl.java:43)",
    "java.base/java.lang.reflect.Method.invoke(Method.java:569)"};

/// An exception's stack as printed, down to the launcher when it has one.
std::vector<std::string> full_trace(Vm& vm, const Value& exc) {
  std::vector<StackFrame> cf = raised_stack(vm, exc);
  std::vector<std::string> trace = trace_lines(vm, cf);
  if (!cf.empty()) trace.insert(trace.end(), std::begin(kLauncher), std::end(kLauncher));
  return trace;
}

/// Throwable.toString() of exc.
std::string describe(Vm& vm, const Value& exc) { return exception_line(java::throwable_text(vm, exc), ""); }

/// Written to stderr, the java.base frames are left out (the expectations drop those
/// lines, but not a Suppressed: section's indented ones); into a string or stdout they are printed.
thread_local bool g_jdk_frames = false;

void print_lines(std::string& out, const std::string& prefix, std::span<const std::string> trace, std::size_t upto) {
  for (std::size_t k = 0; k < upto; ++k)
    if (trace[k][0] != '\x01') out += "\n" + prefix + trace[k];
    else if (g_jdk_frames || !prefix.empty())  // (the expectations drop only unindented java.base lines)
      out += "\n" + prefix + "\tat " + kReflect[trace[k].back() - '0'];
}

std::vector<Value> suppressed_of(Vm& vm, const Value& exc) {
  Value l = instance_field(vm, exc, "__suppressed");
  return l.is(Tag::List) ? l.as<ListObj>()->items : std::vector<Value>{};
}

/// Throwable's printEnclosedStackTrace as its javadoc describes it: the
/// caption and the exception, its frames less those it shares (counted from
/// the outermost) with the trace that encloses it, read `... N more`; then
/// its suppressed exceptions one tab further in, then its cause. An
/// exception seen before reads [CIRCULAR REFERENCE: ...].
void enclosed(Vm& vm, std::string& out, const Value& exc, std::span<const std::string> enclosing, const char* caption,
              const std::string& prefix, std::vector<const void*>& seen, int depth) {
  if (!exc.is(Tag::Instance) || depth > 64) return;
  for (const void* p : seen)
    if (p == exc.obj()) {
      out += "\n" + prefix + caption + "[CIRCULAR REFERENCE: " + describe(vm, exc) + "]";
      return;
    }
  seen.push_back(exc.obj());
  std::vector<std::string> trace = full_trace(vm, exc);
  std::size_t m = trace.size(), n = enclosing.size();
  while (m > 0 && n > 0 && trace[m - 1] == enclosing[n - 1]) --m, --n;
  out += "\n" + prefix + caption + describe(vm, exc);
  print_lines(out, prefix, trace, m);
  if (m < trace.size()) out += "\n" + prefix + "\t... " + std::to_string(trace.size() - m) + " more";
  for (const Value& s : suppressed_of(vm, exc)) enclosed(vm, out, s, trace, "Suppressed: ", prefix + "\t", seen, depth + 1);
  enclosed(vm, out, java::cause_of(vm, exc), trace, "Caused by: ", prefix, seen, depth + 1);
}

/// The text after the first line's exception: its frames, suppressed and causes.
void rest_of_trace(Vm& vm, std::string& out, const Value& exc, std::span<const std::string> trace) {
  std::vector<const void*> seen{exc.is_heap() ? exc.obj() : nullptr};
  print_lines(out, "", trace, trace.size());
  for (const Value& s : suppressed_of(vm, exc)) enclosed(vm, out, s, trace, "Suppressed: ", "\t", seen, 1);
  enclosed(vm, out, java::cause_of(vm, exc), trace, "Caused by: ", "", seen, 1);
}
}  // namespace

std::string java_format_uncaught(Vm& vm, const Value& exc, const std::string& vm_type, const std::string& vm_message,
                                 std::span<const StackFrame> frames) {
  std::string out = "Exception in thread \"main\" " + exception_line(vm_type, vm_message);
  // a rethrown exception keeps the stack it was first thrown with, as the JVM's
  // (filled in when it was created); the source launcher trims the stack of
  // the exception leaving main to the program's frames
  std::vector<StackFrame> first = raised_stack(vm, exc);
  std::vector<std::string> trace = trace_lines(vm, first.empty() ? frames : std::span<const StackFrame>(first));
  rest_of_trace(vm, out, exc, trace);
  return out;
}

/// Throwable.getStackTrace(): one StackTraceElement.toString() per frame, the
/// launcher's included (the JVM's array has them too; a program uses its
/// length, [0] or prints it).
std::vector<std::string> java_stack_elements(Vm& vm, const Value& exc) {
  std::vector<std::string> out;
  if (!exc.is(Tag::Instance)) return out;
  for (std::string& l : full_trace(vm, exc)) {
    if (l[0] == '\x01') out.emplace_back(kReflect[l[l.size() - 1] - '0']);
    else out.push_back(l.substr(4));  // less "\tat "
  }
  return out;
}

/// Throwable.printStackTrace(): what it writes, each line ending in a newline
/// (jdk_frames: with the java.base frames of main's reflective call).
std::string java_print_stack_trace(Vm& vm, const Value& exc, bool jdk_frames) {
  if (!exc.is(Tag::Instance)) return "";
  std::string out = describe(vm, exc);
  g_jdk_frames = jdk_frames;
  rest_of_trace(vm, out, exc, full_trace(vm, exc));
  g_jdk_frames = false;
  return out + "\n";
}

}  // namespace reddragon::vm
