// dataflow_report.hpp - runs one SDK dataflow analysis over the scopes a
// PassContext selects and renders it as text, JSON, Mermaid or DOT.
// Shared by the dataflow.* pass plugins (docs/analysis/dataflow.md).
//
// PassContext options understood:
//   transitive=true      dataflow.deps: also report the transitive closure
//   max_iterations=N     solver cap per block (default 1000)
#pragma once

#include "reddragon/expected.hpp"
#include "reddragon/pass.hpp"

namespace reddragon::dataflow {

enum class Analysis { Reaching, DefUse, Liveness, Deps };

Status run_report(PassContext& ctx, Analysis a);

}  // namespace reddragon::dataflow
