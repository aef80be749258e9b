// taint.hpp - taint reachability: values from configured sources reaching
// configured sinks over the whole-program dependency graph with summaries
// (program_deps.hpp, summaries.hpp, slice.hpp's two-phase reachability).
//
// A pattern names code by what it looks like in the IR (docs/taint.md):
//   call      "eval", "os.system", "*.execute": a CALL_FUNCTION by that
//             name (one segment, or a name imported as the dotted one), or
//             a CALL_METHOD whose method is the last segment and whose
//             receiver is the rest ("os" is `load_var os`, "a.b" a field
//             read of it, "f()" a call; "*" any receiver)
//   read      "sys.argv", "request.args", "$_GET": a field read of that
//             receiver (or, one segment, a variable read)
//   parameter "main.args": the formal `args` of every function `main`
// A source taints the call's result / the value read / the formal, and
// with `out_args` the variables whose objects the call fills (C's fgets,
// scanf). A sink is the call's arguments (`args`: positions, empty = all,
// the receiver excluded). A sanitizer's result is never tainted. A
// propagator is a library call that copies data between its arguments
// (C's strcpy, snprintf): `from` positions flow into `to` positions'
// objects (add_library_flows).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reddragon/analysis/program_deps.hpp"
#include "reddragon/analysis/slice.hpp"

namespace reddragon::analysis {

enum class PatternKind : std::uint8_t { Call, Read, Parameter };

struct TaintPattern {
  PatternKind kind = PatternKind::Call;
  std::string name;                 ///< dotted (see the file comment)
  std::vector<std::uint32_t> args;  ///< sinks: argument positions (empty = all)
  std::vector<std::uint32_t> out_args;  ///< sources: arguments the call writes
  std::vector<std::uint32_t> from, to;  ///< propagators: arguments read, arguments whose objects are written
  std::string category;             ///< "command-injection", "user-input", ...
};

struct TaintConfig {
  std::vector<TaintPattern> sources, sinks, sanitizers, propagators;
};

struct TaintStep {
  std::uint32_t instr = 0;
  std::string location;  ///< file:line
  std::string what;      ///< "x", "call helper", "return from helper", ...
};

struct TaintFinding {
  std::uint32_t source_instr = 0, sink_instr = 0;
  std::string source, sink;          ///< the patterns' names
  std::string source_category, sink_category;
  std::vector<TaintStep> path;       ///< source line -> ... -> sink line
};

struct TaintResult {
  std::vector<TaintFinding> findings;  ///< sorted by sink location
  std::size_t sources = 0, sinks = 0;  ///< matched sites
  bool truncated = false;
};

/// Instructions a pattern matches (calls, reads) or, for a parameter, the
/// formals' nodes; exposed for tests and the pass.
std::vector<std::uint32_t> match_instructions(const ProgramGraph& g, const TaintPattern& p);
/// The receiver chain of a register: "os", "sys.argv", "Runtime.getRuntime()".
std::string receiver_chain(const ProgramGraph& g, ir::Reg r, int depth = 6);

TaintResult run_taint(const ProgramGraph& g, const TaintConfig& cfg);

/// Adds the propagators' flows to g (before summaries, which then carry
/// them across functions): at each matching call, every `from` argument to
/// each `to` argument and the variable its object was loaded from, as
/// Through edges. Returns the number of calls matched.
std::size_t add_library_flows(ProgramGraph& g, const std::vector<TaintPattern>& propagators);

}  // namespace reddragon::analysis
