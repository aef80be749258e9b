// frontend.hpp - the interface a language frontend plugin implements.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/diagnostics.hpp"
#include "reddragon/expected.hpp"
#include "reddragon/frontend/project.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon {

class LlmClient;
struct LlmSettings;

struct SourceFile {
  std::string path;        ///< for messages and Module::source_path
  std::string_view text;   ///< the bytes; not necessarily valid UTF-8
};

/// The LLM boundaries a frontend may cross (docs/llm.md): 1, lowering a
/// language with no deterministic frontend (the `llm` frontend), and 2,
/// repairing syntax the parser cannot read. `client` null means no LLM call
/// at all, which is the default: complete source makes zero LLM calls.
struct LlmBoundary {
  LlmClient* client = nullptr;           ///< already wrapped by the replay cache
  const LlmSettings* settings = nullptr;
  bool repair = false;                   ///< boundary 2 on (`--repair`)
  std::uint32_t repair_rounds = 2;       ///< boundary 2: rounds per file
  std::uint32_t lowering_rounds = 2;     ///< boundary 1: rounds of verifier feedback
  std::uint32_t concurrency = 4;         ///< boundary 1: chunks lowered at once
  std::string language;                  ///< boundary 1: the name in `-l llm:<name>`
};

struct LowerOptions {
  /// Deepest syntax nesting lowered; deeper subtrees become a SYMBOLIC
  /// placeholder with a diagnostic (no stack overflow on absurd input).
  std::uint32_t max_depth = 1000;
  LlmBoundary llm;
};

struct LowerOutput {
  ir::Module module;
  std::vector<Diagnostic> diagnostics;  ///< syntax errors, unsupported nodes
  /// Files besides the source whose text the lowering read (C's `#include
  /// "x.h"`): the project module cache checks their content too.
  std::vector<std::string> inputs;
};

/// Lowers one source file of one language to IR. Must not throw; malformed
/// input yields SYMBOLIC placeholders plus diagnostics, and only failures
/// that leave no IR at all (e.g. the parser refused the input) are Errors.
class Frontend {
 public:
  virtual ~Frontend() = default;
  virtual std::string_view language() const = 0;
  virtual Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) = 0;

  // --- projects (docs/projects.md); the defaults link nothing ---------------------
  /// Resolves one import to project files; no modules: not in the project.
  virtual ImportResolution resolve_import(const ImportQuery& q) const {
    (void)q;
    return {};
  }
  /// How a module's top level becomes its importers' value.
  virtual ModuleConvention module_convention() const { return {}; }
  /// The entry file of a directory, or what the language needs to find one.
  virtual ProjectEntry project_entry(const std::string& dir) const {
    (void)dir;
    return {};
  }
};

}  // namespace reddragon
