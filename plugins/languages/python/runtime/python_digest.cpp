// python_digest.cpp - the native half of lib/hashlib.py, lib/zlib.py and
// lib/binascii.py: digests and checksums of a bytes value's ints, computed
// by the SDK's shared implementations (reddragon/text/digest.hpp).
#include <string>

#include "python_runtime.hpp"
#include "reddragon/text/digest.hpp"

namespace reddragon::vm::py {

namespace {
/// A list of ints 0..255 (a bytes value's _v) as raw bytes; false if it is not one.
bool raw_bytes(const Value& v, std::string& out) {
  if (!v.is(Tag::List)) return false;
  const auto& items = v.as<ListObj>()->items;
  out.reserve(items.size());
  for (const auto& b : items) {
    if (!b.is_int()) return false;
    out.push_back(static_cast<char>(b.i()));
  }
  return true;
}
/// Raw bytes back as a list of ints (a bytes value's _v).
Value int_list(const std::string& d) {
  std::vector<Value> ints;
  ints.reserve(d.size());
  for (unsigned char c : d) ints.push_back(Value::integer(c));
  return make_list(std::move(ints));
}
}  // namespace

// __py_digest(op, name_or_start, ints): op "digest" gives the digest's ints,
// "size" / "block" its lengths (None for an algorithm not implemented),
// "crc32" / "adler32" the checksum continuing from the int start;
// __py_digest("shake", bits, ints, length) SHAKE128/256's output.
Value digest_call(Vm&, std::span<const Value> args) {
  if (args.size() < 2 || !args[0].is(Tag::Str)) return Value::none();
  const std::string& op = args[0].as<StrObj>()->s;
  if (op == "size" || op == "block") {
    if (!args[1].is(Tag::Str)) return Value::none();
    std::size_t n = op == "size" ? ::reddragon::text::digest_size(args[1].as<StrObj>()->s) : ::reddragon::text::digest_block_size(args[1].as<StrObj>()->s);
    return n ? Value::integer(static_cast<std::int64_t>(n)) : Value::none();
  }
  std::string data;
  if (op == "blake2") {  // __py_digest("blake2", big, ints, size, key, salt, person)
    std::string key, salt, person;
    if (args.size() != 7 || !args[3].is_int() || !raw_bytes(args[2], data) || !raw_bytes(args[4], key) ||
        !raw_bytes(args[5], salt) || !raw_bytes(args[6], person))
      return Value::none();
    return int_list(::reddragon::text::blake2((args[1].is(Tag::Bool) || args[1].is_int()) && args[1].i() != 0, data,
                                              static_cast<std::size_t>(args[3].i()), key, salt, person));
  }
  if (op == "shake") {  // __py_digest("shake", bits, ints, length)
    if (args.size() != 4 || !args[1].is_int() || !args[3].is_int() || args[3].i() < 0 || !raw_bytes(args[2], data))
      return Value::none();
    return int_list(::reddragon::text::shake(static_cast<int>(args[1].i()), data, static_cast<std::size_t>(args[3].i())));
  }
  if (args.size() != 3 || !raw_bytes(args[2], data)) return Value::none();
  if (op == "crc32" || op == "adler32") {
    auto start = static_cast<std::uint32_t>(args[1].is_int() ? args[1].i() : op == "crc32" ? 0 : 1);
    return Value::integer(op == "crc32" ? ::reddragon::text::crc32(data, start) : ::reddragon::text::adler32(data, start));
  }
  if (op != "digest" || !args[1].is(Tag::Str)) return Value::none();
  std::string d = ::reddragon::text::digest(args[1].as<StrObj>()->s, data);
  return d.empty() ? Value::none() : int_list(d);
}

}  // namespace reddragon::vm::py
