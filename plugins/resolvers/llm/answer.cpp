// answer.cpp - prompt, payload and strict answer validation for the llm
// resolver.
#include "answer.hpp"

#include <boost/json.hpp>
#include <cctype>

namespace reddragon::llmresolver {

namespace json = boost::json;

namespace {

constexpr const char* kSystemPrompt = R"(You stand in for a function or method whose implementation is unavailable to a program interpreter (for example an import that cannot be loaded, such as requests.get). Given the call, its arguments and the relevant program state, answer with the return value the call would most plausibly produce, and any side effects it has.

For well-known library functions (math.sqrt, str.upper, list.append, json.loads, ...) compute the exact result. For unknown functions give a realistic, self-consistent value based on the name, the arguments and the source text.

Values use the interpreter's JSON rendering:
- numbers, strings, booleans and null (null is Python None / JavaScript null)
- arrays for lists and tuples
- plain JSON objects for dictionaries with string keys
- {"$obj": "TypeName", "fields": {"name": <value>, ...}} for an object (class instance) with fields
- {"$sym": "sym_3"} for a symbolic (unknown) value; use it only when no plausible value exists
- other "$" forms in the state ({"$function": ...}, {"$class": ...}, {"$set": [...]}, {"$bigint": "..."}) describe values you should not create

Respond with ONE JSON object and nothing else, exactly of this shape:
{"value": <value>,
 "heap_writes": [{"target": "obj.field", "value": <value>}],
 "var_writes": [{"name": "x", "value": <value>}],
 "reasoning": "one short sentence"}
"value" is required. "heap_writes" (fields of existing objects the call modifies, "target" is "<variable>.<field>") and "var_writes" (variables the call rebinds) are optional and usually empty. No other keys are allowed.)";

json::value parse_or_string(const std::string& text, bool empty_is_object) {
  if (text.empty()) return empty_is_object ? json::value(json::object{}) : json::value(nullptr);
  boost::system::error_code ec;
  json::value v = json::parse(text, ec);
  if (ec) return json::string(text);
  return v;
}

bool is_identifier(std::string_view s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
}

/// Checks the VM rendering's reserved forms inside a value. Returns an empty
/// string when fine, else what is wrong (prefixed by `where`).
std::string check_value(const json::value& v, const std::string& where) {
  if (const auto* a = v.if_array()) {
    for (std::size_t i = 0; i < a->size(); ++i)
      if (auto e = check_value((*a)[i], where + "[" + std::to_string(i) + "]"); !e.empty()) return e;
    return {};
  }
  const auto* o = v.if_object();
  if (o == nullptr) return {};
  if (const auto* t = o->if_contains("$obj")) {
    if (!t->is_string() || t->get_string().empty()) return where + ".$obj must be a non-empty string";
    const auto* f = o->if_contains("fields");
    if (f != nullptr && !f->is_object()) return where + ".fields must be an object";
    for (const auto& [k, _] : *o)
      if (k != "$obj" && k != "fields") return where + " has unexpected key '" + std::string(k) + "' beside $obj";
    if (f != nullptr)
      for (const auto& [k, x] : f->get_object())
        if (auto e = check_value(x, where + ".fields." + std::string(k)); !e.empty()) return e;
    return {};
  }
  if (const auto* s = o->if_contains("$sym")) {
    if (!s->is_string()) return where + ".$sym must be a string";
    if (o->size() != 1) return where + " has keys beside $sym";
    return {};
  }
  for (const auto& [k, x] : *o)
    if (auto e = check_value(x, where + "." + std::string(k)); !e.empty()) return e;
  return {};
}

Error mismatch(const std::string& what) { return make_error("schema mismatch: " + what); }

}  // namespace

const std::string& system_prompt() {
  static const std::string p = kSystemPrompt;
  return p;
}

std::string user_payload(const ResolveRequest& req) {
  json::array args;
  for (const auto& a : req.args_json) args.push_back(parse_or_string(a, false));
  json::object o;
  o["language"] = req.language;
  o["call"] = req.callee;
  if (!req.source_text.empty()) o["source"] = req.source_text;
  o["args"] = std::move(args);
  o["state"] = parse_or_string(req.state_json, true);
  return json::serialize(o);
}

std::string_view strip_fences(std::string_view t) {
  auto trim = [](std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
  };
  const auto open = t.find("```");
  if (open == std::string_view::npos) return trim(t);
  auto rest = t.substr(open + 3);
  const auto nl = rest.find('\n');
  if (nl == std::string_view::npos) return trim(t);
  // The info string ("json", "JSON", "") runs to the end of the line.
  rest = rest.substr(nl + 1);
  const auto close = rest.find("```");
  if (close == std::string_view::npos) return trim(t);
  return trim(rest.substr(0, close));
}

Expected<ResolveResponse> parse_answer(std::string_view text) {
  const std::string_view body = strip_fences(text);
  if (body.empty()) return make_error("empty LLM answer");
  boost::system::error_code ec;
  json::value v = json::parse(body, ec);
  if (ec) return make_error("invalid JSON in LLM answer: " + ec.message());
  const auto* o = v.if_object();
  if (o == nullptr) return mismatch("answer is not a JSON object");

  ResolveResponse r;
  for (const auto& [k, _] : *o)
    if (k != "value" && k != "heap_writes" && k != "var_writes" && k != "reasoning")
      return mismatch("unexpected key '" + std::string(k) + "'");
  const auto* value = o->if_contains("value");
  if (value == nullptr) return mismatch("missing required key 'value'");
  if (auto e = check_value(*value, "value"); !e.empty()) return mismatch(e);
  r.value_json = json::serialize(*value);

  if (const auto* reasoning = o->if_contains("reasoning"); reasoning != nullptr && !reasoning->is_string())
    return mismatch("'reasoning' must be a string");

  if (const auto* hw = o->if_contains("heap_writes"); hw != nullptr) {
    if (!hw->is_array()) return mismatch("'heap_writes' must be an array");
    std::size_t i = 0;
    for (const auto& w : hw->get_array()) {
      const std::string at = "heap_writes[" + std::to_string(i++) + "]";
      const auto* wo = w.if_object();
      if (wo == nullptr) return mismatch(at + " must be an object");
      for (const auto& [k, _] : *wo)
        if (k != "target" && k != "value") return mismatch(at + " has unexpected key '" + std::string(k) + "'");
      const auto* target = wo->if_contains("target");
      const auto* wv = wo->if_contains("value");
      if (target == nullptr || !target->is_string()) return mismatch(at + ".target must be a string");
      const std::string_view t = target->get_string();
      const auto dot = t.find('.');
      if (dot == std::string_view::npos || dot == 0 || dot + 1 == t.size())
        return mismatch(at + ".target must look like \"obj.field\"");
      if (wv == nullptr) return mismatch(at + " is missing 'value'");
      if (auto e = check_value(*wv, at + ".value"); !e.empty()) return mismatch(e);
      r.heap_writes.emplace_back(std::string(t), json::serialize(*wv));
    }
  }
  if (const auto* vw = o->if_contains("var_writes"); vw != nullptr) {
    if (!vw->is_array()) return mismatch("'var_writes' must be an array");
    std::size_t i = 0;
    for (const auto& w : vw->get_array()) {
      const std::string at = "var_writes[" + std::to_string(i++) + "]";
      const auto* wo = w.if_object();
      if (wo == nullptr) return mismatch(at + " must be an object");
      for (const auto& [k, _] : *wo)
        if (k != "name" && k != "value") return mismatch(at + " has unexpected key '" + std::string(k) + "'");
      const auto* name = wo->if_contains("name");
      const auto* wv = wo->if_contains("value");
      if (name == nullptr || !name->is_string() || !is_identifier(name->get_string()))
        return mismatch(at + ".name must be an identifier");
      if (wv == nullptr) return mismatch(at + " is missing 'value'");
      if (auto e = check_value(*wv, at + ".value"); !e.empty()) return mismatch(e);
      r.var_writes.emplace_back(std::string(name->get_string()), json::serialize(*wv));
    }
  }
  r.resolved = true;
  return r;
}

}  // namespace reddragon::llmresolver
