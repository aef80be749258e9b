// javascript_url.cpp - URL and URLSearchParams (WHATWG URL Standard, as
// node 20 implements it).
//
// A URL is an instance (marked in Obj::rt_flags) holding its components as
// a list [scheme, username, password, host, port, path, query, fragment,
// has_host] (query and fragment None when absent) and its URLSearchParams;
// a URLSearchParams holds its [name, value] pairs and, when it belongs to a
// URL, that URL, whose query it rewrites on every change. Covered: special
// and opaque schemes, relative references against a base, dot segments,
// default ports, the percent-encode sets. Not covered: IDNA (non-ASCII
// hosts stay as written) and IPv4/IPv6 address normalisation.
#include "javascript_url.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>

#include "reddragon/text/utf8.hpp"
#include "reddragon/vm/objects.hpp"

namespace reddragon::vm::js {

namespace {

using Args = std::vector<Value>;
constexpr std::uint8_t kUrlFlag = 50, kParamsFlag = 51;
/// The components a program may assign directly (`u.hash = ''`).
constexpr std::array<const char*, 9> kSettable{"href", "protocol", "username", "password", "host",
                                               "hostname", "port", "pathname", "search"};

struct Url {
  std::string scheme, user, pass, host, port, path;
  std::optional<std::string> query, fragment;
  bool has_host = false;
};

std::uint8_t flag_of(const Value& v) { return v.is(Tag::Instance) ? v.obj()->rt_flags : 0; }
const Value& arg(const Args& a, std::size_t k) {
  static const Value none;
  return k < a.size() ? a[k] : none;
}
std::string str_arg(Vm& in, const Args& a, std::size_t k) { return to_string(in, arg(a, k)); }

bool special(std::string_view s) {
  return s == "http" || s == "https" || s == "ws" || s == "wss" || s == "ftp" || s == "file";
}
std::string_view default_port(std::string_view s) {
  if (s == "http" || s == "ws") return "80";
  if (s == "https" || s == "wss") return "443";
  if (s == "ftp") return "21";
  return "";
}

// --- percent-encoding ---------------------------------------------------------------------
enum class Set { Fragment, Query, SpecialQuery, Path, Userinfo };
bool in_set(unsigned char c, Set set) {
  if (c < 0x20 || c > 0x7E) return true;
  switch (set) {
    case Set::Fragment: return c == ' ' || c == '"' || c == '<' || c == '>' || c == '`';
    case Set::Query: return c == ' ' || c == '"' || c == '#' || c == '<' || c == '>';
    case Set::SpecialQuery: return c == ' ' || c == '"' || c == '#' || c == '<' || c == '>' || c == '\'';
    case Set::Path: return c == ' ' || c == '"' || c == '#' || c == '<' || c == '>' || c == '?' || c == '`' || c == '{' || c == '}';
    case Set::Userinfo:
      return in_set(c, Set::Path) || c == '/' || c == ':' || c == ';' || c == '=' || c == '@' || (c >= '[' && c <= '^') || c == '|';
  }
  return false;
}
std::string encode(std::string_view s, Set set) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (in_set(c, set)) {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}
/// application/x-www-form-urlencoded: only alphanumerics and *-._ stay, space is +.
std::string form_encode(std::string_view s) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '*' || c == '-' || c == '.' || c == '_') out += static_cast<char>(c);
    else if (c == ' ') out += '+';
    else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}
int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
std::string form_decode(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') out += ' ';
    else if (s[i] == '%' && i + 2 < s.size() && hexval(s[i + 1]) >= 0 && hexval(s[i + 2]) >= 0) {
      out += static_cast<char>(hexval(s[i + 1]) * 16 + hexval(s[i + 2]));
      i += 2;
    } else out += s[i];
  }
  return utf8::to_valid(out);
}

// --- parsing ------------------------------------------------------------------------------------
bool dot(std::string_view seg) { return seg == "." || seg == "%2e" || seg == "%2E"; }
bool dotdot(std::string_view seg) {
  if (seg.size() < 2) return false;
  std::string low;
  for (char c : seg) low += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return low == ".." || low == ".%2e" || low == "%2e." || low == "%2e%2e";
}
/// The path of `raw` (already absolute: starts with a slash) with its dot
/// segments resolved and its bytes encoded.
std::string normalize_path(std::string_view raw, bool is_special) {
  std::vector<std::string> segs;
  std::size_t i = 1;
  while (true) {
    std::size_t j = i;
    while (j < raw.size() && raw[j] != '/' && !(is_special && raw[j] == '\\')) ++j;
    std::string_view seg = raw.substr(i, j - i);
    const bool last = j >= raw.size();
    if (dotdot(seg)) {
      if (!segs.empty()) segs.pop_back();
      if (last) segs.emplace_back();
    } else if (dot(seg)) {
      if (last) segs.emplace_back();
    } else {
      segs.push_back(encode(seg, Set::Path));
    }
    if (last) break;
    i = j + 1;
  }
  std::string out;
  for (auto& s : segs) out += "/" + s;
  return out.empty() ? "/" : out;
}
/// Splits `rest` into path, query and fragment of u.
void parse_tail(std::string_view rest, Url& u, bool keep_path) {
  if (auto h = rest.find('#'); h != std::string_view::npos) {
    u.fragment = encode(rest.substr(h + 1), Set::Fragment);
    rest = rest.substr(0, h);
  }
  if (auto q = rest.find('?'); q != std::string_view::npos) {
    u.query = encode(rest.substr(q + 1), special(u.scheme) ? Set::SpecialQuery : Set::Query);
    rest = rest.substr(0, q);
  }
  if (keep_path) return;
  if (special(u.scheme) || u.has_host) {
    u.path = rest.empty() && !special(u.scheme) ? "" : normalize_path(rest.empty() ? std::string_view("/") : rest, special(u.scheme));
  } else {
    u.path = encode(rest, Set::Fragment);  // an opaque path (mailto:, data:)
  }
}
bool parse_authority(std::string_view auth, Url& u) {
  u.has_host = true;
  if (auto at = auth.rfind('@'); at != std::string_view::npos) {
    std::string_view info = auth.substr(0, at);
    auth = auth.substr(at + 1);
    auto colon = info.find(':');
    u.user = encode(info.substr(0, colon), Set::Userinfo);
    if (colon != std::string_view::npos) u.pass = encode(info.substr(colon + 1), Set::Userinfo);
  }
  std::string_view host = auth, port;
  auto close = auth.rfind(']');
  auto colon = auth.rfind(':');
  if (colon != std::string_view::npos && (close == std::string_view::npos || colon > close)) {
    host = auth.substr(0, colon);
    port = auth.substr(colon + 1);
  }
  for (char c : port)
    if (c < '0' || c > '9') return false;
  if (!port.empty()) {
    std::size_t k = 0;
    while (k + 1 < port.size() && port[k] == '0') ++k;
    port = port.substr(k);
    if (port.size() > 5 || std::stoul(std::string(port)) > 65535) return false;
    u.port = port == default_port(u.scheme) ? "" : std::string(port);
  }
  if (host.empty() && special(u.scheme) && u.scheme != "file") return false;
  if (!host.empty() && host[0] == '[') {  // an IPv6 address: hex digits, colons and dots in brackets
    if (host.size() < 3 || host.back() != ']') return false;
    for (unsigned char c : host.substr(1, host.size() - 2))
      if (!(std::isxdigit(c) || c == ':' || c == '.')) return false;
  } else {
    for (unsigned char c : host)
      if (c <= ' ' || std::string_view("#%/<>?@[\\]^|").find(static_cast<char>(c)) != std::string_view::npos) return false;
  }
  u.host.clear();
  for (unsigned char c : host) u.host += static_cast<char>(c < 0x80 ? std::tolower(c) : c);
  return true;
}
/// Parses the authority and tail after "scheme:" + slashes.
bool parse_after_slashes(std::string_view rest, Url& u) {
  const bool sp = special(u.scheme);
  std::size_t end = 0;
  while (end < rest.size() && rest[end] != '/' && rest[end] != '?' && rest[end] != '#' && !(sp && rest[end] == '\\')) ++end;
  if (!parse_authority(rest.substr(0, end), u)) return false;
  parse_tail(rest.substr(end), u, false);
  return true;
}
std::string clean_input(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && static_cast<unsigned char>(s[b]) <= ' ') ++b;
  while (e > b && static_cast<unsigned char>(s[e - 1]) <= ' ') --e;
  std::string out;
  for (char c : s.substr(b, e - b))
    if (c != '\t' && c != '\n' && c != '\r') out += c;
  return out;
}
std::optional<Url> parse(std::string_view raw, const Url* base) {
  std::string input = clean_input(raw);
  std::string_view s = input;
  Url u;
  std::size_t k = 0;
  if (!s.empty() && std::isalpha(static_cast<unsigned char>(s[0]))) {
    k = 1;
    while (k < s.size() && (std::isalnum(static_cast<unsigned char>(s[k])) || s[k] == '+' || s[k] == '-' || s[k] == '.')) ++k;
    if (k >= s.size() || s[k] != ':') k = 0;
  }
  if (k > 0) {
    for (char c : s.substr(0, k)) u.scheme += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    std::string_view rest = s.substr(k + 1);
    if (special(u.scheme)) {
      const bool relative = base && base->scheme == u.scheme && (rest.empty() || (rest[0] != '/' && rest[0] != '\\'));
      if (!relative) {
        std::size_t sl = 0;
        while (sl < rest.size() && (rest[sl] == '/' || rest[sl] == '\\')) ++sl;
        if (u.scheme == "file") {
          u.has_host = true;
          std::string_view after = rest.substr(sl >= 2 ? 2 : sl);
          if (sl >= 3 || (sl == 2 && !after.empty() && after[0] != '/')) {
            if (sl >= 3) { parse_tail(rest.substr(2), u, false); return u; }
          }
          return parse_after_slashes(after, u) ? std::optional<Url>(u) : std::nullopt;
        }
        if (!parse_after_slashes(rest.substr(sl), u)) return std::nullopt;
        return u;
      }
      s = rest;  // "http:foo" against an http base: relative
    } else {
      if (rest.substr(0, 2) == "//") return parse_after_slashes(rest.substr(2), u) ? std::optional<Url>(u) : std::nullopt;
      parse_tail(rest, u, false);
      return u;
    }
  } else if (!base) {
    return std::nullopt;
  }
  // a relative reference against base
  u.scheme = base->scheme;
  const bool sp = special(u.scheme);
  auto slash = [&](char c) { return c == '/' || (sp && c == '\\'); };
  if (s.size() >= 2 && slash(s[0]) && slash(s[1])) return parse_after_slashes(s.substr(2), u) ? std::optional<Url>(u) : std::nullopt;
  if (!base->has_host && !base->path.empty() && base->path[0] != '/') {  // an opaque base: only a fragment may follow
    if (s.empty() || s[0] != '#') return std::nullopt;
    u = *base;
    u.fragment = encode(s.substr(1), Set::Fragment);
    return u;
  }
  u.user = base->user;
  u.pass = base->pass;
  u.host = base->host;
  u.port = base->port;
  u.has_host = base->has_host;
  if (s.empty() || s[0] == '?' || s[0] == '#') {
    u.path = base->path;
    if (s.empty() || s[0] == '#') u.query = base->query;
    parse_tail(s, u, true);
    return u;
  }
  if (slash(s[0])) {
    parse_tail(s, u, false);
    return u;
  }
  std::string merged = base->path.substr(0, base->path.rfind('/') + 1);
  if (merged.empty()) merged = "/";
  merged += s;
  parse_tail(merged, u, false);
  return u;
}

std::string href_of(const Url& u) {
  std::string out = u.scheme + ":";
  if (u.has_host) {
    out += "//";
    if (!u.user.empty() || !u.pass.empty()) out += u.user + (u.pass.empty() ? "" : ":" + u.pass) + "@";
    out += u.host + (u.port.empty() ? "" : ":" + u.port);
  }
  out += u.path;
  if (u.query) out += "?" + *u.query;
  if (u.fragment) out += "#" + *u.fragment;
  return out;
}

// --- the objects -------------------------------------------------------------------------------------
Value klass(Vm& in, const char* name) { return run_class(in, std::string("javascript.url.") + name, name); }
Value& field(const Value& v, std::size_t i) { return v.as<InstanceObj>()->fields.items[i].second; }
// URL fields: [0] components list, [1] its URLSearchParams
Url url_of(const Value& v) {
  auto& c = field(v, 0).as<ListObj>()->items;
  auto s = [&](std::size_t i) { return c[i].as<StrObj>()->s; };
  Url u{s(0), s(1), s(2), s(3), s(4), s(5), std::nullopt, std::nullopt, c[8].b()};
  if (c[6].is(Tag::Str)) u.query = s(6);
  if (c[7].is(Tag::Str)) u.fragment = s(7);
  return u;
}
std::vector<Value>& pairs_of(const Value& params) { return field(params, 0).as<ListObj>()->items; }
void parse_query_into(const Value& params, std::string_view q) {
  auto& pairs = pairs_of(params);
  pairs.clear();
  if (!q.empty() && q[0] == '?') q.remove_prefix(1);
  std::size_t i = 0;
  while (i <= q.size()) {
    std::size_t j = q.find('&', i);
    if (j == std::string_view::npos) j = q.size();
    std::string_view part = q.substr(i, j - i);
    if (!part.empty()) {
      auto eq = part.find('=');
      std::string name = form_decode(part.substr(0, eq));
      std::string value = eq == std::string_view::npos ? "" : form_decode(part.substr(eq + 1));
      pairs.push_back(make_list({make_str(std::move(name)), make_str(std::move(value))}));
    }
    i = j + 1;
  }
}
std::string serialize(const Value& params) {
  std::string out;
  for (auto& p : pairs_of(params)) {
    auto& kv = p.as<ListObj>()->items;
    if (!out.empty()) out += '&';
    out += form_encode(kv[0].as<StrObj>()->s) + "=" + form_encode(kv[1].as<StrObj>()->s);
  }
  return out;
}
void store_url(const Value& v, const Url& u) {
  auto opt = [](const std::optional<std::string>& s) { return s ? make_str(*s) : Value::none(); };
  field(v, 0) = make_list({make_str(u.scheme), make_str(u.user), make_str(u.pass), make_str(u.host), make_str(u.port),
                           make_str(u.path), opt(u.query), opt(u.fragment), Value::boolean(u.has_host)});
}
Value new_params(Vm& in, const Value& owner) {
  auto* inst = new InstanceObj();
  inst->cls = klass(in, "URLSearchParams");
  inst->rt_flags = kParamsFlag;
  inst->fields.set(in.intern("__pairs"), make_list({}));
  inst->fields.set(in.intern("__url"), owner);
  return Value::object(inst);
}
Value new_url(Vm& in, const Url& u) {
  auto* inst = new InstanceObj();
  inst->cls = klass(in, "URL");
  inst->rt_flags = kUrlFlag;
  Value v = Value::object(inst);
  inst->fields.set(in.intern("__parts"), Value::none());
  inst->fields.set(in.intern("__params"), Value::none());
  store_url(v, u);
  Value params = new_params(in, v);
  parse_query_into(params, u.query.value_or(""));
  field(v, 1) = params;
  return v;
}
/// After a URLSearchParams changed: its URL's query is its serialization.
void params_changed(const Value& params) {
  const Value& owner = field(params, 1);
  if (!owner.is(Tag::Instance)) return;
  Url u = url_of(owner);
  std::string q = serialize(params);
  if (q.empty()) u.query.reset();
  else u.query = q;
  store_url(owner, u);
}

/// node's TypeError for an unparsable URL: code ERR_INVALID_URL, the input
/// (and the base, when one was given) as own properties.
Value invalid_url(Vm& in, const std::string& input, const Value* base = nullptr) {
  Value e = in.make_exception("TypeError", "Invalid URL");
  set_property(in, e, make_str("code"), make_str("ERR_INVALID_URL"), false);
  set_property(in, e, make_str("input"), make_str(input), false);
  if (base) set_property(in, e, make_str("base"), make_str(to_string(in, *base)), false);
  if (!in.raising()) in.raise_value(e);
  return Value::none();
}
Value url_ctor(Vm& in, const Value&, Args& a) {
  std::optional<Url> base;
  if (a.size() > 1 && !a[1].is_none()) {
    base = flag_of(a[1]) == kUrlFlag ? std::optional<Url>(url_of(a[1])) : parse(to_string(in, a[1]), nullptr);
    if (!base) return invalid_url(in, str_arg(in, a, 0), &a[1]);
  }
  const std::string input = str_arg(in, a, 0);
  auto u = parse(input, base ? &*base : nullptr);
  if (!u) return invalid_url(in, input, a.size() > 1 && !a[1].is_none() ? &a[1] : nullptr);
  return new_url(in, *u);
}
Value url_canParse(Vm& in, const Value&, Args& a) {
  std::optional<Url> base;
  if (a.size() > 1 && !a[1].is_none()) {
    base = parse(to_string(in, a[1]), nullptr);
    if (!base) return Value::boolean(false);
  }
  return Value::boolean(parse(str_arg(in, a, 0), base ? &*base : nullptr).has_value());
}
Value params_ctor(Vm& in, const Value&, Args& a) {
  Value p = new_params(in, Value::none());
  const Value& x = arg(a, 0);
  if (x.is_none()) return p;
  if (flag_of(x) == kParamsFlag) {
    for (auto& kv : pairs_of(x)) pairs_of(p).push_back(make_list(kv.as<ListObj>()->items));
  } else if (x.is(Tag::Str)) {
    parse_query_into(p, x.as<StrObj>()->s);
  } else if (x.is(Tag::Dict)) {
    for (auto& [k, v] : entries_of(in, x)) pairs_of(p).push_back(make_list({make_str(to_string(in, k)), make_str(to_string(in, v))}));
  } else {
    for (auto& e : items_of(in, x)) {
      std::vector<Value> kv = e.is(Tag::List) ? e.as<ListObj>()->items : items_of(in, e);
      if (kv.size() != 2) {
        in.raise("TypeError", "Each query pair must be an iterable [name, value] tuple");
        return Value::none();
      }
      pairs_of(p).push_back(make_list({make_str(to_string(in, kv[0])), make_str(to_string(in, kv[1]))}));
    }
  }
  return p;
}

// URLSearchParams methods (self: the params)
const std::string& name_at(const Value& pair) { return pair.as<ListObj>()->items[0].as<StrObj>()->s; }
const Value& value_at(const Value& pair) { return pair.as<ListObj>()->items[1]; }
Value p_append(Vm& in, const Value& self, Args& a) {
  pairs_of(self).push_back(make_list({make_str(str_arg(in, a, 0)), make_str(str_arg(in, a, 1))}));
  params_changed(self);
  return Value::none();
}
Value p_delete(Vm& in, const Value& self, Args& a) {
  const std::string n = str_arg(in, a, 0);
  const bool by_value = a.size() > 1 && !a[1].is_none();
  const std::string v = by_value ? str_arg(in, a, 1) : "";
  auto& ps = pairs_of(self);
  ps.erase(std::remove_if(ps.begin(), ps.end(), [&](const Value& p) { return name_at(p) == n && (!by_value || value_at(p).as<StrObj>()->s == v); }), ps.end());
  params_changed(self);
  return Value::none();
}
Value p_get(Vm& in, const Value& self, Args& a) {
  const std::string n = str_arg(in, a, 0);
  for (auto& p : pairs_of(self))
    if (name_at(p) == n) return value_at(p);
  return null_value();
}
Value p_getAll(Vm& in, const Value& self, Args& a) {
  const std::string n = str_arg(in, a, 0);
  std::vector<Value> out;
  for (auto& p : pairs_of(self))
    if (name_at(p) == n) out.push_back(value_at(p));
  return make_list(std::move(out));
}
Value p_has(Vm& in, const Value& self, Args& a) {
  const std::string n = str_arg(in, a, 0);
  const bool by_value = a.size() > 1 && !a[1].is_none();
  const std::string v = by_value ? str_arg(in, a, 1) : "";
  for (auto& p : pairs_of(self))
    if (name_at(p) == n && (!by_value || value_at(p).as<StrObj>()->s == v)) return Value::boolean(true);
  return Value::boolean(false);
}
Value p_set(Vm& in, const Value& self, Args& a) {
  const std::string n = str_arg(in, a, 0);
  Value v = make_str(str_arg(in, a, 1));
  auto& ps = pairs_of(self);
  bool found = false;
  std::vector<Value> kept;
  for (auto& p : ps) {
    if (name_at(p) != n) kept.push_back(p);
    else if (!found) {
      found = true;
      kept.push_back(make_list({make_str(n), v}));
    }
  }
  if (!found) kept.push_back(make_list({make_str(n), v}));
  ps = std::move(kept);
  params_changed(self);
  return Value::none();
}
/// Names compare by UTF-16 code units; for text without astral characters
/// that is code point order, which UTF-8 bytes keep.
Value p_sort(Vm& in, const Value& self, Args&) {
  auto& ps = pairs_of(self);
  if (!in.charge_sort(ps.size())) return Value::none();
  std::stable_sort(ps.begin(), ps.end(), [](const Value& x, const Value& y) { return name_at(x) < name_at(y); });
  params_changed(self);
  return Value::none();
}
Value p_toString(Vm&, const Value& self, Args&) { return make_str(serialize(self)); }
Value p_forEach(Vm& in, const Value& self, Args& a) {
  std::vector<Value> snapshot = pairs_of(self);
  for (auto& p : snapshot) {
    std::array<Value, 3> ca{value_at(p), make_str(name_at(p)), self};
    call_function(in, arg(a, 0), ca);
    if (in.raising()) break;
  }
  return Value::none();
}
template <int K>  // 0 keys, 1 values, 2 entries
Value p_list(Vm&, const Value& self, Args&) {
  std::vector<Value> out;
  for (auto& p : pairs_of(self)) {
    if (K == 0) out.push_back(make_str(name_at(p)));
    else if (K == 1) out.push_back(value_at(p));
    else out.push_back(make_list(p.as<ListObj>()->items));
  }
  return make_list(std::move(out));
}

Value u_toString(Vm&, const Value& self, Args&) { return make_str(href_of(url_of(self))); }

/// A component assigned by the program (`u.hash = x`): applied as its setter does.
void apply_setter(Vm& in, const Value& url, std::string_view name, const Value& v) {
  Url u = url_of(url);
  std::string s = to_string(in, v);
  const bool sp = special(u.scheme);
  if (name == "href") {
    auto nu = parse(s, nullptr);
    if (!nu) {
      invalid_url(in, s);
      return;
    }
    u = *nu;
  } else if (name == "hash") {
    if (!s.empty() && s[0] == '#') s.erase(0, 1);
    if (s.empty()) u.fragment.reset();
    else u.fragment = encode(s, Set::Fragment);
  } else if (name == "search") {
    if (!s.empty() && s[0] == '?') s.erase(0, 1);
    if (s.empty()) u.query.reset();
    else u.query = encode(s, sp ? Set::SpecialQuery : Set::Query);
  } else if (name == "pathname") {
    if (u.has_host || sp) u.path = normalize_path(!s.empty() && (s[0] == '/' || (sp && s[0] == '\\')) ? s : "/" + s, sp);
  } else if (name == "username") {
    if (u.has_host) u.user = encode(s, Set::Userinfo);
  } else if (name == "password") {
    if (u.has_host) u.pass = encode(s, Set::Userinfo);
  } else if (name == "hostname" || name == "host") {
    Url t = u;
    std::string auth = name == "host" ? s : (u.port.empty() ? s : s + ":" + u.port);
    if (name == "hostname") auth = s;
    if (parse_authority(auth, t) && !(t.host.empty() && sp)) {
      u.host = t.host;
      if (name == "host" && s.find(':') != std::string::npos) u.port = t.port;
    }
  } else if (name == "port") {
    std::string digits;
    for (char c : s) {
      if (c < '0' || c > '9') break;
      digits += c;
    }
    if (s.empty()) u.port.clear();
    else if (!digits.empty() && digits.size() <= 5 && std::stoul(digits) <= 65535) {
      std::string p = std::to_string(std::stoul(digits));
      u.port = p == default_port(u.scheme) ? "" : p;
    }
  } else if (name == "protocol") {
    std::string sch = s.substr(0, s.find(':'));
    for (auto& c : sch) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (!sch.empty() && special(sch) == sp) {
      u.scheme = sch;
      if (u.port == default_port(sch)) u.port.clear();
    }
  }
  store_url(url, u);
  if (name == "href" || name == "search") parse_query_into(field(url, 1), u.query.value_or(""));
}
/// Components the program assigned directly are stored as plain fields
/// (there is no setter hook for an instance): apply and drop them.
void absorb(Vm& in, const Value& url) {
  auto& items = url.as<InstanceObj>()->fields.items;
  if (items.size() <= 2) return;
  for (std::size_t i = 2; i < items.size();) {
    std::string_view name = in.name(items[i].first);
    if (name == "hash" || std::find(kSettable.begin(), kSettable.end(), name) != kSettable.end()) {
      Value v = items[i].second;
      std::string n(name);
      items.erase(items.begin() + static_cast<std::ptrdiff_t>(i));
      apply_setter(in, url, n, v);
      if (in.raising()) return;
    } else {
      ++i;
    }
  }
}

}  // namespace

Value url_global(Vm& in, std::string_view name) {
  (void)in;
  if (name == "URL") return make_native(url_ctor, "URL");
  if (name == "URLSearchParams") return make_native(params_ctor, "URLSearchParams");
  return Value::undef();
}

Value url_static(std::string_view ctor, std::string_view f) {
  if (ctor == "URL" && f == "canParse") return make_native(url_canParse, "canParse");
  return Value::undef();
}

bool is_url_object(const Value& v) { return flag_of(v) == kUrlFlag || flag_of(v) == kParamsFlag; }

bool url_instanceof(const Value& v, std::string_view ctor) {
  return (ctor == "URL" && flag_of(v) == kUrlFlag) || (ctor == "URLSearchParams" && flag_of(v) == kParamsFlag);
}

Value url_member(Vm& in, const Value& obj, std::string_view f) {
  const std::uint8_t flag = flag_of(obj);
  if (flag == kUrlFlag) {
    absorb(in, obj);
    if (in.raising()) return Value::none();
    const Url u = url_of(obj);
    const std::string host = u.host + (u.port.empty() ? "" : ":" + u.port);
    if (f == "href") return make_str(href_of(u));
    if (f == "protocol") return make_str(u.scheme + ":");
    if (f == "username") return make_str(u.user);
    if (f == "password") return make_str(u.pass);
    if (f == "host") return make_str(host);
    if (f == "hostname") return make_str(u.host);
    if (f == "port") return make_str(u.port);
    if (f == "pathname") return make_str(u.path);
    if (f == "search") return make_str(u.query && !u.query->empty() ? "?" + *u.query : "");
    if (f == "hash") return make_str(u.fragment && !u.fragment->empty() ? "#" + *u.fragment : "");
    if (f == "searchParams") return field(obj, 1);
    if (f == "origin") return make_str(special(u.scheme) && u.scheme != "file" ? u.scheme + "://" + host : "null");
    if (f == "toString" || f == "toJSON") return make_native(u_toString, "toString", obj);
    if (f == "constructor") return url_global(in, "URL");
    return Value::none();
  }
  if (flag == kParamsFlag) {
    if (f == "append") return make_native(p_append, "append", obj);
    if (f == "delete") return make_native(p_delete, "delete", obj);
    if (f == "get") return make_native(p_get, "get", obj);
    if (f == "getAll") return make_native(p_getAll, "getAll", obj);
    if (f == "has") return make_native(p_has, "has", obj);
    if (f == "set") return make_native(p_set, "set", obj);
    if (f == "sort") return make_native(p_sort, "sort", obj);
    if (f == "toString") return make_native(p_toString, "toString", obj);
    if (f == "forEach") return make_native(p_forEach, "forEach", obj);
    if (f == "keys") return make_native(p_list<0>, "keys", obj);
    if (f == "values") return make_native(p_list<1>, "values", obj);
    if (f == "entries" || f == "__sym_iterator") return make_native(p_list<2>, "entries", obj);
    if (f == "size") return Value::integer(static_cast<std::int64_t>(pairs_of(obj).size()));
    if (f == "constructor") return url_global(in, "URLSearchParams");
    return Value::none();
  }
  return Value::undef();
}

bool url_items(Vm& in, const Value& v, std::vector<Value>& out) {
  if (flag_of(v) != kParamsFlag) return false;
  for (auto& p : pairs_of(v)) out.push_back(make_list(p.as<ListObj>()->items));
  in.charge_copy(out.size());
  return true;
}

bool url_text(Vm& in, const Value& v, std::string& out) {
  if (flag_of(v) == kUrlFlag) {
    absorb(in, v);
    out = href_of(url_of(v));
    return true;
  }
  if (flag_of(v) == kParamsFlag) {
    out = serialize(v);
    return true;
  }
  return false;
}

bool url_inspect(Vm& in, const Value& v, int indent, std::string& open, std::vector<std::string>& parts,
                 std::string (*inspect_value)(Vm&, const Value&)) {
  if (flag_of(v) == kParamsFlag) {  // node's own form: one line up to 80 columns, else one entry a line
    std::vector<std::string> out;
    std::size_t length = 0;
    for (auto& p : pairs_of(v)) {
      out.push_back(inspect_value(in, make_str(name_at(p))) + " => " + inspect_value(in, value_at(p)));
      length += out.back().size() + 2;
    }
    if (out.empty()) {
      open = "URLSearchParams {}";
      return true;
    }
    const bool multiline = length - 2 > 80;
    const std::string sep = multiline ? ",\n" + std::string(static_cast<std::size_t>(indent) + 2, ' ') : ", ";
    open = multiline ? "URLSearchParams {\n" + std::string(static_cast<std::size_t>(indent) + 2, ' ') : "URLSearchParams { ";
    for (std::size_t i = 0; i < out.size(); ++i) open += (i ? sep : "") + out[i];
    open += " }";
    return true;
  }
  if (flag_of(v) != kUrlFlag) return false;
  open = "URL {";
  for (const char* f : {"href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search",
                        "searchParams", "hash"}) {
    Value x = url_member(in, v, f);
    if (in.raising()) return true;
    parts.push_back(std::string(f) + ": " + inspect_value(in, x));
  }
  return true;
}

}  // namespace reddragon::vm::js
