// ast_repair.cpp - LLM boundary 2: find broken regions, ask for fixes,
// keep only fixes that pass the accept rule (ast_repair.hpp).
#include "reddragon/frontend_support/ast_repair.hpp"

#include <algorithm>
#include <chrono>

#include "reddragon/llm_client.hpp"

namespace reddragon::frontend {

namespace {

constexpr std::uint32_t kPadLines = 1;       // whole lines around an error that are sent as part of the fragment
constexpr std::uint32_t kContextLines = 3;   // unchanged lines shown before and after
constexpr std::uint32_t kMergeGap = 2;       // fragments this close become one
constexpr std::uint32_t kHeadFirstLines = 6;  // longer regions are first tried around their first error
constexpr std::size_t kMaxFragmentLines = 60, kMaxFragmentBytes = 6000;
constexpr std::size_t kMaxFragmentsPerRound = 16;
constexpr std::uint32_t kMaxRounds = 8;

std::string point_text(const LineTable& t, std::size_t off) {
  std::uint32_t l = 0, c = 0;
  t.point(off, l, c);
  return std::to_string(l) + ":" + std::to_string(c + 1);
}

ir::SourceSpan span_of(const LineTable& t, ByteRange r) {
  ir::SourceSpan s;
  t.point(r.begin, s.start_line, s.start_col);
  t.point(r.end, s.end_line, s.end_col);
  return s;
}

/// Byte offset where (0-based) line `l` starts, or the text's size.
std::size_t line_start(const LineTable& t, std::uint32_t l) { return t.offset(l + 1, 0); }

struct Fragment {
  std::uint32_t first = 0, last = 0;  // 0-based lines replaced
  ByteRange bytes;
  std::vector<std::size_t> errors;  // indices into SyntaxErrors
};

std::vector<Fragment> group(const SyntaxErrors& errs, const LineTable& t) {
  std::vector<Fragment> out;
  std::uint32_t lines = 0, col = 0;
  t.point(t.size(), lines, col);
  std::vector<std::size_t> order(errs.ranges.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return errs.ranges[a].begin < errs.ranges[b].begin; });
  for (std::size_t i : order) {
    const ByteRange r = errs.ranges[i];
    std::uint32_t la = 0, lb = 0, c = 0;
    t.point(r.begin, la, c);
    t.point(r.end > r.begin ? r.end - 1 : r.begin, lb, c);
    la = la - 1 > kPadLines ? la - 1 - kPadLines : 0;
    lb = std::min(lb - 1 + kPadLines, lines - 1);
    if (!out.empty() && la <= out.back().last + kMergeGap) {
      out.back().last = std::max(out.back().last, lb);
      out.back().errors.push_back(i);
    } else {
      out.push_back(Fragment{la, lb, {}, {i}});
    }
  }
  for (auto& f : out) f.bytes = {line_start(t, f.first), line_start(t, f.last + 1)};
  return out;
}

std::string describe(const SyntaxErrors& errs, const Fragment& f, const LineTable& t) {
  std::string s;
  for (std::size_t i : f.errors) s += "  line " + point_text(t, errs.anchors[i]) + ": " + errs.what[i] + "\n";
  return s;
}

using Clock = std::chrono::steady_clock;

}  // namespace

SyntaxErrors find_syntax_errors(const TSLanguage* lang, std::string_view text) {
  SyntaxErrors out;
  if (text.size() > 0xFFFFFFFFu) return out;
  ParsedTree tree(lang, text, parse_budget_ms(text.size()));
  if (!tree.ok()) return out;
  out.parsed = true;
  TSNode root = tree.root();
  if (!ts_node_has_error(root)) return out;
  // iterative walk (nesting may be deeper than the stack allows recursion)
  TSTreeCursor c = ts_tree_cursor_new(root);
  for (;;) {
    TSNode n = ts_tree_cursor_current_node(&c);
    bool enter = false;
    if (ts_node_is_error(n) || ts_node_is_missing(n)) {
      ++out.count;
      out.anchors.push_back(ts_node_start_byte(n));
      out.missing.push_back(ts_node_is_missing(n));
      if (ts_node_is_missing(n)) {
        // A missing closer (a '}' at the end of the file) belongs to the
        // construct its parent opened: the region reaches back to its start.
        TSNode parent = ts_node_parent(n);
        const std::uint32_t from = ts_node_is_null(parent) ? ts_node_start_byte(n) : ts_node_start_byte(parent);
        out.ranges.push_back({std::min(from, ts_node_start_byte(n)), ts_node_end_byte(n)});
        out.what.push_back(std::string("missing '") + ts_node_type(n) + "'");
      } else {
        out.ranges.push_back({ts_node_start_byte(n), ts_node_end_byte(n)});
        std::string_view bad = text.substr(ts_node_start_byte(n), std::min<std::size_t>(ts_node_end_byte(n) - ts_node_start_byte(n), 40));
        out.what.push_back("cannot parse '" + std::string(bad.substr(0, bad.find('\n'))) + "'");
      }
    } else {
      enter = ts_node_has_error(n);
    }
    if (enter && ts_tree_cursor_goto_first_child(&c)) continue;
    bool done = false;
    while (!ts_tree_cursor_goto_next_sibling(&c))
      if (!ts_tree_cursor_goto_parent(&c)) {
        done = true;
        break;
      }
    if (done) break;
  }
  ts_tree_cursor_delete(&c);
  return out;
}

std::size_t kept_of_fragment(std::string_view fragment, std::string_view fix) {
  // LCS of the non-blank characters, two rows (fragments are capped in size)
  std::string a, b;
  for (char ch : fragment)
    if (ch != ' ' && ch != '\t' && ch != '\n' && ch != '\r') a += ch;
  for (char ch : fix)
    if (ch != ' ' && ch != '\t' && ch != '\n' && ch != '\r') b += ch;
  std::vector<std::uint32_t> prev(b.size() + 1, 0), cur(b.size() + 1, 0);
  for (std::size_t i = 1; i <= a.size(); ++i) {
    for (std::size_t j = 1; j <= b.size(); ++j)
      cur[j] = a[i - 1] == b[j - 1] ? prev[j - 1] + 1 : std::max(prev[j], cur[j - 1]);
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

std::string_view splice_verdict_text(SpliceVerdict v) {
  switch (v) {
    case SpliceVerdict::Accepted: return "accepted";
    case SpliceVerdict::TouchesOutside: return "the fix changes text outside the broken fragment";
    case SpliceVerdict::ErrorsNotFewer: return "the fix does not reduce the parse errors";
    case SpliceVerdict::Unparsed: return "the parser could not read the fixed file";
    case SpliceVerdict::RewritesFragment: return "the fix rewrites the fragment instead of repairing it";
  }
  return "?";
}

SpliceVerdict judge_splice(std::string_view original, std::string_view candidate, ByteRange replaced, std::size_t fix_len,
                           std::size_t errors_before, const SyntaxErrors& after) {
  if (replaced.begin > replaced.end || replaced.end > original.size()) return SpliceVerdict::TouchesOutside;
  const std::size_t tail = original.size() - replaced.end;
  if (candidate.size() != replaced.begin + fix_len + tail) return SpliceVerdict::TouchesOutside;
  if (candidate.substr(0, replaced.begin) != original.substr(0, replaced.begin)) return SpliceVerdict::TouchesOutside;
  if (candidate.substr(candidate.size() - tail) != original.substr(replaced.end)) return SpliceVerdict::TouchesOutside;
  if (!after.parsed) return SpliceVerdict::Unparsed;
  if (after.count >= errors_before) return SpliceVerdict::ErrorsNotFewer;
  // last: the quadratic check runs only for a fix that would be accepted
  std::size_t blank = 0;
  const std::string_view old_frag = original.substr(replaced.begin, replaced.end - replaced.begin);
  for (char ch : old_frag) blank += ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
  if (3 * kept_of_fragment(old_frag, candidate.substr(replaced.begin, fix_len)) < 2 * (old_frag.size() - blank))
    return SpliceVerdict::RewritesFragment;
  return SpliceVerdict::Accepted;
}

RepairResult repair_syntax(const TSLanguage* lang, std::string_view display, std::string_view text, const LlmBoundary& llm) {
  RepairResult r;
  r.text = std::string(text);
  if (!llm.repair) return r;
  SyntaxErrors errs = find_syntax_errors(lang, r.text);
  if (!errs.parsed || errs.count == 0) return r;
  const LineTable orig_lines(text);
  const std::string lang_name(display);
  if (llm.client == nullptr || llm.settings == nullptr) {
    r.diagnostics.push_back(Diagnostic{Severity::Warning,
                                       "AST repair is on but no LLM client is configured; " + std::to_string(errs.count) +
                                           " syntax error(s) left to the parser's recovery",
                                       span_of(orig_lines, errs.ranges.front())});
    return r;
  }
  const LlmSettings& base = *llm.settings;
  const bool has_deadline = base.total_timeout_ms > 0;
  const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(base.total_timeout_ms);
  // why the last attempt on a region of the original failed
  std::vector<std::pair<ByteRange, std::string>> failures;
  std::string stop_reason;
  const std::uint32_t rounds = std::min(llm.repair_rounds, kMaxRounds);
  for (std::uint32_t round = 0; round < rounds && stop_reason.empty(); ++round) {
    const LineTable cur_lines(r.text);
    std::vector<Fragment> frags = group(errs, cur_lines);
    if (frags.size() > kMaxFragmentsPerRound) frags.resize(kMaxFragmentsPerRound);
    std::size_t accepted_this_round = 0;
    // last fragment first: a splice leaves the offsets of earlier ones valid
    for (auto f = frags.rbegin(); f != frags.rend() && stop_reason.empty(); ++f) {
      // An unclosed bracket makes one ERROR reaching to the end of the
      // file: a long region led by an ERROR is first tried as the lines
      // around where it starts, then whole. One led by a MISSING node is
      // tried whole (from the construct it should close), then as the lines
      // around the missing token.
      std::vector<std::pair<std::uint32_t, std::uint32_t>> tries;
      const std::size_t lead = f->errors.front();
      std::uint32_t anchor = 0, c = 0;
      cur_lines.point(errs.anchors[lead], anchor, c);
      anchor -= 1;
      const std::pair<std::uint32_t, std::uint32_t> around{std::max(f->first, anchor > kPadLines ? anchor - kPadLines : 0),
                                                           std::min(f->last, anchor + kPadLines)};
      const bool fits = f->last - f->first + 1 <= kMaxFragmentLines && f->bytes.end - f->bytes.begin <= kMaxFragmentBytes;
      if (!errs.missing[lead] && f->last - f->first + 1 > kHeadFirstLines) tries.push_back(around);
      if (fits || tries.empty()) tries.emplace_back(f->first, f->last);
      if (errs.missing[lead] && around != tries.back()) tries.push_back(around);
      for (const auto& [first, last] : tries) {
        const ByteRange bytes{line_start(cur_lines, first), line_start(cur_lines, last + 1)};
        const ByteRange orig = r.map.to_original(bytes);
        if (last - first + 1 > kMaxFragmentLines || bytes.end - bytes.begin > kMaxFragmentBytes) {
          failures.emplace_back(orig, "the broken region is too large to send (over " + std::to_string(kMaxFragmentLines) +
                                          " lines or " + std::to_string(kMaxFragmentBytes) + " bytes)");
          continue;
      }
      LlmSettings s = base;
      if (has_deadline) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0) {
          stop_reason = "the LLM time budget (llm.total_timeout_ms) is spent";
          break;
        }
        s.timeout_ms = static_cast<std::uint32_t>(std::min<long long>(s.timeout_ms, left));
      }
      const std::uint32_t ctx_a = first > kContextLines ? first - kContextLines : 0;
      const std::size_t before_at = line_start(cur_lines, ctx_a), after_end = line_start(cur_lines, last + 1 + kContextLines);
      const std::string_view cur = r.text;
      RepairPrompt p = repair_prompt(lang_name, cur.substr(before_at, bytes.begin - before_at),
                                     cur.substr(bytes.begin, bytes.end - bytes.begin),
                                     cur.substr(bytes.end, after_end - bytes.end), describe(errs, *f, cur_lines),
                                       first + 1, last + 1);
      LlmRequest req;
      req.system = std::move(p.system);
      req.user = std::move(p.user);
      req.json_response = true;
      auto answer = llm.client->complete(s, req);
      if (!answer) {
        stop_reason = "the LLM is unavailable (" + answer.error().message + ")";
        break;
      }
      std::optional<std::string> fix = parse_repair_answer(*answer);
      if (!fix) {
        failures.emplace_back(orig, "the model's answer holds no fragment");
        continue;
      }
      const std::string_view old_frag = cur.substr(bytes.begin, bytes.end - bytes.begin);
      if (old_frag.ends_with('\n') && !fix->ends_with('\n')) *fix += '\n';
      if (fix->size() > 2 * old_frag.size() + 256) {
        failures.emplace_back(orig, "the model's fragment is far longer than the broken one");
        continue;
      }
      std::string candidate;
      candidate.reserve(r.text.size() + fix->size());
      candidate.append(cur.substr(0, bytes.begin)).append(*fix).append(cur.substr(bytes.end));
      const SyntaxErrors after = find_syntax_errors(lang, candidate);
      const SpliceVerdict v = judge_splice(r.text, candidate, bytes, fix->size(), errs.count, after);
      if (v != SpliceVerdict::Accepted) {
        failures.emplace_back(orig, std::string(splice_verdict_text(v)));
        continue;
      }
      const ir::SourceSpan at = span_of(orig_lines, orig);
      r.map.replace(bytes, fix->size());
      r.text = std::move(candidate);
      errs.count = after.count;  // later fragments are judged against the improved file
      ++r.accepted;
      ++accepted_this_round;
      r.diagnostics.push_back(Diagnostic{Severity::Warning,
                                         "syntax error at " + point_text(orig_lines, orig.begin) + "-" +
                                             point_text(orig_lines, orig.end) + " repaired by LLM (" +
                                             std::to_string(last - first + 1) + " line(s) replaced; the IR is "
                                             "lowered from the repaired text)",
                                         at});
      break;
      }
    }
    errs = find_syntax_errors(lang, r.text);
    if (!errs.parsed || errs.count == 0 || accepted_this_round == 0) break;
  }
  // what is still broken, in the original's coordinates
  for (std::size_t i = 0; i < errs.ranges.size(); ++i) {
    const ByteRange o = r.map.to_original(ByteRange{errs.anchors[i], errs.ranges[i].end});
    std::string why = stop_reason.empty() ? "no fix was accepted" : stop_reason;
    for (const auto& [region, reason] : failures)
      if (o.begin <= region.end && region.begin <= o.end && stop_reason.empty()) why = reason;
    r.diagnostics.push_back(Diagnostic{Severity::Warning,
                                       "syntax error at " + point_text(orig_lines, o.begin) + "-" + point_text(orig_lines, o.end) +
                                           " not repaired by LLM: " + why,
                                       span_of(orig_lines, o)});
  }
  if (!stop_reason.empty() && r.accepted == 0)
    r.diagnostics.push_back(Diagnostic{Severity::Warning,
                                       "AST repair: " + stop_reason + "; the file is lowered as the parser read it", {}});
  return r;
}

void map_spans_to_original(LowerOutput& out, const RepairResult& r, std::string_view original) {
  if (r.map.empty()) return;
  const LineTable cur(r.text), orig(original);
  for (auto& in : out.module.instructions) in.span = r.map.to_original(in.span, cur, orig);
  for (auto& d : out.diagnostics) d.span = r.map.to_original(d.span, cur, orig);
}

}  // namespace reddragon::frontend
