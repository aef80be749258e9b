// resolver.hpp - strategies for calls the VM cannot execute (missing
// implementation, unresolved import). Chosen by the `resolver` config key.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/expected.hpp"
#include "reddragon/llm_client.hpp"

namespace reddragon {

/// A call the VM could not resolve. State is passed as JSON text so the
/// boundary stays independent of the VM's internal value representation.
struct ResolveRequest {
  std::string language;
  std::string callee;                 ///< e.g. "requests.get" or "obj.method"
  std::vector<std::string> args_json; ///< each argument rendered as JSON
  std::string state_json;             ///< relevant variables / heap, JSON
  std::string source_text;            ///< the call's source text, if known
};

/// The effect of resolving a call: a return value plus heap and variable
/// writes, each JSON; applied by the VM through its single state-update path.
struct ResolveResponse {
  bool resolved = false;              ///< false: fall back to a symbolic value
  std::string value_json;
  std::vector<std::pair<std::string, std::string>> heap_writes;  ///< "obj.field" -> JSON
  std::vector<std::pair<std::string, std::string>> var_writes;   ///< name -> JSON
  std::string reason;                 ///< why unresolved (for the log)
};

/// What the host hands a resolver before use: the LLM client chosen by the
/// `llm.client` config key (null when none is configured) and its settings.
struct ResolverEnvironment {
  LlmClient* llm = nullptr;
  LlmSettings llm_settings;
};

class Resolver {
 public:
  virtual ~Resolver() = default;
  virtual std::string_view name() const = 0;
  /// Called once by the host before the first resolve().
  virtual Status configure(const ResolverEnvironment&) { return Status::ok(); }
  /// Never throws. `resolved == false` (with a reason) makes the VM fall
  /// back to a fresh symbolic value; an Error does the same and is logged.
  virtual Expected<ResolveResponse> resolve(const ResolveRequest& req) = 0;
  /// Number of LLM requests made so far (reported as llm_calls).
  virtual std::uint64_t llm_calls() const { return 0; }
  /// Whether resolve() reads ResolveRequest::state_json and args_json.
  /// Building them renders the module's variables and the path condition
  /// for every unresolved call; a resolver that ignores them says so.
  virtual bool wants_context() const { return true; }
};

}  // namespace reddragon
