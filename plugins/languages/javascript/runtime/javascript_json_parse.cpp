// javascript_json_parse.cpp - JSON.parse as V8 (node 20) does it: the
// grammar of RFC 8259, V8's error messages and positions, and the reviver
// walk of the specification (InternalizeJSONProperty). Objects keep their
// keys as strings in text order; the runtime orders integer-like keys first
// when it lists them, as for object literals.
#include "javascript_json_parse.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "javascript_shared.hpp"
#include "reddragon/text/utf8.hpp"

namespace reddragon::vm::js {
namespace {

// Deeper documents raise RangeError (V8's own limit is its stack): the
// recursive descent stays far inside the native stack, ASan frames included.
constexpr int kMaxDepth = 2000;
// V8 quotes up to 10 characters either side of the offending one.
constexpr std::size_t kContext = 10;

class Parser {
 public:
  Parser(Vm& in, const std::string& s) : in_(in), s_(s) {}

  bool parse(Value& out) {
    skip_ws();
    if (!value(out, 0)) return false;
    skip_ws();
    if (p_ < s_.size()) return fail("Unexpected non-whitespace character after JSON at position " + std::to_string(p_));
    return true;
  }
  std::size_t values() const { return values_; }

 private:
  Vm& in_;
  const std::string& s_;
  std::size_t p_ = 0;
  std::size_t values_ = 0;

  bool eos() const { return p_ >= s_.size(); }
  void skip_ws() {
    while (p_ < s_.size() && (s_[p_] == ' ' || s_[p_] == '\t' || s_[p_] == '\n' || s_[p_] == '\r')) ++p_;
  }
  bool fail(const std::string& msg) {
    in_.raise("RuntimeError", msg);  // the runtime's SyntaxError (js_error_name)
    return false;
  }
  bool fail_at(const std::string& what, std::size_t pos) {
    return fail(what + " in JSON at position " + std::to_string(pos));
  }
  bool unexpected_end() { return fail("Unexpected end of JSON input"); }
  /// V8's message for a character no rule expects here.
  bool unexpected(std::size_t pos) {
    if (pos >= s_.size()) return unexpected_end();
    const char c = s_[pos];
    if (c >= '0' && c <= '9') return fail_at("Unexpected number", pos);
    if (c == '"') return fail_at("Unexpected string", pos);
    // the source itself for what String() of a non-JSON value gives
    if (s_ == "NaN" || s_ == "Infinity" || s_ == "-Infinity" || s_ == "undefined" || s_ == "[object Object]")
      return fail("\"" + s_ + "\" is not valid JSON");
    std::size_t len = 1;  // the whole UTF-8 character
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0xF0) len = 4;
    else if (u >= 0xE0) len = 3;
    else if (u >= 0xC0) len = 2;
    const std::string tok = s_.substr(pos, len);
    std::string ctx;
    if (s_.size() <= 2 * kContext + 1) {
      ctx = "\"" + s_ + "\"";
    } else if (pos < kContext) {
      ctx = "\"" + s_.substr(0, pos + kContext) + "\"...";
    } else if (pos >= s_.size() - kContext) {
      ctx = "...\"" + s_.substr(pos - kContext) + "\"";
    } else {
      ctx = "...\"" + s_.substr(pos - kContext, 2 * kContext) + "\"...";
    }
    return fail("Unexpected token '" + tok + "', " + ctx + " is not valid JSON");
  }

  bool value(Value& out, int depth) {
    if (eos()) return unexpected_end();
    ++values_;
    switch (s_[p_]) {
      case '{': return object(out, depth);
      case '[': return array(out, depth);
      case '"': {
        std::string str;
        if (!string(str)) return false;
        out = make_str(std::move(str));
        return true;
      }
      case 't': return literal("true", Value::boolean(true), out);
      case 'f': return literal("false", Value::boolean(false), out);
      case 'n': return literal("null", null_value(), out);
      default:
        if (s_[p_] == '-' || (s_[p_] >= '0' && s_[p_] <= '9')) return number(out);
        return unexpected(p_);
    }
  }
  bool literal(const char* word, Value v, Value& out) {
    for (const char* w = word; *w; ++w, ++p_)
      if (eos() || s_[p_] != *w) return unexpected(p_);
    out = v;
    return true;
  }
  bool digits() {
    const std::size_t b = p_;
    while (!eos() && s_[p_] >= '0' && s_[p_] <= '9') ++p_;
    return p_ > b;
  }
  bool number(Value& out) {
    const std::size_t b = p_;
    if (s_[p_] == '-') {
      ++p_;
      if (eos() || s_[p_] < '0' || s_[p_] > '9') return fail_at("No number after minus sign", p_);
    }
    if (s_[p_] == '0') {
      ++p_;
      if (!eos() && s_[p_] >= '0' && s_[p_] <= '9') return fail_at("Unexpected number", p_);
    } else {
      digits();
    }
    if (!eos() && s_[p_] == '.') {
      ++p_;
      if (!digits()) return fail_at("Unterminated fractional number", p_);
    }
    if (!eos() && (s_[p_] == 'e' || s_[p_] == 'E')) {
      ++p_;
      if (!eos() && (s_[p_] == '+' || s_[p_] == '-')) ++p_;
      if (!digits()) return fail_at("Exponent part is missing a number", p_);
    }
    // strtod rounds correctly; the text is a valid C literal by now
    const std::string text = s_.substr(b, p_ - b);
    const double d = std::strtod(text.c_str(), nullptr);
    if (d == 0 && text[0] == '-') out = Value::real(-0.0);
    else if (d == std::floor(d) && std::fabs(d) <= 9007199254740992.0) out = Value::integer(static_cast<std::int64_t>(d));
    else out = Value::real(d);
    return true;
  }
  bool hex4(std::uint32_t& cp) {
    cp = 0;
    for (int k = 0; k < 4; ++k, ++p_) {
      if (eos()) return unexpected_end();
      const char c = s_[p_];
      std::uint32_t d;
      if (c >= '0' && c <= '9') d = static_cast<std::uint32_t>(c - '0');
      else if (c >= 'a' && c <= 'f') d = static_cast<std::uint32_t>(c - 'a' + 10);
      else if (c >= 'A' && c <= 'F') d = static_cast<std::uint32_t>(c - 'A' + 10);
      else return fail_at("Bad Unicode escape", p_);
      cp = cp * 16 + d;
    }
    return true;
  }
  bool string(std::string& out) {
    ++p_;  // the opening quote
    for (;;) {
      if (eos()) return fail_at("Unterminated string", p_);
      const char c = s_[p_];
      if (c == '"') {
        ++p_;
        return true;
      }
      if (static_cast<unsigned char>(c) < 0x20) return fail_at("Bad control character in string literal", p_);
      if (c != '\\') {
        out += c;
        ++p_;
        continue;
      }
      ++p_;
      if (eos()) return unexpected_end();
      const char e = s_[p_];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          ++p_;
          std::uint32_t cp;
          if (!hex4(cp)) return false;
          // a surrogate pair written as two escapes is one character
          if (cp >= 0xD800 && cp < 0xDC00 && p_ + 1 < s_.size() && s_[p_] == '\\' && s_[p_ + 1] == 'u') {
            const std::size_t save = p_;
            p_ += 2;
            std::uint32_t lo;
            if (hex4(lo) && lo >= 0xDC00 && lo < 0xE000) {
              cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            } else {
              if (in_.raising()) return false;
              p_ = save;
            }
          }
          utf8::append(out, cp);
          continue;
        }
        default: return fail_at("Bad escaped character", p_);
      }
      ++p_;
    }
  }
  bool too_deep(int depth) {
    if (depth < kMaxDepth) return false;
    in_.raise("ValueError", "Maximum call stack size exceeded");  // the runtime's RangeError
    return true;
  }
  bool array(Value& out, int depth) {
    if (too_deep(depth)) return false;
    ++p_;
    std::vector<Value> items;
    skip_ws();
    if (!eos() && s_[p_] == ']') {
      ++p_;
      out = make_list(std::move(items));
      return true;
    }
    for (;;) {
      skip_ws();
      Value v;
      if (!value(v, depth + 1)) return false;
      items.push_back(v);
      skip_ws();
      if (eos()) return fail_at("Expected ',' or ']' after array element", p_);
      if (s_[p_] == ']') {
        ++p_;
        out = make_list(std::move(items));
        return true;
      }
      if (s_[p_] != ',') return fail_at("Expected ',' or ']' after array element", p_);
      ++p_;
      skip_ws();
      if (!eos() && s_[p_] == ']') return unexpected(p_);
    }
  }
  bool object(Value& out, int depth) {
    if (too_deep(depth)) return false;
    ++p_;
    Value d = make<DictObj>();
    skip_ws();
    if (!eos() && s_[p_] == '}') {
      ++p_;
      out = d;
      return true;
    }
    bool first = true;
    for (;;) {
      skip_ws();
      if (eos() || s_[p_] != '"')
        return fail_at(first ? "Expected property name or '}'" : "Expected double-quoted property name", p_);
      first = false;
      std::string key;
      if (!string(key)) return false;
      skip_ws();
      if (eos() || s_[p_] != ':') return fail_at("Expected ':' after property name", p_);
      ++p_;
      skip_ws();
      Value v;
      if (!value(v, depth + 1)) return false;
      d.as<DictObj>()->set(make_str(std::move(key)), v);  // a repeated key keeps its place, takes the last value
      skip_ws();
      if (eos() || (s_[p_] != ',' && s_[p_] != '}')) return fail_at("Expected ',' or '}' after property value", p_);
      if (s_[p_++] == '}') {
        out = d;
        return true;
      }
    }
  }
};

/// InternalizeJSONProperty: children first, then reviver.call(holder, key, value);
/// an undefined result deletes the property (an array keeps the slot, undefined).
Value revive(Vm& in, const Value& reviver, const Value& holder, const Value& key, int depth) {
  Value val;
  if (holder.is(Tag::Dict)) {
    if (Value* v = holder.as<DictObj>()->find(key)) val = *v;
  } else if (holder.is(Tag::List)) {
    auto& items = holder.as<ListObj>()->items;
    const std::size_t i = static_cast<std::size_t>(std::strtoull(key.as<StrObj>()->s.c_str(), nullptr, 10));
    if (i < items.size()) val = items[i];
  }
  if (depth < kMaxDepth && !in.raising()) {
    if (val.is(Tag::List)) {
      const std::size_t n = val.as<ListObj>()->items.size();
      for (std::size_t i = 0; i < n && !in.raising(); ++i) {
        Value r = revive(in, reviver, val, make_str(std::to_string(i)), depth + 1);
        auto& items = val.as<ListObj>()->items;  // the reviver may have changed the array
        if (i < items.size()) items[i] = r;
      }
    } else if (val.is(Tag::Dict)) {
      std::vector<Value> keys;
      for (auto& e : val.as<DictObj>()->entries) keys.push_back(e.first);
      for (const Value& k : keys) {
        if (in.raising()) break;
        Value r = revive(in, reviver, val, k, depth + 1);
        if (r.is_none()) val.as<DictObj>()->erase(k);
        else val.as<DictObj>()->set(k, r);
      }
    }
  }
  if (in.raising()) return Value::none();
  const Value args[2] = {key, val};
  return call_function(in, reviver, args);
}

}  // namespace

Value json_parse(Vm& in, const std::string& text, const Value& reviver) {
  if (!in.charge_bytes(text.size())) return Value::none();
  Parser p(in, text);
  Value out;
  if (!p.parse(out)) return Value::none();
  if (!in.charge_copy(p.values())) return Value::none();
  if (reviver.is(Tag::Function) || reviver.is(Tag::BoundMethod)) {
    Value root = make<DictObj>();
    root.as<DictObj>()->set(make_str(""), out);
    return revive(in, reviver, root, make_str(""), 0);
  }
  return out;
}

}  // namespace reddragon::vm::js
