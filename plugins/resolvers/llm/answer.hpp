// answer.hpp - the llm resolver's wire format: the system prompt, the user
// payload built from a ResolveRequest, and strict parsing of the answer.
// Kept apart from the plugin so tests can exercise it directly.
#pragma once

#include <string>
#include <string_view>

#include "reddragon/expected.hpp"
#include "reddragon/resolver.hpp"

namespace reddragon::llmresolver {

/// States the answer schema and the VM's JSON rendering of values.
const std::string& system_prompt();

/// Compact JSON: {"language", "call", "source", "args": [...], "state": {...}}.
/// Arguments and state are embedded as parsed JSON (a string if unparsable).
std::string user_payload(const ResolveRequest& req);

/// The JSON inside a ```json ... ``` (or ``` ... ```) fence, else the text
/// trimmed of surrounding whitespace.
std::string_view strip_fences(std::string_view text);

/// Parses and validates an answer. On success `resolved` is true and
/// value_json / heap_writes / var_writes hold re-serialised JSON. On failure
/// the Error message is the reason ("invalid JSON in LLM answer: ...",
/// "schema mismatch: ...").
Expected<ResolveResponse> parse_answer(std::string_view text);

}  // namespace reddragon::llmresolver
