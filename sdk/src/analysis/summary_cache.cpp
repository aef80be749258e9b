// summary_cache.cpp - content keys of function summaries and their store
// (summary_cache.hpp, docs/adr/0017-summary-cache.md).
#include "reddragon/analysis/summary_cache.hpp"

#include <algorithm>
#include <ctime>
#include <cstring>
#include <string_view>
#include <unordered_map>

namespace reddragon::analysis {

using namespace reddragon::ir;

namespace {

// Changes whenever what a key covers, or an entry's layout, does.
constexpr std::string_view kFormat = "reddragon-summary-cache-1";

struct Key {
  std::uint64_t a = 0, b = 0;
  friend bool operator==(const Key&, const Key&) = default;
  friend bool operator<(const Key& x, const Key& y) { return x.a != y.a ? x.a < y.a : x.b < y.b; }
};

std::string hex(std::uint64_t v, int digits) {
  static const char* d = "0123456789abcdef";
  std::string s(static_cast<std::size_t>(digits), '0');
  for (int i = digits - 1; i >= 0; --i, v >>= 4) s[static_cast<std::size_t>(i)] = d[v & 15];
  return s;
}
std::string hex(const Key& k) { return hex(k.a, 16) + hex(k.b, 16); }
std::string hex_min(std::uint64_t v) {
  int digits = 1;
  while (digits < 16 && (v >> (4 * digits)) != 0) ++digits;
  return hex(v, digits);
}

/// Two independent 64-bit lanes (a cache key, not a defence against
/// crafted collisions): each step is a bijection of the lane for a fixed
/// input, so equal prefixes with different words stay apart.
class Hasher {
 public:
  void word(std::uint64_t w) {
    a_ = mix(a_ ^ w) + 0x9e3779b97f4a7c15ull;
    b_ = mix(b_ + w * 0xff51afd7ed558ccdull + 0x632be59bd9b4e019ull) ^ (a_ >> 29);
  }
  void str(std::string_view s) {
    word(s.size());
    std::size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
      std::uint64_t w;
      std::memcpy(&w, s.data() + i, 8);
      word(w);
    }
    std::uint64_t w = 0;
    std::memcpy(&w, s.data() + i, s.size() - i);
    word(w);
  }
  void key(const Key& k) {
    word(k.a);
    word(k.b);
  }
  Key done() const { return {mix(a_ ^ 0x452821e638d01377ull), mix(b_ ^ mix(a_))}; }

 private:
  static std::uint64_t mix(std::uint64_t z) {
    z ^= z >> 30;
    z *= 0xbf58476d1ce4e5b9ull;
    z ^= z >> 27;
    z *= 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  std::uint64_t a_ = 0x243f6a8885a308d3ull, b_ = 0x13198a2e03707344ull;
};

/// "func_m3$parse_12" -> "func_parse": linked modules' prefixes and the
/// lowering's label counters shift when other code moves; the dependency
/// graph is flow-insensitive, so which label a branch names does not
/// change a summary (function boundaries are in the instruction list).
std::string normal_label(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] == 'm' && (i == 0 || s[i - 1] == '_')) {
      std::size_t j = i + 1;
      while (j < s.size() && s[j] >= '0' && s[j] <= '9') ++j;
      if (j > i + 1 && j < s.size() && s[j] == '$') {
        i = j + 1;
        continue;
      }
    }
    out.push_back(s[i++]);
  }
  std::size_t e = out.size();
  while (e > 0 && out[e - 1] >= '0' && out[e - 1] <= '9') --e;
  if (e > 0 && e < out.size() && out[e - 1] == '_') out.resize(e - 1);
  return out;
}

/// "m3$Parser.parse" -> "Parser.parse"
std::string_view strip_module_prefix(std::string_view q) {
  if (q.size() > 2 && q[0] == 'm') {
    std::size_t j = 1;
    while (j < q.size() && q[j] >= '0' && q[j] <= '9') ++j;
    if (j > 1 && j < q.size() && q[j] == '$') return q.substr(j + 1);
  }
  return q;
}

struct Keys {
  std::vector<Key> key;            ///< per function (meaningful where has_entry)
  std::vector<char> has_entry;     ///< the function has formals
  std::vector<std::uint32_t> file; ///< index into files: the entry's group
  std::vector<std::string> files;  ///< display paths
};

struct KeyHash {
  std::size_t operator()(const Key& k) const { return static_cast<std::size_t>(k.a); }
};

Key hash_of(std::string_view s) {
  Hasher h;
  h.str(s);
  return h.done();
}

Keys compute_keys(const ProgramGraph& g, const SummaryOptions& opts) {
  const Module& m = g.module();
  const CallGraph& cg = g.calls();
  const auto& fns = cg.functions();
  const auto& sites = cg.sites();
  const auto nfn = static_cast<std::uint32_t>(fns.size());
  const auto nins = static_cast<std::uint32_t>(m.instructions.size());
  Keys out;
  out.key.assign(nfn, {});
  out.has_entry.assign(nfn, 0);
  out.file.assign(nfn, 0);

  // Symbols hashed once each (as written, and as a normalised label).
  std::vector<Key> sym_key(m.strings.size()), label_key(m.strings.size());
  std::vector<char> sym_done(m.strings.size(), 0);
  auto sym = [&](Symbol s) -> const Key& {
    if (s.id >= sym_key.size()) return sym_key[0];
    if (!(sym_done[s.id] & 1)) {
      sym_key[s.id] = hash_of(m.str(s));
      sym_done[s.id] |= 1;
    }
    return sym_key[s.id];
  };
  auto label = [&](Symbol s) -> const Key& {
    if (s.id >= label_key.size()) return label_key[0];
    if (!(sym_done[s.id] & 2)) {
      label_key[s.id] = hash_of(normal_label(m.str(s)));
      sym_done[s.id] |= 2;
    }
    return label_key[s.id];
  };

  // A function as its callers' keys name it: file, qualified name without
  // the link-order prefix, and which of that name it is in the file.
  std::vector<Key> ident(nfn);
  {
    std::unordered_map<const char*, std::uint32_t> file_ids;  // file_of's string, by address
    std::unordered_map<std::string, std::uint32_t> by_path;
    std::vector<Key> file_key;
    std::unordered_map<Key, std::uint32_t, KeyHash> seen;
    for (std::uint32_t f = 0; f < nfn; ++f) {
      const std::string_view raw = m.file_of(fns[f].begin);
      auto [it, fresh] = file_ids.emplace(raw.data(), 0);
      if (fresh) {
        std::string shown = display_path(raw);
        auto [pit, pfresh] = by_path.emplace(shown, static_cast<std::uint32_t>(out.files.size()));
        if (pfresh) {
          out.files.push_back(shown);
          file_key.push_back(hash_of(shown));
        }
        it->second = pit->second;
      }
      out.file[f] = it->second;
      Hasher h;
      h.key(file_key[it->second]);
      h.str(g.is_module_scope(f) ? std::string_view("<module>") : strip_module_prefix(fns[f].qualified));
      const Key named = h.done();
      h.word(seen[named]++);
      ident[f] = h.done();
      out.has_entry[f] = !g.formals(f).empty();
    }
  }
  std::vector<char> is_ctor(nfn, 0);
  for (const auto& c : cg.classes())
    if (c.ctor && *c.ctor < nfn) is_ctor[*c.ctor] = 1;

  // Each function's own instructions (not its nested functions'), its call
  // sites and its bindings, as CSR lists.
  auto csr = [nfn](std::uint32_t n, auto owner_of, std::vector<std::uint32_t>& off, std::vector<std::uint32_t>& items) {
    off.assign(nfn + 1, 0);
    for (std::uint32_t i = 0; i < n; ++i)
      if (std::uint32_t f = owner_of(i); f < nfn) ++off[f + 1];
    for (std::uint32_t f = 0; f < nfn; ++f) off[f + 1] += off[f];
    items.assign(off[nfn], 0);
    std::vector<std::uint32_t> at(off.begin(), off.end() - 1);
    for (std::uint32_t i = 0; i < n; ++i)
      if (std::uint32_t f = owner_of(i); f < nfn) items[at[f]++] = i;
  };
  std::vector<std::uint32_t> ins_off, ins, site_off, site_ids, bind_off, bind_ids;
  csr(nins, [&](std::uint32_t i) { return g.function_of(i); }, ins_off, ins);
  csr(static_cast<std::uint32_t>(sites.size()), [&](std::uint32_t s) { return sites[s].caller; }, site_off, site_ids);
  const auto& bindings = g.bindings();
  csr(static_cast<std::uint32_t>(bindings.size()), [&](std::uint32_t b) { return sites[bindings[b].site].caller; }, bind_off,
      bind_ids);

  std::vector<Key> local(nfn);
  std::vector<std::vector<std::uint32_t>> deps(nfn);  // callees whose summaries the function applies
  std::vector<std::uint32_t> canon(m.num_registers, 0xFFFFFFFFu), used;
  for (std::uint32_t f = 0; f < nfn; ++f) {
    if (!out.has_entry[f]) continue;
    Hasher h;
    h.str(kFormat);
    h.word(opts.max_rounds);
    h.str(g.extra_flows());
    h.word(is_ctor[f]);
    h.word(g.formals(f).size());
    std::uint32_t next = 0;
    auto reg = [&](Reg r) {
      if (r >= canon.size()) return h.word(0xFFFFFFFFull);
      if (canon[r] == 0xFFFFFFFFu) {
        canon[r] = next++;
        used.push_back(r);
        h.word(g.owner(r) == f ? 1 : 2);  // written here, or elsewhere (not local)
      }
      h.word(canon[r]);
    };
    for (std::uint32_t k = ins_off[f]; k < ins_off[f + 1]; ++k) {
      const Instruction& in = m.instructions[ins[k]];
      h.word((std::uint64_t{static_cast<std::uint8_t>(in.op)} << 16) | in.num_operands);
      if (in.result != kNoReg) reg(in.result);
      for (const Operand& o : m.operands_of(in)) {
        h.word(static_cast<std::uint64_t>(o.kind));
        switch (o.kind) {
          case OperandKind::Reg: reg(o.value); break;
          case OperandKind::Label: h.key(label(o.sym())); break;
          case OperandKind::Var:
          case OperandKind::Field:
          case OperandKind::Func:
          case OperandKind::Class: h.key(sym(o.sym())); break;
          case OperandKind::Operator: h.word(o.value); break;
          case OperandKind::Literal: {
            if (o.value >= m.literals.size()) {
              h.word(0xFFFFFFFFull);
              break;
            }
            const Literal& l = m.literal(o);
            std::uint64_t fbits;
            std::memcpy(&fbits, &l.f, 8);
            h.word(static_cast<std::uint64_t>(l.kind));
            h.word(l.b);
            h.word(static_cast<std::uint64_t>(l.i));
            h.word(fbits);
            h.key(sym(l.text));
            h.key(label(l.label));
            h.key(sym(l.extra));
            break;
          }
          case OperandKind::Null: break;
        }
      }
    }
    // call sites: how resolved, which callees, the result; each binding
    std::vector<std::uint32_t> own_sites(site_ids.begin() + site_off[f], site_ids.begin() + site_off[f + 1]);
    std::sort(own_sites.begin(), own_sites.end(), [&](std::uint32_t a, std::uint32_t b) { return sites[a].instr < sites[b].instr; });
    const auto own_begin = ins.begin() + ins_off[f], own_end = ins.begin() + ins_off[f + 1];
    std::vector<Key> names;
    for (std::uint32_t s : own_sites) {
      const CallSite& cs = sites[s];
      h.word(0x5173);
      h.word(static_cast<std::uint64_t>(std::lower_bound(own_begin, own_end, cs.instr) - own_begin));
      h.word(static_cast<std::uint64_t>(cs.how));
      if (std::uint32_t r = g.site_result(s); r != kNoFunction) reg(r);
      names.clear();
      for (std::uint32_t c : cs.callees)
        if (c < nfn) names.push_back(ident[c]);
      std::sort(names.begin(), names.end());
      h.word(names.size());
      for (const Key& n : names) h.key(n);
    }
    for (std::uint32_t k = bind_off[f]; k < bind_off[f + 1]; ++k) {
      const CallBinding& cb = bindings[bind_ids[k]];
      h.word(0xB1D);
      h.word(static_cast<std::uint64_t>(std::lower_bound(own_begin, own_end, sites[cb.site].instr) - own_begin));
      h.key(cb.callee < nfn ? ident[cb.callee] : Key{});
      reg(cb.actual);
      h.word(cb.formal);
      if (cb.callee < nfn && cb.formal < 64) deps[f].push_back(cb.callee);
    }
    for (Reg r : used) canon[r] = 0xFFFFFFFFu;
    used.clear();
    local[f] = h.done();
    std::sort(deps[f].begin(), deps[f].end());
    deps[f].erase(std::unique(deps[f].begin(), deps[f].end()), deps[f].end());
  }

  // Recursive groups (Tarjan, iterative): a component completes after
  // every component it depends on, so callee keys are known first.
  std::vector<std::uint32_t> index(nfn, 0xFFFFFFFFu), low(nfn, 0), comp(nfn, 0xFFFFFFFFu), stack;
  std::vector<char> on_stack(nfn, 0);
  std::vector<Key> comp_key;
  std::uint32_t counter = 0;
  struct Frame {
    std::uint32_t f, next;
  };
  std::vector<Frame> frames;
  for (std::uint32_t root = 0; root < nfn; ++root) {
    if (!out.has_entry[root] || index[root] != 0xFFFFFFFFu) continue;
    frames.push_back({root, 0});
    index[root] = low[root] = counter++;
    stack.push_back(root);
    on_stack[root] = 1;
    while (!frames.empty()) {
      Frame& fr = frames.back();
      const std::uint32_t f = fr.f;
      if (fr.next < deps[f].size()) {
        const std::uint32_t c = deps[f][fr.next++];
        if (index[c] == 0xFFFFFFFFu) {
          index[c] = low[c] = counter++;
          stack.push_back(c);
          on_stack[c] = 1;
          frames.push_back({c, 0});
        } else if (on_stack[c]) {
          low[f] = std::min(low[f], index[c]);
        }
        continue;
      }
      frames.pop_back();
      if (!frames.empty()) low[frames.back().f] = std::min(low[frames.back().f], low[f]);
      if (low[f] != index[f]) continue;
      // f roots a component: its members' local keys and the keys of the
      // components they call outside it
      const auto id = static_cast<std::uint32_t>(comp_key.size());
      std::vector<std::uint32_t> members;
      std::uint32_t x;
      do {
        x = stack.back();
        stack.pop_back();
        on_stack[x] = 0;
        comp[x] = id;
        members.push_back(x);
      } while (x != f);
      std::vector<Key> mine, called;
      for (std::uint32_t mbr : members) {
        mine.push_back(local[mbr]);
        for (std::uint32_t c : deps[mbr])
          if (comp[c] != id) called.push_back(comp_key[comp[c]]);
      }
      std::sort(mine.begin(), mine.end());
      std::sort(called.begin(), called.end());
      called.erase(std::unique(called.begin(), called.end()), called.end());
      Hasher h;
      h.word(mine.size());
      for (const Key& k : mine) h.key(k);
      h.word(called.size());
      for (const Key& k : called) h.key(k);
      comp_key.push_back(h.done());
    }
  }
  for (std::uint32_t f = 0; f < nfn; ++f) {
    if (!out.has_entry[f]) continue;
    Hasher h;
    h.key(comp_key[comp[f]]);
    h.key(local[f]);
    out.key[f] = h.done();
  }
  return out;
}

struct Stored {
  std::uint64_t to_return = 0;
  std::vector<std::uint64_t> to_formals;
};

bool parse_hex(std::string_view s, std::uint64_t& v) {
  if (s.empty() || s.size() > 16) return false;
  v = 0;
  for (char c : s) {
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (d < 0) return false;
    v = (v << 4) | static_cast<std::uint64_t>(d);
  }
  return true;
}

/// An entry file: format line, group line, then one line per function
/// "KEY RETURN N F0 .. F(N-1)" (hex). Anything malformed reads as empty.
std::unordered_map<std::string, Stored> parse_group(const std::string& text) {
  std::unordered_map<std::string, Stored> out;
  std::size_t pos = 0;
  auto line = [&](std::string_view& l) {
    if (pos >= text.size()) return false;
    std::size_t e = text.find('\n', pos);
    if (e == std::string::npos) return false;  // a complete entry ends with a newline
    l = std::string_view(text).substr(pos, e - pos);
    pos = e + 1;
    return true;
  };
  std::string_view l;
  if (!line(l) || l != kFormat || !line(l)) return {};
  while (line(l)) {
    std::vector<std::string_view> w;
    for (std::size_t i = 0; i <= l.size();) {
      std::size_t e = l.find(' ', i);
      if (e == std::string_view::npos) e = l.size();
      w.push_back(l.substr(i, e - i));
      i = e + 1;
    }
    std::uint64_t n = 0;
    Stored s;
    if (w.size() < 3 || w[0].size() != 32 || !parse_hex(w[1], s.to_return) || !parse_hex(w[2], n) || n > 64 || w.size() != 3 + n)
      return {};
    for (std::uint64_t k = 0; k < n; ++k) {
      std::uint64_t v;
      if (!parse_hex(w[3 + k], v)) return {};
      s.to_formals.push_back(v);
    }
    out[std::string(w[0])] = std::move(s);
  }
  return out;
}

}  // namespace

std::vector<std::string> summary_keys(const ProgramGraph& g, const SummaryOptions& opts) {
  Keys k = compute_keys(g, opts);
  std::vector<std::string> out(k.key.size());
  for (std::size_t f = 0; f < k.key.size(); ++f)
    if (k.has_entry[f]) out[f] = hex(k.key[f]);
  return out;
}

Summaries compute_summaries_cached(ProgramGraph& g, SummaryStore& store, SummaryCacheStats& stats, const SummaryOptions& opts,
                                   bool details) {
  // processor time, not wall time: on a shared machine the wall clock
  // mostly measures waiting (the stage runs on one thread)
  std::clock_t t = std::clock();
  auto lap = [&t](double& into) {
    const std::clock_t now = std::clock();
    into += static_cast<double>(now - t) / CLOCKS_PER_SEC;
    t = now;
  };
  const Keys keys = compute_keys(g, opts);
  const auto nfn = static_cast<std::uint32_t>(keys.key.size());
  // functions by group (source file), in first-appearance order
  std::vector<std::uint32_t> group_of_file(keys.files.size(), 0xFFFFFFFFu);
  std::vector<std::vector<std::uint32_t>> groups;
  std::vector<std::string_view> group_file;
  for (std::uint32_t f = 0; f < nfn; ++f) {
    if (!keys.has_entry[f]) continue;
    std::uint32_t& gi = group_of_file[keys.file[f]];
    if (gi == 0xFFFFFFFFu) {
      gi = static_cast<std::uint32_t>(groups.size());
      groups.emplace_back();
      group_file.push_back(keys.files[keys.file[f]]);
    }
    groups[gi].push_back(f);
  }
  auto name_of = [&](std::string_view file) {
    Hasher h;
    h.str(kFormat);
    h.str(file);
    const std::string x = hex(h.done());
    return x.substr(0, 2) + "/" + x + ".rdsum";
  };
  lap(stats.key_s);
  std::vector<SummarySeed> seeds(nfn);
  std::vector<char> rewrite(groups.size(), 0);
  std::vector<std::string> hexkey(nfn);
  for (std::size_t gi = 0; gi < groups.size(); ++gi) {
    auto text = store.read(name_of(group_file[gi]));
    auto stored = text ? parse_group(*text) : std::unordered_map<std::string, Stored>{};
    std::unordered_map<std::string_view, char> used;
    for (std::uint32_t f : groups[gi]) {
      hexkey[f] = hex(keys.key[f]);
      auto it = stored.find(hexkey[f]);
      const std::size_t nf = std::min<std::size_t>(g.formals(f).size(), 64);
      if (it != stored.end() && it->second.to_formals.size() == nf) {
        seeds[f] = {true, it->second.to_return, it->second.to_formals};
        ++stats.hits;
        used.emplace(it->first, 1);
      } else {
        ++stats.misses;
        rewrite[gi] = 1;
      }
    }
    if (used.size() != stored.size()) rewrite[gi] = 1;  // entries of functions no longer there (or duplicates)
  }
  lap(stats.read_s);
  Summaries out = compute_summaries_seeded(g, opts, seeds, details);
  lap(stats.solve_s);
  if (!out.converged) return out;  // not a fixpoint: nothing to keep
  for (std::size_t gi = 0; gi < groups.size(); ++gi) {
    if (!rewrite[gi]) continue;
    std::string text(kFormat);
    text += '\n';
    for (char c : group_file[gi]) text.push_back(c == '\n' ? '?' : c);
    text += '\n';
    std::unordered_map<std::string_view, char> written;
    for (std::uint32_t f : groups[gi]) {
      if (!written.emplace(hexkey[f], 1).second) continue;
      const SummarySeed& s = seeds[f];
      text += hexkey[f] + " " + hex_min(s.to_return) + " " + hex_min(s.to_formals.size());
      for (std::uint64_t v : s.to_formals) text += " " + hex_min(v);
      text += '\n';
    }
    store.write(name_of(group_file[gi]), text);
    ++stats.groups_written;
  }
  lap(stats.write_s);
  return out;
}

}  // namespace reddragon::analysis
