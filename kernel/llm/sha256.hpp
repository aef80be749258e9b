// sha256.hpp - SHA-256 (FIPS 180-4) of a byte string, as 64 lowercase hex
// digits: the replay cache's content address.
#pragma once

#include <string>
#include <string_view>

namespace reddragon::kernel {

std::string sha256_hex(std::string_view data);

}  // namespace reddragon::kernel
