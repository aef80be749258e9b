// go_checksum.cpp - encoding/base64 (the four standard encodings, NewEncoding,
// WithPadding, Strict) and the
// checksums of hash/crc32, hash/adler32 and hash/fnv, and the digests of
// crypto/md5, sha1, sha256 and sha512, and crypto/hmac over them (the SDK's
// reddragon/text/digest.hpp). A hash is a runtime
// object ("*crc32.digest" & co.) holding its running state in __sum; its
// methods are bound natives (go_checksum_attr). A []byte is a list of ints.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "go_runtime.hpp"
#include "reddragon/text/digest.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;

std::string bytes_of(const Value& v) {
  if (v.is(Tag::Str)) return v.as<StrObj>()->s;
  std::string out;
  if (v.is(Tag::List))
    for (const auto& b : v.as<ListObj>()->items) out.push_back(static_cast<char>(b.is_int() ? b.i() : 0));
  return out;
}
Value byte_list(const std::string& s, const Value& prefix = Value::none()) {
  std::vector<Value> out;
  if (prefix.is(Tag::List)) out = prefix.as<ListObj>()->items;
  for (unsigned char c : s) out.push_back(Value::integer(c));
  return make_list(std::move(out));
}
Value tup(std::vector<Value> v) { return make_list(std::move(v), Tag::Tuple); }

// --- encoding/base64 --------------------------------------------------------------------
// An *base64.Encoding is a runtime object holding its alphabet (__alpha, 64
// bytes), padding (__pad: a byte, or -1 for NoPadding) and __strict; the four
// standard encodings and NewEncoding's are alike. Methods are bound natives
// (go_checksum_attr) that read the three fields once per call.
constexpr char kStdAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr char kUrlAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

struct B64 {
  std::string alpha;
  std::array<int, 256> dmap{};
  std::int64_t pad = '=';
  bool strict = false;

  static B64 of(Vm& in, const Value& self) {
    B64 e;
    Value a = go_field(in, self, "__alpha");
    e.alpha = a.is(Tag::Str) ? a.as<StrObj>()->s : kStdAlphabet;
    Value p = go_field(in, self, "__pad");
    e.pad = p.is_int() ? p.i() : '=';
    Value st = go_field(in, self, "__strict");
    e.strict = st.is(Tag::Bool) && st.b();
    e.dmap.fill(-1);
    for (std::size_t k = 0; k < e.alpha.size() && k < 64; ++k) e.dmap[static_cast<unsigned char>(e.alpha[k])] = static_cast<int>(k);
    return e;
  }
  std::string encode(const std::string& s) const {
    std::string out;
    out.reserve((s.size() + 2) / 3 * 4);
    auto sym = [&](unsigned v) { return alpha[v & 63]; };
    std::size_t i = 0;
    for (; i + 3 <= s.size(); i += 3) {
      unsigned v = static_cast<unsigned char>(s[i]) << 16 | static_cast<unsigned char>(s[i + 1]) << 8 |
                   static_cast<unsigned char>(s[i + 2]);
      for (int k = 3; k >= 0; --k) out.push_back(sym(v >> (6 * k)));
    }
    std::size_t rest = s.size() - i;
    if (rest > 0) {
      unsigned v = static_cast<unsigned char>(s[i]) << 16;
      if (rest == 2) v |= static_cast<unsigned char>(s[i + 1]) << 8;
      out.push_back(sym(v >> 18));
      out.push_back(sym(v >> 12));
      if (rest == 2) out.push_back(sym(v >> 6));
      if (pad >= 0) out.append(rest == 2 ? 1 : 2, static_cast<char>(pad));  // a padding above 0x7f is that byte
    }
    return out;
  }
  /// Go's decodeQuantum, four symbols at a time: newlines are skipped;
  /// err_at is the input offset Go's CorruptInputError names, -1 when all
  /// is well. A bad quantum writes nothing, except one followed by trailing
  /// garbage after its padding; Strict() also refuses nonzero trailing bits.
  std::string decode(const std::string& s, std::int64_t& err_at) const {
    std::string out;
    err_at = -1;
    const std::size_t n = s.size();
    std::size_t si = 0;
    auto skip_newlines = [&] {
      while (si < n && (s[si] == '\n' || s[si] == '\r')) ++si;
    };
    for (;;) {
      unsigned dbuf[4] = {0, 0, 0, 0};
      std::size_t dlen = 4;
      bool end = false;
      std::int64_t garbage = -1;
      for (std::size_t j = 0; j < 4;) {
        if (si == n) {
          if (j == 0) return out;
          if (j == 1 || pad >= 0) {
            err_at = static_cast<std::int64_t>(si - j);
            return out;
          }
          dlen = j;
          end = true;
          break;
        }
        unsigned char c = static_cast<unsigned char>(s[si++]);
        if (int v = dmap[c]; v >= 0) {
          dbuf[j++] = static_cast<unsigned>(v);
          continue;
        }
        if (c == '\n' || c == '\r') continue;
        if (static_cast<std::int64_t>(c) != pad || j < 2) {  // an illegal byte, or padding too early
          err_at = static_cast<std::int64_t>(si - 1);
          return out;
        }
        if (j == 2) {  // two padding symbols expected: the first is consumed
          skip_newlines();
          if (si == n) {
            err_at = static_cast<std::int64_t>(n);
            return out;
          }
          if (static_cast<std::int64_t>(static_cast<unsigned char>(s[si])) != pad) {
            err_at = static_cast<std::int64_t>(si - 1);
            return out;
          }
          ++si;
        }
        skip_newlines();
        if (si < n) garbage = static_cast<std::int64_t>(si);
        dlen = j;
        end = true;
        break;
      }
      unsigned v = dbuf[0] << 18 | dbuf[1] << 12 | dbuf[2] << 6 | dbuf[3];
      const char bytes3[3] = {static_cast<char>(v >> 16), static_cast<char>(v >> 8), static_cast<char>(v)};
      if (strict && dlen == 3 && (v & 0xff) != 0) {
        err_at = static_cast<std::int64_t>(si - 1);
        return out;
      }
      if (strict && dlen == 2 && (v & 0xffff) != 0) {
        err_at = static_cast<std::int64_t>(si - 2);
        return out;
      }
      out.append(bytes3, dlen - 1);
      if (garbage >= 0) err_at = garbage;
      if (end) return out;
    }
  }
  std::int64_t enc_len(std::int64_t n) const { return pad >= 0 ? (n + 2) / 3 * 4 : (n * 8 + 5) / 6; }
  std::int64_t dec_len(std::int64_t n) const { return pad >= 0 ? n / 4 * 3 : n * 6 / 8; }
};

Value b64_error(Vm& in, std::int64_t at) { return go_error(in, "illegal base64 data at input byte " + std::to_string(at)); }

/// The encoding's work is linear in its input: it pays for the bytes.
Value b64_encode_to_string(Vm& in, const Value& self, Args& a) {
  std::string src = bytes_of(go_arg(a, 0));
  if (!in.charge_bytes(src.size())) return Value::none();
  return make_str(B64::of(in, self).encode(src));
}
Value b64_decode_string(Vm& in, const Value& self, Args& a) {
  std::string src = bytes_of(go_arg(a, 0));
  if (!in.charge_bytes(src.size())) return Value::none();
  std::int64_t at;
  std::string out = B64::of(in, self).decode(src, at);
  return tup({byte_list(out), at < 0 ? Value::none() : b64_error(in, at)});
}
Value b64_append_encode(Vm& in, const Value& self, Args& a) {
  std::string src = bytes_of(go_arg(a, 1));
  if (!in.charge_bytes(src.size())) return Value::none();
  return byte_list(B64::of(in, self).encode(src), go_arg(a, 0));
}
Value b64_append_decode(Vm& in, const Value& self, Args& a) {
  std::string src = bytes_of(go_arg(a, 1));
  if (!in.charge_bytes(src.size())) return Value::none();
  std::int64_t at;
  std::string out = B64::of(in, self).decode(src, at);
  return tup({byte_list(out, go_arg(a, 0)), at < 0 ? Value::none() : b64_error(in, at)});
}
/// Encode(dst, src) / Decode(dst, src): into the caller's slice.
bool b64_store(Vm& in, const Value& dst, const std::string& s) {
  if (!dst.is(Tag::List)) return false;
  auto& items = dst.as<ListObj>()->items;
  if (items.size() < s.size()) {
    in.raise("GoRuntimeError", "runtime error: index out of range [" + std::to_string(items.size()) + "] with length " +
                                   std::to_string(items.size()));
    return false;
  }
  for (std::size_t k = 0; k < s.size(); ++k) items[k] = Value::integer(static_cast<unsigned char>(s[k]));
  go_shared_wrote(in, dst, 0, s.size());
  return true;
}
Value b64_encode_into(Vm& in, const Value& self, Args& a) {
  std::string src = bytes_of(go_arg(a, 1));
  if (!in.charge_bytes(src.size())) return Value::none();
  b64_store(in, go_arg(a, 0), B64::of(in, self).encode(src));
  return Value::none();
}
Value b64_decode_into(Vm& in, const Value& self, Args& a) {
  std::string src = bytes_of(go_arg(a, 1));
  if (!in.charge_bytes(src.size())) return Value::none();
  std::int64_t at;
  std::string out = B64::of(in, self).decode(src, at);
  b64_store(in, go_arg(a, 0), out);
  return tup({Value::integer(static_cast<std::int64_t>(out.size())), at < 0 ? Value::none() : b64_error(in, at)});
}
Value b64_encoded_len(Vm& in, const Value& self, Args& a) {
  return Value::integer(B64::of(in, self).enc_len(go_arg(a, 0).is_int() ? go_arg(a, 0).i() : 0));
}
Value b64_decoded_len(Vm& in, const Value& self, Args& a) {
  return Value::integer(B64::of(in, self).dec_len(go_arg(a, 0).is_int() ? go_arg(a, 0).i() : 0));
}

Value b64_make(Vm& in, std::string alpha, std::int64_t pad, bool strict) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*base64.Encoding");
  Value e = Value::object(inst);
  inst->fields.set(in.intern("__alpha"), make_str(std::move(alpha)));
  inst->fields.set(in.intern("__pad"), Value::integer(pad));
  inst->fields.set(in.intern("__strict"), Value::boolean(strict));
  return e;
}
/// base64.NewEncoding(alphabet): 64 distinct bytes, no newline (Go's panics otherwise), padded with '='.
Value b64_new_encoding(Vm& in, const Value&, Args& a) {
  const Value& v = go_arg(a, 0);
  std::string alpha = v.is(Tag::Str) ? v.as<StrObj>()->s : std::string();
  if (alpha.size() != 64) {
    go_panic_value(in, make_str("encoding alphabet is not 64-bytes long"));
    return Value::none();
  }
  std::array<bool, 256> seen{};
  for (unsigned char c : alpha) {
    if (c == '\n' || c == '\r') {
      go_panic_value(in, make_str("encoding alphabet contains newline character"));
      return Value::none();
    }
    if (seen[c]) {
      go_panic_value(in, make_str("encoding alphabet includes duplicate symbols"));
      return Value::none();
    }
    seen[c] = true;
  }
  return b64_make(in, std::move(alpha), '=', false);
}
/// enc.WithPadding(r): a copy padded with r (NoPadding: none); Go panics on
/// a newline, a rune past 0xff or one of the alphabet's symbols.
Value b64_with_padding(Vm& in, const Value& self, Args& a) {
  B64 e = B64::of(in, self);
  std::int64_t r = go_arg(a, 0).is_int() ? go_arg(a, 0).i() : -1;
  if (r < -1 || r == '\r' || r == '\n' || r > 0xff) {
    go_panic_value(in, make_str("invalid padding"));
    return Value::none();
  }
  if (r != -1 && e.dmap[static_cast<unsigned char>(r)] >= 0) {
    go_panic_value(in, make_str("padding contained in alphabet"));
    return Value::none();
  }
  return b64_make(in, e.alpha, r, e.strict);
}
Value b64_strict(Vm& in, const Value& self, Args&) {
  B64 e = B64::of(in, self);
  return b64_make(in, e.alpha, e.pad, true);
}

Value b64_attr(const Value& obj, const std::string& n) {
  static const std::pair<const char*, NativeFn> methods[] = {
      {"EncodeToString", b64_encode_to_string}, {"DecodeString", b64_decode_string}, {"Encode", b64_encode_into},
      {"Decode", b64_decode_into},              {"AppendEncode", b64_append_encode}, {"AppendDecode", b64_append_decode},
      {"EncodedLen", b64_encoded_len},          {"DecodedLen", b64_decoded_len},     {"WithPadding", b64_with_padding},
      {"Strict", b64_strict}};
  for (const auto& [name, fn] : methods)
    if (n == name) return make_native(fn, name, obj);
  return Value::undef();
}

// base64.NewEncoder(enc, w): Write encodes each whole 3-byte group to w at
// once (the rest waits in __buf), Close writes the final padded quantum.
Value b64_new_encoder(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*base64.encoder");
  Value e = Value::object(inst);
  inst->fields.set(in.intern("__enc"), go_arg(a, 0));
  inst->fields.set(in.intern("__w"), go_arg(a, 1));
  inst->fields.set(in.intern("__buf"), make_str(""));
  inst->fields.set(in.intern("__closed"), Value::boolean(false));
  return e;
}
Value b64_enc_write(Vm& in, const Value& self, Args& a) {
  const std::string p = bytes_of(go_arg(a, 0));
  if (!in.charge_bytes(p.size())) return Value::none();
  const Value closed = go_field(in, self, "__closed");
  if (closed.is(Tag::Bool) && closed.b()) return tup({Value::integer(0), go_error(in, "base64: write to closed encoder")});
  Value buf = go_field(in, self, "__buf");
  std::string pending = (buf.is(Tag::Str) ? buf.as<StrObj>()->s : std::string()) + p;
  const std::size_t whole = pending.size() / 3 * 3;
  if (whole) go_write(in, go_field(in, self, "__w"), B64::of(in, go_field(in, self, "__enc")).encode(pending.substr(0, whole)));
  go_set_field(in, self, "__buf", make_str(pending.substr(whole)));
  return tup({Value::integer(static_cast<std::int64_t>(p.size())), Value::none()});
}
Value b64_enc_close(Vm& in, const Value& self, Args&) {
  const Value closed = go_field(in, self, "__closed");
  if (closed.is(Tag::Bool) && closed.b()) return Value::none();
  go_set_field(in, self, "__closed", Value::boolean(true));
  Value buf = go_field(in, self, "__buf");
  if (buf.is(Tag::Str) && !buf.as<StrObj>()->s.empty())
    go_write(in, go_field(in, self, "__w"), B64::of(in, go_field(in, self, "__enc")).encode(buf.as<StrObj>()->s));
  go_set_field(in, self, "__buf", make_str(""));
  return Value::none();
}
// base64.NewDecoder(enc, r): a reader over r's decoded text (r is read to its
// end at once, newlines skipped as Go's decoder skips them); a corrupt input
// gives the bytes before it, then its error (__err) instead of io.EOF.
Value b64_new_decoder(Vm& in, const Value&, Args& a) {
  std::string src = go_reader_drain(in, go_arg(a, 1));
  if (in.raising() || !in.charge_bytes(src.size())) return Value::none();
  std::int64_t at;
  std::string out = B64::of(in, go_arg(a, 0)).decode(src, at);
  Args ra{byte_list(out)};
  Value r = go_io_constructor("bytes.NewReader")(in, Value::none(), ra);
  if (at >= 0) go_set_field(in, r, "__err", b64_error(in, at));
  go_set_field(in, r, "__quanta", Value::integer(0));  // Read gives whole quanta (go_io.cpp)
  return r;
}

// --- hash/crc32, hash/adler32, hash/fnv -------------------------------------------------
constexpr std::uint32_t kIEEE = 0xedb88320, kCastagnoli = 0x82f63b78, kKoopman = 0xeb31d82e;
std::uint32_t crc_update(std::uint32_t crc, std::uint32_t poly, const std::string& p) { return ::reddragon::text::crc32(p, crc, poly); }
std::uint32_t adler_update(std::uint32_t d, const std::string& p) { return ::reddragon::text::adler32(p, d); }
std::uint64_t fnv_update(std::uint64_t h, int bits, bool a, const std::string& p) {
  const std::uint64_t prime = bits == 32 ? 16777619ULL : 1099511628211ULL;
  for (unsigned char c : p) {
    if (a) h ^= c;
    h *= prime;
    if (bits == 32) h &= 0xffffffffULL;
    if (!a) h ^= c;
  }
  return h;
}

/// A table is its polynomial (MakeTable's result, crc32.IEEETable).
std::uint32_t poly_of(const Value& v) {
  return v.is_int() ? static_cast<std::uint32_t>(v.i()) : kIEEE;
}
Value crc_checksum(Vm&, const Value&, Args& a) {
  return Value::integer(crc_update(0, poly_of(go_arg(a, 1)), bytes_of(go_arg(a, 0))));
}
Value crc_checksum_ieee(Vm&, const Value&, Args& a) { return Value::integer(crc_update(0, kIEEE, bytes_of(go_arg(a, 0)))); }
Value crc_update_fn(Vm&, const Value&, Args& a) {
  std::uint32_t c = go_arg(a, 0).is_int() ? static_cast<std::uint32_t>(go_arg(a, 0).i()) : 0;
  return Value::integer(crc_update(c, poly_of(go_arg(a, 1)), bytes_of(go_arg(a, 2))));
}
Value crc_make_table(Vm&, const Value&, Args& a) { return Value::integer(poly_of(go_arg(a, 0))); }
Value adler_checksum(Vm&, const Value&, Args& a) { return Value::integer(adler_update(1, bytes_of(go_arg(a, 0)))); }

// A digest: kind (crc32 / adler32 / fnv32 / fnv32a / fnv64 / fnv64a), its parameter and running sum.
Value digest(Vm& in, const char* cls, std::int64_t param, std::uint64_t init) {
  auto* inst = new InstanceObj();
  inst->cls = new_class(cls);
  Value d = Value::object(inst);
  inst->fields.set(in.intern("__param"), Value::integer(param));
  inst->fields.set(in.intern("__init"), Value::integer(static_cast<std::int64_t>(init)));
  inst->fields.set(in.intern("__sum"), Value::integer(static_cast<std::int64_t>(init)));
  return d;
}
Value crc_new(Vm& in, const Value&, Args& a) { return digest(in, "*crc32.digest", poly_of(go_arg(a, 0)), 0); }
Value crc_new_ieee(Vm& in, const Value&, Args&) { return digest(in, "*crc32.digest", kIEEE, 0); }
Value adler_new(Vm& in, const Value&, Args&) { return digest(in, "*adler32.digest", 0, 1); }
constexpr std::uint64_t kOff32 = 2166136261ULL, kOff64 = 14695981039346656037ULL;
Value fnv32(Vm& in, const Value&, Args&) { return digest(in, "*fnv.sum32", 0, kOff32); }
Value fnv32a(Vm& in, const Value&, Args&) { return digest(in, "*fnv.sum32a", 0, kOff32); }
Value fnv64(Vm& in, const Value&, Args&) { return digest(in, "*fnv.sum64", 0, kOff64); }
Value fnv64a(Vm& in, const Value&, Args&) { return digest(in, "*fnv.sum64a", 0, kOff64); }
constexpr char kMd5[] = "md5", kSha1[] = "sha1", kSha224[] = "sha224", kSha256[] = "sha256", kSha384[] = "sha384",
               kSha512[] = "sha512";
/// The static name for an algorithm read back from a digest.
const char* kind_algo_name(const std::string& a) {
  for (const char* k : {kMd5, kSha1, kSha224, kSha256, kSha384, kSha512})
    if (a == k) return k;
  return kSha256;
}
// crypto/*: the bytes written so far (__data) and the SDK's algorithm name (__algo), digested on Sum
Value crypto_digest(Vm& in, const char* cls, const char* algo) {
  Value d = digest(in, cls, 0, 0);
  go_set_field(in, d, "__algo", make_str(algo));
  go_set_field(in, d, "__data", make_str(""));
  return d;
}
bool is_crypto(Vm& in, const Value& d) { return d.as<InstanceObj>()->fields.find(in.intern("__algo")) != nullptr; }
bool is_hmac(Vm& in, const Value& d) { return d.as<InstanceObj>()->fields.find(in.intern("__key")) != nullptr; }
std::string algo_of(Vm& in, const Value& d) {
  Value v = go_field(in, d, "__algo");
  return v.is(Tag::Str) ? v.as<StrObj>()->s : std::string();
}
template <const char* Cls, const char* Algo>
Value crypto_new(Vm& in, const Value&, Args&) { return crypto_digest(in, Cls, Algo); }
/// hmac.New(h, key): h's digest (a crypto/* constructor) keyed as RFC 2104; __key the padded key.
Value hmac_new(Vm& in, const Value&, Args& a) {
  Args none;
  Value inner = in.call_sync(go_arg(a, 0), none);
  if (in.raising()) return Value::none();
  if (!inner.is(Tag::Instance) || !is_crypto(in, inner)) {
    Value leaf = in.fresh_symbolic("hmac.New");  // a hash this runtime does not implement
    return leaf;
  }
  std::string algo = algo_of(in, inner);
  std::string key = bytes_of(go_arg(a, 1));
  std::size_t block = ::reddragon::text::digest_block_size(algo);
  if (key.size() > block) key = ::reddragon::text::digest(algo, key);
  key.resize(block, '\0');
  Value d = crypto_digest(in, "*hmac.HMAC", kind_algo_name(algo));
  go_set_field(in, d, "__key", make_str(key));
  return d;
}
Value hmac_equal(Vm&, const Value&, Args& a) { return Value::boolean(bytes_of(go_arg(a, 0)) == bytes_of(go_arg(a, 1))); }
template <const char* Algo>
Value crypto_sum(Vm&, const Value&, Args& a) { return byte_list(::reddragon::text::digest(Algo, bytes_of(go_arg(a, 0)))); }

// %T's names (Go 1.26): the SHA-2 digests are exported from crypto/internal/fips140
constexpr char kMd5T[] = "*md5.digest", kSha1T[] = "*sha1.digest", kSha256T[] = "*sha256.Digest", kSha512T[] = "*sha512.Digest";

std::uint64_t field_u(Vm& in, const Value& d, const char* f) {
  Value v = go_field(in, d, f);
  return v.is_int() ? static_cast<std::uint64_t>(v.i()) : 0;
}
const std::string& kind(const Value& d) { return d.as<InstanceObj>()->klass()->name; }
int width(const Value& d) { return kind(d).find("64") != std::string::npos ? 8 : 4; }

Value h_write(Vm& in, const Value& self, Args& a) {
  std::string p = bytes_of(go_arg(a, 0));
  if (is_crypto(in, self)) {
    if (!in.charge_bytes(p.size())) return Value::none();
    Value* data = self.as<InstanceObj>()->fields.find(in.intern("__data"));
    if (data && data->is(Tag::Str)) data->as<StrObj>()->s += p;
    return tup({Value::integer(static_cast<std::int64_t>(p.size())), Value::none()});
  }
  std::uint64_t s = field_u(in, self, "__sum");
  const std::string& k = kind(self);
  if (k == "*crc32.digest") s = crc_update(static_cast<std::uint32_t>(s), static_cast<std::uint32_t>(field_u(in, self, "__param")), p);
  else if (k == "*adler32.digest") s = adler_update(static_cast<std::uint32_t>(s), p);
  else s = fnv_update(s, width(self) * 8, k.back() == 'a', p);
  go_set_field(in, self, "__sum", Value::integer(static_cast<std::int64_t>(s)));
  return tup({Value::integer(static_cast<std::int64_t>(p.size())), Value::none()});
}
Value h_sum_n(Vm& in, const Value& self, Args&) { return Value::integer(static_cast<std::int64_t>(field_u(in, self, "__sum"))); }
/// Sum(b): b with the digest appended, big-endian.
Value h_sum(Vm& in, const Value& self, Args& a) {
  if (is_crypto(in, self)) {
    Value data = go_field(in, self, "__data");
    std::string msg = data.is(Tag::Str) ? data.as<StrObj>()->s : std::string();
    std::string algo = algo_of(in, self);
    if (is_hmac(in, self)) {  // H((K ^ opad) || H((K ^ ipad) || m))
      Value kv = go_field(in, self, "__key");
      std::string ki = kv.is(Tag::Str) ? kv.as<StrObj>()->s : std::string(), ko = ki;
      for (auto& c : ki) c = static_cast<char>(c ^ 0x36);
      for (auto& c : ko) c = static_cast<char>(c ^ 0x5c);
      return byte_list(::reddragon::text::digest(algo, ko + ::reddragon::text::digest(algo, ki + msg)), go_arg(a, 0));
    }
    return byte_list(::reddragon::text::digest(algo, msg), go_arg(a, 0));
  }
  std::uint64_t s = field_u(in, self, "__sum");
  int w = width(self);
  std::string out;
  for (int k = w - 1; k >= 0; --k) out.push_back(static_cast<char>(s >> (8 * k)));
  return byte_list(out, go_arg(a, 0));
}
Value h_reset(Vm& in, const Value& self, Args&) {
  if (is_crypto(in, self)) go_set_field(in, self, "__data", make_str(""));
  go_set_field(in, self, "__sum", go_field(in, self, "__init"));
  return Value::none();
}
Value h_size(Vm& in, const Value& self, Args&) {
  if (is_crypto(in, self)) return Value::integer(static_cast<std::int64_t>(::reddragon::text::digest_size(algo_of(in, self))));
  return Value::integer(width(self));
}
Value h_block(Vm& in, const Value& self, Args&) {
  if (is_crypto(in, self)) return Value::integer(static_cast<std::int64_t>(::reddragon::text::digest_block_size(algo_of(in, self))));
  return Value::integer(kind(self).starts_with("*adler") ? 4 : 1);
}

}  // namespace

Value go_checksum_global(Vm& in, std::string_view name) {
  if (name == "base64") {
    Value p = go_package(in, "base64", {{"NewEncoding", b64_new_encoding}, {"NewEncoder", b64_new_encoder}, {"NewDecoder", b64_new_decoder}},
                         {{"StdPadding", '='}, {"NoPadding", -1}});
    go_set_field(in, p, "StdEncoding", b64_make(in, kStdAlphabet, '=', false));
    go_set_field(in, p, "URLEncoding", b64_make(in, kUrlAlphabet, '=', false));
    go_set_field(in, p, "RawStdEncoding", b64_make(in, kStdAlphabet, -1, false));
    go_set_field(in, p, "RawURLEncoding", b64_make(in, kUrlAlphabet, -1, false));
    return p;
  }
  if (name == "crc32") {
    Value p = go_package(in, "crc32",
                         {{"Checksum", crc_checksum}, {"ChecksumIEEE", crc_checksum_ieee}, {"Update", crc_update_fn},
                          {"MakeTable", crc_make_table}, {"New", crc_new}, {"NewIEEE", crc_new_ieee}},
                         {{"IEEE", kIEEE}, {"Castagnoli", kCastagnoli}, {"Koopman", kKoopman}, {"Size", 4}});
    go_set_field(in, p, "IEEETable", Value::integer(kIEEE));
    return p;
  }
  if (name == "adler32") return go_package(in, "adler32", {{"Checksum", adler_checksum}, {"New", adler_new}}, {{"Size", 4}});
  if (name == "fnv")
    return go_package(in, "fnv", {{"New32", fnv32}, {"New32a", fnv32a}, {"New64", fnv64}, {"New64a", fnv64a}});
  if (name == "hmac") return go_package(in, "hmac", {{"New", hmac_new}, {"Equal", hmac_equal}});
  if (name == "md5")
    return go_package(in, "md5", {{"Sum", crypto_sum<kMd5>}, {"New", crypto_new<kMd5T, kMd5>}}, {{"Size", 16}, {"BlockSize", 64}});
  if (name == "sha1")
    return go_package(in, "sha1", {{"Sum", crypto_sum<kSha1>}, {"New", crypto_new<kSha1T, kSha1>}}, {{"Size", 20}, {"BlockSize", 64}});
  if (name == "sha256")
    return go_package(in, "sha256",
                      {{"Sum256", crypto_sum<kSha256>}, {"Sum224", crypto_sum<kSha224>},
                       {"New", crypto_new<kSha256T, kSha256>}, {"New224", crypto_new<kSha256T, kSha224>}},
                      {{"Size", 32}, {"Size224", 28}, {"BlockSize", 64}});
  if (name == "sha512")
    return go_package(in, "sha512",
                      {{"Sum512", crypto_sum<kSha512>}, {"Sum384", crypto_sum<kSha384>},
                       {"New", crypto_new<kSha512T, kSha512>}, {"New384", crypto_new<kSha512T, kSha384>}},
                      {{"Size", 64}, {"Size384", 48}, {"BlockSize", 128}});
  return Value::undef();
}

Value go_checksum_attr(Vm& in, const Value& obj, Name field) {
  const std::string& n = in.name(field);
  if (obj.as<InstanceObj>()->klass()->name == "*base64.Encoding") return b64_attr(obj, n);
  if (obj.as<InstanceObj>()->klass()->name == "*base64.encoder") {
    if (n == "Write") return make_native(b64_enc_write, "Write", obj);
    if (n == "Close") return make_native(b64_enc_close, "Close", obj);
    return Value::undef();
  }
  if (n == "Write") return make_native(h_write, "Write", obj);
  if (n == "Sum32" || n == "Sum64") return make_native(h_sum_n, "Sum", obj);
  if (n == "Sum") return make_native(h_sum, "Sum", obj);
  if (n == "Reset") return make_native(h_reset, "Reset", obj);
  if (n == "Size") return make_native(h_size, "Size", obj);
  if (n == "BlockSize") return make_native(h_block, "BlockSize", obj);
  return Value::undef();
}

}  // namespace reddragon::vm
