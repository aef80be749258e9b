// ir.cpp - opcode/operator tables (from the .def files) and the string pool.
#include "reddragon/ir/ir.hpp"

#include <array>
#include <boost/unordered/unordered_flat_map.hpp>

namespace reddragon::ir {

namespace {
constexpr std::array<OpcodeInfo, kOpcodeCount> kOpcodeInfo = {{
#define RD_OPCODE(Name, Mnemonic, HasResult, Signature, Description) \
  {Mnemonic, #Name, HasResult, Signature, Description},
#include "reddragon/ir/opcodes.def"
}};

struct OperatorInfo {
  std::string_view spelling;
  bool unary;
};
constexpr OperatorInfo kOperatorInfo[] = {
#define RD_BINARY_OP(Name, Spelling) {Spelling, false},
#define RD_UNARY_OP(Name, Spelling) {Spelling, true},
#include "reddragon/ir/operators.def"
};

bool iequals_upper(std::string_view upper_name, std::string_view mnemonic) {
  if (upper_name.size() != mnemonic.size()) return false;
  for (std::size_t i = 0; i < upper_name.size(); ++i) {
    char c = upper_name[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c != mnemonic[i]) return false;
  }
  return true;
}
}  // namespace

const OpcodeInfo& opcode_info(Opcode op) noexcept { return kOpcodeInfo[static_cast<std::size_t>(op)]; }

bool opcode_from_name(std::string_view name, Opcode& out) noexcept {
  for (std::size_t i = 0; i < kOpcodeCount; ++i) {
    if (kOpcodeInfo[i].mnemonic == name || iequals_upper(name, kOpcodeInfo[i].mnemonic)) {
      out = static_cast<Opcode>(i);
      return true;
    }
  }
  return false;
}

std::string_view operator_spelling(Operator op) noexcept { return kOperatorInfo[static_cast<std::size_t>(op)].spelling; }
bool operator_is_unary(Operator op) noexcept { return kOperatorInfo[static_cast<std::size_t>(op)].unary; }

static bool operator_from(std::string_view s, bool unary, Operator& out) {
  for (std::size_t i = 0; i < std::size(kOperatorInfo); ++i) {
    if (kOperatorInfo[i].unary == unary && kOperatorInfo[i].spelling == s) {
      out = static_cast<Operator>(i);
      return true;
    }
  }
  return false;
}
bool binary_operator_from_spelling(std::string_view s, Operator& out) noexcept { return operator_from(s, false, out); }
bool unary_operator_from_spelling(std::string_view s, Operator& out) noexcept { return operator_from(s, true, out); }

std::string_view operand_kind_name(OperandKind k) noexcept {
  switch (k) {
    case OperandKind::Null: return "null";
    case OperandKind::Reg: return "register";
    case OperandKind::Label: return "label";
    case OperandKind::Var: return "variable";
    case OperandKind::Field: return "field";
    case OperandKind::Func: return "function";
    case OperandKind::Class: return "class";
    case OperandKind::Operator: return "operator";
    case OperandKind::Literal: return "literal";
  }
  return "?";
}

struct StringPool::Index {
  boost::unordered_flat_map<std::string_view, std::uint32_t> map;
};

StringPool::StringPool() : index_(std::make_unique<Index>()) { intern(""); }
StringPool::~StringPool() = default;
StringPool::StringPool(StringPool&&) noexcept = default;
StringPool& StringPool::operator=(StringPool&&) noexcept = default;

void StringPool::reserve(std::size_t n) { index_->map.reserve(n); }

Symbol StringPool::intern(std::string_view s) {
  auto it = index_->map.find(s);
  if (it != index_->map.end()) return Symbol{it->second};
  auto id = static_cast<std::uint32_t>(storage_.size());
  storage_.emplace_back(s);
  index_->map.emplace(std::string_view(storage_.back()), id);
  return Symbol{id};
}

bool StringPool::find(std::string_view s, Symbol& out) const {
  auto it = index_->map.find(s);
  if (it == index_->map.end()) return false;
  out = Symbol{it->second};
  return true;
}

std::vector<std::string> split_list(std::string_view s) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < s.size()) {
    std::size_t c = s.find(',', start);
    std::string_view part = s.substr(start, c == std::string_view::npos ? std::string_view::npos : c - start);
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
    if (!part.empty()) out.emplace_back(part);
    if (c == std::string_view::npos) break;
    start = c + 1;
  }
  return out;
}

}  // namespace reddragon::ir
