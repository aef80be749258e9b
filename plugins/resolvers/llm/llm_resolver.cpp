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

  Status configure(const ResolverEnvironment& env) override {
    env_ = env;
    configured_ = true;
    return Status::ok();
  }

  Expected<ResolveResponse> resolve(const ResolveRequest& req) override {
    try {
      return resolve_impl(req);
    } catch (const std::exception& e) {
      return unresolved(req, std::string("internal error: ") + e.what());
    } catch (...) {
      return unresolved(req, "internal error");
    }
  }

  std::uint64_t llm_calls() const override { return calls_.load(std::memory_order_relaxed); }

 private:
  static ResolveResponse unresolved(const ResolveRequest& req, std::string reason) {
    spdlog::warn("llm resolver: '{}' left symbolic: {}", req.callee, reason);
    ResolveResponse r;
    r.resolved = false;
    r.reason = std::move(reason);
    return r;
  }

  ResolveResponse resolve_impl(const ResolveRequest& req) {
    if (!configured_ || env_.llm == nullptr) return unresolved(req, "no LLM client configured");
    LlmRequest lr;
    lr.system = llmresolver::system_prompt();
    lr.user = llmresolver::user_payload(req);
    lr.json_response = true;

    calls_.fetch_add(1, std::memory_order_relaxed);
    const auto t0 = std::chrono::steady_clock::now();
    auto answer = env_.llm->complete(env_.llm_settings, lr);
    const auto ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
    if (!answer) return unresolved(req, "LLM request failed: " + answer.error().message);
    spdlog::debug("llm resolver: '{}' answered by {} (model {}) in {} ms", req.callee, env_.llm->name(),
                  env_.llm_settings.model, ms);

    auto parsed = llmresolver::parse_answer(*answer);
    if (!parsed) return unresolved(req, parsed.error().message);
    return std::move(parsed).value();
  }

  ResolverEnvironment env_;
  bool configured_ = false;
  std::atomic<std::uint64_t> calls_{0};
};

void register_llm(Registrar& r) { r.add_resolver(std::make_unique<LlmResolver>()); }

}  // namespace

REDDRAGON_PLUGIN("llm", "0.1.0", RD_PLUGIN_RESOLVER, register_llm)
