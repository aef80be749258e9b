// expected.hpp - errors as values at every boundary that can fail.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

#include "reddragon/ir/ir.hpp"

namespace reddragon {

/// What went wrong, where. `to_string()` gives `file:line:col: message`
/// (or `file: message` / `message` when location parts are unknown).
struct Error {
  std::string message;
  std::string file;
  ir::SourceSpan span;

  std::string to_string() const;
};

/// A value or an Error (std::expected is C++23; this is the subset we use).
template <class T>
class [[nodiscard]] Expected {
 public:
  Expected(T v) : v_(std::move(v)) {}                 // NOLINT: implicit by design
  Expected(Error e) : v_(std::move(e)) {}             // NOLINT
  bool has_value() const { return v_.index() == 0; }
  explicit operator bool() const { return has_value(); }
  T& value() & { assert(has_value()); return std::get<0>(v_); }
  const T& value() const& { assert(has_value()); return std::get<0>(v_); }
  T&& value() && { assert(has_value()); return std::get<0>(std::move(v_)); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const { assert(!has_value()); return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

/// Success or an Error.
class [[nodiscard]] Status {
 public:
  Status() = default;
  Status(Error e) : err_(std::move(e)), ok_(false) {}  // NOLINT
  static Status ok() { return {}; }
  bool is_ok() const { return ok_; }
  explicit operator bool() const { return ok_; }
  const Error& error() const { return err_; }

 private:
  Error err_;
  bool ok_ = true;
};

inline Error make_error(std::string msg, std::string file = {}, ir::SourceSpan span = {}) {
  return Error{std::move(msg), std::move(file), span};
}

}  // namespace reddragon
