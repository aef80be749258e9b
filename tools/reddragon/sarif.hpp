// sarif.hpp - SARIF 2.1.0 logs (the format CI systems and code-scanning
// services read) for taint findings, with code flows, and for diagnostics.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace reddragon::cli {

struct SarifLocation {
  std::string file;
  std::uint32_t line = 0, col = 0;  ///< 1-based line, 0-based byte column (as spans); 0: unknown
  std::string message;
};

struct SarifRule {
  std::string id, description;
};

struct SarifResult {
  std::string rule;
  std::string level = "warning";  ///< error | warning | note
  std::string message;
  SarifLocation where;
  std::vector<SarifLocation> flow;  ///< a code flow (source -> ... -> sink); empty: none
};

/// One run of reddragon as a SARIF 2.1.0 log (JSON text, one line).
std::string sarif_log(const std::vector<SarifRule>& rules, const std::vector<SarifResult>& results);

}  // namespace reddragon::cli
