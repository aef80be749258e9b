// callgraph.cpp - call graph construction (see callgraph.hpp).
//
// One flow-insensitive propagation of "callable" abstract values
// (functions, classes, instances of classes) over nodes: registers,
// variables (scope, name), fields (by name only: field-based, as
// approximate JavaScript call graphs do), function returns. Call sites
// watch their callee/receiver node; a newly found callee connects the
// arguments to its parameters and its return to the call's result, so
// callbacks passed as arguments and factories returning functions resolve.
#include "reddragon/analysis/callgraph.hpp"

#include <algorithm>
#include <deque>
#include <unordered_map>
#include <unordered_set>

namespace reddragon::analysis {

using namespace reddragon::ir;

namespace {

/// Largest value set a node holds; beyond it the node stops growing (a
/// documented bound: keeps megamorphic fields from costing quadratic time).
constexpr std::size_t kMaxValues = 64;
/// A method call on a receiver of unknown class reaches every method of
/// that name only when at most this many exist (and a field of that name
/// only when it holds at most this many functions); beyond, the site stays
/// unresolved: `x.get()` in a large program names hundreds of classes'
/// `get`, and such a site says nothing useful while costing edges
/// quadratic in the program's size.
constexpr std::size_t kMaxHierarchyTargets = 16;

/// Abstract values: a function, a class object, an instance of a class, or
/// the proxy `super()` returns inside a method of a class (its bases).
enum : std::uint32_t { kFunc = 0u << 30, kClass = 1u << 30, kInst = 2u << 30, kSuper = 3u << 30, kTagMask = 3u << 30 };
constexpr std::uint32_t tag(std::uint32_t v) { return v & kTagMask; }
constexpr std::uint32_t payload(std::uint32_t v) { return v & ~kTagMask; }

/// Linked-module number of a label: "func_m3$x_1", "m3$class_A_2" -> 3; 0 otherwise.
std::uint32_t module_of_label(std::string_view label) {
  if (label.starts_with("func_")) label.remove_prefix(5);
  else if (label.starts_with("end_")) label.remove_prefix(4);
  if (label.size() < 3 || label[0] != 'm' || label[1] < '0' || label[1] > '9') return 0;
  std::uint32_t n = 0;
  std::size_t i = 1;
  for (; i < label.size() && label[i] >= '0' && label[i] <= '9' && n < 100000000; ++i) n = n * 10 + static_cast<std::uint32_t>(label[i] - '0');
  return i < label.size() && label[i] == '$' ? n + 1 : 0;  // m0$ is module 1: 0 stays the entry
}

struct Site {
  std::uint32_t instr;
  Opcode op;
  std::uint32_t callee_node = UINT32_MAX;  ///< variable/register holding the callee or receiver
  Symbol name;
  std::vector<std::uint32_t> funcs;     ///< resolved functions
  std::vector<std::uint32_t> classes;   ///< classes constructed
  bool hierarchy = false;
  bool hierarchy_done = false;            ///< method: the by-name fallback was added
  std::uint32_t field_node = UINT32_MAX;  ///< method: the field-based fallback node
};

class Builder {
 public:
  Builder(const Module& m, CallGraph& out, std::vector<CallGraphFunction>& fns, std::vector<CallGraphClass>& cls,
          std::vector<CallSite>& sites)
      : m_(m), fns_(fns), cls_(cls), out_sites_(sites) {
    (void)out;
  }

  void run() {
    find_bodies();
    scan();
    solve();
    emit_sites();
  }

 private:
  const Module& m_;
  std::vector<CallGraphFunction>& fns_;
  std::vector<CallGraphClass>& cls_;
  std::vector<CallSite>& out_sites_;

  // scopes: function index, or nf + class index
  std::vector<std::uint32_t> scope_parent_;
  std::vector<std::uint32_t> owner_;  ///< innermost scope of each instruction
  std::unordered_map<std::uint64_t, std::uint32_t> declared_;  ///< (scope, sym) -> var node
  std::unordered_map<std::uint32_t, std::uint32_t> field_node_;  ///< field sym -> node
  std::unordered_map<std::uint64_t, std::uint32_t> method_of_;   ///< (class, sym) -> function
  std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> methods_named_;  ///< sym -> functions
  std::vector<std::vector<std::uint32_t>> params_;  ///< per function: parameter registers
  std::vector<std::uint32_t> ret_node_;             ///< per function
  std::vector<std::vector<std::uint32_t>> subclasses_;
  bool python_ = false;
  Symbol ctor_syms_[3];
  Symbol super_syms_[2];  ///< "super" (Python), "__super" (JavaScript's super(...))

  // propagation graph
  // Per node 13 bytes: most registers never hold a callable, so value sets
  // live in a pool (a deque: references stay valid while it grows) and
  // edges and watchers in linked lists in flat pools.
  static constexpr std::uint32_t kNil = UINT32_MAX;
  struct Link {
    std::uint32_t to, next;
  };
  std::vector<std::uint32_t> set_of_;  ///< node -> index into sets_, kNil: empty
  std::deque<std::vector<std::uint32_t>> sets_;
  std::vector<std::uint32_t> succ_head_, watch_head_;  ///< node -> first link, kNil: none
  std::vector<Link> succ_pool_, watch_pool_;
  std::vector<std::uint32_t> work_;
  std::vector<char> queued_;
  std::vector<Site> sites_;
  std::vector<std::uint32_t> site_args_off_, site_args_;  ///< argument registers per site (CSR)
  std::vector<Reg> site_result_;
  std::vector<char> names_function_;  ///< register holds a function reference, or a variable only ever assigned those
  std::unordered_set<std::uint32_t> defined_names_;
  std::vector<std::pair<Reg, std::uint32_t>> load_vars_;  ///< (result, variable node) of each LOAD_VAR
  std::unordered_set<std::uint32_t> not_a_def_;  ///< variables assigned something besides a function reference

  std::uint32_t nf() const { return static_cast<std::uint32_t>(fns_.size()); }

  std::uint32_t new_node() {
    set_of_.push_back(kNil);
    succ_head_.push_back(kNil);
    watch_head_.push_back(kNil);
    queued_.push_back(0);
    return static_cast<std::uint32_t>(set_of_.size() - 1);
  }

  const std::vector<std::uint32_t>& vals(std::uint32_t node) const {
    static const std::vector<std::uint32_t> kEmpty;
    return set_of_[node] == kNil ? kEmpty : sets_[set_of_[node]];
  }

  void watch(std::uint32_t node, std::uint32_t site) {
    watch_pool_.push_back({site, watch_head_[node]});
    watch_head_[node] = static_cast<std::uint32_t>(watch_pool_.size() - 1);
  }

  Symbol label_sym(const Instruction& in) const { return m_.operands_of(in)[0].sym(); }

  void find_bodies() {
    python_ = m_.language == "python";
    CallGraphFunction top;
    top.name = top.qualified = "<module>";
    top.end = static_cast<std::uint32_t>(m_.instructions.size());
    fns_.push_back(std::move(top));
    for (auto& f : cfg::find_functions(m_)) {
      CallGraphFunction c;
      c.name = std::move(f.name);
      c.label = std::move(f.label);
      c.begin = f.begin;
      c.end = f.end;
      c.module = module_of_label(c.label);
      c.line = m_.instructions[f.begin].span.start_line;
      fns_.push_back(std::move(c));
    }
    // classes: class reference literals name them; bodies by label convention
    std::unordered_map<std::uint32_t, std::uint32_t> class_of_label;
    for (const Literal& l : m_.literals) {
      if (l.kind != LiteralKind::ClassRef || class_of_label.count(l.label.id)) continue;
      CallGraphClass c;
      c.name = std::string(m_.str(l.text));
      c.label = std::string(m_.str(l.label));
      c.parents = split_list(m_.str(l.extra));
      c.module = module_of_label(c.label);
      class_of_label.emplace(l.label.id, static_cast<std::uint32_t>(cls_.size()));
      cls_.push_back(std::move(c));
    }
    // label positions by symbol id (the first definition), not by text
    std::vector<std::uint32_t> label_pos(m_.strings.size(), UINT32_MAX);
    for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {
      const Instruction& in = m_.instructions[i];
      if (in.op == Opcode::Label && in.num_operands == 1) {
        std::uint32_t id = label_sym(in).id;
        if (id < label_pos.size() && label_pos[id] == UINT32_MAX) label_pos[id] = i;
      }
    }
    for (auto& c : cls_) {
      Symbol b, e;
      if (!m_.strings.find(c.label, b) || label_pos[b.id] == UINT32_MAX) continue;
      c.begin = label_pos[b.id];
      const std::uint32_t end = m_.strings.find("end_" + c.label, e) ? label_pos[e.id] : UINT32_MAX;
      c.end = end != UINT32_MAX && end > c.begin ? end : static_cast<std::uint32_t>(m_.instructions.size());
    }
    // bases by name, same module first
    std::unordered_map<std::string_view, std::vector<std::uint32_t>> by_name;
    for (std::uint32_t i = 0; i < cls_.size(); ++i) by_name[cls_[i].name].push_back(i);
    subclasses_.resize(cls_.size());
    for (std::uint32_t i = 0; i < cls_.size(); ++i) {
      for (const auto& p : cls_[i].parents) {
        std::string_view pn = p;
        if (auto dot = pn.rfind('.'); dot != std::string_view::npos) pn = pn.substr(dot + 1);
        auto it = by_name.find(pn);
        if (it == by_name.end()) continue;
        std::uint32_t pick = it->second.front();
        for (std::uint32_t k : it->second)
          if (cls_[k].module == cls_[i].module) { pick = k; break; }
        if (pick != i) {
          cls_[i].bases.push_back(pick);
          subclasses_[pick].push_back(i);
        }
      }
    }
    // nesting: sweep functions and class bodies by begin with a stack
    struct Body { std::uint32_t begin, end, scope; };
    std::vector<Body> bodies;
    for (std::uint32_t f = 1; f < nf(); ++f) bodies.push_back({fns_[f].begin, fns_[f].end, f});
    for (std::uint32_t c = 0; c < cls_.size(); ++c)
      if (cls_[c].end > cls_[c].begin) bodies.push_back({cls_[c].begin, cls_[c].end, nf() + c});
    std::stable_sort(bodies.begin(), bodies.end(), [](const Body& a, const Body& b) {
      return a.begin != b.begin ? a.begin < b.begin : a.end > b.end;
    });
    scope_parent_.assign(nf() + cls_.size(), 0);
    owner_.assign(m_.instructions.size(), 0);
    std::vector<Body> open;
    std::size_t next = 0;
    for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {
      while (!open.empty() && i >= open.back().end) open.pop_back();
      while (next < bodies.size() && bodies[next].begin <= i) {
        const Body& b = bodies[next++];
        if (i >= b.end) continue;
        scope_parent_[b.scope] = open.empty() ? 0 : open.back().scope;
        open.push_back(b);
      }
      owner_[i] = open.empty() ? 0 : open.back().scope;
    }
    // functions: parent function, owner class, qualified name
    for (std::uint32_t f = 1; f < nf(); ++f) {
      std::uint32_t p = scope_parent_[f];
      if (p >= nf()) fns_[f].owner_class = p - nf();
      std::uint32_t pf = p;
      while (pf >= nf()) pf = scope_parent_[pf];
      fns_[f].parent = pf;
    }
    for (std::uint32_t f = 1; f < nf(); ++f) {
      std::string q = fns_[f].name;
      for (std::uint32_t p = scope_parent_[f]; p != 0; p = scope_parent_[p]) {
        std::string_view pn = p >= nf() ? std::string_view(cls_[p - nf()].name) : std::string_view(fns_[p].name);
        if (pn.starts_with("__rd_init_")) break;  // a linked module's top level
        q = std::string(pn) + "." + q;
      }
      if (fns_[f].module) q = "m" + std::to_string(fns_[f].module - 1) + "$" + q;
      fns_[f].qualified = std::move(q);
    }
    for (std::uint32_t f = 1; f < nf(); ++f) {
      if (!fns_[f].owner_class) continue;
      const std::uint32_t c = *fns_[f].owner_class;
      cls_[c].methods.push_back(f);
      Symbol s;
      if (!m_.strings.find(fns_[f].name, s)) continue;
      method_of_.emplace((std::uint64_t{c} << 32) | s.id, f);  // first definition wins
      methods_named_[s.id].push_back(f);
    }
    const char* ctor_names[3] = {"__init__", "constructor", "<init>"};
    for (int k = 0; k < 3; ++k) (void)m_.strings.find(ctor_names[k], ctor_syms_[k]);
    (void)m_.strings.find("super", super_syms_[0]);
    (void)m_.strings.find("__super", super_syms_[1]);
    for (std::uint32_t c = 0; c < cls_.size(); ++c) {
      for (const Symbol& s : ctor_syms_)
        if (s.id)
          if (auto it = method_of_.find((std::uint64_t{c} << 32) | s.id); it != method_of_.end()) {
            cls_[c].ctor = it->second;
            break;
          }
      if (!cls_[c].ctor)  // Java / C#-style constructor named after its class
        for (std::uint32_t f : cls_[c].methods)
          if (fns_[f].name == cls_[c].name) { cls_[c].ctor = f; break; }
    }
  }

  /// Method `name` of class c or its nearest ancestor (depth-first, left to right).
  std::optional<std::uint32_t> lookup_method(std::uint32_t c, Symbol name, int depth = 0) const {
    if (depth > 64) return std::nullopt;
    if (auto it = method_of_.find((std::uint64_t{c} << 32) | name.id); it != method_of_.end()) return it->second;
    for (std::uint32_t b : cls_[c].bases)
      if (auto f = lookup_method(b, name, depth + 1)) return f;
    return std::nullopt;
  }

  /// What super().name reaches from a method of class c: the first base
  /// (in order, depth first) that has it.
  std::optional<std::uint32_t> super_method(std::uint32_t c, Symbol name) const {
    for (std::uint32_t b : cls_[c].bases)
      if (auto f = lookup_method(b, name)) return f;
    return std::nullopt;
  }

  std::optional<std::uint32_t> ctor_of(std::uint32_t c, int depth = 0) const {
    if (cls_[c].ctor) return cls_[c].ctor;
    if (depth > 64) return std::nullopt;
    for (std::uint32_t b : cls_[c].bases)
      if (auto f = ctor_of(b, depth + 1)) return f;
    return std::nullopt;
  }

  bool is_class_scope(std::uint32_t s) const { return s >= nf(); }

  std::uint32_t var_node(std::uint32_t scope, Symbol name) {
    auto [it, fresh] = declared_.try_emplace((std::uint64_t{scope} << 32) | name.id, 0);
    if (fresh) it->second = new_node();
    return it->second;
  }

  /// The variable `name` used in `scope`: the nearest scope declaring it
  /// (Python: enclosing class bodies are not searched), else the module's.
  std::uint32_t resolve_var(std::uint32_t scope, Symbol name) {
    for (std::uint32_t s = scope;; s = scope_parent_[s]) {
      if (s == scope || !(python_ && is_class_scope(s)))
        if (auto it = declared_.find((std::uint64_t{s} << 32) | name.id); it != declared_.end()) return it->second;
      if (s == 0) break;
    }
    return var_node(0, name);
  }

  std::uint32_t field(Symbol f) {
    auto [it, fresh] = field_node_.try_emplace(f.id, 0);
    if (fresh) it->second = new_node();
    return it->second;
  }

  void edge(std::uint32_t from, std::uint32_t to) {
    if (from == to) return;
    succ_pool_.push_back({to, succ_head_[from]});
    succ_head_[from] = static_cast<std::uint32_t>(succ_pool_.size() - 1);
    if (set_of_[from] != kNil) add(to, sets_[set_of_[from]]);
  }

  void add(std::uint32_t node, const std::vector<std::uint32_t>& vs) {
    if (vs.empty()) return;
    if (set_of_[node] == kNil) {
      set_of_[node] = static_cast<std::uint32_t>(sets_.size());
      sets_.emplace_back();
    }
    auto& mine = sets_[set_of_[node]];
    if (mine.size() >= kMaxValues) return;
    std::size_t before = mine.size();
    if (vs.size() == 1) {
      auto it = std::lower_bound(mine.begin(), mine.end(), vs[0]);
      if (it != mine.end() && *it == vs[0]) return;
      mine.insert(it, vs[0]);
    } else {
      std::vector<std::uint32_t> merged;
      merged.reserve(mine.size() + vs.size());
      std::set_union(mine.begin(), mine.end(), vs.begin(), vs.end(), std::back_inserter(merged));
      if (merged.size() > kMaxValues) merged.resize(kMaxValues);
      mine.swap(merged);
    }
    if (mine.size() != before && !queued_[node]) {
      queued_[node] = 1;
      work_.push_back(node);
    }
  }
  void add1(std::uint32_t node, std::uint32_t v) { add(node, std::vector<std::uint32_t>{v}); }

  void scan() {
    const std::uint32_t R = m_.num_registers;
    set_of_.assign(R, kNil);
    succ_head_.assign(R, kNil);
    watch_head_.assign(R, kNil);
    queued_.assign(R, 0);
    names_function_.assign(R, 0);
    std::vector<char> is_param(m_.literals.size(), 0);
    for (std::size_t i = 0; i < m_.literals.size(); ++i) {
      const Literal& l = m_.literals[i];
      is_param[i] = l.kind == LiteralKind::String && m_.str(l.text).starts_with("param:");
    }
    std::vector<std::uint32_t> fn_of_label(m_.strings.size(), UINT32_MAX);
    for (std::uint32_t f = 1; f < nf(); ++f) {
      Symbol s;
      if (m_.strings.find(fns_[f].label, s)) fn_of_label[s.id] = f;
    }
    std::vector<std::uint32_t> class_of_label(m_.strings.size(), UINT32_MAX);
    for (std::uint32_t c = 0; c < cls_.size(); ++c) {
      Symbol s;
      if (m_.strings.find(cls_[c].label, s)) class_of_label[s.id] = c;
    }
    std::unordered_map<std::uint32_t, std::uint32_t> class_of_name;  // sym -> class (for CALL_CTOR c)
    for (std::uint32_t c = 0; c < cls_.size(); ++c) {
      Symbol s;
      if (m_.strings.find(cls_[c].name, s)) class_of_name.try_emplace(s.id, c);
    }
    params_.assign(nf(), {});
    ret_node_.resize(nf());
    for (std::uint32_t f = 0; f < nf(); ++f) ret_node_[f] = new_node();
    std::vector<Symbol> reg_str(R);  // register -> string constant it holds (object literal keys)

    // pass 1: declarations (so uses resolve regardless of order)
    for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {
      const Instruction& in = m_.instructions[i];
      if (in.op == Opcode::DeclVar && in.num_operands >= 1) var_node(owner_[i], m_.operands_of(in)[0].sym());
    }
    // pass 2: value flow and call sites
    for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {
      const Instruction& in = m_.instructions[i];
      auto ops = m_.operands_of(in);
      const std::uint32_t scope = owner_[i];
      auto reg_ok = [&](const Operand& o) { return o.kind == OperandKind::Reg && o.value < R; };
      const bool res = in.result != kNoReg && in.result < R;
      switch (in.op) {
        case Opcode::Const: {
          if (!res || ops.empty() || ops[0].kind != OperandKind::Literal || ops[0].value >= m_.literals.size()) break;
          const Literal& l = m_.literal(ops[0]);
          if (l.kind == LiteralKind::FuncRef && l.label.id < fn_of_label.size() && fn_of_label[l.label.id] != UINT32_MAX) {
            add1(in.result, kFunc | fn_of_label[l.label.id]);
            names_function_[in.result] = 1;
          }
          else if (l.kind == LiteralKind::ClassRef && l.label.id < class_of_label.size() && class_of_label[l.label.id] != UINT32_MAX)
            add1(in.result, kClass | class_of_label[l.label.id]);
          else if (l.kind == LiteralKind::String)
            reg_str[in.result] = l.text;
          break;
        }
        case Opcode::Symbolic:
          if (res && !ops.empty() && ops[0].kind == OperandKind::Literal && ops[0].value < is_param.size() &&
              is_param[ops[0].value] && scope < nf() && scope != 0)
            params_[scope].push_back(in.result);
          break;
        case Opcode::LoadVar:
          if (res && !ops.empty()) {
            const std::uint32_t v = resolve_var(scope, ops[0].sym());
            edge(v, in.result);
            load_vars_.push_back({in.result, v});
          }
          break;
        case Opcode::DeclVar:
        case Opcode::StoreVar:
          if (ops.size() >= 2 && reg_ok(ops[1])) {
            std::uint32_t v = in.op == Opcode::DeclVar ? var_node(scope, ops[0].sym()) : resolve_var(scope, ops[0].sym());
            edge(ops[1].value, v);
            if (!names_function_[ops[1].value]) not_a_def_.insert(v);
          }
          break;
        case Opcode::LoadField:
        case Opcode::LoadFieldIndirect:
          if (res && ops.size() >= 2) edge(field(ops[1].sym()), in.result);
          break;
        case Opcode::StoreField:
          if (ops.size() >= 3 && reg_ok(ops[2])) edge(ops[2].value, field(ops[1].sym()));
          break;
        case Opcode::LoadIndex:
          if (res && ops.size() >= 2 && reg_ok(ops[1]) && reg_str[ops[1].value].id) edge(field(reg_str[ops[1].value]), in.result);
          break;
        case Opcode::StoreIndex:
          if (ops.size() >= 3 && reg_ok(ops[1]) && reg_ok(ops[2]) && reg_str[ops[1].value].id)
            edge(ops[2].value, field(reg_str[ops[1].value]));
          break;
        case Opcode::Return:
          if (!ops.empty() && reg_ok(ops[0])) {
            std::uint32_t f = scope;
            while (f >= nf()) f = scope_parent_[f];
            edge(ops[0].value, ret_node_[f]);
          }
          break;
        case Opcode::CallFunction:
        case Opcode::CallMethod:
        case Opcode::CallUnknown:
        case Opcode::CallCtor: {
          Site s;
          s.instr = i;
          s.op = in.op;
          std::size_t first_arg = 1;
          if (in.op == Opcode::CallFunction && !ops.empty()) {
            s.name = ops[0].sym();
            s.callee_node = resolve_var(scope, s.name);
            if ((s.name == super_syms_[0] || s.name == super_syms_[1]) && s.name.id && res)
              for (std::uint32_t sc = scope; sc != 0; sc = scope_parent_[sc])
                if (sc >= nf()) {  // the nearest enclosing class body
                  add1(in.result, kSuper | (sc - nf()));
                  break;
                }
          } else if (in.op == Opcode::CallUnknown && !ops.empty() && reg_ok(ops[0])) {
            s.callee_node = ops[0].value;
          } else if (in.op == Opcode::CallMethod && ops.size() >= 2 && reg_ok(ops[0])) {
            s.name = ops[1].sym();
            s.callee_node = ops[0].value;
            first_arg = 2;
          } else if (in.op == Opcode::CallCtor && !ops.empty()) {
            s.name = ops[0].sym();
            auto it = class_of_name.find(s.name.id);
            // the class variable in scope first (shadowing, linked modules), else by name
            std::uint32_t v = resolve_var(scope, s.name);
            s.callee_node = v;
            if (it != class_of_name.end()) add1(v, kClass | it->second);
          }
          site_args_off_.push_back(static_cast<std::uint32_t>(site_args_.size()));
          for (std::size_t k = first_arg; k < ops.size(); ++k) site_args_.push_back(reg_ok(ops[k]) ? ops[k].value : UINT32_MAX);
          site_result_.push_back(res ? in.result : kNoReg);
          const auto id = static_cast<std::uint32_t>(sites_.size());
          if (s.callee_node != UINT32_MAX) watch(s.callee_node, id);
          sites_.push_back(std::move(s));
          break;
        }
        default:
          break;
      }
    }
    site_args_off_.push_back(static_cast<std::uint32_t>(site_args_.size()));
    // a variable every assignment of which is a function reference (a def)
    for (auto [r, v] : load_vars_)
      if (!not_a_def_.count(v)) names_function_[r] = 1;
    load_vars_.clear();
    // `self` / `this`: a method's first parameter holds its class or a subclass
    for (std::uint32_t f = 1; f < nf(); ++f) {
      if (!fns_[f].owner_class || params_[f].empty()) continue;
      std::vector<std::uint32_t> todo{*fns_[f].owner_class}, seen;
      while (!todo.empty() && seen.size() < kMaxValues) {
        std::uint32_t c = todo.back();
        todo.pop_back();
        if (std::find(seen.begin(), seen.end(), kInst | c) != seen.end()) continue;
        seen.push_back(kInst | c);
        for (std::uint32_t sub : subclasses_[c]) todo.push_back(sub);
      }
      std::sort(seen.begin(), seen.end());
      add(params_[f][0], seen);
    }
  }

  /// Connects argument k of site s to parameter k + shift of f.
  void bind(std::uint32_t s, std::uint32_t f, std::size_t shift, std::uint32_t receiver) {
    const auto& ps = params_[f];
    if (receiver != UINT32_MAX && !ps.empty() && shift == 1) edge(receiver, ps[0]);
    for (std::uint32_t k = site_args_off_[s]; k < site_args_off_[s + 1]; ++k) {
      std::size_t p = k - site_args_off_[s] + shift;
      if (p < ps.size() && site_args_[k] != UINT32_MAX) edge(site_args_[k], ps[p]);
    }
    if (site_result_[s] != kNoReg) edge(ret_node_[f], site_result_[s]);
  }

  void add_callee(std::uint32_t s, std::uint32_t f, std::size_t shift, std::uint32_t receiver) {
    auto& fs = sites_[s].funcs;
    auto it = std::lower_bound(fs.begin(), fs.end(), f);
    if (it != fs.end() && *it == f) return;
    fs.insert(it, f);
    bind(s, f, shift, receiver);
  }

  void add_class(std::uint32_t s, std::uint32_t c) {
    auto& cs = sites_[s].classes;
    auto it = std::lower_bound(cs.begin(), cs.end(), c);
    if (it != cs.end() && *it == c) return;
    cs.insert(it, c);
    if (site_result_[s] != kNoReg) add1(site_result_[s], kInst | c);
    if (auto ctor = ctor_of(c)) {
      // the constructor's self/this is the new instance
      if (!params_[*ctor].empty()) add1(params_[*ctor][0], kInst | c);
      add_callee_ctor(s, *ctor);
    }
  }

  void add_callee_ctor(std::uint32_t s, std::uint32_t f) {
    auto& fs = sites_[s].funcs;
    auto it = std::lower_bound(fs.begin(), fs.end(), f);
    if (it != fs.end() && *it == f) return;
    fs.insert(it, f);
    // arguments after self; the result is the instance, not the return
    const auto& ps = params_[f];
    const std::size_t shift = fns_[f].owner_class ? 1 : 0;
    for (std::uint32_t k = site_args_off_[s]; k < site_args_off_[s + 1]; ++k) {
      std::size_t p = k - site_args_off_[s] + shift;
      if (p < ps.size() && site_args_[k] != UINT32_MAX) edge(site_args_[k], ps[p]);
    }
  }

  void resolve(std::uint32_t s) {
    Site& site = sites_[s];
    const auto vals = this->vals(site.callee_node);  // copy: edges below may grow it
    if (site.op == Opcode::CallMethod) {
      for (std::uint32_t v : vals)
        if (tag(v) == kInst || tag(v) == kClass) {
          if (auto f = lookup_method(payload(v), site.name)) {
            site.hierarchy |= tag(v) == kInst;  // on a class: a static target
            add_callee(s, *f, tag(v) == kInst ? 1 : 0, site.callee_node);
          }
        } else if (tag(v) == kSuper) {
          if (auto f = super_method(payload(v), site.name)) add_callee(s, *f, 1, UINT32_MAX);
        }
      if (site.field_node != UINT32_MAX && this->vals(site.field_node).size() <= kMaxHierarchyTargets)
        for (std::uint32_t v : std::vector<std::uint32_t>(this->vals(site.field_node))) callee_value(s, v, 0);
      return;
    }
    for (std::uint32_t v : vals) callee_value(s, v, 0);
  }

  /// After a fixpoint: a method call whose receiver is not known to be an
  /// instance or class defining the method (nothing reached it, or a value
  /// without that method) may call every method of that name, or a
  /// function stored in a field of that name (namespaces, object
  /// literals). True if any site changed.
  bool widen_methods() {
    bool changed = false;
    for (std::uint32_t s = 0; s < sites_.size(); ++s) {
      Site& site = sites_[s];
      if (site.op != Opcode::CallMethod || site.hierarchy_done || site.callee_node == UINT32_MAX) continue;
      const auto& vals = this->vals(site.callee_node);
      bool known = !vals.empty();
      for (std::uint32_t v : vals)
        known &= tag(v) == kSuper ? super_method(payload(v), site.name).has_value()
                                  : (tag(v) == kInst || tag(v) == kClass) && lookup_method(payload(v), site.name).has_value();
      if (known) continue;
      site.hierarchy_done = true;
      changed = true;
      if (auto it = methods_named_.find(site.name.id); it != methods_named_.end() && it->second.size() <= kMaxHierarchyTargets) {
        site.hierarchy = true;
        for (std::uint32_t f : it->second) add_callee(s, f, 1, site.callee_node);
      }
      site.field_node = field(site.name);
      watch(site.field_node, s);
      resolve(s);
    }
    return changed;
  }

  void callee_value(std::uint32_t s, std::uint32_t v, std::size_t shift) {
    if (tag(v) == kFunc) add_callee(s, payload(v), shift, UINT32_MAX);
    else if (tag(v) == kClass) add_class(s, payload(v));
  }

  void solve() {
    for (std::uint32_t s = 0; s < sites_.size(); ++s)
      if (sites_[s].callee_node != UINT32_MAX) resolve(s);
    do {
      while (!work_.empty()) {
        std::uint32_t n = work_.back();
        work_.pop_back();
        queued_[n] = 0;
        // pools may grow below: links are read by index, sets_ keeps its references
        for (std::uint32_t l = succ_head_[n]; l != kNil; l = succ_pool_[l].next) add(succ_pool_[l].to, vals(n));
        for (std::uint32_t l = watch_head_[n]; l != kNil; l = watch_pool_[l].next) resolve(watch_pool_[l].to);
      }
    } while (widen_methods());
  }

  /// A `__` name the program defines no function of: a runtime intrinsic.
  bool intrinsic(Symbol name) {
    if (!name.id || !m_.str(name).starts_with("__")) return false;
    if (defined_names_.empty())
      for (const auto& f : fns_) {
        Symbol sym;
        if (m_.strings.find(f.name, sym)) defined_names_.insert(sym.id);
      }
    return !defined_names_.count(name.id);
  }

  void emit_sites() {
    out_sites_.reserve(sites_.size());
    for (Site& s : sites_) {
      CallSite c;
      c.instr = s.instr;
      std::uint32_t o = owner_[s.instr];
      while (o >= nf()) o = scope_parent_[o];
      c.caller = o;
      // external: the functions passed to it may be called back; only
      // arguments that name a function (a reference or a variable, not a
      // field read, whose field-based values are too coarse), and not at
      // the runtime's intrinsics (`__kwarg`, `__iter`: lowering helpers)
      if (s.funcs.empty() && s.classes.empty() && !intrinsic(s.name)) {
        const std::uint32_t k = static_cast<std::uint32_t>(&s - sites_.data());
        for (std::uint32_t a = site_args_off_[k]; a < site_args_off_[k + 1]; ++a)
          if (site_args_[a] != UINT32_MAX && names_function_[site_args_[a]])
            for (std::uint32_t v : vals(site_args_[a]))
              if (tag(v) == kFunc) c.callbacks.push_back(payload(v));
        std::sort(c.callbacks.begin(), c.callbacks.end());
        c.callbacks.erase(std::unique(c.callbacks.begin(), c.callbacks.end()), c.callbacks.end());
      }
      c.callees = std::move(s.funcs);
      c.classes = std::move(s.classes);
      c.op = s.op;
      c.name = s.name;
      c.how = c.callees.empty() && c.classes.empty() ? CallResolution::Unresolved : s.hierarchy ? CallResolution::Hierarchy : CallResolution::Static;
      out_sites_.push_back(std::move(c));
    }
  }
};

}  // namespace

std::string_view call_resolution_name(CallResolution r) noexcept {
  switch (r) {
    case CallResolution::Static: return "static";
    case CallResolution::Hierarchy: return "hierarchy";
    case CallResolution::Trace: return "trace";
    case CallResolution::Unresolved: return "unresolved";
  }
  return "unresolved";
}

CallGraph build_call_graph(const Module& m, const cfg::Cfg& g) {
  (void)g;  // ranges come from labels; the CFG is the caller's, kept for API symmetry with passes
  CallGraph cg;
  Builder b(m, cg, cg.functions_, cg.classes_, cg.sites_);
  b.run();
  cg.index();
  return cg;
}

void CallGraph::index() {
  const auto n = static_cast<std::uint32_t>(functions_.size());
  by_begin_.resize(n);
  for (std::uint32_t i = 0; i < n; ++i) by_begin_[i] = i;
  std::stable_sort(by_begin_.begin(), by_begin_.end(), [&](std::uint32_t a, std::uint32_t b) {
    return functions_[a].begin != functions_[b].begin ? functions_[a].begin < functions_[b].begin : functions_[a].end > functions_[b].end;
  });
  site_of_instr_keys_.resize(sites_.size());
  for (std::size_t s = 0; s < sites_.size(); ++s) site_of_instr_keys_[s] = sites_[s].instr;
  in_off_.assign(n + 1, 0);
  callers_off_.assign(n + 1, 0);
  for (const CallSite& s : sites_) {
    if (s.caller < n) ++in_off_[s.caller + 1];
    for (std::uint32_t f : s.callees) if (f < n) ++callers_off_[f + 1];
    for (std::uint32_t f : s.callbacks) if (f < n) ++callers_off_[f + 1];
  }
  for (std::uint32_t i = 0; i < n; ++i) {
    in_off_[i + 1] += in_off_[i];
    callers_off_[i + 1] += callers_off_[i];
  }
  in_.assign(in_off_[n], 0);
  callers_.assign(callers_off_[n], 0);
  std::vector<std::uint32_t> a(in_off_.begin(), in_off_.end() - 1), b(callers_off_.begin(), callers_off_.end() - 1);
  for (std::uint32_t s = 0; s < sites_.size(); ++s) {
    if (sites_[s].caller < n) in_[a[sites_[s].caller]++] = s;
    for (std::uint32_t f : sites_[s].callees) if (f < n) callers_[b[f]++] = s;
    for (std::uint32_t f : sites_[s].callbacks) if (f < n) callers_[b[f]++] = s;
  }
}

std::vector<std::uint32_t> CallGraph::sites_in(std::uint32_t fn) const {
  if (fn + 1 >= in_off_.size()) return {};
  return {in_.begin() + in_off_[fn], in_.begin() + in_off_[fn + 1]};
}

std::vector<std::uint32_t> CallGraph::callers_of(std::uint32_t fn) const {
  if (fn + 1 >= callers_off_.size()) return {};
  return {callers_.begin() + callers_off_[fn], callers_.begin() + callers_off_[fn + 1]};
}

std::vector<std::uint32_t> CallGraph::callees_of(std::uint32_t fn) const {
  std::vector<std::uint32_t> out;
  for (std::uint32_t s : sites_in(fn)) {
    out.insert(out.end(), sites_[s].callees.begin(), sites_[s].callees.end());
    out.insert(out.end(), sites_[s].callbacks.begin(), sites_[s].callbacks.end());
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::optional<std::uint32_t> CallGraph::function_at(std::uint32_t instr) const {
  if (functions_.empty()) return std::nullopt;
  // last function beginning at or before instr, then out through its parents
  auto it = std::upper_bound(by_begin_.begin(), by_begin_.end(), instr,
                             [&](std::uint32_t i, std::uint32_t f) { return i < functions_[f].begin; });
  if (it == by_begin_.begin()) return 0;
  std::uint32_t f = *(it - 1);
  for (int guard = 0; f != 0 && guard < 100000; ++guard) {
    if (instr >= functions_[f].begin && instr < functions_[f].end) return f;
    f = functions_[f].parent;
  }
  return instr < functions_[0].end ? std::optional<std::uint32_t>(0) : std::nullopt;
}

std::optional<std::uint32_t> CallGraph::find(std::string_view name) const {
  for (std::uint32_t i = 0; i < functions_.size(); ++i) if (functions_[i].qualified == name) return i;
  for (std::uint32_t i = 0; i < functions_.size(); ++i) if (functions_[i].label == name) return i;
  for (std::uint32_t i = 0; i < functions_.size(); ++i) if (functions_[i].name == name) return i;
  return std::nullopt;
}

std::vector<std::uint32_t> CallGraph::find_all(std::string_view name) const {
  std::vector<std::uint32_t> out;
  for (std::uint32_t i = 0; i < functions_.size(); ++i)
    if (functions_[i].qualified == name || functions_[i].label == name || functions_[i].name == name) out.push_back(i);
  return out;
}

void CallGraph::apply_trace(std::span<const ObservedCall> calls) {
  std::unordered_map<std::uint32_t, std::uint32_t> fn_at_entry;
  for (std::uint32_t f = 1; f < functions_.size(); ++f) fn_at_entry.emplace(functions_[f].begin, f);
  bool added = false;
  for (const ObservedCall& c : calls) {
    auto it = std::lower_bound(site_of_instr_keys_.begin(), site_of_instr_keys_.end(), c.instr);
    if (it == site_of_instr_keys_.end() || *it != c.instr) continue;
    CallSite& s = sites_[static_cast<std::size_t>(it - site_of_instr_keys_.begin())];
    s.ran = true;
    auto f = fn_at_entry.find(c.callee_entry);
    if (f == fn_at_entry.end()) continue;
    auto t = std::lower_bound(s.taken.begin(), s.taken.end(), f->second);
    if (t == s.taken.end() || *t != f->second) s.taken.insert(t, f->second);
    auto k = std::lower_bound(s.callees.begin(), s.callees.end(), f->second);
    if (k == s.callees.end() || *k != f->second) {
      s.callees.insert(k, f->second);
      s.how = CallResolution::Trace;
      added = true;
    }
  }
  if (added) index();
}

}  // namespace reddragon::analysis
