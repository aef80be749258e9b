// go_io.cpp - reading: package io (EOF, ReadAll, Copy, WriteString, ...),
// the readers *strings.Reader, *bytes.Reader and *bufio.Reader (each holds
// its whole text, __s, and a read offset, __pos: a deterministic run reads
// from strings, byte slices or the program's standard input), and the reading methods of
// bytes.Buffer (a strings.Builder here, read from its front).
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "go_runtime.hpp"
#include "reddragon/vm/standard_input.hpp"
#include "reddragon/text/utf8.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
const Value kNone = Value::none();
const Value& at(const Args& a, std::size_t k) { return k < a.size() ? a[k] : kNone; }
Value tup(std::vector<Value> v) { return make_list(std::move(v), Tag::Tuple); }
std::string cls(const Value& v) { return v.is(Tag::Instance) ? v.as<InstanceObj>()->klass()->name : std::string(); }
bool is_reader(const Value& v) {
  std::string c = cls(v);
  return c == "*strings.Reader" || c == "*bytes.Reader" || c == "*bufio.Reader";
}
bool is_buffer(const Value& v) { return cls(v) == "strings.Builder"; }

/// The one io.EOF (and io.ErrUnexpectedEOF) of a run, so `err == io.EOF` holds.
Value sentinel(Vm& in, const char* key, const char* text) {
  Value& v = in.run_state(key);
  if (!v.is(Tag::Instance)) v = go_error(in, text);
  return v;
}
Value eof(Vm& in) { return sentinel(in, "go.io.EOF", "EOF"); }

Value bytes_of(const std::string& s) {
  std::vector<Value> out;
  out.reserve(s.size());
  for (unsigned char c : s) out.push_back(Value::integer(c));
  return make_list(std::move(out));
}

/// A reader's text and offset (a Buffer: its text, read from offset 0 and
/// cut from the front by consume()).
struct Cursor {
  Vm& in;
  Value r;
  std::string* text = nullptr;
  std::size_t pos = 0;
  bool buffer = false;
  Cursor(Vm& vm, const Value& rd) : in(vm), r(rd) {
    if (is_buffer(rd)) {
      text = &go_builder_text(vm, rd);
      buffer = true;
    } else if (is_reader(rd)) {
      auto& f = rd.as<InstanceObj>()->fields;
      Value* s = f.find(vm.intern("__s"));
      if (s && s->is(Tag::Str)) text = &s->as<StrObj>()->s;
      Value* p = f.find(vm.intern("__pos"));
      pos = p && p->is_int() ? static_cast<std::size_t>(std::max<std::int64_t>(0, p->i())) : 0;
      if (text && pos > text->size()) pos = text->size();
    }
  }
  std::size_t left() const { return text ? text->size() - pos : 0; }
  /// Takes n bytes (at most what is left) and returns them.
  std::string take(std::size_t n) {
    if (!text) return "";
    n = std::min(n, left());
    std::string out = text->substr(pos, n);
    in.charge_bytes(n);
    if (buffer) text->erase(0, n);
    else set_pos(pos + n);
    return out;
  }
  void set_pos(std::size_t p) {
    pos = p;
    if (!buffer && r.is(Tag::Instance)) {
      r.as<InstanceObj>()->fields.set(in.intern("__pos"), Value::integer(static_cast<std::int64_t>(p)));
      r.as<InstanceObj>()->fields.set(in.intern("__last"), Value::integer(-1));
    }
  }
  void remember_last(std::size_t size) {
    if (!buffer && r.is(Tag::Instance)) r.as<InstanceObj>()->fields.set(in.intern("__last"), Value::integer(static_cast<std::int64_t>(size)));
  }
};

/// Everything left in r: a reader, a Buffer, stdin (the program's standard
/// input, or empty without one) or a value with a Read([]byte) (int, error)
/// method, called until it reports an error.
std::string drain(Vm& in, const Value& r) {
  if (is_reader(r) || is_buffer(r)) {
    Cursor c(in, r);
    return c.take(c.left());
  }
  std::string out;
  if (r.is(Tag::Instance) && cls(r) == "*os.File") {
    const Value* fd = r.as<InstanceObj>()->fields.find(in.intern("__fd"));
    auto si = standard_input(in);
    if (fd && fd->is_int() && fd->i() == 0 && si && in.charge_bytes(si->rest().size())) out = si->all();
    return out;
  }
  if (!r.is(Tag::Instance)) return out;
  Value m = in.ir_load_attr(r, in.intern("Read"));
  if (in.raising()) return out;
  for (int rounds = 0; rounds < 1000000; ++rounds) {
    Value buf = make_list(std::vector<Value>(512, Value::integer(0)));
    Args args{buf};
    Value res = in.call_sync(m, args);
    if (in.raising()) return out;
    std::int64_t n = 0;
    Value err;
    if (res.is(Tag::Tuple) || res.is(Tag::List)) {
      const auto& it = res.as<ListObj>()->items;
      if (!it.empty() && it[0].is_int()) n = it[0].i();
      if (it.size() > 1) err = it[1];
    }
    const auto& bytes = buf.as<ListObj>()->items;
    for (std::int64_t k = 0; k < n && static_cast<std::size_t>(k) < bytes.size(); ++k)
      out.push_back(static_cast<char>(bytes[static_cast<std::size_t>(k)].is_int() ? bytes[static_cast<std::size_t>(k)].i() : 0));
    if (!in.charge_bytes(static_cast<std::size_t>(std::max<std::int64_t>(n, 1)))) return out;
    if (!err.is_none()) break;
  }
  return out;
}

Value new_reader(Vm& in, const char* cname, std::string text) {
  auto* inst = new InstanceObj();
  inst->cls = new_class(cname);
  inst->fields.set(in.intern("__s"), make_str(std::move(text)));
  inst->fields.set(in.intern("__pos"), Value::integer(0));
  inst->fields.set(in.intern("__last"), Value::integer(-1));
  return Value::object(inst);
}

// --- package io ---------------------------------------------------------------------------
/// The error a reader ends with instead of io.EOF (a base64 decoder's corrupt input), or None.
Value end_error(Vm& in, const Value& r) { return r.is(Tag::Instance) ? go_field(in, r, "__err") : Value::none(); }
Value io_read_all(Vm& in, const Value&, Args& a) {
  std::string s = drain(in, at(a, 0));
  if (in.raising()) return Value::none();
  return tup({bytes_of(s), end_error(in, at(a, 0))});
}
Value io_copy(Vm& in, const Value&, Args& a) {
  std::string s = drain(in, at(a, 1));
  if (in.raising()) return Value::none();
  go_write(in, at(a, 0), s);
  return tup({Value::integer(static_cast<std::int64_t>(s.size())), end_error(in, at(a, 1))});
}
Value io_copy_n(Vm& in, const Value&, Args& a) {
  std::int64_t n = at(a, 2).is_int() ? at(a, 2).i() : 0;
  std::string s;
  if (is_reader(at(a, 1)) || is_buffer(at(a, 1))) {
    Cursor c(in, at(a, 1));
    s = c.take(static_cast<std::size_t>(std::max<std::int64_t>(n, 0)));
  }
  go_write(in, at(a, 0), s);
  bool short_read = static_cast<std::int64_t>(s.size()) < n;
  return tup({Value::integer(static_cast<std::int64_t>(s.size())), short_read ? eof(in) : Value::none()});
}
Value io_write_string(Vm& in, const Value&, Args& a) {
  std::string s = at(a, 1).is(Tag::Str) ? at(a, 1).as<StrObj>()->s : std::string();
  go_write(in, at(a, 0), s);
  return tup({Value::integer(static_cast<std::int64_t>(s.size())), Value::none()});
}
/// io.ReadFull(r, buf): fills buf; ErrUnexpectedEOF when short, EOF when nothing was read.
Value io_read_full(Vm& in, const Value&, Args& a) {
  const Value& buf = at(a, 1);
  if (!buf.is(Tag::List)) return tup({Value::integer(0), Value::none()});
  auto& items = buf.as<ListObj>()->items;
  Cursor c(in, at(a, 0));
  std::string s = c.take(items.size());
  for (std::size_t k = 0; k < s.size(); ++k) items[k] = Value::integer(static_cast<unsigned char>(s[k]));
  go_shared_wrote(in, buf, 0, s.size());  // io.ReadFull(r, hdr[:]) fills the array hdr
  Value err = s.empty() && !items.empty() ? eof(in)
              : s.size() < items.size()   ? sentinel(in, "go.io.ErrUnexpectedEOF", "unexpected EOF")
                                          : Value::none();
  return tup({Value::integer(static_cast<std::int64_t>(s.size())), err});
}
Value io_nop_closer(Vm&, const Value&, Args& a) { return at(a, 0); }

// --- reader methods -----------------------------------------------------------------------
Value rd_read(Vm& in, const Value& self, Args& a) {
  const Value& buf = at(a, 0);
  if (!buf.is(Tag::List)) return tup({Value::integer(0), Value::none()});
  auto& items = buf.as<ListObj>()->items;
  Cursor c(in, self);
  if (c.left() == 0) {
    if (Value e = end_error(in, self); !e.is_none()) return tup({Value::integer(0), e});
    return tup({Value::integer(0), items.empty() && !c.buffer ? Value::none() : eof(in)});
  }
  std::size_t want = items.size();
  if (Value q = go_field(in, self, "__quanta"); q.is_int()) {
    // a base64 decoder: whole 3-byte quanta per Read (at most 256), a short
    // buffer gets part of one quantum and the next Reads its leftover
    const std::int64_t left = q.i();
    const std::size_t chunk = left > 0 ? static_cast<std::size_t>(left) : std::min<std::size_t>(std::max<std::size_t>(want / 3, 1), 256) * 3;
    want = std::min(want, chunk);
    go_set_field(in, self, "__quanta", Value::integer(static_cast<std::int64_t>(std::min(chunk, c.left()) - std::min(want, c.left()))));
  }
  std::string s = c.take(want);
  for (std::size_t k = 0; k < s.size(); ++k) items[k] = Value::integer(static_cast<unsigned char>(s[k]));
  go_shared_wrote(in, buf, 0, s.size());
  return tup({Value::integer(static_cast<std::int64_t>(s.size())), Value::none()});
}
Value rd_read_byte(Vm& in, const Value& self, Args&) {
  Cursor c(in, self);
  if (c.left() == 0) return tup({Value::integer(0), eof(in)});
  std::string s = c.take(1);
  c.remember_last(1);
  return tup({Value::integer(static_cast<unsigned char>(s[0])), Value::none()});
}
Value rd_read_rune(Vm& in, const Value& self, Args&) {
  Cursor c(in, self);
  if (c.left() == 0) return tup({Value::integer(0), Value::integer(0), eof(in)});
  std::size_t len = utf8::sequence_length(*c.text, c.pos);
  std::int64_t r = 0xFFFD;
  if (len == 0) {
    len = 1;
  } else {
    std::string s = c.text->substr(c.pos, len);
    unsigned char b0 = static_cast<unsigned char>(s[0]);
    if (len == 1) r = b0;
    else {
      r = b0 & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07);
      for (std::size_t k = 1; k < len; ++k) r = (r << 6) | (static_cast<unsigned char>(s[k]) & 0x3F);
    }
  }
  c.take(len);
  c.remember_last(len);
  return tup({Value::integer(r), Value::integer(static_cast<std::int64_t>(len)), Value::none()});
}
/// UnreadByte / UnreadRune: steps back over the last ReadByte/ReadRune.
Value rd_unread(Vm& in, const Value& self, Args&) {
  if (!self.is(Tag::Instance) || is_buffer(self)) return Value::none();
  auto& f = self.as<InstanceObj>()->fields;
  Value* last = f.find(in.intern("__last"));
  Value* pos = f.find(in.intern("__pos"));
  if (!last || !last->is_int() || last->i() <= 0 || !pos || !pos->is_int())
    return go_error(in, cls(self) == "*bufio.Reader" ? "bufio: invalid use of UnreadByte" : "strings.Reader.UnreadByte: at beginning of string");
  std::int64_t p = pos->i() - last->i();
  f.set(in.intern("__pos"), Value::integer(std::max<std::int64_t>(0, p)));
  f.set(in.intern("__last"), Value::integer(-1));
  return Value::none();
}
/// ReadString / ReadBytes(delim): through the delimiter; the rest and io.EOF without it.
std::pair<std::string, bool> read_until(Vm& in, const Value& self, const Value& d) {
  Cursor c(in, self);
  char delim = static_cast<char>(d.is_int() ? d.i() : '\n');
  if (!c.text) return {"", false};
  std::size_t f = c.text->find(delim, c.pos);
  if (f == std::string::npos) return {c.take(c.left()), false};
  return {c.take(f + 1 - c.pos), true};
}
Value rd_read_string(Vm& in, const Value& self, Args& a) {
  auto [s, found] = read_until(in, self, at(a, 0));
  return tup({make_str(std::move(s)), found ? Value::none() : eof(in)});
}
Value rd_read_bytes(Vm& in, const Value& self, Args& a) {
  auto [s, found] = read_until(in, self, at(a, 0));
  return tup({bytes_of(s), found ? Value::none() : eof(in)});
}
/// (*bufio.Reader).ReadLine: a line without its end-of-line, isPrefix false.
Value rd_read_line(Vm& in, const Value& self, Args&) {
  Cursor c(in, self);
  if (c.left() == 0) return tup({Value::none(), Value::boolean(false), eof(in)});
  std::size_t f = c.text->find('\n', c.pos);
  std::string s = f == std::string::npos ? c.take(c.left()) : c.take(f + 1 - c.pos);
  if (!s.empty() && s.back() == '\n') s.pop_back();
  if (!s.empty() && s.back() == '\r') s.pop_back();
  return tup({bytes_of(s), Value::boolean(false), Value::none()});
}
Value rd_peek(Vm& in, const Value& self, Args& a) {
  Cursor c(in, self);
  std::size_t n = static_cast<std::size_t>(std::max<std::int64_t>(0, at(a, 0).is_int() ? at(a, 0).i() : 0));
  std::string s = c.text ? c.text->substr(c.pos, std::min(n, c.left())) : std::string();
  return tup({bytes_of(s), s.size() < n ? eof(in) : Value::none()});
}
Value rd_discard(Vm& in, const Value& self, Args& a) {
  Cursor c(in, self);
  std::size_t n = static_cast<std::size_t>(std::max<std::int64_t>(0, at(a, 0).is_int() ? at(a, 0).i() : 0));
  std::string s = c.take(n);
  return tup({Value::integer(static_cast<std::int64_t>(s.size())), s.size() < n ? eof(in) : Value::none()});
}
/// Len (unread bytes; Buffered of a bufio.Reader), Size (the whole text).
Value rd_len(Vm& in, const Value& self, Args&) { return Value::integer(static_cast<std::int64_t>(Cursor(in, self).left())); }
Value rd_size(Vm& in, const Value& self, Args&) {
  if (cls(self) == "*bufio.Reader") {  // the buffer's size
    Value* sz = self.as<InstanceObj>()->fields.find(in.intern("__size"));
    return Value::integer(sz && sz->is_int() ? sz->i() : 4096);
  }
  Cursor c(in, self);
  return Value::integer(c.text ? static_cast<std::int64_t>(c.text->size()) : 0);
}
Value rd_reset(Vm& in, const Value& self, Args& a) {
  if (!is_reader(self)) return Value::none();
  std::string s = at(a, 0).is(Tag::Str) ? at(a, 0).as<StrObj>()->s
                  : at(a, 0).is(Tag::List) ? go_bytes_text(at(a, 0))
                                           : drain(in, at(a, 0));
  auto& f = self.as<InstanceObj>()->fields;
  f.set(in.intern("__s"), make_str(std::move(s)));
  f.set(in.intern("__pos"), Value::integer(0));
  return Value::none();
}
Value rd_write_to(Vm& in, const Value& self, Args& a) {
  Cursor c(in, self);
  std::string s = c.take(c.left());
  go_write(in, at(a, 0), s);
  return tup({Value::integer(static_cast<std::int64_t>(s.size())), Value::none()});
}
/// (*bytes.Buffer).Next(n): the next n bytes, consumed.
Value buf_next(Vm& in, const Value& self, Args& a) {
  Cursor c(in, self);
  return bytes_of(c.take(static_cast<std::size_t>(std::max<std::int64_t>(0, at(a, 0).is_int() ? at(a, 0).i() : 0))));
}
/// (*bytes.Buffer).Truncate(n): keeps the first n unread bytes.
Value buf_truncate(Vm& in, const Value& self, Args& a) {
  std::string& t = go_builder_text(in, self);
  std::int64_t n = at(a, 0).is_int() ? at(a, 0).i() : 0;
  if (n < 0 || static_cast<std::size_t>(n) > t.size()) {
    go_panic_value(in, make_str("bytes.Buffer: truncation out of range"));
    return Value::none();
  }
  t.resize(static_cast<std::size_t>(n));
  return Value::none();
}
Value buf_read_from(Vm& in, const Value& self, Args& a) {
  std::string s = drain(in, at(a, 0));
  go_builder_text(in, self) += s;
  return tup({Value::integer(static_cast<std::int64_t>(s.size())), Value::none()});
}

// --- constructors -------------------------------------------------------------------------
Value new_strings_reader(Vm& in, const Value&, Args& a) {
  return new_reader(in, "*strings.Reader", at(a, 0).is(Tag::Str) ? at(a, 0).as<StrObj>()->s : std::string());
}
Value new_bytes_reader(Vm& in, const Value&, Args& a) { return new_reader(in, "*bytes.Reader", go_bytes_text(at(a, 0))); }
/// bufio.NewReader(r): a reader over what r has left (r is read to its end, as a buffer would).
Value new_bufio_reader(Vm& in, const Value&, Args& a) {
  std::string s = drain(in, at(a, 0));
  if (in.raising()) return Value::none();
  Value r = new_reader(in, "*bufio.Reader", std::move(s));
  if (at(a, 1).is_int())  // NewReaderSize: at least 16 bytes
    r.as<InstanceObj>()->fields.set(in.intern("__size"), Value::integer(std::max<std::int64_t>(16, at(a, 1).i())));
  return r;
}

}  // namespace

std::string go_reader_drain(Vm& in, const Value& r) { return drain(in, r); }
bool go_reader_unread_text(Vm& in, const Value& r, std::string& text) {
  if (!is_reader(r) && !is_buffer(r)) return false;
  Cursor c(in, r);
  text = c.text ? c.text->substr(c.pos) : std::string();
  return true;
}
void go_reader_skip(Vm& in, const Value& r, std::size_t n) { Cursor(in, r).take(n); }

Value go_io_global(Vm& in, std::string_view name) {
  if (name != "io") return Value::undef();
  Value pkg = go_package(in, "io",
                         {{"ReadAll", io_read_all}, {"Copy", io_copy}, {"CopyN", io_copy_n},
                          {"WriteString", io_write_string}, {"ReadFull", io_read_full}, {"NopCloser", io_nop_closer}},
                         {{"SeekStart", 0}, {"SeekCurrent", 1}, {"SeekEnd", 2}});
  auto* inst = pkg.as<InstanceObj>();
  inst->fields.set(in.intern("EOF"), eof(in));
  inst->fields.set(in.intern("ErrUnexpectedEOF"), sentinel(in, "go.io.ErrUnexpectedEOF", "unexpected EOF"));
  inst->fields.set(in.intern("ErrShortWrite"), sentinel(in, "go.io.ErrShortWrite", "short write"));
  inst->fields.set(in.intern("ErrClosedPipe"), sentinel(in, "go.io.ErrClosedPipe", "io: read/write on closed pipe"));
  inst->fields.set(in.intern("Discard"), go_discard_writer(in));
  return pkg;
}

NativeFn go_io_constructor(std::string_view which) {
  if (which == "strings.NewReader") return new_strings_reader;
  if (which == "bytes.NewReader") return new_bytes_reader;
  if (which == "bufio.NewReader") return new_bufio_reader;
  return nullptr;
}

/// Reading methods of the readers and of bytes.Buffer (a strings.Builder).
Value go_io_attr(Vm& in, const Value& obj, Name field) {
  const std::string& f = in.name(field);
  static const GoNative reader[] = {{"Read", rd_read},           {"ReadByte", rd_read_byte},     {"ReadRune", rd_read_rune},
                                    {"UnreadByte", rd_unread},   {"UnreadRune", rd_unread},      {"ReadString", rd_read_string},
                                    {"ReadBytes", rd_read_bytes}, {"ReadLine", rd_read_line},    {"Peek", rd_peek},
                                    {"Discard", rd_discard},     {"Len", rd_len},                {"Buffered", rd_len},
                                    {"Size", rd_size},           {"Reset", rd_reset},            {"WriteTo", rd_write_to}};
  static const GoNative buffer[] = {{"Read", rd_read},           {"ReadByte", rd_read_byte},   {"ReadRune", rd_read_rune},
                                    {"ReadString", rd_read_string}, {"ReadBytes", rd_read_bytes}, {"Next", buf_next},
                                    {"Truncate", buf_truncate},  {"ReadFrom", buf_read_from},  {"WriteTo", rd_write_to}};
  if (is_reader(obj)) {
    for (const auto& e : reader)
      if (f == e.name) return make_native(e.fn, e.name, obj);
  } else if (is_buffer(obj)) {
    for (const auto& e : buffer)
      if (f == e.name) return make_native(e.fn, e.name, obj);
  }
  return Value::undef();
}

Value go_io_read_full(Vm& in, std::vector<Value>& a) { return io_read_full(in, Value::none(), a); }

}  // namespace reddragon::vm
