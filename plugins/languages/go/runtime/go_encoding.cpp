// go_encoding.cpp - encoding/hex and encoding/binary (the byte orders and
// varints; Read/Write/Size need reflection and are not here), and the
// utf8 functions that write bytes (AppendRune, EncodeRune) or look at a
// prefix (FullRune, RuneStart). A []byte is a list of ints; a native that
// writes into a caller's slice tells the slices sharing its array.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "go_runtime.hpp"
#include "reddragon/vm/bigint.hpp"
#include "reddragon/text/utf8.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;

/// A uint64 argument: an int, or a BigInt above MaxInt64 (its low 64 bits).
std::uint64_t u64(const Value& v) {
  if (v.is(Tag::BigInt)) return static_cast<std::uint64_t>(v.as<BigIntObj>()->v & BigInt(std::numeric_limits<std::uint64_t>::max()));
  return v.is_int() ? static_cast<std::uint64_t>(v.i()) : 0;
}
Value tup(std::vector<Value> v) { return make_list(std::move(v), Tag::Tuple); }
Value bytes_value(const std::string& s) {
  std::vector<Value> out;
  out.reserve(s.size());
  for (unsigned char c : s) out.push_back(Value::integer(c));
  return make_list(std::move(out));
}
/// append(dst, s...) of a []byte: a new list (dst's items, then s).
Value append_bytes(const Value& dst, const std::string& s) {
  std::vector<Value> out;
  if (dst.is(Tag::List)) out = dst.as<ListObj>()->items;
  for (unsigned char c : s) out.push_back(Value::integer(c));
  return make_list(std::move(out));
}
/// Writes s at the front of the []byte dst, as Go's b[i] = x stores do:
/// false (and a bounds panic) when dst is shorter than s.
bool write_bytes(Vm& in, const Value& dst, const std::string& s) {
  if (!dst.is(Tag::List)) return false;
  auto& items = dst.as<ListObj>()->items;
  if (items.size() < s.size()) {
    in.raise("GoRuntimeError", "runtime error: index out of range [" + std::to_string(s.size() - 1) + "] with length " +
                                   std::to_string(items.size()));
    return false;
  }
  for (std::size_t k = 0; k < s.size(); ++k) items[k] = Value::integer(static_cast<unsigned char>(s[k]));
  go_shared_wrote(in, dst, 0, s.size());
  return true;
}
/// One error value per run for a sentinel, so `err == hex.ErrLength` holds.
Value sentinel(Vm& in, const char* key, const char* text) {
  Value& v = in.run_state(key);
  if (!v.is(Tag::Instance)) v = go_error(in, text);
  return v;
}

// --- encoding/hex ----------------------------------------------------------------------
const char kHex[] = "0123456789abcdef";
std::string hex_encode(const std::string& s) {
  std::string out;
  out.reserve(2 * s.size());
  for (unsigned char c : s) {
    out.push_back(kHex[c >> 4]);
    out.push_back(kHex[c & 15]);
  }
  return out;
}
int hex_digit(unsigned char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
/// An InvalidByteError's text: the byte as %#U shows it.
Value invalid_byte(Vm& in, unsigned char c) {
  char code[16];
  std::snprintf(code, sizeof code, "U+%04X", c);
  std::string msg = std::string("encoding/hex: invalid byte: ") + code;
  if (go_rune_is_print(c)) msg += std::string(" '") + static_cast<char>(c) + "'";
  return go_error(in, msg);
}
/// Go's decoding order: pairs first (the first bad byte of a pair wins),
/// then an odd tail is checked for a bad byte before ErrLength.
Value hex_decode_text(Vm& in, const std::string& s, std::string& out) {
  out.clear();
  std::size_t j = 1;
  for (; j < s.size(); j += 2) {
    int a = hex_digit(static_cast<unsigned char>(s[j - 1])), b = hex_digit(static_cast<unsigned char>(s[j]));
    if (a < 0) return invalid_byte(in, static_cast<unsigned char>(s[j - 1]));
    if (b < 0) return invalid_byte(in, static_cast<unsigned char>(s[j]));
    out.push_back(static_cast<char>(a << 4 | b));
  }
  if (s.size() % 2 == 1) {
    if (hex_digit(static_cast<unsigned char>(s[j - 1])) < 0) return invalid_byte(in, static_cast<unsigned char>(s[j - 1]));
    return sentinel(in, "go.hex.ErrLength", "encoding/hex: odd length hex string");
  }
  return Value::none();
}
Value hex_encode_to_string(Vm& in, const Value&, Args& a) {
  std::string s = go_bytes_text(go_arg(a, 0));
  if (!in.charge_bytes(s.size())) return Value::none();
  return make_str(hex_encode(s));
}
Value hex_decode_string(Vm& in, const Value&, Args& a) {
  std::string s = go_bytes_text(go_arg(a, 0)), out;
  if (!in.charge_bytes(s.size())) return Value::none();
  Value err = hex_decode_text(in, s, out);
  return tup({bytes_value(out), err});
}
Value hex_encode_into(Vm& in, const Value&, Args& a) {
  std::string s = hex_encode(go_bytes_text(go_arg(a, 1)));
  write_bytes(in, go_arg(a, 0), s);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
Value hex_decode_into(Vm& in, const Value&, Args& a) {
  std::string out;
  Value err = hex_decode_text(in, go_bytes_text(go_arg(a, 1)), out);
  write_bytes(in, go_arg(a, 0), out);
  return tup({Value::integer(static_cast<std::int64_t>(out.size())), err});
}
Value hex_append_encode(Vm&, const Value&, Args& a) { return append_bytes(go_arg(a, 0), hex_encode(go_bytes_text(go_arg(a, 1)))); }
Value hex_append_decode(Vm& in, const Value&, Args& a) {
  std::string out;
  Value err = hex_decode_text(in, go_bytes_text(go_arg(a, 1)), out);
  return tup({append_bytes(go_arg(a, 0), out), err});
}
Value hex_encoded_len(Vm&, const Value&, Args& a) { return Value::integer(2 * (go_arg(a, 0).is_int() ? go_arg(a, 0).i() : 0)); }
Value hex_decoded_len(Vm&, const Value&, Args& a) { return Value::integer((go_arg(a, 0).is_int() ? go_arg(a, 0).i() : 0) / 2); }
/// hex.Dump: `hexdump -C` lines, 16 bytes each (two groups of 8), the
/// printable bytes between bars; the last line padded to the bar's column.
Value hex_dump(Vm& in, const Value&, Args& a) {
  std::string s = go_bytes_text(go_arg(a, 0)), out;
  if (!in.charge_bytes(4 * s.size())) return Value::none();
  for (std::size_t off = 0; off < s.size(); off += 16) {
    char head[24];
    std::snprintf(head, sizeof head, "%08zx  ", off);
    out += head;
    std::string right;
    for (std::size_t k = 0; k < 16; ++k) {
      if (off + k < s.size()) {
        unsigned char c = static_cast<unsigned char>(s[off + k]);
        out += kHex[c >> 4];
        out += kHex[c & 15];
        out += ' ';
        right += c < 32 || c > 126 ? '.' : static_cast<char>(c);
      } else {
        out += "   ";
      }
      if (k == 7) out += ' ';
    }
    out += " |" + right + "|\n";
  }
  return make_str(std::move(out));
}

// --- encoding/binary -------------------------------------------------------------------
/// The n bytes of v in the order (big endian when big).
std::string put(std::uint64_t v, int n, bool big) {
  std::string s(static_cast<std::size_t>(n), '\0');
  for (int k = 0; k < n && k < 8; ++k) s[static_cast<std::size_t>(big ? n - 1 - k : k)] = static_cast<char>(v >> (8 * k));
  return s;
}
template <int N, bool Big>
Value order_get(Vm& in, const Value&, Args& a) {
  const Value& b = go_arg(a, 0);
  std::size_t len = b.is(Tag::List) ? b.as<ListObj>()->items.size() : 0;
  if (len < N) {  // Go's bounds-check hint b[N-1]
    in.raise("GoRuntimeError", "runtime error: index out of range [" + std::to_string(N - 1) + "] with length " + std::to_string(len));
    return Value::none();
  }
  const auto& items = b.as<ListObj>()->items;
  std::uint64_t v = 0;
  for (int k = 0; k < N; ++k) v |= (u64(items[static_cast<std::size_t>(Big ? N - 1 - k : k)]) & 0xff) << (8 * k);
  return Value::integer(static_cast<std::int64_t>(v));
}
template <int N, bool Big>
Value order_put(Vm& in, const Value&, Args& a) {
  write_bytes(in, go_arg(a, 0), put(u64(go_arg(a, 1)), N, Big));
  return Value::none();
}
template <int N, bool Big>
Value order_append(Vm&, const Value&, Args& a) { return append_bytes(go_arg(a, 0), put(u64(go_arg(a, 1)), N, Big)); }
template <bool Big>
Value order_string(Vm&, const Value&, Args&) { return make_str(Big ? "BigEndian" : "LittleEndian"); }

// binary.Write/Read/Size walk the data by the layout the frontend derived
// from its static type (see binary_layout in go_lowerer.cpp).
/// After a layout's '[': an array's "N;" (advanced past it), else -1 (a slice).
std::int64_t array_count(const std::string& d, std::size_t& i) {
  if (i >= d.size() || d[i] < '0' || d[i] > '9') return -1;
  std::int64_t n = 0;
  while (i < d.size() && d[i] >= '0' && d[i] <= '9') n = n * 10 + (d[i++] - '0');
  ++i;  // ';'
  return n;
}
/// The size of one value of layout d at i (advanced past it); -1 when not fixed.
std::int64_t layout_size(const std::string& d, std::size_t& i, const Value& v) {
  if (i >= d.size()) return -1;
  char k = d[i];
  if (k == '[') {
    ++i;
    std::int64_t n = array_count(d, i);
    if (n < 0) n = v.is(Tag::List) || v.is(Tag::Tuple) ? static_cast<std::int64_t>(v.as<ListObj>()->items.size()) : 0;
    std::int64_t one = layout_size(d, i, Value::none());
    ++i;  // ']'
    if (one < 0) return -1;
    return one * n;
  }
  if (k == '{') {
    std::int64_t total = 0;
    ++i;
    while (i < d.size() && d[i] != '}') {
      i = d.find(':', i) + 1;
      std::int64_t f = layout_size(d, i, Value::none());
      if (f < 0) return -1;
      total += f;
      if (i < d.size() && d[i] == ',') ++i;
    }
    ++i;
    return total;
  }
  i += 2;
  return d[i - 1] - '0';
}
/// Appends v's bytes by layout d at i.
void encode_layout(Vm& in, const std::string& d, std::size_t& i, const Value& v0, bool big, std::string& out) {
  Value v = v0.is(Tag::Pointer) ? go_load_through(in, v0) : v0;
  char k = d[i];
  if (k == '[') {
    ++i;
    std::int64_t n = array_count(d, i);
    std::size_t start = i;
    const std::vector<Value>* items = v.is(Tag::List) || v.is(Tag::Tuple) ? &v.as<ListObj>()->items : nullptr;
    std::size_t count = n >= 0 ? static_cast<std::size_t>(n) : items ? items->size() : 0;
    for (std::size_t e = 0; e < count; ++e) {  // an array's missing items (a blank _ field) are zeros
      i = start;
      encode_layout(in, d, i, items && e < items->size() ? (*items)[e] : Value::none(), big, out);
    }
    i = start;
    layout_size(d, i, Value::none());  // past the element layout
    ++i;
    return;
  }
  if (k == '{') {
    ++i;
    while (i < d.size() && d[i] != '}') {
      std::size_t colon = d.find(':', i);
      std::string name = d.substr(i, colon - i);
      i = colon + 1;
      const Value* f = v.is(Tag::Instance) ? v.as<InstanceObj>()->fields.find(in.intern(name)) : nullptr;
      encode_layout(in, d, i, f ? *f : Value::integer(0), big, out);
      if (i < d.size() && d[i] == ',') ++i;
    }
    ++i;
    return;
  }
  int n = std::clamp(d[i + 1] - '0', 0, 9);  // (a layout digit; never negative)
  i += 2;
  std::uint64_t bits = 0;
  if (k == 'f') {
    double x = v.is(Tag::Float) ? v.d() : v.is_int() ? static_cast<double>(v.i()) : 0;
    if (n == 4) {
      float f = static_cast<float>(x);
      std::uint32_t b32;
      std::memcpy(&b32, &f, 4);
      bits = b32;
    } else {
      std::memcpy(&bits, &x, 8);
    }
  } else if (k == 'b') {
    bits = v.is(Tag::Bool) && v.b() ? 1 : 0;
  } else {
    bits = u64(v);
  }
  out += put(bits, n, big);
}
/// Decodes one value of layout d at i from s at pos; stores it into the place
/// `into` names (a struct's fields, a list's items) or returns it.
Value decode_layout(Vm& in, const std::string& d, std::size_t& i, const std::string& s, std::size_t& pos, bool big, const Value& into) {
  char k = d[i];
  if (k == '[') {
    ++i;
    std::int64_t n = array_count(d, i);
    std::size_t start = i;
    std::size_t count = n >= 0 ? static_cast<std::size_t>(n) : into.is(Tag::List) ? into.as<ListObj>()->items.size() : 0;
    for (std::size_t e = 0; e < count; ++e) {  // without a place (a blank _ field) the bytes are skipped
      i = start;
      bool has = into.is(Tag::List) && e < into.as<ListObj>()->items.size();
      Value r = decode_layout(in, d, i, s, pos, big, has ? into.as<ListObj>()->items[e] : Value::none());
      if (has && !r.is_undef()) into.as<ListObj>()->items[e] = r;
    }
    if (into.is(Tag::List)) go_shared_wrote(in, into, 0, into.as<ListObj>()->items.size());
    i = start;
    layout_size(d, i, Value::none());
    ++i;
    return Value::undef();
  }
  if (k == '{') {
    ++i;
    while (i < d.size() && d[i] != '}') {
      std::size_t colon = d.find(':', i);
      Name name = in.intern(d.substr(i, colon - i));
      i = colon + 1;
      Value* f = into.is(Tag::Instance) ? into.as<InstanceObj>()->fields.find(name) : nullptr;
      Value r = decode_layout(in, d, i, s, pos, big, f ? *f : Value::none());
      if (!r.is_undef() && into.is(Tag::Instance)) into.as<InstanceObj>()->fields.set(name, r);
      if (i < d.size() && d[i] == ',') ++i;
    }
    ++i;
    return Value::undef();
  }
  int n = std::clamp(d[i + 1] - '0', 0, 9);  // (a layout digit; never negative)
  i += 2;
  std::uint64_t bits = 0;
  for (int b = 0; b < n && b < 8 && pos + static_cast<std::size_t>(b) < s.size(); ++b)
    bits |= static_cast<std::uint64_t>(static_cast<unsigned char>(s[pos + static_cast<std::size_t>(big ? n - 1 - b : b)])) << (8 * b);
  pos += static_cast<std::size_t>(n);
  if (k == 'b') return Value::boolean(bits != 0);
  if (k == 'f') {
    if (n == 4) {
      std::uint32_t b32 = static_cast<std::uint32_t>(bits);
      float f;
      std::memcpy(&f, &b32, 4);
      return Value::real(f);
    }
    double x;
    std::memcpy(&x, &bits, 8);
    return Value::real(x);
  }
  if (k == 'i' && n > 0 && n < 8) {  // sign-extend
    std::uint64_t sign = 1ull << (8 * n - 1);
    return Value::integer(static_cast<std::int64_t>((bits ^ sign) - sign));
  }
  return Value::integer(static_cast<std::int64_t>(bits));
}
bool is_big(Vm& in, const Value& order) {
  const Value* n = order.is(Tag::Instance) ? order.as<InstanceObj>()->fields.find(in.intern("__name")) : nullptr;
  return n && n->is(Tag::Str) && n->as<StrObj>()->s == "binary.BigEndian";
}
Value not_fixed(Vm& in, const char* fn, const Value& data) {
  return go_error(in, std::string("binary.") + fn + ": some values are not fixed-sized in type " + go_type_text(in, data));
}
/// binary.Write(w, order, data, layout)
Value bin_write(Vm& in, const Value&, Args& a) {
  const std::string d = go_arg(a, 3).is(Tag::Str) ? go_arg(a, 3).as<StrObj>()->s : "";
  if (d.empty()) return not_fixed(in, "Write", go_arg(a, 2));
  std::string out;
  std::size_t i = 0;
  encode_layout(in, d, i, go_arg(a, 2), is_big(in, go_arg(a, 1)), out);
  go_write_to(in, go_arg(a, 0), out);
  return Value::none();
}
/// binary.Read(r, order, data, layout): fills data (a pointer, struct or slice).
Value bin_read(Vm& in, const Value&, Args& a) {
  const std::string d = go_arg(a, 3).is(Tag::Str) ? go_arg(a, 3).as<StrObj>()->s : "";
  const Value& data = go_arg(a, 2);
  if (d.empty()) return not_fixed(in, "Read", data);
  std::size_t i = 0;
  std::int64_t n = layout_size(d, i, data.is(Tag::Pointer) ? go_load_through(in, data) : data);
  Value buf = make_list(std::vector<Value>(static_cast<std::size_t>(std::max<std::int64_t>(n, 0)), Value::integer(0)));
  std::vector<Value> ra{go_arg(a, 0), buf};
  Value res = go_io_read_full(in, ra);
  if (in.raising()) return Value::none();
  if (res.is(Tag::Tuple) && res.as<ListObj>()->items.size() > 1 && !res.as<ListObj>()->items[1].is_none())
    return res.as<ListObj>()->items[1];
  std::string s = go_bytes_text(buf);
  std::size_t pos = 0;
  i = 0;
  Value target = data.is(Tag::Pointer) ? go_load_through(in, data) : data;
  Value r = decode_layout(in, d, i, s, pos, is_big(in, go_arg(a, 1)), target);
  if (!r.is_undef() && data.is(Tag::Pointer)) go_store_through(in, data, r);
  return Value::none();
}
/// binary.Size(v, layout): its encoded size, -1 when not fixed-size.
Value bin_size(Vm& in, const Value&, Args& a) {
  const std::string d = go_arg(a, 1).is(Tag::Str) ? go_arg(a, 1).as<StrObj>()->s : "";
  if (d.empty()) return Value::integer(-1);
  std::size_t i = 0;
  const Value& v = go_arg(a, 0);
  return Value::integer(layout_size(d, i, v.is(Tag::Pointer) ? go_load_through(in, v) : v));
}

template <bool Big>
Value byte_order(Vm& in) {
  return go_package(in, Big ? "binary.BigEndian" : "binary.LittleEndian",
                    {{"Uint16", order_get<2, Big>}, {"Uint32", order_get<4, Big>}, {"Uint64", order_get<8, Big>},
                     {"PutUint16", order_put<2, Big>}, {"PutUint32", order_put<4, Big>}, {"PutUint64", order_put<8, Big>},
                     {"AppendUint16", order_append<2, Big>}, {"AppendUint32", order_append<4, Big>},
                     {"AppendUint64", order_append<8, Big>}, {"String", order_string<Big>}});
}

std::string uvarint(std::uint64_t x) {
  std::string s;
  while (x >= 0x80) {
    s.push_back(static_cast<char>(x | 0x80));
    x >>= 7;
  }
  s.push_back(static_cast<char>(x));
  return s;
}
std::uint64_t zigzag(std::int64_t x) {
  std::uint64_t ux = static_cast<std::uint64_t>(x) << 1;
  return x < 0 ? ~ux : ux;
}
Value bin_put_uvarint(Vm& in, const Value&, Args& a) {
  std::string s = uvarint(u64(go_arg(a, 1)));
  write_bytes(in, go_arg(a, 0), s);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
Value bin_put_varint(Vm& in, const Value&, Args& a) {
  std::string s = uvarint(zigzag(static_cast<std::int64_t>(u64(go_arg(a, 1)))));
  write_bytes(in, go_arg(a, 0), s);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
Value bin_append_uvarint(Vm&, const Value&, Args& a) { return append_bytes(go_arg(a, 0), uvarint(u64(go_arg(a, 1)))); }
Value bin_append_varint(Vm&, const Value&, Args& a) {
  return append_bytes(go_arg(a, 0), uvarint(zigzag(static_cast<std::int64_t>(u64(go_arg(a, 1))))));
}
/// Uvarint's (value, n): n == 0 when buf ends first, n < 0 (-bytes read) on overflow.
std::pair<std::uint64_t, std::int64_t> read_uvarint(const Value& buf) {
  std::uint64_t x = 0;
  unsigned s = 0;
  if (!buf.is(Tag::List)) return {0, 0};
  const auto& items = buf.as<ListObj>()->items;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i == 10) return {0, -static_cast<std::int64_t>(i + 1)};
    std::uint64_t b = u64(items[i]) & 0xff;
    if (b < 0x80) {
      if (i == 9 && b > 1) return {0, -static_cast<std::int64_t>(i + 1)};
      return {x | b << s, static_cast<std::int64_t>(i + 1)};
    }
    x |= (b & 0x7f) << s;
    s += 7;
  }
  return {0, 0};
}
Value bin_uvarint(Vm&, const Value&, Args& a) {
  auto [x, n] = read_uvarint(go_arg(a, 0));
  return tup({Value::integer(static_cast<std::int64_t>(x)), Value::integer(n)});
}
Value bin_varint(Vm&, const Value&, Args& a) {
  auto [ux, n] = read_uvarint(go_arg(a, 0));
  std::int64_t x = static_cast<std::int64_t>(ux >> 1);
  if (ux & 1) x = ~x;
  return tup({Value::integer(x), Value::integer(n)});
}

/// binary.ReadUvarint(r): a varint read a byte at a time through r's
/// ReadByte; io.EOF when r had none, io.ErrUnexpectedEOF when it ended
/// inside one, Go's overflow error past 64 bits.
std::uint64_t read_uvarint_from(Vm& in, const Value& r, Value& err) {
  Value read_byte = go_io_attr(in, r, in.intern("ReadByte"));  // the runtime's readers
  if (read_byte.is_undef()) read_byte = in.ir_load_attr(r, in.intern("ReadByte"));  // a type with ReadByte
  if (in.raising()) return 0;
  std::uint64_t x = 0;
  unsigned s = 0;
  for (int i = 0; i < 10; ++i) {
    Args none;
    Value res = in.call_sync(read_byte, none);
    if (in.raising()) return x;
    Value b = res.is(Tag::Tuple) || res.is(Tag::List) ? res.as<ListObj>()->items.at(0) : res;
    Value e = res.is(Tag::Tuple) || res.is(Tag::List) ? res.as<ListObj>()->items.at(1) : Value::none();
    if (!e.is_none()) {
      Value eof = sentinel(in, "go.io.EOF", "EOF");
      bool at_eof = e.is(Tag::Instance) && eof.is(Tag::Instance) && e.as<InstanceObj>() == eof.as<InstanceObj>();
      err = i > 0 && at_eof ? sentinel(in, "go.io.ErrUnexpectedEOF", "unexpected EOF") : e;
      return x;
    }
    std::uint64_t c = static_cast<std::uint64_t>(b.is_int() ? b.i() : 0) & 0xff;
    if (c < 0x80) {
      if (i == 9 && c > 1) break;
      return x | c << s;
    }
    x |= (c & 0x7f) << s;
    s += 7;
  }
  err = sentinel(in, "go.binary.errOverflow", "binary: varint overflows a 64-bit integer");
  return x;
}
Value bin_read_uvarint(Vm& in, const Value&, Args& a) {
  Value err = Value::none();
  std::uint64_t x = read_uvarint_from(in, go_arg(a, 0), err);
  return tup({Value::integer(static_cast<std::int64_t>(x)), err});
}
Value bin_read_varint(Vm& in, const Value&, Args& a) {
  Value err = Value::none();
  std::uint64_t ux = read_uvarint_from(in, go_arg(a, 0), err);
  std::int64_t x = static_cast<std::int64_t>(ux >> 1);
  if (ux & 1) x = ~x;
  return tup({Value::integer(x), err});
}

}  // namespace

// --- unicode/utf8: the writers and prefix tests ------------------------------------------
namespace {
std::string encode_rune(std::int64_t r) {
  if (r < 0 || r > 0x10FFFF || (r >= 0xD800 && r <= 0xDFFF)) r = 0xFFFD;  // Go's RuneError
  std::string s;
  utf8::append(s, static_cast<std::uint32_t>(r));
  return s;
}
Value utf8_append_rune(Vm&, const Value&, Args& a) {
  return append_bytes(go_arg(a, 0), encode_rune(go_arg(a, 1).is_int() ? go_arg(a, 1).i() : 0xFFFD));
}
Value utf8_encode_rune(Vm& in, const Value&, Args& a) {
  std::string s = encode_rune(go_arg(a, 1).is_int() ? go_arg(a, 1).i() : 0xFFFD);
  write_bytes(in, go_arg(a, 0), s);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
/// Whether p starts with a whole encoding; a prefix that is already
/// invalid counts as whole (it decodes as RuneError of width 1).
Value utf8_full_rune(Vm&, const Value&, Args& a) {
  std::string p = go_bytes_text(go_arg(a, 0));
  if (p.empty()) return Value::boolean(false);
  auto c = [&](std::size_t k) { return static_cast<unsigned char>(p[k]); };
  unsigned char b0 = c(0);
  std::size_t need = b0 < 0x80 ? 1 : b0 < 0xC2 ? 1 : b0 < 0xE0 ? 2 : b0 < 0xF0 ? 3 : b0 < 0xF5 ? 4 : 1;
  if (p.size() >= need) return Value::boolean(true);
  unsigned char lo = b0 == 0xE0 ? 0xA0 : b0 == 0xF0 ? 0x90 : 0x80, hi = b0 == 0xED ? 0x9F : b0 == 0xF4 ? 0x8F : 0xBF;
  if (p.size() > 1 && (c(1) < lo || c(1) > hi)) return Value::boolean(true);
  if (p.size() > 2 && (c(2) < 0x80 || c(2) > 0xBF)) return Value::boolean(true);
  return Value::boolean(false);
}
Value utf8_rune_start(Vm&, const Value&, Args& a) { return Value::boolean((u64(go_arg(a, 0)) & 0xC0) != 0x80); }
// --- encoding/csv ------------------------------------------------------------------------
// A Reader reads its source to the end when first used and parses records as
// Go's readRecord does (quoted fields over several lines, "" escapes, \r\n,
// empty and comment lines skipped, TrimLeadingSpace, LazyQuotes,
// FieldsPerRecord), with ParseError's texts. A Writer buffers as the
// bufio.Writer under Go's does (4096 bytes) and quotes as fieldNeedsQuotes.
std::int64_t csv_int(Vm& in, const Value& o, const char* f) {
  Value v = go_field(in, o, f);
  return v.is_int() ? v.i() : 0;
}
bool csv_bool(Vm& in, const Value& o, const char* f) {
  Value v = go_field(in, o, f);
  return v.is(Tag::Bool) && v.b();
}
Value csv_new_reader(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*csv.Reader");
  Value r = Value::object(inst);
  go_set_field(in, r, "Comma", Value::integer(','));
  go_set_field(in, r, "Comment", Value::integer(0));
  go_set_field(in, r, "FieldsPerRecord", Value::integer(0));
  go_set_field(in, r, "LazyQuotes", Value::boolean(false));
  go_set_field(in, r, "TrimLeadingSpace", Value::boolean(false));
  go_set_field(in, r, "ReuseRecord", Value::boolean(false));
  go_set_field(in, r, "__r", go_arg(a, 0));
  go_set_field(in, r, "__pos", Value::integer(0));
  go_set_field(in, r, "__line", Value::integer(0));
  return r;
}
/// The rune at s[i], i moved past it (an invalid byte is U+FFFD, one byte).
std::int64_t csv_decode(const std::string& s, std::size_t& i) {
  std::size_t n = utf8::sequence_length(s, i);
  if (n == 0) {
    ++i;
    return 0xFFFD;
  }
  std::int64_t r = utf8::first_code_point(std::string_view(s).substr(i, n));
  i += n;
  return r;
}
std::int64_t first_rune(const std::string& s, std::size_t at) {
  if (at >= s.size()) return 0xFFFD;
  return csv_decode(s, at);
}
std::string rune_text(std::int64_t r) {
  std::string out;
  utf8::append(out, static_cast<std::uint32_t>(r));
  return out;
}
std::string csv_parse_error(std::int64_t start, std::int64_t line, std::int64_t col, const char* what) {
  if (start != line)
    return "record on line " + std::to_string(start) + "; parse error on line " + std::to_string(line) + ", column " +
           std::to_string(col) + ": " + what;
  return "parse error on line " + std::to_string(line) + ", column " + std::to_string(col) + ": " + what;
}
/// One record: (fields, error text); eof when only empty or comment lines were left.
/// A parse error also keeps what *csv.ParseError holds: its lines, column and
/// the sentinel it wraps (run-state key of ErrQuote, ErrBareQuote, ErrFieldCount).
struct CsvRecord {
  std::vector<std::string> fields;
  std::string err;
  bool eof = false;
  std::int64_t start = 0, line = 0, col = 0;
  const char* sentinel_key = nullptr;
  const char* sentinel_text = nullptr;
  void fail(std::int64_t s, std::int64_t l, std::int64_t c, const char* key, const char* what) {
    err = csv_parse_error(s, l, c, what);
    start = s, line = l, col = c, sentinel_key = key, sentinel_text = what;
  }
};
/// The error value of a failed record: a *csv.ParseError (fields StartLine,
/// Line, Column, Err; unwraps to the sentinel) or a plain error.
Value csv_error_value(Vm& in, const CsvRecord& rec) {
  Value e = go_error(in, rec.err);
  if (!rec.sentinel_key) return e;
  Value w = sentinel(in, rec.sentinel_key, rec.sentinel_text);
  auto& f = e.as<InstanceObj>()->fields;
  f.set(in.intern("w"), w);
  f.set(in.intern("Err"), w);
  f.set(in.intern("StartLine"), Value::integer(rec.start));
  f.set(in.intern("Line"), Value::integer(rec.line));
  f.set(in.intern("Column"), Value::integer(rec.col));
  return e;
}
CsvRecord csv_read_record(Vm& in, const Value& self) {
  CsvRecord rec;
  Value src = go_field(in, self, "__src");
  if (!src.is(Tag::Str)) {
    std::string text = go_reader_drain(in, go_field(in, self, "__r"));
    if (in.raising() || !in.charge_bytes(text.size())) return rec;
    src = make_str(std::move(text));
    go_set_field(in, self, "__src", src);
  }
  const std::string& s = src.as<StrObj>()->s;
  std::size_t pos = static_cast<std::size_t>(csv_int(in, self, "__pos"));
  std::int64_t num_line = csv_int(in, self, "__line");
  const std::int64_t comma = csv_int(in, self, "Comma"), comment = csv_int(in, self, "Comment");
  const bool lazy = csv_bool(in, self, "LazyQuotes"), trim = csv_bool(in, self, "TrimLeadingSpace");
  auto valid_delim = [](std::int64_t r) {
    return r != 0 && r != '"' && r != '\r' && r != '\n' && r >= 0 && r <= 0x10FFFF && r != 0xFFFD;
  };
  if (comma == comment || !valid_delim(comma) || (comment != 0 && !valid_delim(comment))) {
    rec.err = "csv: invalid field or comment delimiter";
    return rec;
  }
  // readLine: the next line with its \n (\r\n read as \n; a last line's \r dropped); eof when none is left
  auto read_line = [&](std::string& line) -> bool {
    if (pos >= s.size()) {
      line.clear();
      return false;
    }
    std::size_t nl = s.find('\n', pos);
    std::size_t end = nl == std::string::npos ? s.size() : nl + 1;
    line = s.substr(pos, end - pos);
    pos = end;
    if (nl == std::string::npos && !line.empty() && line.back() == '\r') line.pop_back();
    ++num_line;
    if (line.size() >= 2 && line[line.size() - 2] == '\r' && line.back() == '\n') {
      line.erase(line.size() - 2, 1);
    }
    return true;
  };
  auto length_nl = [](const std::string& b, std::size_t from) -> std::size_t {
    return b.size() > from && b.back() == '\n' ? 1 : 0;
  };
  std::string line;
  bool got = false;
  while (true) {
    got = read_line(line);
    if (!got) break;
    if (comment != 0 && first_rune(line, 0) == comment) continue;
    if (line.size() == length_nl(line, 0)) continue;
    break;
  }
  auto save = [&] {
    go_set_field(in, self, "__pos", Value::integer(static_cast<std::int64_t>(pos)));
    go_set_field(in, self, "__line", Value::integer(num_line));
  };
  if (!got) {
    save();
    rec.eof = true;
    return rec;
  }
  const std::string comma_s = rune_text(comma);
  const std::int64_t rec_line = num_line;
  std::int64_t pos_line = num_line, col = 1;
  std::string field;
  std::size_t i0 = 0;  // the unparsed part of line starts here
  while (true) {
    if (trim) {
      std::size_t i = i0;
      while (i < line.size()) {
        std::size_t k = i;
        std::int64_t r = csv_decode(line, k);
        if (!go_rune_is_space(r)) break;
        i = k;
      }
      if (i >= line.size()) {
        col -= static_cast<std::int64_t>(length_nl(line, i0));
        i = line.size();
      }
      col += static_cast<std::int64_t>(i - i0);
      i0 = i;
    }
    if (i0 >= line.size() || line[i0] != '"') {
      std::size_t c = line.find(comma_s, i0);
      std::string f = c != std::string::npos ? line.substr(i0, c - i0) : line.substr(i0, line.size() - i0 - length_nl(line, i0));
      if (!lazy)
        if (std::size_t j = f.find('"'); j != std::string::npos) {
          rec.fail(rec_line, num_line, col + static_cast<std::int64_t>(j), "go.csv.ErrBareQuote", "bare \" in non-quoted-field");
          break;
        }
      rec.fields.push_back(std::move(f));
      if (c != std::string::npos) {
        col += static_cast<std::int64_t>(c - i0 + comma_s.size());
        i0 = c + comma_s.size();
        continue;
      }
      break;
    }
    // a quoted field
    ++i0;
    ++col;
    field.clear();
    bool next_field = false, done = false;
    while (true) {
      std::size_t q = line.find('"', i0);
      if (q != std::string::npos) {
        field.append(line, i0, q - i0);
        col += static_cast<std::int64_t>(q - i0 + 1);
        i0 = q + 1;
        std::int64_t rn = i0 < line.size() ? first_rune(line, i0) : 0xFFFD;
        if (i0 < line.size() && rn == '"') {
          field.push_back('"');
          ++i0;
          ++col;
        } else if (i0 < line.size() && rn == comma) {
          i0 += comma_s.size();
          col += static_cast<std::int64_t>(comma_s.size());
          next_field = true;
          break;
        } else if (line.size() - i0 == length_nl(line, i0)) {
          done = true;
          break;
        } else if (lazy) {
          field.push_back('"');
        } else {
          rec.fail(rec_line, num_line, col - 1, "go.csv.ErrQuote", "extraneous or missing \" in quoted-field");
          done = true;
          break;
        }
      } else if (i0 < line.size()) {
        field.append(line, i0, std::string::npos);
        col += static_cast<std::int64_t>(line.size() - i0);
        i0 = 0;
        read_line(line);  // at the end: no line (Go clears errRead's EOF, so a lazy field ends, else ErrQuote)
        if (!line.empty()) {
          ++pos_line;
          col = 1;
        }
      } else {
        if (!lazy) {
          rec.fail(rec_line, pos_line, col, "go.csv.ErrQuote", "extraneous or missing \" in quoted-field");
          done = true;
          break;
        }
        done = true;
        break;
      }
    }
    if (!rec.err.empty()) break;
    rec.fields.push_back(field);
    if (next_field) continue;
    if (done) break;
  }
  save();
  if (rec.err.empty()) {
    std::int64_t fpr = csv_int(in, self, "FieldsPerRecord");
    if (fpr > 0 && static_cast<std::int64_t>(rec.fields.size()) != fpr) {
      rec.fail(rec_line, rec_line, 1, "go.csv.ErrFieldCount", "wrong number of fields");
      rec.err = "record on line " + std::to_string(rec_line) + ": wrong number of fields";  // ParseError's text for ErrFieldCount
    } else if (fpr == 0) {
      go_set_field(in, self, "FieldsPerRecord", Value::integer(static_cast<std::int64_t>(rec.fields.size())));
    }
  }
  return rec;
}
Value csv_strings(const std::vector<std::string>& fs) {
  std::vector<Value> out;
  out.reserve(fs.size());
  for (const auto& f : fs) out.push_back(make_str(f));
  return make_list(std::move(out));
}
Value csv_read(Vm& in, const Value& self, Args&) {
  CsvRecord rec = csv_read_record(in, self);
  if (in.raising()) return Value::none();
  if (rec.eof) return tup({go_nil_list(), sentinel(in, "go.io.EOF", "EOF")});
  if (!rec.err.empty() && rec.fields.empty()) return tup({go_nil_list(), csv_error_value(in, rec)});
  return tup({csv_strings(rec.fields), rec.err.empty() ? Value::none() : csv_error_value(in, rec)});
}
Value csv_read_all(Vm& in, const Value& self, Args&) {
  std::vector<Value> records;
  while (true) {
    CsvRecord rec = csv_read_record(in, self);
    if (in.raising()) return Value::none();
    if (rec.eof) break;
    if (!rec.err.empty()) return tup({go_nil_list(), csv_error_value(in, rec)});
    if (!in.charge_items(rec.fields.size() + 1)) return Value::none();
    records.push_back(csv_strings(rec.fields));
  }
  return tup({records.empty() ? go_nil_list() : make_list(std::move(records)), Value::none()});
}

Value csv_new_writer(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*csv.Writer");
  Value w = Value::object(inst);
  go_set_field(in, w, "Comma", Value::integer(','));
  go_set_field(in, w, "UseCRLF", Value::boolean(false));
  go_set_field(in, w, "__w", go_arg(a, 0));
  go_set_field(in, w, "__buf", make_str(""));
  return w;
}
/// bufio.Writer's Write into a 4096-byte buffer: full buffers go out as they fill.
void csv_buffered(Vm& in, const Value& self, std::string text) {
  constexpr std::size_t kSize = 4096;
  Value b = go_field(in, self, "__buf");
  std::string buf = b.is(Tag::Str) ? b.as<StrObj>()->s : std::string();
  std::string_view p(text);
  while (p.size() > kSize - buf.size()) {
    if (buf.empty()) {
      go_write(in, go_field(in, self, "__w"), std::string(p));
      p = {};
      break;
    }
    std::size_t n = kSize - buf.size();
    buf.append(p.substr(0, n));
    p.remove_prefix(n);
    go_write(in, go_field(in, self, "__w"), buf);
    buf.clear();
  }
  buf.append(p);
  go_set_field(in, self, "__buf", make_str(std::move(buf)));
}
bool csv_needs_quotes(const std::string& f, std::int64_t comma) {
  if (f.empty()) return false;
  if (f == "\\.") return true;
  if (f.find_first_of("\"\r\n") != std::string::npos || f.find(rune_text(comma)) != std::string::npos) return true;
  return go_rune_is_space(first_rune(f, 0));
}
std::string csv_line(Vm& in, const Value& self, const Value& record) {
  std::int64_t comma = csv_int(in, self, "Comma");
  bool crlf = csv_bool(in, self, "UseCRLF");
  std::string out;
  if (record.is(Tag::List)) {
    const auto& items = record.as<ListObj>()->items;
    for (std::size_t k = 0; k < items.size(); ++k) {
      if (k) out += rune_text(comma);
      std::string f = items[k].is(Tag::Str) ? items[k].as<StrObj>()->s : std::string();
      if (!csv_needs_quotes(f, comma)) {
        out += f;
        continue;
      }
      out += '"';
      for (char c : f) {
        if (c == '"') out += "\"\"";
        else if (c == '\r') {
          if (!crlf) out += '\r';
        } else if (c == '\n') out += crlf ? "\r\n" : "\n";
        else out += c;
      }
      out += '"';
    }
  }
  return out + (crlf ? "\r\n" : "\n");
}
Value csv_write(Vm& in, const Value& self, Args& a) {
  std::int64_t comma = csv_int(in, self, "Comma");
  if (comma == 0 || comma == '"' || comma == '\r' || comma == '\n' || comma == 0xFFFD)
    return go_error(in, "csv: invalid field or comment delimiter");
  csv_buffered(in, self, csv_line(in, self, go_arg(a, 0)));
  return Value::none();
}
Value csv_flush(Vm& in, const Value& self, Args&) {
  Value b = go_field(in, self, "__buf");
  if (b.is(Tag::Str) && !b.as<StrObj>()->s.empty()) {
    go_write(in, go_field(in, self, "__w"), b.as<StrObj>()->s);
    go_set_field(in, self, "__buf", make_str(""));
  }
  return Value::none();
}
Value csv_write_all(Vm& in, const Value& self, Args& a) {
  if (go_arg(a, 0).is(Tag::List))
    for (const Value& rec : go_arg(a, 0).as<ListObj>()->items) {
      Args one{rec};
      Value e = csv_write(in, self, one);
      if (!e.is_none() || in.raising()) return e;
    }
  Args none;
  return csv_flush(in, self, none);
}
Value csv_error(Vm&, const Value&, Args&) { return Value::none(); }

}  // namespace

Value go_csv_attr(Vm& in, const Value& obj, Name field) {
  const std::string& n = in.name(field);
  static const GoNative reader[] = {{"Read", csv_read}, {"ReadAll", csv_read_all}};
  static const GoNative writer[] = {{"Write", csv_write}, {"WriteAll", csv_write_all}, {"Flush", csv_flush}, {"Error", csv_error}};
  bool is_reader = obj.as<InstanceObj>()->klass()->name == "*csv.Reader";
  for (const auto& e : is_reader ? std::span<const GoNative>(reader) : std::span<const GoNative>(writer))
    if (n == e.name) return make_native(e.fn, e.name, obj);
  return Value::undef();
}

void go_utf8_add_members(Vm& in, const Value& pkg) {
  static const GoNative fns[] = {{"AppendRune", utf8_append_rune}, {"EncodeRune", utf8_encode_rune},
                                 {"FullRune", utf8_full_rune},     {"FullRuneInString", utf8_full_rune},
                                 {"RuneStart", utf8_rune_start}};
  if (!pkg.is(Tag::Instance)) return;
  for (const auto& f : fns) pkg.as<InstanceObj>()->fields.set(in.intern(f.name), make_native(f.fn, f.name));
}

Value go_encoding_global(Vm& in, std::string_view name) {
  if (name == "hex") {
    Value p = go_package(in, "hex",
                         {{"EncodeToString", hex_encode_to_string}, {"DecodeString", hex_decode_string},
                          {"Encode", hex_encode_into}, {"Decode", hex_decode_into}, {"AppendEncode", hex_append_encode},
                          {"AppendDecode", hex_append_decode}, {"EncodedLen", hex_encoded_len},
                          {"DecodedLen", hex_decoded_len}, {"Dump", hex_dump}});
    go_set_field(in, p, "ErrLength", sentinel(in, "go.hex.ErrLength", "encoding/hex: odd length hex string"));
    return p;
  }
  if (name == "csv") {
    Value p = go_package(in, "csv", {{"NewReader", csv_new_reader}, {"NewWriter", csv_new_writer}});
    go_set_field(in, p, "ErrBareQuote", sentinel(in, "go.csv.ErrBareQuote", "bare \" in non-quoted-field"));
    go_set_field(in, p, "ErrQuote", sentinel(in, "go.csv.ErrQuote", "extraneous or missing \" in quoted-field"));
    go_set_field(in, p, "ErrFieldCount", sentinel(in, "go.csv.ErrFieldCount", "wrong number of fields"));
    return p;
  }
  if (name == "binary") {
    Value p = go_package(in, "binary",
                         {{"PutUvarint", bin_put_uvarint}, {"PutVarint", bin_put_varint},
                          {"AppendUvarint", bin_append_uvarint}, {"AppendVarint", bin_append_varint},
                          {"Uvarint", bin_uvarint}, {"Varint", bin_varint}, {"ReadUvarint", bin_read_uvarint},
                          {"ReadVarint", bin_read_varint}, {"Write", bin_write},
                          {"Read", bin_read}, {"Size", bin_size}},
                         {{"MaxVarintLen16", 3}, {"MaxVarintLen32", 5}, {"MaxVarintLen64", 10}});
    go_set_field(in, p, "BigEndian", byte_order<true>(in));
    go_set_field(in, p, "LittleEndian", byte_order<false>(in));
    go_set_field(in, p, "NativeEndian", byte_order<false>(in));  // amd64 and arm64 are little endian
    return p;
  }
  return Value::undef();
}

}  // namespace reddragon::vm
