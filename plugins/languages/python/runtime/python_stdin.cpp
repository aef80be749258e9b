// python_stdin.cpp - input() and sys.stdin (lib/sys.py) over the program's
// standard input when the user gave one (docs/adr/0020-program-standard-input.md).
// Without one, input() is an unknown value, as an unresolved call is, and
// sys.stdin stays unknown.
#include <string>

#include "python_runtime.hpp"
#include "reddragon/text/utf8.hpp"
#include "reddragon/vm/standard_input.hpp"

namespace reddragon::vm::py {

namespace {

/// The first n code points of s (all of it when n < 0), as bytes.
std::size_t prefix_bytes(std::string_view s, std::int64_t n) {
  if (n < 0) return s.size();
  std::size_t at = 0;
  for (std::int64_t k = 0; k < n && at < s.size(); ++k) at += std::max<std::size_t>(1, utf8::sequence_length(s, at));
  return std::min(at, s.size());
}

}  // namespace

Value stdin_call(Vm& in, std::string_view name, std::span<const Value> raw) {
  auto si = standard_input(in);
  if (name == "input") {
    if (raw.size() > 1) {
      in.raise("TypeError", "input expected at most 1 argument, got " + std::to_string(raw.size()));
      return Value::none();
    }
    if (!si) return in.unresolved_call("input", raw, in.call_expr("input", raw));
    if (!raw.empty()) in.write_out(in.str(raw[0]));  // the prompt: stdout, as CPython writes it when stdin is no terminal
    std::optional<std::string> line = si->line(false);
    if (!line) {
      in.define_builtin_class("EOFError", "Exception");  // (defined when a program first names it)
      in.raise("EOFError", "EOF when reading a line");
      return Value::none();
    }
    if (!line->empty() && line->back() == '\r') line->pop_back();  // universal newlines
    return make_str(std::move(*line));
  }
  // __py_stdin(op, n): lib/sys.py's stdin object
  const std::string op = !raw.empty() && raw[0].is(Tag::Str) ? raw[0].as<StrObj>()->s : std::string();
  const std::int64_t n = raw.size() > 1 && raw[1].is_int() ? raw[1].i() : -1;
  if (op == "object") {  // sys.stdin: an instance of lib/sys.py's _Stdin, or unknown
    if (!si || raw.size() < 2) return in.fresh_symbolic("sys.stdin");
    return in.call_sync(raw[1], {});
  }
  if (!si) return make_str("");
  std::string_view rest = si->rest();
  if (op == "readline") {
    std::size_t nl = rest.find('\n');
    std::string_view line = rest.substr(0, nl == std::string_view::npos ? rest.size() : nl + 1);
    line = line.substr(0, prefix_bytes(line, n));
    std::string out(line);
    si->consume(out.size());
    return make_str(std::move(out));
  }
  std::string out(rest.substr(0, prefix_bytes(rest, n)));  // read(n)
  si->consume(out.size());
  return make_str(std::move(out));
}

}  // namespace reddragon::vm::py
