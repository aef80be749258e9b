// foreign_link.hpp - cross-language (FFI) edges for the whole-program
// commands (docs/projects.md "Foreign calls", ADR 0015). A project's files
// of languages that do not link with its main language are lowered one by
// one and appended to the analysed program; call sites that reach a C
// function through a binding (Python ctypes, Go cgo, Java JNI: the
// frontends lower them to foreign handles, SYMBOLIC "ffi:...") become
// direct calls of the C definition, so the call graph, impact and taint
// cross the language boundary. For analysis only: `run` does not do this.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "reddragon/ir/ir.hpp"
#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/plugin_host.hpp"

namespace reddragon::cli {

struct ForeignLink {
  std::vector<std::uint32_t> sites;      ///< rewritten call instructions, ascending
  std::vector<std::string> languages;    ///< languages of the appended files, sorted
  std::size_t modules = 0;               ///< files appended
  std::vector<std::string> errors;       ///< files that did not lower, and appended files' error diagnostics
};

/// Appends each file of `files` (by language) that `m` does not already
/// hold, then rewrites the foreign call sites of the whole program.
/// `root`: the project's directory (or a file in it).
ForeignLink link_foreign(ir::Module& m, const std::map<std::string, std::vector<std::filesystem::path>>& files,
                         const std::filesystem::path& root, kernel::PluginHost& host, const kernel::Config& cfg);

struct Session;

/// load_program's step for a directory: files of languages not in
/// `linked` (nor m's language, unless own_language_too, and those linking with it) are appended to `m` (link_foreign); the sites and languages are
/// kept in the session for the passes. Always kOk (files that do not lower
/// are reported and left out).
int add_foreign_files(Session& s, const std::filesystem::path& root,
                      const std::map<std::string, std::vector<std::filesystem::path>>& by_lang,
                      std::vector<std::string> linked, ir::Module& m, bool own_language_too = false);

/// When the most numerous language has no entry in `dir` (a C library
/// without main()) and cannot be imported by a synthetic entry, the main
/// language becomes the most numerous one that can (Python, JavaScript,
/// TypeScript), so the library is appended to its callers' program.
void prefer_importable_language(const std::map<std::string, std::vector<std::filesystem::path>>& by_lang,
                                kernel::PluginHost& host, const std::filesystem::path& dir, std::string& lang);

/// The foreign call sites alone (no files appended): rewrites each call on
/// a foreign handle whose symbol another language's file of `m` exports.
std::vector<std::uint32_t> rewrite_foreign_sites(ir::Module& m, kernel::PluginHost& host, const std::filesystem::path& root);

}  // namespace reddragon::cli
