// fuzz_config.cpp - the configuration reader must never crash on any bytes.
#include <cstdint>
#include <string_view>

#include "reddragon/kernel/config.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  reddragon::kernel::Config c;
  (void)c.merge_json(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.json");
  (void)c.to_json();
  return 0;
}
