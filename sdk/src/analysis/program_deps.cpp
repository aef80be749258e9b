// program_deps.cpp - builds the whole-program dependency graph
// (program_deps.hpp) from the IR and the call graph.
#include "reddragon/analysis/program_deps.hpp"

#include <algorithm>
#include <filesystem>
#include <unordered_map>

#include "reddragon/analysis/effects.hpp"

namespace reddragon::analysis {

using namespace reddragon::ir;

std::string_view flow_kind_name(FlowKind k) noexcept {
  switch (k) {
    case FlowKind::Local: return "local";
    case FlowKind::Call: return "call";
    case FlowKind::Return: return "return";
    case FlowKind::Through: return "through";
    case FlowKind::Summary: return "summary";
  }
  return "?";
}

std::string display_path(std::string_view file) {
  std::filesystem::path p = std::filesystem::path(file).lexically_normal();
  if (p.is_absolute()) {  // below the working directory: relative to it
    std::error_code ec;
    auto cwd = std::filesystem::current_path(ec);
    if (!ec) {
      auto rel = p.lexically_relative(cwd);
      if (!rel.empty() && *rel.begin() != "..") p = rel;
    }
  }
  std::string out = p.generic_string();
  return out.empty() ? std::string(file) : out;
}

std::string witness_location(const Module& m, std::uint32_t instr) {
  std::string file = display_path(m.file_of(instr));
  if (instr >= m.instructions.size() || m.instructions[instr].span.start_line == 0) return file;
  return file + ":" + std::to_string(m.instructions[instr].span.start_line);
}

namespace {

std::uint64_t key(std::uint32_t fn, std::uint32_t sym) { return (std::uint64_t{fn} << 32) | sym; }

bool is_receiver_name(std::string_view s) { return s == "self" || s == "this" || s == "cls"; }

/// Argument registers of a call (after the callee / receiver / class).
std::span<const Operand> call_args(const Module& m, const Instruction& in) {
  auto ops = m.operands_of(in);
  std::size_t first = in.op == Opcode::CallMethod ? 2 : 1;
  return ops.size() > first ? ops.subspan(first) : std::span<const Operand>{};
}

bool is_call(Opcode op) {
  return op == Opcode::CallFunction || op == Opcode::CallMethod || op == Opcode::CallUnknown || op == Opcode::CallCtor;
}

}  // namespace

std::string ProgramGraph::describe(std::uint32_t n) const {
  switch (kind_[n]) {
    case NodeKind::Register: return "%" + std::to_string(n);
    case NodeKind::Variable: return std::string(m_->str(name_[n]));
    case NodeKind::Return: return cg_->functions()[owner_[n]].name + ".return";
    case NodeKind::Field: return "." + std::string(m_->str(name_[n]));
  }
  return "?";
}

std::int64_t ProgramGraph::variable(std::uint32_t fn, std::string_view name) const {
  Symbol s;
  if (!m_->strings.find(name, s)) return -1;
  for (std::uint32_t f = fn, guard = 0; guard < 256; ++guard) {
    auto it = std::lower_bound(var_keys_.begin(), var_keys_.end(), key(f, s.id));
    if (it != var_keys_.end() && *it == key(f, s.id)) return var_nodes_[static_cast<std::size_t>(it - var_keys_.begin())];
    if (f == 0 || f >= parent_.size()) break;
    f = parent_[f];
  }
  return -1;
}

std::string_view ProgramGraph::init_module_name(Symbol init_fn) const {
  auto it = std::lower_bound(init_names_.begin(), init_names_.end(), init_fn.id,
                             [](const auto& e, std::uint32_t v) { return e.first < v; });
  return it != init_names_.end() && it->first == init_fn.id ? std::string_view(it->second) : std::string_view{};
}

std::span<const std::uint32_t> ProgramGraph::bindings_of(std::uint32_t n) const {
  if (n + 1 >= bind_off_.size()) return {};
  return {bind_.data() + bind_off_[n], bind_off_[n + 1] - bind_off_[n]};
}

std::int64_t ProgramGraph::base_variable(Reg r) const {
  for (int guard = 0; guard < 32; ++guard) {
    std::int64_t w = writer(r);
    if (w < 0) return -1;
    const Instruction& in = m_->instructions[static_cast<std::size_t>(w)];
    if (in.op == Opcode::LoadVar || in.op == Opcode::AddressOf) {
      for (std::uint32_t e : this->in(r))
        if (edges_[e].kind == FlowKind::Local && kind_[edges_[e].from] == NodeKind::Variable) return edges_[e].from;
      return -1;
    }
    // `p + i` / `p - i` designates the object p points into (C's decayed
    // arrays, `buf + len`); for other languages' `a + b` this only widens
    // what a callee's writes reach (docs/taint.md).
    const bool offset = in.op == Opcode::Binop && in.num_operands == 3 &&
                        (m_->operands_of(in)[0].value == static_cast<std::uint32_t>(ir::Operator::Add) ||
                         m_->operands_of(in)[0].value == static_cast<std::uint32_t>(ir::Operator::Sub));
    if (!offset && !opcode_effects(in.op).projection && in.op != Opcode::LoadIndirect) return -1;
    Reg next = first_register_read(*m_, in);
    if (next == kNoReg || next == r) return -1;
    r = next;
  }
  return -1;
}

void ProgramGraph::add_edges(std::vector<FlowEdge> more) {
  if (more.empty()) return;
  std::vector<FlowEdge> all;  // exactly sized: this graph may be large
  all.reserve(edges_.size() + more.size());
  all.insert(all.end(), edges_.begin(), edges_.end());
  all.insert(all.end(), more.begin(), more.end());
  edges_ = std::move(all);
  index();
}

void ProgramGraph::index() {
  const std::uint32_t n = num_nodes();
  out_off_.assign(n + 1, 0);
  in_off_.assign(n + 1, 0);
  for (const FlowEdge& e : edges_) {
    ++out_off_[e.from + 1];
    ++in_off_[e.to + 1];
  }
  for (std::uint32_t k = 0; k < n; ++k) {
    out_off_[k + 1] += out_off_[k];
    in_off_[k + 1] += in_off_[k];
  }
  out_.resize(edges_.size());
  in_.resize(edges_.size());
  std::vector<std::uint32_t> fo(out_off_.begin(), out_off_.end() - 1), fi(in_off_.begin(), in_off_.end() - 1);
  for (std::uint32_t k = 0; k < edges_.size(); ++k) {
    out_[fo[edges_[k].from]++] = k;
    in_[fi[edges_[k].to]++] = k;
  }
}

ProgramGraph build_program_graph(const Module& m, const CallGraph& cg) {
  ProgramGraph g;
  g.m_ = &m;
  g.cg_ = &cg;
  const auto& fns = cg.functions();
  const auto nfn = static_cast<std::uint32_t>(fns.size());
  const auto nins = static_cast<std::uint32_t>(m.instructions.size());
  const std::uint32_t R = m.num_registers;

  // Innermost function of every instruction: a sweep over ranges by begin.
  g.owner_of_instr_.assign(nins, 0);
  g.parent_.assign(nfn, 0);
  g.module_scope_.assign(nfn, 0);
  if (nfn) g.module_scope_[0] = 1;
  std::vector<std::uint32_t> order;
  for (std::uint32_t f = 1; f < nfn; ++f) {
    order.push_back(f);
    g.parent_[f] = fns[f].parent < nfn && fns[f].parent != f ? fns[f].parent : 0;
    g.module_scope_[f] = fns[f].name.starts_with("__rd_init_");
  }
  // linked modules' names: the initialiser's `__name__` constant
  for (std::uint32_t f = 1; f < nfn; ++f) {
    Symbol fs;
    if (!g.module_scope_[f] || !m.strings.find(fns[f].name, fs)) continue;
    for (std::uint32_t i = fns[f].begin; i < fns[f].end && i < fns[f].begin + 40 && i + 1 < nins; ++i) {
      const Instruction& in = m.instructions[i];
      const Instruction& nx = m.instructions[i + 1];
      if (in.op != Opcode::Const || nx.op != Opcode::DeclVar || nx.num_operands != 2 || in.num_operands != 1) continue;
      if (m.str(m.operands_of(nx)[0].sym()) != "__name__") continue;
      const Literal& l = m.literal(m.operands_of(in)[0]);
      if (l.kind == LiteralKind::String) g.init_names_.emplace_back(fs.id, std::string(m.str(l.text)));
      break;
    }
  }
  std::sort(g.init_names_.begin(), g.init_names_.end());
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    return fns[a].begin != fns[b].begin ? fns[a].begin < fns[b].begin : fns[a].end > fns[b].end;
  });
  {
    std::vector<std::uint32_t> open;
    std::size_t next = 0;
    for (std::uint32_t i = 0; i < nins; ++i) {
      while (!open.empty() && i >= fns[open.back()].end) open.pop_back();
      while (next < order.size() && fns[order[next]].begin <= i) {
        if (i < fns[order[next]].end) open.push_back(order[next]);
        ++next;
      }
      g.owner_of_instr_[i] = open.empty() ? 0 : open.back();
    }
  }

  // Declared names per function; formals in order.
  std::vector<std::uint64_t> keys;
  g.formals_.assign(nfn, {});
  std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> formal_syms(nfn);  // (symbol or 0, register)
  for (std::uint32_t i = 0; i < nins; ++i) {
    const Instruction& in = m.instructions[i];
    const std::uint32_t fn = g.owner_of_instr_[i];
    if (in.op == Opcode::DeclVar && in.num_operands >= 1) {
      keys.push_back(key(fn, m.operands_of(in)[0].value));
    } else if (in.op == Opcode::Symbolic && in.num_operands == 1 && in.result != kNoReg) {
      const Operand& o = m.operands_of(in)[0];
      if (o.kind != OperandKind::Literal || o.value >= m.literals.size()) continue;
      const Literal& l = m.literal(o);
      if (l.kind != LiteralKind::String || !m.str(l.text).starts_with("param:")) continue;
      std::uint32_t sym = 0;
      if (i + 1 < nins) {
        const Instruction& nx = m.instructions[i + 1];
        auto ops = m.operands_of(nx);
        if ((nx.op == Opcode::DeclVar || nx.op == Opcode::StoreVar) && ops.size() == 2 && ops[1].kind == OperandKind::Reg &&
            ops[1].value == in.result)
          sym = ops[0].value;
      }
      formal_syms[fn].emplace_back(sym, in.result);
    }
  }
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());

  auto new_node = [&](NodeKind k, std::uint32_t owner, Symbol name) {
    g.kind_.push_back(k);
    g.owner_.push_back(owner);
    g.name_.push_back(name);
    return static_cast<std::uint32_t>(g.kind_.size() - 1);
  };
  g.kind_.assign(R, NodeKind::Register);
  g.owner_.assign(R, 0);
  g.name_.assign(R, Symbol{});
  g.writer_.assign(R, kNoFunction);
  g.var_keys_ = keys;
  g.var_nodes_.reserve(keys.size());
  for (std::uint64_t k : keys)
    g.var_nodes_.push_back(new_node(NodeKind::Variable, static_cast<std::uint32_t>(k >> 32), Symbol{static_cast<std::uint32_t>(k)}));
  g.ret_base_ = g.num_nodes();
  for (std::uint32_t f = 0; f < nfn; ++f) new_node(NodeKind::Return, f, Symbol{});
  for (std::uint32_t f = 0; f < nfn; ++f)
    for (auto [sym, reg] : formal_syms[f]) {
      std::int64_t v = -1;
      if (sym) {
        auto it = std::lower_bound(g.var_keys_.begin(), g.var_keys_.end(), key(f, sym));
        if (it != g.var_keys_.end() && *it == key(f, sym)) v = g.var_nodes_[static_cast<std::size_t>(it - g.var_keys_.begin())];
      }
      g.formals_[f].push_back(v >= 0 ? static_cast<std::uint32_t>(v) : reg);
    }

  // Names not declared anywhere on the chain (builtins, undeclared globals)
  // become variables of the module scope, created on demand.
  std::unordered_map<std::uint32_t, std::uint32_t> undeclared, fields;
  auto resolve = [&](std::uint32_t fn, std::uint32_t sym) -> std::uint32_t {
    std::uint32_t f = fn;
    std::int64_t found = -1;
    for (int guard = 0; guard < 256; ++guard) {
      auto it = std::lower_bound(g.var_keys_.begin(), g.var_keys_.end(), key(f, sym));
      if (it != g.var_keys_.end() && *it == key(f, sym)) {
        found = g.var_nodes_[static_cast<std::size_t>(it - g.var_keys_.begin())];
        break;
      }
      if (f == 0) break;
      f = g.parent_[f];
    }
    if (found < 0) {
      auto [it, fresh] = undeclared.emplace(sym, 0);
      if (fresh) it->second = new_node(NodeKind::Variable, 0, Symbol{sym});
      found = it->second;
    }
    return static_cast<std::uint32_t>(found);
  };
  auto field = [&](std::uint32_t sym) {
    auto [it, fresh] = fields.emplace(sym, 0);
    if (fresh) it->second = new_node(NodeKind::Field, kNoFunction, Symbol{sym});
    return it->second;
  };

  for (std::uint32_t i = 0; i < nins; ++i) {
    const Instruction& in = m.instructions[i];
    if (in.result != kNoReg && in.result < R && g.writer_[in.result] == kNoFunction) {
      g.writer_[in.result] = i;
      g.owner_[in.result] = g.owner_of_instr_[i];
    }
  }

  // Sites by instruction.
  const auto& sites = cg.sites();
  std::vector<std::uint32_t> site_order(sites.size());
  for (std::uint32_t k = 0; k < sites.size(); ++k) site_order[k] = k;
  std::sort(site_order.begin(), site_order.end(), [&](std::uint32_t a, std::uint32_t b) { return sites[a].instr < sites[b].instr; });
  auto site_at = [&](std::uint32_t instr) -> std::int64_t {
    auto it = std::lower_bound(site_order.begin(), site_order.end(), instr,
                               [&](std::uint32_t s, std::uint32_t v) { return sites[s].instr < v; });
    return it != site_order.end() && sites[*it].instr == instr ? static_cast<std::int64_t>(*it) : -1;
  };
  g.site_result_.assign(sites.size(), kNoFunction);
  std::vector<char> is_ctor(nfn, 0);
  for (const auto& c : cg.classes())
    if (c.ctor && *c.ctor < nfn) is_ctor[*c.ctor] = 1;

  auto& E = g.edges_;
  E.reserve(nins + nins / 2);
  auto edge = [&](std::uint32_t from, std::uint32_t to, std::uint32_t instr, FlowKind k) {
    if (from != to) E.push_back({from, to, instr, k});
  };
  auto reg_ok = [&](const Operand& o) { return o.kind == OperandKind::Reg && o.value < R; };
  // base variable during construction (edges are not indexed yet): via the
  // LOAD_VAR symbol directly
  auto base_var = [&](Reg r) -> std::int64_t {
    for (int guard = 0; guard < 32 && r < R; ++guard) {
      std::uint32_t w = g.writer_[r];
      if (w == kNoFunction) return -1;
      const Instruction& in = m.instructions[w];
      if ((in.op == Opcode::LoadVar || in.op == Opcode::AddressOf) && in.num_operands == 1)
        return resolve(g.owner_of_instr_[w], m.operands_of(in)[0].value);
      if (!opcode_effects(in.op).projection && in.op != Opcode::LoadIndirect) return -1;
      Reg next = first_register_read(m, in);
      if (next == kNoReg || next == r) return -1;
      r = next;
    }
    return -1;
  };
  // Stores into an object: the value flows into the object register and
  // the variable it was loaded from.


  // Module objects: variables bound to an imported module, and the linker's
  // namespaces (`__rd_ns`, `__rd_mod_<n>`). Their fields are nodes of their
  // own per module (a module's globals would otherwise merge with every
  // field of that name), and a method call on one does not store its
  // arguments into it (`shlex.quote(x)` leaves `shlex` alone). Key: the
  // initialiser's name symbol, or (unlinked imports) the variable's node
  // with the top bit set.
  std::vector<std::uint32_t> module_key_of_var;
  auto set_key = [&](std::uint32_t v, std::uint32_t key) {
    if (module_key_of_var.size() <= v) module_key_of_var.resize(v + 1, 0);
    module_key_of_var[v] = key;
  };
  for (std::uint32_t i = 0; i < nins; ++i) {
    const Instruction& in = m.instructions[i];
    auto ops = m.operands_of(in);
    if ((in.op != Opcode::DeclVar && in.op != Opcode::StoreVar) || ops.size() != 2 || !reg_ok(ops[1])) continue;
    const std::uint32_t w = g.writer_[ops[1].value];
    if (w == kNoFunction) continue;
    const Instruction& src = m.instructions[w];
    auto sops = m.operands_of(src);
    const std::uint32_t v = resolve(g.owner_of_instr_[i], ops[0].value);
    if (src.op == Opcode::Symbolic && sops.size() == 1 && sops[0].kind == OperandKind::Literal && sops[0].value < m.literals.size()) {
      const Literal& l = m.literal(sops[0]);
      if (l.kind == LiteralKind::String && m.str(l.text).starts_with("import:")) set_key(v, 0x80000000u | v);
    } else if (src.op == Opcode::CallFunction && sops.size() == 1 && m.str(sops[0].sym()).starts_with("__rd_init_")) {
      set_key(v, sops[0].value);
    }
  }
  for (std::uint32_t v = 0; v < g.num_nodes(); ++v) {
    if (g.kind_[v] != NodeKind::Variable) continue;
    std::string_view n = m.str(g.name_[v]);
    Symbol init;
    if (n == "__rd_ns" && g.owner_[v] < nfn && m.strings.find(fns[g.owner_[v]].name, init)) set_key(v, init.id);
    else if (n.starts_with("__rd_mod_") && m.strings.find("__rd_init_" + std::string(n.substr(9)), init)) set_key(v, init.id);
  }
  auto module_key = [&](Reg r) -> std::uint32_t {
    if (r >= R || g.writer_[r] == kNoFunction) return 0;
    const Instruction& w = m.instructions[g.writer_[r]];
    if (w.op == Opcode::CallFunction && w.num_operands == 1 && m.str(m.operands_of(w)[0].sym()).starts_with("__rd_init_"))
      return m.operands_of(w)[0].value;
    if (w.op != Opcode::LoadVar) return 0;
    std::int64_t b = base_var(r);
    return b >= 0 && static_cast<std::size_t>(b) < module_key_of_var.size() ? module_key_of_var[static_cast<std::size_t>(b)] : 0;
  };
  auto is_module_object = [&](Reg r) { return module_key(r) != 0; };
  std::unordered_map<std::uint64_t, std::uint32_t> module_fields;
  auto module_field = [&](std::uint32_t key, std::uint32_t sym) {
    auto [it, fresh] = module_fields.emplace((std::uint64_t{key} << 32) | sym, 0);
    if (fresh) it->second = new_node(NodeKind::Field, kNoFunction, Symbol{sym});
    return it->second;
  };
  // Stores into an object: the value flows into the object register and
  // the variable it was loaded from (not into a module's namespace).
  auto store_into = [&](Reg obj, std::uint32_t value, std::uint32_t instr, FlowKind k) {
    if (obj >= R || is_module_object(obj)) return;
    edge(value, obj, instr, k);
    if (std::int64_t b = base_var(obj); b >= 0) edge(value, static_cast<std::uint32_t>(b), instr, k);
  };

  for (std::uint32_t i = 0; i < nins; ++i) {
    const Instruction& in = m.instructions[i];
    const std::uint32_t fn = g.owner_of_instr_[i];
    auto ops = m.operands_of(in);
    const bool res = in.result != kNoReg && in.result < R;
    switch (in.op) {
      case Opcode::LoadVar:
      case Opcode::AddressOf:
        if (res && ops.size() == 1) edge(resolve(fn, ops[0].value), in.result, i, FlowKind::Local);
        break;
      case Opcode::StoreVar:
      case Opcode::DeclVar:
        if (ops.size() == 2 && reg_ok(ops[1])) edge(ops[1].value, resolve(fn, ops[0].value), i, FlowKind::Local);
        break;
      case Opcode::LoadField:
      case Opcode::LoadFieldIndirect:
        if (res && ops.size() == 2) {
          // a module's namespace carries its values in the Field nodes only
          const std::uint32_t key = reg_ok(ops[0]) ? module_key(ops[0].value) : 0;
          if (key) {
            edge(module_field(key, ops[1].value), in.result, i, FlowKind::Local);
          } else {
            if (reg_ok(ops[0])) edge(ops[0].value, in.result, i, FlowKind::Local);
            edge(field(ops[1].value), in.result, i, FlowKind::Local);
          }
        }
        break;
      case Opcode::StoreField:
        if (ops.size() == 3 && reg_ok(ops[0]) && reg_ok(ops[2])) {
          if (const std::uint32_t key = module_key(ops[0].value)) {
            edge(ops[2].value, module_field(key, ops[1].value), i, FlowKind::Local);
          } else {
            edge(ops[2].value, field(ops[1].value), i, FlowKind::Local);
            store_into(ops[0].value, ops[2].value, i, FlowKind::Local);
          }
        }
        break;
      case Opcode::StoreIndex:
        if (ops.size() == 3 && reg_ok(ops[0]) && reg_ok(ops[2])) store_into(ops[0].value, ops[2].value, i, FlowKind::Local);
        break;
      case Opcode::StoreIndirect:
        if (ops.size() == 2 && reg_ok(ops[0]) && reg_ok(ops[1])) store_into(ops[0].value, ops[1].value, i, FlowKind::Local);
        break;
      case Opcode::WriteRegion:
        if (ops.size() == 4 && reg_ok(ops[0]) && reg_ok(ops[3])) store_into(ops[0].value, ops[3].value, i, FlowKind::Local);
        break;
      case Opcode::Return:
        if (ops.size() == 1 && reg_ok(ops[0])) edge(ops[0].value, g.ret_base_ + fn, i, FlowKind::Local);
        break;
      case Opcode::CallFunction:
      case Opcode::CallMethod:
      case Opcode::CallUnknown:
      case Opcode::CallCtor: {
        const std::int64_t s = site_at(i);
        auto args = call_args(m, in);
        const Operand* recv = in.op == Opcode::CallMethod && !ops.empty() && reg_ok(ops[0]) ? &ops[0] : nullptr;
        bool through = true;
        if (s >= 0) {
          const CallSite& site = sites[static_cast<std::size_t>(s)];
          if (res) g.site_result_[static_cast<std::size_t>(s)] = in.result;
          for (std::uint32_t c : site.callees) {
            if (c >= nfn) continue;
            const auto& F = g.formals_[c];
            std::size_t off = 0;
            const bool self_first = !F.empty() && g.kind_[F[0]] == NodeKind::Variable && is_receiver_name(m.str(g.name_[F[0]]));
            const bool ctor = in.op == Opcode::CallCtor || is_ctor[c];
            if (self_first && (recv || ctor)) {
              off = 1;
              if (recv && !ctor) {
                edge(recv->value, F[0], i, FlowKind::Call);
                g.bindings_.push_back({static_cast<std::uint32_t>(s), c, recv->value, 0});
              }
              if (ctor && res) edge(F[0], in.result, i, FlowKind::Return);  // the constructed object
            }
            for (std::size_t k = 0; k < args.size(); ++k) {
              if (!reg_ok(args[k])) continue;
              std::size_t pos = off + k;
              // keyword argument: __kwarg("name", value) binds by name
              if (std::uint32_t w = g.writer_[args[k].value]; w != kNoFunction) {
                const Instruction& kw = m.instructions[w];
                auto kops = m.operands_of(kw);
                if (kw.op == Opcode::CallFunction && kops.size() == 3 && m.str(kops[0].sym()) == "__kwarg" && reg_ok(kops[1])) {
                  std::uint32_t nw = g.writer_[kops[1].value];
                  if (nw != kNoFunction && m.instructions[nw].op == Opcode::Const) {
                    const Literal& l = m.literal(m.operands_of(m.instructions[nw])[0]);
                    pos = F.size();
                    for (std::size_t j = 0; j < F.size(); ++j)
                      if (l.kind == LiteralKind::String && g.kind_[F[j]] == NodeKind::Variable && g.name_[F[j]] == l.text) pos = j;
                  }
                }
              }
              if (pos >= F.size()) continue;
              edge(args[k].value, F[pos], i, FlowKind::Call);
              g.bindings_.push_back({static_cast<std::uint32_t>(s), c, args[k].value, static_cast<std::uint32_t>(pos)});
            }
            if (res) edge(g.ret_base_ + c, in.result, i, FlowKind::Return);
          }
          // a method resolved by class hierarchy may still be a library
          // object's method: keep the conservative edges too
          through = site.callees.empty() || site.how == CallResolution::Hierarchy;
        }
        if (through) {
          for (const Operand& a : args)
            if (reg_ok(a)) {
              if (res) edge(a.value, in.result, i, FlowKind::Through);
              if (recv) store_into(recv->value, a.value, i, FlowKind::Through);
            }
          if (recv && res) edge(recv->value, in.result, i, FlowKind::Through);
        }
        break;
      }
      default:
        if (res && !is_call(in.op))
          for_each_register_read(m, in, [&](Reg r) {
            if (r < R) edge(r, in.result, i, FlowKind::Local);
          });
        break;
    }
  }
  E.shrink_to_fit();
  // bindings by actual
  g.bind_off_.assign(g.num_nodes() + 1, 0);
  for (const CallBinding& b : g.bindings_) ++g.bind_off_[b.actual + 1];
  for (std::uint32_t k = 0; k < g.num_nodes(); ++k) g.bind_off_[k + 1] += g.bind_off_[k];
  g.bind_.resize(g.bindings_.size());
  {
    std::vector<std::uint32_t> fill(g.bind_off_.begin(), g.bind_off_.end() - 1);
    for (std::uint32_t k = 0; k < g.bindings_.size(); ++k) g.bind_[fill[g.bindings_[k].actual]++] = k;
  }
  g.index();
  return g;
}

}  // namespace reddragon::analysis
