// regex_engine.hpp - the language-neutral part of regular expressions on
// PCRE2 (8-bit code units, UTF-8 text), shared by the language runtimes:
// compiling through a bounded cache, one match attempt at a position under
// a match limit with the VM's step budget charged for the bytes searched,
// iterating matches with the empty-match rule of Perl and Python 3.7+, the
// name table, and converting byte offsets to code-point offsets linearly.
// A language translates its own syntax and flags to PCRE2's before
// compiling, and builds its own match objects from the spans.
#pragma once

#ifndef PCRE2_CODE_UNIT_WIDTH
#define PCRE2_CODE_UNIT_WIDTH 8
#endif
#include <pcre2.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "reddragon/vm/runtime.hpp"

namespace reddragon::regex {

constexpr std::size_t kUnset = static_cast<std::size_t>(-1);
/// Backtracking steps per match attempt: past it the attempt fails (and is
/// charged as that many VM steps), so a catastrophic pattern never hangs.
constexpr std::uint32_t kMatchLimit = 1'000'000;
/// Compiled patterns kept per thread; the cache is emptied when full.
constexpr std::size_t kCacheMax = 256;

struct CompileError {
  int code = 0;
  std::size_t offset = 0;  ///< byte offset in the source where PCRE2 stopped
  std::string message;     ///< PCRE2's text
};

/// An immutable compiled pattern with its group information.
class Regex {
 public:
  Regex(pcre2_code* code);
  ~Regex();
  Regex(const Regex&) = delete;
  Regex& operator=(const Regex&) = delete;

  const pcre2_code* code() const { return code_; }
  /// Number of capturing groups.
  std::uint32_t captures() const { return captures_; }
  /// Named groups as (name, number), ordered by number.
  const std::vector<std::pair<std::string, std::uint32_t>>& names() const { return names_; }
  /// The number of a named group; -1 when there is none.
  int number_of(std::string_view name) const;
  /// The name of group `n`; empty when it has none.
  std::string_view name_of(std::uint32_t n) const;

 private:
  pcre2_code* code_;
  std::uint32_t captures_ = 0;
  std::vector<std::pair<std::string, std::uint32_t>> names_;
};
using RegexPtr = std::shared_ptr<const Regex>;

/// `source` compiled with PCRE2 `options`, from the cache when it was
/// compiled before; null with `err` filled when it does not compile.
RegexPtr compile(std::string_view source, std::uint32_t options, CompileError& err);
/// Empties the cache (patterns still referenced stay alive).
void purge();

/// Byte spans of a match: group 0 is the whole match.
struct Spans {
  std::vector<std::size_t> ov;  ///< start, end per group; kUnset when the group did not take part
  std::size_t count() const { return ov.size() / 2; }
  bool set(std::size_t g) const { return ov[2 * g] != kUnset; }
  std::size_t start(std::size_t g) const { return ov[2 * g]; }
  std::size_t end(std::size_t g) const { return ov[2 * g + 1]; }
};

enum class Outcome : std::uint8_t {
  Match,
  NoMatch,
  Limit,    ///< the match limit was hit (charged; treat as no match)
  Stopped,  ///< a VM budget ran out: vm.raising() is set, return at once
};

/// Whether `text` is valid UTF-8 (as PCRE2 requires of a UTF subject). A
/// UTF pattern checks its whole subject on every attempt unless it is given
/// PCRE2_NO_UTF_CHECK: a caller checks a text once and passes that flag to
/// every attempt over it (never for a text that failed the check, which
/// then simply does not match), so a scan over a text stays linear.
bool valid_utf8(std::string_view text);

/// One attempt over `subject` (its end is the text's end for `$` and
/// lookarounds) at or after byte `start` (PCRE2 match `options`:
/// PCRE2_ANCHORED, PCRE2_ENDANCHORED, PCRE2_NOTEMPTY_ATSTART,
/// PCRE2_NO_UTF_CHECK, ...). The VM
/// is charged for the bytes from `start` to the match's end, or to the end
/// of the subject when there is none, so a scan over a text costs it once.
Outcome match(vm::Vm& vm, const Regex& re, std::string_view subject, std::size_t start, std::uint32_t options,
              Spans& out);

/// Every match from `start` on, Perl's and Python 3.7+'s rule for empty
/// matches: after an empty match the next one may not be empty at the same
/// position (it may be empty further on, or non-empty there). `options`
/// go to every attempt; `on(spans)` returns false to stop. Returns false
/// when the VM must stop.
template <class F>
bool each_match(vm::Vm& vm, const Regex& re, std::string_view subject, std::size_t start, std::uint32_t options, F&& on) {
  Spans sp;
  std::uint32_t opts = 0;
  while (start <= subject.size()) {
    Outcome o = match(vm, re, subject, start, options | opts, sp);
    if (o == Outcome::Stopped) return false;
    if (o != Outcome::Match) return true;
    if (!on(sp) || vm.raising()) return !vm.raising();
    opts = sp.start(0) == sp.end(0) ? PCRE2_NOTEMPTY_ATSTART : 0;
    start = sp.end(0);
  }
  return true;
}

/// Byte offset <-> code-point offset in UTF-8 text (a character starts at
/// every byte that is not a continuation byte). Keeps its last position, so offsets that move
/// forward (successive matches) cost the distance moved, not the prefix.
class CharCursor {
 public:
  explicit CharCursor(std::string_view text) : s_(text) {}
  /// Resumes at a known position (byte `b` is character `c`).
  CharCursor(std::string_view text, std::size_t b, std::size_t c) : s_(text), byte_(b <= text.size() ? b : 0), chr_(b <= text.size() ? c : 0) {}
  std::size_t byte() const { return byte_; }
  std::size_t chars() const { return chr_; }
  /// Characters before byte offset `b` (clamped to the text).
  std::size_t to_chars(std::size_t b);
  /// Byte offset of character `c` (clamped to the text's end).
  std::size_t to_bytes(std::size_t c);

 private:
  bool lead(std::size_t i) const { return (static_cast<unsigned char>(s_[i]) & 0xC0) != 0x80; }
  std::string_view s_;
  std::size_t byte_ = 0, chr_ = 0;
};

}  // namespace reddragon::regex
