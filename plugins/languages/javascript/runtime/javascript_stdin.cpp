// javascript_stdin.cpp - the program's standard input for node's
// fs.readFileSync(0) and readline (docs/adr/0020-program-standard-input.md).
// Without one, stdin reads as empty, as `node prog.js < /dev/null` does.
#include "javascript_stdin.hpp"

#include <string>
#include <vector>

#include "reddragon/vm/objects.hpp"
#include "reddragon/vm/standard_input.hpp"

namespace reddragon::vm::js {

namespace {

/// __js_stdin(op): 'has' (whether the program has a standard input), 'all'
/// (what is left, consumed) or 'lines' (what is left as readline's lines:
/// split at '\n', a '\r' before it dropped, no empty last line).
Value stdin_native(Vm& in, const Value&, std::vector<Value>& a) {
  const std::string op = !a.empty() && a[0].is(Tag::Str) ? a[0].as<StrObj>()->s : std::string();
  auto si = standard_input(in);
  if (op == "has") return Value::boolean(si.has_value());
  std::string text = si ? si->all() : std::string();
  if (!in.charge_bytes(text.size())) return Value::none();
  if (op != "lines") return make_str(std::move(text));
  std::vector<Value> lines;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t nl = text.find('\n', at);
    std::size_t end = nl == std::string::npos ? text.size() : nl;
    std::size_t stop = end > at && text[end - 1] == '\r' ? end - 1 : end;
    lines.push_back(make_str(text.substr(at, stop - at)));
    at = nl == std::string::npos ? text.size() : nl + 1;
  }
  return make_list(std::move(lines));
}

/// __js_unknown(text): an unknown value (a file the program reads is its input).
Value unknown_native(Vm& in, const Value&, std::vector<Value>& a) {
  return in.fresh_symbolic(!a.empty() && a[0].is(Tag::Str) ? a[0].as<StrObj>()->s : std::string("unknown"));
}

}  // namespace

Value stdin_global(Vm&, std::string_view name) {
  if (name == "__js_stdin") return make_native(stdin_native, "__js_stdin");
  if (name == "__js_unknown") return make_native(unknown_native, "__js_unknown");
  return Value();
}

}  // namespace reddragon::vm::js
