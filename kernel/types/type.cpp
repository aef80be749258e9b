// type.cpp - the hash-consed type store, canonical text and its parser.
#include "reddragon/kernel/types/type.hpp"

#include <algorithm>
#include <cctype>
#include <deque>
#include <mutex>
#include <unordered_map>

namespace reddragon::kernel::types {

struct TypeNode {
  Kind kind = Kind::Unknown;
  std::string name;
  std::vector<Type> args;
  const TypeNode* ret = nullptr;  // Function return / TypeVar bound
  std::string text;
  std::uint32_t id = 0;
  std::uint32_t depth = 1;
  bool has_unknown = false;
};

class TypeStore {
 public:
  static TypeStore& get() {
    static TypeStore* s = new TypeStore();  // never destroyed: Types stay valid during static teardown
    return *s;
  }

  const TypeNode* intern(Kind k, std::string_view name, std::vector<Type> args, const TypeNode* ret) {
    std::string key;
    key.reserve(name.size() + 8 + args.size() * 6);
    key.push_back(static_cast<char>('0' + static_cast<int>(k)));
    key.append(name);
    key.push_back('\x1f');
    for (Type a : args) key.append(std::to_string(a.n_->id)).push_back(',');
    if (ret) key.append("->").append(std::to_string(ret->id));
    std::lock_guard<std::mutex> lock(mu_);
    auto it = index_.find(key);
    if (it != index_.end()) return it->second;
    TypeNode& n = nodes_.emplace_back();
    n.kind = k;
    n.name = std::string(name);
    n.args = std::move(args);
    n.ret = ret;
    n.id = static_cast<std::uint32_t>(nodes_.size() - 1);
    std::uint32_t d = 0;
    for (Type a : n.args) d = std::max(d, a.n_->depth);
    if (ret) d = std::max(d, ret->depth);
    n.depth = (k == Kind::Union ? d : d + 1);
    n.has_unknown = k == Kind::Unknown || (ret && ret->has_unknown);
    for (Type a : n.args) n.has_unknown = n.has_unknown || a.n_->has_unknown;
    if (n.depth == 0) n.depth = 1;
    n.text = render(n);
    index_.emplace(std::move(key), &n);
    return &n;
  }
  std::size_t size() {
    std::lock_guard<std::mutex> lock(mu_);
    return nodes_.size();
  }
  const TypeNode* unknown() { return unknown_; }

 private:
  TypeStore() { unknown_ = intern(Kind::Unknown, "", {}, nullptr); }

  static std::string render(const TypeNode& n) {
    switch (n.kind) {
      case Kind::Unknown: return "Unknown";
      case Kind::Scalar: return n.name;
      case Kind::Param: {
        std::string s = n.name + "[";
        for (std::size_t k = 0; k < n.args.size(); ++k) s += (k ? ", " : "") + n.args[k].text();
        return s + "]";
      }
      case Kind::Function: {
        std::string s = "Fn(";
        for (std::size_t k = 0; k < n.args.size(); ++k) s += (k ? ", " : "") + n.args[k].text();
        return s + ") -> " + n.ret->text;
      }
      case Kind::Union: {
        if (n.args.size() == 2 && n.args[1].text() == "Null") return "Optional[" + n.args[0].text() + "]";
        std::string s = "Union[";
        for (std::size_t k = 0; k < n.args.size(); ++k) s += (k ? ", " : "") + n.args[k].text();
        return s + "]";
      }
      case Kind::TypeVar: return n.name + " <: " + (n.ret ? n.ret->text : std::string("Any"));
    }
    return "?";
  }

  std::mutex mu_;
  std::deque<TypeNode> nodes_;
  std::unordered_map<std::string, const TypeNode*> index_;
  const TypeNode* unknown_ = nullptr;
};

namespace {
const std::string kEmpty;
}

Type::Type() : n_(TypeStore::get().unknown()) {}
Type Type::unknown() { return Type(); }
Type Type::scalar(std::string_view name) {
  if (name.empty() || name == "Unknown") return Type();
  return Type(TypeStore::get().intern(Kind::Scalar, name, {}, nullptr));
}
Type Type::param(std::string_view ctor, std::vector<Type> args) {
  if (args.empty()) return scalar(ctor);
  return Type(TypeStore::get().intern(Kind::Param, ctor, std::move(args), nullptr));
}
Type Type::function(std::vector<Type> params, Type ret) {
  return Type(TypeStore::get().intern(Kind::Function, "", std::move(params), ret.n_));
}
Type Type::union_of(std::vector<Type> members) {
  std::vector<Type> flat;
  flat.reserve(members.size());
  for (Type m : members) {
    if (m.kind() == Kind::Union) {
      for (Type x : m.args()) flat.push_back(x);
    } else if (!m.is_unknown()) {
      flat.push_back(m);
    }
  }
  for (Type m : flat)
    if (m.kind() == Kind::Scalar && m.name() == "Any") return m;
  // canonical order: by text, Null last (so Optional[T] reads naturally)
  std::sort(flat.begin(), flat.end(), [](Type a, Type b) {
    bool an = a.text() == "Null", bn = b.text() == "Null";
    if (an != bn) return bn;
    return a.text() < b.text();
  });
  flat.erase(std::unique(flat.begin(), flat.end()), flat.end());
  if (flat.empty()) return Type();
  if (flat.size() == 1) return flat[0];
  return Type(TypeStore::get().intern(Kind::Union, "", std::move(flat), nullptr));
}
Type Type::type_var(std::string_view name, Type bound) {
  if (bound.is_unknown()) bound = any();
  return Type(TypeStore::get().intern(Kind::TypeVar, name, {}, bound.n_));
}
Type Type::any() { static const Type t = scalar("Any"); return t; }
Type Type::null() { static const Type t = scalar("Null"); return t; }
Type Type::integer() { static const Type t = scalar("Int"); return t; }
Type Type::real() { static const Type t = scalar("Float"); return t; }
Type Type::number() { static const Type t = scalar("Number"); return t; }
Type Type::boolean() { static const Type t = scalar("Bool"); return t; }
Type Type::string() { static const Type t = scalar("String"); return t; }
Type Type::object() { static const Type t = scalar("Object"); return t; }

Kind Type::kind() const { return n_->kind; }
const std::string& Type::name() const { return n_->name; }
std::span<const Type> Type::args() const { return n_->args; }
Type Type::ret() const { return n_->ret ? Type(n_->ret) : Type(); }
const std::string& Type::head() const {
  return n_->kind == Kind::Scalar || n_->kind == Kind::Param ? n_->name : kEmpty;
}
const std::string& Type::text() const { return n_->text; }
std::uint32_t Type::id() const { return n_->id; }
std::size_t Type::depth() const { return n_->depth; }
bool Type::has_unknown() const { return n_->has_unknown; }
bool operator<(Type a, Type b) { return a.text() < b.text(); }

std::size_t interned_type_count() { return TypeStore::get().size(); }

bool fixed_width_int(Type t, unsigned& bits, bool& is_signed) {
  if (t.kind() != Kind::Scalar) return false;
  std::string_view n = t.name();
  is_signed = true;
  if (n.starts_with("UInt")) {
    is_signed = false;
    n.remove_prefix(4);
  } else if (n.starts_with("Int")) {
    n.remove_prefix(3);
  } else {
    return false;
  }
  if (n == "8") bits = 8;
  else if (n == "16") bits = 16;
  else if (n == "32") bits = 32;
  else if (n == "64") bits = 64;
  else return false;
  return true;
}
bool is_integer_type(Type t) {
  unsigned b;
  bool s;
  return t == Type::integer() || fixed_width_int(t, b, s);
}
bool is_float_type(Type t) {
  return t.kind() == Kind::Scalar && (t.name() == "Float" || t.name() == "Float32" || t.name() == "Float64");
}

// --- parser ------------------------------------------------------------------
namespace {

class Parser {
 public:
  explicit Parser(std::string_view s) : s_(s) {}

  Expected<Type> parse() {
    Type t;
    if (!type(t)) return err_;
    skip();
    if (pos_ < s_.size()) {
      fail("unexpected '" + std::string(1, s_[pos_]) + "' after the type");
      return err_;
    }
    return t;
  }

 private:
  void skip() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool eat(std::string_view tok) {
    skip();
    if (s_.substr(pos_, tok.size()) == tok) {
      pos_ += tok.size();
      return true;
    }
    return false;
  }
  bool fail(std::string msg) {
    err_ = make_error("column " + std::to_string(pos_) + ": " + std::move(msg));
    err_.span.start_line = err_.span.end_line = 1;
    err_.span.start_col = err_.span.end_col = static_cast<std::uint32_t>(pos_);
    return false;
  }
  static bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$'; }
  static bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.'; }

  bool ident(std::string& out) {
    skip();
    if (pos_ >= s_.size() || !ident_start(s_[pos_])) return fail(pos_ >= s_.size() ? "expected a type name, found the end" : "expected a type name");
    std::size_t b = pos_;
    while (pos_ < s_.size() && ident_char(s_[pos_])) ++pos_;
    out = std::string(s_.substr(b, pos_ - b));
    return true;
  }

  bool list(char close, std::vector<Type>& out, bool allow_empty) {
    skip();
    if (allow_empty && pos_ < s_.size() && s_[pos_] == close) {
      ++pos_;
      return true;
    }
    for (;;) {
      Type t;
      if (!type(t)) return false;
      out.push_back(t);
      if (eat(",")) continue;
      if (eat(std::string_view(&close, 1))) return true;
      return fail(std::string("expected ',' or '") + close + "'");
    }
  }

  // type := primary ('|' primary)*
  bool type(Type& out) {
    if (++depth_ > 64) return fail("type nested too deeply");
    Type t;
    if (!primary(t)) return false;
    std::vector<Type> members{t};
    while (eat("|")) {
      Type u;
      if (!primary(u)) return false;
      members.push_back(u);
    }
    out = members.size() == 1 ? t : Type::union_of(std::move(members));
    --depth_;
    return true;
  }

  bool primary(Type& out) {
    skip();
    if (eat("(")) {
      if (!type(out)) return false;
      if (!eat(")")) return fail("expected ')'");
      return true;
    }
    std::string name;
    if (!ident(name)) return false;
    if (name == "Fn" && eat("(")) {
      std::vector<Type> params;
      if (!list(')', params, true)) return false;
      if (!eat("->")) return fail("expected '->' after the parameter list");
      Type r;
      if (!type(r)) return false;
      out = Type::function(std::move(params), r);
      return true;
    }
    if (eat("[")) {
      std::vector<Type> args;
      if (!list(']', args, false)) return false;
      if (name == "Union") out = Type::union_of(std::move(args));
      else if (name == "Optional") {
        if (args.size() != 1) return fail("Optional takes one argument");
        out = Type::optional(args[0]);
      } else out = Type::param(name, std::move(args));
      return true;
    }
    if (eat("<:")) {
      Type b;
      if (!primary(b)) return false;
      out = Type::type_var(name, b);
      return true;
    }
    out = name == "Unknown" ? Type::unknown() : Type::scalar(name);
    return true;
  }

  std::string_view s_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  Error err_;
};

}  // namespace

Expected<Type> parse_type(std::string_view text) { return Parser(text).parse(); }

}  // namespace reddragon::kernel::types
