// python_traceback.cpp - the stderr text of an uncaught exception: the
// VM's traceback, preceded by the exceptions it chains as CPython prints
// them ("The above exception was the direct cause of the following
// exception:" for `raise X from Y`, "During handling of the above
// exception, another exception occurred:" for one raised in an except
// clause). The chained exceptions' own frames are not kept: each shows its
// type and message.
#include <unordered_set>

#include "python_runtime.hpp"

namespace reddragon::vm::py {

namespace {

/// The lines add_note() attached to exc (3.11), each after a newline.
std::string notes_text(Vm& in, const Value& exc) {
  std::string out;
  if (!exc.is(Tag::Instance)) return out;
  Value notes = instance_field(in, exc, "__notes__");
  if (!notes.is(Tag::List)) return out;
  for (const Value& n : notes.as<ListObj>()->items) out += "\n" + in.str(n);
  return out;
}

std::string exception_line(Vm& in, const Value& exc) {
  std::string type = exc.is(Tag::Instance) ? exc.as<InstanceObj>()->klass()->name : in.type_name(exc);
  std::string msg = py_str(in, exc);
  return type + (msg.empty() ? "" : ": " + msg) + notes_text(in, exc);
}

/// The exception exc chains to and the sentence that joins them (None: none).
Value chained(Vm& in, const Value& exc, const char*& joint) {
  if (!exc.is(Tag::Instance)) return Value::none();
  Value cause = instance_field(in, exc, "__cause__");
  if (cause.is(Tag::Instance)) {
    joint = "The above exception was the direct cause of the following exception:";
    return cause;
  }
  Value suppress = instance_field(in, exc, "__suppress_context__");
  Value context = instance_field(in, exc, "__context__");
  if (context.is(Tag::Instance) && !(suppress.is(Tag::Bool) && suppress.i())) {
    joint = "During handling of the above exception, another exception occurred:";
    return context;
  }
  return Value::none();
}

}  // namespace

std::string format_uncaught(Vm& in, const Value& exc, const std::string& type, const std::string& message,
                            std::span<const StackFrame> frames) {
  // the chain, outermost (earliest) first; a cycle or a long chain ends it
  std::vector<std::pair<Value, const char*>> chain;
  std::unordered_set<const void*> seen{exc.is_heap() ? exc.obj() : nullptr};
  Value at = exc;
  while (chain.size() < 64) {
    const char* joint = nullptr;
    Value next = chained(in, at, joint);
    if (!next.is(Tag::Instance) || !seen.insert(next.obj()).second) break;
    chain.emplace_back(next, joint);
    at = next;
  }
  std::string text;
  for (auto it = chain.rbegin(); it != chain.rend(); ++it)
    text += exception_line(in, it->first) + "\n\n" + it->second + "\n\n";
  text += "Traceback (most recent call last):\n";
  for (auto it = frames.rbegin(); it != frames.rend(); ++it) {
    text += "  at " + std::string(it->file);
    text += it->line ? ":" + std::to_string(it->line) + ":" + std::to_string(it->column) : " (library code, no source line)";
    text += "\n";
  }
  std::string own;  // an OSError's "[Errno N] ..." where the VM's message shows its args
  const std::string& msg = exc.is(Tag::Instance) && exception_text(in, exc, false, own) ? own : message;
  text += type + (msg.empty() ? "" : ": " + msg) + notes_text(in, exc);
  return text;
}

}  // namespace reddragon::vm::py
