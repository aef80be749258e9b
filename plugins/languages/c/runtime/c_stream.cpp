// c_stream.cpp - in-memory FILE streams: tmpfile(), open_memstream() and
// fmemopen() behave exactly (a run's streams live in its state, never on
// disk), beside stdout (written), stderr (dropped) and stdin: the program's
// standard input when the user gave one (a stream over its text), else
// empty. A stream handle is the integer 3 + its index in the run's table;
// fopen stays symbolic (the analysed program's files are inputs).
#include <algorithm>
#include <cstdint>
#include <string>

#include "c_rt.hpp"
#include "reddragon/vm/standard_input.hpp"

namespace reddragon::vm::c_rt {

Value scan_text(Vm& in, const std::string& s, const std::string& fmt, const Args& a, std::size_t ai, std::size_t& used);

namespace {
constexpr std::string_view kStreams = "c.streams";
constexpr std::int64_t kFirst = 3;
constexpr std::size_t kMaxStreams = 4096;
constexpr std::size_t kMaxBytes = std::size_t{1} << 26;

/// A stream's slots in its list: bytes, position, kind, flags, fmemopen's
/// capacity, where open_memstream publishes its buffer and size, and the
/// buffer fmemopen writes back to.
enum Slot : std::size_t { Data, Pos, Kind, Eof, Open, Cap, BufP, SizeP, Target, NSlots };
enum StreamKind : std::int64_t { Tmp, Mem, Fixed };

ListObj& streams(Vm& in) {
  Value& t = in.run_state(kStreams);
  if (!t.is(Tag::List)) t = Value::object(new ListObj());
  return *t.as<ListObj>();
}

Value new_stream(Vm& in, StreamKind kind, std::string data);
ListObj* stream_of(Vm& in, const Value& f);

/// stdin (handle 0) when the program has a standard input: a stream over
/// its text, made at the first read (nullptr: none, stdin is empty).
ListObj* stdin_stream(Vm& in) {
  Value& h = in.run_state("c.stdin_stream");
  if (h.is_none()) {
    auto si = standard_input(in);
    if (!si) return nullptr;
    h = new_stream(in, Tmp, si->all());
    if (h.is_none()) return nullptr;
  }
  return stream_of(in, h);
}

/// The stream a handle names (nullptr for stdout/stderr, NULL, a closed or
/// unknown stream, and stdin without a standard input).
ListObj* stream_of(Vm& in, const Value& f) {
  if (f.is_int() && f.i() == 0) return stdin_stream(in);
  if (!f.is_int() || f.i() < kFirst) return nullptr;
  ListObj& all = streams(in);
  auto k = static_cast<std::size_t>(f.i() - kFirst);
  if (k >= all.items.size() || !all.items[k].is(Tag::List)) return nullptr;
  ListObj* s = all.items[k].as<ListObj>();
  return to_i(s->items[Open]) ? s : nullptr;
}
std::string& bytes(ListObj* s) { return s->items[Data].as<StrObj>()->s; }
std::size_t pos(ListObj* s) { return static_cast<std::size_t>(to_i(s->items[Pos])); }
void set_pos(ListObj* s, std::size_t p) { s->items[Pos] = Value::integer(static_cast<std::int64_t>(p)); }

Value new_stream(Vm& in, StreamKind kind, std::string data) {
  ListObj& all = streams(in);
  if (all.items.size() >= kMaxStreams) return Value::none();
  Value sv = Value::object(new ListObj());
  auto& items = sv.as<ListObj>()->items;
  items.push_back(make_str(std::move(data)));
  for (std::int64_t v : {std::int64_t{0}, std::int64_t{kind}, std::int64_t{0}, std::int64_t{1}, std::int64_t{0}}) items.push_back(Value::integer(v));
  while (items.size() < NSlots) items.push_back(Value::none());
  all.items.push_back(std::move(sv));
  return Value::integer(kFirst + static_cast<std::int64_t>(all.items.size()) - 1);
}

}  // namespace

Value char_block_of(const std::string& s) {
  auto* l = new ListObj();
  l->items.reserve(s.size() + 1);
  for (unsigned char c : s) l->items.push_back(Value::integer(static_cast<signed char>(c)));
  l->items.push_back(Value::integer(0));
  return make_ptr(Value::object(l), 0);
}

namespace {
/// open_memstream: *bufp and *sizep show what was written (on fflush and fclose).
void publish(Vm& in, ListObj* s) {
  if (to_i(s->items[Kind]) == Mem) {
    const std::string& d = bytes(s);
    Args st{s->items[BufP], char_block_of(d)};
    c_store(in, Value::none(), st);
    Args sz{s->items[SizeP], Value::integer(static_cast<std::int64_t>(d.size()))};
    c_store(in, Value::none(), sz);
  } else if (to_i(s->items[Kind]) == Fixed && !s->items[Target].is_none()) {
    const std::string& d = bytes(s);
    const auto cap = static_cast<std::size_t>(to_i(s->items[Cap]));
    write_bytes(in, s->items[Target], 0, d.substr(0, cap), d.size() < cap);
  }
}

/// Reads up to n bytes from the stream's position.
std::string take(ListObj* s, std::size_t n) {
  const std::string& d = bytes(s);
  std::size_t p = std::min(pos(s), d.size());
  std::string out = d.substr(p, n);
  set_pos(s, p + out.size());
  if (out.size() < n) s->items[Eof] = Value::integer(1);
  return out;
}
}  // namespace

bool stream_write(Vm& in, const Value& f, std::string_view text) {
  if (f.is_int() && f.i() == 1) {
    in.write_out(text);
    return true;
  }
  ListObj* s = stream_of(in, f);
  if (!s) return f.is_int() && f.i() == 2;  // stderr: not part of the output
  std::string& d = bytes(s);
  std::size_t p = pos(s);
  const bool fixed = to_i(s->items[Kind]) == Fixed;
  if (fixed) {
    const auto cap = static_cast<std::size_t>(to_i(s->items[Cap]));
    if (p >= cap) return false;
    text = text.substr(0, cap - p);
  }
  if (p + text.size() > kMaxBytes || !in.charge_copy(text.size())) return false;
  if (d.size() < p) d.resize(p, '\0');
  d.replace(p, std::min(text.size(), d.size() - p), text);
  set_pos(s, p + text.size());
  return true;
}

Value c_tmpfile(Vm& in, const Value&, Args&) { return new_stream(in, Tmp, ""); }

Value c_open_memstream(Vm& in, const Value&, Args& a) {
  Value f = new_stream(in, Mem, "");
  if (ListObj* s = stream_of(in, f)) {
    s->items[BufP] = arg(a, 0);
    s->items[SizeP] = arg(a, 1);
    publish(in, s);
  }
  return f;
}

/// fmemopen(buf, size, mode): reads see buf's first size bytes ("r"),
/// writes go to buf ("w" starts empty), at most size bytes.
Value c_fmemopen(Vm& in, const Value&, Args& a) {
  const std::int64_t size = to_i(arg(a, 1));
  const std::string mode = cstr(arg(a, 2));
  if (size <= 0 || mode.empty() || arg(a, 0).is_none()) {
    set_errno(in, 22);  // EINVAL
    return Value::none();
  }
  std::string init;
  if (mode[0] != 'w') {
    ListObj* l;
    std::int64_t off;
    if (seq_of(arg(a, 0), l, off)) {
      for (std::int64_t k = 0; k < size && off + k < static_cast<std::int64_t>(l->items.size()); ++k)
        init.push_back(static_cast<char>(to_i(l->items[static_cast<std::size_t>(off + k)])));
    } else {
      init = cstr(arg(a, 0)).substr(0, static_cast<std::size_t>(size));
    }
    if (mode[0] == 'a') init = init.substr(0, init.find('\0'));
  }
  if (!in.charge_copy(init.size())) return Value::none();
  Value f = new_stream(in, Fixed, init);
  if (ListObj* s = stream_of(in, f)) {
    s->items[Cap] = Value::integer(size);
    if (mode.find('+') != std::string::npos || mode[0] != 'r') s->items[Target] = arg(a, 0);
    if (mode[0] == 'a') set_pos(s, init.size());
  }
  return f;
}

Value c_fclose(Vm& in, const Value&, Args& a) {
  ListObj* s = stream_of(in, arg(a, 0));
  if (!s) return Value::integer(arg(a, 0).is_int() && arg(a, 0).i() >= 0 && arg(a, 0).i() <= 2 ? 0 : -1);
  publish(in, s);
  s->items[Open] = Value::integer(0);
  bytes(s).clear();
  return Value::integer(0);
}

Value c_fflush(Vm& in, const Value&, Args& a) {
  if (ListObj* s = stream_of(in, arg(a, 0))) publish(in, s);
  return Value::integer(0);
}

Value c_fwrite(Vm& in, const Value&, Args& a) {
  const std::int64_t size = to_i(arg(a, 1)), n = to_i(arg(a, 2));
  if (size <= 0 || n <= 0) return Value::integer(0);
  std::vector<std::uint8_t> raw;
  const std::int64_t total = std::min<std::int64_t>(size * n, static_cast<std::int64_t>(kMaxBytes));
  std::string s;
  ListObj* l;
  std::int64_t off;
  if (arg(a, 0).is(Tag::Str)) {
    s = arg(a, 0).as<StrObj>()->s.substr(0, static_cast<std::size_t>(total));
  } else if (view_read(in, arg(a, 0), total, raw)) {
    s.assign(raw.begin(), raw.end());
  } else if (seq_of(arg(a, 0), l, off)) {
    for (std::int64_t k = 0; k < total && off + k < static_cast<std::int64_t>(l->items.size()); ++k)
      s.push_back(static_cast<char>(to_i(l->items[static_cast<std::size_t>(off + k)])));
  }
  if (!stream_write(in, arg(a, 3), s)) return Value::integer(0);
  return Value::integer(static_cast<std::int64_t>(s.size()) / size);
}

Value c_fread(Vm& in, const Value&, Args& a) {
  const std::int64_t size = to_i(arg(a, 1)), n = to_i(arg(a, 2));
  ListObj* s = stream_of(in, arg(a, 3));
  if (!s || size <= 0 || n <= 0) return Value::integer(0);
  std::string got = take(s, static_cast<std::size_t>(std::min<std::int64_t>(size * n, kMaxBytes)));
  if (!in.charge_copy(got.size())) return Value::none();
  const std::vector<std::uint8_t> raw(got.begin(), got.end());
  ListObj* l;
  std::int64_t off;
  // ints and structs come as char views (the lowerer's); a char buffer takes the bytes as they are
  if (is_view(arg(a, 0))) view_write(in, arg(a, 0), raw);
  else if (seq_of(arg(a, 0), l, off)) write_bytes(in, arg(a, 0), 0, got, false);
  return Value::integer(static_cast<std::int64_t>(got.size()) / size);
}

/// A read from stdin (empty) reaches its end: feof(stdin) is 1 from then on,
/// as glibc sets the flag only when a read finds no more input.
void stdin_read_eof(Vm& in, const Value& f) {
  if (f.is_int() && f.i() == 0) in.run_state("c.stdin_eof") = Value::integer(1);
}

Value c_fgetc(Vm& in, const Value&, Args& a) {
  ListObj* s = stream_of(in, arg(a, 0));
  if (!s) {
    stdin_read_eof(in, arg(a, 0));
    return Value::integer(-1);
  }
  std::string c = take(s, 1);
  return Value::integer(c.empty() ? -1 : static_cast<unsigned char>(c[0]));
}

Value c_fscanf(Vm& in, const Value&, Args& a);
/// getchar() and scanf(fmt, ...): fgetc and fscanf on stdin.
Value c_getchar(Vm& in, const Value& self, Args&) {
  Args b{Value::integer(0)};
  return c_fgetc(in, self, b);
}
/// a's arguments after the stdin handle (0): scanf's as fscanf's, vscanf's as vfscanf's.
Args on_stdin(const Args& a) {
  Args b;
  b.reserve(a.size() + 1);
  b.push_back(Value::integer(0));
  b.insert(b.end(), a.begin(), a.end());
  return b;
}
Value c_scanf(Vm& in, const Value& self, Args& a) {
  Args b = on_stdin(a);
  return c_fscanf(in, self, b);
}

Value c_ungetc(Vm& in, const Value&, Args& a) {
  ListObj* s = stream_of(in, arg(a, 1));
  const std::int64_t c = to_i(arg(a, 0));
  if (!s || c == -1 || pos(s) == 0) return Value::integer(-1);
  set_pos(s, pos(s) - 1);
  bytes(s)[pos(s)] = static_cast<char>(c);
  s->items[Eof] = Value::integer(0);
  return Value::integer(c & 0xff);
}

Value c_fgets(Vm& in, const Value&, Args& a) {
  ListObj* s = stream_of(in, arg(a, 2));
  const std::int64_t n = to_i(arg(a, 1));
  if (!s && n > 0) stdin_read_eof(in, arg(a, 2));
  if (!s || n <= 0) return Value::none();
  const std::string& d = bytes(s);
  std::size_t p = std::min(pos(s), d.size());
  if (p >= d.size()) {
    s->items[Eof] = Value::integer(1);
    return Value::none();
  }
  std::size_t nl = d.find('\n', p);
  std::size_t len = std::min<std::size_t>(nl == std::string::npos ? d.size() - p : nl - p + 1, static_cast<std::size_t>(n - 1));
  std::string line = take(s, len);
  if (!in.charge_copy(line.size())) return Value::none();
  write_bytes(in, arg(a, 0), 0, line, true);
  return arg(a, 0);
}

/// getline(&line, &n, f) / getdelim(&line, &n, delim, f): the next line in a
/// fresh buffer stored to *line (*n its capacity, at least glibc's 120), its
/// length, or -1 at the end.
template <bool Delim>
Value c_getdelim(Vm& in, const Value&, Args& a) {
  ListObj* s = stream_of(in, arg(a, Delim ? 3 : 2));
  const char delim = Delim ? static_cast<char>(to_i(arg(a, 2))) : '\n';
  if (!s) {
    stdin_read_eof(in, arg(a, Delim ? 3 : 2));
    return Value::integer(-1);
  }
  const std::string& d = bytes(s);
  std::size_t p = std::min(pos(s), d.size());
  if (p >= d.size()) {
    s->items[Eof] = Value::integer(1);
    return Value::integer(-1);
  }
  std::size_t e = d.find(delim, p);
  std::string line = take(s, e == std::string::npos ? d.size() - p : e - p + 1);
  if (!in.charge_copy(line.size())) return Value::none();
  Args st{arg(a, 0), char_block_of(line)};
  c_store(in, Value::none(), st);
  Args sz{arg(a, 1), Value::integer(static_cast<std::int64_t>(std::max<std::size_t>(120, line.size() + 1)))};
  c_store(in, Value::none(), sz);
  return Value::integer(static_cast<std::int64_t>(line.size()));
}
template Value c_getdelim<false>(Vm&, const Value&, Args&);
template Value c_getdelim<true>(Vm&, const Value&, Args&);

Value c_fscanf(Vm& in, const Value&, Args& a) {
  ListObj* s = stream_of(in, arg(a, 0));
  if (!s) {
    stdin_read_eof(in, arg(a, 0));
    return Value::integer(-1);
  }
  const std::string& d = bytes(s);
  std::size_t p = std::min(pos(s), d.size());
  std::string rest = d.substr(p);
  if (rest.find_first_not_of(" \t\n\v\f\r") == std::string::npos) {
    set_pos(s, d.size());
    s->items[Eof] = Value::integer(1);
    return Value::integer(-1);
  }
  std::size_t used = 0;
  Value r = scan_text(in, rest, text_of(in, arg(a, 1)), a, 2, used);
  set_pos(s, p + used);
  return r;
}

Value c_feof(Vm& in, const Value&, Args& a) {
  ListObj* s = stream_of(in, arg(a, 0));
  if (!s) return Value::integer(arg(a, 0).is_int() && arg(a, 0).i() == 0 && to_i(in.run_state("c.stdin_eof")) ? 1 : 0);
  return Value::integer(to_i(s->items[Eof]) ? 1 : 0);
}

Value c_ferror(Vm&, const Value&, Args&) { return Value::integer(0); }

Value c_ftell(Vm& in, const Value&, Args& a) {
  ListObj* s = stream_of(in, arg(a, 0));
  return Value::integer(s ? static_cast<std::int64_t>(pos(s)) : -1);
}

/// fseek(f, off, whence): SEEK_SET 0, SEEK_CUR 1, SEEK_END 2.
Value c_fseek(Vm& in, const Value&, Args& a) {
  ListObj* s = stream_of(in, arg(a, 0));
  if (!s) return Value::integer(-1);
  const std::int64_t off = to_i(arg(a, 1)), whence = to_i(arg(a, 2));
  const std::int64_t base = whence == 0 ? 0 : whence == 1 ? static_cast<std::int64_t>(pos(s)) : static_cast<std::int64_t>(bytes(s).size());
  const std::int64_t to = base + off;
  if (to < 0 || to > static_cast<std::int64_t>(kMaxBytes) || whence < 0 || whence > 2) {
    set_errno(in, 22);
    return Value::integer(-1);
  }
  set_pos(s, static_cast<std::size_t>(to));
  s->items[Eof] = Value::integer(0);
  return Value::integer(0);
}

Value c_rewind(Vm& in, const Value&, Args& a) {
  if (ListObj* s = stream_of(in, arg(a, 0))) {
    set_pos(s, 0);
    s->items[Eof] = Value::integer(0);
  }
  return Value::none();
}

}  // namespace reddragon::vm::c_rt
