// registrar.hpp - what a plugin's registration callback receives, and the
// REDDRAGON_PLUGIN macro that defines the C entry point around it.
#pragma once

#include <cstring>
#include <exception>
#include <memory>
#include <string_view>

#include "reddragon/plugin/plugin.h"

namespace reddragon {

class Frontend;
class Pass;
class Resolver;
class LlmClient;
namespace vm {
struct LanguageRuntime;
}

/// Plugins register through this object (never through static
/// constructors). Ownership of each registered object passes to the host.
class Registrar {
 public:
  virtual ~Registrar() = default;
  virtual void add_frontend(std::unique_ptr<Frontend> f) = 0;
  virtual void add_pass(std::unique_ptr<Pass> p) = 0;
  virtual void add_resolver(std::unique_ptr<Resolver> r) = 0;
  virtual void add_llm_client(std::unique_ptr<LlmClient> c) = 0;
  /// A language's run-time library (reddragon/vm/runtime.hpp), usually
  /// registered by the plugin that holds the language's frontend. The
  /// runtime is static data of the plugin: it lives as long as the library.
  virtual void add_runtime(const vm::LanguageRuntime& rt) = 0;
};

namespace detail {
template <void (*Fn)(Registrar&)>
int register_trampoline(rd_registrar* r, char* err, std::size_t len) noexcept {
  // No exception may cross the C boundary: turn it into status + message.
  auto fail = [&](const char* msg) {
    if (err != nullptr && len > 0) {
      std::strncpy(err, msg, len - 1);
      err[len - 1] = '\0';
    }
    return 1;
  };
  if (r == nullptr) return fail("null registrar");
  try {
    Fn(*reinterpret_cast<Registrar*>(r));
    return 0;
  } catch (const std::exception& e) {
    return fail(e.what());
  } catch (...) {
    return fail("unknown exception during registration");
  }
}
}  // namespace detail

}  // namespace reddragon

#define RD_PLUGIN_EXPORT extern "C" __attribute__((visibility("default")))

/// Defines the plugin entry point. FN is `void FN(reddragon::Registrar&)`.
#define REDDRAGON_PLUGIN(NAME, VERSION, KIND, FN)                                       \
  RD_PLUGIN_EXPORT const rd_plugin_info* reddragon_plugin_info(void) {                  \
    static const rd_plugin_info info = {RD_PLUGIN_API_VERSION, RD_ABI_TAG, NAME, VERSION, \
                                        static_cast<std::uint32_t>(KIND),               \
                                        &::reddragon::detail::register_trampoline<FN>}; \
    return &info;                                                                       \
  }
