// url.hpp - percent-encoding of form data, shared by the language runtimes whose
// encoders differ only in the punctuation they keep and how they write a space
// (Java's URLEncoder keeps "._*-" and writes '+', PHP's urlencode "-_." and '+',
// rawurlencode "-_.~" (RFC 3986) and "%20").
#pragma once

#include <string>
#include <string_view>

namespace reddragon::text {

/// Bytes of s other than ASCII letters, digits and the characters of keep become
/// %XX (upper-case hex); a space becomes '+' when space_as_plus.
std::string percent_encode(std::string_view s, std::string_view keep, bool space_as_plus);

}  // namespace reddragon::text
