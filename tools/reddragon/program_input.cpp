// program_input.cpp - loading a file or a directory as one linked program
// for the whole-program commands (program_input.hpp).
#include "program_input.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

#include "foreign_link.hpp"
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/project.hpp"
#include "reddragon/kernel/verifier.hpp"

namespace reddragon::cli {

using namespace reddragon::kernel;
namespace fs = std::filesystem;

namespace {

bool identifier(const std::string& s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  return std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

/// Most files a directory load links (the linker has its own cap too).
constexpr std::size_t kMaxFiles = 200000;

}  // namespace

std::string module_specifier(const std::string& language, const fs::path& rel) {
  if (language == "python") {
    if (rel.extension() != ".py") return "";
    std::vector<std::string> parts;
    for (const auto& p : rel.parent_path()) parts.push_back(p.string());
    std::string stem = rel.stem().string();
    if (stem != "__init__") parts.push_back(stem);
    if (parts.empty()) return "";
    std::string out;
    for (const auto& p : parts) {
      if (!identifier(p)) return "";
      out += (out.empty() ? "" : ".") + p;
    }
    return out;
  }
  if (language == "javascript" || language == "typescript") return "./" + rel.generic_string();
  return "";
}

int load_program(const GlobalOptions& g, const FileOptions& o, Session& s, Lowered& out, std::size_t& modules) {
  std::error_code ec;
  modules = 1;
  const bool several = !o.more_files.empty();
  if (!several && !fs::is_directory(o.file, ec)) {
    if (int rc = lower_linked(g, o, s, out); rc != kOk) return rc;
    // Hand-written IR is checked first: the analyses read operands as the
    // opcode table says they are (frontends' output always verifies).
    const std::string f = o.file;
    if (f.ends_with(".ir") || f.ends_with(".irjson") || f.ends_with(".ir.json") || o.language == kIrTextLanguage ||
        o.language == kIrJsonLanguage || o.from_json) {
      auto problems = verify(out.module);
      for (const Diagnostic& d : problems) std::fprintf(stderr, "%s\n", format_diagnostic(d, o.file).c_str());
      if (!problems.empty()) return kInputError;
    }
    std::set<std::string_view> files{out.module.source_path};
    for (const auto& run : out.module.files) files.insert(run.path);
    modules = files.size();
    return kOk;
  }
  if (!s.host)
    if (int rc = open_session(g, s); rc != kOk) return rc;
  bool truncated = false;
  fs::path root = o.file;
  std::vector<fs::path> files, only;  // several files: exactly those, from their common directory
  if (several) {
    if (int rc = given_files(o, root, only); rc != kOk) return rc;
    files = only;
  } else {
    files = discover_sources(o.file, *s.host, kMaxFiles, &truncated);
  }
  std::map<std::string, std::vector<fs::path>> by_lang;
  for (const auto& f : files) by_lang[s.host->language_for_path(f)].push_back(f);
  std::string lang;
  for (const auto& [l, fs_] : by_lang)
    if (!l.empty() && (lang.empty() || fs_.size() > by_lang[lang].size())) lang = l;
  prefer_importable_language(by_lang, *s.host, o.file, lang);
  // the main language's files, and those of languages linked with it
  // (JavaScript and TypeScript), each by a specifier of the main language
  std::vector<std::string> langs{lang};
  if (!lang.empty())
    if (auto fe = s.host->frontend(lang); fe)
      for (const std::string& l : (*fe)->module_convention().links_with)
        if (l != lang && by_lang.count(l)) langs.push_back(l);
  std::vector<std::string> specs;
  for (const std::string& l : langs)
    for (const auto& f : by_lang[l]) {
      std::string spec = module_specifier(lang, fs::relative(f, root, ec));
      if (!spec.empty()) specs.push_back(spec);
    }
  if (specs.empty()) {
    // A language without specifiers (Java, Go, C): the entry's linked
    // program, then every other file of the language, each lowered on its
    // own (classes no main reaches; a library or a web application has no
    // main at all, and its package tree is deeper than `run DIR` looks).
    if (several || project_entry(root, *s.host, s.cfg)) {
      if (int rc = lower_linked(g, o, s, out); rc != kOk) return rc;
    } else {
      out.module = ir::Module{};
      out.module.language = lang;
      out.module.source_path = (root / ("<project>" + by_lang[lang].front().extension().string())).string();
    }
    // the program's own language (the entry's: a Go main beside a C
    // library) is appended too, the files no import reached
    int rc = add_foreign_files(s, o.file, by_lang, {}, out.module, true);
    std::set<std::string_view> held;
    for (const auto& run : out.module.files) held.insert(run.path);
    modules = std::max<std::size_t>(held.size(), 1);
    return rc;
  }
  // The synthetic entry: SYMBOLIC "import:<spec>" per module, what a
  // frontend lowers an import to, so the linker resolves each as usual.
  ir::Module& m = out.module;
  m = ir::Module{};
  m.language = lang;
  m.source_path = (root / ("<project>" + by_lang[lang].front().extension().string())).string();
  for (const std::string& spec : specs) {
    ir::Literal l;
    l.kind = ir::LiteralKind::String;
    l.text = m.strings.intern("import:" + spec);
    m.literals.push_back(l);
    ir::Instruction in;
    in.op = ir::Opcode::Symbolic;
    in.num_operands = 1;
    in.first_operand = static_cast<std::uint32_t>(m.operands.size());
    in.result = m.num_registers++;
    m.operands.push_back({ir::OperandKind::Literal, static_cast<std::uint32_t>(m.literals.size() - 1)});
    m.instructions.push_back(in);
  }
  auto linked = link_project(m, root, *s.host, s.cfg, nullptr, only);
  if (!linked) {
    report(linked.error());
    return exit_code_for(linked.error());
  }
  for (const auto& d : linked->diagnostics)
    if (d.diagnostic.severity == Severity::Error && !o.json) std::fprintf(stderr, "%s\n", format_diagnostic(d.diagnostic, d.file).c_str());
  modules = linked->modules;
  if (truncated) std::fprintf(stderr, "reddragon: warning: more than %zu files: the rest are not analysed\n", kMaxFiles);
  return add_foreign_files(s, o.file, by_lang, langs, m);  // other languages' files, through their FFI bindings
}

}  // namespace reddragon::cli
