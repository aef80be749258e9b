// callgraph_report.hpp - renders the SDK call graph (reddragon/analysis/
// callgraph.hpp) for the `callgraph` and `callgraph.impact` passes
// (docs/callgraph.md).
//
// PassContext options understood:
//   root=DIR      file names are shown relative to DIR
//   trace=LIST    calls seen in a VM run, "call>entry;call>entry;..." (IR
//                 instruction indices), applied before rendering
//   function      (PassContext::function) callgraph: only edges from or to
//                 it; callgraph.impact: the function changed (required)
#pragma once

#include "reddragon/analysis/callgraph.hpp"
#include "reddragon/expected.hpp"
#include "reddragon/pass.hpp"

namespace reddragon::callgraph {

Status run_callgraph(PassContext& ctx);
Status run_impact(PassContext& ctx);

/// "call>entry;..." -> observed calls; malformed items are skipped.
std::vector<analysis::ObservedCall> parse_trace(std::string_view text);

}  // namespace reddragon::callgraph
