// php_streams.cpp - PHP's in-memory and standard streams: fopen of
// php://memory, php://temp, php://output, php://stdout, php://stderr (the
// program touches no files), and the stream functions over them (fwrite,
// fputcsv, fgets, fgetcsv, fread, rewind, fseek, stream_get_contents, ...).
// A stream is a ("stream", id) tuple; its bytes and position live in the
// run's state, so a run stays deterministic.
#include "php_more.hpp"

namespace reddragon::vm::php {
namespace {

using Args = std::vector<Value>;

/// A stream's state, kept in the run's state as a list [bytes, position,
/// kind, open, eof]; this view writes the position and flags back.
struct Stream {
  ListObj* l;
  std::string& data;
  std::size_t pos;
  int kind;  ///< 0 memory, 1 output (stdout), 2 stderr, 3 temp
  bool open;
  bool eof;  ///< a read reached the end (feof is true only then, as in PHP)
  explicit Stream(ListObj* x)
      : l(x), data(x->items[0].as<StrObj>()->s), pos(static_cast<std::size_t>(x->items[1].i())),
        kind(static_cast<int>(x->items[2].i())), open(x->items[3].is(Tag::Bool) && x->items[3].b()),
        eof(x->items[4].is(Tag::Bool) && x->items[4].b()) {}
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;
  /// After a read: php://temp (a memory stream behind a buffer) is at its end
  /// as soon as the position reaches it; php://memory only when a read fails.
  void read_done() {
    if (kind == 3 && pos >= data.size()) eof = true;
  }
  [[gnu::noinline]] ~Stream() {  // out of line: GCC's -Warray-bounds misreads the inlined Value stores
    l->items[1] = Value::integer(static_cast<std::int64_t>(pos));
    l->items[3] = Value::boolean(open);
    l->items[4] = Value::boolean(eof);
  }
};
/// The run's streams (ids are 1-based positions in this list).
ListObj* streams(Vm& vm) {
  Value& st = vm.run_state("php.streams");
  if (!st.is(Tag::List)) st = make_list({});
  return st.as<ListObj>();
}
Value handle(std::size_t id) { return make_list({make_str("stream"), Value::integer(static_cast<std::int64_t>(id))}, Tag::Tuple); }
/// The stream a handle names (none, and a TypeError, if it is not one or closed).
ListObj* stream_of(Vm& vm, const Value& h, const char* fn) {
  if (h.is(Tag::Tuple)) {
    auto& it = h.as<ListObj>()->items;
    if (it.size() == 2 && it[0].is(Tag::Str) && S(it[0]) == "stream" && it[1].is(Tag::Int)) {
      auto& all = streams(vm)->items;
      std::size_t id = static_cast<std::size_t>(it[1].i());
      if (id >= 1 && id <= all.size()) {
        ListObj* l = all[id - 1].as<ListObj>();
        if (l->items[3].is(Tag::Bool) && l->items[3].b()) return l;
      }
      vm.raise("TypeError", std::string(fn) + "(): supplied resource is not a valid stream resource");
      return nullptr;
    }
  }
  vm.raise("TypeError", std::string(fn) + "(): Argument #1 ($stream) must be of type resource, " + php_type(h) + " given");
  return nullptr;
}
void put(Vm& vm, Stream& s, const std::string& bytes) {
  if (s.kind == 1) return vm.write_out(bytes);
  if (s.kind == 2) return;  // stderr: not part of the program's output
  if (s.pos > s.data.size()) s.data.resize(s.pos, '\0');
  s.data.replace(s.pos, std::min(bytes.size(), s.data.size() - s.pos), bytes);
  s.pos += bytes.size();
}

Value f_fopen(Vm& vm, const Value&, Args& a) {
  std::string path = to_str(vm, marg(a, 0));
  int kind = -1;
  if (path == "php://memory") kind = 0;
  else if (path.rfind("php://temp", 0) == 0) kind = 3;
  else if (path == "php://output" || path == "php://stdout") kind = 1;
  else if (path == "php://stderr") kind = 2;
  if (kind < 0) return Value::boolean(false);  // no file system here: as if it could not be opened
  auto& all = streams(vm)->items;
  all.push_back(make_list({make_str(""), Value::integer(0), Value::integer(kind), Value::boolean(true), Value::boolean(false)}));
  return handle(all.size());
}
Value f_fclose(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "fclose");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  s->open = false;
  s->data.clear();
  return Value::boolean(true);
}
Value f_fwrite(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "fwrite");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  std::string b = to_str(vm, marg(a, 1));
  if (mhas(a, 2)) b = b.substr(0, static_cast<std::size_t>(std::max<std::int64_t>(0, to_int(a[2]))));
  put(vm, *s, b);
  return Value::integer(static_cast<std::int64_t>(b.size()));
}
/// fputcsv($stream, $fields, $separator = ",", $enclosure = '"', $escape = "\\", $eol = "\n"):
/// a field is enclosed when it holds the separator, the enclosure, the escape
/// character or white space; enclosures inside are doubled.
Value f_fputcsv(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "fputcsv");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  std::string sep = mhas(a, 2) ? to_str(vm, a[2]) : ",", enc = mhas(a, 3) ? to_str(vm, a[3]) : "\"",
              esc = mhas(a, 4) ? to_str(vm, a[4]) : "\\", eol = mhas(a, 5) ? to_str(vm, a[5]) : "\n";
  char d = sep.empty() ? ',' : sep[0], q = enc.empty() ? '"' : enc[0];
  std::string line;
  bool first = true;
  for (const Value& v : arr_values(marg(a, 1))) {
    if (!first) line += d;
    first = false;
    std::string f = to_str(vm, v);
    if (vm.raising()) return Value::none();
    bool quote = f.find_first_of(std::string{d, q, '\n', '\r', '\t', ' '} + esc) != std::string::npos;
    if (!quote) {
      line += f;
      continue;
    }
    line += q;
    bool escaped = false;
    for (char c : f) {
      if (escaped) escaped = false;
      else if (!esc.empty() && c == esc[0]) escaped = true;
      else if (c == q) line += q;
      line += c;
    }
    line += q;
  }
  line += eol;
  put(vm, *s, line);
  return Value::integer(static_cast<std::int64_t>(line.size()));
}
Value f_fgets(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "fgets");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  if (s->pos >= s->data.size()) {
    s->eof = true;
    return Value::boolean(false);
  }
  std::size_t nl = s->data.find('\n', s->pos);
  std::size_t end = nl == std::string::npos ? s->data.size() : nl + 1;
  if (nl == std::string::npos) s->eof = true;
  if (mhas(a, 1)) end = std::min(end, s->pos + static_cast<std::size_t>(std::max<std::int64_t>(1, to_int(a[1]) - 1)));
  std::string out = s->data.substr(s->pos, end - s->pos);
  s->pos = end;
  s->read_done();
  return make_str(std::move(out));
}
Value f_fgetc(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "fgetc");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  if (s->pos >= s->data.size()) {
    s->eof = true;
    return Value::boolean(false);
  }
  Value c = make_str(std::string(1, s->data[s->pos++]));
  s->read_done();
  return c;
}
Value f_fread(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "fread");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  std::size_t n = static_cast<std::size_t>(std::max<std::int64_t>(0, to_int(marg(a, 1))));
  std::size_t b = std::min(s->pos, s->data.size());
  std::string out = s->data.substr(b, n);
  s->pos = b + out.size();
  if (out.size() < n) s->eof = true;
  s->read_done();
  return make_str(std::move(out));
}
/// fgetcsv: the next line, split as str_getcsv splits (a quoted field may
/// run over line ends).
Value f_fgetcsv(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "fgetcsv");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  if (s->pos >= s->data.size()) {
    s->eof = true;
    return Value::boolean(false);
  }
  char q = mhas(a, 3) && !to_str(vm, a[3]).empty() ? to_str(vm, a[3])[0] : '"';
  std::size_t i = s->pos;
  bool in_q = false;
  for (; i < s->data.size(); ++i) {
    if (s->data[i] == q) in_q = !in_q;
    else if (s->data[i] == '\n' && !in_q) break;
  }
  std::string line = s->data.substr(s->pos, i - s->pos);
  if (i >= s->data.size()) s->eof = true;
  s->pos = std::min(s->data.size(), i + 1);
  s->read_done();
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (line.empty()) return list_to_arr({Value::none()});  // a blank line
  std::vector<Value> args{make_str(line)};
  for (std::size_t k = 2; k < a.size() && k < 5; ++k) args.push_back(a[k]);
  return call_value(vm, builtin_function(vm, "str_getcsv"), args);
}
Value f_feof(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "feof");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  return Value::boolean(s->eof);
}
Value f_rewind(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "rewind");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  s->pos = 0;
  s->eof = false;
  return Value::boolean(true);
}
Value f_ftell(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "ftell");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  return Value::integer(static_cast<std::int64_t>(s->pos));
}
/// fseek($stream, $offset, $whence = SEEK_SET): 0 on success, -1 before the start.
Value f_fseek(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "fseek");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  std::int64_t off = to_int(marg(a, 1)), whence = mhas(a, 2) ? to_int(a[2]) : 0;
  std::int64_t base = whence == 1 ? static_cast<std::int64_t>(s->pos) : whence == 2 ? static_cast<std::int64_t>(s->data.size()) : 0;
  if (base + off < 0) return Value::integer(-1);
  s->pos = static_cast<std::size_t>(base + off);
  s->eof = false;
  return Value::integer(0);
}
Value f_ftruncate(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "ftruncate");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  s->data.resize(static_cast<std::size_t>(std::max<std::int64_t>(0, to_int(marg(a, 1)))), '\0');
  return Value::boolean(true);
}
/// stream_get_contents($stream, $length = null, $offset = -1): the rest from
/// the position (or from `offset`).
Value f_stream_get_contents(Vm& vm, const Value&, Args& a) {
  ListObj* sl = stream_of(vm, marg(a, 0), "stream_get_contents");
  if (!sl) return Value::none();
  Stream st(sl), *s = &st;
  if (mhas(a, 2) && to_int(a[2]) >= 0) s->pos = static_cast<std::size_t>(to_int(a[2]));
  std::size_t b = std::min(s->pos, s->data.size());
  std::size_t n = mhas(a, 1) && to_int(a[1]) >= 0 ? static_cast<std::size_t>(to_int(a[1])) : std::string::npos;
  std::string out = s->data.substr(b, n);
  s->pos = b + out.size();
  if (n == std::string::npos || out.size() < n) s->eof = true;
  return make_str(std::move(out));
}
/// fprintf($stream, $format, ...$values) / vfprintf($stream, $format, $values):
/// sprintf's text written to the stream; its length.
Value printf_to(Vm& vm, Args& a, bool v) {
  ListObj* sl = stream_of(vm, marg(a, 0), v ? "vfprintf" : "fprintf");
  if (!sl) return Value::none();
  std::vector<Value> args(a.begin() + 1, a.end());
  Value text = call_value(vm, builtin_function(vm, v ? "vsprintf" : "sprintf"), std::move(args));
  if (vm.raising()) return Value::none();
  std::string t = to_str(vm, text);
  Stream st(sl);
  put(vm, st, t);
  return Value::integer(static_cast<std::int64_t>(t.size()));
}
Value f_fprintf(Vm& vm, const Value&, Args& a) { return printf_to(vm, a, false); }
Value f_vfprintf(Vm& vm, const Value&, Args& a) { return printf_to(vm, a, true); }
Value f_is_resource(Vm& vm, const Value&, Args& a) {
  const Value& h = marg(a, 0);
  if (!h.is(Tag::Tuple)) return Value::boolean(false);
  auto& it = h.as<ListObj>()->items;
  if (it.size() != 2 || !it[0].is(Tag::Str) || S(it[0]) != "stream" || !it[1].is(Tag::Int)) return Value::boolean(false);
  auto& all = streams(vm)->items;
  std::size_t id = static_cast<std::size_t>(it[1].i());
  return Value::boolean(id >= 1 && id <= all.size() && all[id - 1].as<ListObj>()->items[3].is(Tag::Bool) &&
                        all[id - 1].as<ListObj>()->items[3].b());
}

const MoreEntry kStreams[] = {
    {"fopen", f_fopen}, {"fclose", f_fclose}, {"fwrite", f_fwrite, kText}, {"fputs", f_fwrite, kText},
    {"fputcsv", f_fputcsv, kScan | kText}, {"fgets", f_fgets, kOut}, {"fgetc", f_fgetc}, {"fread", f_fread, kOut},
    {"fgetcsv", f_fgetcsv, kOut}, {"feof", f_feof}, {"rewind", f_rewind}, {"ftell", f_ftell}, {"fseek", f_fseek},
    {"ftruncate", f_ftruncate}, {"stream_get_contents", f_stream_get_contents, kOut}, {"is_resource", f_is_resource},
    {"fprintf", f_fprintf, kText}, {"vfprintf", f_vfprintf, kText | kScan},
};

}  // namespace

std::span<const MoreEntry> stream_functions() { return kStreams; }

// PHP's CLI has used resources 1-4 (its standard streams) before a script's first fopen
constexpr std::int64_t kFirstResource = 5;
std::int64_t resource_id(const Value& v) {
  if (!v.is(Tag::Tuple)) return 0;
  auto& it = v.as<ListObj>()->items;
  if (it.size() != 2 || !it[0].is(Tag::Str) || S(it[0]) != "stream" || !it[1].is(Tag::Int)) return 0;
  return it[1].i() - 1 + kFirstResource;
}
bool resource_open(Vm& vm, const Value& v) {
  Args a{v};
  return resource_id(v) && f_is_resource(vm, Value::none(), a).b();
}

}  // namespace reddragon::vm::php
