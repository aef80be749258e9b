// go_path.cpp - packages path and path/filepath (slash-separated: Linux's
// filepath is path plus Rel, SplitList, Separator and ListSeparator).
#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;

std::string str_arg(const Args& a, std::size_t k) {
  return k < a.size() && a[k].is(Tag::Str) ? a[k].as<StrObj>()->s : std::string();
}

/// Go's path.Clean: the shortest equivalent path by lexical processing.
std::string clean(const std::string& p) {
  if (p.empty()) return ".";
  bool rooted = p[0] == '/';
  std::string out = rooted ? "/" : "";
  std::size_t n = p.size(), r = rooted ? 1 : 0, dotdot = out.size();
  while (r < n) {
    if (p[r] == '/') {
      ++r;
    } else if (p[r] == '.' && (r + 1 == n || p[r + 1] == '/')) {
      ++r;
    } else if (p[r] == '.' && p[r + 1] == '.' && (r + 2 == n || p[r + 2] == '/')) {
      r += 2;
      if (out.size() > dotdot) {
        std::size_t w = out.size() - 1;
        while (w > dotdot && out[w] != '/') --w;
        out.resize(w);
      } else if (!rooted) {
        if (!out.empty()) out += '/';
        out += "..";
        dotdot = out.size();
      }
    } else {
      if ((rooted && out.size() != 1) || (!rooted && !out.empty())) out += '/';
      for (; r < n && p[r] != '/'; ++r) out += p[r];
    }
  }
  return out.empty() ? "." : out;
}

std::string base(std::string p) {
  if (p.empty()) return ".";
  while (p.size() > 1 && p.back() == '/') p.pop_back();
  if (p == "/") return "/";
  std::size_t i = p.rfind('/');
  return i == std::string::npos ? p : p.substr(i + 1);
}

std::string dir(const std::string& p) {
  std::size_t i = p.rfind('/');
  return clean(i == std::string::npos ? "" : p.substr(0, i + 1));
}

std::string ext(const std::string& p) {
  for (std::size_t i = p.size(); i-- > 0 && p[i] != '/';)
    if (p[i] == '.') return p.substr(i);
  return "";
}

/// One character class [...] at pattern[k] (k past the '['); false: bad pattern.
bool match_class(const std::string& pat, std::size_t& k, unsigned char c, bool& matched) {
  bool negate = k < pat.size() && pat[k] == '^';
  if (negate) ++k;
  matched = false;
  bool first = true;
  while (true) {
    if (k >= pat.size()) return false;
    if (pat[k] == ']' && !first) {
      ++k;
      break;
    }
    first = false;
    auto one = [&](unsigned char& out) {
      if (k >= pat.size()) return false;
      if (pat[k] == '\\') ++k;
      if (k >= pat.size()) return false;
      out = static_cast<unsigned char>(pat[k++]);
      return true;
    };
    unsigned char lo, hi;
    if (!one(lo)) return false;
    hi = lo;
    if (k < pat.size() && pat[k] == '-') {
      ++k;
      if (!one(hi)) return false;
    }
    if (lo <= c && c <= hi) matched = true;
  }
  if (negate) matched = !matched;
  return true;
}

/// Go's path.Match over bytes: * (no '/'), ?, [class], \ escapes. The
/// star backtracks over at most the name's length for each star: bounded
/// by the in.charge of the caller.
bool match(Vm& in, const std::string& pat, std::size_t pi, const std::string& name, std::size_t ni, bool& bad, int depth) {
  if (depth > 256 || !in.charge(1)) return false;
  while (pi < pat.size()) {
    char c = pat[pi];
    if (c == '*') {
      while (pi < pat.size() && pat[pi] == '*') ++pi;
      for (std::size_t k = ni; k <= name.size(); ++k) {
        if (match(in, pat, pi, name, k, bad, depth + 1)) return true;
        if (bad || k == name.size() || name[k] == '/') break;
      }
      return false;
    }
    if (ni >= name.size()) {
      // a bad pattern is reported even when the name ran out
      if (c == '[') {
        std::size_t k = pi + 1;
        bool m;
        if (!match_class(pat, k, 0, m)) bad = true;
      }
      return false;
    }
    if (c == '?') {
      if (name[ni] == '/') return false;
      ++pi;
      ++ni;
    } else if (c == '[') {
      std::size_t k = pi + 1;
      bool m;
      if (!match_class(pat, k, static_cast<unsigned char>(name[ni]), m)) {
        bad = true;
        return false;
      }
      if (!m || name[ni] == '/') return false;
      pi = k;
      ++ni;
    } else {
      if (c == '\\') {
        if (++pi >= pat.size()) {
          bad = true;
          return false;
        }
        c = pat[pi];
      }
      if (name[ni] != c) return false;
      ++pi;
      ++ni;
    }
  }
  return ni == name.size();
}

Value bad_pattern(Vm& in) {
  Value& e = in.run_state("go.path.ErrBadPattern");
  if (e.is_none()) e = go_error(in, "syntax error in pattern");
  return e;
}

Value p_clean(Vm&, const Value&, Args& a) { return make_str(clean(str_arg(a, 0))); }
Value p_base(Vm&, const Value&, Args& a) { return make_str(base(str_arg(a, 0))); }
Value p_dir(Vm&, const Value&, Args& a) { return make_str(dir(str_arg(a, 0))); }
Value p_ext(Vm&, const Value&, Args& a) { return make_str(ext(str_arg(a, 0))); }
Value p_is_abs(Vm&, const Value&, Args& a) {
  std::string p = str_arg(a, 0);
  return Value::boolean(!p.empty() && p[0] == '/');
}
Value p_join(Vm& in, const Value&, Args& a) {
  std::string out;
  bool any = false;
  for (std::size_t k = 0; k < a.size(); ++k) {
    std::string s = str_arg(a, k);
    if (s.empty()) continue;
    if (any) out += '/';
    out += s;
    any = true;
  }
  if (!in.charge_bytes(out.size())) return Value::none();
  return make_str(any ? clean(out) : "");
}
Value p_split(Vm&, const Value&, Args& a) {
  std::string p = str_arg(a, 0);
  std::size_t i = p.rfind('/');
  std::string d = i == std::string::npos ? "" : p.substr(0, i + 1);
  return make_list({make_str(d), make_str(p.substr(d.size()))}, Tag::Tuple);
}
Value p_match(Vm& in, const Value&, Args& a) {
  bool bad = false;
  bool ok = match(in, str_arg(a, 0), 0, str_arg(a, 1), 0, bad, 0);
  if (bad) return make_list({Value::boolean(false), bad_pattern(in)}, Tag::Tuple);
  return make_list({Value::boolean(ok), Value::none()}, Tag::Tuple);
}
/// filepath.Rel(base, target): target relative to base, lexically.
Value fp_rel(Vm& in, const Value&, Args& a) {
  std::string b = clean(str_arg(a, 0)), t = clean(str_arg(a, 1));
  if (b == t) return make_list({make_str("."), Value::none()}, Tag::Tuple);
  if ((b[0] == '/') != (t[0] == '/'))
    return make_list({make_str(""), go_error(in, "Rel: can't make " + str_arg(a, 1) + " relative to " + str_arg(a, 0))},
                     Tag::Tuple);
  if (b == ".") b = "";
  auto parts = [](const std::string& s) {
    std::vector<std::string> v;
    std::size_t i = 0;
    while (i < s.size()) {
      std::size_t j = s.find('/', i);
      if (j == std::string::npos) j = s.size();
      if (j > i) v.push_back(s.substr(i, j - i));
      i = j + 1;
    }
    return v;
  };
  auto bp = parts(b), tp = parts(t);
  std::size_t k = 0;
  while (k < bp.size() && k < tp.size() && bp[k] == tp[k]) ++k;
  for (std::size_t j = k; j < bp.size(); ++j)
    if (bp[j] == "..")
      return make_list({make_str(""), go_error(in, "Rel: can't make " + str_arg(a, 1) + " relative to " + str_arg(a, 0))},
                       Tag::Tuple);
  std::string out;
  for (std::size_t j = k; j < bp.size(); ++j) out += out.empty() ? ".." : "/..";
  for (std::size_t j = k; j < tp.size(); ++j) out += (out.empty() ? "" : "/") + tp[j];
  return make_list({make_str(out.empty() ? "." : out), Value::none()}, Tag::Tuple);
}
Value fp_split_list(Vm&, const Value&, Args& a) {
  std::string p = str_arg(a, 0);
  std::vector<Value> out;
  if (p.empty()) return make_list({});
  std::size_t i = 0;
  while (true) {
    std::size_t j = p.find(':', i);
    out.push_back(make_str(p.substr(i, j == std::string::npos ? std::string::npos : j - i)));
    if (j == std::string::npos) break;
    i = j + 1;
  }
  return make_list(std::move(out));
}
Value fp_slash(Vm&, const Value&, Args& a) { return make_str(str_arg(a, 0)); }  // ToSlash/FromSlash on Linux

}  // namespace

Value go_path_global(Vm& in, std::string_view name) {
  if (name != "path" && name != "filepath") return Value::undef();
  Value pkg = go_package(in, name == "path" ? "path" : "filepath",
                         {{"Clean", p_clean}, {"Base", p_base}, {"Dir", p_dir}, {"Ext", p_ext}, {"IsAbs", p_is_abs},
                          {"Join", p_join}, {"Split", p_split}, {"Match", p_match}});
  auto* inst = pkg.as<InstanceObj>();
  inst->fields.set(in.intern("ErrBadPattern"), bad_pattern(in));
  if (name == "filepath") {
    inst->fields.set(in.intern("Rel"), make_native(fp_rel, "Rel"));
    inst->fields.set(in.intern("SplitList"), make_native(fp_split_list, "SplitList"));
    inst->fields.set(in.intern("ToSlash"), make_native(fp_slash, "ToSlash"));
    inst->fields.set(in.intern("FromSlash"), make_native(fp_slash, "FromSlash"));
    inst->fields.set(in.intern("Separator"), Value::integer('/'));
    inst->fields.set(in.intern("ListSeparator"), Value::integer(':'));
  }
  return pkg;
}

}  // namespace reddragon::vm
