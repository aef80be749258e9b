// source_decls.cpp - a line scanner for class, function, field and local
// declarations in Python and Java source (see source_decls.hpp for why).
#include "source_decls.hpp"

#include <cctype>
#include <regex>
#include <set>

namespace reddragon::types_smt {

std::string trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

std::vector<std::string> split_top(std::string_view s) {
  std::vector<std::string> out;
  int depth = 0;
  std::size_t b = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '[' || c == '(' || c == '<' || c == '{') ++depth;
    else if ((c == ']' || c == ')' || c == '>' || c == '}') && depth > 0) --depth;
    else if (c == ',' && depth == 0) {
      out.push_back(trim(s.substr(b, i - b)));
      b = i + 1;
    }
  }
  if (auto last = trim(s.substr(b)); !last.empty()) out.push_back(last);
  return out;
}

namespace {

int indent_of(std::string_view l) {
  int n = 0;
  for (char c : l) {
    if (c == ' ') ++n;
    else if (c == '\t') n += 8;
    else break;
  }
  return n;
}

std::string strip_comment(const std::string& l, Syntax s) {
  char q = 0;
  for (std::size_t i = 0; i < l.size(); ++i) {
    char c = l[i];
    if (q) {
      if (c == '\\') ++i;
      else if (c == q) q = 0;
      continue;
    }
    if (c == '"' || c == '\'') q = c;
    else if (s == Syntax::Python && c == '#') return l.substr(0, i);
    else if (s == Syntax::Java && c == '/' && i + 1 < l.size() && l[i + 1] == '/') return l.substr(0, i);
  }
  return l;
}

// Text between the parenthesis at `open` and its match, across lines.
std::string balanced(const std::vector<std::string>& lines, std::size_t li, std::size_t open, std::size_t* end_line,
                     std::string* rest) {
  int depth = 0;
  std::string out;
  for (std::size_t l = li; l < lines.size() && l < li + 20; ++l) {
    const std::string& s = lines[l];
    for (std::size_t i = (l == li ? open : 0); i < s.size(); ++i) {
      if (s[i] == '(') {
        if (depth++ == 0) continue;
      } else if (s[i] == ')' && --depth == 0) {
        if (end_line) *end_line = l;
        if (rest) *rest = s.substr(i + 1);
        return out;
      }
      out += s[i];
    }
    out += ' ';
  }
  return out;
}

struct PyClassCtx {
  std::string name;
  int indent;
  bool pep695;
};

void scan_python(SourceDecls& d, Hierarchy& h) {
  std::map<std::string, Variance> typevars;
  std::vector<PyClassCtx> stack;
  std::set<std::string> pep695;
  static const std::regex kClass(R"(^\s*class\s+(\w+)\s*(\[([^\]]*)\])?\s*(\((.*)\))?\s*:)");
  static const std::regex kTypeVar(R"(^\s*(\w+)\s*=\s*(typing\.)?TypeVar\((.*)\))");
  static const std::regex kDef(R"(^\s*(async\s+)?def\s+(\w+)\s*(\[[^\]]*\])?\s*\()");
  static const std::regex kField(R"(^\s*(self\.)?(\w+)\s*:\s*([^=]+?)\s*(=.*)?$)");
  for (std::size_t li = 0; li < d.lines.size(); ++li) {
    std::string l = strip_comment(d.lines[li], Syntax::Python);
    if (trim(l).empty()) continue;
    int ind = indent_of(l);
    while (!stack.empty() && ind <= stack.back().indent) stack.pop_back();
    std::smatch m;
    if (std::regex_search(l, m, kTypeVar)) {
      std::string args = m[3];
      typevars[m[1]] = args.find("covariant=True") != std::string::npos && args.find("contravariant=True") == std::string::npos
                           ? Variance::Covariant
                           : args.find("contravariant=True") != std::string::npos ? Variance::Contravariant
                                                                                 : Variance::Invariant;
      continue;
    }
    if (std::regex_search(l, m, kClass)) {
      ClassInfo& c = h.add(m[1]);
      if (m[2].matched) {  // PEP 695: class Box[T]: variance inferred below
        for (auto& p : split_top(m[3].str())) {
          std::string pn = trim(p.substr(0, p.find(':')));
          c.params.push_back(pn);
          c.variance.push_back(Variance::Invariant);
        }
        pep695.insert(c.name);
      }
      for (auto& b : split_top(m[5].str())) {
        if (b.find('=') != std::string::npos) continue;  // metaclass=...
        TypePtr t = parse_type(b, Syntax::Python);
        if (t->kind != TypeExpr::Kind::Named) continue;
        if (t->name == "Generic" || t->name == "Protocol") {
          if (t->name == "Protocol") c.is_interface = true;
          for (auto& a : t->args)
            if (a->kind == TypeExpr::Kind::Named) {
              c.params.push_back(a->name);
              auto it = typevars.find(a->name);
              c.variance.push_back(it == typevars.end() ? Variance::Invariant : it->second);
            }
          continue;
        }
        if (t->name == "ABC") { c.is_interface = true; continue; }
        c.supers.push_back(t);
      }
      if (c.supers.empty()) c.supers.push_back(named("object"));
      stack.push_back({c.name, ind, m[2].matched});
      continue;
    }
    if (std::regex_search(l, m, kDef)) {
      std::size_t open = static_cast<std::size_t>(m.position(0) + m.length(0) - 1);
      std::size_t end_line = li;
      std::string rest;
      std::string params = balanced(d.lines, li, open, &end_line, &rest);
      FuncDecl f;
      f.name = m[2];
      bool method = !stack.empty();
      if (method) f.owner = stack.back().name;
      auto ps = split_top(params);
      for (std::size_t i = 0; i < ps.size(); ++i) {
        std::string p = ps[i];
        if (p.starts_with("*") || p == "/") continue;
        std::string pn = trim(p.substr(0, p.find_first_of(":=")));
        if (method && i == 0 && (pn == "self" || pn == "cls")) continue;
        TypePtr t = unknown_type();
        if (auto c = p.find(':'); c != std::string::npos)
          t = parse_type(trim(p.substr(c + 1, p.find('=', c) == std::string::npos ? std::string::npos : p.find('=', c) - c - 1)),
                         Syntax::Python);
        f.param_names.push_back(pn);
        f.params.push_back(t);
      }
      if (auto arrow = rest.find("->"); arrow != std::string::npos) {
        std::string r = trim(rest.substr(arrow + 2));
        if (!r.empty() && r.back() == ':') r.pop_back();
        f.ret = parse_type(trim(r), Syntax::Python);
      }
      if (method) {
        MethodSig sig{f.param_names, f.params, f.ret};
        h.add(f.owner).methods[f.name] = sig;
      }
      d.funcs[static_cast<unsigned>(li + 1)] = f;
      // a def opens a scope that is no class: keep nested code out of the class
      stack.push_back({"", ind, false});
      continue;
    }
    if (!stack.empty() && std::regex_match(l, m, kField)) {
      // class-level `x: T` or `self.x: T` inside a method of the class
      std::string owner;
      if (!m[1].matched && !stack.back().name.empty()) owner = stack.back().name;
      if (m[1].matched)
        for (auto it = stack.rbegin(); it != stack.rend(); ++it)
          if (!it->name.empty()) { owner = it->name; break; }
      if (!owner.empty()) {
        TypePtr t = parse_type(trim(m[3].str()), Syntax::Python);
        if (t->kind != TypeExpr::Kind::Unknown) h.add(owner).fields[m[2]] = t;
      }
    }
  }
  // PEP 695 classes: variance from use (fields: invariant; only in returns:
  // covariant; only in parameters: contravariant), as the PEP infers it.
  auto mentions = [](const TypePtr& t, const std::string& p, auto&& self) -> bool {
    if (!t) return false;
    if (t->kind == TypeExpr::Kind::Named && t->name == p) return true;
    for (auto& a : t->args)
      if (self(a, p, self)) return true;
    return false;
  };
  for (auto& cn : pep695) {
    ClassInfo& c = h.add(cn);
    for (std::size_t i = 0; i < c.params.size(); ++i) {
      bool in_field = false, in_param = false, in_ret = false;
      for (auto& [fn, ft] : c.fields) in_field |= mentions(ft, c.params[i], mentions);
      for (auto& [mn, ms] : c.methods) {
        if (mn == "__init__") continue;
        for (auto& pt : ms.params) in_param |= mentions(pt, c.params[i], mentions);
        in_ret |= mentions(ms.ret, c.params[i], mentions);
      }
      c.variance[i] = in_field || (in_param && in_ret) ? Variance::Invariant
                      : in_param                        ? Variance::Contravariant
                                                        : Variance::Covariant;
    }
  }
}

void scan_java(SourceDecls& d, Hierarchy& h) {
  static const std::regex kClass(
      R"(\b(abstract\s+)?(final\s+)?(class|interface)\s+(\w+)\s*(<(.*?)>)?\s*(extends\s+([^{]*?))?\s*(implements\s+([^{]*?))?\s*\{)");
  static const std::regex kMethod(
      R"(^\s*((public|private|protected|static|final|abstract|synchronized|default)\s+)*(<[^>]*>\s+)?([\w.<>\[\], ?]+?)\s+(\w+)\s*\()");
  static const std::regex kCtor(R"(^\s*((public|private|protected)\s+)*(\w+)\s*\()");
  static const std::regex kField(
      R"(^\s*((public|private|protected|static|final|volatile|transient)\s+)*([\w.<>\[\], ?]+?)\s+(\w+)\s*(=[^;]*)?;)");
  static const std::regex kAssert(R"(\bassert\s+([^:;]+)(:[^;]*)?;)");
  struct Ctx { std::string name; int depth; };
  std::vector<Ctx> stack;
  int depth = 0;
  bool in_block_comment = false;
  for (std::size_t li = 0; li < d.lines.size(); ++li) {
    std::string l = d.lines[li];
    if (in_block_comment) {
      auto e = l.find("*/");
      if (e == std::string::npos) continue;
      l = std::string(e + 2, ' ') + l.substr(e + 2);
      in_block_comment = false;
    }
    if (auto b = l.find("/*"); b != std::string::npos) {
      auto e = l.find("*/", b + 2);
      if (e == std::string::npos) { l = l.substr(0, b); in_block_comment = true; }
      else l = l.substr(0, b) + std::string(e + 2 - b, ' ') + l.substr(e + 2);
    }
    l = strip_comment(l, Syntax::Java);
    std::smatch m;
    bool at_class_body = !stack.empty() && depth == stack.back().depth + 1;
    if (std::regex_search(l, m, kClass)) {
      ClassInfo& c = h.add(m[4]);
      c.is_interface = m[3] == "interface" || m[1].matched;
      c.is_final = m[2].matched;
      for (auto& p : split_top(m[6].str())) {
        c.params.push_back(trim(p.substr(0, p.find(' '))));
        c.variance.push_back(Variance::Invariant);  // Java generics are invariant
      }
      for (int g : {8, 10})
        for (auto& s : split_top(m[g].str())) {
          TypePtr t = parse_type(s, Syntax::Java);
          if (t->kind == TypeExpr::Kind::Named) c.supers.push_back(t);
        }
      if (c.supers.empty()) c.supers.push_back(named("object"));
      stack.push_back({c.name, depth + static_cast<int>(std::count(l.begin(), l.begin() + m.position(0), '{'))});
    } else if (at_class_body && (std::regex_search(l, m, kMethod) || std::regex_search(l, m, kCtor)) &&
               l.find('=') > static_cast<std::size_t>(m.position(0) + m.length(0))) {
      bool ctor = m.size() <= 4 || !m[5].matched;
      std::string name = ctor ? m[3].str() : m[5].str();
      std::string rtext = ctor ? "" : m[4].str();
      if (name != "if" && name != "while" && name != "for" && name != "switch" && rtext != "return" && rtext != "new") {
        std::size_t open = static_cast<std::size_t>(m.position(0) + m.length(0) - 1);
        std::string params = balanced(d.lines, li, open, nullptr, nullptr);
        FuncDecl f;
        f.name = ctor ? "__init__" : name;
        f.owner = stack.back().name;
        for (auto& p : split_top(params)) {
          std::string q = p;
          if (q.starts_with("final ")) q = q.substr(6);
          auto sp = q.find_last_of(" \t");
          if (sp == std::string::npos) continue;
          f.param_names.push_back(trim(q.substr(sp + 1)));
          f.params.push_back(parse_type(trim(q.substr(0, sp)), Syntax::Java));
        }
        if (!ctor && rtext != "void") f.ret = parse_type(trim(rtext), Syntax::Java);
        auto& methods = h.add(f.owner).methods;
        // overloads: the pass does not resolve them, so the name is unchecked
        if (methods.count(f.name)) methods[f.name] = MethodSig{};
        else methods[f.name] = MethodSig{f.param_names, f.params, f.ret};
        d.funcs[static_cast<unsigned>(li + 1)] = f;
      }
    } else if (at_class_body && std::regex_search(l, m, kField)) {
      TypePtr t = parse_type(trim(m[3].str()), Syntax::Java);
      if (t->kind != TypeExpr::Kind::Unknown && m[3] != "return") h.add(stack.back().name).fields[m[4]] = t;
    }
    if (std::regex_search(l, m, kAssert))
      d.asserts.push_back({static_cast<unsigned>(li + 1), static_cast<unsigned>(m.position(1)), trim(m[1].str())});
    for (char c : l) {
      if (c == '{') ++depth;
      else if (c == '}') {
        --depth;
        while (!stack.empty() && depth <= stack.back().depth) stack.pop_back();
      }
    }
  }
}

}  // namespace

TypePtr SourceDecls::local_decl(unsigned ln, unsigned col, const Hierarchy& h) const {
  std::string_view l = line(ln);
  if (col > l.size()) return nullptr;
  if (syntax == Syntax::Python) {
    static const std::regex kAnn(R"(^(\w+)\s*:\s*([^=]+?)\s*(=.*)?$)");
    std::string s = strip_comment(std::string(l.substr(col)), Syntax::Python);
    std::smatch m;
    if (!std::regex_match(s, m, kAnn)) return nullptr;
    TypePtr t = parse_type(trim(m[2].str()), Syntax::Python);
    return t->kind == TypeExpr::Kind::Unknown ? nullptr : t;
  }
  static const std::regex kDecl(R"((^|[\s(;,])(final\s+)?([A-Za-z_][\w.<>\[\], ?]*?)\s+$)");
  std::string before(l.substr(0, col));
  if (before.size() > 300) before = before.substr(before.size() - 300);
  std::smatch m;
  if (!std::regex_search(before, m, kDecl)) return nullptr;
  std::string tt = trim(m[3].str());
  static const std::set<std::string> kNot{"return", "new", "else", "throw", "case", "assert", "yield"};
  if (kNot.count(tt)) return nullptr;
  TypePtr t = parse_type(tt, Syntax::Java);
  if (t->kind != TypeExpr::Kind::Named) return nullptr;
  if (!h.known(t->name)) return nullptr;
  return t;
}

TypePtr SourceDecls::java_cast_before(unsigned ln, unsigned col, const Hierarchy& h) const {
  if (syntax != Syntax::Java) return nullptr;
  std::string_view l = line(ln);
  if (col > l.size()) return nullptr;
  static const std::regex kCast(R"(\(\s*([A-Za-z_][\w.<>\[\], ?]*)\s*\)\s*$)");
  std::string before(l.substr(0, col));
  if (before.size() > 300) before = before.substr(before.size() - 300);
  std::smatch m;
  if (!std::regex_search(before, m, kCast)) return nullptr;
  // `if (x) y` is no cast: the parenthesised text must name a type
  TypePtr t = parse_type(trim(m[1].str()), Syntax::Java);
  if (t->kind != TypeExpr::Kind::Named || !h.known(t->name)) return nullptr;
  std::string pre = trim(before.substr(0, static_cast<std::size_t>(m.position(0))));
  for (const char* kw : {"if", "while", "for", "switch", "catch"})
    if (pre.size() >= std::string_view(kw).size() && pre.ends_with(kw)) return nullptr;
  return t;
}

namespace {
// libstdc++'s std::regex recurses per character: lines longer than this are
// not scanned (they declare nothing) so a minified file cannot exhaust the stack.
constexpr std::size_t kMaxScannedLine = 2000;
}  // namespace

SourceDecls scan_source(const std::string& text, Syntax syntax, Hierarchy& h) {
  SourceDecls d;
  d.syntax = syntax;
  std::size_t b = 0;
  while (b <= text.size()) {
    std::size_t e = text.find('\n', b);
    if (e == std::string::npos) e = text.size();
    std::string l = text.substr(b, e - b);
    if (!l.empty() && l.back() == '\r') l.pop_back();
    if (l.size() > kMaxScannedLine) l.clear();
    d.lines.push_back(std::move(l));
    if (e == text.size()) break;
    b = e + 1;
  }
  if (syntax == Syntax::Python) scan_python(d, h);
  else scan_java(d, h);
  return d;
}

}  // namespace reddragon::types_smt
