// diagnostics.hpp - non-fatal findings a stage reports alongside its result
// (e.g. a syntax error the frontend turned into a SYMBOLIC placeholder).
#pragma once

#include <string>
#include <vector>

#include "reddragon/ir/ir.hpp"

namespace reddragon {

enum class Severity { Note, Warning, Error };

struct Diagnostic {
  Severity severity = Severity::Warning;
  std::string message;
  ir::SourceSpan span;
};

/// "file:line:col: severity: message"
std::string format_diagnostic(const Diagnostic& d, const std::string& file);

}  // namespace reddragon
