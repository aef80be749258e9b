// javascript_uri.hpp - encodeURIComponent, encodeURI and their decoders
// over the VM's UTF-8 strings.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace reddragon::vm::js {

/// Percent-encodes every byte outside `keep` and the unreserved set
/// (A-Z a-z 0-9 - _ . ! ~ * ' ( )).
std::string uri_encode(std::string_view s, std::string_view keep);
/// Decodes %XX escapes, leaving escapes of bytes in `reserved` as written;
/// nullopt when an escape is malformed or the bytes are not UTF-8 (URIError).
std::optional<std::string> uri_decode(std::string_view s, std::string_view reserved);

/// The legacy escape(): code units below 256 outside A-Z a-z 0-9 @*_+-./
/// as %XX, the others as %uXXXX (astral characters as their surrogates).
std::string legacy_escape(std::string_view s);
/// unescape(): %XX and %uXXXX read back (malformed escapes stay as written).
std::string legacy_unescape(std::string_view s);

/// encodeURI's extra kept set: the URI syntax characters.
inline constexpr std::string_view kUriReserved = ";/?:@&=+$,#";

}  // namespace reddragon::vm::js
