// sha256.hpp - SHA-256 of a byte string as 64 lowercase hex digits: the
// replay and module caches' content address (the SDK's shared digest).
#pragma once

#include <string>
#include <string_view>

#include "reddragon/text/digest.hpp"

namespace reddragon::kernel {

inline std::string sha256_hex(std::string_view data) { return text::hex(text::digest("sha256", data)); }

}  // namespace reddragon::kernel
