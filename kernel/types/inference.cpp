// inference.cpp - the fixpoint inference pass (see inference.hpp).
#include "reddragon/kernel/types/inference.hpp"

#include <algorithm>
#include <charconv>
#include <unordered_set>

#include "reddragon/kernel/types/coercion.hpp"
#include "reddragon/kernel/types/overload.hpp"

namespace reddragon::kernel::types {

using namespace reddragon::ir;

Type FunctionSignature::fn_type() const {
  std::vector<Type> ps;
  for (std::size_t k = is_method ? 1 : 0; k < params.size(); ++k) ps.push_back(params[k].type);
  return Type::function(std::move(ps), ret);
}

Type TypeEnvironment::variable_type(std::string_view scope, std::string_view name) const {
  std::string key(scope);
  key.push_back('\x1f');
  key.append(name);
  auto it = var_index_.find(key);
  return it == var_index_.end() ? Type() : vars_[it->second].type;
}

const FunctionSignature* TypeEnvironment::function_by_label(std::string_view label) const {
  auto it = fn_by_label_.find(std::string(label));
  return it == fn_by_label_.end() ? nullptr : &fns_[it->second];
}

std::vector<const FunctionSignature*> TypeEnvironment::functions_named(std::string_view name) const {
  std::vector<const FunctionSignature*> out;
  for (const auto& f : fns_)
    if (!f.is_class && f.name == name && !f.label.empty()) out.push_back(&f);
  return out;
}

Type TypeEnvironment::field_type(std::string_view cls, std::string_view field) const {
  for (const auto& c : graph_->ancestors(cls)) {
    auto it = fields_.find(c);
    if (it == fields_.end()) continue;
    auto f = it->second.find(std::string(field));
    if (f != it->second.end()) return f->second;
  }
  return Type();
}

Type TypeEnvironment::method_return_type(std::string_view cls, std::string_view method) const {
  for (const auto& c : graph_->ancestors(cls)) {
    Type acc;
    bool found = false;
    for (const auto& f : fns_)
      if (!f.is_class && f.owner_class == c && f.name == method) {
        acc = found ? graph_->lub(acc, f.ret) : f.ret;
        found = true;
      }
    if (found) return acc;
  }
  return Type();
}

// --- literals, element types ---------------------------------------------------
Type literal_type(const Literal& l) {
  switch (l.kind) {
    case LiteralKind::None: return Type::null();
    case LiteralKind::Bool: return Type::boolean();
    case LiteralKind::Int:
    case LiteralKind::BigInt: return Type::integer();
    case LiteralKind::Float: return Type::real();
    case LiteralKind::String: return Type::string();
    case LiteralKind::FuncRef: return Type::scalar("Function");
    case LiteralKind::ClassRef: return Type::scalar("Type");
  }
  return Type();
}

namespace {
Type elem_of(Type t) {
  if (t.kind() == Kind::Param && !t.args().empty()) {
    if (t.name() == "Map") return t.args()[0];
    if (t.name() == "Tuple") return Type::union_of(std::vector<Type>(t.args().begin(), t.args().end()));
    return t.args()[0];
  }
  if (t == Type::string()) return t;
  return Type();
}
// Unknown element types stay explicit (Array[Unknown]) so later merges refine them.
Type array_of(Type e) { return Type::param("Array", {e}); }
}  // namespace

// --- library return types -------------------------------------------------------
namespace {
// The IR's own intrinsics (kernel/vm/intrinsics.cpp), typed like a
// language's library. Languages declare theirs in their plugins.
const vm::ReturnType kIntrinsics[] = {
    {"__len", "Int"},          {"__ord", "Int"},          {"__chr", "String"},
    {"__iter", "Iterator[$elem[$0]]"}, {"__next__", "$elem[$0]"}, {"__has_next__", "Bool"},
};

bool is_subst(const std::string& name) { return !name.empty() && name[0] == '$'; }
bool is_arg_ref(std::string_view n) {  // $0, $1, ...
  return n.size() > 1 && n[0] == '$' && std::all_of(n.begin() + 1, n.end(), [](char c) { return c >= '0' && c <= '9'; });
}
// Substitution operators taking type arguments, with their arity.
int subst_op_arity(std::string_view n) {
  if (n == "$elem" || n == "$key" || n == "$value" || n == "$arith") return 1;
  if (n == "$or") return 2;
  return -1;
}

// Why a parsed template cannot be instantiated ("" if it can).
std::string template_problem(Type t) {
  if (is_subst(t.name()) && t.kind() == Kind::Scalar && t.name() != "$self" && t.name() != "$args" && !is_arg_ref(t.name()))
    return "unknown substitution '" + t.name() + "'";
  if (t.kind() == Kind::Param && is_subst(t.name())) {
    int n = subst_op_arity(t.name());
    if (n < 0) return "unknown substitution '" + t.name() + "[...]'";
    if (static_cast<std::size_t>(n) != t.args().size()) return t.name() + " takes " + std::to_string(n) + " argument(s)";
  }
  for (Type a : t.args())
    if (auto p = template_problem(a); !p.empty()) return p;
  if (t.kind() == Kind::Function) return template_problem(t.ret());
  return "";
}
}  // namespace

Type instantiate(Type t, Type self, std::span<const Type> args) {
  if (t.kind() == Kind::Scalar && is_subst(t.name())) {
    const std::string& n = t.name();
    if (n == "$self") return self;
    if (n == "$args") return Type::union_of(std::vector<Type>(args.begin(), args.end()));
    if (!is_arg_ref(n)) return Type();
    std::size_t k = 0;
    auto [end, ec] = std::from_chars(n.data() + 1, n.data() + n.size(), k);
    return ec == std::errc() && k < args.size() ? args[k] : Type();
  }
  if (t.kind() != Kind::Param && t.kind() != Kind::Union && t.kind() != Kind::Function) return t;
  if (t.kind() == Kind::Function) {
    std::vector<Type> ps;
    for (Type p : t.args()) ps.push_back(instantiate(p, self, args));
    return Type::function(std::move(ps), instantiate(t.ret(), self, args));
  }
  std::vector<Type> xs;
  for (Type a : t.args()) xs.push_back(instantiate(a, self, args));
  if (t.kind() == Kind::Union) return Type::union_of(std::move(xs));
  const std::string& n = t.name();
  if (!is_subst(n)) return Type::param(n, std::move(xs));
  Type x = xs[0];
  const bool map = x.kind() == Kind::Param && x.name() == "Map";
  if (n == "$elem") return elem_of(x);
  if (n == "$key") return map ? x.args()[0] : Type();
  if (n == "$value") return map && x.args().size() > 1 ? x.args()[1] : Type();
  if (n == "$arith") return x == Type::boolean() ? Type::integer() : x;
  if (n == "$or" && xs.size() == 2) return x.is_unknown() ? xs[1] : x;
  return Type();
}

LibraryTypes::LibraryTypes(const vm::LanguageTypes* language) {
  for (const auto& d : kIntrinsics) add(functions_, d);
  if (!language) return;
  for (const auto& d : language->functions) add(functions_, d);
  for (const auto& table : language->methods)
    if (table.receiver)
      for (const auto& d : table.methods) add(methods_[table.receiver], d);
}

void LibraryTypes::add(Index& index, const vm::ReturnType& decl) {
  if (!decl.name || !decl.type) return;
  index[decl.name].push_back(static_cast<std::uint32_t>(rules_.size()));
  rules_.push_back(Rule{&decl});
}

bool LibraryTypes::apply(const Index& index, std::string_view name, Type self, std::span<const Type> args, Type& out) const {
  auto it = index.find(name);
  if (it == index.end()) return false;
  for (std::uint32_t k : it->second) {
    const Rule& r = rules_[k];
    if (r.decl->arity >= 0 && static_cast<std::size_t>(r.decl->arity) != args.size()) continue;
    if (!r.parsed) {
      auto t = parse_type(r.decl->type);
      r.type = t && template_problem(*t).empty() ? *t : Type();  // check_language_types reports the others
      r.substitutes = r.type.text().find('$') != std::string::npos;
      r.parsed = true;
    }
    out = r.substitutes ? instantiate(r.type, self, args) : r.type;
    return true;
  }
  return false;
}

Type LibraryTypes::function(std::string_view fn, std::span<const Type> args) const {
  Type t;
  apply(functions_, fn, Type(), args, t);
  return t;
}

Type LibraryTypes::method(Type receiver, std::string_view m, std::span<const Type> args) const {
  Type t;
  std::string_view head = receiver.is_unknown() ? std::string_view("Unknown") : std::string_view(receiver.head());
  for (std::string_view table : {head, std::string_view("Any")}) {
    auto it = methods_.find(table);
    if (it != methods_.end() && apply(it->second, m, receiver, args, t)) return t;
  }
  return t;
}

std::vector<std::string> check_language_types(const vm::LanguageTypes& language) {
  std::vector<std::string> out;
  auto check = [&](const std::string& where, const vm::ReturnType& d) {
    if (!d.name || !d.type) {
      out.push_back(where + "an entry without a name or a type");
      return;
    }
    auto t = parse_type(d.type);
    std::string problem = t ? template_problem(*t) : t.error().message;
    if (!problem.empty()) out.push_back(where + d.name + ": " + d.type + ": " + problem);
  };
  for (const auto& d : language.functions) check("", d);
  for (const auto& table : language.methods) {
    if (!table.receiver) {
      out.push_back("a method table without a receiver");
      continue;
    }
    for (const auto& d : table.methods) check(std::string(table.receiver) + ".", d);
  }
  return out;
}

// --- graph for a module -------------------------------------------------------
namespace {
bool is_self_name(std::string_view n) { return n == "self" || n == "this" || n == "$this"; }
}  // namespace

std::shared_ptr<TypeGraph> graph_for_module(const Module& m, std::shared_ptr<const TypeGraph> base) {
  if (!base) base = TypeGraph::base();
  auto g = base->extend();
  std::unordered_set<std::string_view> interfaces;
  for (const Instruction& in : m.instructions)
    if (in.op == Opcode::Label && in.type.id != 0 && in.num_operands == 1) {
      std::string_view t = m.str(in.type);
      if (t == "Interface" || t == "Trait") interfaces.insert(m.str(m.operands_of(in)[0].sym()));
    }
  for (const Literal& l : m.literals) {
    if (l.kind != LiteralKind::ClassRef) continue;
    auto parents = ir::split_list(m.str(l.extra));
    if (interfaces.count(m.str(l.label))) g->add_interface(m.str(l.text), parents);
    else g->add_class(m.str(l.text), parents);
  }
  return g;
}

// --- the pass -----------------------------------------------------------------
class Inferencer {
 public:
  Inferencer(const Module& m, const InferenceOptions& o, std::shared_ptr<const TypeGraph> g)
      : m_(m), o_(o), env_(std::make_shared<TypeEnvironment>()), rules_(o.language), library_(o.language) {
    auto layer = graph_for_module(m, g);
    graph_ = layer;
    env_->graph_ = layer;
    env_->language_ = m.language;
  }

  std::shared_ptr<const TypeEnvironment> run() {
    prepare();
    std::uint32_t it = 0;
    bool converged = false;
    while (it < o_.max_iterations) {
      ++it;
      changes_ = 0;
      pass();
      if (changes_ == 0) {
        converged = true;
        break;
      }
    }
    env_->iterations_ = it;
    env_->converged_ = converged;
    finish();
    return env_;
  }

 private:
  struct Range {
    std::uint32_t begin, end;
    bool is_class;
    std::string name, label;
    std::vector<std::string> parents;
  };
  struct Site {           // an array / tuple / map allocation
    enum Kind : std::uint8_t { List, Tuple, Set, Map } kind = List;
    Type elem, key;       // Map: key, elem = value
    std::vector<Type> slots;  // Tuple per index
  };
  struct Param {
    Reg reg;
    bool star;
  };

  std::string_view label_of(const Instruction& in) const {
    return in.num_operands == 1 ? m_.str(m_.operands_of(in)[0].sym()) : std::string_view{};
  }

  Type merge(Type old, Type t) {
    if (old == t || t.is_unknown()) return old;
    // a raw constructor (Tuple) carries no argument information: Tuple[Int, String] refines it
    if (old.kind() == Kind::Scalar && t.kind() == Kind::Param && old.name() == t.name()) return t;
    if (t.kind() == Kind::Scalar && old.kind() == Kind::Param && old.name() == t.name()) return old;
    Type r = old.is_unknown() ? t : graph_->lub(old, t);
    if (r.depth() > o_.max_depth) r = widen(r);
    return r;
  }
  Type widen(Type t) {
    if (t.kind() == Kind::Param) return Type::scalar(t.name());
    if (t.kind() == Kind::Function) return Type::scalar("Function");
    if (t.kind() == Kind::Union) {
      std::vector<Type> ms;
      for (Type x : t.args()) ms.push_back(x.depth() > o_.max_depth - 1 ? widen(x) : x);
      return Type::union_of(ms);
    }
    return t;
  }
  bool update(Type& slot, Type t) {
    Type n = merge(slot, t);
    if (n == slot) return false;
    slot = n;
    ++changes_;
    return true;
  }
  void set(Type& slot, Type t) {
    if (slot != t) {
      slot = t;
      ++changes_;
    }
  }

  void prepare() {
    const auto n = static_cast<std::uint32_t>(m_.instructions.size());
    // ranges, as the VM finds them
    struct Ref {
      bool is_class;
      std::string name, parents;
    };
    std::unordered_map<std::string_view, Ref> refs;
    for (const Literal& l : m_.literals) {
      if (l.kind == LiteralKind::FuncRef) refs.emplace(m_.str(l.label), Ref{false, std::string(m_.str(l.text)), ""});
      if (l.kind == LiteralKind::ClassRef)
        refs.emplace(m_.str(l.label), Ref{true, std::string(m_.str(l.text)), std::string(m_.str(l.extra))});
    }
    std::unordered_map<std::string_view, std::uint32_t> label_idx;
    for (std::uint32_t i = 0; i < n; ++i)
      if (m_.instructions[i].op == Opcode::Label) label_idx.emplace(label_of(m_.instructions[i]), i);
    std::vector<Range> ranges;
    for (std::uint32_t i = 0; i < n; ++i) {
      const Instruction& in = m_.instructions[i];
      if (in.op != Opcode::Label) continue;
      auto it = refs.find(label_of(in));
      if (it == refs.end()) continue;
      std::string lab(label_of(in));
      std::string end = lab.rfind("func_", 0) == 0 ? "end_" + lab.substr(5) : "end_" + lab;
      auto e = label_idx.find(end);
      std::uint32_t end_idx = e != label_idx.end() && e->second > i ? e->second : n;
      ranges.push_back(Range{i, end_idx, it->second.is_class, it->second.name, lab, ir::split_list(it->second.parents)});
    }
    std::sort(ranges.begin(), ranges.end(), [](const Range& a, const Range& b) { return a.begin < b.begin; });

    auto& fns = env_->fns_;
    fns.emplace_back();
    fns[0].name = "<module>";
    fns[0].ir_end = n;
    for (const Range& r : ranges) {
      FunctionSignature f;
      f.name = r.name;
      f.label = r.label;
      f.is_class = r.is_class;
      f.ir_begin = r.begin;
      f.ir_end = r.end;
      f.span = m_.instructions[r.begin].span;
      const Instruction& lab = m_.instructions[r.begin];
      if (!r.is_class && lab.type.id != 0) {
        f.ret = parse_annotation(lab.type);
        f.ret_annotated = !f.ret.is_unknown();
      }
      env_->fn_by_label_.emplace(f.label, fns.size());
      fns.push_back(std::move(f));
    }
    container_.assign(fns.size(), -1);
    owner_.assign(n, 0);
    std::vector<int> stack{0};
    std::size_t next = 1;
    for (std::uint32_t i = 0; i < n; ++i) {
      while (stack.size() > 1 && i >= fns[static_cast<std::size_t>(stack.back())].ir_end) stack.pop_back();
      while (next < fns.size() && fns[next].ir_begin == i) {
        int c = stack.back();
        container_[next] = c;
        int par = c;
        while (par > 0 && fns[static_cast<std::size_t>(par)].is_class) par = container_[static_cast<std::size_t>(par)];
        fns[next].parent = par < 0 ? 0 : par;
        if (c > 0 && fns[static_cast<std::size_t>(c)].is_class) fns[next].owner_class = fns[static_cast<std::size_t>(c)].name;
        stack.push_back(static_cast<int>(next));
        ++next;
      }
      owner_[i] = stack.back();
    }
    params_.resize(fns.size());

    // reachability: labels that something jumps to, range entries
    std::unordered_set<std::uint32_t> targets;
    for (const Instruction& in : m_.instructions) {
      if (in.op == Opcode::Label) continue;
      for (const Operand& o : m_.operands_of(in))
        if (o.kind == OperandKind::Label) targets.insert(o.value);
    }
    for (const Range& r : ranges) targets.insert(m_.operands_of(m_.instructions[r.begin])[0].value);
    reachable_.assign(n, true);
    bool live = true;
    for (std::uint32_t i = 0; i < n; ++i) {
      const Instruction& in = m_.instructions[i];
      if (in.op == Opcode::Label) {
        if (in.num_operands == 1 && targets.count(m_.operands_of(in)[0].value)) live = true;
        reachable_[i] = live;
        continue;
      }
      reachable_[i] = live;
      if (in.op == Opcode::Branch || in.op == Opcode::Return || in.op == Opcode::Throw || in.op == Opcode::Halt)
        live = false;
    }

    // parameters and declared names
    std::unordered_set<std::uint64_t> declared;
    auto key = [](int f, std::uint32_t sym) { return (static_cast<std::uint64_t>(f) << 32) | sym; };
    for (std::uint32_t i = 0; i < n; ++i) {
      const Instruction& in = m_.instructions[i];
      int f = owner_[i];
      auto ops = m_.operands_of(in);
      if (in.op == Opcode::Symbolic && f > 0 && !ops.empty() && ops[0].kind == OperandKind::Literal &&
          m_.literal(ops[0]).kind == LiteralKind::String) {
        std::string_view hint = m_.str(m_.literal(ops[0]).text);
        if (hint.rfind("param:", 0) == 0 && in.result != kNoReg) {
          std::string_view pn = hint.substr(6);
          bool star = false;
          while (!pn.empty() && pn.front() == '*') {
            pn.remove_prefix(1);
            star = true;
          }
          auto& fs = fns[static_cast<std::size_t>(f)];
          bool dup = false;
          for (auto& p : fs.params) dup |= p.name == pn;
          if (!dup) {
            ParamSignature p;
            p.name = std::string(pn);
            if (in.type.id != 0) {
              p.type = parse_annotation(in.type);
              p.annotated = !p.type.is_unknown();
            }
            if (fs.params.empty() && is_self_name(pn) && !fs.owner_class.empty()) {
              fs.is_method = true;
              if (!p.annotated) {
                p.type = Type::scalar(fs.owner_class);
                p.annotated = true;
              }
            }
            fs.params.push_back(p);
            params_[static_cast<std::size_t>(f)].push_back(Param{in.result, star});
            param_of_reg_.emplace(in.result, std::make_pair(f, fs.params.size() - 1));
            Symbol s;
            if (m_.strings.find(pn, s)) declared.insert(key(f, s.id));
          }
        }
      }
      if ((in.op == Opcode::DeclVar || (in.op == Opcode::StoreVar && f == 0)) && !ops.empty() &&
          ops[0].kind == OperandKind::Var)
        declared.insert(key(f, ops[0].value));
    }

    // variables: one id per (declaring scope, name)
    std::unordered_map<std::uint64_t, std::uint32_t> var_ids;
    auto resolve = [&](int f, std::uint32_t sym) -> std::uint32_t {
      int scope = 0;
      for (int g = f; g >= 0;) {
        if (declared.count(key(g, sym))) {
          scope = g;
          break;
        }
        if (g == 0) break;
        g = fns[static_cast<std::size_t>(g)].parent;
      }
      auto [it, fresh] = var_ids.emplace(key(scope, sym), static_cast<std::uint32_t>(env_->vars_.size()));
      if (fresh) {
        VariableInfo v;
        v.scope = scope == 0 ? "" : fns[static_cast<std::size_t>(scope)].label;
        v.name = std::string(m_.str(Symbol{sym}));
        env_->vars_.push_back(std::move(v));
        var_fns_.emplace_back();
        var_class_.emplace_back();
        var_site_.push_back(-1);
        var_scope_.push_back(scope);
      }
      return it->second;
    };
    var_of_.assign(n, kNone);
    for (std::uint32_t i = 0; i < n; ++i) {
      const Instruction& in = m_.instructions[i];
      auto ops = m_.operands_of(in);
      if (ops.empty()) continue;
      switch (in.op) {
        case Opcode::LoadVar:
        case Opcode::StoreVar:
        case Opcode::DeclVar:
        case Opcode::AddressOf:
          if (ops[0].kind == OperandKind::Var) var_of_[i] = resolve(owner_[i], ops[0].value);
          break;
        case Opcode::CallFunction:
          if (ops[0].kind == OperandKind::Func || ops[0].kind == OperandKind::Var)
            var_of_[i] = resolve(owner_[i], ops[0].value);
          break;
        default: break;
      }
    }

    // registers: literal definitions, function/class references held in variables
    env_->regs_.assign(m_.num_registers, Type());
    env_->reg_owner_.assign(m_.num_registers, 0);
    reg_site_.assign(m_.num_registers, -1);
    reg_int_.assign(m_.num_registers, -1);
    reg_fn_.assign(m_.num_registers, -1);
    reg_class_.assign(m_.num_registers, {});
    annot_.assign(n, Type());
    for (std::uint32_t i = 0; i < n; ++i) {
      const Instruction& in = m_.instructions[i];
      if (in.type.id != 0 && in.op != Opcode::Label) annot_[i] = parse_annotation(in.type);
      if (in.result != kNoReg && in.result < m_.num_registers) env_->reg_owner_[in.result] = owner_[i];
      auto ops = m_.operands_of(in);
      if (in.op == Opcode::Const && in.result < m_.num_registers && !ops.empty() && ops[0].kind == OperandKind::Literal) {
        const Literal& l = m_.literal(ops[0]);
        if (l.kind == LiteralKind::Int && l.i >= 0 && l.i < 1'000'000) reg_int_[in.result] = static_cast<int>(l.i);
        if (l.kind == LiteralKind::FuncRef) {
          auto it = env_->fn_by_label_.find(std::string(m_.str(l.label)));
          if (it != env_->fn_by_label_.end()) reg_fn_[in.result] = static_cast<int>(it->second);
        }
        if (l.kind == LiteralKind::ClassRef) reg_class_[in.result] = std::string(m_.str(l.text));
      }
    }
    for (std::uint32_t i = 0; i < n; ++i) {
      const Instruction& in = m_.instructions[i];
      if ((in.op != Opcode::DeclVar && in.op != Opcode::StoreVar) || var_of_[i] == kNone) continue;
      auto ops = m_.operands_of(in);
      if (ops.size() < 2 || ops[1].kind != OperandKind::Reg || ops[1].value >= m_.num_registers) continue;
      Reg r = ops[1].value;
      VariableInfo& v = env_->vars_[var_of_[i]];
      if (v.span.empty()) v.span = in.span;
      if (reg_fn_[r] >= 0) {
        auto& fl = var_fns_[var_of_[i]];
        if (std::find(fl.begin(), fl.end(), reg_fn_[r]) == fl.end()) fl.push_back(reg_fn_[r]);
      }
      if (!reg_class_[r].empty()) var_class_[var_of_[i]] = reg_class_[r];
      if (!annot_[i].is_unknown()) {
        v.type = annot_[i];
        v.declared = true;
      }
    }
    for (auto& p : param_of_reg_) {
      auto& fs = fns[static_cast<std::size_t>(p.second.first)];
      if (fs.params[p.second.second].annotated) env_->regs_[p.first] = fs.params[p.second.second].type;
    }
  }

  Type parse_annotation(Symbol s) {
    auto it = annot_cache_.find(s.id);
    if (it != annot_cache_.end()) return it->second;
    auto r = parse_type(m_.str(s));
    Type t = r ? graph_->resolve_aliases(*r) : Type::scalar(m_.str(s));  // unparsable text: an opaque name
    annot_cache_.emplace(s.id, t);
    return t;
  }

  Type R(Reg r) const { return r < env_->regs_.size() ? env_->regs_[r] : Type(); }

  /// Candidates for a call: functions, overload choice by argument types.
  int choose(const std::vector<int>& cands, std::span<const Type> args, bool method_call) {
    if (cands.empty()) return -1;
    if (cands.size() == 1) return cands[0];
    std::vector<OverloadCandidate> oc;
    for (int c : cands) {
      const auto& f = env_->fns_[static_cast<std::size_t>(c)];
      OverloadCandidate o;
      for (std::size_t k = (method_call && f.is_method) ? 1 : 0; k < f.params.size(); ++k) o.params.push_back(f.params[k].type);
      oc.push_back(std::move(o));
    }
    auto r = resolve_overload(*graph_, oc, args);
    return r.index >= 0 ? cands[static_cast<std::size_t>(r.index)] : -2;  // -2: ambiguous / none
  }

  Type call_result(const std::vector<int>& cands, std::span<const Type> args, bool method_call) {
    int c = choose(cands, args, method_call);
    if (c == -2) {  // unresolved overload: join the candidates
      Type t;
      for (int k : cands) t = merge(t, env_->fns_[static_cast<std::size_t>(k)].ret);
      return t;
    }
    if (c < 0) return Type();
    auto& f = env_->fns_[static_cast<std::size_t>(c)];
    if (o_.infer_params_from_calls) {
      std::size_t off = (method_call && f.is_method) ? 1 : 0;
      bool star = false;
      for (auto& p : params_[static_cast<std::size_t>(c)]) star |= p.star;
      if (!star && args.size() + off <= f.params.size())
        for (std::size_t k = 0; k < args.size(); ++k) {
          auto& p = f.params[k + off];
          if (!p.annotated) update(p.type, args[k]);
        }
    }
    return f.ret;
  }

  std::vector<int> methods_of(const std::string& cls, std::string_view name) {
    std::vector<int> out;
    for (const auto& c : graph_->ancestors(cls)) {
      auto it = methods_.find(c);
      if (it != methods_.end()) {
        auto m = it->second.find(std::string(name));
        if (m != it->second.end()) out = m->second;
      }
      if (!out.empty()) break;
    }
    return out;
  }

  bool is_user_class(Type t) const {
    return t.kind() == Kind::Scalar && graph_->knows(t.name()) && graph_->node_kind(t.name()) != NodeKind::Builtin;
  }

  Type binop_type(Operator op, Type a, Type b) const { return rules_.binop_result(op, a, b); }

  void pass() {
    if (methods_.empty())
      for (std::size_t k = 1; k < env_->fns_.size(); ++k) {
        const auto& f = env_->fns_[k];
        if (!f.is_class && !f.owner_class.empty()) methods_[f.owner_class][f.name].push_back(static_cast<int>(k));
      }
    const auto n = static_cast<std::uint32_t>(m_.instructions.size());
    std::vector<Type> argt;
    for (std::uint32_t i = 0; i < n; ++i) {
      const Instruction& in = m_.instructions[i];
      auto ops = m_.operands_of(in);
      auto reg = [&](std::size_t k) -> Reg {
        return k < ops.size() && ops[k].kind == OperandKind::Reg && ops[k].value < m_.num_registers ? ops[k].value : kNoReg;
      };
      auto T = [&](std::size_t k) { Reg r = reg(k); return r == kNoReg ? Type() : env_->regs_[r]; };
      auto args_from = [&](std::size_t first) {
        argt.clear();
        for (std::size_t k = first; k < ops.size(); ++k) argt.push_back(T(k));
      };
      Type t;  // result type
      switch (in.op) {
        case Opcode::Const: {
          if (ops.empty() || ops[0].kind != OperandKind::Literal) break;
          const Literal& l = m_.literal(ops[0]);
          t = literal_type(l);
          if (in.result < m_.num_registers && reg_fn_[in.result] >= 0) t = env_->fns_[static_cast<std::size_t>(reg_fn_[in.result])].fn_type();
          else if (in.result < m_.num_registers && !reg_class_[in.result].empty())
            t = Type::param("Type", {Type::scalar(reg_class_[in.result])});
          break;
        }
        case Opcode::Symbolic: {
          auto it = param_of_reg_.find(in.result);
          if (it != param_of_reg_.end()) t = env_->fns_[static_cast<std::size_t>(it->second.first)].params[it->second.second].type;
          break;
        }
        case Opcode::LoadVar:
          if (var_of_[i] != kNone) {
            t = env_->vars_[var_of_[i]].type;
            if (in.result < m_.num_registers) {
              std::int32_t s = var_site_[var_of_[i]];
              if (s >= 0 && reg_site_[in.result] != s) {
                reg_site_[in.result] = s;
                ++changes_;
              }
            }
          }
          break;
        case Opcode::DeclVar:
        case Opcode::StoreVar: {
          if (var_of_[i] == kNone) break;
          VariableInfo& v = env_->vars_[var_of_[i]];
          Reg r = reg(1);
          if (r != kNoReg && reg_site_[r] >= 0) {
            auto& vs = var_site_[var_of_[i]];
            if (vs == -1) {
              vs = reg_site_[r];
              ++changes_;
            } else if (vs >= 0 && vs != reg_site_[r]) {
              vs = -2;  // several allocation sites: no element tracking through this variable
              ++changes_;
            }
          }
          if (!v.declared) update(v.type, T(1));
          break;
        }
        case Opcode::LoadField:
        case Opcode::LoadFieldIndirect: {
          Type o = T(0);
          if (in.op == Opcode::LoadFieldIndirect && o.kind() == Kind::Param && o.name() == "Pointer") o = o.args()[0];
          if (ops.size() > 1 && !o.head().empty()) {
            std::string_view f = m_.str(ops[1].sym());
            t = field_of(o.head(), f);
            if (t.is_unknown()) {
              auto ms = methods_of(o.head(), f);
              if (ms.size() == 1) t = env_->fns_[static_cast<std::size_t>(ms[0])].fn_type();
            }
          }
          break;
        }
        case Opcode::StoreField: {
          Type o = T(0);
          if (ops.size() > 1 && is_user_class(o)) update(env_->fields_[o.name()][std::string(m_.str(ops[1].sym()))], T(2));
          break;
        }
        case Opcode::LoadIndex: {
          Type a = T(0);
          Reg ar = reg(0), ir_ = reg(1);
          if (a.kind() == Kind::Param && a.name() == "Tuple" && ir_ != kNoReg && reg_int_[ir_] >= 0 &&
              static_cast<std::size_t>(reg_int_[ir_]) < a.args().size())
            t = a.args()[static_cast<std::size_t>(reg_int_[ir_])];
          else if (a.kind() == Kind::Param && a.name() == "Map" && a.args().size() == 2)
            t = a.args()[1];
          else
            t = elem_of(a);
          if (t.is_unknown() && ar != kNoReg && reg_site_[ar] >= 0) t = sites_[static_cast<std::size_t>(reg_site_[ar])].elem;
          break;
        }
        case Opcode::StoreIndex: {
          Reg ar = reg(0), ir_ = reg(1);
          if (ar == kNoReg || reg_site_[ar] < 0) break;
          Site& s = sites_[static_cast<std::size_t>(reg_site_[ar])];
          if (s.kind == Site::Tuple && ir_ != kNoReg && reg_int_[ir_] >= 0 && reg_int_[ir_] < 64) {
            auto k = static_cast<std::size_t>(reg_int_[ir_]);
            if (s.slots.size() <= k) {
              s.slots.resize(k + 1);
              ++changes_;
            }
            update(s.slots[k], T(2));
          } else if (s.kind == Site::Map) {
            update(s.key, T(1));
            update(s.elem, T(2));
          } else {
            update(s.elem, T(2));
          }
          break;
        }
        case Opcode::NewArray:
        case Opcode::NewObject: {
          std::string_view kind = !ops.empty() && ops[0].kind != OperandKind::Reg && ops[0].kind != OperandKind::Null
                                      ? m_.str(ops[0].sym())
                                      : std::string_view("list");
          bool container = in.op == Opcode::NewArray || kind == "dict" || kind == "map" || kind == "Map";
          if (!container) {
            t = kind == "object" ? Type::object() : Type::scalar(kind);
            break;
          }
          if (in.result >= m_.num_registers) break;
          auto [it, fresh] = site_of_.emplace(i, static_cast<std::int32_t>(sites_.size()));
          if (fresh) {
            Site s;
            s.kind = kind == "tuple" ? Site::Tuple : kind == "set" ? Site::Set : (kind == "dict" || kind == "map" || kind == "Map") ? Site::Map : Site::List;
            sites_.push_back(s);
          }
          reg_site_[in.result] = it->second;
          const Site& s = sites_[static_cast<std::size_t>(it->second)];
          switch (s.kind) {
            case Site::List: t = array_of(s.elem); break;
            case Site::Set: t = Type::param("Set", {s.elem}); break;
            case Site::Map: t = Type::param("Map", {s.key, s.elem}); break;
            case Site::Tuple: t = s.slots.empty() ? Type::scalar("Tuple") : Type::param("Tuple", s.slots); break;
          }
          break;
        }
        case Opcode::Binop:
          if (!ops.empty() && ops[0].kind == OperandKind::Operator)
            t = binop_type(static_cast<Operator>(ops[0].value), T(1), T(2));
          break;
        case Opcode::Unop:
          if (!ops.empty() && ops[0].kind == OperandKind::Operator) t = rules_.unop_result(static_cast<Operator>(ops[0].value), T(1));
          break;
        case Opcode::CallFunction: {
          args_from(1);
          std::uint32_t v = var_of_[i];
          if (v != kNone && !var_class_[v].empty()) {
            t = Type::scalar(var_class_[v]);
            auto ctor = methods_of(var_class_[v], "__init__");
            if (!ctor.empty()) call_result(ctor, argt, true);
          } else if (v != kNone && !var_fns_[v].empty()) {
            t = call_result(var_fns_[v], argt, false);
          } else {
            Type vt = v != kNone ? env_->vars_[v].type : Type();
            if (vt.kind() == Kind::Function) t = vt.ret();
            else if (vt.kind() == Kind::Param && vt.name() == "Type") t = vt.args()[0];
            else if (!ops.empty()) t = library_.function(m_.str(ops[0].sym()), argt);
          }
          break;
        }
        case Opcode::CallMethod: {
          args_from(2);
          Type o = T(0);
          std::string_view mname = ops.size() > 1 ? m_.str(ops[1].sym()) : std::string_view{};
          if (o.kind() == Kind::Param && o.name() == "Type" && !o.args().empty()) o = o.args()[0];  // static call
          if (is_user_class(o)) {
            auto ms = methods_of(o.name(), mname);
            if (!ms.empty()) t = call_result(ms, argt, true);
          }
          if (t.is_unknown()) t = library_.method(o, mname, argt);
          if (t.is_unknown() && o.is_unknown()) {
            // receiver unknown: a method name only user classes define, with one return type
            Type acc;
            bool any = false, agree = true;
            for (auto& [cls, table] : methods_) {
              auto it = table.find(std::string(mname));
              if (it == table.end()) continue;
              for (int k : it->second) {
                Type r = env_->fns_[static_cast<std::size_t>(k)].ret;
                if (any && r != acc) agree = false;
                acc = r;
                any = true;
              }
            }
            if (any && agree) t = acc;
          }
          break;
        }
        case Opcode::CallUnknown: {
          Type f = T(0);
          if (f.kind() == Kind::Function) t = f.ret();
          else if (f.kind() == Kind::Param && f.name() == "Type") t = f.args()[0];
          break;
        }
        case Opcode::CallCtor:
          if (!ops.empty() && ops[0].kind == OperandKind::Class) {
            t = Type::scalar(m_.str(ops[0].sym()));
            args_from(1);
            auto ctor = methods_of(t.name(), "__init__");
            if (ctor.empty()) ctor = methods_of(t.name(), t.name());
            if (!ctor.empty()) call_result(ctor, argt, true);
          }
          break;
        case Opcode::Return: {
          int f = owner_[i];
          if (f <= 0 || !reachable_[i]) break;
          auto& fs = env_->fns_[static_cast<std::size_t>(f)];
          if (fs.is_class || fs.ret_annotated) break;
          update(fs.ret, reg(0) == kNoReg ? Type::null() : T(0));
          break;
        }
        case Opcode::AddressOf:
          if (var_of_[i] != kNone) {
            Type v = env_->vars_[var_of_[i]].type;
            t = v.is_unknown() ? Type::scalar("Pointer") : Type::param("Pointer", {v});
          }
          break;
        case Opcode::LoadIndirect: {
          Type p = T(0);
          if (p.kind() == Kind::Param && p.name() == "Pointer") t = p.args()[0];
          break;
        }
        case Opcode::AllocRegion: t = Type::scalar("Region"); break;
        case Opcode::LoadRegion: t = Type::string(); break;
        default: break;
      }
      if (in.result < m_.num_registers) {
        if (!annot_[i].is_unknown()) t = annot_[i];  // the frontend's annotation wins
        Type& slot = env_->regs_[in.result];
        if (in.op == Opcode::Symbolic && param_of_reg_.count(in.result)) set(slot, t);
        else update(slot, t);
      }
    }
  }

  Type field_of(const std::string& cls, std::string_view f) {
    for (const auto& c : graph_->ancestors(cls)) {
      auto it = env_->fields_.find(c);
      if (it == env_->fields_.end()) continue;
      auto fi = it->second.find(std::string(f));
      if (fi != it->second.end()) return fi->second;
    }
    return Type();
  }

  void finish() {
    // class-body attributes are fields too (static / class attributes)
    for (std::size_t v = 0; v < env_->vars_.size(); ++v) {
      int s = var_scope_[v];
      const auto& var = env_->vars_[v];
      if (s > 0 && env_->fns_[static_cast<std::size_t>(s)].is_class && var_fns_[v].empty()) {
        auto& slot = env_->fields_[env_->fns_[static_cast<std::size_t>(s)].name][var.name];
        if (slot.is_unknown()) slot = var.type;
      }
      env_->var_index_.emplace(var.scope + '\x1f' + var.name, v);
    }
  }

  const Module& m_;
  InferenceOptions o_;
  std::shared_ptr<TypeEnvironment> env_;
  std::shared_ptr<const TypeGraph> graph_;
  CoercionRules rules_;   ///< the language's profile (the IR's without one)
  LibraryTypes library_;  ///< the IR's intrinsics and the language's library
  std::size_t changes_ = 0;
  std::vector<int> container_, owner_;
  std::vector<bool> reachable_;
  std::vector<std::vector<Param>> params_;
  std::unordered_map<Reg, std::pair<int, std::size_t>> param_of_reg_;
  std::vector<std::uint32_t> var_of_;
  std::vector<std::vector<int>> var_fns_;
  std::vector<std::string> var_class_;
  std::vector<std::int32_t> var_site_;
  std::vector<int> var_scope_;
  std::vector<std::int32_t> reg_site_;
  std::vector<int> reg_int_, reg_fn_;
  std::vector<std::string> reg_class_;
  std::vector<Type> annot_;
  std::unordered_map<std::uint32_t, Type> annot_cache_;
  std::vector<Site> sites_;
  std::unordered_map<std::uint32_t, std::int32_t> site_of_;
  std::unordered_map<std::string, std::unordered_map<std::string, std::vector<int>>> methods_;
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
};

std::shared_ptr<const TypeEnvironment> infer_types(const Module& m, const InferenceOptions& opts,
                                                   std::shared_ptr<const TypeGraph> graph) {
  return Inferencer(m, opts, std::move(graph)).run();
}

}  // namespace reddragon::kernel::types
