// standard_input.cpp - the program's standard input (standard_input.hpp).
#include "reddragon/vm/standard_input.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm {

namespace {
std::shared_ptr<InputText>& process_input() {
  static std::shared_ptr<InputText> text;
  return text;
}
constexpr std::string_view kPosKey = "vm.stdin.pos";  // run_state: bytes read so far (Int)
}  // namespace

std::shared_ptr<InputText> InputText::from_fd(int fd, std::size_t cap) {
  auto t = std::make_shared<InputText>();
  t->fd_ = fd;
  t->cap_ = cap;
  return t;
}

std::shared_ptr<InputText> InputText::from_string(std::string text) {
  auto t = std::make_shared<InputText>();
  t->text_ = std::move(text);
  t->loaded_ = true;
  return t;
}

const std::string& InputText::text() {
  if (loaded_) return text_;
  loaded_ = true;
  char buf[65536];
  while (text_.size() < cap_) {
    ssize_t n = ::read(fd_, buf, std::min(sizeof buf, cap_ - text_.size()));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    text_.append(buf, static_cast<std::size_t>(n));
  }
  return text_;
}

void set_standard_input(std::shared_ptr<InputText> text) { process_input() = std::move(text); }

std::optional<StandardInput> standard_input(Vm& vm) {
  if (!process_input()) return std::nullopt;
  return StandardInput(vm, *process_input());
}

std::size_t StandardInput::pos() {
  // The run's state holds the offset as an Int; it starts None (offset 0).
  const Value& v = vm_.run_state(kPosKey);
  return v.is(Tag::Int) ? static_cast<std::size_t>(v.i()) : 0;
}

void StandardInput::set_pos(std::size_t p) { vm_.run_state(kPosKey) = Value::integer(static_cast<std::int64_t>(p)); }

std::string_view StandardInput::rest() {
  const std::string& t = text_.text();
  const std::size_t p = pos();
  return p < t.size() ? std::string_view(t).substr(p) : std::string_view();
}

void StandardInput::consume(std::size_t n) { set_pos(pos() + std::min(n, rest().size())); }

int StandardInput::get() {
  std::string_view r = rest();
  if (r.empty()) return -1;
  set_pos(pos() + 1);
  return static_cast<unsigned char>(r[0]);
}

bool StandardInput::unget() {
  const std::size_t p = pos();
  if (p == 0) return false;
  set_pos(p - 1);
  return true;
}

std::optional<std::string> StandardInput::line(bool keep_newline) {
  std::string_view r = rest();
  if (r.empty()) return std::nullopt;
  const std::size_t nl = r.find('\n');
  const std::size_t take = nl == std::string_view::npos ? r.size() : nl + 1;
  std::string out(r.substr(0, keep_newline || nl == std::string_view::npos ? take : nl));
  consume(take);
  return out;
}

std::string StandardInput::all() {
  std::string out(rest());
  consume(out.size());
  return out;
}

}  // namespace reddragon::vm
