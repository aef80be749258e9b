// solver_loader.cpp - finds and loads the Z3 solver library on first use.
#include <dlfcn.h>

#include <filesystem>
#include <mutex>

#include "reddragon/kernel/solver.hpp"

namespace reddragon::kernel {

namespace {
using MakeFn = Solver* (*)();

MakeFn find_factory(std::string& why) {
  namespace fs = std::filesystem;
  std::vector<fs::path> candidates;
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) candidates.push_back(exe.parent_path().parent_path() / RD_INSTALL_SOLVER_PATH);
  candidates.emplace_back(RD_BUILD_SOLVER_PATH);
  for (const auto& c : candidates) {
    if (!fs::exists(c, ec)) continue;
    // Kept loaded for the process: Z3 keeps global state.
    void* h = dlopen(c.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!h) {
      const char* e = dlerror();
      why = c.string() + ": " + (e ? e : "cannot be loaded");
      continue;
    }
    if (auto* f = reinterpret_cast<MakeFn>(dlsym(h, "reddragon_make_z3_solver"))) return f;
    why = c.string() + ": has no reddragon_make_z3_solver";
  }
  if (why.empty()) why = "the solver library (" RD_INSTALL_SOLVER_PATH ") was not found";
  return nullptr;
}
}  // namespace

std::unique_ptr<Solver> load_solver(std::string* why) {
  static std::once_flag once;
  static MakeFn factory = nullptr;
  static std::string reason;
  std::call_once(once, [] { factory = find_factory(reason); });
  if (!factory) {
    if (why) *why = reason;
    return nullptr;
  }
  std::unique_ptr<Solver> s(factory());
  if (!s && why) *why = "the solver could not start";
  return s;
}

}  // namespace reddragon::kernel
