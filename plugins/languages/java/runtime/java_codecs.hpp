// java_codecs.hpp - the byte codecs of java.util.Base64, java.util.zip.CRC32/Adler32,
// java.security.MessageDigest and java.net.URLEncoder/URLDecoder, over plain bytes: java_runtime.cpp wraps them as the
// library classes (signed byte arrays, exceptions).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace reddragon::vm::java {

/// Base64.Encoder: the basic or URL-safe alphabet, with or without '=' padding; MIME breaks
/// lines every 76 characters with CRLF.
std::string base64_encode(const std::vector<std::uint8_t>& in, bool url, bool pad, bool mime);
/// Base64.Decoder; false with err set to the IllegalArgumentException message on bad input.
/// A MIME decoder skips characters outside the alphabet.
bool base64_decode(std::string_view s, bool url, bool mime, std::vector<std::uint8_t>& out, std::string& err);

/// CRC32.update / Adler32.update over bytes, from the running value getValue() returns.
std::uint32_t crc32_update(std::uint32_t crc, const std::uint8_t* p, std::size_t n);
std::uint32_t adler32_update(std::uint32_t adler, const std::uint8_t* p, std::size_t n);

/// MessageDigest: the digest of data by a JDK algorithm name ("MD5", "SHA-1", "SHA", "SHA-224",
/// "SHA-256", "SHA-384", "SHA-512", any case); empty for an algorithm not implemented.
std::string message_digest(std::string_view algorithm, const std::vector<std::uint8_t>& data);
bool message_digest_known(std::string_view algorithm);

/// URLEncoder.encode of UTF-8 text (application/x-www-form-urlencoded).
std::string url_encode(std::string_view s);
/// URLDecoder.decode; false with err set to the IllegalArgumentException message.
bool url_decode(std::string_view s, std::string& out, std::string& err);

}  // namespace reddragon::vm::java
