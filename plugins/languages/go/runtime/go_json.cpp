// go_json.cpp - encoding/json's Marshal and MarshalIndent: structs by their
// fields in declaration order with their `json:"name,omitempty"` tags (the
// frontend records them in the class's __go_json), maps with sorted keys,
// slices, strings with json's HTML-safe escapes, numbers as json prints them.
#include <algorithm>
#include <charconv>
#include <cmath>

#include "go_runtime.hpp"

namespace reddragon::vm {

/// A user method of v's struct type (MarshalJSON, UnmarshalJSON), or None.
Value go_json_method(Vm& in, const Value& v, const char* name) {
  if (!v.is(Tag::Instance)) return Value::none();
  Name n = in.intern(name);
  for (auto& k : v.as<InstanceObj>()->klass()->mro)
    if (Value* f = k.as<ClassObj>()->attrs.find(n); f && f->is(Tag::Function)) return *f;
  return Value::none();
}

std::string go_bytes_text(const Value& b) {
  std::string s;
  if (b.is(Tag::Str)) return b.as<StrObj>()->s;
  if (b.is(Tag::List))
    for (const Value& x : b.as<ListObj>()->items) s += static_cast<char>(x.is_int() ? x.i() : 0);
  return s;
}

/// err.Error(): an errors.New value's text, or the user type's method.
std::string go_error_text(Vm& in, const Value& err) {
  if (err.is(Tag::Instance)) {
    if (Value* t = err.as<InstanceObj>()->fields.find(in.intern("s")); t && t->is(Tag::Str) && err.as<InstanceObj>()->klass()->name == "*errors.errorString")
      return t->as<StrObj>()->s;
    if (Value m = go_json_method(in, err, "Error"); !m.is_none()) {
      std::vector<Value> a{err};
      Value r = in.call_sync(m, a);
      if (!in.raising()) return go_bytes_text(r);
    }
  }
  return in.str(err);
}


namespace {

using Args = std::vector<Value>;

struct Enc {
  Vm& in;
  std::string prefix, indent;  // MarshalIndent; empty indent and prefix: compact
  bool pretty = false;
  std::string out;
  std::string err;
  bool html = true;  // <, > and & as \u003c...: an Encoder may turn it off
};

void quote(std::string& out, const std::string& s, bool html = true) {
  static const char* hex = "0123456789abcdef";
  out += '"';
  for (std::size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20 || (html && (c == '<' || c == '>' || c == '&'))) {
          out += "\\u00";
          out += hex[c >> 4];
          out += hex[c & 15];
        } else if (c == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80 &&
                   (static_cast<unsigned char>(s[i + 2]) == 0xA8 || static_cast<unsigned char>(s[i + 2]) == 0xA9)) {
          out += static_cast<unsigned char>(s[i + 2]) == 0xA8 ? "\\u2028" : "\\u2029";
          i += 2;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
}

/// json's float format: shortest 'f' digits, 'e' below 1e-6 and from 1e21.
bool number(std::string& out, double d) {
  if (std::isnan(d) || std::isinf(d)) return false;
  char buf[64];
  double a = std::fabs(d);
  bool sci = a != 0 && (a < 1e-6 || a >= 1e21);
  auto r = std::to_chars(buf, buf + sizeof buf, d, sci ? std::chars_format::scientific : std::chars_format::fixed);
  std::string s(buf, r.ptr);
  if (sci) {  // e-07 -> e-7
    std::size_t e = s.find('e');
    if (e != std::string::npos && e + 2 < s.size() && s[e + 2] == '0' && e + 3 < s.size()) s.erase(e + 2, 1);
  }
  out += s;
  return true;
}

void newline(Enc& e, int depth) {
  if (!e.pretty) return;
  e.out += '\n';
  e.out += e.prefix;
  for (int k = 0; k < depth; ++k) e.out += e.indent;
}

bool empty_value(const Value& v) {
  if (v.is_none()) return true;
  if (v.is_int()) return v.i() == 0;
  if (v.is(Tag::Float)) return v.d() == 0;
  if (v.is(Tag::Bool)) return !v.b();
  if (v.is(Tag::Str)) return v.as<StrObj>()->s.empty();
  if (v.is(Tag::List) || v.is(Tag::Tuple)) return v.as<ListObj>()->items.empty();
  if (v.is(Tag::Dict)) return v.as<DictObj>()->entries.empty();
  return false;
}

/// A MarshalJSON result as Marshal writes it: compacted, and re-indented
/// at depth under MarshalIndent (Go indents the whole output afterwards).
void append_raw(Enc& e, const std::string& raw, int depth) {
  bool in_str = false;
  int level = 0;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    char c = raw[i];
    if (in_str) {
      e.out += c;
      if (c == '\\' && i + 1 < raw.size()) e.out += raw[++i];
      else if (c == '"') in_str = false;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
    if (c == '"') in_str = true;
    if ((c == '}' || c == ']') && level > 0) {
      --level;
      bool empty = !e.out.empty() && (e.out.back() == '{' || e.out.back() == '[');
      if (!empty) newline(e, depth + level);
      e.out += c;
      continue;
    }
    if (c == ',') {
      e.out += c;
      newline(e, depth + level);
      continue;
    }
    if (c == ':') {
      e.out += e.pretty ? ": " : ":";
      continue;
    }
    bool opens = c == '{' || c == '[';
    e.out += c;
    if (opens) {
      ++level;
      std::size_t j = i + 1;
      while (j < raw.size() && (raw[j] == ' ' || raw[j] == '\t' || raw[j] == '\n' || raw[j] == '\r')) ++j;
      if (j < raw.size() && raw[j] != '}' && raw[j] != ']') newline(e, depth + level);
    }
  }
}

void encode(Enc& e, const Value& v, int depth, char kind);  // kind: the field's (s slice, m map, p pointer, o other)

/// A struct's exported fields as (key, value, kind), embedded structs' promoted.
void struct_fields(Enc& e, InstanceObj* inst, std::vector<std::tuple<std::string, Value, char>>& out, int depth) {
  Value* spec = inst->klass()->attrs.find(e.in.intern("__go_json"));
  if (!spec || !spec->is(Tag::Str) || depth > 16) return;
  std::string embeds;
  if (Value* em = inst->klass()->attrs.find(e.in.intern("__go_embeds")); em && em->is(Tag::Str)) embeds = "," + em->as<StrObj>()->s + ",";
  const std::string& s = spec->as<StrObj>()->s;
  std::size_t i = 0;
  while (i <= s.size()) {
    std::size_t j = s.find('\x1e', i);
    if (j == std::string::npos) j = s.size();
    std::string f = s.substr(i, j - i);
    i = j + 1;
    std::size_t a = f.find('\x1f'), b = f.rfind('\x1f');
    if (a == std::string::npos || b == a) continue;
    std::string name = f.substr(0, a), tag = f.substr(a + 1, b - a - 1);
    char kind = b + 1 < f.size() ? f[b + 1] : 'o';
    if (tag == "-" || name.empty() || !(name[0] >= 'A' && name[0] <= 'Z')) continue;
    std::string key = tag.substr(0, tag.find(','));
    bool omit = tag.find(",omitempty") != std::string::npos;
    Value* fv = inst->fields.find(e.in.intern(name));
    Value val = fv ? *fv : Value::none();
    if (key.empty() && embeds.find("," + name + ",") != std::string::npos && val.is(Tag::Instance)) {
      struct_fields(e, val.as<InstanceObj>(), out, depth + 1);
      continue;
    }
    if (omit && empty_value(val)) continue;
    out.emplace_back(key.empty() ? name : key, val, kind);
  }
}

void encode(Enc& e, const Value& v, int depth, char /*kind*/) {
  if (!e.err.empty() || depth > 200 || !e.in.charge(1)) {
    if (e.err.empty()) e.err = "json: unsupported value: encountered a cycle";
    return;
  }
  switch (v.tag()) {
    case Tag::None: e.out += "null"; return;
    case Tag::Bool: e.out += v.b() ? "true" : "false"; return;
    case Tag::Int: e.out += std::to_string(v.i()); return;
    case Tag::Float:
      if (!number(e.out, v.d())) e.err = "json: unsupported value: " + std::string(std::isnan(v.d()) ? "NaN" : v.d() > 0 ? "+Inf" : "-Inf");
      return;
    case Tag::Str: quote(e.out, v.as<StrObj>()->s, e.html); return;
    case Tag::List:
    case Tag::Tuple: {
      const auto& items = v.as<ListObj>()->items;
      if (items.empty()) {  // a nil slice is null, an empty one []
        e.out += v.obj()->rt_flags & kGoNilSlice ? "null" : "[]";
        return;
      }
      e.out += '[';
      for (std::size_t k = 0; k < items.size(); ++k) {
        if (k) e.out += ',';
        newline(e, depth + 1);
        encode(e, items[k], depth + 1, 'o');
      }
      newline(e, depth);
      e.out += ']';
      return;
    }
    case Tag::Dict: {
      std::vector<std::pair<std::string, Value>> es;
      for (const auto& [k, x] : v.as<DictObj>()->entries)
        es.emplace_back(k.is(Tag::Str) ? k.as<StrObj>()->s : k.is_int() ? std::to_string(k.i()) : e.in.str(k), x);
      if (es.empty()) {  // a nil map is None (null); this one was made
        e.out += "{}";
        return;
      }
      std::sort(es.begin(), es.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
      e.out += '{';
      for (std::size_t k = 0; k < es.size(); ++k) {
        if (k) e.out += ',';
        newline(e, depth + 1);
        quote(e.out, es[k].first, e.html);
        e.out += e.pretty ? ": " : ":";
        encode(e, es[k].second, depth + 1, 'o');
      }
      newline(e, depth);
      e.out += '}';
      return;
    }
    case Tag::Instance: {
      if (v.as<InstanceObj>()->klass()->name == "time.Time") {  // time.Time's MarshalJSON
        std::string s = go_time_json(e.in, v, e.err);
        if (e.err.empty()) e.out += s;
        return;
      }
      if (Value m = go_json_method(e.in, v, "MarshalJSON"); !m.is_none()) {  // a json.Marshaler
        std::vector<Value> a{v};
        Value r = e.in.call_sync(m, a);
        if (e.in.raising()) return;
        Value err = r.is(Tag::Tuple) && r.as<ListObj>()->items.size() > 1 ? r.as<ListObj>()->items[1] : Value::none();
        if (!err.is_none()) {
          std::string tn = v.as<InstanceObj>()->klass()->name;
          e.err = "json: error calling MarshalJSON for type " + std::string(tn.find('.') == std::string::npos ? "main." : "") + tn + ": " + go_error_text(e.in, err);
          return;
        }
        append_raw(e, go_bytes_text(r.is(Tag::Tuple) && !r.as<ListObj>()->items.empty() ? r.as<ListObj>()->items[0] : r), depth);
        return;
      }
      std::vector<std::tuple<std::string, Value, char>> fs;
      struct_fields(e, v.as<InstanceObj>(), fs, 0);
      if (fs.empty()) {
        e.out += "{}";
        return;
      }
      e.out += '{';
      for (std::size_t k = 0; k < fs.size(); ++k) {
        if (k) e.out += ',';
        newline(e, depth + 1);
        quote(e.out, std::get<0>(fs[k]), e.html);
        e.out += e.pretty ? ": " : ":";
        encode(e, std::get<1>(fs[k]), depth + 1, std::get<2>(fs[k]));
      }
      newline(e, depth);
      e.out += '}';
      return;
    }
    case Tag::Pointer:  // &x of a scalar (*float64 / *string fields): its target's encoding, nil is null
      encode(e, go_load_through(e.in, v), depth, 'o');
      return;
    default: e.err = "json: unsupported type: " + e.in.type_name(v); return;
  }
}

Value bytes_of(const std::string& s) {
  std::vector<Value> items;
  items.reserve(s.size());
  for (unsigned char c : s) items.push_back(Value::integer(c));
  return make_list(std::move(items));
}

Value marshal(Vm& in, const Value& v, const std::string& prefix, const std::string& indent, bool pretty) {
  Enc e{in, prefix, indent, pretty, {}, {}};
  encode(e, v, 0, 'o');
  if (in.raising()) return Value::none();
  if (!e.err.empty()) return make_list({Value::none(), go_error(in, e.err)}, Tag::Tuple);
  if (!in.charge_bytes(e.out.size())) return Value::none();
  return make_list({bytes_of(e.out), Value::none()}, Tag::Tuple);
}

std::string str_arg(const Args& a, std::size_t k) {
  return k < a.size() && a[k].is(Tag::Str) ? a[k].as<StrObj>()->s : std::string();
}

Value j_marshal(Vm& in, const Value&, Args& a) { return marshal(in, a.empty() ? Value::none() : a[0], "", "", false); }
Value j_marshal_indent(Vm& in, const Value&, Args& a) {
  return marshal(in, a.empty() ? Value::none() : a[0], str_arg(a, 1), str_arg(a, 2), true);
}

// --- Encoder: NewEncoder(w), SetIndent, SetEscapeHTML, Encode (Marshal and a newline, written to w)
Value field(Vm& in, const Value& o, const char* n) {
  Value* v = o.as<InstanceObj>()->fields.find(in.intern(n));
  return v ? *v : Value::none();
}
Value j_new_encoder(Vm& in, const Value&, Args& a) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*json.Encoder");
  Value e = Value::object(inst);
  inst->fields.set(in.intern("__w"), a.empty() ? Value::none() : a[0]);
  inst->fields.set(in.intern("__prefix"), make_str(""));
  inst->fields.set(in.intern("__indent"), make_str(""));
  inst->fields.set(in.intern("__html"), Value::boolean(true));
  return e;
}
Value enc_set_indent(Vm& in, const Value& self, Args& a) {
  self.as<InstanceObj>()->fields.set(in.intern("__prefix"), make_str(str_arg(a, 0)));
  self.as<InstanceObj>()->fields.set(in.intern("__indent"), make_str(str_arg(a, 1)));
  return Value::none();
}
Value enc_set_escape_html(Vm& in, const Value& self, Args& a) {
  self.as<InstanceObj>()->fields.set(in.intern("__html"), Value::boolean(!a.empty() && a[0].is(Tag::Bool) && a[0].b()));
  return Value::none();
}
Value enc_encode(Vm& in, const Value& self, Args& a) {
  std::string prefix = str_arg({field(in, self, "__prefix")}, 0), indent = str_arg({field(in, self, "__indent")}, 0);
  Value html = field(in, self, "__html");
  Enc e{in, prefix, indent, !prefix.empty() || !indent.empty(), {}, {}, !html.is(Tag::Bool) || html.b()};
  encode(e, a.empty() ? Value::none() : a[0], 0, 'o');
  if (in.raising()) return Value::none();
  if (!e.err.empty()) return go_error(in, e.err);
  if (!in.charge_bytes(e.out.size())) return Value::none();
  go_write_to(in, field(in, self, "__w"), e.out + "\n");
  return Value::none();
}

}  // namespace

Value go_json_attr(Vm& in, const Value& obj, Name f) {
  const std::string& n = in.name(f);
  if (n == "Encode") return make_native(enc_encode, "Encode", obj);
  if (n == "SetIndent") return make_native(enc_set_indent, "SetIndent", obj);
  if (n == "SetEscapeHTML") return make_native(enc_set_escape_html, "SetEscapeHTML", obj);
  return Value::undef();
}

Value go_json_global(Vm& in, std::string_view name) {
  if (name != "json") return Value::undef();
  return go_package(in, "json", {{"NewEncoder", j_new_encoder},
                                 {"NewDecoder", go_json_new_decoder},
                                 {"Marshal", j_marshal},
                                      {"MarshalIndent", j_marshal_indent},
                                      {"Unmarshal", go_json_unmarshal},
                                      {"Valid", go_json_valid}});
}

}  // namespace reddragon::vm
