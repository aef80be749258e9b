// foreign_link.cpp - appending other languages' files to the analysed
// program and resolving FFI call sites to C definitions (foreign_link.hpp,
// ADR 0015).
#include "foreign_link.hpp"

#include <algorithm>
#include <cstdio>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "program_input.hpp"
#include "reddragon/diagnostics.hpp"
#include "reddragon/kernel/pipeline.hpp"
#include "session.hpp"

namespace reddragon::cli {

using namespace reddragon::ir;
namespace fs = std::filesystem;

namespace {

/// Appended modules get label prefixes m<kFirstPrefix + n>$: above any the
/// linker gives (it links at most 4096 modules), so nothing collides.
constexpr std::uint32_t kFirstPrefix = 90000;

/// The end label of a function or class entry label, as the linker names
/// them ("func_m3$f_1" -> "end_m3$f_1", "m3$class_A_2" -> "end_m3$class_A_2").
std::string end_of(std::string_view l) {
  return "end_" + std::string(l.starts_with("func_") ? l.substr(5) : l);
}

/// Whether a module holds a foreign handle (SYMBOLIC "ffi:...").
bool has_foreign_handle(const Module& m) {
  for (const Instruction& in : m.instructions)
    if (in.op == Opcode::Symbolic && in.num_operands == 1) {
      const Operand& o = m.operands_of(in)[0];
      if (o.kind == OperandKind::Literal && m.literals[o.value].kind == LiteralKind::String && m.str(m.literals[o.value].text).starts_with("ffi:"))
        return true;
    }
  return false;
}

/// Copies `m` to the end of `dst`: registers rebased, labels prefixed.
/// `wrap`: its top level becomes the body of a function `__rd_init_<k>`
/// (so its globals stay its own, as a linked module's do); otherwise it
/// runs at the program's top level and its functions are program globals.
void append_module(Module& dst, const Module& m, std::uint32_t k, bool wrap) {
  const std::string prefix = "m" + std::to_string(k) + "$";
  auto rename_label = [&](std::string_view s) -> std::string {
    if (s.starts_with("func_")) return "func_" + prefix + std::string(s.substr(5));
    if (s.starts_with("end_")) return "end_" + prefix + std::string(s.substr(4));
    return prefix + std::string(s);
  };
  std::unordered_map<std::uint64_t, std::uint32_t> syms;
  auto sym = [&](Symbol s, bool is_label) -> std::uint32_t {
    std::uint64_t key = std::uint64_t{s.id} * 2 + (is_label ? 1 : 0);
    if (auto it = syms.find(key); it != syms.end()) return it->second;
    std::uint32_t id = dst.strings.intern(is_label ? rename_label(m.str(s)) : std::string(m.str(s))).id;
    syms.emplace(key, id);
    return id;
  };
  std::unordered_map<std::uint32_t, std::uint32_t> lits;
  auto lit = [&](std::uint32_t idx) -> std::uint32_t {
    if (auto it = lits.find(idx); it != lits.end()) return it->second;
    Literal l = m.literals[idx];
    bool ref = l.kind == LiteralKind::FuncRef || l.kind == LiteralKind::ClassRef;
    if (l.text.id) l.text = Symbol{sym(l.text, false)};
    if (l.label.id) l.label = Symbol{sym(l.label, ref)};
    if (l.extra.id) l.extra = Symbol{sym(l.extra, false)};
    dst.literals.push_back(l);
    auto id = static_cast<std::uint32_t>(dst.literals.size() - 1);
    lits.emplace(idx, id);
    return id;
  };
  auto emit = [&](Opcode op, Reg result, std::initializer_list<Operand> ops) {
    Instruction in;
    in.op = op;
    in.result = result;
    in.first_operand = static_cast<std::uint32_t>(dst.operands.size());
    in.num_operands = static_cast<std::uint16_t>(ops.size());
    dst.operands.insert(dst.operands.end(), ops.begin(), ops.end());
    dst.instructions.push_back(in);
  };
  auto label = [&](const std::string& s) { return Operand{OperandKind::Label, dst.strings.intern(s).id}; };
  const std::string fn = "__rd_init_" + std::to_string(k);
  if (wrap) {
    emit(Opcode::Branch, kNoReg, {label("end_" + fn)});
    emit(Opcode::Label, kNoReg, {label("func_" + fn)});
  }
  const auto first = static_cast<std::uint32_t>(dst.instructions.size());
  if (dst.files.empty() || dst.files.back().path != m.source_path) {
    if (!dst.files.empty() && dst.files.back().first == first) dst.files.pop_back();
    dst.files.push_back({first, m.source_path});
  }
  const std::uint32_t base = dst.num_registers;
  dst.num_registers += m.num_registers;
  for (const Instruction& in : m.instructions) {
    Instruction c = in;
    c.result = in.result == kNoReg ? kNoReg : in.result + base;
    c.type = in.type.id ? Symbol{sym(in.type, false)} : Symbol{};
    c.first_operand = static_cast<std::uint32_t>(dst.operands.size());
    for (const Operand& o : m.operands_of(in)) {
      Operand n = o;
      switch (o.kind) {
        case OperandKind::Reg: n.value = o.value + base; break;
        case OperandKind::Label: n.value = sym(o.sym(), true); break;
        case OperandKind::Var:
        case OperandKind::Field:
        case OperandKind::Func:
        case OperandKind::Class: n.value = sym(o.sym(), false); break;
        case OperandKind::Literal: n.value = lit(o.value); break;
        default: break;
      }
      dst.operands.push_back(n);
    }
    dst.instructions.push_back(c);
  }
  if (wrap) {
    Reg none = dst.num_registers++, ref = dst.num_registers++;
    Literal nl;
    dst.literals.push_back(nl);
    emit(Opcode::Const, none, {{OperandKind::Literal, static_cast<std::uint32_t>(dst.literals.size() - 1)}});
    emit(Opcode::Return, kNoReg, {{OperandKind::Reg, none}});
    emit(Opcode::Label, kNoReg, {label("end_" + fn)});
    Literal f;
    f.kind = LiteralKind::FuncRef;
    f.text = dst.strings.intern(fn);
    f.label = dst.strings.intern("func_" + fn);
    dst.literals.push_back(f);
    emit(Opcode::Const, ref, {{OperandKind::Literal, static_cast<std::uint32_t>(dst.literals.size() - 1)}});
    emit(Opcode::DeclVar, kNoReg, {{OperandKind::Var, dst.strings.intern(fn).id}, {OperandKind::Reg, ref}});
  }
}

/// Finds the foreign call sites and rewrites them. Knows no language: a
/// frontend lowers a binding to a foreign handle (SYMBOLIC "ffi:<what>",
/// ADR 0015) and a call of the symbol S as `call_method <handle> S args`;
/// S is foreign when the frontend of another language present resolves
/// the import of S (resolve_import, as its own project linking does: C's
/// external definitions) to a file defining a top-level function S.
class Rules {
 public:
  Rules(Module& m, kernel::PluginHost& host, std::string root) : m_(m), host_(host), root_(std::move(root)) {
    file_.resize(m.instructions.size());
    for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
      std::string_view f = m.file_of(i);
      auto it = file_id_.find(f);
      if (it == file_id_.end()) {
        it = file_id_.emplace(f, static_cast<std::uint32_t>(files_.size())).first;
        std::string lang = host.language_for_path(std::string(f));
        files_.push_back({std::string(f), lang.empty() ? m.language : lang});
      }
      file_[i] = it->second;
    }
    def_.assign(m.num_registers, kNone);
    for (std::uint32_t i = 0; i < m.instructions.size(); ++i)
      if (m.instructions[i].result != kNoReg && m.instructions[i].result < def_.size()) def_[m.instructions[i].result] = i;
  }

  std::vector<std::uint32_t> rewrite() {
    std::vector<std::uint32_t> sites;
    find_handles();
    if (handle_regs_.empty()) return sites;
    find_exports();
    for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {
      const Instruction& in = m_.instructions[i];
      if (in.num_operands < 1) continue;
      auto ops = m_.operands_of(in);
      std::uint32_t sym = 0;  // the symbol called: lib.add(...), or f(...) after f = lib.add
      if (in.op == Opcode::CallMethod && in.num_operands >= 2 && ops[0].kind == OperandKind::Reg && ops[1].kind == OperandKind::Field &&
          handle_reg(ops[0].value))
        sym = ops[1].value;
      else if (in.op == Opcode::CallUnknown && ops[0].kind == OperandKind::Reg)
        sym = function_ref(ops[0].value);
      else if (in.op == Opcode::CallFunction && ops[0].kind == OperandKind::Func)  // plus(1, 2) after plus = lib.add
        if (auto it = fn_vars_.find(var_key(file_[i], ops[0].value)); it != fn_vars_.end()) sym = it->second;
      if (!sym) continue;
      std::string name(m_.str(Symbol{sym}));
      if (foreign_symbol(name, file_[i])) {
        rewrite_site(i, sym);
        sites.push_back(i);
      } else if (!exports_.count(name)) {
        // a symbol no file of the project defines (cgo's C.CString, a
        // library not in the tree): a call of that name, unresolved, not a
        // method any class of the program may define
        rewrite_site(i, sym);
      }
    }
    return sites;
  }

 private:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  struct File {
    std::string path, language;
  };

  /// Top-level functions per name: the files defining them.
  void find_exports() {
    std::unordered_set<std::uint32_t> entries;
    for (const Literal& l : m_.literals)
      if (l.kind == LiteralKind::FuncRef || l.kind == LiteralKind::ClassRef) entries.insert(l.label.id);
    std::vector<std::string> stack;  // end labels of the open functions and classes
    for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {
      const Instruction& in = m_.instructions[i];
      if (in.op == Opcode::Label && in.num_operands == 1) {
        std::string_view l = m_.str(m_.operands_of(in)[0].sym());
        if (!stack.empty() && l == stack.back()) stack.pop_back();
        else if (entries.count(m_.operands_of(in)[0].value)) stack.push_back(end_of(l));
        continue;
      }
      if (!stack.empty() || in.op != Opcode::DeclVar || in.num_operands != 2) continue;
      auto ops = m_.operands_of(in);
      if (ops[1].kind != OperandKind::Reg || ops[1].value >= def_.size() || def_[ops[1].value] == kNone) continue;
      const Instruction& d = m_.instructions[def_[ops[1].value]];
      if (d.op != Opcode::Const || d.num_operands != 1 || m_.operands_of(d)[0].kind != OperandKind::Literal) continue;
      if (m_.literals[m_.operands_of(d)[0].value].kind == LiteralKind::FuncRef)
        exports_[std::string(m_.str(ops[0].sym()))].insert(file_[i]);
    }
  }

  /// Whether S, called through a handle in file `from`, is a function
  /// another language's file exports (cached per language and name).
  bool foreign_symbol(const std::string& s, std::uint32_t from) {
    auto it = exports_.find(s);
    if (it == exports_.end()) return false;
    const std::string& caller_lang = files_[from].language;
    for (std::uint32_t f : it->second) {
      const std::string& lang = files_[f].language;
      if (lang == caller_lang) continue;
      auto key = lang + '\n' + s;
      auto known = resolved_.find(key);
      if (known == resolved_.end()) {
        std::string file;
        if (auto fe = host_.frontend(lang); fe) {
          ImportQuery q;
          q.importer = files_[from].path;
          q.specifier = s;
          q.root = root_;
          ImportResolution r = (*fe)->resolve_import(q);
          if (r.error.empty() && r.value_index < r.modules.size()) file = r.modules[r.value_index].file;
        }
        known = resolved_.emplace(key, file).first;
      }
      std::error_code ec;
      if (!known->second.empty() && fs::weakly_canonical(known->second, ec) == fs::weakly_canonical(files_[f].path, ec)) return true;
    }
    return false;
  }

  /// Handles: results of SYMBOLIC "ffi:..." and, per file, the variables
  /// assigned one (flow-insensitive: lib = ctypes.CDLL(...) at top level,
  /// lib.add(...) in a function).
  void find_handles() {
    for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {
      const Instruction& in = m_.instructions[i];
      if (in.op != Opcode::Symbolic || in.result == kNoReg || in.num_operands != 1) continue;
      const Operand& o = m_.operands_of(in)[0];
      if (o.kind == OperandKind::Literal && m_.literals[o.value].kind == LiteralKind::String &&
          m_.str(m_.literals[o.value].text).starts_with("ffi:"))
        handle_regs_.insert(in.result);
    }
    if (handle_regs_.empty()) return;
    for (int round = 0; round < 4; ++round) {  // through variables and fields: lib = ...; g = lib
      std::size_t before = handle_vars_.size() + handle_fields_.size() + fn_vars_.size();
      for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {
        const Instruction& in = m_.instructions[i];
        if ((in.op != Opcode::DeclVar && in.op != Opcode::StoreVar) || in.num_operands != 2) continue;
        auto ops = m_.operands_of(in);
        if (ops[1].kind == OperandKind::Reg && handle_reg(ops[1].value)) handle_vars_.insert(var_key(file_[i], ops[0].value));
      }
      for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {  // self.lib = ctypes.CDLL(...)
        const Instruction& in = m_.instructions[i];
        if (in.op != Opcode::StoreField || in.num_operands != 3) continue;
        auto ops = m_.operands_of(in);
        if (ops[1].kind == OperandKind::Field && ops[2].kind == OperandKind::Reg && handle_reg(ops[2].value))
          handle_fields_.insert(var_key(file_[i], ops[1].value));
      }
      for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {  // f = lib.add: a variable holding a symbol
        const Instruction& in = m_.instructions[i];
        if ((in.op != Opcode::DeclVar && in.op != Opcode::StoreVar) || in.num_operands != 2) continue;
        auto ops = m_.operands_of(in);
        if (ops[1].kind != OperandKind::Reg) continue;
        if (std::uint32_t f = function_ref(ops[1].value)) fn_vars_.emplace(var_key(file_[i], ops[0].value), f);
      }
      if (handle_vars_.size() + handle_fields_.size() + fn_vars_.size() == before) break;
    }
  }

  static std::uint64_t var_key(std::uint32_t file, std::uint32_t sym) { return (std::uint64_t{file} << 32) | sym; }

  bool handle_reg(std::uint32_t r) const {
    if (handle_regs_.count(r)) return true;
    if (r >= def_.size() || def_[r] == kNone) return false;
    const Instruction& d = m_.instructions[def_[r]];
    if (d.op == Opcode::LoadVar && d.num_operands == 1) return handle_vars_.count(var_key(file_[def_[r]], m_.operands_of(d)[0].value));
    if (d.op == Opcode::LoadField && d.num_operands == 2 && m_.operands_of(d)[1].kind == OperandKind::Field)
      return handle_fields_.count(var_key(file_[def_[r]], m_.operands_of(d)[1].value));
    return false;
  }

  /// The symbol a register holds as a function (`lib.add` read from a
  /// handle, or a variable of the same file holding one); 0: none.
  std::uint32_t function_ref(std::uint32_t r) const {
    if (r >= def_.size() || def_[r] == kNone) return 0;
    const Instruction& d = m_.instructions[def_[r]];
    auto ops = m_.operands_of(d);
    if (d.op == Opcode::LoadField && d.num_operands == 2 && ops[0].kind == OperandKind::Reg && ops[1].kind == OperandKind::Field &&
        handle_reg(ops[0].value))
      return ops[1].value;
    if (d.op == Opcode::LoadVar && d.num_operands == 1)
      if (auto it = fn_vars_.find(var_key(file_[def_[r]], ops[0].value)); it != fn_vars_.end()) return it->second;
    return 0;
  }

  /// `call_method %handle S args` or `call_unknown %f args` (f = handle.S)
  /// -> `call_function S args`.
  void rewrite_site(std::uint32_t i, std::uint32_t sym) {
    Instruction& in = m_.instructions[i];
    std::vector<Operand> old(m_.operands_of(in).begin(), m_.operands_of(in).end());
    const auto first = static_cast<std::uint32_t>(m_.operands.size());
    m_.operands.push_back({OperandKind::Func, sym});
    for (std::size_t k = in.op == Opcode::CallMethod ? 2 : 1; k < old.size(); ++k) m_.operands.push_back(old[k]);  // CALL_UNKNOWN's callee, CALL_FUNCTION's name: replaced
    in.op = Opcode::CallFunction;
    in.first_operand = first;
    in.num_operands = static_cast<std::uint16_t>(m_.operands.size() - first);
  }

  Module& m_;
  kernel::PluginHost& host_;
  std::string root_;
  std::vector<File> files_;
  std::unordered_map<std::string_view, std::uint32_t> file_id_;
  std::vector<std::uint32_t> file_;  ///< per instruction: index into files_
  std::vector<std::uint32_t> def_;   ///< per register: its (last) defining instruction
  std::unordered_map<std::string, std::set<std::uint32_t>> exports_;
  std::unordered_map<std::string, std::string> resolved_;  ///< "lang\nS" -> the file its frontend resolves S to
  std::unordered_set<std::uint32_t> handle_regs_;
  std::unordered_set<std::uint64_t> handle_vars_, handle_fields_;  ///< (file, name)
  std::unordered_map<std::uint64_t, std::uint32_t> fn_vars_;       ///< (file, variable) -> symbol it holds
};

}  // namespace

std::vector<std::uint32_t> rewrite_foreign_sites(Module& m, kernel::PluginHost& host, const fs::path& root) {
  Rules r(m, host, root.string());
  return r.rewrite();
}

ForeignLink link_foreign(Module& m, const std::map<std::string, std::vector<fs::path>>& files, const fs::path& root,
                         kernel::PluginHost& host, const kernel::Config& cfg) {
  ForeignLink out;
  std::set<std::string> have{fs::weakly_canonical(m.source_path).string()};
  for (const auto& run : m.files) have.insert(fs::weakly_canonical(run.path).string());
  std::set<std::string> langs;
  std::uint32_t k = kFirstPrefix;
  for (const auto& [lang, paths] : files)
    for (const fs::path& p : paths) {
      std::error_code ec;
      if (lang.empty() || have.count(fs::weakly_canonical(p, ec).string())) continue;
      auto l = kernel::lower_file(p, lang, host, cfg);
      if (!l) {
        out.errors.push_back("reddragon: warning: " + p.string() + ": " + l.error().message + "; left out of the program");
        continue;
      }
      // a binding's caller keeps its names to itself (as a linked module
      // does); the others are what bindings call: their functions are
      // program globals, as a C linker's symbol table has them
      append_module(m, l->module, k++, has_foreign_handle(l->module));
      for (const Diagnostic& d : l->diagnostics)  // as the linker reports its modules' errors
        if (d.severity == Severity::Error) out.errors.push_back(format_diagnostic(d, p.string()));
      langs.insert(lang);
      ++out.modules;
    }
  out.languages.assign(langs.begin(), langs.end());
  std::error_code ec;
  out.sites = rewrite_foreign_sites(m, host, fs::is_directory(root, ec) ? root : root.parent_path());
  return out;
}

int add_foreign_files(Session& s, const fs::path& root, const std::map<std::string, std::vector<fs::path>>& by_lang,
                      std::vector<std::string> linked, Module& m, bool own_language_too) {
  // the program's own language (an entry's may differ from the most
  // numerous) and those linking with it are the program already, unless
  // its files are imported by name, not by a module specifier (Java, Go, C:
  // those no entry reaches are appended too)
  if (!own_language_too) linked.push_back(m.language);
  if (auto fe = s.host->frontend(m.language); fe)
    for (const std::string& l : (*fe)->module_convention().links_with)
      if (l != m.language || !own_language_too) linked.push_back(l);
  std::map<std::string, std::vector<fs::path>> others;
  for (const auto& [lang, files] : by_lang)
    if (!lang.empty() && std::find(linked.begin(), linked.end(), lang) == linked.end()) others.emplace(lang, files);
  if (others.empty()) return kOk;
  ForeignLink fl = link_foreign(m, others, root, *s.host, s.cfg);
  for (const std::string& e : fl.errors) std::fprintf(stderr, "%s\n", e.c_str());
  s.foreign_sites = std::move(fl.sites);
  s.foreign_languages = std::move(fl.languages);
  std::erase(s.foreign_languages, m.language);  // its own language is no foreign one (own_language_too)
  return kOk;
}

void prefer_importable_language(const std::map<std::string, std::vector<fs::path>>& by_lang, kernel::PluginHost& host,
                                const fs::path& dir, std::string& lang) {
  auto importable = [&](const std::string& l) {
    auto it = by_lang.find(l);
    return it != by_lang.end() && !it->second.empty() && !module_specifier(l, it->second.front().filename()).empty();
  };
  if (lang.empty() || importable(lang)) return;
  // a language whose frontend finds an entry (Go's main package, a C file
  // with main()) stays the program; a library (C without main) does not
  if (auto fe = host.frontend(lang); !fe || !(*fe)->project_entry(dir.string()).file.empty()) return;
  std::string best;
  for (const auto& [l, files] : by_lang)
    if (!l.empty() && importable(l) && (best.empty() || files.size() > by_lang.at(best).size())) best = l;
  if (!best.empty()) lang = best;
}

}  // namespace reddragon::cli
