// frontend.hpp - the interface a language frontend plugin implements.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/diagnostics.hpp"
#include "reddragon/expected.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon {

struct SourceFile {
  std::string path;        ///< for messages and Module::source_path
  std::string_view text;   ///< the bytes; not necessarily valid UTF-8
};

struct LowerOptions {
  /// Deepest syntax nesting lowered; deeper subtrees become a SYMBOLIC
  /// placeholder with a diagnostic (no stack overflow on absurd input).
  std::uint32_t max_depth = 1000;
};

struct LowerOutput {
  ir::Module module;
  std::vector<Diagnostic> diagnostics;  ///< syntax errors, unsupported nodes
};

/// Lowers one source file of one language to IR. Must not throw; malformed
/// input yields SYMBOLIC placeholders plus diagnostics, and only failures
/// that leave no IR at all (e.g. the parser refused the input) are Errors.
class Frontend {
 public:
  virtual ~Frontend() = default;
  virtual std::string_view language() const = 0;
  virtual Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) = 0;
};

}  // namespace reddragon
