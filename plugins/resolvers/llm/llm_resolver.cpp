// llm_resolver.cpp - resolves unimplemented calls by asking an LLM for a
// plausible value (the seeds' LLMPlausibleResolver). One LLM request per
// call; any failure (no client, HTTP error, timeout, invalid JSON, schema
// mismatch) is resolved=false with a reason, so the VM falls back to a
// fresh symbolic value. Never throws; never logs the key or the prompt.
#include <spdlog/spdlog.h>

#include <atomic>
#include <chrono>
#include <memory>

#include "answer.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "reddragon/resolver.hpp"

namespace {

using namespace reddragon;

class LlmResolver final : public Resolver {
 public:
  std::string_view name() const override { return "llm"; }

  /// Starts a run: the time budget (llm.total_timeout_ms) starts afresh.
  Status configure(const ResolverEnvironment& env) override {
    env_ = env;
    configured_ = true;
    spent_ = std::chrono::steady_clock::duration::zero();
    return Status::ok();
  }

  Expected<ResolveResponse> resolve(const ResolveRequest& req) override {
    // Read at request time, like the clients do; every message and log line
    // built here is scrubbed of it (a schema mismatch may quote a server's
    // echo of the key, a callee or a client's error may contain it).
    const std::string secret = configured_ ? llm_api_key(env_.llm_settings) : std::string();
    try {
      return resolve_impl(req, secret);
    } catch (const std::exception& e) {
      return unresolved(req, std::string("internal error: ") + e.what(), secret);
    } catch (...) {
      return unresolved(req, "internal error", secret);
    }
  }

  std::uint64_t llm_calls() const override { return calls_.load(std::memory_order_relaxed); }

 private:
  static ResolveResponse unresolved(const ResolveRequest& req, const std::string& reason, const std::string& secret) {
    ResolveResponse r;
    r.resolved = false;
    r.reason = scrub_secret(reason, secret);
    spdlog::warn("{}", scrub_secret(fmt::format("llm resolver: '{}' left symbolic: {}", req.callee, r.reason), secret));
    return r;
  }

  ResolveResponse resolve_impl(const ResolveRequest& req, const std::string& secret) {
    if (!configured_ || env_.llm == nullptr) return unresolved(req, "no LLM client configured", secret);
    LlmSettings settings = env_.llm_settings;
    if (settings.total_timeout_ms != 0) {
      // The run's budget: each request gets at most what is left of it;
      // once it is spent no request is made at all.
      const auto budget = std::chrono::milliseconds(settings.total_timeout_ms);
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(budget - spent_).count();
      if (left <= 0)
        return unresolved(req,
                          "LLM time budget of " + std::to_string(settings.total_timeout_ms) +
                              " ms (llm.total_timeout_ms) spent; no request made",
                          secret);
      if (static_cast<std::uint64_t>(left) < settings.timeout_ms) settings.timeout_ms = static_cast<std::uint32_t>(left);
    }
    LlmRequest lr;
    lr.system = llmresolver::system_prompt();
    lr.user = llmresolver::user_payload(req);
    lr.json_response = true;

    calls_.fetch_add(1, std::memory_order_relaxed);
    const auto t0 = std::chrono::steady_clock::now();
    auto answer = env_.llm->complete(settings, lr);
    const auto took = std::chrono::steady_clock::now() - t0;
    spent_ += took;
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(took).count();
    if (!answer) return unresolved(req, "LLM request failed: " + answer.error().message, secret);
    spdlog::debug("{}", scrub_secret(fmt::format("llm resolver: '{}' answered by {} (model {}) in {} ms", req.callee,
                                                 env_.llm->name(), settings.model, ms),
                                     secret));

    auto parsed = llmresolver::parse_answer(*answer);
    if (!parsed) return unresolved(req, parsed.error().message, secret);
    return std::move(parsed).value();
  }

  ResolverEnvironment env_;
  bool configured_ = false;
  std::chrono::steady_clock::duration spent_{};  ///< time spent in requests this run
  std::atomic<std::uint64_t> calls_{0};
};

void register_llm(Registrar& r) { r.add_resolver(std::make_unique<LlmResolver>()); }

}  // namespace

REDDRAGON_PLUGIN("llm", "0.1.0", RD_PLUGIN_RESOLVER, register_llm)
