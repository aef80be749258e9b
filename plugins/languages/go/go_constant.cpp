// go_constant.cpp - exact constant arithmetic (see go_constant.hpp).
#include "go_constant.hpp"

#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <unordered_map>

namespace reddragon::go {

namespace mp = boost::multiprecision;

namespace {
struct Exact {
  mp::cpp_rational v;
  bool is_float = false;
};
// Bounds keep a hostile constant (1 << 1e9, 1e999999) from exhausting memory.
constexpr int kMaxShift = 4096;
constexpr int kMaxExp = 4096;


std::optional<mp::cpp_int> parse_int(std::string_view t) {
  std::string s;
  for (char c : t)
    if (c != '_') s.push_back(c);
  unsigned base = 10;
  std::size_t i = 0;
  if (s.size() > 1 && s[0] == '0') {
    char p = static_cast<char>(s[1] | 0x20);
    if (p == 'x') base = 16, i = 2;
    else if (p == 'b') base = 2, i = 2;
    else if (p == 'o') base = 8, i = 2;
    else base = 8, i = 1;
  }
  if (i >= s.size() || s.size() > 400) return std::nullopt;
  mp::cpp_int v = 0;
  for (; i < s.size(); ++i) {
    char c = static_cast<char>(s[i] | 0x20);
    unsigned d = c >= '0' && c <= '9' ? static_cast<unsigned>(c - '0') : c >= 'a' && c <= 'f' ? static_cast<unsigned>(c - 'a' + 10) : 99;
    if (d >= base) return std::nullopt;
    v = v * base + d;
  }
  return v;
}

std::optional<mp::cpp_rational> parse_decimal_float(std::string_view t) {
  std::string s;
  for (char c : t)
    if (c != '_') s.push_back(c);
  if (s.size() > 400 || (s.size() > 1 && s[0] == '0' && (s[1] | 0x20) == 'x')) return std::nullopt;  // hex floats: left to the VM
  mp::cpp_int mant = 0;
  int scale = 0;
  std::size_t i = 0;
  bool dot = false, digits = false;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c == '.') {
      if (dot) return std::nullopt;
      dot = true;
    } else if (c >= '0' && c <= '9') {
      mant = mant * 10 + (c - '0');
      digits = true;
      if (dot) --scale;
    } else {
      break;
    }
  }
  if (!digits) return std::nullopt;
  if (i < s.size()) {
    if ((s[i] | 0x20) != 'e') return std::nullopt;
    ++i;
    int sign = 1;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) sign = s[i++] == '-' ? -1 : 1;
    int e = 0;
    if (i >= s.size()) return std::nullopt;
    for (; i < s.size(); ++i) {
      if (s[i] < '0' || s[i] > '9') return std::nullopt;
      e = e * 10 + (s[i] - '0');
      if (e > kMaxExp) return std::nullopt;
    }
    scale += sign * e;
  }
  if (scale > kMaxExp || scale < -kMaxExp) return std::nullopt;
  mp::cpp_int p = mp::pow(mp::cpp_int(10), static_cast<unsigned>(scale < 0 ? -scale : scale));
  return scale < 0 ? mp::cpp_rational(mant, p) : mp::cpp_rational(mant * p);
}
}  // namespace

struct ConstantTable::Impl {
  TextOf text;
  std::unordered_map<std::string, Exact> consts;
  // The lowerer calls eval at whatever depth it has reached, down to its own
  // stack floor; eval's frames (rationals: large under ASan) must fit in
  // the margin left below that, so eval bounds the stack it uses itself.
  static constexpr std::uintptr_t kMaxStackBytes = 64 * 1024;
  mutable std::uintptr_t base_ = 0;  // eval's outermost frame

  std::optional<Exact> eval(TSNode n, std::int64_t iota, int depth) const {
    const auto here = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
    if (depth == 0) base_ = here;
    if (ts_node_is_null(n) || depth > 64 || (base_ > here && base_ - here > kMaxStackBytes)) return std::nullopt;
    const char* type = ts_node_type(n);
    if (!std::strcmp(type, "int_literal")) {
      auto v = parse_int(text(n));
      if (!v) return std::nullopt;
      return Exact{mp::cpp_rational(*v), false};
    }
    if (!std::strcmp(type, "float_literal")) {
      auto v = parse_decimal_float(text(n));
      if (!v) return std::nullopt;
      return Exact{*v, true};
    }
    if (!std::strcmp(type, "iota")) {
      if (iota == kIotaShadowed) return std::nullopt;
      return Exact{mp::cpp_rational(iota), false};
    }
    if (!std::strcmp(type, "identifier")) {
      auto it = consts.find(std::string(text(n)));
      if (it == consts.end()) return std::nullopt;
      return it->second;
    }
    if (!std::strcmp(type, "parenthesized_expression")) {
      if (ts_node_named_child_count(n) != 1) return std::nullopt;
      return eval(ts_node_named_child(n, 0), iota, depth + 1);
    }
    if (!std::strcmp(type, "unary_expression")) {
      std::string_view op = text(ts_node_child_by_field_name(n, "operator", 8));
      auto x = eval(ts_node_child_by_field_name(n, "operand", 7), iota, depth + 1);
      if (!x || (op != "-" && op != "+")) return std::nullopt;
      if (op == "-") x->v = -x->v;
      return x;
    }
    if (!std::strcmp(type, "binary_expression")) {
      std::string_view op = text(ts_node_child_by_field_name(n, "operator", 8));
      auto a = eval(ts_node_child_by_field_name(n, "left", 4), iota, depth + 1);
      if (!a) return std::nullopt;
      auto b = eval(ts_node_child_by_field_name(n, "right", 5), iota, depth + 1);
      if (!b) return std::nullopt;
      bool fl = a->is_float || b->is_float;
      if (op == "+") return Exact{a->v + b->v, fl};
      if (op == "-") return Exact{a->v - b->v, fl};
      if (op == "*") return Exact{a->v * b->v, fl};
      if (op == "/") {
        if (b->v == 0) return std::nullopt;
        if (fl) return Exact{a->v / b->v, true};
        if (mp::denominator(a->v) != 1 || mp::denominator(b->v) != 1) return std::nullopt;
        return Exact{mp::cpp_rational(mp::numerator(a->v) / mp::numerator(b->v)), false};  // truncated
      }
      if ((op == "<<" || op == ">>") && !fl && mp::denominator(a->v) == 1 && mp::denominator(b->v) == 1) {
        mp::cpp_int s = mp::numerator(b->v);
        if (s < 0 || s > kMaxShift) return std::nullopt;
        unsigned k = s.convert_to<unsigned>();
        mp::cpp_int x = mp::numerator(a->v);
        return Exact{mp::cpp_rational(op == "<<" ? mp::cpp_int(x << k) : mp::cpp_int(x >> k)), false};
      }
      return std::nullopt;
    }
    return std::nullopt;
  }
};

ConstantTable::ConstantTable(TextOf text) : impl_(std::make_unique<Impl>()) { impl_->text = std::move(text); }
ConstantTable::~ConstantTable() = default;

bool ConstantTable::eval(TSNode n, std::int64_t iota, double& value, bool& is_float) const {
  auto e = impl_->eval(n, iota, 0);
  if (!e) return false;
  is_float = e->is_float;
  value = e->v.convert_to<double>();
  return true;
}

bool ConstantTable::eval_integer(TSNode n, std::int64_t iota, std::int64_t& bits, bool& above_int64) const {
  auto e = impl_->eval(n, iota, 0);
  if (!e || e->is_float || mp::denominator(e->v) != 1) return false;
  const mp::cpp_int v = mp::numerator(e->v);
  static const mp::cpp_int lo = mp::cpp_int(std::numeric_limits<std::int64_t>::min());
  static const mp::cpp_int hi = mp::cpp_int(std::numeric_limits<std::uint64_t>::max());
  if (v < lo || v > hi) return false;
  above_int64 = v > mp::cpp_int(std::numeric_limits<std::int64_t>::max());
  bits = v < 0 ? v.convert_to<std::int64_t>() : static_cast<std::int64_t>(v.convert_to<std::uint64_t>());
  return true;
}

void ConstantTable::define(const std::string& name, TSNode n, std::int64_t iota) {
  auto e = impl_->eval(n, iota, 0);
  if (e) impl_->consts[name] = *e;
  else impl_->consts.erase(name);
}

void ConstantTable::forget(const std::string& name) { impl_->consts.erase(name); }

}  // namespace reddragon::go
