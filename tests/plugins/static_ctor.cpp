// A plugin whose static constructor leaves a marker file (the path is in
// RD_TEST_STATIC_CTOR_MARKER). Built twice: once with a correct manifest
// (the marker appears on load) and once whose manifest names another plugin
// API, which the host must refuse before dlopen, so the marker never appears.
#include <cstdio>
#include <cstdlib>

#include "reddragon/pass.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace {
struct Marker {
  Marker() {
    if (const char* p = std::getenv("RD_TEST_STATIC_CTOR_MARKER"); p && *p)
      if (std::FILE* f = std::fopen(p, "a")) {
        std::fputs(RD_TEST_CTOR_PLUGIN_NAME "\n", f);
        std::fclose(f);
      }
  }
};
const Marker marker;

class NopPass final : public reddragon::Pass {
 public:
  std::string_view name() const override { return "test." RD_TEST_CTOR_PLUGIN_NAME; }
  std::string_view description() const override { return "does nothing"; }
  reddragon::Status run(reddragon::PassContext&) override { return reddragon::Status::ok(); }
};
void reg(reddragon::Registrar& r) { r.add_pass(std::make_unique<NopPass>()); }
}  // namespace

REDDRAGON_PLUGIN(RD_TEST_CTOR_PLUGIN_NAME, "1.0", RD_PLUGIN_PASS, reg)
