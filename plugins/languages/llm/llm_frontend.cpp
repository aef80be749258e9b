// llm_frontend.cpp - LLM boundary 1: lowering a language with no
// deterministic frontend (`-l llm:<language>`). The model answers IR text;
// the kernel's IR text parser and verifier judge it, and their messages go
// back for at most `lowering_rounds` repair rounds. What is still broken
// becomes SYMBOLIC "llm_lowering_failed" with a diagnostic. Large files are
// cut into chunks of whole top-level units, lowered with bounded
// concurrency and linked into one module (linker.hpp). Never throws, never
// loops: rounds are bounded and llm.total_timeout_ms bounds the time.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <thread>

#include "linker.hpp"
#include "prompt.hpp"
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/ir/builder.hpp"
#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/verifier.hpp"
#include "reddragon/llm_client.hpp"
#include "splitter.hpp"

namespace reddragon::llmfe {

namespace {

using Clock = std::chrono::steady_clock;

/// Files up to this many lines go to the model whole; longer ones in chunks of about it.
constexpr std::uint32_t kChunkLines = 200;
/// Most parser/verifier messages quoted back to the model per round.
constexpr std::size_t kMaxProblems = 20;

struct UnitResult {
  ir::Module module;
  bool ok = false;
  bool answered = false;  ///< the model answered (wrongly), as opposed to a failed request
  std::vector<Diagnostic> diagnostics;
};

/// A failed piece is retried unit by unit in at most this many pieces.
constexpr std::uint32_t kMaxUnitsPerRetry = 32;

struct Context {
  const LlmBoundary* llm = nullptr;
  std::string language;
  Clock::time_point deadline = Clock::time_point::max();
  std::string secret;
};

ir::Module fallback_module(const Chunk& c) {
  ir::Module m;
  ir::Builder b(m);
  b.emit(ir::Opcode::Label, {ir::Builder::label_op(b.sym("entry"))});
  b.set_span(ir::SourceSpan{1, 0, c.last_line - c.first_line + 1, 0});
  b.emit(ir::Opcode::Symbolic, {b.lit_str("llm_lowering_failed")});
  return m;
}

Diagnostic failure(const Chunk& c, const std::string& why, const std::string& secret) {
  std::string msg = "llm frontend could not lower lines " + std::to_string(c.first_line) + "-" + std::to_string(c.last_line) +
                    " (SYMBOLIC \"llm_lowering_failed\" in their place): " + why;
  if (msg.size() > 2000) msg = msg.substr(0, 2000) + "...";
  return Diagnostic{Severity::Error, scrub_secret(std::move(msg), secret), ir::SourceSpan{c.first_line, 0, c.first_line, 0}};
}

// Parses and verifies an answer; the messages are empty when it is good.
std::vector<std::string> check(const std::string& ir_text, ir::Module& out) {
  std::vector<std::string> problems;
  auto m = kernel::parse_module(ir_text, "<llm answer>");
  if (!m) {
    problems.push_back("parse error: " + m.error().to_string());
    return problems;
  }
  for (const auto& d : kernel::verify(*m)) {
    if (problems.size() == kMaxProblems) {
      problems.push_back("(more messages left out)");
      break;
    }
    std::string where = d.span.empty() ? "" : "line " + std::to_string(d.span.start_line) + ": ";
    problems.push_back("verifier: " + where + d.message);
  }
  if (problems.empty()) out = std::move(*m);
  return problems;
}

UnitResult lower_unit(const Context& ctx, const Chunk& c, const std::string& part) {
  UnitResult r;
  const std::string unit = unit_prompt(ctx.language, c.text, c.first_line, part);
  std::string user = unit;
  std::string last_problem = "no answer";
  const std::uint32_t rounds = ctx.llm->lowering_rounds;
  for (std::uint32_t round = 0; round <= rounds; ++round) {
    LlmSettings s = *ctx.llm->settings;
    const auto now = Clock::now();
    if (now >= ctx.deadline) {
      last_problem = "LLM time budget (llm.total_timeout_ms) spent";
      break;
    }
    if (ctx.deadline != Clock::time_point::max()) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(ctx.deadline - now).count();
      s.timeout_ms = static_cast<std::uint32_t>(std::clamp<long long>(left, 1, s.timeout_ms));
    }
    LlmRequest req;
    req.system = system_prompt();
    req.user = user;
    req.json_response = false;
    auto answer = ctx.llm->client->complete(s, req);
    if (!answer) {
      last_problem = "LLM request failed: " + answer.error().message;
      break;  // the model is unreachable: more rounds would fail alike
    }
    r.answered = true;
    std::string text = extract_ir(*answer);
    auto problems = check(text, r.module);
    if (problems.empty()) {
      r.ok = true;
      if (round > 0)
        r.diagnostics.push_back(Diagnostic{Severity::Note,
                                           "llm frontend: lines " + std::to_string(c.first_line) + "-" +
                                               std::to_string(c.last_line) + " lowered after " + std::to_string(round) +
                                               " repair round" + (round == 1 ? "" : "s"),
                                           ir::SourceSpan{c.first_line, 0, c.first_line, 0}});
      return r;
    }
    last_problem = problems.front() + (problems.size() > 1 ? " (and " + std::to_string(problems.size() - 1) + " more)" : "");
    if (round == rounds) {
      last_problem = "still rejected after " + std::to_string(rounds) + " repair round" + (rounds == 1 ? "" : "s") + ": " +
                     last_problem;
      break;
    }
    // Bound what is sent back: a runaway answer is not quoted whole.
    if (text.size() > 200000) text = text.substr(0, 200000) + "\n...(cut)\n";
    user = repair_prompt(unit, text, problems);
  }
  r.module = fallback_module(c);
  r.diagnostics.push_back(failure(c, last_problem, ctx.secret));
  return r;
}

// A piece the model could not lower whole is lowered again unit by unit
// (functions, classes, paragraphs: split_chunks with a small target), so
// only the units that stay broken become SYMBOLIC. Not when the request
// itself failed (the model is down, a replay miss, the budget is spent):
// more requests would fail alike. Bounded: one level, at most
// kMaxUnitsPerRetry pieces, each with its own rounds.
UnitResult lower_piece(const Context& ctx, const Chunk& c, const std::string& part) {
  UnitResult whole = lower_unit(ctx, c, part);
  if (whole.ok || !whole.answered) return whole;
  const std::uint32_t lines = c.last_line - c.first_line + 1;
  std::vector<Chunk> units = split_chunks(c.text, ctx.language, std::max<std::uint32_t>(1, lines / kMaxUnitsPerRetry));
  if (units.size() < 2) return whole;
  UnitResult r;
  r.ok = true;
  r.answered = true;
  std::vector<UnitResult> done(units.size());
  std::vector<LinkPart> parts;
  for (std::size_t j = 0; j < units.size(); ++j) {
    Chunk u = units[j];
    u.first_line += c.first_line - 1;
    u.last_line += c.first_line - 1;
    std::string upart = "unit " + std::to_string(j + 1) + " of " + std::to_string(units.size()) +
                        (part.empty() ? std::string() : " of " + part);
    done[j] = lower_unit(ctx, u, upart);
    r.ok &= done[j].ok;
    parts.push_back(LinkPart{&done[j].module, u.first_line - c.first_line});
    for (auto& d : done[j].diagnostics) r.diagnostics.push_back(std::move(d));
  }
  r.diagnostics.insert(r.diagnostics.begin(),
                       Diagnostic{Severity::Note,
                                  "llm frontend: lines " + std::to_string(c.first_line) + "-" + std::to_string(c.last_line) +
                                      " were not lowered whole; lowered again as " + std::to_string(units.size()) + " units",
                                  ir::SourceSpan{c.first_line, 0, c.first_line, 0}});
  r.module = link_parts(parts);
  return r;
}

// "\rllm: 3/40 chunks lowered (2.1 s)" on a terminal's stderr, once the
// run is longer than a second; REDDRAGON_NO_PROGRESS (set by --json) hides it.
class Progress {
 public:
  Progress(std::size_t total, const std::atomic<std::size_t>& done) : total_(total), done_(done) {
    const char* off = std::getenv("REDDRAGON_NO_PROGRESS");
    if (total < 2 || ::isatty(STDERR_FILENO) == 0 || (off != nullptr && *off != '\0')) return;
    thread_ = std::thread([this] { run(); });
  }
  ~Progress() {
    {
      std::lock_guard<std::mutex> lk(mu_);
      stop_ = true;
    }
    cv_.notify_all();
    if (thread_.joinable()) thread_.join();
  }

 private:
  void run() {
    const auto t0 = Clock::now();
    bool shown = false;
    std::unique_lock<std::mutex> lk(mu_);
    while (!stop_) {
      cv_.wait_for(lk, std::chrono::milliseconds(200), [this] { return stop_; });
      const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
      if (secs < 1.0 && !stop_) continue;
      if (stop_ && !shown) break;
      std::fprintf(stderr, "\rllm: %zu/%zu chunks lowered (%.1f s)", done_.load(), total_, secs);
      std::fflush(stderr);
      shown = true;
    }
    if (shown) std::fprintf(stderr, "\n");
  }
  std::size_t total_;
  const std::atomic<std::size_t>& done_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool stop_ = false;
  std::thread thread_;
};

class LlmFrontend final : public Frontend {
 public:
  std::string_view language() const override { return "llm"; }

  Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) override {
    try {
      return lower_impl(src, opts);
    } catch (const std::exception& e) {
      return make_error(std::string("llm frontend: internal error: ") + e.what(), src.path);
    } catch (...) {
      return make_error("llm frontend: internal error", src.path);
    }
  }

 private:
  static Expected<LowerOutput> lower_impl(const SourceFile& src, const LowerOptions& opts) {
    const LlmBoundary& llm = opts.llm;
    if (llm.client == nullptr || llm.settings == nullptr)
      return make_error("the llm frontend needs an LLM client (llm.client, llm.endpoint; docs/llm.md)", src.path);
    if (llm.language.empty()) return make_error("name the language: -l llm:<language>", src.path);
    Context ctx;
    ctx.llm = &llm;
    ctx.language = llm.language;
    ctx.secret = llm_api_key(*llm.settings);
    if (llm.settings->total_timeout_ms != 0)
      ctx.deadline = Clock::now() + std::chrono::milliseconds(llm.settings->total_timeout_ms);

    std::vector<Chunk> chunks;
    std::size_t nlines = static_cast<std::size_t>(std::count(src.text.begin(), src.text.end(), '\n'));
    if (nlines <= kChunkLines) {
      Chunk whole;
      whole.first_line = 1;
      whole.last_line = static_cast<std::uint32_t>(std::max<std::size_t>(nlines, 1));
      whole.text = std::string(src.text);
      chunks.push_back(std::move(whole));
    } else {
      chunks = split_chunks(src.text, llm.language, kChunkLines);
    }
    std::vector<UnitResult> results(chunks.size());
    std::atomic<std::size_t> next{0}, done{0};
    {
      Progress progress(chunks.size(), done);
      auto worker = [&] {
        for (std::size_t i = next.fetch_add(1); i < chunks.size(); i = next.fetch_add(1)) {
          std::string part = chunks.size() == 1 ? std::string()
                                                : "part " + std::to_string(i + 1) + " of " + std::to_string(chunks.size());
          try {
            results[i] = lower_piece(ctx, chunks[i], part);
          } catch (const std::exception& e) {  // a worker must not take the process down
            results[i] = UnitResult{fallback_module(chunks[i]), false, false,
                                    {failure(chunks[i], std::string("internal error: ") + e.what(), ctx.secret)}};
          }
          done.fetch_add(1);
        }
      };
      const std::size_t n = std::min<std::size_t>(std::max<std::uint32_t>(llm.concurrency, 1), chunks.size());
      std::vector<std::thread> pool;
      for (std::size_t t = 1; t < n; ++t) pool.emplace_back(worker);
      worker();
      for (auto& t : pool) t.join();
    }
    LowerOutput out;
    std::vector<LinkPart> parts;
    for (std::size_t i = 0; i < chunks.size(); ++i) {
      parts.push_back(LinkPart{&results[i].module, chunks[i].first_line - 1});
      for (auto& d : results[i].diagnostics) out.diagnostics.push_back(std::move(d));
    }
    ir::Module linked = link_parts(parts);
    linked.source_path = src.path;
    linked.language = "llm:" + llm.language;
    // Through the text form once (print -> parse is the identity): the VM
    // then sees exactly what `reddragon run` of the printed IR sees. (The
    // same module built in memory or read from IR JSON crashed the VM when
    // its labels broke the func_/end_ naming; reported, kernel's to fix.)
    auto reparsed = kernel::parse_module(kernel::print_module(linked), src.path);
    if (!reparsed) return make_error("llm frontend: linked module does not reparse: " + reparsed.error().message, src.path);
    out.module = std::move(*reparsed);
    // The parts were verified one by one; the link must hold as a whole.
    auto problems = kernel::verify(out.module);
    if (!problems.empty())
      return make_error("llm frontend: linked module fails verification: " + problems.front().message, src.path);
    return out;
  }
};

}  // namespace

std::unique_ptr<Frontend> make_frontend() { return std::make_unique<LlmFrontend>(); }

}  // namespace reddragon::llmfe
