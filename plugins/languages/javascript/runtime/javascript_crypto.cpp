// javascript_crypto.cpp - the native half of node's crypto module (the
// prelude in node_core_modules.cpp): digests of an array of byte numbers by
// the SDK's shared implementations (reddragon/text/digest.hpp).
#include <string>
#include <vector>

#include "javascript_crypto.hpp"
#include "javascript_shared.hpp"
#include "reddragon/text/digest.hpp"

namespace reddragon::vm::js {

namespace {
/// node's (already lower-cased) name to the SDK's: sha3-256 -> sha3_256, blake2b512 -> blake2b.
std::string sdk_name(std::string a) {
  if (a.starts_with("sha3-")) a[4] = '_';
  if (a == "blake2b512") return "blake2b";
  if (a == "blake2s256") return "blake2s";
  return a;
}
}  // namespace

// __js_digest('size' | 'block', alg) -> number, or undefined when not implemented;
// __js_digest('digest', alg, bytes[, outputLength]) -> array of byte numbers.
Value js_digest(Vm&, const Value&, std::vector<Value>& a) {
  if (a.size() < 2 || !a[0].is(Tag::Str) || !a[1].is(Tag::Str)) return Value::none();
  const std::string& op = a[0].as<StrObj>()->s;
  std::string name = a[1].as<StrObj>()->s;
  const bool shake = name == "shake128" || name == "shake256";
  const std::string alg = sdk_name(name);
  if (op == "size" || op == "block") {
    if (shake) return Value::integer(op == "size" ? (name == "shake128" ? 16 : 32) : (name == "shake128" ? 168 : 136));
    std::size_t n = op == "size" ? ::reddragon::text::digest_size(alg) : ::reddragon::text::digest_block_size(alg);
    return n ? Value::integer(static_cast<std::int64_t>(n)) : Value::none();
  }
  if (op != "digest" || a.size() < 3 || !a[2].is(Tag::List)) return Value::none();
  std::string data;
  for (const auto& b : a[2].as<ListObj>()->items) data.push_back(static_cast<char>(b.is_int() ? b.i() : b.is(Tag::Float) ? static_cast<std::int64_t>(b.d()) : 0));
  std::string d;
  if (shake) {
    std::int64_t len = a.size() > 3 && a[3].is_int() ? a[3].i() : a.size() > 3 && a[3].is(Tag::Float) ? static_cast<std::int64_t>(a[3].d()) : (name == "shake128" ? 16 : 32);
    d = ::reddragon::text::shake(name == "shake128" ? 128 : 256, data, static_cast<std::size_t>(std::max<std::int64_t>(len, 0)));
  } else {
    d = ::reddragon::text::digest(alg, data);
  }
  std::vector<Value> out;
  out.reserve(d.size());
  for (unsigned char c : d) out.push_back(Value::integer(c));
  return make_list(std::move(out));
}

}  // namespace reddragon::vm::js
