// linker.cpp - links the modules a program imports into its ir::Module
// (docs/projects.md, ADR 0012).
//
// Every linked module's top level becomes the body of an initialiser
// function `__rd_init_<n>` defined before the entry's own code:
//
//   if __rd_mod_<n> is not None: return it       (initialised once)
//   ns = new_object module; __rd_mod_<n> = ns    (a cycle sees it partly done)
//   <the module's code>                          (its globals are the function's locals)
//   return ns (or module.exports, per the language's convention)
//
// Each top-level assignment, and each assignment in its functions to one
// of its globals, also writes the namespace field, so importers see what
// the module has defined so far. An import site (SYMBOLIC "import:<spec>")
// the language resolves becomes calls of the initialisers of the modules
// it names, in order, and field reads. Labels of a linked module get a
// prefix of their own and its registers are rebased, so nothing collides.
#include <algorithm>
#include <atomic>
#include <deque>
#include <optional>
#include <system_error>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "project/import_sites.hpp"
#include "project/module_cache.hpp"
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/project.hpp"
#include "reddragon/kernel/plugin_host.hpp"

namespace reddragon::kernel {

using namespace reddragon::ir;

namespace {

/// Most modules one program links; imports beyond stay symbolic.
constexpr std::size_t kMaxModules = 4096;

struct Unit {
  std::string file;  ///< "" for an empty module (a namespace package)
  std::string name;
  std::shared_ptr<const CachedModule> lowered;
  std::uint32_t id = 0;
};

class Linker {
 public:
  Linker(Module& main, std::filesystem::path root, PluginHost& host, const Config& cfg, const LlmBoundary* llm,
         const std::vector<std::filesystem::path>& only)
      : main_(main), root_(std::move(root)), host_(host), cfg_(cfg), cache_(host, cfg, llm) {
    std::error_code ec;
    for (const auto& f : only) only_files_.push_back(std::filesystem::weakly_canonical(f, ec).string());
    std::sort(only_files_.begin(), only_files_.end());
    only_files_.erase(std::unique(only_files_.begin(), only_files_.end()), only_files_.end());
  }

  Expected<LinkReport> run() {
    auto fe = host_.frontend(main_.language);
    if (!fe) return report_;  // IR text, or a language without a frontend: nothing to link
    fe_ = *fe;
    conv_ = fe_->module_convention();
    // Does anything resolve? If not, the module stays as it is.
    bool any = false;
    for (const ImportSite& s : import_sites(main_)) any |= !resolve(main_.source_path, s).modules.empty();
    if (!any) {
      report_.unresolved = import_sites(main_).size();
      return with_cache_counts();
    }
    prefetch();
    out_.source_path = main_.source_path;
    out_.language = main_.language;
    out_.entry_point = main_.entry_point;
    out_.num_registers = main_.num_registers;
    copy_unit(main_, main_.source_path, 0, "", false, body_);
    while (!pending_.empty()) {
      std::size_t u = pending_.front();
      pending_.pop_front();
      emit_initialiser(u);
    }
    // entry label, the module variables, the initialisers, then the entry's code
    auto& ins = out_.instructions;
    std::size_t first = !body_.empty() && body_[0].op == Opcode::Label ? 1 : 0;
    ins.insert(ins.end(), body_.begin(), body_.begin() + static_cast<std::ptrdiff_t>(first));
    for (const Unit& u : units_) {
      Reg r = fresh();
      emit(ins, Opcode::Const, r, {lit_none()});
      emit(ins, Opcode::DeclVar, kNoReg, {var(mod_var(u.id)), reg(r)});
    }
    // each initialiser's body names its module's file (errors, tracebacks, spans)
    const auto at = static_cast<std::uint32_t>(ins.size());
    for (const Module::FileRun& f : init_files_)
      if (out_.files.empty() ? f.path != out_.source_path : f.path != out_.files.back().path) {
        if (!out_.files.empty() && out_.files.back().first == at + f.first) out_.files.pop_back();
        out_.files.push_back({at + f.first, f.path});
      }
    ins.insert(ins.end(), inits_.begin(), inits_.end());
    if (!out_.files.empty() && out_.files.back().path != out_.source_path)
      out_.files.push_back({static_cast<std::uint32_t>(ins.size()), out_.source_path});
    ins.insert(ins.end(), body_.begin() + static_cast<std::ptrdiff_t>(first), body_.end());
    report_.modules = units_.size();
    main_ = std::move(out_);
    return with_cache_counts();
  }

 private:
  // --- operands -------------------------------------------------------------------
  Reg fresh() { return out_.num_registers++; }
  Operand reg(Reg r) { return {OperandKind::Reg, r}; }
  Operand var(std::string_view s) { return {OperandKind::Var, out_.strings.intern(s).id}; }
  Operand field(std::string_view s) { return {OperandKind::Field, out_.strings.intern(s).id}; }
  Operand label(std::string_view s) { return {OperandKind::Label, out_.strings.intern(s).id}; }
  Operand literal(Literal l) {
    out_.literals.push_back(l);
    return {OperandKind::Literal, static_cast<std::uint32_t>(out_.literals.size() - 1)};
  }
  Operand lit_none() { return literal(Literal{}); }
  Operand lit_str(std::string_view s) {
    Literal l;
    l.kind = LiteralKind::String;
    l.text = out_.strings.intern(s);
    return literal(l);
  }
  void emit(std::vector<Instruction>& to, Opcode op, Reg result, std::initializer_list<Operand> ops,
            SourceSpan span = {}) {
    Instruction in;
    in.op = op;
    in.result = result;
    in.first_operand = static_cast<std::uint32_t>(out_.operands.size());
    in.num_operands = static_cast<std::uint16_t>(ops.size());
    in.span = span;
    out_.operands.insert(out_.operands.end(), ops.begin(), ops.end());
    to.push_back(in);
  }
  static std::string mod_var(std::uint32_t id) { return "__rd_mod_" + std::to_string(id); }
  static std::string init_fn(std::uint32_t id) { return "__rd_init_" + std::to_string(id); }

  LinkReport with_cache_counts() {
    report_.cache = {cache_.disk_enabled(), cache_.dir().string(), cache_.hits(), cache_.misses()};
    return report_;
  }

  /// Lowers the modules the program can reach ahead of linking, wave by
  /// wave on project.workers threads (the linking below then finds them in
  /// the cache's memory). Resolution stays on this thread; every language
  /// met is loaded here (link_language) before a thread lowers it.
  void prefetch() {
    std::int64_t want = cfg_.integer(ConfigKey::ProjectWorkers);
    if (want <= 0) want = std::max<std::int64_t>(1, std::thread::hardware_concurrency());
    const auto workers = static_cast<std::size_t>(std::clamp<std::int64_t>(want, 1, 256));
    if (workers < 2) return;
    std::vector<std::pair<std::string, std::string>> wave;  // file, language
    std::unordered_set<std::string> seen;
    auto add_imports = [&](const Module& m, const std::string& file) {
      for (const ImportSite& s : import_sites(m))
        for (const ImportedModule& im : resolve(file, s).modules)
          if (!im.file.empty() && seen.size() < kMaxModules && seen.insert(key_of(im)).second)
            wave.emplace_back(im.file, link_language(im.file));
    };
    add_imports(main_, main_.source_path);
    while (!wave.empty()) {
      std::vector<std::shared_ptr<const CachedModule>> got(wave.size());
      std::atomic<std::size_t> next{0};
      auto work = [&] {
        for (std::size_t i; (i = next.fetch_add(1)) < wave.size();)
          if (auto l = cache_.lower(wave[i].first, wave[i].second)) got[i] = *l;  // errors: reported when linked
      };
      std::vector<std::thread> pool;
      try {
        for (std::size_t k = 1; k < std::min(workers, wave.size()); ++k) pool.emplace_back(work);
      } catch (const std::system_error&) {
        // fewer threads: this one does the rest
      }
      work();
      for (std::thread& t : pool) t.join();
      auto done = std::move(wave);
      wave.clear();
      for (std::size_t i = 0; i < done.size(); ++i)
        if (got[i]) add_imports(got[i]->module, done[i].first);
    }
  }

  // --- resolution ------------------------------------------------------------------
  /// The language a project file lowers as: its own when the entry's
  /// module convention names it in links_with and its own names the
  /// entry's (TypeScript and JavaScript), else "" (it does not link: one
  /// runtime per run).
  std::string link_language(const std::string& file) {
    std::string lang = host_.language_for_path(file);
    if (lang.empty() || lang == main_.language) return lang.empty() ? main_.language : lang;
    if (auto it = linkable_.find(lang); it != linkable_.end()) return it->second ? lang : "";
    // the entry's language says which others run on its runtime; both must agree
    ModuleConvention other;
    auto fe = host_.frontend(lang);
    if (fe) other = (*fe)->module_convention();
    auto named = [](const ModuleConvention& c, const std::string& l) {
      return std::find(c.links_with.begin(), c.links_with.end(), l) != c.links_with.end();
    };
    bool ok = fe && named(conv_, lang) && named(other, main_.language);
    linkable_.emplace(lang, ok);
    return ok ? lang : "";
  }

  /// Imports resolve through the importing file's own frontend.
  ImportResolution resolve(const std::string& importer, const ImportSite& s) {
    ImportQuery q{importer, s.specifier, s.bound_name, root_.string(), only_files_};
    Frontend* fe = fe_;
    if (std::string lang = link_language(importer); lang != main_.language) {
      if (lang.empty()) return {};
      auto f = host_.frontend(lang);
      if (!f) return {};
      fe = *f;
    }
    ImportResolution r = fe->resolve_import(q);
    if (!r.error.empty()) return {};  // rejected by the language (Go's import cycles): stays symbolic
    if (!only_files_.empty() && !keep_given_files(r)) return {};
    if (r.modules.empty() || r.value_index >= r.modules.size()) return {};
    for (const ImportedModule& m : r.modules)  // one runtime per run: other languages do not link
      if (!m.file.empty() && link_language(m.file).empty()) return {};
    return r;
  }

  /// Several files given: modules of other files drop out (a Go package's
  /// files not given); false when the import's own value is one of them.
  bool keep_given_files(ImportResolution& r) const {
    std::error_code ec;
    std::vector<ImportedModule> kept;
    std::size_t value = r.value_index;
    for (std::size_t i = 0; i < r.modules.size(); ++i) {
      const ImportedModule& m = r.modules[i];
      if (m.file.empty() ||
          std::binary_search(only_files_.begin(), only_files_.end(), std::filesystem::weakly_canonical(m.file, ec).string())) {
        if (i == r.value_index) value = kept.size();
        kept.push_back(m);
      } else if (i == r.value_index || !m.field.empty()) {
        return false;  // the import's value, or a submodule it names (`import pkg.sub`), is not given
      }
    }
    r.modules = std::move(kept);
    r.value_index = value;
    return true;
  }

  /// The unit of a module, lowered and queued on first use; nullopt when it
  /// does not lower (the import then stays symbolic).
  std::optional<std::uint32_t> unit_for(const ImportedModule& m) {
    std::string key = key_of(m);
    if (auto it = unit_of_.find(key); it != unit_of_.end()) return it->second;
    if (units_.size() >= kMaxModules) {
      report_.diagnostics.push_back({m.file, {Severity::Warning, "more than " + std::to_string(kMaxModules) +
                                                                     " modules: this import stays symbolic", {}}});
      return std::nullopt;
    }
    Unit u{m.file, m.name, nullptr, static_cast<std::uint32_t>(units_.size())};
    if (!m.file.empty()) {
      auto l = cache_.lower(m.file, link_language(m.file));
      if (!l) {
        report_.diagnostics.push_back({m.file, {Severity::Error, l.error().message + "; its imports stay symbolic", {}}});
        unit_of_.emplace(key, std::nullopt);
        return std::nullopt;
      }
      u.lowered = *l;
      for (const Diagnostic& d : u.lowered->diagnostics) report_.diagnostics.push_back({m.file, d});
    }
    units_.push_back(std::move(u));
    unit_of_.emplace(key, units_.back().id);
    pending_.push_back(units_.back().id);
    return units_.back().id;
  }

  /// Replaces an import site: the initialisers of its modules, then the value.
  bool link_import(const ImportResolution& r, Reg result, SourceSpan span, std::vector<Instruction>& to) {
    std::vector<std::uint32_t> ids;
    for (const ImportedModule& m : r.modules) {
      auto id = unit_for(m);
      if (!id) return false;
      ids.push_back(*id);
    }
    std::vector<Reg> vals;
    for (std::size_t k = 0; k < ids.size(); ++k) {
      Reg v = fresh();
      emit(to, Opcode::CallFunction, v, {{OperandKind::Func, out_.strings.intern(init_fn(ids[k])).id}}, span);
      if (k > 0 && !r.modules[k].field.empty()) emit(to, Opcode::StoreField, kNoReg, {reg(vals.back()), field(r.modules[k].field), reg(v)}, span);
      vals.push_back(v);
    }
    Reg v = vals[r.value_index];
    if (r.fields.empty()) {  // the result register is written by the last instruction
      emit(to, Opcode::CallFunction, result, {{OperandKind::Func, out_.strings.intern(init_fn(ids[r.value_index])).id}}, span);
      return true;
    }
    for (std::size_t k = 0; k < r.fields.size(); ++k) {
      Reg next = k + 1 == r.fields.size() ? result : fresh();
      emit(to, Opcode::LoadField, next, {reg(v), field(r.fields[k])}, span);
      v = next;
    }
    return true;
  }

  // --- copying a module ------------------------------------------------------------
  struct Ranges {
    /// per instruction: the innermost function/class range holding it (-1: top level)
    std::vector<int> owner;
    std::vector<int> parent;                                ///< per range
    std::vector<std::unordered_set<std::uint32_t>> declared;  ///< per range: names it declares (Symbol ids)
  };

  static Ranges find_ranges(const Module& m) {
    Ranges r;
    std::unordered_set<std::uint32_t> entries;
    for (const Literal& l : m.literals)
      if (l.kind == LiteralKind::FuncRef || l.kind == LiteralKind::ClassRef) entries.insert(l.label.id);
    std::unordered_map<std::string_view, std::uint32_t> label_at;
    for (std::uint32_t i = 0; i < m.instructions.size(); ++i)
      if (m.instructions[i].op == Opcode::Label && m.instructions[i].num_operands == 1)
        label_at.emplace(m.str(m.operands_of(m.instructions[i])[0].sym()), i);
    r.owner.assign(m.instructions.size(), -1);
    std::vector<std::pair<int, std::uint32_t>> stack;  // range, end index
    for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
      while (!stack.empty() && i >= stack.back().second) stack.pop_back();
      const Instruction& in = m.instructions[i];
      if (in.op == Opcode::Label && in.num_operands == 1 && entries.count(m.operands_of(in)[0].value)) {
        std::string lab(m.str(m.operands_of(in)[0].sym()));
        std::string end = lab.rfind("func_", 0) == 0 ? "end_" + lab.substr(5) : "end_" + lab;
        auto e = label_at.find(end);
        auto end_idx = e != label_at.end() && e->second > i ? e->second : static_cast<std::uint32_t>(m.instructions.size());
        r.parent.push_back(stack.empty() ? -1 : stack.back().first);
        r.declared.emplace_back();
        stack.emplace_back(static_cast<int>(r.parent.size() - 1), end_idx);
      }
      r.owner[i] = stack.empty() ? -1 : stack.back().first;
      if (in.op == Opcode::DeclVar && in.num_operands >= 1 && r.owner[i] >= 0)
        r.declared[static_cast<std::size_t>(r.owner[i])].insert(m.operands_of(in)[0].value);
    }
    return r;
  }

  /// Copies module `m` into `to`: registers rebased, labels prefixed, import
  /// sites linked. `wrapped`: its top level is an initialiser's body, whose
  /// global assignments also write the namespace (`__rd_ns`).
  void copy_unit(const Module& m, const std::string& file, std::uint32_t reg_base, const std::string& prefix,
                 bool wrapped, std::vector<Instruction>& to) {
    std::unordered_set<std::string_view> labels;
    for (const Instruction& in : m.instructions)
      if (in.op == Opcode::Label && in.num_operands == 1) labels.insert(m.str(m.operands_of(in)[0].sym()));
    auto rename_label = [&](std::string_view s) -> std::string {
      if (prefix.empty()) return std::string(s);
      if (s.starts_with("func_")) return "func_" + prefix + std::string(s.substr(5));
      if (s.starts_with("end_")) return "end_" + prefix + std::string(s.substr(4));
      return prefix + std::string(s);
    };
    auto rename_var = [&](std::string_view s) -> std::string {
      // parameter defaults live in `__default_<entry label>_<param>` (compile.cpp)
      if (prefix.empty() || !s.starts_with("__default_")) return std::string(s);
      std::string_view rest = s.substr(10);
      for (std::size_t k = rest.rfind('_'); k != std::string_view::npos && k > 0; k = rest.rfind('_', k - 1))
        if (labels.count(rest.substr(0, k))) return "__default_" + rename_label(rest.substr(0, k)) + std::string(rest.substr(k));
      return std::string(s);
    };
    std::unordered_map<std::uint64_t, std::uint32_t> sym_map;  // (symbol, kind) -> symbol of out_
    std::unordered_map<std::uint32_t, std::uint32_t> lit_map;
    auto sym = [&](Symbol s, bool is_label, bool is_var) -> std::uint32_t {
      std::uint64_t key = std::uint64_t{s.id} * 4 + (is_label ? 1 : 0) + (is_var ? 2 : 0);
      if (auto it = sym_map.find(key); it != sym_map.end()) return it->second;
      std::string text = is_label ? rename_label(m.str(s)) : is_var ? rename_var(m.str(s)) : std::string(m.str(s));
      std::uint32_t id = out_.strings.intern(text).id;
      sym_map.emplace(key, id);
      return id;
    };
    auto lit = [&](std::uint32_t idx) -> std::uint32_t {
      if (auto it = lit_map.find(idx); it != lit_map.end()) return it->second;
      Literal l = m.literals[idx];
      bool ref = l.kind == LiteralKind::FuncRef || l.kind == LiteralKind::ClassRef;
      if (l.text.id) l.text = Symbol{sym(l.text, false, false)};
      if (l.label.id) l.label = Symbol{ref ? sym(l.label, true, false) : sym(l.label, false, false)};
      if (l.extra.id) l.extra = Symbol{sym(l.extra, false, false)};
      out_.literals.push_back(l);
      auto id = static_cast<std::uint32_t>(out_.literals.size() - 1);
      lit_map.emplace(idx, id);
      return id;
    };
    Ranges ranges = wrapped ? find_ranges(m) : Ranges{};
    std::unordered_set<std::uint32_t> globals;  // the module's top-level names (Symbol ids of m)
    std::unordered_set<std::string> skip{conv_.name_var, conv_.exports_var, conv_.module_var};
    for (const auto& rn : conv_.renames) skip.insert(rn.first);  // written under their new name at the end
    if (wrapped)
      for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
        const Instruction& in = m.instructions[i];
        if ((in.op == Opcode::DeclVar || in.op == Opcode::StoreVar) && in.num_operands == 2 && ranges.owner[i] < 0 &&
            !skip.count(std::string(m.str(m.operands_of(in)[0].sym()))))
          globals.insert(m.operands_of(in)[0].value);
      }
    std::unordered_map<std::uint32_t, const ImportSite*> site_at;
    std::vector<ImportSite> sites = import_sites(m);
    for (const ImportSite& s : sites) site_at.emplace(s.index, &s);

    for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
      const Instruction& in = m.instructions[i];
      if (auto it = site_at.find(i); it != site_at.end()) {
        ImportResolution r = resolve(file, *it->second);
        if (it->second->star && !r.fields.empty()) r = {};  // `from m import *` of a module only
        if (!r.modules.empty() && link_import(r, in.result + reg_base, in.span, to)) {
          if (it->second->star) bind_public_names(r, in.result + reg_base, in.span, wrapped, to);
          ++report_.resolved;
          continue;
        }
        ++report_.unresolved;
      }
      Instruction c = in;
      c.result = in.result == kNoReg ? kNoReg : in.result + reg_base;
      c.type = in.type.id ? Symbol{sym(in.type, false, false)} : Symbol{};
      c.first_operand = static_cast<std::uint32_t>(out_.operands.size());
      for (const Operand& o : m.operands_of(in)) {
        Operand n = o;
        switch (o.kind) {
          case OperandKind::Reg: n.value = o.value + reg_base; break;
          case OperandKind::Label: n.value = sym(o.sym(), true, false); break;
          case OperandKind::Var: n.value = sym(o.sym(), false, true); break;
          case OperandKind::Field:
          case OperandKind::Func:
          case OperandKind::Class: n.value = sym(o.sym(), false, false); break;
          case OperandKind::Literal: n.value = lit(o.value); break;
          default: break;
        }
        out_.operands.push_back(n);
      }
      to.push_back(c);
      if (wrapped && (in.op == Opcode::DeclVar || in.op == Opcode::StoreVar) && in.num_operands == 2) {
        auto ops = m.operands_of(in);
        if (ops[1].kind == OperandKind::Reg && globals.count(ops[0].value) && writes_global(ranges, i, ops[0].value, in.op)) {
          Reg ns = fresh();
          emit(to, Opcode::LoadVar, ns, {var("__rd_ns")}, in.span);
          emit(to, Opcode::StoreField, kNoReg, {reg(ns), field(m.str(ops[0].sym())), reg(ops[1].value + reg_base)}, in.span);
        }
      }
    }
  }

  /// `from m import *`: every top-level name of m not starting with `_`
  /// (its own and those it star-imports) becomes a variable here, and a
  /// namespace field of a linked module. Each read is guarded: a module in
  /// an import cycle may not have bound the name yet (it is then skipped,
  /// as Python binds only what the partial module has).
  /// The value module's names, then those of each module after it, each
  /// read from its own namespace (Go's package files: one import, several
  /// modules; Python's value is the last, so only its names).
  void bind_public_names(const ImportResolution& r, Reg ns, SourceSpan span, bool wrapped, std::vector<Instruction>& to) {
    for (std::size_t k = r.value_index; k < r.modules.size(); ++k) {
      Reg from = ns;
      if (k != r.value_index) {
        auto id = unit_for(r.modules[k]);
        if (!id) continue;
        from = fresh();  // initialised by link_import: this returns its namespace
        emit(to, Opcode::CallFunction, from, {{OperandKind::Func, out_.strings.intern(init_fn(*id)).id}}, span);
      }
      bind_names_of(r.modules[k], from, span, wrapped, to);
    }
  }

  void bind_names_of(const ImportedModule& im, Reg ns, SourceSpan span, bool wrapped, std::vector<Instruction>& to) {
    std::vector<std::string> names;
    std::unordered_set<std::string> seen, visited;
    public_names(im, names, seen, visited);
    for (const std::string& n : names) {
      std::string id = std::to_string(out_.num_registers);
      std::string end = "__rd_star_end_" + id, skip = "__rd_star_skip_" + id;
      emit(to, Opcode::TryPush, kNoReg, {{}, label(end), {}, label(skip)}, span);
      Reg v = fresh();
      emit(to, Opcode::LoadField, v, {reg(ns), field(n)}, span);
      emit(to, Opcode::DeclVar, kNoReg, {var(n), reg(v)}, span);
      if (wrapped) {
        Reg own = fresh();
        emit(to, Opcode::LoadVar, own, {var("__rd_ns")}, span);
        emit(to, Opcode::StoreField, kNoReg, {reg(own), field(n), reg(v)}, span);
      }
      emit(to, Opcode::TryPop, kNoReg, {}, span);
      emit(to, Opcode::Branch, kNoReg, {label(end)}, span);
      emit(to, Opcode::Label, kNoReg, {label(skip)}, span);
      emit(to, Opcode::Symbolic, fresh(), {lit_str("caught_exception:*")}, span);
      emit(to, Opcode::Branch, kNoReg, {label(end)}, span);
      emit(to, Opcode::Label, kNoReg, {label(end)}, span);
    }
  }

  void public_names(const ImportedModule& im, std::vector<std::string>& names, std::unordered_set<std::string>& seen,
                    std::unordered_set<std::string>& visited) {
    std::string key = key_of(im);
    if (!visited.insert(key).second || visited.size() > 256) return;
    auto u = unit_for(im);  // lowered now if nothing imported it yet
    if (!u || !units_[*u].lowered) return;
    const std::shared_ptr<const CachedModule> lowered = units_[*u].lowered;  // units_ may grow below
    const Module& m = lowered->module;
    const std::string file = units_[*u].file;
    Ranges rs = find_ranges(m);
    std::unordered_map<std::uint32_t, const ImportSite*> stars;
    std::vector<ImportSite> sites = import_sites(m);
    for (const ImportSite& s : sites)
      if (s.star) stars.emplace(s.index, &s);
    for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
      if (rs.owner[i] >= 0) continue;
      const Instruction& in = m.instructions[i];
      if (auto st = stars.find(i); st != stars.end()) {
        ImportResolution sub = resolve(file, *st->second);
        if (!sub.modules.empty() && sub.fields.empty()) public_names(sub.modules[sub.value_index], names, seen, visited);
        continue;
      }
      if ((in.op != Opcode::DeclVar && in.op != Opcode::StoreVar) || in.num_operands != 2) continue;
      std::string n(m.str(m.operands_of(in)[0].sym()));
      if (!n.empty() && n[0] != '_' && seen.insert(n).second) names.push_back(n);
    }
  }

  static std::string key_of(const ImportedModule& m) {
    std::error_code ec;
    std::string key = m.file.empty() ? "\n" + m.name : std::filesystem::weakly_canonical(m.file, ec).string();
    return ec ? m.file : key;
  }

  /// Whether an assignment at instruction i writes the module's global
  /// `name`: at top level, or in a function where no enclosing function
  /// declares it.
  static bool writes_global(const Ranges& r, std::uint32_t i, std::uint32_t name, Opcode op) {
    int f = r.owner[i];
    if (f < 0) return true;
    if (op == Opcode::DeclVar) return false;
    for (; f >= 0; f = r.parent[static_cast<std::size_t>(f)])
      if (r.declared[static_cast<std::size_t>(f)].count(name)) return false;
    return true;
  }

  void emit_initialiser(std::size_t u) {
    const Unit unit = units_[u];  // a copy: units_ grows while the body is copied
    auto& to = inits_;
    const std::uint32_t id = unit.id;
    const std::string fn = init_fn(id), entry = "func_" + fn, end = "end_" + fn;
    const std::string run = "__rd_run_" + std::to_string(id), done = "__rd_done_" + std::to_string(id);
    emit(to, Opcode::Branch, kNoReg, {label(end)});
    emit(to, Opcode::Label, kNoReg, {label(entry)});
    Reg cur = fresh(), none = fresh(), is_none = fresh();
    emit(to, Opcode::LoadVar, cur, {var(mod_var(id))});
    emit(to, Opcode::Const, none, {lit_none()});
    Operand is{OperandKind::Operator, static_cast<std::uint32_t>(Operator::Is)};
    emit(to, Opcode::Binop, is_none, {is, reg(cur), reg(none)});
    emit(to, Opcode::BranchIf, kNoReg, {reg(is_none), label(run), label(done)});
    emit(to, Opcode::Label, kNoReg, {label(done)});
    emit(to, Opcode::Return, kNoReg, {reg(cur)});
    emit(to, Opcode::Label, kNoReg, {label(run)});
    Reg ns = fresh();
    emit(to, Opcode::NewObject, ns, {{OperandKind::Class, out_.strings.intern("module").id}});
    emit(to, Opcode::StoreVar, kNoReg, {var(mod_var(id)), reg(ns)});
    emit(to, Opcode::DeclVar, kNoReg, {var("__rd_ns"), reg(ns)});
    if (!conv_.name_var.empty()) {
      Reg s = fresh();
      emit(to, Opcode::Const, s, {lit_str(unit.name)});
      emit(to, Opcode::DeclVar, kNoReg, {var(conv_.name_var), reg(s)});
      emit(to, Opcode::StoreField, kNoReg, {reg(ns), field(conv_.name_var), reg(s)});
    }
    if (!conv_.exports_var.empty()) emit(to, Opcode::DeclVar, kNoReg, {var(conv_.exports_var), reg(ns)});
    if (!conv_.module_var.empty()) {
      Reg mo = fresh();
      emit(to, Opcode::NewObject, mo, {{OperandKind::Class, out_.strings.intern("object").id}});
      emit(to, Opcode::StoreField, kNoReg, {reg(mo), field("exports"), reg(ns)});
      emit(to, Opcode::DeclVar, kNoReg, {var(conv_.module_var), reg(mo)});
    }
    std::unordered_set<std::string> top;  // top-level names, for the renames
    if (unit.lowered) {
      const Module& m = unit.lowered->module;
      std::uint32_t base = out_.num_registers;
      out_.num_registers += m.num_registers;
      init_files_.push_back({static_cast<std::uint32_t>(to.size()), m.source_path});
      copy_unit(m, unit.file, base, "m" + std::to_string(id) + "$", true, to);
      init_files_.push_back({static_cast<std::uint32_t>(to.size()), out_.source_path});
      for (const Instruction& in : m.instructions)
        if (in.op == Opcode::DeclVar && in.num_operands == 2) top.insert(std::string(m.str(m.operands_of(in)[0].sym())));
    }
    for (const auto& [from, to_name] : conv_.renames) {
      if (!top.count(from)) continue;
      Reg v = fresh(), n = fresh();
      emit(to, Opcode::LoadVar, v, {var(from)});
      emit(to, Opcode::LoadVar, n, {var("__rd_ns")});
      emit(to, Opcode::StoreField, kNoReg, {reg(n), field(to_name), reg(v)});
    }
    Reg result = fresh();
    if (!conv_.module_var.empty()) {
      Reg mo = fresh();
      emit(to, Opcode::LoadVar, mo, {var(conv_.module_var)});
      emit(to, Opcode::LoadField, result, {reg(mo), field("exports")});
      emit(to, Opcode::StoreVar, kNoReg, {var(mod_var(id)), reg(result)});
    } else {
      emit(to, Opcode::LoadVar, result, {var("__rd_ns")});
    }
    emit(to, Opcode::Return, kNoReg, {reg(result)});
    emit(to, Opcode::Label, kNoReg, {label(end)});
    Literal f;
    f.kind = LiteralKind::FuncRef;
    f.text = out_.strings.intern(fn);
    f.label = out_.strings.intern(entry);
    Reg fr = fresh();
    emit(to, Opcode::Const, fr, {literal(f)});
    emit(to, Opcode::DeclVar, kNoReg, {var(fn), reg(fr)});
  }

  Module& main_;
  std::filesystem::path root_;
  PluginHost& host_;
  const Config& cfg_;
  ModuleCache cache_;
  Frontend* fe_ = nullptr;
  ModuleConvention conv_;
  /// Canonical paths of the files given, sorted (the frontends' resolvers
  /// search it too); empty: any file under root_.
  std::vector<std::string> only_files_;
  std::unordered_map<std::string, bool> linkable_;  ///< other languages: do they link with the entry's
  Module out_;
  std::vector<Instruction> body_, inits_;
  std::vector<Module::FileRun> init_files_;  ///< file runs of inits_ (indices into it)
  std::vector<Unit> units_;
  std::unordered_map<std::string, std::optional<std::uint32_t>> unit_of_;
  std::deque<std::size_t> pending_;
  LinkReport report_;
};

}  // namespace

Expected<LinkReport> link_project(Module& main, const std::filesystem::path& root, PluginHost& host, const Config& cfg,
                                  const LlmBoundary* llm, const std::vector<std::filesystem::path>& only) {
  Linker l(main, root, host, cfg, llm, only);
  return l.run();
}

}  // namespace reddragon::kernel
