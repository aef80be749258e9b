// plugin_host_test.cpp - loading both ways: unknown before, works after;
// and each negative load with its own message, never a crash.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "reddragon/cfg/cfg.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/pass.hpp"
#include "reddragon/plugin/plugin.h"

using namespace reddragon;
using namespace reddragon::kernel;

static std::filesystem::path dir(const char* c) { return std::filesystem::path(RD_TEST_PLUGIN_DIR) / c; }

TEST(PluginHost, PassUnknownBeforeDiscoveryAndRunsAfter) {
  PluginHost empty({});
  EXPECT_FALSE(empty.pass("test.count").has_value());

  PluginHost host({dir("good")});
  ASSERT_EQ(host.manifests().size(), 1u);
  EXPECT_EQ(host.loaded_count(), 0u);  // discovery reads manifests only
  auto p = host.pass("test.count");
  ASSERT_TRUE(p.has_value()) << p.error().to_string();
  EXPECT_EQ(host.loaded_count(), 1u);
  ir::Module m;
  m.instructions.resize(3);
  auto g = cfg::build_cfg(ir::Module{});
  std::ostringstream out;
  PassContext ctx{m, g, out, OutputFormat::Text, ""};
  EXPECT_TRUE((*p)->run(ctx).is_ok());
  EXPECT_EQ(out.str(), "3");
}

TEST(PluginHost, WrongApiVersionIsRefusedWithBothVersions) {
  PluginHost host({dir("wrong_api")});
  auto p = host.pass("test.wrong_api");
  ASSERT_FALSE(p.has_value());
  const std::string want = "built for plugin API " + std::to_string(RD_PLUGIN_API_VERSION + 98) + ", this host speaks " +
                           std::to_string(RD_PLUGIN_API_VERSION);
  EXPECT_NE(p.error().message.find(want), std::string::npos) << p.error().message;
}

namespace {
/// Points the static-constructor test plugin at a fresh marker file.
struct MarkerFile {
  std::filesystem::path path = std::filesystem::temp_directory_path() /
                               ("rd_static_ctor_marker_" + std::to_string(::getpid()));
  MarkerFile() {
    std::filesystem::remove(path);
    ::setenv("RD_TEST_STATIC_CTOR_MARKER", path.c_str(), 1);
  }
  ~MarkerFile() {
    ::unsetenv("RD_TEST_STATIC_CTOR_MARKER");
    std::filesystem::remove(path);
  }
  std::string contents() const {
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  }
};
}  // namespace

TEST(PluginHost, WrongManifestApiVersionIsRefusedBeforeLoading) {
  MarkerFile marker;
  {
    PluginHost host({dir("ctor_wrong_api")});
    ASSERT_EQ(host.manifests().size(), 1u);
    auto p = host.pass("test.ctor_wrong_api");
    ASSERT_FALSE(p.has_value());
    const std::string want = "its manifest says plugin API " + std::to_string(RD_PLUGIN_API_VERSION + 98) +
                             ", this host speaks " + std::to_string(RD_PLUGIN_API_VERSION);
    EXPECT_NE(p.error().message.find(want), std::string::npos) << p.error().message;
    EXPECT_EQ(host.loaded_count(), 0u);
  }
  // The library's static constructor never ran: it was never opened.
  EXPECT_FALSE(std::filesystem::exists(marker.path)) << marker.contents();

  // Control: the same library with a correct manifest does run it.
  PluginHost host({dir("ctor_ok")});
  auto p = host.pass("test.ctor_ok");
  ASSERT_TRUE(p.has_value()) << p.error().to_string();
  EXPECT_EQ(marker.contents(), "ctor_ok\n");
}

TEST(PluginHost, ManifestWithoutApiVersionIsRefused) {
  MarkerFile marker;
  PluginHost host({dir("no_api_version"), dir("bad_api_version")});
  EXPECT_TRUE(host.manifests().empty());
  ASSERT_EQ(host.discovery_errors().size(), 2u);
  const std::string bad = host.discovery_errors()[1].to_string();
  const std::string none = host.discovery_errors()[0].to_string();
  EXPECT_NE(bad.find("badapi.rdplugin.json: plugin manifest 'badapi': \"api_version\" must be a non-negative integer"),
            std::string::npos)
      << bad;
  EXPECT_NE(none.find("noapi.rdplugin.json: plugin manifest 'noapi' has no \"api_version\" (add \"api_version\": " +
                      std::to_string(RD_PLUGIN_API_VERSION)),
            std::string::npos)
      << none;
  EXPECT_FALSE(host.pass("test.noapi").has_value());
  EXPECT_FALSE(std::filesystem::exists(marker.path));
}

TEST(PluginHost, LibraryWithoutEntrySymbol) {
  PluginHost host({dir("no_entry")});
  auto p = host.pass("test.no_entry");
  ASSERT_FALSE(p.has_value());
  EXPECT_NE(p.error().message.find("no entry symbol 'reddragon_plugin_info'"), std::string::npos) << p.error().message;
}

TEST(PluginHost, ThrowingRegistrationIsReported) {
  PluginHost host({dir("throws")});
  auto p = host.pass("test.throws");
  ASSERT_FALSE(p.has_value());
  EXPECT_NE(p.error().message.find("failed to register: boom during registration"), std::string::npos) << p.error().message;
}

TEST(PluginHost, BrokenManifestAndMissingLibrary) {
  PluginHost host({dir("bad_manifest"), dir("missing_lib")});
  ASSERT_EQ(host.discovery_errors().size(), 1u);
  EXPECT_NE(host.discovery_errors()[0].to_string().find("broken.rdplugin.json: plugin manifest is not valid JSON"),
            std::string::npos);
  auto p = host.pass("test.missing");
  ASSERT_FALSE(p.has_value());
  EXPECT_NE(p.error().message.find("plugin library not found"), std::string::npos);
}

TEST(PluginHost, UnknownPassAndLanguage) {
  PluginHost host({dir("good")});
  EXPECT_NE(host.pass("nope").error().message.find("no pass named 'nope'"), std::string::npos);
  EXPECT_NE(host.frontend("cobol").error().message.find("no frontend plugin for language 'cobol'"), std::string::npos);
  EXPECT_EQ(host.language_for_path("x.unknownext"), "");
}

TEST(PluginHost, FirstDirectoryWinsForDuplicateNames) {
  PluginHost host({dir("good"), dir("good")});
  EXPECT_EQ(host.manifests().size(), 1u);
}
