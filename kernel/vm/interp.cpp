// interp.cpp - the VM's execution loop: frames, calls, classes, closures,
// exceptions, pointers, regions, continuations, symbolic values.
#include "vm/interp.hpp"

#include <boost/json.hpp>
#include <chrono>
#include <sstream>

#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/resolver.hpp"
#include "reddragon/vm/bigint.hpp"
#include "reddragon/vm/caught_stacks.hpp"
#include "reddragon/vm/runtime.hpp"
#include "vm/semantics.hpp"
#include "vm/render_json.hpp"
#include "vm/typed.hpp"

namespace reddragon::vm {

using ir::Opcode;

// The IR's exception classes (docs/vm.md): what the VM itself raises, and the
// base every runtime's own classes extend (define_builtin_class).
static const char* kExceptionClasses[][2] = {
    {"BaseException", ""},           {"Exception", "BaseException"},     {"ArithmeticError", "Exception"},
    {"ZeroDivisionError", "ArithmeticError"}, {"OverflowError", "ArithmeticError"}, {"MemoryError", "Exception"}, {"LookupError", "Exception"},
    {"IndexError", "LookupError"},   {"KeyError", "LookupError"},        {"ValueError", "Exception"},
    {"TypeError", "Exception"},      {"AttributeError", "Exception"},    {"NameError", "Exception"},
    {"RuntimeError", "Exception"},   {"RecursionError", "RuntimeError"}, {"NotImplementedError", "RuntimeError"},
    {"StopIteration", "Exception"},  {"AssertionError", "Exception"},
};

Interp::Interp(Program& p, const kernel::RunOptions& opts) : p_(p), opts_(opts) {
  saved_heap_ = current_heap();
  current_heap() = &heap_;
  language_ = p.module->language;
  rt_ = opts.runtime;
  if (rt_ && rt_->exact_int_limit > 0) int_limit_ = rt_->exact_int_limit;
  for (auto& row : kExceptionClasses) define_builtin_class(row[0], row[1]);
  kwonly_marker_ = p_.intern("__rd_kwonly");
}

Value Interp::define_builtin_class(std::string_view name, std::string_view parent) {
  auto [it, fresh] = builtin_classes_.try_emplace(p_.intern(name));
  if (!fresh) return it->second;
  auto* c = new ClassObj();
  c->name = std::string(name);
  c->builtin = true;
  Value cv = Value::object(c);
  c->mro.push_back(cv);
  if (!parent.empty()) {
    auto pit = builtin_classes_.find(p_.intern(parent));
    if (pit != builtin_classes_.end())
      for (auto& a : pit->second.as<ClassObj>()->mro) c->mro.push_back(a);
  }
  it->second = cv;
  return cv;
}

Interp::~Interp() {
  frames_.clear();
  stack_.clear();
  module_scope_ = Value();
  builtin_classes_.clear();
  run_state_.clear();
  rt_globals_.clear();
  intrinsics_.clear();
  global_cache_.clear();
  continuations_.clear();
  exc_ = pending_ = Value();
  // Break every remaining cycle: pin all live objects, drop the references
  // they hold, then unpin (each reaches zero and is freed).
  std::vector<Obj*> live;
  live.reserve(heap_.live);
  for (Obj* o = heap_.head; o; o = o->heap_next) live.push_back(o);
  for (Obj* o : live) ++o->rc;
  for (Obj* o : live) o->clear_refs();
  for (Obj* o : live)
    if (--o->rc == 0) destroy(o);
  current_heap() = saved_heap_;
}

Value Interp::builtin_class(std::string_view name) {
  auto it = builtin_classes_.find(p_.intern(name));
  return it == builtin_classes_.end() ? Value::none() : it->second;
}

void Interp::exit_program(int status) {
  exit_status_ = status;
  halted_ = true;
  stop_ = raising_ = true;
}

void Interp::write_out(std::string_view s) {
  out_buf_.append(s);
  if (opts_.out) opts_.out->write(s.data(), static_cast<std::streamsize>(s.size()));
}

void Interp::write_err(std::string_view s) {
  err_buf_.append(s);
  if (opts_.err) opts_.err->write(s.data(), static_cast<std::streamsize>(s.size()));
}

bool Interp::scope_variables(std::vector<std::pair<Name, Value>>& out) {
  if (frames_.empty() || !frames_.back().scope.is(Tag::Scope)) return false;
  const auto* sc = frames_.back().scope.as<ScopeObj>();
  for (const auto& [n, slot] : sc->fn->slot_of)
    if (slot < sc->nslots && !sc->slots[slot].is_undef()) out.emplace_back(n, sc->slots[slot]);
  if (sc->extra)
    for (const auto& [n, v] : *sc->extra)
      if (!v.is_undef()) out.emplace_back(n, v);
  return frames_.back().scope.obj() == module_scope_.obj();
}

std::string Interp::location(std::uint32_t src) const {
  const auto& m = *p_.module;
  if (src >= m.instructions.size()) return m.source_path;
  const auto& sp = m.instructions[src].span;
  // no source location: code the frontend lowered with the file (a library)
  // a linked program's instructions name their own module's file
  std::string file(m.file_of(src));
  if (sp.empty()) return file + " (library code, no source line)";
  return file + ":" + std::to_string(sp.start_line) + ":" + std::to_string(sp.start_col + 1);
}

StackFrame Interp::stack_frame(const FunctionInfo* fn, std::uint32_t src, std::deque<std::string>& owners) const {
  const auto& m = *p_.module;
  StackFrame f;
  if (fn && !fn->is_module) {
    f.function = p_.name(fn->name_id);
    // enclosing classes, outermost first ("Outer.Inner")
    std::string owner;
    for (const FunctionInfo* c = fn->container; c && c->is_class_body; c = c->container)
      owner = owner.empty() ? p_.name(c->name_id) : p_.name(c->name_id) + "." + owner;
    if (!owner.empty()) f.owner = owners.emplace_back(std::move(owner));
  }
  if (src < m.instructions.size()) {
    f.file = m.file_of(src);
    const auto& sp = m.instructions[src].span;
    if (!sp.empty()) {
      f.line = sp.start_line;
      f.column = sp.start_col + 1;
    }
  } else {
    f.file = m.source_path;
  }
  return f;
}

std::vector<StackFrame> Interp::uncaught_stack(std::deque<std::string>& owners) const {
  std::vector<StackFrame> out;
  const FunctionInfo* bottom = frames_.empty() ? nullptr : frames_.back().fn;
  std::uint32_t src = exc_src_;
  for (const Unwound& u : unwound_) {
    out.push_back(stack_frame(u.fn, src, owners));
    src = u.call_src;
  }
  out.push_back(stack_frame(bottom, src, owners));
  return out;
}

void Interp::record_caught_stack() {
  // (opt-in: a hash lookup per caught exception, nothing per step)
  auto keep = run_state_.find(p_.intern(kKeepCaughtStacks));
  if (keep == run_state_.end() || !keep->second.is(Tag::Bool) || !keep->second.b() || !exc_.is(Tag::Instance)) return;
  store_stack(exc_.as<InstanceObj>(), exc_src_, true);
}

void Interp::keep_stack(const Value& exc) {
  if (exc.is(Tag::Instance)) store_stack(exc.as<InstanceObj>(), current_src(), false);
}

void Interp::store_stack(InstanceObj* inst, std::uint32_t src, bool unwinding) {
  Name field = p_.intern(kRaisedStackField);
  if (inst->fields.find(field)) return;  // a rethrow keeps the stack of the first raise
  std::deque<std::string> owners;
  std::vector<Value> frames;
  auto add = [&](const FunctionInfo* fn, std::uint32_t at) {
    StackFrame f = stack_frame(fn, at, owners);
    auto* t = new ListObj(Tag::Tuple);
    t->items = {Value::object(new StrObj(std::string(f.function))), Value::object(new StrObj(std::string(f.owner))),
                Value::object(new StrObj(std::string(f.file))), Value::integer(f.line)};
    frames.push_back(Value::object(t));
  };
  constexpr std::size_t kMaxFrames = 1024;
  for (const Unwound& u : unwound_) {
    if (!unwinding || frames.size() == kMaxFrames) break;
    add(u.fn, src);
    src = u.call_src;
  }
  for (std::size_t i = frames_.size(); i-- > 0 && frames.size() < kMaxFrames;) {
    add(frames_[i].fn, src);
    src = frames_[i].call_src;
  }
  auto* l = new ListObj(Tag::List);
  l->items = std::move(frames);
  inst->fields.set(field, Value::object(l));
}

std::uint32_t Interp::current_src() const { return pc_ < p_.ops.size() ? p_.ops[pc_].src : 0; }

std::optional<SourcePos> Interp::position(std::uint32_t src) const {
  const auto& m = *p_.module;
  if (src >= m.instructions.size() || m.instructions[src].span.empty()) return std::nullopt;
  return SourcePos{m.file_of(src), m.instructions[src].span.start_line, src};
}

std::optional<SourcePos> Interp::where(unsigned level) const {
  // Activations from the innermost out: a frame's natives run above it (in
  // the order called), and a frame is at its current instruction (the top
  // one) or at the call that made the frame above it.
  if (frames_.empty()) return std::nullopt;
  std::uint64_t lv = level;
  for (std::size_t i = frames_.size(); i-- > 0;) {
    const Frame& fr = frames_[i];
    if (lv < fr.natives) return std::nullopt;
    lv -= fr.natives;
    if (lv == 0) return position(i + 1 == frames_.size() ? current_src() : frames_[i + 1].call_src);
    --lv;
  }
  return std::nullopt;
}

std::optional<SourcePos> Interp::raised_where() const {
  if (!raising_ || stop_ || exc_in_native_) return std::nullopt;
  return position(exc_src_);
}

Value Interp::fresh_symbolic(std::string hint, SymExprPtr expr) {
  auto* s = new SymbolicObj();
  s->id = symbol_counter_++;
  s->expr = std::move(expr);
  // A derived value is described by its expression (rendered when shown):
  // creating one costs the same however large its operands are.
  if (!s->expr) s->hint = std::move(hint);
  else if (s->expr->kind == SymExpr::Leaf || s->expr->kind == SymExpr::Call) s->hint = std::move(hint);
  // A loop over an unknown derives a new symbolic per iteration: keep the
  // report (and memory) bounded; the count of all of them is still known.
  if (symbolics_.size() < kMaxRecorded) symbolics_.push_back({s->id, s->hint, s->expr});
  return Value::object(s);
}

bool Interp::current_exception_is(std::string_view cls) const {
  if (!raising_ || !exc_.is(Tag::Instance)) return false;
  for (auto& k : exc_.as<InstanceObj>()->klass()->mro)
    if (k.as<ClassObj>()->name == cls) return true;
  return false;
}

void Interp::raise(std::string_view type, std::string msg) { raise_value(sem::make_exception(*this, type, std::move(msg))); }

// --- the IR's semantics, as runtimes see them (vm::Vm) ---------------------------------

Value Interp::make_exception(std::string_view type, std::string msg) { return sem::make_exception(*this, type, std::move(msg)); }
SymExprPtr Interp::expr_of(const Value& v) { return sem::expr_of(*this, v); }
SymExprPtr Interp::call_expr(std::string callee, std::span<const Value> args) { return sem::call_expr(*this, std::move(callee), args); }
std::string Interp::repr(const Value& v) { return sem::repr(*this, v); }
std::string Interp::str(const Value& v) { return sem::str(*this, v); }
std::string Interp::type_name(const Value& v) { return vm::type_name(v); }
Value Interp::ir_binop(ir::Operator op, const Value& a, const Value& b) {
  // natives' operators (sorted's comparisons, sum's additions) pay like the dispatch loop's
  Value r = sem::binop(*this, op, a, b);
  if (!raising_ && (a.is_heap() || b.is_heap() || r.is(Tag::BigInt))) charge_binop(op, a, b, r);
  return r;
}
Value Interp::ir_unop(ir::Operator op, const Value& a) { return sem::unop(*this, op, a); }
Value Interp::ir_load_attr(const Value& obj, Name field) { return sem::load_attr(*this, obj, field); }
void Interp::ir_store_attr(const Value& obj, Name field, Value v) { sem::store_attr(*this, obj, field, std::move(v)); }
Value Interp::ir_load_index(const Value& obj, const Value& idx) {
  Value r = sem::load_index(*this, obj, idx);
  if (!raising_ && idx.is(Tag::Slice)) charge(seq_cost(r));
  return r;
}
void Interp::ir_store_index(const Value& obj, const Value& idx, Value v) { sem::store_index(*this, obj, idx, std::move(v)); }
bool Interp::isinstance(const Value& v, const Value& cls) { return sem::isinstance(*this, v, cls); }
bool Interp::items_of(const Value& v, std::vector<Value>& out) { return sem::items_of(*this, v, out); }
Value Interp::iter(const Value& v) { return sem::iter(*this, v); }
bool Interp::has_next(const Value& it) { return sem::has_next(*this, it); }
Value Interp::next(const Value& it) { return sem::next(*this, it); }

void Interp::raise_value(Value exc) {
  raising_ = true;
  exc_ = std::move(exc);
  exc_src_ = current_src();
  exc_in_native_ = !frames_.empty() && frames_.back().natives > 0;
}


// --- variables ---------------------------------------------------------------

Value Interp::lookup_dynamic(Name n, bool for_call) {
  // Walk the scope chain by name (a declared slot that is still unbound
  // falls back to an enclosing binding), then the globals.
  for (Value s = frames_.back().scope; s.is(Tag::Scope);) {
    auto* sc = s.as<ScopeObj>();
    if (auto it = sc->fn->slot_of.find(n); it != sc->fn->slot_of.end() && !sc->slots[it->second].is_undef())
      return sc->slots[it->second];
    if (sc->extra)
      if (auto it = sc->extra->find(n); it != sc->extra->end()) return it->second;
    Value next = sc->parent;
    s = next;
  }
  return lookup_global(n, for_call);
}

Value Interp::lookup_global(Name n, bool for_call) {
  // A name compile() found in no lexical scope: the module's run-time names
  // (the only scope with `extra`), then the language's globals, the IR's
  // exception classes and intrinsics (memoised per name: a call to `range`
  // or `__has_next__` in a loop costs one index), finally a symbolic.
  if (auto* ms = module_scope_.as<ScopeObj>(); ms->extra)
    if (auto it = ms->extra->find(n); it != ms->extra->end()) return it->second;
  if (n < global_cache_.size() && !global_cache_[n].is_undef()) return global_cache_[n];
  Value g = resolve_global(n);
  if (!g.is_undef()) {
    if (n >= global_cache_.size()) global_cache_.resize(std::max<std::size_t>(n + 1, p_.names.size()), Value::undef());
    global_cache_[n] = g;
    return g;
  }
  if (for_call) return Value::undef();
  // Unknown name: one symbolic per name, remembered at module level.
  auto* ms = module_scope_.as<ScopeObj>();
  if (!ms->extra) ms->extra = std::make_unique<std::unordered_map<Name, Value>>();
  SymExpr leaf;
  leaf.text = p_.name(n);
  Value v = fresh_symbolic(p_.name(n), make_expr(std::move(leaf)));
  ms->extra->emplace(n, v);
  return v;
}

Value Interp::resolve_global(Name n) {
  if (rt_ && rt_->global) {  // the language's globals, created once per run
    auto [it, fresh] = rt_globals_.try_emplace(n);
    if (fresh) it->second = rt_->global(*this, p_.name(n));
    if (!it->second.is_undef()) return it->second;
  }
  auto bc = builtin_classes_.find(n);
  if (bc != builtin_classes_.end()) return bc->second;
  {
    // the IR's intrinsics, created once per run
    auto [it, fresh] = intrinsics_.try_emplace(n);
    if (fresh) it->second = sem::intrinsic(*this, p_.name(n));
    if (!it->second.is_undef()) return it->second;
  }
  return Value::undef();
}

Value* Interp::var_slot(const VarRef& r, bool create) {
  switch (r.kind) {
    case VarRef::Local: return &frames_.back().scope.as<ScopeObj>()->slots[r.slot];
    case VarRef::Global: return &module_scope_.as<ScopeObj>()->slots[r.slot];
    case VarRef::Outer: {
      Value s = frames_.back().scope;
      for (int k = 0; k < r.depth && s.is(Tag::Scope); ++k) {
        Value next = s.as<ScopeObj>()->parent;
        s = next;
      }
      if (!s.is(Tag::Scope)) return nullptr;
      auto* sc = s.as<ScopeObj>();
      return r.slot < sc->nslots ? &sc->slots[r.slot] : nullptr;
    }
    case VarRef::Dynamic: {
      if (!create) return nullptr;
      auto* ms = module_scope_.as<ScopeObj>();
      if (!ms->extra) ms->extra = std::make_unique<std::unordered_map<Name, Value>>();
      return &(*ms->extra)[r.name];
    }
  }
  return nullptr;
}

Value Interp::load_var(const VarRef& r) {
  if (r.kind == VarRef::Dynamic) return lookup_global(r.name, false);
  Value* v = var_slot(r, false);
  if (v && !v->is_undef()) return *v;
  if (r.kind == VarRef::Local && rt_ && rt_->unbound_local && frames_.back().kind != FrameKind::ClassBody &&
      frames_.back().kind != FrameKind::Module)  // (the slow path only: a bound slot never gets here)
    if (Value x = rt_->unbound_local(*this, p_.name(r.name)); !x.is_undef()) return x;
  return lookup_dynamic(r.name, false);
}

// --- functions and classes -------------------------------------------------------

static Value nearest_function_scope(Value s) {
  while (s.is(Tag::Scope) && s.as<ScopeObj>()->fn->is_class_body) {
    Value next = s.as<ScopeObj>()->parent;
    s = next;
  }
  return s;
}

Value Interp::make_function(const FunctionInfo* fi) {
  auto* f = new FunctionObj();
  Value fv = Value::object(f);
  f->info = fi;
  f->sig = fi;
  Frame& fr = frames_.back();
  f->env = nearest_function_scope(fr.scope);
  if (fr.kind == FrameKind::ClassBody) f->owner_class = fr.klass;
  f->defaults.assign(fi->params.size(), Value::undef());
  for (std::size_t k = 0; k < fi->default_vars.size(); ++k) {
    if (fi->default_vars[k] == 0) continue;
    // declared just before the function reference, in the defining scope
    auto* sc = fr.scope.as<ScopeObj>();
    auto it = sc->fn->slot_of.find(fi->default_vars[k]);
    if (it != sc->fn->slot_of.end()) f->defaults[k] = sc->slots[it->second];
  }
  return fv;
}

void Interp::push_frame(const FunctionInfo* fn, Value env, std::uint32_t ret_pc, std::uint32_t ret_dst, FrameKind kind) {
  std::uint32_t src = current_src();
  Frame& fr = frames_.emplace_back();
  fr.fn = fn;
  fr.regs = stack_.push(fn->nregs, fr.below);
  auto* sc = new ScopeObj();
  sc->fn = fn;
  sc->parent = std::move(env);
  sc->init(static_cast<std::uint32_t>(fn->slot_names.size()));
  fr.scope = Value::object(sc);
  fr.ret_pc = ret_pc;
  fr.ret_dst = ret_dst;
  fr.kind = kind;
  fr.call_src = src;
  fr.serial = ++frame_serial_;
  if (opts_.call_observer && !fn->is_module && !fn->is_class_body) opts_.call_observer->on_call(src, fn->ir_begin);
}

/// The name argument errors give a function: its enclosing classes and
/// functions first, as Python's __qualname__ ("A.m", "outer.<locals>.inner").
static std::string qualified_name(const FunctionInfo* fi) {
  std::string q = fi->name;
  for (const FunctionInfo* c = fi->container; c && !c->is_module; c = c->container)
    q = c->name + (c->is_class_body ? "." : ".<locals>.") + q;
  return q;
}

/// CPython's "f() takes from 1 to 2 positional arguments but 3 positional
/// arguments (and 1 keyword-only argument) were given".
std::string Interp::too_many_positional(const FunctionObj* f, std::size_t given,
                                        const std::vector<std::pair<std::string, Value>>& kw) const {
  const FunctionInfo* fi = f->info;
  std::size_t fixed = fi->varargs >= 0 ? static_cast<std::size_t>(fi->varargs) : fi->params.size() - (fi->kwargs >= 0);
  std::size_t defaulted = 0, kwonly = 0;
  for (std::size_t j = 0; j < fixed && j < f->defaults.size(); ++j) defaulted += !f->defaults[j].is_undef();
  if (fi->varargs >= 0)
    for (const auto& [name, v] : kw)
      for (std::size_t j = static_cast<std::size_t>(fi->varargs) + 1; j < fi->params.size(); ++j)
        if (static_cast<int>(j) != fi->kwargs && p_.name(fi->params[j]) == name) ++kwonly;
  std::string takes = defaulted ? "from " + std::to_string(fixed - defaulted) + " to " + std::to_string(fixed) + " positional arguments"
                                : std::to_string(fixed) + " positional argument" + (fixed == 1 ? "" : "s");
  std::string extra = kwonly ? " positional argument" + std::string(given == 1 ? "" : "s") + " (and " + std::to_string(kwonly) +
                                   " keyword-only argument" + (kwonly == 1 ? "" : "s") + ")"
                             : "";
  return qualified_name(fi) + "() takes " + takes + " but " + std::to_string(given) + extra + (given == 1 && !kwonly ? " was" : " were") +
         " given";
}

bool Interp::bind_args(const FunctionObj* f, std::vector<Value>& args, ScopeObj* scope) {
  const FunctionInfo* fi = f->info;
  std::size_t np = fi->params.size();
  if (args.size() == np && fi->varargs < 0 && fi->kwargs < 0) {  // the common case
    bool plain = true;
    for (const auto& a : args) plain &= !a.is(Tag::KwArg);
    if (plain) {
      for (std::size_t k = 0; k < np; ++k) scope->slots[fi->param_slots[k]] = std::move(args[k]);
      return true;
    }
  }
  std::vector<Value> positional;
  std::vector<std::pair<std::string, Value>> kw;
  for (auto& a : args) {
    if (a.is(Tag::KwArg)) kw.emplace_back(a.as<KwArgObj>()->name, a.as<KwArgObj>()->value);
    else positional.push_back(a);
  }
  std::size_t fixed = np;
  if (fi->kwargs >= 0) --fixed;
  if (fi->varargs >= 0) fixed = static_cast<std::size_t>(fi->varargs);
  // Python's bare `*` is the hidden *__rd_kwonly: what follows is keyword-only, nothing may land in it
  const bool hidden_star = fi->varargs >= 0 && fi->params[fi->varargs] == kwonly_marker_;
  if (positional.size() > fixed && (fi->varargs < 0 || hidden_star) && !(rt_ && rt_->ignore_extra_args)) {
    raise("TypeError", too_many_positional(f, positional.size(), kw));
    return false;
  }
  std::size_t k = 0;
  for (; k < fixed && k < positional.size(); ++k) scope->slots[fi->param_slots[k]] = positional[k];
  if (fi->varargs >= 0) {
    std::vector<Value> rest(positional.begin() + static_cast<std::ptrdiff_t>(std::min(k, positional.size())), positional.end());
    scope->slots[fi->param_slots[fi->varargs]] = make_list(std::move(rest), Tag::Tuple);
  }
  Value kwdict;
  if (fi->kwargs >= 0) {
    kwdict = make<DictObj>();
    scope->slots[fi->param_slots[fi->kwargs]] = kwdict;
  }
  std::string posonly_named;  // positional-only parameters passed by keyword (no **kwargs to take them)
  for (auto& [name, v] : kw) {
    bool placed = false;
    for (std::size_t j = 0; j < np; ++j) {
      if (static_cast<int>(j) == fi->varargs || static_cast<int>(j) == fi->kwargs) continue;
      if (p_.name(fi->params[j]) == name) {
        if (j < fi->posonly) {
          if (kwdict.is(Tag::Dict)) kwdict.as<DictObj>()->set(make_str(name), v);
          else posonly_named += (posonly_named.empty() ? "" : ", ") + name;
        } else {
          scope->slots[fi->param_slots[j]] = v;
        }
        placed = true;
        break;
      }
    }
    if (!placed) {
      if (kwdict.is(Tag::Dict)) {
        kwdict.as<DictObj>()->set(make_str(name), v);
      } else {
        raise("TypeError", qualified_name(fi) + "() got an unexpected keyword argument '" + name + "'");
        return false;
      }
    }
  }
  if (!posonly_named.empty()) {
    raise("TypeError", qualified_name(fi) + "() got some positional-only arguments passed as keyword arguments: '" +
                           posonly_named + "'");
    return false;
  }
  // every missing one named, as CPython: the positional ones first, then
  // those after a *args (keyword-only)
  std::vector<std::string> missing[2];
  for (std::size_t j = 0; j < np; ++j) {
    Value& s = scope->slots[fi->param_slots[j]];
    if (!s.is_undef()) continue;
    if (!f->defaults[j].is_undef()) {
      s = f->defaults[j];
    } else if (static_cast<int>(j) != fi->varargs && static_cast<int>(j) != fi->kwargs) {
      missing[fi->varargs >= 0 && static_cast<int>(j) > fi->varargs].push_back("'" + p_.name(fi->params[j]) + "'");
    }
  }
  for (int kw_only = 0; kw_only < 2; ++kw_only) {
    const auto& m = missing[kw_only];
    if (m.empty()) continue;
    std::string names = m[0];
    for (std::size_t i = 1; i < m.size(); ++i)
      names += (i + 1 < m.size() ? ", " : m.size() > 2 ? ", and " : " and ") + m[i];
    raise("TypeError", qualified_name(fi) + "() missing " + std::to_string(m.size()) + " required " +
                           (kw_only ? "keyword-only" : "positional") + " argument" + (m.size() == 1 ? "" : "s") + ": " + names);
    return false;
  }
  return true;
}

/// Calls `callee`. User code: pushes a frame and returns true (the loop
/// continues in the callee); built-ins: writes *out / the register. Returns
/// false when the result was produced immediately.
bool Interp::recursion_bound_hit(const FunctionInfo* fn) const {
  if (const Frame& top = frames_.back(); top.gen && top.fn == fn && top.gen->nest + 1 >= kSymbolicRecursion) return true;
  std::uint32_t n = 0;
  for (auto it = frames_.rbegin(); it != frames_.rend(); ++it)
    if (it->fn == fn && ++n >= kSymbolicRecursion) return true;
  return false;
}

bool Interp::invoke(const Value& callee, std::vector<Value>& args, std::uint32_t dst, std::uint32_t ret_pc, bool sync,
                    Value* out) {
  auto deliver = [&](Value v) {
    if (out) *out = std::move(v);
    else if (dst != kNone) reg(dst) = std::move(v);
  };
  switch (callee.tag()) {
    case Tag::Function: {
      auto* f = callee.as<FunctionObj>();
      if (f->info->overload_set != kNone && !f->exact) {  // overloads: pick by argument types (typed.cpp)
        Value chosen = select_overload(*this, callee, args);
        if (raising_) return false;
        if (chosen.obj() != callee.obj()) return invoke(chosen, args, dst, ret_pc, sync, out);
      }
      if (frames_.size() >= opts_.max_call_depth) {
        raise("RecursionError", "maximum recursion depth exceeded");
        return false;
      }
      // Recursion steered by unknowns is bounded like a loop over them: an
      // activation that decided on an unknown and would nest the function a
      // kSymbolicRecursion-th time gets an unknown result instead.
      if (frames_.back().decided && recursion_bound_hit(f->info)) {
        ++recursion_cuts_;
        auto e = sem::call_expr(*this, f->info->name, args);
        deliver(fresh_symbolic(f->info->name, e));
        return false;
      }
      push_frame(f->info, f->env, ret_pc, dst, FrameKind::Normal);
      frames_.back().sync = sync;
      if (f->owner_class.is(Tag::Class)) frames_.back().klass = f->owner_class;
      if (!bind_args(f, args, frames_.back().scope.as<ScopeObj>())) {
        Frame& fr = frames_.back();
        stack_.pop(fr.below);
        frames_.pop_back();
        return false;
      }
      pc_ = f->info->entry_pc;
      return true;
    }
    case Tag::BoundMethod: {
      auto* bm = callee.as<BoundMethodObj>();
      args.insert(args.begin(), bm->self);
      Value fn = bm->func;
      return invoke(fn, args, dst, ret_pc, sync, out);
    }
    case Tag::Class: {
      auto* c = callee.as<ClassObj>();
      if (c->builtin) {
        if (rt_ && rt_->construct_builtin) {
          Value e = rt_->construct_builtin(*this, callee, args);
          if (raising_) return false;
          if (!e.is_undef()) {
            deliver(e);
            return false;
          }
        }
        std::string msg;
        if (args.size() == 1) msg = sem::str(*this, args[0]);
        else if (args.size() > 1) {
          msg = "(";
          for (std::size_t k = 0; k < args.size(); ++k) msg += (k ? ", " : "") + sem::repr(*this, args[k]);
          msg += ")";
        }
        Value e = sem::make_exception(*this, c->name, msg);
        e.as<InstanceObj>()->fields.set(p_.intern("args"), make_list(args, Tag::Tuple));
        deliver(e);
        return false;
      }
      if (c->meta.is(Tag::Class)) {  // the metaclass's __call__ decides what Cls(...) makes
        Value m = sem::meta_method(*this, callee, "__call__");
        if (!m.is_undef()) return invoke(m, args, dst, ret_pc, sync, out);
      }
      auto* inst = new InstanceObj();
      inst->cls = callee;
      Value iv = Value::object(inst);
      Name init = p_.intern("__init__");
      for (auto& k : c->mro) {
        auto* kc = k.as<ClassObj>();
        if (kc->builtin) {
          // user exception classes: Exception.__init__ stores args
          if (!args.empty()) inst->fields.set(p_.intern("args"), make_list(args, Tag::Tuple));
          break;
        }
        if (Value* m = kc->attrs.find(init); m && m->is(Tag::Function)) {
          Value fn = *m;
          args.insert(args.begin(), iv);
          bool pushed = invoke(fn, args, dst, ret_pc, sync, out);
          if (pushed) {
            frames_.back().kind = FrameKind::Ctor;
            frames_.back().instance = iv;
          }
          return pushed;
        }
      }
      deliver(iv);
      return false;
    }
    case Tag::Builtin: {
      auto* b = callee.as<BuiltinObj>();
      // counted on the calling frame while it runs (Vm::where)
      const std::size_t depth = frames_.size();
      if (depth) ++frames_[depth - 1].natives;
      Value r = b->fn ? b->fn(*this, b->self, args) : Value::none();
      if (depth && depth <= frames_.size()) --frames_[depth - 1].natives;
      if (!raising_) deliver(std::move(r));
      return false;
    }
    case Tag::Symbolic: {
      auto e = sem::call_expr(*this, render_expr(*sem::expr_of(*this, callee), 200), args);
      deliver(unresolved_call(e->text, args, e));
      return false;
    }
    case Tag::Instance: {  // the object protocol: obj(...) calls obj.__call__(...)
      Name call = p_.intern("__call__");
      for (auto& k : callee.as<InstanceObj>()->klass()->mro) {
        if (k.as<ClassObj>()->builtin) break;
        if (Value* m = k.as<ClassObj>()->attrs.find(call); m && m->is(Tag::Function)) {
          Value fn = *m;
          args.insert(args.begin(), callee);
          return invoke(fn, args, dst, ret_pc, sync, out);
        }
      }
      raise("TypeError", "'" + vm::type_name(callee) + "' object is not callable");
      return false;
    }
    default:
      raise("TypeError", "'" + vm::type_name(callee) + "' object is not callable");
      return false;
  }
}

Value Interp::unresolved_call(const std::string& callee, std::span<const Value> args, const SymExprPtr& expr) {
  if (opts_.resolver) {
    ResolveRequest req;
    req.language = language_;
    req.callee = callee;
    if (opts_.resolver->wants_context()) {
      for (const auto& a : args) req.args_json.push_back(boost::json::serialize(render_value_json(*this, a)));
      // relevant state: module variables and the assumptions made so far
      boost::json::object st;
      st["globals"] = render_scope_json(*this, module_scope_);
      boost::json::array pcs;
      // the latest assumptions (a long run has thousands)
      std::size_t from = decisions_.size() > 64 ? decisions_.size() - 64 : 0;
      for (std::size_t k = from; k < decisions_.size(); ++k) pcs.push_back(boost::json::string(decisions_[k].condition));
      st["path_conditions"] = std::move(pcs);
      req.state_json = boost::json::serialize(st);
      if (req.state_json.size() > 16384) req.state_json = "{\"note\": \"state omitted (too large)\"}";
    }
    req.source_text = expr ? render_expr(*expr) : callee;
    auto r = opts_.resolver->resolve(req);
    llm_calls_ = opts_.resolver->llm_calls();
    if (r && r->resolved) {
      boost::json::error_code ec;
      auto jv = boost::json::parse(r->value_json, ec);
      if (!ec) {
        Value v = value_from_json(*this, jv);
        for (auto& [target, val] : r->heap_writes) {
          // "var.field" (nested: "a.b.c"): write the field of that object
          auto wv = boost::json::parse(val, ec);
          auto dot = target.rfind('.');
          if (ec || dot == std::string::npos) continue;
          std::string path = target.substr(0, dot), field = target.substr(dot + 1);
          auto first = path.find('.');
          Value obj = lookup_dynamic(p_.intern(path.substr(0, first)), true);
          while (first != std::string::npos && !obj.is_undef()) {
            auto next = path.find('.', first + 1);
            obj = sem::load_attr(*this, obj, p_.intern(path.substr(first + 1, next == std::string::npos ? next : next - first - 1)));
            if (raising_) {
              clear_raise();
              obj = Value::undef();
            }
            first = next;
          }
          if (obj.is(Tag::Instance) || obj.is(Tag::Dict) || obj.is(Tag::Symbolic))
            sem::store_attr(*this, obj, p_.intern(field), value_from_json(*this, wv));
        }
        for (auto& [name, val] : r->var_writes) {
          auto wv = boost::json::parse(val, ec);
          if (ec) continue;
          VarRef ref;
          ref.kind = VarRef::Dynamic;
          ref.name = p_.intern(name);
          if (Value* slot = var_slot(ref, true)) *slot = value_from_json(*this, wv);
        }
        return v;
      }
    }
  }
  Value result = fresh_symbolic(callee, expr);
  run_callbacks(callee, args);
  return result;
}

void Interp::run_callbacks(const std::string& callee, std::span<const Value> args) {
  // Code the program hands to an unknown function is code it means to run:
  // a handler registered with a framework that is not here (`app.get('/',
  // (req, res) => ...)`), `items.forEach(x => ...)`, `readFile(p, cb)`. Each
  // such callback runs once, with unknown arguments named after its
  // parameters (`items.forEach:x`); what it raises stays inside it.
  if (callback_depth_ >= kMaxCallbackNesting || stop_) return;
  int ran = 0;
  for (const Value& raw : args) {
    const Value& fn = raw.is(Tag::KwArg) ? raw.as<KwArgObj>()->value : raw;
    const FunctionObj* f = fn.is(Tag::Function)      ? fn.as<FunctionObj>()
                           : fn.is(Tag::BoundMethod) && fn.as<BoundMethodObj>()->func.is(Tag::Function)
                               ? fn.as<BoundMethodObj>()->func.as<FunctionObj>()
                               : nullptr;
    if (!f || ++ran > 4) continue;
    std::vector<Value> cargs;
    std::size_t first = fn.is(Tag::BoundMethod) ? 1 : 0;  // self is bound
    for (std::size_t k = first; k < f->info->params.size(); ++k) {
      if (static_cast<int>(k) == f->info->varargs || static_cast<int>(k) == f->info->kwargs) continue;
      SymExpr leaf;
      leaf.text = callee + ":" + p_.name(f->info->params[k]);
      cargs.push_back(fresh_symbolic({}, make_expr(std::move(leaf))));
    }
    ++callback_depth_;
    call_sync(fn, cargs);
    --callback_depth_;
    if (raising_) clear_raise();  // a budget (stop_) stays
    if (stop_) return;
  }
}

// A parent named through a module or an enclosing class (`string.Template`,
// `Outer.Inner`): the first name's binding, then one attribute per dot. A
// name that does not resolve leaves the parent unresolved, as before.
Value Interp::dotted_class(const std::string& dotted) {
  std::size_t at = dotted.find('.');
  Value v = lookup_dynamic(p_.intern(dotted.substr(0, at)), false);
  while (at != std::string::npos && v.is_heap() && !v.is_symbolic()) {
    std::size_t next = dotted.find('.', at + 1);
    v = ir_load_attr(v, p_.intern(dotted.substr(at + 1, next == std::string::npos ? std::string::npos : next - at - 1)));
    if (raising_) {
      clear_raise();
      return Value::none();
    }
    at = next;
  }
  return v;
}

void Interp::start_class(const FunctionInfo* fi, std::uint32_t dst, std::uint32_t ret_pc) {
  auto* c = new ClassObj();
  Value cv = Value::object(c);
  c->name = fi->name;
  c->mro.push_back(cv);
  // C3 linearisation of the parents' orders (Python's MRO); when the
  // orders conflict, fall back to a left-to-right, duplicate-free merge.
  std::vector<std::vector<Obj*>> seqs;
  std::vector<Value> keep;
  std::vector<Obj*> direct;
  for (const auto& pname : fi->class_parents) {
    Value pv = lookup_dynamic(p_.intern(pname), true);
    if (!pv.is(Tag::Class) && pname.find('.') != std::string::npos) pv = dotted_class(pname);
    if (pv.is(Tag::Class)) {
      std::vector<Obj*> seq;
      for (auto& a : pv.as<ClassObj>()->mro) {
        seq.push_back(a.obj());
        keep.push_back(a);
      }
      seqs.push_back(std::move(seq));
      direct.push_back(pv.obj());
    } else if (pname != "object") {
      c->unresolved_parents.push_back(pname);
    }
  }
  if (!direct.empty()) seqs.push_back(direct);
  std::vector<Obj*> merged;
  bool ok = true;
  while (true) {
    bool any = false;
    for (auto& sq : seqs) any |= !sq.empty();
    if (!any) break;
    Obj* pick = nullptr;
    for (auto& sq : seqs) {
      if (sq.empty()) continue;
      Obj* cand = sq.front();
      bool in_tail = false;
      for (auto& other : seqs)
        for (std::size_t k = 1; k < other.size(); ++k) in_tail |= other[k] == cand;
      if (!in_tail) {
        pick = cand;
        break;
      }
    }
    if (!pick) {
      ok = false;
      break;
    }
    merged.push_back(pick);
    for (auto& sq : seqs)
      if (!sq.empty() && sq.front() == pick) sq.erase(sq.begin());
  }
  if (!ok) {
    merged.clear();
    for (auto& v : keep) {
      bool dup = false;
      for (Obj* x : merged) dup |= x == v.obj();
      if (!dup) merged.push_back(v.obj());
    }
  }
  for (Obj* o : merged)
    for (auto& v : keep)
      if (v.obj() == o) {
        c->mro.push_back(v);
        break;
      }
  Value env = nearest_function_scope(frames_.back().scope);
  push_frame(fi, env, ret_pc, dst, FrameKind::ClassBody);
  frames_.back().klass = cv;
  pc_ = fi->entry_pc;
}

void Interp::finish_class(Frame& fr, Value& result) {
  auto* c = fr.klass.as<ClassObj>();
  auto* sc = fr.scope.as<ScopeObj>();
  for (std::size_t k = 0; k < sc->nslots; ++k) {
    if (sc->slots[k].is_undef()) continue;
    c->attrs.set(fr.fn->slot_names[k], sc->slots[k]);
    if (sc->slots[k].is(Tag::Accessor) && sc->slots[k].as<AccessorObj>()->akind == AccessorObj::Property)
      c->has_properties = true;
  }
  Name meta = p_.intern("__metaclass__");
  for (auto& base : c->mro) {  // properties and the metaclass a base class defines
    if (!base.is(Tag::Class)) continue;
    if (base.as<ClassObj>()->has_properties) c->has_properties = true;
    if (!c->meta.is(Tag::Class))
      if (Value* m = base.as<ClassObj>()->attrs.find(meta); m && m->is(Tag::Class)) c->meta = *m;
  }
  result = fr.klass;
}

bool Interp::check_budgets() {
  if (stop_) return false;
  if (steps_ > opts_.max_steps) {
    stop_for(kernel::RunStatus::StepLimit);
    return false;
  }
  // The counting allocator refuses the block that would pass the budget and
  // marks it (run.cpp catches the std::bad_alloc); this sees the mark when a
  // native swallowed the exception.
  if (kernel::g_heap_meter.hit) {
    stop_for(kernel::RunStatus::MemoryLimit);
    return false;
  }
  if (deadline_ns_) {
    auto now = static_cast<std::uint64_t>(
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count());
    if (now >= deadline_ns_) {
      stop_for(kernel::RunStatus::TimeLimit);
      return false;
    }
  }
  check_at_ = next_check();
  return true;
}

bool Interp::charge(std::uint64_t steps) {
  if (stop_) return false;
  steps_ = steps > UINT64_MAX - steps_ ? UINT64_MAX : steps_ + steps;
  if (steps_ > check_at_ || kernel::g_heap_meter.hit) return check_budgets();
  return true;
}

bool Interp::current_method(Value& cls, Value& self) {
  for (auto it = frames_.rbegin(); it != frames_.rend(); ++it) {
    if (it->fn->params.empty() || it->fn->is_module || it->fn->is_class_body) continue;
    if (!it->klass.is(Tag::Class)) continue;
    cls = it->klass;
    self = it->scope.as<ScopeObj>()->slots[it->fn->param_slots[0]];
    return true;
  }
  return false;
}

Value Interp::call_sync(const Value& callee, std::span<const Value> args) {
  // A call from a native is a step: a native loop over calls that run no
  // instructions (list() of an iterator whose __next__ is unknown) must
  // still end when the budget does.
  if (!charge(1)) return Value::none();
  if (native_nesting_exhausted()) {
    raise("RecursionError", "maximum recursion depth exceeded (in a call from a built-in)");
    return Value::none();
  }
  struct Nest {
    int& d;
    explicit Nest(int& x) : d(x) { ++d; }
    ~Nest() { --d; }
  } nest(sync_depth_);
  std::vector<Value> a(args.begin(), args.end());
  Value out;
  std::uint32_t saved_pc = pc_;
  std::size_t depth = frames_.size();
  {
    SavedFinally keep(*this);  // a `finally` of the caller's, waiting to re-raise
    if (invoke(callee, a, kNone, saved_pc, true, &out)) {
      exec_loop(depth + 1);
      if (!raising_ && frames_.size() == depth) out = pending_;
    }
  }
  pc_ = saved_pc;
  return out;
}

// --- exceptions ----------------------------------------------------------------------

bool Interp::unwind() {
  // Returns true if a handler was found (pc_ set), false if uncaught.
  while (!frames_.empty()) {
    Frame& fr = frames_.back();
    while (!fr.handlers.empty()) {
      Handler h = fr.handlers.back();
      fr.handlers.pop_back();
      for (std::uint32_t k = 0; k < h.npairs; ++k) {
        std::uint32_t cname = p_.arg_pool[h.pairs + 2 * k];
        std::uint32_t hpc = p_.arg_pool[h.pairs + 2 * k + 1];
        bool match = cname == kNone;
        if (!match) {
          Value cls = lookup_dynamic(cname, true);
          if (cls.is(Tag::Class)) {
            match = sem::isinstance(*this, exc_, cls);
          } else if (exc_.is(Tag::Instance)) {
            // unknown exception class (missing import): match by name
            std::string n = p_.name(cname);
            auto dot = n.rfind('.');
            match = exc_.as<InstanceObj>()->klass()->name == (dot == std::string::npos ? n : n.substr(dot + 1));
          } else {
            match = true;  // a symbolic exception may be anything
          }
        }
        if (match && hpc != kNone) {
          fr.exc = exc_;
          raising_ = false;
          if (!run_state_.empty()) record_caught_stack();
          unwound_.clear();  // caught: the next uncaught exception's stack starts afresh
          pc_ = hpc;
          return true;
        }
      }
      if (h.finally_pc != kNone) {
        pending_ = exc_;
        pending_src_ = exc_src_;
        watch_pc_ = h.end_pc;
        watch_depth_ = frames_.size();
        raising_ = false;
        pc_ = h.finally_pc;
        return true;
      }
    }
    if (fr.sync || frames_.size() == 1) return false;
    // bounded: frames unwound by exceptions a handler later caught stay listed
    // (a loop of caught raises, a C longjmp, would otherwise grow it forever)
    if (unwound_.size() < 1000) unwound_.push_back({fr.fn, fr.call_src});
    stack_.pop(fr.below);
    frames_.pop_back();
  }
  return false;
}

// --- trace -----------------------------------------------------------------------------

void Interp::trace_step(const Op& op) {
  if (!opts_.trace_out) return;
  const auto& m = *p_.module;
  std::string text = op.src < m.instructions.size() ? kernel::print_instruction(m, m.instructions[op.src]) : "";
  const FunctionInfo* f = p_.op_function[pc_];
  *opts_.trace_out << "step " << steps_ << " " << (f->is_module ? "<module>" : f->label) << ":" << pc_ << "  " << text;
  if (op.src < m.instructions.size() && !m.instructions[op.src].span.empty())
    *opts_.trace_out << "  # " << m.instructions[op.src].span.start_line;
  *opts_.trace_out << "\n";
}

}  // namespace reddragon::vm
