// go_constant.hpp - Go's untyped constant arithmetic, exact (arbitrary
// precision rationals), for the lowerer: `const a = 0.1; a + 0.2` is the
// float64 nearest to 0.3, not 0.1 + 0.2 rounded twice.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include <tree_sitter/api.h>

namespace reddragon::go {

/// The iota argument when a variable named iota shadows the predeclared one:
/// iota is then no constant.
inline constexpr std::int64_t kIotaShadowed = INT64_MIN;

class ConstantTable {
 public:
  using TextOf = std::function<std::string_view(TSNode)>;
  explicit ConstantTable(TextOf text);
  ~ConstantTable();
  /// Evaluates a constant expression of literals, known constants, iota,
  /// unary +/- and + - * / << >>; false when it is not one.
  bool eval(TSNode n, std::int64_t iota, double& value, bool& is_float) const;
  /// An integer constant expression within int64 or uint64 range, as its
  /// 64-bit pattern (1<<64 - 1 is all ones; above_int64 says so); false otherwise.
  bool eval_integer(TSNode n, std::int64_t iota, std::int64_t& bits, bool& above_int64) const;
  /// Records `name` as the constant `n` (forgotten when `n` is no constant
  /// expression, so a shadowing declaration hides an outer constant).
  void define(const std::string& name, TSNode n, std::int64_t iota);
  void forget(const std::string& name);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace reddragon::go
