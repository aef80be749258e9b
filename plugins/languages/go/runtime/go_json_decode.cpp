// go_json_decode.cpp - encoding/json's Unmarshal and Valid. As in Go the
// whole input is checked first (syntax errors worded as Go's scanner words
// them), then stored by the target's static type, which the frontend
// describes (json_type: int, []T, [N]T, *T, map[K]V, any, @Struct, !Named;U).
// A type mismatch is remembered (the first one is the error) and decoding
// goes on, as Go's decoder does.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <unordered_map>

#include "reddragon/text/utf8.hpp"
#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;

/// A parsed JSON value: n null, b bool, d number (text kept), s string, a array, o object.
struct J {
  char k = 'n';
  std::size_t from = 0, to = 0;  // its text in the input (UnmarshalJSON gets it)
  bool b = false;
  std::string s;
  std::vector<J> items;
  std::vector<std::pair<std::string, J>> members;
};

constexpr int kMaxDepth = 10000;  // Go's scanner limit

// --- syntax ------------------------------------------------------------------------------
/// The character as Go's scanner quotes it in its errors.
std::string quote_char(unsigned char c) {
  if (c == '\'') return "'\\''";
  if (c == '"') return "'\"'";
  static const char* hex = "0123456789abcdef";
  switch (c) {
    case '\n': return "'\\n'";
    case '\t': return "'\\t'";
    case '\r': return "'\\r'";
    case '\a': return "'\\a'";
    case '\b': return "'\\b'";
    case '\f': return "'\\f'";
    case '\v': return "'\\v'";
    case '\\': return "'\\\\'";
    default: break;
  }
  if (c < 0x20 || c == 0x7f) return std::string("'\\x") + hex[c >> 4] + hex[c & 15] + "'";
  if (c < 0x80) return std::string("'") + static_cast<char>(c) + "'";
  std::string s = "'";  // a byte above ASCII: Go quotes it as the rune of that value
  s += static_cast<char>(0xC0 | (c >> 6));
  s += static_cast<char>(0x80 | (c & 0x3F));
  return s + "'";
}

struct Parser {
  Vm& in;
  const std::string& src;
  std::size_t i = 0;
  std::string err;

  /// The error at src[i]. At the end Go's scanner steps a space: a state that
  /// rejects one (mid-literal, mid-number, after a backslash) words it so.
  bool fail(const std::string& what, bool space_at_end = false) {
    if (!err.empty()) return false;
    if (i < src.size()) err = "invalid character " + quote_char(static_cast<unsigned char>(src[i])) + " " + what;
    else err = space_at_end ? "invalid character ' ' " + what : "unexpected end of JSON input";
    return false;
  }
  void space() {
    while (i < src.size() && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r')) ++i;
  }
  bool hex4(std::uint32_t& cp) {
    cp = 0;
    for (int k = 0; k < 4; ++k, ++i) {
      if (i >= src.size()) return fail("in \\u hexadecimal character escape", true);
      char c = src[i];
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
      if (d < 0) return fail("in \\u hexadecimal character escape");
      cp = cp * 16 + static_cast<std::uint32_t>(d);
    }
    return true;
  }
  bool string(std::string& out) {
    ++i;  // the opening quote
    while (true) {
      if (i >= src.size()) return fail("");
      unsigned char c = static_cast<unsigned char>(src[i]);
      if (c == '"') {
        ++i;
        return true;
      }
      if (c < 0x20) return fail("in string literal");
      if (c != '\\') {
        out += static_cast<char>(c);
        ++i;
        continue;
      }
      ++i;
      if (i >= src.size()) return fail("in string escape code", true);
      char e = src[i];
      switch (e) {
        case '"': case '\\': case '/': out += e; ++i; break;
        case 'b': out += '\b'; ++i; break;
        case 'f': out += '\f'; ++i; break;
        case 'n': out += '\n'; ++i; break;
        case 'r': out += '\r'; ++i; break;
        case 't': out += '\t'; ++i; break;
        case 'u': {
          ++i;
          std::uint32_t cp;
          if (!hex4(cp)) return false;
          if (cp >= 0xD800 && cp < 0xDC00) {  // a surrogate pair, or U+FFFD
            std::size_t save = i;
            std::uint32_t lo = 0;
            if (i + 1 < src.size() && src[i] == '\\' && src[i + 1] == 'u') {
              i += 2;
              if (!hex4(lo)) return false;
            }
            if (lo >= 0xDC00 && lo < 0xE000) cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            else {
              cp = 0xFFFD;
              i = save;
            }
          } else if (cp >= 0xDC00 && cp < 0xE000) {
            cp = 0xFFFD;
          }
          utf8::append(out, cp);
          break;
        }
        default: return fail("in string escape code");
      }
    }
  }
  bool digits() {
    if (i >= src.size() || !std::isdigit(static_cast<unsigned char>(src[i]))) return false;
    while (i < src.size() && std::isdigit(static_cast<unsigned char>(src[i]))) ++i;
    return true;
  }
  bool number(J& j) {
    std::size_t start = i;
    if (src[i] == '-') {
      ++i;
      if (i >= src.size() || !std::isdigit(static_cast<unsigned char>(src[i]))) return fail("in numeric literal", true);
    }
    if (src[i] == '0') ++i;
    else digits();
    if (i < src.size() && src[i] == '.') {
      ++i;
      if (!digits()) return fail("after decimal point in numeric literal", true);
    }
    if (i < src.size() && (src[i] == 'e' || src[i] == 'E')) {
      ++i;
      if (i < src.size() && (src[i] == '+' || src[i] == '-')) ++i;
      if (!digits()) return fail("in exponent of numeric literal", true);
    }
    j.k = 'd';
    j.s = src.substr(start, i - start);
    return true;
  }
  bool literal(const char* word, J& j, char k, bool b) {
    std::size_t n = std::char_traits<char>::length(word);
    for (std::size_t q = 1; q < n; ++q) {
      ++i;
      std::string what = std::string("in literal ") + word + " (expecting '" + word[q] + "')";
      if (i >= src.size() || src[i] != word[q]) return fail(what, true);
    }
    ++i;
    j.k = k;
    j.b = b;
    return true;
  }
  bool value(J& j, int depth) {
    space();
    j.from = i;
    bool ok = value_at(j, depth);
    j.to = i;
    return ok;
  }
  bool value_at(J& j, int depth) {
    if (!in.charge(1)) return false;
    if (i >= src.size()) return fail("");
    char c = src[i];
    if (c == '{' || c == '[') {
      if (depth >= kMaxDepth) {
        if (err.empty()) err = "exceeded max depth";
        return false;
      }
    }
    switch (c) {
      case '{': {
        j.k = 'o';
        ++i;
        space();
        if (i < src.size() && src[i] == '}') {
          ++i;
          return true;
        }
        while (true) {
          space();
          if (i >= src.size() || src[i] != '"') return fail("looking for beginning of object key string");
          std::string key;
          if (!string(key)) return false;
          space();
          if (i >= src.size() || src[i] != ':') return fail("after object key");
          ++i;
          J v;
          if (!value(v, depth + 1)) return false;
          j.members.emplace_back(std::move(key), std::move(v));
          space();
          if (i < src.size() && src[i] == ',') {
            ++i;
            continue;
          }
          if (i < src.size() && src[i] == '}') {
            ++i;
            return true;
          }
          return fail("after object key:value pair");
        }
      }
      case '[': {
        j.k = 'a';
        ++i;
        space();
        if (i < src.size() && src[i] == ']') {
          ++i;
          return true;
        }
        while (true) {
          J v;
          if (!value(v, depth + 1)) return false;
          j.items.push_back(std::move(v));
          space();
          if (i < src.size() && src[i] == ',') {
            ++i;
            continue;
          }
          if (i < src.size() && src[i] == ']') {
            ++i;
            return true;
          }
          return fail("after array element");
        }
      }
      case '"': j.k = 's'; return string(j.s);
      case 't': return literal("true", j, 'b', true);
      case 'f': return literal("false", j, 'b', false);
      case 'n': return literal("null", j, 'n', false);
      default:
        if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) return number(j);
        return fail("looking for beginning of value");
    }
  }
  bool document(J& j) {
    if (!value(j, 0)) return false;
    space();
    if (i < src.size()) return fail("after top-level value");
    return true;
  }
};


// --- types -------------------------------------------------------------------------------
/// The struct named at t[p] ('@'): @Name, or @len:text of an anonymous one.
std::string_view struct_name(std::string_view t, std::size_t p, std::size_t& end) {
  std::size_t q = p + 1;
  if (q < t.size() && std::isdigit(static_cast<unsigned char>(t[q]))) {
    std::size_t n = 0;
    auto r = std::from_chars(t.data() + q, t.data() + t.size(), n);
    std::size_t start = static_cast<std::size_t>(r.ptr - t.data()) + 1;
    if (r.ec != std::errc() || start > t.size()) {
      end = t.size();
      return {};
    }
    n = std::min(n, t.size() - start);
    end = start + n;
    return t.substr(start, n);
  }
  while (q < t.size() && (std::isalnum(static_cast<unsigned char>(t[q])) || t[q] == '_' || t[q] == '.')) ++q;
  end = q;
  return t.substr(p + 1, q - p - 1);
}

/// The end of the type starting at t[0] (json_type spelling).
std::size_t type_end(std::string_view t, std::size_t p = 0, int depth = 0) {
  if (p >= t.size() || depth > 64) return t.size();
  if (t[p] == '@') {
    std::size_t end;
    struct_name(t, p, end);
    return end;
  }
  if (t.substr(p, 2) == "[]") return type_end(t, p + 2, depth + 1);
  if (t[p] == '*') return type_end(t, p + 1, depth + 1);
  if (t[p] == '[') {
    std::size_t c = t.find(']', p);
    return c == std::string_view::npos ? t.size() : type_end(t, c + 1, depth + 1);
  }
  if (t.substr(p, 4) == "map[") {
    std::size_t k = type_end(t, p + 4, depth + 1);
    return k < t.size() ? type_end(t, k + 1, depth + 1) : t.size();
  }
  if (t[p] == '!') {
    std::size_t semi = t.find(';', p);
    return semi == std::string_view::npos ? t.size() : type_end(t, semi + 1, depth + 1);
  }
  std::size_t q = p + (t[p] == '@' ? 1 : 0);
  while (q < t.size() && (std::isalnum(static_cast<unsigned char>(t[q])) || t[q] == '_' || t[q] == '.')) ++q;
  return q;
}

/// The type as Go's reflect prints it (error messages).
std::string display(std::string_view t, int depth = 0) {
  if (t.empty() || depth > 64) return "interface {}";
  if (t == "any") return "interface {}";
  if (t.substr(0, 2) == "[]") return "[]" + display(t.substr(2), depth + 1);
  if (t[0] == '*') return "*" + display(t.substr(1), depth + 1);
  if (t.substr(0, 4) == "map[") {
    std::size_t k = type_end(t, 4);
    return "map[" + display(t.substr(4, k - 4), depth + 1) + "]" + display(t.substr(std::min(k + 1, t.size())), depth + 1);
  }
  if (t[0] == '[') {
    std::size_t c = t.find(']');
    return std::string(t.substr(0, c + 1)) + display(t.substr(std::min(c + 1, t.size())), depth + 1);
  }
  if (t[0] == '@') {
    std::size_t end;
    std::string_view n = struct_name(t, 0, end);
    return n.starts_with("struct{") ? std::string(n) : "main." + std::string(n);
  }
  if (t[0] == '!') {
    std::string n(t.substr(1, t.find(';') - 1));
    return n.find('.') != std::string::npos ? n : "main." + n;
  }
  return std::string(t);
}

bool is_int_kind(std::string_view t) {
  return t == "int" || t == "int8" || t == "int16" || t == "int32" || t == "int64";
}
bool is_uint_kind(std::string_view t) {
  return t == "uint" || t == "uint8" || t == "uint16" || t == "uint32" || t == "uint64" || t == "uintptr";
}

struct Dec {
  Vm& in;
  const std::string& src;
  Value custom_err;                         ///< an UnmarshalJSON method's error, the first one
  std::string err;                          ///< the first type mismatch
  std::vector<std::string> path;            ///< JSON keys of the struct fields entered
  std::string strct;                        ///< the innermost struct entered
  std::unordered_map<std::string, Value> classes;
  bool strict = false;  ///< a Decoder's DisallowUnknownFields: an unknown key is the error
};

Value find_class(Dec& d, const std::string& name) {
  if (auto it = d.classes.find(name); it != d.classes.end()) return it->second;
  Value found = Value::none();
  const Value& ms = d.in.module_scope();
  if (ms.is(Tag::Scope)) {
    auto* sc = ms.as<ScopeObj>();
    for (std::uint32_t k = 0; k < sc->nslots && found.is_none(); ++k)
      if (sc->slots[k].is(Tag::Class) && sc->slots[k].as<ClassObj>()->name == name) found = sc->slots[k];
  }
  d.classes[name] = found;
  return found;
}

/// A struct's fields from the frontend's __go_json: (field, tag, json_type).
struct FieldSpec {
  std::string name, tag, type;
};
std::vector<FieldSpec> field_specs(Vm& in, const Value& cls) {
  std::vector<FieldSpec> out;
  Value* spec = cls.as<ClassObj>()->attrs.find(in.intern("__go_json"));
  if (!spec || !spec->is(Tag::Str)) return out;
  const std::string& s = spec->as<StrObj>()->s;
  std::size_t i = 0;
  while (i < s.size()) {
    std::size_t j = s.find('\x1e', i);
    if (j == std::string::npos) j = s.size();
    std::string f = s.substr(i, j - i);
    i = j + 1;
    std::size_t a = f.find('\x1f'), b = f.rfind('\x1f');
    if (a == std::string::npos || b == a) continue;
    out.push_back({f.substr(0, a), f.substr(a + 1, b - a - 1), b + 2 <= f.size() ? f.substr(b + 2) : std::string("any")});
  }
  return out;
}

Value zero_of(Dec& d, std::string_view t, int depth);

Value new_struct(Dec& d, const std::string& name, int depth) {
  Value cls = find_class(d, name);
  if (!cls.is(Tag::Class)) return Value::none();
  auto* inst = new InstanceObj();
  inst->cls = cls;
  Value out = Value::object(inst);
  for (const auto& f : field_specs(d.in, cls)) inst->fields.items.emplace_back(d.in.intern(f.name), zero_of(d, f.type, depth + 1));
  return out;
}

Value nil_slice() {
  Value l = make_list({});
  l.obj()->rt_flags |= kGoNilSlice;
  return l;
}

Value zero_of(Dec& d, std::string_view t, int depth) {
  if (depth > 32 || t.empty()) return Value::none();
  if (t[0] == '!') return zero_of(d, t.substr(t.find(';') + 1), depth + 1);
  if (is_int_kind(t) || is_uint_kind(t)) return Value::integer(0);
  if (t == "float64" || t == "float32") return Value::real(0.0);
  if (t == "string") return make_str("");
  if (t == "bool") return Value::boolean(false);
  if (t.substr(0, 2) == "[]") return nil_slice();
  if (t[0] == '[') {
    std::size_t c = t.find(']');
    std::int64_t n = 0;
    std::from_chars(t.data() + 1, t.data() + c, n);
    n = std::clamp<std::int64_t>(n, 0, 1 << 20);
    if (!d.in.charge_copy(static_cast<std::size_t>(n))) return Value::none();
    std::vector<Value> items;
    for (std::int64_t k = 0; k < n; ++k) items.push_back(zero_of(d, t.substr(c + 1), depth + 1));
    return make_list(std::move(items));
  }
  if (t[0] == '@') {
    std::size_t end;
    return new_struct(d, std::string(struct_name(t, 0, end)), depth);
  }
  return Value::none();  // any, pointers, maps: nil
}

const char* word(const J& j) {
  switch (j.k) {
    case 'b': return "bool";
    case 'd': return "number";
    case 's': return "string";
    case 'a': return "array";
    case 'o': return "object";
    default: return "null";
  }
}

void mismatch(Dec& d, const std::string& what, std::string_view t) {
  if (!d.err.empty()) return;
  if (d.strct.empty() && d.path.empty()) {
    d.err = "json: cannot unmarshal " + what + " into Go value of type " + display(t);
    return;
  }
  std::string field;
  for (const auto& p : d.path) field += (field.empty() ? "" : ".") + p;
  d.err = "json: cannot unmarshal " + what + " into Go struct field " + d.strct + "." + field + " of type " + display(t);
}

Value generic(Dec& d, const J& j, int depth) {
  if (depth > kMaxDepth + 1 || !d.in.charge(1)) return Value::none();
  switch (j.k) {
    case 'b': return Value::boolean(j.b);
    case 'd': {
      double x = 0;
      std::from_chars(j.s.data(), j.s.data() + j.s.size(), x);
      return Value::real(x);
    }
    case 's': return make_str(j.s);
    case 'a': {
      std::vector<Value> items;
      items.reserve(j.items.size());
      for (const J& x : j.items) items.push_back(generic(d, x, depth + 1));
      Value l = make_list(std::move(items));
      l.obj()->rt_flags |= kGoAnyElems;
      return l;
    }
    case 'o': {
      Value m = make<DictObj>();
      go_set_map_zero(m, Value::none());
      m.obj()->rt_flags |= kGoAnyElems;
      for (const auto& [k, x] : j.members) m.as<DictObj>()->set(make_str(k), generic(d, x, depth + 1));
      return m;
    }
    default: return Value::none();
  }
}

Value store(Dec& d, const J& j, std::string_view t, const Value& cur, int depth, std::string_view shown = {});

/// A JSON number into an integer or float type t: the value, or cur after a mismatch.
Value number_into(Dec& d, const J& j, std::string_view t, std::string_view shown, const Value& cur) {
  const char* b = j.s.data();
  const char* e = b + j.s.size();
  if (t == "float64" || t == "float32") {
    double x = 0;
    std::from_chars(b, e, x);
    if (std::isinf(x) || (t == "float32" && std::fabs(x) > std::numeric_limits<float>::max())) {
      mismatch(d, "number " + j.s, shown);
      return cur;
    }
    return Value::real(x);
  }
  if (is_uint_kind(t)) {
    std::uint64_t u = 0;
    auto r = std::from_chars(b, e, u);
    int bits = t == "uint8" ? 8 : t == "uint16" ? 16 : t == "uint32" ? 32 : 64;
    if (r.ec != std::errc() || r.ptr != e || (bits < 64 && u >> bits)) {
      mismatch(d, "number " + j.s, shown);
      return cur;
    }
    return Value::integer(static_cast<std::int64_t>(u));
  }
  std::int64_t x = 0;
  auto r = std::from_chars(b, e, x);
  int bits = t == "int8" ? 8 : t == "int16" ? 16 : t == "int32" ? 32 : 64;
  if (r.ec != std::errc() || r.ptr != e || (bits < 64 && (x < -(std::int64_t{1} << (bits - 1)) || x >= (std::int64_t{1} << (bits - 1))))) {
    mismatch(d, "number " + j.s, shown);
    return cur;
  }
  return Value::integer(x);
}

Value struct_into(Dec& d, const J& j, const std::string& name, std::string_view shown, const Value& cur, int depth) {
  Value obj = cur.is(Tag::Instance) ? cur : new_struct(d, name, depth);
  if (!obj.is(Tag::Instance)) return cur;
  auto fields = field_specs(d.in, obj.as<InstanceObj>()->cls);
  std::string embeds;
  if (Value* em = obj.as<InstanceObj>()->klass()->attrs.find(d.in.intern("__go_embeds")); em && em->is(Tag::Str))
    embeds = "," + em->as<StrObj>()->s + ",";
  (void)shown;
  for (const auto& [key, x] : j.members) {
    // a field by its exact json key, else case-insensitively; then promoted fields of embedded structs
    const FieldSpec* hit = nullptr;
    for (int pass = 0; pass < 2 && !hit; ++pass)
      for (const auto& f : fields) {
        if (f.tag == "-" || f.name.empty() || !(f.name[0] >= 'A' && f.name[0] <= 'Z')) continue;
        std::string k = f.tag.substr(0, f.tag.find(','));
        if (k.empty()) {
          if (embeds.find("," + f.name + ",") != std::string::npos) continue;
          k = f.name;
        }
        bool eq = pass == 0 ? k == key
                            : k.size() == key.size() && std::equal(k.begin(), k.end(), key.begin(), [](char a, char b) {
                                return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
                              });
        if (eq) {
          hit = &f;
          break;
        }
      }
    if (!hit) {
      bool taken = false;
      for (const auto& f : fields) {  // an embedded struct takes the keys its own fields have
        if (embeds.find("," + f.name + ",") == std::string::npos || !f.tag.empty()) continue;
        std::string et = f.type[0] == '*' ? f.type.substr(1) : f.type;
        if (et.empty() || et[0] != '@') continue;
        Name fn = d.in.intern(f.name);
        Value* sub = obj.as<InstanceObj>()->fields.find(fn);
        std::size_t end;
        std::string en(struct_name(et, 0, end));
        Value inner = sub && sub->is(Tag::Instance) ? *sub : new_struct(d, en, depth + 1);
        if (!inner.is(Tag::Instance)) continue;
        bool has = false;
        for (const auto& g : field_specs(d.in, inner.as<InstanceObj>()->cls)) {
          std::string k = g.tag.substr(0, g.tag.find(','));
          if (k.empty()) k = g.name;
          has = has || k == key;
        }
        if (!has) continue;
        J one;
        one.k = 'o';
        one.members.emplace_back(key, x);
        struct_into(d, one, en, et, inner, depth + 1);
        obj.as<InstanceObj>()->fields.set(fn, inner);
        taken = true;
        break;
      }
      if (!taken && d.strict && d.err.empty()) d.err = "json: unknown field " + go_quote(key);
      continue;
    }
    std::string saved_struct = d.strct;
    d.strct = name.rfind("struct{", 0) == 0 ? std::string() : name;  // reflect's Name() of an unnamed struct is ""
    std::string k = hit->tag.substr(0, hit->tag.find(','));
    d.path.push_back(k.empty() ? hit->name : k);
    Name fn = d.in.intern(hit->name);
    Value* fv = obj.as<InstanceObj>()->fields.find(fn);
    Value v = store(d, x, hit->type, fv ? *fv : Value::none(), depth + 1);
    if (d.in.raising()) return cur;
    obj.as<InstanceObj>()->fields.set(fn, v);
    d.path.pop_back();
    d.strct = saved_struct;
  }
  return obj;
}

Value store(Dec& d, const J& j, std::string_view t, const Value& cur, int depth, std::string_view shown) {
  if (shown.empty()) shown = t;
  if (depth > kMaxDepth + 1 || !d.in.charge(1)) return cur;
  if (t.empty() || t == "any") return generic(d, j, depth);
  if (t == "time.Time") {  // time.Time's UnmarshalJSON
    Value err;
    Value tv = go_time_from_json(d.in, d.src.substr(j.from, j.to - j.from), err);
    if (!err.is_none() && d.err.empty() && d.custom_err.is_none()) d.custom_err = err;
    return tv.is_undef() ? cur : tv;
  }
  if (t[0] == '!') return store(d, j, t.substr(t.find(';') + 1), cur, depth, shown);
  bool nilable = t[0] == '*' || t.substr(0, 2) == "[]" || t.substr(0, 4) == "map[";
  if (j.k == 'n') {
    if (!nilable) return cur;  // null leaves other values as they are
    return t.substr(0, 2) == "[]" ? nil_slice() : Value::none();
  }
  if (t[0] == '*') {
    std::string_view et = t.substr(1);
    if (cur.is(Tag::Pointer)) {  // a *int field already set: fill its target, as Go does
      go_store_through(d.in, cur, store(d, j, et, go_load_through(d.in, cur), depth + 1));
      return cur;
    }
    Value base = cur.is_none() ? zero_of(d, et, depth) : cur;
    Value v = store(d, j, et, base, depth + 1);
    // a pointer to a scalar or slice is a real cell (*q.Age++ must store); structs are their own pointers
    return v.is(Tag::Instance) || !cur.is_none() ? v : go_new_pointer(std::move(v));
  }
  if (t[0] == '@') {
    std::size_t end;
    std::string name(struct_name(t, 0, end));
    Value obj = cur.is(Tag::Instance) ? cur : new_struct(d, name, depth);
    if (Value m = go_json_method(d.in, obj, "UnmarshalJSON"); !m.is_none()) {  // a json.Unmarshaler
      std::string raw = d.src.substr(j.from, j.to - j.from);
      std::vector<Value> bytes;
      for (unsigned char c : raw) bytes.push_back(Value::integer(c));
      std::vector<Value> a{obj, make_list(std::move(bytes))};
      Value err = d.in.call_sync(m, a);
      if (d.in.raising()) return cur;
      if (!err.is_none() && d.err.empty() && d.custom_err.is_none()) d.custom_err = err;
      return obj;
    }
    if (j.k != 'o') {
      mismatch(d, word(j), shown);
      return cur;
    }
    return struct_into(d, j, name, shown, obj, depth);
  }
  if (t.substr(0, 4) == "map[") {
    if (j.k != 'o') {
      mismatch(d, word(j), shown);
      return cur;
    }
    std::size_t ke = type_end(t, 4);
    std::string_view kt = t.substr(4, ke - 4), vt = t.substr(std::min(ke + 1, t.size()));
    std::string_view kb = kt[0] == '!' ? kt.substr(kt.find(';') + 1) : kt;
    if (!(kb == "string" || is_int_kind(kb) || is_uint_kind(kb))) {
      mismatch(d, "object", shown);
      return cur;
    }
    Value m = cur.is(Tag::Dict) ? cur : make<DictObj>();
    if (!cur.is(Tag::Dict)) go_set_map_zero(m, zero_of(d, vt, depth + 1));
    for (const auto& [k, x] : j.members) {
      Value key;
      if (kb == "string") key = make_str(k);
      else {
        J num;
        num.k = 'd';
        num.s = k;
        key = number_into(d, num, kb, kt, Value::undef());
        if (key.is_undef()) continue;
      }
      Value v = store(d, x, vt, zero_of(d, vt, depth + 1), depth + 1);
      if (d.in.raising()) return cur;
      m.as<DictObj>()->set(key, v);
    }
    return m;
  }
  if (t[0] == '[') {
    if (j.k != 'a') {
      mismatch(d, word(j), shown);
      return cur;
    }
    bool slice = t[1] == ']';
    std::size_t c = t.find(']');
    std::string_view et = t.substr(c + 1);
    std::vector<Value> old;
    if (cur.is(Tag::List)) old = cur.as<ListObj>()->items;
    std::size_t n = j.items.size();
    if (!slice) {
      std::int64_t len = 0;
      std::from_chars(t.data() + 1, t.data() + c, len);
      n = static_cast<std::size_t>(std::max<std::int64_t>(len, 0));
    }
    std::vector<Value> items;
    items.reserve(std::min<std::size_t>(n, 1 << 20));
    for (std::size_t k = 0; k < n; ++k) {
      // an element already there is decoded into, as Go does
      Value base = k < old.size() ? old[k] : zero_of(d, et, depth + 1);
      items.push_back(k < j.items.size() ? store(d, j.items[k], et, base, depth + 1) : zero_of(d, et, depth + 1));
      if (d.in.raising()) return cur;
    }
    return make_list(std::move(items));
  }
  // scalars
  if (t == "string") {
    if (j.k == 's') return make_str(j.s);
  } else if (t == "bool") {
    if (j.k == 'b') return Value::boolean(j.b);
  } else if (j.k == 'd') {
    return number_into(d, j, t, shown, cur);
  }
  mismatch(d, word(j), shown);
  return cur;
}

Value result(Vm& in, const Value& v, const std::string& err, const Value& custom = Value::none()) {
  if (err.empty() && !custom.is_none()) return make_list({v, custom}, Tag::Tuple);
  return make_list({v, err.empty() ? Value::none() : go_error(in, err)}, Tag::Tuple);
}

Value store_target(Dec& d, const J& root, Value cur, std::string t, bool addr);

/// Unmarshal(data, target, json_type, addr): the frontend passes target's
/// value and static type; addr (&x) returns the new value for x, else target
/// is a pointer whose pointee is filled in place.
Value j_unmarshal(Vm& in, const Value&, Args& a) {
  if (a.size() < 2) return Value::none();
  std::string src = go_bytes_text(a[0]);
  Value cur = a[1];
  std::string t = a.size() > 2 && a[2].is(Tag::Str) ? a[2].as<StrObj>()->s : std::string("any");
  bool addr = a.size() > 3 && a[3].is(Tag::Bool) && a[3].b();
  if (!in.charge_bytes(src.size())) return Value::none();
  J root;
  Parser p{in, src, 0, {}};
  if (!p.document(root)) {
    if (in.raising()) return Value::none();
    return result(in, cur, p.err);
  }
  Dec d{in, src, Value::none(), {}, {}, {}, {}};
  return store_target(d, root, cur, t, addr);
}

/// Stores a parsed document by the target's static type t (Unmarshal's and
/// Decode's common part): the new value and the error.
Value store_target(Dec& d, const J& root, Value cur, std::string t, bool addr) {
  Vm& in = d.in;
  if (addr) {
    Value v = store(d, root, t, cur, 0);
    return in.raising() ? Value::none() : result(in, v, d.err, d.custom_err);
  }
  if (t == "any" && cur.is(Tag::Instance) && cur.as<InstanceObj>()->klass()->name != "__goptr")
  {  // a struct pointer whose static type is unknown
    const std::string& cn = cur.as<InstanceObj>()->klass()->name;
    t = cn.starts_with("struct{") ? "*@" + std::to_string(cn.size()) + ":" + cn : "*@" + cn;
  }
  if (t.empty() || t[0] != '*') {
    if (t == "any" && cur.is_none()) return result(in, cur, "json: Unmarshal(nil)");
    if (t != "any") return result(in, cur, "json: Unmarshal(non-pointer " + display(t) + ")");
  }
  if (cur.is_none()) return result(in, cur, "json: Unmarshal(nil " + display(t) + ")");
  std::string et = t == "any" ? t : t.substr(1);
  if (cur.is(Tag::Instance) && cur.as<InstanceObj>()->klass()->name == "__goptr") {
    Value v = store(d, root, et, go_load_through(in, cur), 0);
    if (in.raising()) return Value::none();
    go_store_through(in, cur, v);
  } else {
    store(d, root, et, cur, 0);
  }
  return in.raising() ? Value::none() : result(in, cur, d.err, d.custom_err);
}

Value j_valid(Vm& in, const Value&, Args& a) {
  std::string src = a.empty() ? std::string() : go_bytes_text(a[0]);
  if (!in.charge_bytes(src.size())) return Value::none();
  J root;
  Parser p{in, src, 0, {}};
  bool ok = p.document(root);
  return in.raising() ? Value::none() : Value::boolean(ok);
}

// --- Decoder: NewDecoder(r) reads r to its end when first used (Go reads as it
// goes, which a program sees the same for a reader that ends); Decode takes
// the next value, More says whether one follows in the current array or object.
Value dfield(Vm& in, const Value& o, const char* n) {
  Value* v = o.as<InstanceObj>()->fields.find(in.intern(n));
  return v ? *v : Value::none();
}
void dset(Vm& in, const Value& o, const char* n, Value v) { o.as<InstanceObj>()->fields.set(in.intern(n), std::move(v)); }

/// The one io.EOF / io.ErrUnexpectedEOF of a run (go_io.cpp keeps them under these keys).
Value io_sentinel(Vm& in, const char* key, const char* text) {
  Value& v = in.run_state(key);
  if (!v.is(Tag::Instance)) v = go_error(in, text);
  return v;
}

const std::string* dec_input(Vm& in, const Value& self) {
  Value s = dfield(in, self, "__src");
  if (!s.is(Tag::Str)) {
    std::string text = go_reader_drain(in, dfield(in, self, "__r"));
    if (in.raising() || !in.charge_bytes(text.size())) return nullptr;
    s = make_str(std::move(text));
    dset(in, self, "__src", s);
  }
  return &s.as<StrObj>()->s;  // kept alive by the decoder's field
}
std::size_t dec_pos(Vm& in, const Value& self) {
  Value p = dfield(in, self, "__pos");
  return p.is(Tag::Int) ? static_cast<std::size_t>(p.i()) : 0;
}

Value j_new_decoder(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*json.Decoder");
  Value d = Value::object(inst);
  dset(in, d, "__r", a.empty() ? Value::none() : a[0]);
  dset(in, d, "__pos", Value::integer(0));
  dset(in, d, "__strict", Value::boolean(false));
  return d;
}

/// Decode(target, json_type, addr), lowered as Unmarshal is: (new value, error).
/// A syntax error stays the decoder's answer, as Go's d.err does.
Value dec_decode(Vm& in, const Value& self, Args& a) {
  Value cur = a.empty() ? Value::none() : a[0];
  std::string t = a.size() > 1 && a[1].is(Tag::Str) ? a[1].as<StrObj>()->s : std::string("any");
  bool addr = a.size() > 2 && a[2].is(Tag::Bool) && a[2].b();
  if (Value e = dfield(in, self, "__err"); !e.is_none()) return make_list({cur, e}, Tag::Tuple);
  const std::string* src = dec_input(in, self);
  if (!src) return Value::none();
  Parser p{in, *src, dec_pos(in, self), {}};
  p.space();
  if (p.i >= src->size()) {
    dset(in, self, "__pos", Value::integer(static_cast<std::int64_t>(p.i)));
    return make_list({cur, io_sentinel(in, "go.io.EOF", "EOF")}, Tag::Tuple);
  }
  J root;
  if (!p.value(root, 0)) {
    if (in.raising()) return Value::none();
    Value e = p.i >= src->size() ? io_sentinel(in, "go.io.ErrUnexpectedEOF", "unexpected EOF") : go_error(in, p.err);
    dset(in, self, "__err", e);
    return make_list({cur, e}, Tag::Tuple);
  }
  dset(in, self, "__pos", Value::integer(static_cast<std::int64_t>(p.i)));
  Dec d{in, *src, Value::none(), {}, {}, {}, {}};
  Value strict = dfield(in, self, "__strict");
  d.strict = strict.is(Tag::Bool) && strict.b();
  return store_target(d, root, cur, t, addr);
}
Value dec_more(Vm& in, const Value& self, Args&) {
  const std::string* src = dec_input(in, self);
  if (!src) return Value::none();
  Parser p{in, *src, dec_pos(in, self), {}};
  p.space();
  return Value::boolean(p.i < src->size() && (*src)[p.i] != ']' && (*src)[p.i] != '}');
}
Value dec_disallow(Vm& in, const Value& self, Args&) {
  dset(in, self, "__strict", Value::boolean(true));
  return Value::none();
}
Value dec_input_offset(Vm& in, const Value& self, Args&) {
  return Value::integer(static_cast<std::int64_t>(dec_pos(in, self)));
}

}  // namespace

Value go_json_new_decoder(Vm& in, const Value& self, std::vector<Value>& a) { return j_new_decoder(in, self, a); }
Value go_json_decoder_attr(Vm& in, const Value& obj, Name f) {
  const std::string& n = in.name(f);
  if (n == "Decode") return make_native(dec_decode, "Decode", obj);
  if (n == "More") return make_native(dec_more, "More", obj);
  if (n == "DisallowUnknownFields") return make_native(dec_disallow, "DisallowUnknownFields", obj);
  if (n == "InputOffset") return make_native(dec_input_offset, "InputOffset", obj);
  return Value::undef();
}

Value go_json_unmarshal(Vm& in, const Value& self, std::vector<Value>& a) { return j_unmarshal(in, self, a); }
Value go_json_valid(Vm& in, const Value& self, std::vector<Value>& a) { return j_valid(in, self, a); }

}  // namespace reddragon::vm
