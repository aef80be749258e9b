// go_scan.cpp - fmt.Sscanf, fmt.Sscan and fmt.Sscanln: text parsed into
// the variables, fields and elements the pointer arguments point at. Each
// target's kind is its current value's (an int, float, string or bool),
// as the Go type of *p decides it. fmt.Scan, Scanln and Scanf parse the
// program's standard input the same way, reading it as far as they parse.
#include <cctype>
#include <cerrno>
#include <cstdlib>

#include "go_runtime.hpp"
#include "reddragon/text/utf8.hpp"
#include "reddragon/vm/standard_input.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;

/// Where a scan stopped (fmt.Scan* on stdin): how far it read, and whether
/// it ended on an operand (fmt peeked at the rune after it).
struct ScanStop {
  std::size_t used = 0;
  bool after_operand = false;
};

struct Scanner {
  const std::string& s;
  std::size_t i = 0;
  ScanStop* stop = nullptr;
  bool after_operand = false;
  ~Scanner() {
    if (stop) *stop = {i, after_operand};
  }
  bool space(char c, bool nl_is_space) const { return c == ' ' || c == '\t' || c == '\r' || (nl_is_space && c == '\n'); }
  void skip(bool nl_is_space) {
    while (i < s.size() && space(s[i], nl_is_space)) ++i;
  }
  bool eof() const { return i >= s.size(); }
};

Value result(Vm& in, std::int64_t n, const std::string& err) {
  Value e;
  if (err == "EOF" || err == "unexpected EOF") {  // io.EOF / io.ErrUnexpectedEOF themselves: err == io.EOF holds
    Value& s = in.run_state(err == "EOF" ? "go.io.EOF" : "go.io.ErrUnexpectedEOF");
    if (!s.is(Tag::Instance)) s = go_error(in, err);
    e = s;
  } else if (!err.empty()) {
    e = go_error(in, err);
  }
  return make_list({Value::integer(n), e}, Tag::Tuple);
}

/// One value for target p from the scanner: verb 'v' takes the target's
/// kind. Empty error: stored.
std::string scan_one(Vm& in, Scanner& sc, const Value& p, char verb, std::size_t width, bool nl_is_space) {
  Value cur = go_load_through(in, p);
  if (in.raising()) return "";
  sc.after_operand = true;
  if (verb != 'c') sc.skip(nl_is_space);
  if (sc.eof()) return "EOF";
  std::size_t limit = width ? std::min(sc.s.size(), sc.i + width) : sc.s.size();
  auto token = [&] {
    std::size_t b = sc.i;
    while (sc.i < limit && !sc.space(sc.s[sc.i], true)) ++sc.i;
    return sc.s.substr(b, sc.i - b);
  };
  if (verb == 'c') {
    go_store_through(in, p, Value::integer(static_cast<unsigned char>(sc.s[sc.i++])));
    return "";
  }
  bool want_int = verb == 'd' || verb == 'x' || verb == 'o' || verb == 'b' || (verb == 'v' && cur.is_int());
  bool want_float = verb == 'f' || verb == 'g' || verb == 'e' || (verb == 'v' && cur.is(Tag::Float));
  if (cur.is_int() && (verb == 'f' || verb == 'g' || verb == 'e')) want_int = true, want_float = false;
  if (cur.is(Tag::Float) && verb == 'd') want_int = false, want_float = true;
  if (want_int) {
    int base = verb == 'x' ? 16 : verb == 'o' ? 8 : verb == 'b' ? 2 : 10;
    std::size_t b = sc.i;
    if (sc.i < limit && (sc.s[sc.i] == '+' || sc.s[sc.i] == '-')) ++sc.i;
    std::size_t digits = sc.i;
    auto is_digit = [&](char c) {
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : 99;
      return d < base;
    };
    while (sc.i < limit && (is_digit(sc.s[sc.i]) || (sc.s[sc.i] == '_' && sc.i > digits))) ++sc.i;
    if (sc.i == digits) {
      sc.i = b;
      return "expected integer";
    }
    std::string text = sc.s.substr(b, sc.i - b);
    std::erase(text, '_');
    errno = 0;
    long long v = std::strtoll(text.c_str(), nullptr, base);
    if (errno == ERANGE) return "strconv.ParseInt: parsing " + std::string("\"") + text + "\": value out of range";
    go_store_through(in, p, Value::integer(v));
    return "";
  }
  if (want_float) {
    // fmt's floatToken: nan, a sign, inf, digits, a period, an exponent
    std::size_t b = sc.i;
    auto accept = [&](std::string_view set) {
      if (sc.i < limit && set.find(sc.s[sc.i]) != std::string_view::npos) return ++sc.i, true;
      return false;
    };
    if (!(accept("nN") && accept("aA") && accept("nN"))) {
      sc.i = b;
      accept("+-");
      std::size_t after_sign = sc.i;
      if (!(accept("iI") && accept("nN") && accept("fF"))) {
        sc.i = after_sign;
        std::string_view digits = "0123456789_", exp = "eEpP";
        if (accept("0") && accept("xX")) digits = "0123456789aAbBcCdDeEfF_", exp = "pP";
        while (accept(digits)) {}
        if (accept(".")) while (accept(digits)) {}
        if (accept(exp)) {
          accept("+-");
          while (accept("0123456789_")) {}
        }
      }
    }
    std::string text = sc.s.substr(b, sc.i - b);
    std::erase(text, '_');
    char* end = nullptr;
    double v = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size()) return "strconv.ParseFloat: parsing \"" + text + "\": invalid syntax";
    go_store_through(in, p, Value::real(v));
    return "";
  }
  if (cur.is(Tag::Bool) || verb == 't') {
    std::string t = token();
    if (t != "true" && t != "false") return "syntax error scanning boolean";
    go_store_through(in, p, Value::boolean(t == "true"));
    return "";
  }
  if (verb == 'q') {
    if (sc.s[sc.i] != '"' && sc.s[sc.i] != '`') return "expected quoted string";
    char q = sc.s[sc.i++];
    std::string out;
    while (sc.i < sc.s.size() && sc.s[sc.i] != q) {
      if (q == '"' && sc.s[sc.i] == '\\' && sc.i + 1 < sc.s.size()) {
        char e = sc.s[++sc.i];
        out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
      } else {
        out += sc.s[sc.i];
      }
      ++sc.i;
    }
    if (sc.i >= sc.s.size()) return "unexpected EOF";
    ++sc.i;
    go_store_through(in, p, make_str(out));
    return "";
  }
  go_store_through(in, p, make_str(token()));
  return "";
}

/// Sscan / Sscanln: space-separated values into each target in turn.
Value scan_words(Vm& in, Args& a, bool line, ScanStop* stop = nullptr) {
  if (a.empty() || !a[0].is(Tag::Str)) return result(in, 0, "EOF");
  Scanner sc{a[0].as<StrObj>()->s, 0, stop};
  std::int64_t n = 0;
  for (std::size_t k = 1; k < a.size(); ++k) {
    sc.skip(!line);
    if (sc.eof()) return result(in, n, "EOF");
    if (line && sc.s[sc.i] == '\n') return result(in, n, "unexpected newline");
    std::string err = scan_one(in, sc, a[k], 'v', 0, !line);
    if (in.raising()) return Value::none();
    if (!err.empty()) return result(in, n, err);
    ++n;
  }
  if (line) {
    sc.skip(false);
    if (!sc.eof() && sc.s[sc.i] != '\n') return result(in, n, "expected newline");
    if (!sc.eof()) ++sc.i;  // Scanln reads its newline
    sc.after_operand = false;
  }
  return result(in, n, "");
}

}  // namespace

Value go_fmt_sscan(Vm& in, const Value&, Args& a) { return scan_words(in, a, false); }
Value go_fmt_sscanln(Vm& in, const Value&, Args& a) { return scan_words(in, a, true); }

Value sscanf_with(Vm& in, Args& a, ScanStop* stop) {
  if (a.size() < 2 || !a[0].is(Tag::Str) || !a[1].is(Tag::Str)) return result(in, 0, "EOF");
  Scanner sc{a[0].as<StrObj>()->s, 0, stop};
  const std::string& f = a[1].as<StrObj>()->s;
  if (!in.charge_bytes(f.size() + sc.s.size())) return Value::none();
  std::int64_t n = 0;
  std::size_t next = 2;
  for (std::size_t k = 0; k < f.size(); ++k) {
    char c = f[k];
    sc.after_operand = false;  // (a verb's scan_one sets it again)
    if (c == ' ' || c == '\t' || c == '\n') {  // spaces in the format match any run of spaces
      while (k + 1 < f.size() && (f[k + 1] == ' ' || f[k + 1] == '\t')) ++k;
      sc.skip(c == '\n');
      continue;
    }
    if (c != '%') {
      if (sc.eof()) return result(in, n, "unexpected EOF");
      if (sc.s[sc.i] != c) return result(in, n, "input does not match format");
      ++sc.i;
      continue;
    }
    if (++k >= f.size()) return result(in, n, "too few operands for format '%'");
    if (f[k] == '%') {
      sc.skip(false);
      if (sc.eof() || sc.s[sc.i] != '%') return result(in, n, "missing literal %");
      ++sc.i;
      continue;
    }
    std::size_t width = 0;
    while (k < f.size() && std::isdigit(static_cast<unsigned char>(f[k]))) width = width * 10 + static_cast<std::size_t>(f[k++] - '0');
    if (k >= f.size()) break;
    char verb = f[k];
    if (next >= a.size()) return result(in, n, std::string("too few operands for format '%") + verb + "'");
    std::string err = scan_one(in, sc, a[next++], verb, width, false);
    if (in.raising()) return Value::none();
    if (!err.empty()) return result(in, n, err);
    ++n;
  }
  if (next < a.size()) return result(in, n, "too many operands");
  return result(in, n, "");
}

Value go_fmt_sscanf(Vm& in, const Value&, Args& a) { return sscanf_with(in, a, nullptr); }

/// fmt.Scan (kind 0), Scanln (1), Scanf (2): the Sscan forms over what is
/// left of the program's standard input (none: EOF, as an empty stdin).
Value go_fmt_scan_stdin(Vm& in, Args& a, int kind) {
  auto si = standard_input(in);
  if (!si) return result(in, 0, "EOF");
  Args b;
  b.reserve(a.size() + 1);
  b.push_back(make_str(std::string(si->rest())));
  b.insert(b.end(), a.begin(), a.end());
  ScanStop stop;
  Value r = kind == 2 ? sscanf_with(in, b, &stop) : scan_words(in, b, kind == 1, &stop);
  if (in.raising()) return Value::none();
  // os.Stdin cannot unread: the rune fmt last peeked at (the one after the
  // last operand, or the one a failed conversion or literal stopped at) is
  // gone when the call returns
  const std::string& text = b[0].as<StrObj>()->s;
  const bool ok = r.is(Tag::Tuple) && !r.as<ListObj>()->items.empty() && r.as<ListObj>()->items.back().is_none();
  std::size_t used = stop.used;
  if (used < text.size() && (ok ? stop.after_operand && used > 0 : true)) used += std::max<std::size_t>(1, utf8::sequence_length(text, used));
  si->consume(used);
  return r;
}
/// fmt.Fscan (kind 0), Fscanln (1), Fscanf (2) over reader a[0]: os.Stdin as
/// fmt.Scan; a reader that can unread loses only what was scanned (fmt
/// unreads the rune it peeked at); any other reader is read to its end.
Value go_fmt_fscan_reader(Vm& in, Args& a, int kind) {
  const Value r = go_arg(a, 0);
  Args rest(a.begin() + (a.empty() ? 0 : 1), a.end());
  if (r.is(Tag::Instance) && r.as<InstanceObj>()->klass()->name == "*os.File") {
    const Value fd = go_field(in, r, "__fd");
    if (fd.is_int() && fd.i() == 0) return go_fmt_scan_stdin(in, rest, kind);
    return result(in, 0, "EOF");
  }
  std::string text;
  const bool unreads = go_reader_unread_text(in, r, text);
  if (!unreads) text = go_reader_drain(in, r);
  if (in.raising()) return Value::none();
  Args b;
  b.reserve(a.size());
  b.push_back(make_str(std::move(text)));
  b.insert(b.end(), rest.begin(), rest.end());
  ScanStop stop;
  Value res = kind == 2 ? sscanf_with(in, b, &stop) : scan_words(in, b, kind == 1, &stop);
  if (in.raising()) return Value::none();
  if (unreads) {
    // fmt unreads the rune it peeked at, except the one a Scanln/Fscanln
    // newline check read ("unexpected newline", "expected newline")
    std::size_t used = stop.used;
    const auto& items = res.is(Tag::Tuple) ? res.as<ListObj>()->items : std::vector<Value>{};
    const std::string err = items.size() > 1 && !items[1].is_none() ? go_error_text(in, items[1]) : std::string();
    const std::string& t = b[0].as<StrObj>()->s;
    if ((err == "unexpected newline" || err == "expected newline") && used < t.size())
      used += std::max<std::size_t>(1, utf8::sequence_length(t, used));
    go_reader_skip(in, r, used);
  }
  return res;
}
Value go_fmt_fscan(Vm& in, const Value&, Args& a) { return go_fmt_fscan_reader(in, a, 0); }
Value go_fmt_fscanln(Vm& in, const Value&, Args& a) { return go_fmt_fscan_reader(in, a, 1); }
Value go_fmt_fscanf(Vm& in, const Value&, Args& a) { return go_fmt_fscan_reader(in, a, 2); }
Value go_fmt_scan(Vm& in, const Value&, Args& a) { return go_fmt_scan_stdin(in, a, 0); }
Value go_fmt_scanln(Vm& in, const Value&, Args& a) { return go_fmt_scan_stdin(in, a, 1); }
Value go_fmt_scanf(Vm& in, const Value&, Args& a) { return go_fmt_scan_stdin(in, a, 2); }

}  // namespace reddragon::vm
