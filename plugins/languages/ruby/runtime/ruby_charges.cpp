// ruby_charges.cpp - what the core methods' work costs the step budget.
//
// docs/vm.md "Budgets": a native that does more than constant work charges
// for it before it works (one step per 64 bytes of text, per 8 items copied,
// per item compared or hashed, n*log2(n) for a sort), so a loop of calls on a
// big value stops on the step budget instead of running for minutes. The
// dispatcher asks here once per call on a String, Array, Hash or Integer;
// costs that depend on what a method finds (a search's match, a split's
// parts) are charged where the method runs.
#include <algorithm>
#include <string_view>
#include <unordered_map>

#include "reddragon/vm/bigint.hpp"
#include "ruby_shared.hpp"

namespace reddragon::vm::ruby {
namespace {

enum class Cost : std::uint8_t {
  Bytes,      ///< reads or copies the receiver's text
  PerByte,    ///< makes an object per character or byte (chars, bytes, unpack)
  BytesArgs,  ///< the receiver's text and the arguments' (replacement, padding width)
  ArgBytes,   ///< only the arguments' text (appends, prefix tests)
  Items,      ///< compares, hashes or formats each item (nested ones too)
  ItemsArgs,  ///< the receiver's items and the arguments'
  Copy,       ///< copies the items
  Sort,       ///< sorts the items
};

using Table = std::unordered_map<std::string_view, Cost>;

const Table& string_costs() {
  static const Table t = {
      {"length", Cost::Bytes}, {"size", Cost::Bytes},  // UTF-8: counting characters reads the text
      {"upcase", Cost::Bytes}, {"downcase", Cost::Bytes}, {"capitalize", Cost::Bytes}, {"swapcase", Cost::Bytes},
      {"upcase!", Cost::Bytes}, {"downcase!", Cost::Bytes}, {"capitalize!", Cost::Bytes}, {"swapcase!", Cost::Bytes},
      {"reverse", Cost::Bytes}, {"reverse!", Cost::Bytes}, {"strip", Cost::Bytes}, {"lstrip", Cost::Bytes},
      {"rstrip", Cost::Bytes}, {"strip!", Cost::Bytes}, {"lstrip!", Cost::Bytes}, {"rstrip!", Cost::Bytes},
      {"chomp", Cost::Bytes}, {"chomp!", Cost::Bytes}, {"chop", Cost::Bytes}, {"chop!", Cost::Bytes},
      {"chars", Cost::PerByte}, {"each_char", Cost::PerByte}, {"bytes", Cost::PerByte}, {"each_byte", Cost::PerByte},
      {"codepoints", Cost::PerByte}, {"lines", Cost::Bytes}, {"each_line", Cost::Bytes}, {"split", Cost::Bytes},
      {"to_f", Cost::Bytes}, {"to_sym", Cost::Bytes}, {"intern", Cost::Bytes}, {"inspect", Cost::Bytes},
      {"dump", Cost::Bytes}, {"dup", Cost::Bytes}, {"+@", Cost::Bytes}, {"clone", Cost::Bytes},
      {"unpack", Cost::PerByte}, {"unpack1", Cost::Bytes}, {"sum", Cost::Bytes}, {"tr", Cost::BytesArgs},
      {"tr_s", Cost::BytesArgs}, {"delete", Cost::BytesArgs}, {"squeeze", Cost::BytesArgs}, {"count", Cost::BytesArgs},
      {"[]=", Cost::BytesArgs}, {"slice!", Cost::Bytes},
      {"casecmp", Cost::BytesArgs}, {"casecmp?", Cost::BytesArgs}, {"hash", Cost::Bytes}, {"eql?", Cost::Bytes}, {"succ", Cost::Bytes}, {"next", Cost::Bytes}, {"insert", Cost::BytesArgs},
      {"prepend", Cost::BytesArgs}, {"replace", Cost::ArgBytes}, {"hex", Cost::Bytes}, {"oct", Cost::Bytes},
      {"center", Cost::BytesArgs}, {"ljust", Cost::BytesArgs}, {"rjust", Cost::BytesArgs}, {"between?", Cost::Bytes},
      {"<<", Cost::ArgBytes}, {"concat", Cost::ArgBytes}, {"start_with?", Cost::ArgBytes},
      {"end_with?", Cost::ArgBytes}, {"ascii_only?", Cost::Bytes}, {"valid_encoding?", Cost::Bytes},
      {"encode", Cost::Bytes}, {"unicode_normalize", Cost::Bytes}, {"each_grapheme_cluster", Cost::PerByte},
      {"grapheme_clusters", Cost::PerByte}, {"crypt", Cost::Bytes}, 
      {"upto", Cost::Bytes}, {"%", Cost::Bytes}, 
  };
  return t;
}

const Table& array_costs() {
  static const Table t = {
      {"include?", Cost::Items}, {"member?", Cost::Items}, {"index", Cost::Items}, {"find_index", Cost::Items},
      {"rindex", Cost::Items}, {"count", Cost::Items}, {"delete", Cost::Items}, {"uniq", Cost::Items},
      {"uniq!", Cost::Items}, {"tally", Cost::Items}, {"sum", Cost::Items}, {"min", Cost::Items},
      {"max", Cost::Items}, {"minmax", Cost::Items}, {"hash", Cost::Items}, {"eql?", Cost::ItemsArgs},
      {"==", Cost::Items}, {"<=>", Cost::Items}, {"-", Cost::ItemsArgs}, {"&", Cost::ItemsArgs},
      {"|", Cost::ItemsArgs}, {"difference", Cost::ItemsArgs}, {"union", Cost::ItemsArgs},
      {"intersection", Cost::ItemsArgs}, {"intersect?", Cost::ItemsArgs}, {"join", Cost::Items},
      {"inspect", Cost::Items}, {"to_s", Cost::Items}, {"flatten", Cost::Items}, {"flatten!", Cost::Items},
      {"compact", Cost::Copy}, {"compact!", Cost::Copy}, {"assoc", Cost::Items}, {"rassoc", Cost::Items},
      {"transpose", Cost::Items}, {"zip", Cost::ItemsArgs}, {"to_h", Cost::Items}, {"any?", Cost::Items},
      {"all?", Cost::Items}, {"none?", Cost::Items}, {"one?", Cost::Items}, {"pack", Cost::Items},
      {"reverse", Cost::Copy}, {"reverse!", Cost::Copy}, {"rotate", Cost::Copy}, {"rotate!", Cost::Copy},
      {"dup", Cost::Copy}, {"clone", Cost::Copy}, {"+", Cost::Copy}, {"concat", Cost::ItemsArgs},
      {"replace", Cost::ItemsArgs}, {"fill", Cost::Copy}, {"shift", Cost::Copy}, {"unshift", Cost::Copy},
      {"prepend", Cost::Copy}, {"insert", Cost::Copy}, {"delete_at", Cost::Copy}, {"slice!", Cost::Copy},
      {"drop", Cost::Copy}, {"each_slice", Cost::Copy}, {"sort", Cost::Sort}, {"sort!", Cost::Sort},
      {"max_by", Cost::Copy}, {"min_by", Cost::Copy}, {"sort_by", Cost::Sort}, {"sort_by!", Cost::Sort},
      {"minmax_by", Cost::Copy}, {"bsearch", Cost::Copy}, {"cycle", Cost::Copy}, {"each_cons", Cost::Copy},
      {"to_set", Cost::Items}, {"group_by", Cost::Copy}, {"partition", Cost::Copy}, {"chunk_while", Cost::Copy},
      {"slice_when", Cost::Copy}, {"each_with_index", Cost::Copy}, {"each_with_object", Cost::Copy},
      {"reverse_each", Cost::Copy}, {"filter_map", Cost::Copy}, {"flat_map", Cost::Copy},
      {"inject", Cost::Copy}, {"reduce", Cost::Copy}, {"values_at", Cost::Copy},
  };
  return t;
}

const Table& hash_costs() {
  static const Table t = {
      {"merge", Cost::ItemsArgs}, {"merge!", Cost::ArgBytes}, {"update", Cost::ArgBytes}, {"to_a", Cost::Copy},
      {"keys", Cost::Copy}, {"values", Cost::Copy}, {"invert", Cost::Items}, {"sort", Cost::Sort},
      {"to_s", Cost::Items}, {"inspect", Cost::Items}, {"==", Cost::Items}, {"eql?", Cost::Items},
      {"hash", Cost::Items}, {"key", Cost::Items}, {"value?", Cost::Items}, {"has_value?", Cost::Items},
      {"dup", Cost::Copy}, {"clone", Cost::Copy}, {"to_h", Cost::Copy}, {"min_by", Cost::Copy},
      {"max_by", Cost::Copy}, {"sort_by", Cost::Sort}, {"group_by", Cost::Copy}, {"partition", Cost::Copy},
      {"sum", Cost::Items}, {"count", Cost::Copy}, {"min", Cost::Items}, {"max", Cost::Items},
      {"filter_map", Cost::Copy}, {"tally", Cost::Items}, {"uniq", Cost::Items}, {"zip", Cost::Copy},
      {"each_slice", Cost::Copy}, {"find_all", Cost::Copy}, {"transform_values", Cost::Copy},
      {"transform_keys", Cost::Copy}, {"select", Cost::Copy}, {"filter", Cost::Copy}, {"reject", Cost::Copy},
      {"compact", Cost::Copy}, {"slice", Cost::Copy}, {"except", Cost::Copy}, {"any?", Cost::Copy},
      {"all?", Cost::Copy}, {"none?", Cost::Copy}, {"first", Cost::Copy}, {"take", Cost::Copy},
      {"drop", Cost::Copy}, {"map", Cost::Copy}, {"flat_map", Cost::Copy}, {"collect", Cost::Copy},
      {"each_with_index", Cost::Copy}, {"each_with_object", Cost::Copy}, {"reduce", Cost::Copy},
      {"inject", Cost::Copy}, {"find", Cost::Copy}, {"detect", Cost::Copy}, {"clear", Cost::Copy},
  };
  return t;
}

/// Items in v, nested arrays and hashes counted too (a structure's inspect,
/// join, ==, hash or flatten visits each), stopping at `cap`.
std::size_t deep_size(const Value& v, std::size_t cap) {
  std::size_t n = 0;
  std::vector<const Value*> todo{&v};
  while (!todo.empty() && n < cap) {
    const Value* x = todo.back();
    todo.pop_back();
    if (x->is(Tag::List) || x->is(Tag::Tuple)) {
      auto& xs = x->as<ListObj>()->items;
      n += xs.size();
      for (auto& y : xs)
        if (y.is(Tag::List) || y.is(Tag::Tuple) || y.is(Tag::Dict)) todo.push_back(&y);
    } else if (x->is(Tag::Dict)) {
      auto& es = x->as<DictObj>()->entries;
      n += 2 * es.size();
      for (auto& [k, val] : es)
        if (val.is(Tag::List) || val.is(Tag::Tuple) || val.is(Tag::Dict)) todo.push_back(&val);
    } else if (x->is(Tag::Str)) {
      n += x->as<StrObj>()->s.size() / 8;  // text inside a structure: its bytes (8 a step, as charge_items counts)
    }
  }
  return n;
}

constexpr std::size_t kCap = std::size_t{1} << 40;

std::size_t arg_bytes(const std::vector<Value>& args) {
  std::size_t n = 0;
  for (auto& a : args) {
    if (a.is(Tag::Str)) n += a.as<StrObj>()->s.size();
    else if (a.is(Tag::Int) && a.i() > 0) n += static_cast<std::size_t>(std::min<std::int64_t>(a.i(), 1LL << 40));  // a width
  }
  return n;
}

std::size_t arg_items(const std::vector<Value>& args) {
  std::size_t n = 0;
  for (auto& a : args)
    if (a.is(Tag::List) || a.is(Tag::Tuple) || a.is(Tag::Dict)) n += deep_size(a, kCap);
  return n;
}

bool charge_by(Vm& vm, Cost c, std::size_t own, std::size_t items, const std::vector<Value>& args) {
  switch (c) {
    case Cost::Bytes: return vm.charge_bytes(own);
    case Cost::PerByte: return vm.charge(own);
    case Cost::BytesArgs: return vm.charge_bytes(own + arg_bytes(args));
    case Cost::ArgBytes: return vm.charge_bytes(arg_bytes(args)) && vm.charge_copy(arg_items(args));
    case Cost::Items: return vm.charge_items(items);
    case Cost::ItemsArgs: return vm.charge_items(items + arg_items(args));
    case Cost::Copy: return vm.charge_copy(own);
    case Cost::Sort: return vm.charge_sort(own);
  }
  return true;
}

/// 64-bit limbs of an integer.
std::uint64_t limbs(const Value& v) {
  if (!v.is(Tag::BigInt)) return 1;
  BigInt x = abs(to_big(v));
  return x == 0 ? 1 : boost::multiprecision::msb(x) / 64 + 1;
}

/// Integer methods on bignums: conversions to text or digits divide once per
/// digit (quadratic), a modular power multiplies once per bit of the exponent.
bool charge_integer(Vm& vm, const Value& self, const std::string& name, const std::vector<Value>& args) {
  if (name == "pow" && args.size() == 2 && (args[0].is(Tag::BigInt) || args[0].is(Tag::Int))) {
    BigInt e = abs(to_big(args[0]));
    std::uint64_t bits = e == 0 ? 1 : boost::multiprecision::msb(e) + 1;
    std::uint64_t lm = limbs(args[1]);
    return vm.charge(bits * (lm * lm / 8 + 1));
  }
  if (!self.is(Tag::BigInt)) return true;
  std::uint64_t l = limbs(self);
  if (name == "to_s" || name == "inspect" || name == "digits") {
    std::int64_t base = args.empty() || !args[0].is(Tag::Int) ? 10 : std::clamp<std::int64_t>(args[0].i(), 2, 1 << 20);
    std::uint64_t digit_bits = 64 - static_cast<std::uint64_t>(__builtin_clzll(static_cast<std::uint64_t>(base)));
    std::uint64_t digits = l * 64 / std::max<std::uint64_t>(1, digit_bits - 1);
    // to_s(10) converts by chunks of 19 digits; the others divide once per digit
    if (args.empty() && name != "digits") digits /= 19;
    return vm.charge(digits * l / 8 + l);
  }
  static const std::unordered_map<std::string_view, int> linear = {
      {"hash", 1}, {"bit_length", 0}, {"abs", 1}, {"-@", 1}, {"succ", 1}, {"pred", 1}, {"next", 1},
      {"even?", 0}, {"odd?", 0}, {"zero?", 0}, {"to_f", 1}, {"fdiv", 1}, {"coerce", 1}, {"size", 0},
  };
  if (auto it = linear.find(name); it != linear.end()) return it->second == 0 || vm.charge_copy(l);
  if (name == "gcd" || name == "lcm" || name == "divmod" || name == "div" || name == "modulo" || name == "remainder" ||
      name == "sqrt" || name == "isqrt")
    return vm.charge(l * std::max<std::uint64_t>(l, args.empty() ? 1 : limbs(args[0])) / 8 + 1);
  return true;
}

/// Array methods whose work is set by an argument: how many items they
/// take, repeat, or how many combinations they make.
bool charge_array_shape(Vm& vm, std::size_t n, const std::string& name, const std::vector<Value>& args) {
  std::int64_t k = !args.empty() && args[0].is(Tag::Int) ? args[0].i() : -1;
  if (k < 0) {
    if (name == "product") {
      std::uint64_t rows = n;
      for (auto& a : args)
        if (a.is(Tag::List)) rows *= a.as<ListObj>()->items.size();
      return vm.charge(rows) && vm.charge_copy(rows * (args.size() + 1));  // a new array per row
    }
    return true;
  }
  std::uint64_t uk = static_cast<std::uint64_t>(k);
  if (name == "first" || name == "last" || name == "take" || name == "pop" || name == "sample" || name == "max" ||
      name == "min")
    return vm.charge_copy(std::min<std::uint64_t>(uk, n));
  if (name == "*") return vm.charge_copy(std::min<std::uint64_t>(uk, 1ULL << 40) * n);
  if (name == "each_cons") return vm.charge_copy(std::min<std::uint64_t>(uk, n) * n);
  if (name == "combination" || name == "permutation" || name == "repeated_combination" ||
      name == "repeated_permutation") {
    // rows made: n!/(n-k)! (divided by k! for combinations), each k items
    if (uk > n && name.rfind("repeated", 0) != 0) return true;
    long double rows = 1;
    for (std::uint64_t i = 0; i < uk && rows < 1e15L; ++i) {
      bool rep = name.rfind("repeated", 0) == 0;
      rows *= rep ? static_cast<long double>(n + (name == "repeated_combination" ? i : 0)) : static_cast<long double>(n - i);
      if (name != "permutation" && name != "repeated_permutation") rows /= static_cast<long double>(i + 1);
    }
    rows = std::min(rows, 1e15L);
    return vm.charge(static_cast<std::uint64_t>(rows)) &&
           vm.charge_copy(static_cast<std::size_t>(rows * static_cast<long double>(std::max<std::uint64_t>(uk, 1))));
  }
  return true;
}

}  // namespace

bool rb_charge_call(Vm& vm, const Value& recv, const std::string& name, const std::vector<Value>& args) {
  const Table* t = nullptr;
  std::size_t own = 0, items = 0;
  switch (recv.tag()) {
    case Tag::Str:
      if (is_sym(recv)) return true;
      t = &string_costs();
      own = recv.as<StrObj>()->s.size();
      break;
    case Tag::List:
    case Tag::Tuple:
      t = &array_costs();
      own = recv.as<ListObj>()->items.size();
      break;
    case Tag::Dict:
      t = &hash_costs();
      own = recv.as<DictObj>()->entries.size();
      break;
    case Tag::Int:
    case Tag::BigInt: return charge_integer(vm, recv, name, args);
    default: return true;
  }
  if (recv.is(Tag::List) || recv.is(Tag::Tuple)) {
    if (!charge_array_shape(vm, own, name, args)) return false;
  } else if (recv.is(Tag::Str) && name == "to_i") {
    // digit by digit into a bignum: each digit multiplies the limbs so far
    return vm.charge_bytes(own) && vm.charge(static_cast<std::uint64_t>(own) * own / 152);
  }
  auto it = t->find(name);
  if (it == t->end()) return true;
  if (it->second == Cost::Items || it->second == Cost::ItemsArgs) items = deep_size(recv, kCap);
  return charge_by(vm, it->second, own, items, args);
}

}  // namespace reddragon::vm::ruby
