// overload.cpp - arity-then-type overload resolution.
#include "reddragon/kernel/types/overload.hpp"

#include <algorithm>

namespace reddragon::kernel::types {

int conversion_score(const TypeGraph& g, Type arg, Type param) {
  if (arg == param) return 1000;
  if (arg.is_unknown() || param.is_unknown()) return 1;
  if (param.kind() == Kind::Scalar && param.name() == "Any") return 10;
  if (g.is_subtype(arg, param)) {
    if (!arg.head().empty() && param.kind() == Kind::Scalar) {
      auto anc = g.ancestors(arg.head());
      auto it = std::find(anc.begin(), anc.end(), param.name());
      if (it != anc.end()) return std::max(20, 1000 - 10 * static_cast<int>(it - anc.begin()));
    }
    return 500;
  }
  // primitive coercions score below every subtype match
  unsigned ab = 0, pb = 0;
  bool as = true, ps = true;
  bool aint = is_integer_type(arg) || arg == Type::boolean();
  if (aint && is_float_type(param)) return 100;
  if (arg == Type::boolean() && is_integer_type(param)) return 100;
  if (fixed_width_int(arg, ab, as) && fixed_width_int(param, pb, ps) && pb > ab && (ps || !as)) return 100;
  if (fixed_width_int(arg, ab, as) && param == Type::integer()) return 100;
  return 0;
}

OverloadResult resolve_overload(const TypeGraph& g, std::span<const OverloadCandidate> candidates,
                                std::span<const Type> args) {
  OverloadResult r;
  struct Scored {
    int index;
    std::vector<int> scores;
    long total;
  };
  std::vector<Scored> ok;
  bool any_arity = false;
  for (std::size_t c = 0; c < candidates.size(); ++c) {
    const auto& cand = candidates[c];
    std::size_t np = cand.params.size();
    bool arity = cand.variadic ? args.size() + 1 >= np : args.size() == np;
    if (!arity) continue;
    any_arity = true;
    Scored s{static_cast<int>(c), {}, 0};
    bool applicable = true;
    for (std::size_t k = 0; k < args.size(); ++k) {
      Type p = k < np ? cand.params[k] : (np ? cand.params[np - 1] : Type());
      if (cand.variadic && k + 1 >= np && p.kind() == Kind::Param && !p.args().empty()) p = p.args()[0];
      int sc = conversion_score(g, args[k], p);
      if (sc == 0) {
        applicable = false;
        break;
      }
      s.scores.push_back(sc);
      s.total += sc;
    }
    if (applicable) ok.push_back(std::move(s));
  }
  auto describe = [&] {
    std::string t = "(";
    for (std::size_t k = 0; k < args.size(); ++k) t += (k ? ", " : "") + args[k].text();
    return t + ")";
  };
  if (ok.empty()) {
    r.message = std::string(any_arity ? "no overload is applicable to " : "no overload takes ") +
                (any_arity ? describe() : std::to_string(args.size()) + " argument" + (args.size() == 1 ? "" : "s"));
    return r;
  }
  // most specific: dominates every other applicable candidate argument-wise
  std::vector<int> maximal;
  for (std::size_t a = 0; a < ok.size(); ++a) {
    bool dominated = false;
    for (std::size_t b = 0; b < ok.size() && !dominated; ++b) {
      if (a == b) continue;
      bool ge = true, gt = false;
      for (std::size_t k = 0; k < ok[a].scores.size(); ++k) {
        if (ok[b].scores[k] < ok[a].scores[k]) ge = false;
        if (ok[b].scores[k] > ok[a].scores[k]) gt = true;
      }
      dominated = ge && gt;
    }
    if (!dominated) maximal.push_back(static_cast<int>(a));
  }
  if (maximal.size() == 1) {
    r.index = ok[static_cast<std::size_t>(maximal[0])].index;
    return r;
  }
  r.ambiguous = true;
  for (int m : maximal) r.tied.push_back(ok[static_cast<std::size_t>(m)].index);
  r.message = "ambiguous call " + describe() + ": " + std::to_string(maximal.size()) + " equally specific overloads";
  return r;
}

}  // namespace reddragon::kernel::types
