// config.hpp - configuration read from JSON (Boost.JSON), validated
// against the schema in config_keys.def.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/expected.hpp"

namespace reddragon::kernel {

enum class ConfigKey {
#define RD_CONFIG_KEY(Id, Key, Type, Default, Allowed, Description) Id,
#include "reddragon/kernel/config_keys.def"
  Count_
};

class Config {
 public:
  Config();  ///< all defaults
  /// Reads a JSON file and overlays it on the defaults. Errors name the
  /// file, line and column (syntax) or the key (schema).
  static Expected<Config> load_file(const std::filesystem::path& p);
  /// Overlays JSON text (used by load_file and tests).
  Status merge_json(std::string_view text, const std::string& origin);
  /// Sets one key from a command-line `KEY=VALUE` (value parsed by type).
  Status set(std::string_view key, std::string_view value);

  std::string str(ConfigKey k) const;
  std::int64_t integer(ConfigKey k) const;
  std::vector<std::string> list(ConfigKey k) const;

  /// The default config file: $REDDRAGON_CONFIG, else
  /// $XDG_CONFIG_HOME/reddragon/config.json, else ~/.config/reddragon/config.json.
  static std::filesystem::path default_path();
  static std::string schema_text();
  static std::string schema_json();
  std::string to_json() const;

 private:
  std::vector<std::string> values_;  // each value as serialized JSON
};

}  // namespace reddragon::kernel
