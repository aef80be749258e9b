// pass.hpp - the interface an analysis pass plugin implements.
#pragma once

#include <ostream>
#include <string>
#include <string_view>

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
