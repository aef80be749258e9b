// ast_repair.hpp - LLM boundary 2 (docs/llm.md): repairing syntax the
// tree-sitter parser cannot read, shared by every tree-sitter frontend.
//
// When the parse has ERROR or MISSING nodes and repair is on, each broken
// region (nearby ones merged) is sent, as whole lines with a few lines of
// context, to the LLM, which answers the fixed lines. A fix is spliced in
// and kept only if the file's error count drops and every byte outside the
// region is unchanged. Rounds are bounded; the first transport failure ends
// repair for the file. The frontend then lowers the repaired text and every
// span is mapped back to the original file (position_map.hpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/frontend_support/position_map.hpp"
#include "reddragon/frontend_support/ts_lowerer.hpp"

namespace reddragon::frontend {

/// ERROR and MISSING nodes of a parse (outermost only: an ERROR's inside is
/// not searched), with their byte ranges in order. A MISSING node's range
/// starts where its parent does (the construct it should have closed).
struct SyntaxErrors {
  bool parsed = false;  ///< false: parser refused or ran out of time
  std::size_t count = 0;
  std::vector<ByteRange> ranges;
  std::vector<std::string> what;  ///< per range: "missing ')'", "cannot parse '...'"
  std::vector<std::size_t> anchors;  ///< per range: where the node itself starts
  std::vector<bool> missing;         ///< per range: a MISSING node (its range starts at its parent)
};
SyntaxErrors find_syntax_errors(const TSLanguage* lang, std::string_view text);

/// Why a spliced candidate is kept or not.
enum class SpliceVerdict { Accepted, TouchesOutside, RewritesFragment, ErrorsNotFewer, Unparsed };
std::string_view splice_verdict_text(SpliceVerdict v);

/// Non-blank characters of `fragment` that `fix` keeps, in order (LCS).
std::size_t kept_of_fragment(std::string_view fragment, std::string_view fix);

/// The accept rule. `candidate` is `original` with bytes `replaced` swapped
/// for `fix_len` bytes. Checked explicitly (not assumed from how the
/// candidate was built): the bytes before and after the region are
/// identical to the original's; the fix keeps at least 2/3 of the
/// fragment's non-blank text in order (a repair, not prose or a rewrite
/// that parses because it dropped the broken code); and the error count
/// dropped.
SpliceVerdict judge_splice(std::string_view original, std::string_view candidate, ByteRange replaced, std::size_t fix_len,
                           std::size_t errors_before, const SyntaxErrors& after);

/// The replacement text in a model's answer: a JSON object {"fixed": "..."}
/// or the text itself, either possibly inside a ``` fence. Empty optional
/// for an answer that is neither.
std::optional<std::string> parse_repair_answer(std::string_view answer);

/// The request sent for one broken fragment (exposed for tests and docs).
struct RepairPrompt {
  std::string system, user;
};
RepairPrompt repair_prompt(std::string_view language, std::string_view context_before, std::string_view fragment,
                           std::string_view context_after, std::string_view errors, std::uint32_t first_line,
                           std::uint32_t last_line);

struct RepairResult {
  std::string text;   ///< the repaired text (the original when nothing was accepted)
  PositionMap map;    ///< repaired text -> original
  std::vector<Diagnostic> diagnostics;  ///< spans in the original's coordinates
  std::size_t accepted = 0;
};

/// Repairs `text` through `llm` (client, settings, repair_rounds). Without
/// errors in the parse, or without a client, no request is made.
RepairResult repair_syntax(const TSLanguage* lang, std::string_view display, std::string_view text, const LlmBoundary& llm);

/// Maps every span of `out` (instructions, diagnostics) from the repaired
/// text back to the original.
void map_spans_to_original(LowerOutput& out, const RepairResult& r, std::string_view original);

/// The one call a tree-sitter frontend's lower() makes: parse_and_lower,
/// after AST repair when `opts.llm.repair` is on.
template <class Lowerer>
Expected<LowerOutput> lower_with_repair(const TSLanguage* lang, std::string_view display, const SourceFile& src,
                                        const LowerOptions& opts) {
  if (!opts.llm.repair || src.text.size() > 0xFFFFFFFFu) return parse_and_lower<Lowerer>(lang, display, src, opts);
  RepairResult r = repair_syntax(lang, display, src.text, opts.llm);
  SourceFile fixed{src.path, r.text};
  auto out = parse_and_lower<Lowerer>(lang, display, r.accepted > 0 ? fixed : src, opts);
  if (!out) return out;
  if (r.accepted > 0) map_spans_to_original(*out, r, src.text);
  for (auto& d : r.diagnostics) out->diagnostics.push_back(std::move(d));
  return out;
}

}  // namespace reddragon::frontend
