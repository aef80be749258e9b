// pass.hpp - the interface an analysis pass plugin implements.
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "reddragon/cfg/cfg.hpp"
#include "reddragon/expected.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon {

enum class OutputFormat { Text, Json, Mermaid, Dot };

struct PassContext {
  const ir::Module& module;
  const cfg::Cfg& cfg;
  std::ostream& out;                 ///< where the pass writes its report
  OutputFormat format = OutputFormat::Text;
  std::string_view function;         ///< restrict to this function ("" = all)
  /// Pass-specific KEY=VALUE options (e.g. {"transitive", "true"} for
  /// dataflow.deps). Added after API version 1 shipped, as the LAST member
  /// with a default, so passes built against the older header still see
  /// the same layout for every field they know; no version bump. Passes
  /// ignore keys they do not know. Look up with option().
  std::vector<std::pair<std::string, std::string>> options = {};

  /// Value of option `key`, or `fallback` if absent.
  std::string_view option(std::string_view key, std::string_view fallback = {}) const {
    for (const auto& [k, v] : options)
      if (k == key) return v;
    return fallback;
  }
};

/// A named analysis over a lowered module. Names are dotted and unique
/// ("example.count-instructions"); the description is one line of --help.
class Pass {
 public:
  virtual ~Pass() = default;
  virtual std::string_view name() const = 0;
  virtual std::string_view description() const = 0;
  virtual Status run(PassContext& ctx) = 0;
};

}  // namespace reddragon
