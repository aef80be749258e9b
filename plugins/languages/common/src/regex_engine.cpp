// regex_engine.cpp - PCRE2 compile cache, match attempts under the match
// limit and the step budget, and code-point offsets (regex_engine.hpp).
#include "reddragon/frontend_support/regex_engine.hpp"

#include "reddragon/text/utf8.hpp"

#include <algorithm>
#include <unordered_map>

namespace reddragon::regex {

namespace {

struct DataFree {
  void operator()(pcre2_match_data* d) const { pcre2_match_data_free(d); }
};
struct ContextFree {
  void operator()(pcre2_match_context* c) const { pcre2_match_context_free(c); }
};

std::unordered_map<std::string, RegexPtr>& cache() {
  thread_local std::unordered_map<std::string, RegexPtr> c;
  return c;
}

pcre2_match_context* match_context() {
  thread_local std::unique_ptr<pcre2_match_context, ContextFree> ctx([] {
    pcre2_match_context* c = pcre2_match_context_create(nullptr);
    pcre2_set_match_limit(c, kMatchLimit);
    pcre2_set_depth_limit(c, kMatchLimit / 4);
    return c;
  }());
  return ctx.get();
}

}  // namespace

Regex::Regex(pcre2_code* code) : code_(code) {
  pcre2_pattern_info(code_, PCRE2_INFO_CAPTURECOUNT, &captures_);
  std::uint32_t count = 0, entry = 0;
  PCRE2_SPTR table = nullptr;
  pcre2_pattern_info(code_, PCRE2_INFO_NAMECOUNT, &count);
  pcre2_pattern_info(code_, PCRE2_INFO_NAMEENTRYSIZE, &entry);
  pcre2_pattern_info(code_, PCRE2_INFO_NAMETABLE, &table);
  for (std::uint32_t i = 0; i < count && table; ++i) {
    PCRE2_SPTR row = table + static_cast<std::size_t>(i) * entry;  // 2-byte number, then the NUL-terminated name
    std::uint32_t n = (static_cast<std::uint32_t>(row[0]) << 8) | row[1];
    names_.emplace_back(reinterpret_cast<const char*>(row + 2), n);
  }
  std::sort(names_.begin(), names_.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
}

Regex::~Regex() { pcre2_code_free(code_); }

int Regex::number_of(std::string_view name) const {
  for (const auto& [n, k] : names_)
    if (n == name) return static_cast<int>(k);
  return -1;
}

std::string_view Regex::name_of(std::uint32_t n) const {
  for (const auto& [name, k] : names_)
    if (k == n) return name;
  return {};
}

RegexPtr compile(std::string_view source, std::uint32_t options, CompileError& err) {
  std::string key = std::to_string(options) + "/";
  key.append(source);
  auto& c = cache();
  if (auto it = c.find(key); it != c.end()) return it->second;
  int code = 0;
  PCRE2_SIZE at = 0;
  pcre2_code* re = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(source.data()), source.size(), options, &code, &at, nullptr);
  if (!re) {
    PCRE2_UCHAR msg[256];
    pcre2_get_error_message(code, msg, sizeof msg);
    err = CompileError{code, static_cast<std::size_t>(at), reinterpret_cast<const char*>(msg)};
    return nullptr;
  }
  if (c.size() >= kCacheMax) c.clear();
  auto shared = std::make_shared<const Regex>(re);
  c.emplace(std::move(key), shared);
  return shared;
}

void purge() { cache().clear(); }

bool valid_utf8(std::string_view text) { return utf8::valid(text); }

Outcome match(vm::Vm& vm, const Regex& re, std::string_view subject, std::size_t start, std::uint32_t options,
              Spans& out) {
  if (start > subject.size()) return Outcome::NoMatch;
  thread_local std::unique_ptr<pcre2_match_data, DataFree> md(pcre2_match_data_create(32, nullptr));
  if (pcre2_get_ovector_count(md.get()) < re.captures() + 1)
    md.reset(pcre2_match_data_create(re.captures() + 1, nullptr));
  int rc = pcre2_match(re.code(), reinterpret_cast<PCRE2_SPTR>(subject.data()), subject.size(), start, options, md.get(),
                       match_context());
  const PCRE2_SIZE* ov = pcre2_get_ovector_pointer(md.get());
  // the bytes searched: to the match's end, or the rest of the text
  std::size_t searched = (rc > 0 && ov[1] > start ? ov[1] : rc > 0 ? start : subject.size()) - start;
  if (!vm.charge_bytes(searched)) return Outcome::Stopped;
  if (rc == PCRE2_ERROR_MATCHLIMIT || rc == PCRE2_ERROR_DEPTHLIMIT || rc == PCRE2_ERROR_HEAPLIMIT)
    return vm.charge(kMatchLimit) ? Outcome::Limit : Outcome::Stopped;  // the work a hung pattern did
  if (rc <= 0) return Outcome::NoMatch;
  const std::size_t n = re.captures() + 1;
  out.ov.assign(2 * n, kUnset);
  for (std::size_t k = 0; k < n && k < static_cast<std::size_t>(rc); ++k) {
    if (ov[2 * k] == PCRE2_UNSET) continue;
    out.ov[2 * k] = ov[2 * k];
    out.ov[2 * k + 1] = ov[2 * k + 1];
  }
  return Outcome::Match;
}

std::size_t CharCursor::to_chars(std::size_t b) {
  if (b > s_.size()) b = s_.size();
  for (; byte_ < b; ++byte_) chr_ += lead(byte_);
  for (; byte_ > b; --byte_) chr_ -= lead(byte_ - 1);
  return chr_;
}

std::size_t CharCursor::to_bytes(std::size_t c) {
  while (chr_ < c && byte_ < s_.size()) {  // to the start of the next character
    ++byte_;
    while (byte_ < s_.size() && !lead(byte_)) ++byte_;
    ++chr_;
  }
  while (chr_ > c && byte_ > 0) {
    --byte_;
    while (byte_ > 0 && !lead(byte_)) --byte_;
    --chr_;
  }
  return byte_;
}

}  // namespace reddragon::regex
