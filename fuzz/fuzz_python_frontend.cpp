// fuzz_python_frontend.cpp - lowering arbitrary bytes as Python never
// crashes, and what it produces always passes the verifier.
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string_view>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/verifier.hpp"

namespace reddragon::python {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static auto fe = reddragon::python::make_frontend();
  reddragon::SourceFile src{"fuzz.py", std::string_view(reinterpret_cast<const char*>(data), size)};
  reddragon::LowerOptions opts;
  auto out = fe->lower(src, opts);
  if (!out) return 0;
  if (!reddragon::kernel::verify(out->module).empty()) std::abort();
  return 0;
}
