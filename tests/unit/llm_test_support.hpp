// llm_test_support.hpp - shared helpers for the llm client / resolver tests:
// plugins loaded through kernel::PluginHost from the build tree, and a
// per-test environment variable holding a recognisable fake key.
#pragma once

#include <gtest/gtest.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <atomic>
#include <unistd.h>

#include <cstdlib>
#include <memory>
#include <sstream>
#include <string>

#include "http_test_server.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/llm_client.hpp"
#include "reddragon/resolver.hpp"

namespace rdtest {

inline constexpr const char* kSecret = "sk-TEST-SECRET-7f3a9c1e-do-not-leak";

/// A uniquely named environment variable, unset again on destruction.
class ScopedEnv {
 public:
  ScopedEnv() {
    static std::atomic<int> counter{0};
    name_ = "RD_TEST_LLM_KEY_" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
  }
  ~ScopedEnv() { ::unsetenv(name_.c_str()); }
  void set(const std::string& v) { ::setenv(name_.c_str(), v.c_str(), 1); }
  const std::string& name() const { return name_; }

 private:
  std::string name_;
};

inline reddragon::kernel::PluginHost& plugin_host() {
  static reddragon::kernel::PluginHost host({std::filesystem::path(RD_BUILD_PLUGIN_DIR)});
  return host;
}

inline reddragon::LlmClient* load_client(const char* name) {
  auto c = plugin_host().llm_client(name);
  EXPECT_TRUE(c.has_value()) << (c ? "" : c.error().to_string());
  return c ? *c : nullptr;
}

inline reddragon::Resolver* load_resolver(const char* name) {
  auto r = plugin_host().resolver(name);
  EXPECT_TRUE(r.has_value()) << (r ? "" : r.error().to_string());
  return r ? *r : nullptr;
}

/// Captures spdlog output of the whole process (plugins share libspdlog).
class LogCapture {
 public:
  LogCapture() : old_(spdlog::default_logger()) {
    auto sink = std::make_shared<spdlog::sinks::ostream_sink_mt>(out_);
    auto logger = std::make_shared<spdlog::logger>("capture", sink);
    logger->set_level(spdlog::level::trace);
    spdlog::set_default_logger(logger);
  }
  ~LogCapture() { spdlog::set_default_logger(old_); }
  std::string text() const { return out_.str(); }

 private:
  std::ostringstream out_;
  std::shared_ptr<spdlog::logger> old_;
};

inline bool contains(const std::string& hay, const std::string& needle) { return hay.find(needle) != std::string::npos; }

}  // namespace rdtest
