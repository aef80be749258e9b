// go_url.cpp - net/url: Parse into a *url.URL object (its fields are the
// struct's: Scheme, Opaque, User, Host, Path, RawPath, RawQuery, Fragment),
// its methods (bound natives, go_url_attr), url.Values as a map with the
// methods the frontend calls as globals "url.Values_M", and the escaping
// functions, all following Go's net/url.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;

std::string str_arg(const Args& a, std::size_t k) { return go_arg(a, k).is(Tag::Str) ? go_arg(a, k).as<StrObj>()->s : ""; }
Value tup(std::vector<Value> v) { return make_list(std::move(v), Tag::Tuple); }
std::string field_str(Vm& in, const Value& o, const char* f) {
  Value v = go_field(in, o, f);
  return v.is(Tag::Str) ? v.as<StrObj>()->s : "";
}

enum Mode { kPath, kPathSegment, kHost, kZone, kUserPassword, kQueryComponent, kFragment };

/// Go's shouldEscape.
bool should_escape(unsigned char c, Mode mode) {
  if (std::isalnum(c)) return false;
  if (mode == kHost || mode == kZone) {
    switch (c) {
      case '!': case '$': case '&': case '\'': case '(': case ')': case '*': case '+': case ',': case ';': case '=':
      case ':': case '[': case ']': case '<': case '>': case '"':
        return false;
    }
  }
  switch (c) {
    case '-': case '_': case '.': case '~': return false;
    case '$': case '&': case '+': case ',': case '/': case ':': case ';': case '=': case '?': case '@':
      switch (mode) {
        case kPath: return c == '?';
        case kPathSegment: return c == '/' || c == ';' || c == ',' || c == '?';
        case kUserPassword: return c == '@' || c == '/' || c == '?' || c == ':';
        case kQueryComponent: return true;
        case kFragment: return false;
        default: break;
      }
  }
  if (mode == kFragment) {
    switch (c) {
      case '!': case '(': case ')': case '*': return false;
    }
  }
  return true;
}
std::string escape(const std::string& s, Mode mode) {
  static const char hex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (!should_escape(c, mode)) out.push_back(static_cast<char>(c));
    else if (c == ' ' && mode == kQueryComponent) out.push_back('+');
    else {
      out.push_back('%');
      out.push_back(hex[c >> 4]);
      out.push_back(hex[c & 15]);
    }
  }
  return out;
}
int unhex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
/// Go's unescape: err gets `invalid URL escape "%zz"` on a bad escape.
std::string unescape(const std::string& s, Mode mode, std::string& err) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (mode == kHost && static_cast<unsigned char>(c) < 0x80 && c != '%' && should_escape(static_cast<unsigned char>(c), mode)) {
      err = "invalid character " + go_quote(std::string(1, c)) + " in host name";
      return {};
    }
    if (c == '%') {
      if (i + 2 >= s.size() || unhex(s[i + 1]) < 0 || unhex(s[i + 2]) < 0) {
        std::string bad = s.substr(i, std::min<std::size_t>(3, s.size() - i));
        err = "invalid URL escape " + go_quote(bad);
        return {};
      }
      out.push_back(static_cast<char>(unhex(s[i + 1]) * 16 + unhex(s[i + 2])));
      i += 2;
    } else if (c == '+' && mode == kQueryComponent) {
      out.push_back(' ');
    } else {
      out.push_back(c);
    }
  }
  return out;
}

// --- errors -------------------------------------------------------------------------------
/// A *url.Error (modelled as an error value with its fields Op, URL, Err; errors.As matches it).
Value url_error(Vm& in, const std::string& op, const std::string& url, const std::string& msg) {
  Value e = go_error(in, op + " " + go_quote(url) + ": " + msg);
  Value inner = go_error(in, msg);
  go_set_field(in, e, "Op", make_str(op));
  go_set_field(in, e, "URL", make_str(url));
  go_set_field(in, e, "Err", inner);
  go_set_field(in, e, "w", inner);
  return e;
}

// --- *url.URL -----------------------------------------------------------------------------
Value new_url(Vm&) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*url.URL");
  return Value::object(inst);
}
void set_str(Vm& in, const Value& o, const char* f, const std::string& s) { go_set_field(in, o, f, make_str(s)); }
Value new_userinfo(Vm& in, const std::string& user, const std::string* pass) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*url.Userinfo");
  Value u = Value::object(inst);
  set_str(in, u, "__u", user);
  set_str(in, u, "__p", pass ? *pass : "");
  go_set_field(in, u, "__hasp", Value::boolean(pass != nullptr));
  return u;
}
void init_url(Vm& in, const Value& u) {
  for (const char* f : {"Scheme", "Opaque", "Host", "Path", "RawPath", "RawQuery", "Fragment", "RawFragment"}) set_str(in, u, f, "");
  go_set_field(in, u, "User", Value::none());
  go_set_field(in, u, "ForceQuery", Value::boolean(false));
  go_set_field(in, u, "OmitHost", Value::boolean(false));
}
/// Sets Path (unescaped) and RawPath (the original when it is not the default encoding).
bool set_path(Vm& in, const Value& u, const std::string& p, std::string& err) {
  std::string path = unescape(p, kPath, err);
  if (!err.empty()) return false;
  set_str(in, u, "Path", path);
  set_str(in, u, "RawPath", escape(path, kPath) == p ? "" : p);
  return true;
}

/// url.Parse's body (Go's parse + setFragment); empty err when fine.
Value parse(Vm& in, const std::string& raw, std::string& err) {
  Value u = new_url(in);
  init_url(in, u);
  std::string rest = raw, frag;
  if (auto h = rest.find('#'); h != std::string::npos) {
    frag = rest.substr(h + 1);
    rest = rest.substr(0, h);
    std::string f = unescape(frag, kFragment, err);
    if (!err.empty()) return Value::none();
    set_str(in, u, "Fragment", f);
    set_str(in, u, "RawFragment", escape(f, kFragment) == frag ? "" : frag);
  }
  for (unsigned char c : rest)
    if (c < 0x20 || c == 0x7f) {
      err = "net/url: invalid control character in URL";
      return Value::none();
    }
  if (rest.empty()) return u;
  // scheme
  std::string scheme;
  for (std::size_t i = 0; i < rest.size(); ++i) {
    char c = rest[i];
    if (std::isalpha(static_cast<unsigned char>(c))) continue;
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.') {
      if (i == 0) break;
      continue;
    }
    if (c == ':') {
      if (i == 0) {
        err = "missing protocol scheme";
        return Value::none();
      }
      scheme = rest.substr(0, i);
      rest = rest.substr(i + 1);
    }
    break;
  }
  std::transform(scheme.begin(), scheme.end(), scheme.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  set_str(in, u, "Scheme", scheme);
  if (rest.size() > 1 && rest.back() == '?' && std::count(rest.begin(), rest.end(), '?') == 1) {
    go_set_field(in, u, "ForceQuery", Value::boolean(true));
    rest.pop_back();
  } else if (auto q = rest.find('?'); q != std::string::npos) {
    set_str(in, u, "RawQuery", rest.substr(q + 1));
    rest = rest.substr(0, q);
  }
  if (rest.empty() || rest[0] != '/') {
    if (!scheme.empty()) {  // mailto:x, an opaque URL
      set_str(in, u, "Opaque", rest);
      return u;
    }
    auto colon = rest.find(':');
    auto slash = rest.find('/');
    if (colon != std::string::npos && (slash == std::string::npos || colon < slash)) {
      err = "first path segment in URL cannot contain colon";
      return Value::none();
    }
  }
  if ((!scheme.empty() || true) && rest.rfind("//", 0) == 0) {
    std::string authority = rest.substr(2);
    std::string after;
    if (auto s = authority.find('/'); s != std::string::npos) {
      after = authority.substr(s);
      authority = authority.substr(0, s);
    }
    std::string host = authority;
    if (auto at = authority.rfind('@'); at != std::string::npos) {
      std::string ui = authority.substr(0, at);
      host = authority.substr(at + 1);
      std::string user = ui, pass;
      bool hasp = false;
      if (auto c = ui.find(':'); c != std::string::npos) {
        user = ui.substr(0, c);
        pass = ui.substr(c + 1);
        hasp = true;
      }
      user = unescape(user, kUserPassword, err);
      if (!err.empty()) return Value::none();
      pass = unescape(pass, kUserPassword, err);
      if (!err.empty()) return Value::none();
      go_set_field(in, u, "User", new_userinfo(in, user, hasp ? &pass : nullptr));
    }
    // port: digits only, after the last colon outside brackets
    std::size_t colon = host.rfind(':');
    std::size_t bracket = host.rfind(']');
    if (colon != std::string::npos && (bracket == std::string::npos || colon > bracket)) {
      std::string port = host.substr(colon);
      for (std::size_t k = 1; k < port.size(); ++k)
        if (!std::isdigit(static_cast<unsigned char>(port[k]))) {
          err = "invalid port " + go_quote(port) + " after host";
          return Value::none();
        }
    }
    std::string h = unescape(host, kHost, err);
    if (!err.empty()) return Value::none();
    set_str(in, u, "Host", h);
    rest = after;
  }
  if (!set_path(in, u, rest, err)) return Value::none();
  return u;
}

/// Go's validEncoded: s uses only bytes a path may hold unescaped, or escapes.
bool valid_encoded(const std::string& s, Mode mode) {
  for (unsigned char c : s) {
    if (std::strchr("!$&'()*+,;=:@[]%", c) && c != 0) continue;
    if (should_escape(c, mode)) return false;
  }
  return true;
}
std::string escaped_path(Vm& in, const Value& u) {
  std::string raw = field_str(in, u, "RawPath"), path = field_str(in, u, "Path");
  if (!raw.empty() && valid_encoded(raw, kPath)) {
    std::string e;
    if (unescape(raw, kPath, e) == path && e.empty()) return raw;
  }
  if (path == "*") return "*";
  return escape(path, kPath);
}
std::string escaped_fragment(Vm& in, const Value& u) {
  std::string raw = field_str(in, u, "RawFragment"), f = field_str(in, u, "Fragment");
  if (!raw.empty() && valid_encoded(raw, kFragment)) {
    std::string e;
    if (unescape(raw, kFragment, e) == f && e.empty()) return raw;
  }
  return escape(f, kFragment);
}
std::string userinfo_text(Vm& in, const Value& ui) {
  std::string s = escape(field_str(in, ui, "__u"), kUserPassword);
  Value hp = go_field(in, ui, "__hasp");
  if (hp.is(Tag::Bool) && hp.b()) s += ":" + escape(field_str(in, ui, "__p"), kUserPassword);
  return s;
}
/// Go's URL.String.
std::string url_string(Vm& in, const Value& u) {
  std::string out, scheme = field_str(in, u, "Scheme"), opaque = field_str(in, u, "Opaque");
  if (!scheme.empty()) out += scheme + ":";
  if (!opaque.empty()) {
    out += opaque;
  } else {
    Value user = go_field(in, u, "User");
    std::string host = field_str(in, u, "Host");
    if (!scheme.empty() || !host.empty() || !user.is_none()) {
      if (!host.empty() || !field_str(in, u, "Path").empty() || !user.is_none()) out += "//";
      if (!user.is_none()) out += userinfo_text(in, user) + "@";
      out += escape(host, kHost);
    }
    std::string path = escaped_path(in, u);
    if (!path.empty() && path[0] != '/' && !host.empty()) out += "/";
    if (out.empty()) {
      // a first segment with a colon would read as a scheme: ./ before it
      auto colon = path.find(':'), slash = path.find('/');
      if (colon != std::string::npos && (slash == std::string::npos || colon < slash)) out += "./";
    }
    out += path;
  }
  Value fq = go_field(in, u, "ForceQuery");
  std::string rq = field_str(in, u, "RawQuery");
  if ((fq.is(Tag::Bool) && fq.b()) || !rq.empty()) out += "?" + rq;
  if (!field_str(in, u, "Fragment").empty()) out += "#" + escaped_fragment(in, u);
  return out;
}

/// RFC 3986 remove_dot_segments, as Go's resolvePath.
std::string resolve_path(const std::string& base, const std::string& ref) {
  std::string full;
  if (ref.empty()) full = base;
  else if (ref[0] != '/') {
    auto i = base.rfind('/');
    full = (i == std::string::npos ? std::string() : base.substr(0, i + 1)) + ref;
  } else full = ref;
  if (full.empty()) return "";
  std::vector<std::string> out;
  std::size_t start = 0;
  bool last_dot = false;
  std::vector<std::string> segs;
  while (true) {
    auto s = full.find('/', start);
    segs.push_back(full.substr(start, s == std::string::npos ? std::string::npos : s - start));
    if (s == std::string::npos) break;
    start = s + 1;
  }
  for (std::size_t k = 0; k < segs.size(); ++k) {
    const std::string& e = segs[k];
    last_dot = e == "." || e == "..";
    if (e == ".") continue;
    if (e == "..") {
      if (out.size() > 1) out.pop_back();
      continue;
    }
    out.push_back(e);
  }
  std::string r;
  for (std::size_t k = 0; k < out.size(); ++k) r += (k ? "/" : "") + out[k];
  if (last_dot && (r.empty() || r.back() != '/')) r += "/";
  if (r.empty() || r[0] != '/') r = "/" + r;
  // collapse a leading "//" from an empty first segment
  while (r.size() > 1 && r[0] == '/' && r[1] == '/') r.erase(0, 1);
  return r;
}

Value u_string(Vm& in, const Value& self, Args&) { return make_str(url_string(in, self)); }
Value u_hostname(Vm& in, const Value& self, Args&) {
  std::string h = field_str(in, self, "Host");
  if (!h.empty() && h[0] == '[') {
    auto e = h.find(']');
    return make_str(e == std::string::npos ? h.substr(1) : h.substr(1, e - 1));
  }
  auto c = h.rfind(':');
  return make_str(c == std::string::npos ? h : h.substr(0, c));
}
Value u_port(Vm& in, const Value& self, Args&) {
  std::string h = field_str(in, self, "Host");
  auto c = h.rfind(':');
  auto b = h.rfind(']');
  if (c == std::string::npos || (b != std::string::npos && c < b)) return make_str("");
  return make_str(h.substr(c + 1));
}
Value parse_query(Vm&, const std::string& q, std::string& first_err) {
  auto* d = new DictObj();
  Value m = Value::object(d);
  std::size_t start = 0;
  while (start <= q.size()) {
    auto amp = q.find('&', start);
    std::string kv = q.substr(start, amp == std::string::npos ? std::string::npos : amp - start);
    start = amp == std::string::npos ? q.size() + 1 : amp + 1;
    if (kv.empty()) continue;
    if (kv.find(';') != std::string::npos) {
      if (first_err.empty()) first_err = "invalid semicolon separator in query";
      continue;
    }
    auto eq = kv.find('=');
    std::string k = kv.substr(0, eq), v = eq == std::string::npos ? "" : kv.substr(eq + 1);
    std::string e;
    k = unescape(k, kQueryComponent, e);
    if (!e.empty()) {
      if (first_err.empty()) first_err = e;
      continue;
    }
    v = unescape(v, kQueryComponent, e);
    if (!e.empty()) {
      if (first_err.empty()) first_err = e;
      continue;
    }
    Value key = make_str(k);
    if (Value* cur = d->find(key); cur && cur->is(Tag::List)) cur->as<ListObj>()->items.push_back(make_str(v));
    else d->set(key, make_list({make_str(v)}));
  }
  return m;
}
Value u_query(Vm& in, const Value& self, Args&) {
  std::string e;
  return parse_query(in, field_str(in, self, "RawQuery"), e);
}
Value u_is_abs(Vm& in, const Value& self, Args&) { return Value::boolean(!field_str(in, self, "Scheme").empty()); }
Value u_escaped_path(Vm& in, const Value& self, Args&) { return make_str(escaped_path(in, self)); }
Value u_request_uri(Vm& in, const Value& self, Args&) {
  std::string r = field_str(in, self, "Opaque");
  if (r.empty()) {
    r = escaped_path(in, self);
    if (r.empty()) r = "/";
  } else if (r.rfind("//", 0) == 0) {
    r = field_str(in, self, "Scheme") + ":" + r;
  }
  Value fq = go_field(in, self, "ForceQuery");
  std::string rq = field_str(in, self, "RawQuery");
  if ((fq.is(Tag::Bool) && fq.b()) || !rq.empty()) r += "?" + rq;
  return make_str(r);
}
Value copy_url(Vm& in, const Value& u) {
  Value c = new_url(in);
  for (const auto& [n, v] : u.as<InstanceObj>()->fields.items) c.as<InstanceObj>()->fields.set(n, v);
  (void)in;
  return c;
}
/// Go's URL.ResolveReference.
Value u_resolve(Vm& in, const Value& self, Args& a) {
  const Value& ref = go_arg(a, 0);
  if (!ref.is(Tag::Instance)) return Value::none();
  Value u = copy_url(in, ref);
  if (field_str(in, ref, "Scheme").empty()) set_str(in, u, "Scheme", field_str(in, self, "Scheme"));
  bool has_auth = !field_str(in, ref, "Host").empty() || !go_field(in, ref, "User").is_none();
  if (!field_str(in, ref, "Scheme").empty() || has_auth) {
    std::string e;
    set_path(in, u, resolve_path(escaped_path(in, ref), ""), e);
    return u;
  }
  if (!field_str(in, ref, "Opaque").empty()) {
    go_set_field(in, u, "User", Value::none());
    set_str(in, u, "Host", "");
    set_str(in, u, "Path", "");
    return u;
  }
  if (field_str(in, ref, "Path").empty() && !go_field(in, ref, "ForceQuery").b() && field_str(in, ref, "RawQuery").empty()) {
    set_str(in, u, "RawQuery", field_str(in, self, "RawQuery"));
    if (field_str(in, ref, "Fragment").empty()) {
      set_str(in, u, "Fragment", field_str(in, self, "Fragment"));
      set_str(in, u, "RawFragment", field_str(in, self, "RawFragment"));
    }
  }
  if (field_str(in, ref, "Path").empty() && !field_str(in, self, "Opaque").empty()) {
    set_str(in, u, "Opaque", field_str(in, self, "Opaque"));
    go_set_field(in, u, "User", Value::none());
    set_str(in, u, "Host", "");
    set_str(in, u, "Path", "");
    return u;
  }
  go_set_field(in, u, "User", go_field(in, self, "User"));
  set_str(in, u, "Host", field_str(in, self, "Host"));
  std::string e;
  set_path(in, u, resolve_path(escaped_path(in, self), escaped_path(in, ref)), e);
  return u;
}
Value u_parse(Vm& in, const Value& self, Args& a) {
  std::string ref = str_arg(a, 0), err;
  Value r = parse(in, ref, err);
  if (!err.empty()) return tup({Value::none(), url_error(in, "parse", ref, err)});
  Args one{r};
  return tup({u_resolve(in, self, one), Value::none()});
}
Value ui_username(Vm& in, const Value& self, Args&) { return make_str(field_str(in, self, "__u")); }
Value ui_password(Vm& in, const Value& self, Args&) {
  Value hp = go_field(in, self, "__hasp");
  return tup({make_str(field_str(in, self, "__p")), Value::boolean(hp.is(Tag::Bool) && hp.b())});
}
Value ui_string(Vm& in, const Value& self, Args&) { return make_str(userinfo_text(in, self)); }

// --- package functions ----------------------------------------------------------------------
Value p_parse(Vm& in, const Value&, Args& a) {
  std::string raw = str_arg(a, 0), err;
  Value u = parse(in, raw, err);
  if (!err.empty()) return tup({Value::none(), url_error(in, "parse", raw, err)});
  return tup({u, Value::none()});
}
Value p_parse_query(Vm& in, const Value&, Args& a) {
  std::string err;
  Value m = parse_query(in, str_arg(a, 0), err);
  return tup({m, err.empty() ? Value::none() : go_error(in, err)});
}
template <Mode M>
Value p_escape(Vm&, const Value&, Args& a) { return make_str(escape(str_arg(a, 0), M)); }
template <Mode M>
Value p_unescape(Vm& in, const Value&, Args& a) {
  std::string err, s = unescape(str_arg(a, 0), M, err);
  return tup({make_str(err.empty() ? s : ""), err.empty() ? Value::none() : go_error(in, err)});
}
Value p_user(Vm& in, const Value&, Args& a) { return new_userinfo(in, str_arg(a, 0), nullptr); }
Value p_user_password(Vm& in, const Value&, Args& a) {
  std::string p = str_arg(a, 1);
  return new_userinfo(in, str_arg(a, 0), &p);
}

// --- url.Values (a map[string][]string; the receiver is the first argument) -----------------
DictObj* dict(const Value& v) { return v.is(Tag::Dict) ? v.as<DictObj>() : nullptr; }
Value v_get(Vm&, const Value&, Args& a) {
  DictObj* d = dict(go_arg(a, 0));
  const Value* l = d ? d->find(go_arg(a, 1)) : nullptr;
  if (!l || !l->is(Tag::List) || l->as<ListObj>()->items.empty()) return make_str("");
  return l->as<ListObj>()->items[0];
}
Value v_set(Vm& in, const Value&, Args& a) {
  if (DictObj* d = dict(go_arg(a, 0))) d->set(go_arg(a, 1), make_list({go_arg(a, 2)}));
  else go_panic_value(in, make_str("assignment to entry in nil map"));
  return Value::none();
}
Value v_add(Vm& in, const Value&, Args& a) {
  DictObj* d = dict(go_arg(a, 0));
  if (!d) {
    go_panic_value(in, make_str("assignment to entry in nil map"));
    return Value::none();
  }
  std::vector<Value> items;
  if (const Value* l = d->find(go_arg(a, 1)); l && l->is(Tag::List)) items = l->as<ListObj>()->items;
  items.push_back(go_arg(a, 2));
  d->set(go_arg(a, 1), make_list(std::move(items)));
  return Value::none();
}
Value v_del(Vm&, const Value&, Args& a) {
  if (DictObj* d = dict(go_arg(a, 0))) d->erase(go_arg(a, 1));
  return Value::none();
}
Value v_has(Vm&, const Value&, Args& a) {
  DictObj* d = dict(go_arg(a, 0));
  return Value::boolean(d && d->find(go_arg(a, 1)));
}
Value v_encode(Vm&, const Value&, Args& a) {
  DictObj* d = dict(go_arg(a, 0));
  if (!d) return make_str("");
  std::vector<std::pair<std::string, const Value*>> es;
  for (const auto& [k, v] : d->entries)
    if (k.is(Tag::Str)) es.emplace_back(k.as<StrObj>()->s, &v);
  std::sort(es.begin(), es.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  std::string out;
  for (const auto& [k, v] : es) {
    if (!v->is(Tag::List)) continue;
    for (const auto& x : v->as<ListObj>()->items) {
      if (!out.empty()) out += "&";
      out += escape(k, kQueryComponent) + "=" + escape(x.is(Tag::Str) ? x.as<StrObj>()->s : "", kQueryComponent);
    }
  }
  return make_str(out);
}

}  // namespace

Value go_url_global(Vm& in, std::string_view name) {
  if (name == "url")
    return go_package(in, "url",
                      {{"Parse", p_parse}, {"ParseQuery", p_parse_query},
                       {"QueryEscape", p_escape<kQueryComponent>}, {"QueryUnescape", p_unescape<kQueryComponent>},
                       {"PathEscape", p_escape<kPathSegment>}, {"PathUnescape", p_unescape<kPathSegment>},
                       {"User", p_user}, {"UserPassword", p_user_password}});
  static const GoNative values[] = {{"url.Values_Get", v_get}, {"url.Values_Set", v_set}, {"url.Values_Add", v_add},
                                    {"url.Values_Del", v_del}, {"url.Values_Has", v_has}, {"url.Values_Encode", v_encode}};
  for (const auto& v : values)
    if (name == v.name) return make_native(v.fn, v.name);
  return Value::undef();
}

Value go_url_attr(Vm& in, const Value& obj, Name field) {
  const std::string& n = in.name(field);
  const std::string& cls = obj.as<InstanceObj>()->klass()->name;
  if (cls == "*url.Userinfo") {
    if (n == "Username") return make_native(ui_username, "Username", obj);
    if (n == "Password") return make_native(ui_password, "Password", obj);
    if (n == "String") return make_native(ui_string, "String", obj);
    return Value::undef();
  }
  static const GoNative methods[] = {{"String", u_string},       {"Hostname", u_hostname},       {"Port", u_port},
                                     {"Query", u_query},         {"IsAbs", u_is_abs},            {"EscapedPath", u_escaped_path},
                                     {"RequestURI", u_request_uri}, {"ResolveReference", u_resolve}, {"Parse", u_parse}};
  for (const auto& m : methods)
    if (n == m.name) return make_native(m.fn, m.name, obj);
  return Value::undef();
}

}  // namespace reddragon::vm
