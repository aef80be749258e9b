// errors.cpp - rendering of Error and Diagnostic as `file:line:col: message`.
#include <string>

#include "reddragon/diagnostics.hpp"
#include "reddragon/expected.hpp"

namespace reddragon {

static std::string location_prefix(const std::string& file, const ir::SourceSpan& span) {
  std::string s;
  if (!file.empty()) s = file;
  if (!span.empty()) {
    if (!s.empty()) s += ':';
    s += std::to_string(span.start_line) + ':' + std::to_string(span.start_col + 1);
  }
  if (!s.empty()) s += ": ";
  return s;
}

std::string Error::to_string() const { return location_prefix(file, span) + message; }

std::string format_diagnostic(const Diagnostic& d, const std::string& file) {
  const char* sev = d.severity == Severity::Error ? "error" : d.severity == Severity::Warning ? "warning" : "note";
  return location_prefix(file, d.span) + sev + ": " + d.message;
}

}  // namespace reddragon
