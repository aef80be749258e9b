// standard_input.hpp - the analysed program's standard input, when the user
// gives it one (docs/adr/0020-program-standard-input.md). Reading it is not
// an effect on the world: it is the program's input, as its source is.
// Without one (a terminal, /dev/null, none given) standard_input() is null
// and each language keeps its default (an empty stream, or unknown values).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace reddragon::vm {

class Vm;

/// The text, read once on first use and shared by every run of the command
/// (--explore runs many paths; each run keeps its own reading position).
class InputText {
 public:
  /// fd's bytes to its end, read when a program first reads (so a pipe
  /// blocks only a program that reads it, as under the real toolchain). At
  /// most `cap` bytes are kept.
  static std::shared_ptr<InputText> from_fd(int fd, std::size_t cap);
  static std::shared_ptr<InputText> from_string(std::string text);
  const std::string& text();

 private:
  int fd_ = -1;
  std::size_t cap_ = 0;
  bool loaded_ = false;
  std::string text_;
};

/// Set once by the command that runs programs, before its runs (null: none).
void set_standard_input(std::shared_ptr<InputText> text);

/// One run's view of the input: its reading position lives in the run's
/// state (Vm::run_state), so every run starts at the beginning.
class StandardInput {
 public:
  StandardInput(Vm& vm, InputText& text) : vm_(vm), text_(text) {}
  /// What has not been read yet.
  std::string_view rest();
  void consume(std::size_t n);
  bool at_end() { return rest().empty(); }
  /// The next byte, or -1 at the end.
  int get();
  /// Puts back the byte just read (C's ungetc); false if nothing was read.
  bool unget();
  /// The next line (with its '\n' when keep_newline); nullopt at the end.
  std::optional<std::string> line(bool keep_newline);
  /// Everything not read yet.
  std::string all();

 private:
  std::size_t pos();
  void set_pos(std::size_t p);
  Vm& vm_;
  InputText& text_;
};

/// The running program's standard input, or nullopt when it has none.
std::optional<StandardInput> standard_input(Vm& vm);

}  // namespace reddragon::vm
