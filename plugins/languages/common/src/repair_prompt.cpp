// repair_prompt.cpp - what AST repair asks the model and how it reads the
// answer (ast_repair.hpp).
#include <boost/json.hpp>

#include "reddragon/frontend_support/ast_repair.hpp"

namespace reddragon::frontend {

namespace {

constexpr std::string_view kOpen = "<<<FRAGMENT\n", kClose = "FRAGMENT>>>";

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

/// The inside of a ``` fence (the opening line may name a language).
std::string_view unfence(std::string_view s) {
  std::string_view t = trim(s);
  if (!t.starts_with("```")) return s;
  const std::size_t nl = t.find('\n');
  if (nl == std::string_view::npos) return {};
  t.remove_prefix(nl + 1);
  const std::size_t close = t.rfind("```");
  if (close != std::string_view::npos) t = t.substr(0, close);
  return t;
}

/// Plain text: leading blank lines and trailing whitespace go, the first
/// line's indentation stays (it matters in Python).
std::string plain(std::string_view s) {
  while (!s.empty()) {
    const std::size_t nl = s.find('\n');
    if (nl == std::string_view::npos || !trim(s.substr(0, nl)).empty()) break;
    s.remove_prefix(nl + 1);
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r')) s.remove_suffix(1);
  return std::string(s);
}

/// The text between the fragment markers, when the model echoed them.
std::string_view between_markers(std::string_view s) {
  const std::size_t a = s.find(kOpen);
  if (a == std::string_view::npos) return s;
  std::string_view rest = s.substr(a + kOpen.size());
  const std::size_t b = rest.find(kClose);
  return b == std::string_view::npos ? rest : rest.substr(0, b);
}

}  // namespace

std::optional<std::string> parse_repair_answer(std::string_view answer) {
  std::string_view body = unfence(answer);
  const std::string_view t = trim(body);
  if (t.starts_with("{")) {
    boost::system::error_code ec;
    boost::json::value v = boost::json::parse(t, ec);
    if (!ec && v.is_object()) {
      const auto& o = v.get_object();
      for (const char* key : {"fixed", "fragment", "code"})
        if (const auto* f = o.if_contains(key); f != nullptr && f->is_string()) {
          std::string_view inner = between_markers(std::string_view(f->get_string()));
          return std::string(unfence(inner));
        }
      return std::nullopt;  // JSON, but not an answer
    }
    // not JSON: code that starts with a brace
  }
  std::string text = plain(between_markers(body));
  if (text.empty()) return std::nullopt;
  return text;
}

RepairPrompt repair_prompt(std::string_view language, std::string_view context_before, std::string_view fragment,
                           std::string_view context_after, std::string_view errors, std::uint32_t first_line,
                           std::uint32_t last_line) {
  RepairPrompt p;
  const std::string lang(language);
  p.system =
      "You repair syntax errors in " + lang + " source code. The parser cannot read the fragment between the lines "
      "<<<FRAGMENT and FRAGMENT>>>; the lines around it are unchanged context. Reply with the corrected fragment "
      "only: the text that replaces the lines between the markers, without the markers and without the context. "
      "Change as little as possible: keep names, indentation, comments and line breaks; add only what is missing "
      "and remove only what cannot be " + lang + ". Do not explain. Answer as a JSON object: {\"fixed\": \"<the "
      "corrected fragment>\"}.";
  p.user = "Language: " + lang + "\nParser errors:\n" + std::string(errors) + "The fragment is lines " +
           std::to_string(first_line) + "-" + std::to_string(last_line) + " of the file.\nCode:\n" + std::string(context_before) +
           std::string(kOpen) + std::string(fragment);
  if (!fragment.empty() && fragment.back() != '\n') p.user += '\n';
  p.user += std::string(kClose) + "\n" + std::string(context_after);
  if (!context_after.empty() && context_after.back() != '\n') p.user += '\n';
  p.user += "End of code.\n";
  return p;
}

}  // namespace reddragon::frontend
