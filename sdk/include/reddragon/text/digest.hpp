// digest.hpp - message digests and checksums of byte strings (MD5, SHA-1,
// SHA-2, SHA-3, BLAKE2, CRC-32, Adler-32), shared by the language runtimes that expose
// them (Python's hashlib and zlib, Go's crypto/* and hash/*, node's crypto,
// Java's MessageDigest and java.util.zip). They are pure functions of their
// input, so a run computes them exactly; each runtime wraps them in its
// language's objects.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace reddragon::text {

/// The raw digest of data by algorithm: "md5", "sha1", "sha224", "sha256",
/// "sha384", "sha512", "sha3_224", "sha3_256", "sha3_384", "sha3_512",
/// "blake2b" or "blake2s" (lower case, as Python's hashlib names them; BLAKE2
/// at its full size, unkeyed). Empty for any other name.
std::string digest(std::string_view algorithm, std::string_view data);
/// BLAKE2b (big) or BLAKE2s: digest_size bytes (1..64 / 1..32), keyed and
/// salted/personalised when given. Empty when a size or length is out of range.
std::string blake2(bool big, std::string_view data, std::size_t digest_size, std::string_view key = {},
                   std::string_view salt = {}, std::string_view person = {});
/// SHAKE128 or SHAKE256 (bits 128 or 256): length bytes of output; empty for other bits.
std::string shake(int bits, std::string_view data, std::size_t length);
/// Its length in bytes and the block size it hashes in; 0 for an unknown algorithm.
std::size_t digest_size(std::string_view algorithm);
std::size_t digest_block_size(std::string_view algorithm);

/// CRC-32 with a reflected polynomial (0xedb88320 is IEEE's, as zlib and
/// Go's crc32.IEEE), continuing from crc as zlib.crc32(data, crc) does.
std::uint32_t crc32(std::string_view data, std::uint32_t crc = 0, std::uint32_t poly = 0xedb88320u);
/// Adler-32 (RFC 1950), continuing from adler (1 starts a new checksum).
std::uint32_t adler32(std::string_view data, std::uint32_t adler = 1);

/// Lower-case hex of raw bytes ("hexdigest").
std::string hex(std::string_view bytes);

}  // namespace reddragon::text
