// fuzz_ir_text.cpp - the IR text parser must never crash; whatever it
// accepts must print, re-parse, and print identically, and verify without
// crashing.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "reddragon/kernel/ir_json.hpp"
#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/verifier.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto m = reddragon::kernel::parse_module(text, "fuzz.ir");
  if (!m) return 0;
  std::string once = reddragon::kernel::print_module(*m);
  auto again = reddragon::kernel::parse_module(once, "fuzz.ir");
  if (!again || reddragon::kernel::print_module(*again) != once) std::abort();
  auto js = reddragon::kernel::module_from_json(reddragon::kernel::module_to_json(*m));
  if (!js || reddragon::kernel::print_module(*js) != once) std::abort();
  (void)reddragon::kernel::verify(*m);
  return 0;
}
