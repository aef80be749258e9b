// java_overloads.hpp - compile-time choice among a program's overloaded methods and
// constructors (JLS 15.12.2): Java picks the most specific applicable overload from
// the arguments' static types, in three phases (subtyping/widening, then boxing,
// then varargs). The run time only sees dynamic types, so the lowerer decides here
// whenever every type involved is known, and calls that overload by its signature.
#pragma once

#include <cctype>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace reddragon::java_overloads {

struct Sig {
  std::vector<std::string> params;  ///< declared types; a T... parameter is spelled T[]
  bool variadic = false;
  std::string ret;
  bool has_body = true;
  bool is_static = false;  ///< (its type variables are its own: T is Object, as erased)
  std::string owner;  ///< declaring class
};

enum class Tri { No, Yes, Unknown };

/// The direct supertypes of a program type (false: not a program type).
using SupersFn = std::function<bool(const std::string&, std::vector<std::string>&)>;
/// The parameter count of a functional interface's method (-1: not known as one).
using ArityFn = std::function<int(const std::string&)>;

/// The library's functional interfaces by the arity of their method.
inline int library_arity(const std::string& t) {
  static const std::map<std::string, int> k = {
      {"Runnable", 0}, {"Supplier", 0}, {"Callable", 0}, {"BooleanSupplier", 0}, {"IntSupplier", 0}, {"LongSupplier", 0},
      {"DoubleSupplier", 0}, {"Consumer", 1}, {"Function", 1}, {"Predicate", 1}, {"UnaryOperator", 1}, {"IntFunction", 1},
      {"IntPredicate", 1}, {"IntUnaryOperator", 1}, {"IntConsumer", 1}, {"ToIntFunction", 1}, {"ToLongFunction", 1},
      {"ToDoubleFunction", 1}, {"LongFunction", 1}, {"DoubleFunction", 1}, {"LongUnaryOperator", 1},
      {"DoubleUnaryOperator", 1}, {"IntToLongFunction", 1}, {"IntToDoubleFunction", 1}, {"BiFunction", 2},
      {"BiConsumer", 2}, {"BiPredicate", 2}, {"BinaryOperator", 2}, {"Comparator", 2}, {"IntBinaryOperator", 2},
      {"LongBinaryOperator", 2}, {"DoubleBinaryOperator", 2}, {"ObjIntConsumer", 2}, {"ToIntBiFunction", 2}};
  auto it = k.find(t);
  return it == k.end() ? -1 : it->second;
}

inline std::string erase(std::string_view t) {
  std::string out;
  int depth = 0;
  for (char c : t) {
    if (c == '<') ++depth;
    else if (c == '>') --depth;
    else if (depth == 0 && c != ' ') out.push_back(c);
  }
  if (auto dot = out.rfind('.', out.find('[')); dot != std::string::npos && out.rfind("java.", 0) == 0) out = out.substr(dot + 1);
  return out;
}

/// The alias a method is also declared under: name(erased parameter types).
inline std::string sig_key(const std::string& name, const std::vector<std::string>& params) {
  std::string k = name + "(";
  for (std::size_t i = 0; i < params.size(); ++i) k += (i ? "," : "") + erase(params[i]);
  return k + ")";
}

inline bool is_prim(const std::string& t) {
  return t == "int" || t == "long" || t == "double" || t == "float" || t == "short" || t == "byte" || t == "char" ||
         t == "boolean";
}
inline std::string box_of(const std::string& p) {
  static const std::map<std::string, std::string> k = {{"int", "Integer"}, {"long", "Long"},     {"double", "Double"},
                                                       {"float", "Float"}, {"short", "Short"},   {"byte", "Byte"},
                                                       {"char", "Character"}, {"boolean", "Boolean"}};
  auto it = k.find(p);
  return it == k.end() ? std::string() : it->second;
}
inline std::string unbox_of(const std::string& b) {
  for (const char* p : {"int", "long", "double", "float", "short", "byte", "char", "boolean"})
    if (box_of(p) == b) return p;
  return {};
}
inline bool is_type_var(const std::string& t) {
  return !t.empty() && t.size() <= 2 && std::isupper(static_cast<unsigned char>(t[0])) &&
         (t.size() == 1 || std::isdigit(static_cast<unsigned char>(t[1])) || std::isupper(static_cast<unsigned char>(t[1])));
}

/// Widening primitive conversion (JLS 5.1.2), identity included.
inline bool prim_widens(const std::string& a, const std::string& b) {
  if (a == b) return true;
  auto rank = [](const std::string& t) {
    return t == "byte" ? 1 : t == "short" ? 2 : t == "int" ? 3 : t == "long" ? 4 : t == "float" ? 5 : t == "double" ? 6 : 0;
  };
  if (a == "char") return rank(b) >= 3;
  if (a == "short" && b == "char") return false;
  return rank(a) && rank(b) && rank(a) < rank(b);
}

/// The library's own supertypes, as far as programs pass them to overloads.
inline const std::map<std::string, std::vector<std::string>>& library_supers() {
  static const std::map<std::string, std::vector<std::string>> k = {
      {"Object", {}}, {"String", {"CharSequence", "Comparable"}}, {"StringBuilder", {"CharSequence"}},
      {"StringBuffer", {"CharSequence"}}, {"CharSequence", {}}, {"Comparable", {}}, {"Number", {}},
      {"Integer", {"Number", "Comparable"}}, {"Long", {"Number", "Comparable"}}, {"Double", {"Number", "Comparable"}},
      {"Float", {"Number", "Comparable"}}, {"Short", {"Number", "Comparable"}}, {"Byte", {"Number", "Comparable"}},
      {"BigInteger", {"Number", "Comparable"}}, {"BigDecimal", {"Number", "Comparable"}},
      {"Character", {"Comparable"}}, {"Boolean", {"Comparable"}}, {"Enum", {"Comparable"}}, {"Record", {}},
      {"Iterable", {}}, {"Collection", {"Iterable"}}, {"List", {"Collection"}}, {"Set", {"Collection"}},
      {"Queue", {"Collection"}}, {"Deque", {"Queue"}}, {"SortedSet", {"Set"}}, {"NavigableSet", {"SortedSet"}},
      {"ArrayList", {"List"}}, {"LinkedList", {"List", "Deque"}}, {"Vector", {"List"}}, {"Stack", {"Vector"}},
      {"HashSet", {"Set"}}, {"LinkedHashSet", {"HashSet"}}, {"TreeSet", {"NavigableSet"}}, {"ArrayDeque", {"Deque"}},
      {"PriorityQueue", {"Queue"}}, {"Map", {}}, {"SortedMap", {"Map"}}, {"NavigableMap", {"SortedMap"}},
      {"HashMap", {"Map"}}, {"LinkedHashMap", {"HashMap"}}, {"TreeMap", {"NavigableMap"}}, {"Runnable", {}},
      {"Throwable", {}}, {"Exception", {"Throwable"}}, {"Error", {"Throwable"}}, {"RuntimeException", {"Exception"}},
      {"IllegalArgumentException", {"RuntimeException"}}, {"IllegalStateException", {"RuntimeException"}},
      {"ArithmeticException", {"RuntimeException"}}, {"NullPointerException", {"RuntimeException"}},
      {"UnsupportedOperationException", {"RuntimeException"}}, {"IndexOutOfBoundsException", {"RuntimeException"}},
      {"ClassCastException", {"RuntimeException"}}, {"NoSuchElementException", {"RuntimeException"}},
      {"NumberFormatException", {"IllegalArgumentException"}},
      {"ArrayIndexOutOfBoundsException", {"IndexOutOfBoundsException"}},
      {"StringIndexOutOfBoundsException", {"IndexOutOfBoundsException"}}, {"IOException", {"Exception"}},
      {"Optional", {}}, {"Class", {}}, {"LocalDate", {"Comparable"}}, {"Duration", {"Comparable"}}};
  return k;
}

/// Reference subtyping (JLS 4.10) between static types; Unknown when a type is not known here.
inline Tri ref_subtype(const std::string& a0, const std::string& b0, const SupersFn& supers) {
  std::string a = erase(a0), b = erase(b0);
  if (a == b) return Tri::Yes;
  if (a == "null") return is_prim(b) ? Tri::No : Tri::Yes;
  if (is_prim(a) || is_prim(b)) return Tri::No;
  if (is_type_var(a) || is_type_var(b)) return Tri::Unknown;
  bool aa = a.size() > 2 && a.compare(a.size() - 2, 2, "[]") == 0, ba = b.size() > 2 && b.compare(b.size() - 2, 2, "[]") == 0;
  if (aa) {
    if (b == "Object" || b == "Cloneable" || b == "Serializable") return Tri::Yes;
    if (!ba) return Tri::No;
    std::string ea = a.substr(0, a.size() - 2), eb = b.substr(0, b.size() - 2);
    if (is_prim(ea) || is_prim(eb)) return Tri::No;  // (equal primitive arrays matched above)
    return ref_subtype(ea, eb, supers);
  }
  if (ba) return Tri::No;
  if (b == "Object") return Tri::Yes;
  std::vector<std::string> todo{a};
  std::set<std::string> seen;
  bool unknown = false;
  for (std::size_t k = 0; k < todo.size() && k < 256; ++k) {
    std::string t = erase(todo[k]);
    if (!seen.insert(t).second) continue;
    if (t == b) return Tri::Yes;
    std::vector<std::string> up;
    if (!supers(t, up)) {
      auto it = library_supers().find(t);
      if (it == library_supers().end()) {
        unknown = true;
        continue;
      }
      up = it->second;
    }
    todo.insert(todo.end(), up.begin(), up.end());
  }
  return unknown ? Tri::Unknown : Tri::No;
}

/// Whether an argument of static type `a` converts to parameter type `p` in `phase`
/// (1: subtyping and primitive widening; 2: also boxing and unboxing).
inline Tri converts(const std::string& a, const std::string& p0, int phase, const SupersFn& supers) {
  std::string p = erase(p0);
  bool ap = is_prim(a), pp = is_prim(p);
  if (ap && pp) return prim_widens(a, p) ? Tri::Yes : Tri::No;
  if (!ap && !pp) return ref_subtype(a, p, supers);
  if (phase < 2) return Tri::No;
  if (ap) return ref_subtype(box_of(a), p, supers);  // boxing, then widening reference
  std::string u = unbox_of(erase(a));  // unboxing, then widening primitive
  if (u.empty()) return a == "null" ? Tri::No : (ref_subtype(a, "Number", supers) == Tri::Unknown ? Tri::Unknown : Tri::No);
  return prim_widens(u, p) ? Tri::Yes : Tri::No;
}

/// The parameter type a candidate gives argument k (varargs expanded in phase 3).
/// A static method's type variable stands for its erasure (Object, as far as known here); an
/// instance method's may be a class's, which a subclass overrides under a concrete type.
inline std::string param_at(const Sig& s, std::size_t k, int phase) {
  std::string p = s.params[k < s.params.size() ? k : s.params.size() - 1];
  if (phase == 3 && s.variadic && k + 1 >= s.params.size()) p = p.substr(0, p.size() - 2);
  if (s.is_static && is_type_var(erase(p))) p = "Object";
  return p;
}

/// The index of the overload Java selects for arguments of static types `args`,
/// -1 when none is applicable, the choice is ambiguous, or a type is not known here.
/// An implicitly typed lambda ("lambda:N", N parameters) is potentially compatible with a
/// functional interface whose method takes N (JLS 15.12.2.1).
inline int select(const std::vector<Sig>& cands, const std::vector<std::string>& args, const SupersFn& supers,
                  int* phase_out = nullptr, const ArityFn& arity = nullptr) {
  for (const auto& a : args)
    if (a.empty() || a == "lambda" || a == "void" || (a.rfind("lambda:", 0) == 0 && !arity) || is_type_var(erase(a))) return -1;
  for (int phase = 1; phase <= 3; ++phase) {
    std::vector<int> ok;
    for (std::size_t c = 0; c < cands.size(); ++c) {
      const Sig& s = cands[c];
      std::size_t np = s.params.size();
      if (phase < 3 ? args.size() != np : (!s.variadic || args.size() + 1 < np)) continue;
      bool app = true;
      for (std::size_t k = 0; k < args.size() && app; ++k) {
        if (args[k].rfind("lambda:", 0) == 0) {
          int want = arity(erase(param_at(s, k, phase)));
          if (want < 0) return -1;
          app = want == std::atoi(args[k].c_str() + 7);
          continue;
        }
        Tri t = converts(args[k], param_at(s, k, phase), phase == 3 ? 2 : phase, supers);
        if (t == Tri::Unknown) return -1;
        app = t == Tri::Yes;
      }
      if (app) ok.push_back(static_cast<int>(c));
    }
    if (ok.empty()) continue;
    // the most specific: its parameter types convert to every other's (JLS 15.12.2.5)
    auto more_specific = [&](const Sig& x, const Sig& y, bool& unknown) {
      for (std::size_t k = 0; k < args.size(); ++k) {
        std::string px = erase(param_at(x, k, phase)), py = erase(param_at(y, k, phase));
        if (args[k].rfind("lambda:", 0) == 0 && px != py) {  // (the functional interfaces' own specificity: not here)
          unknown = true;
          return false;
        }
        Tri t = is_prim(px) && is_prim(py) ? (prim_widens(px, py) ? Tri::Yes : Tri::No)
                : is_prim(px) != is_prim(py) ? Tri::No
                                             : ref_subtype(px, py, supers);
        if (t == Tri::Unknown) unknown = true;
        if (t != Tri::Yes) return false;
      }
      return true;
    };
    int best = -1;
    for (int c : ok) {
      bool all = true, unknown = false;
      for (int d : ok)
        if (c != d && !more_specific(cands[static_cast<std::size_t>(c)], cands[static_cast<std::size_t>(d)], unknown)) all = false;
      if (unknown) return -1;
      if (all) {
        if (best >= 0) return -1;
        best = c;
      }
    }
    if (phase_out) *phase_out = phase;
    return best;
  }
  return -1;
}

}  // namespace reddragon::java_overloads
