// mutation_test.cpp - every frontend survives broken input: 1,000 randomly
// truncated / mutated versions of its corpus programs (fixed seed) lower
// without crashing or hanging, and whatever IR comes out passes the
// verifier; valid IR then runs in the VM under a small step budget, so the
// language runtimes face the same garbage. The frontends are loaded as
// plugins, as the CLI loads them.
//   usage: mutation_test <plugin dir> <corpus dir> [mutations per language]
#include <algorithm>
#include <array>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/kernel/verifier.hpp"
#include "reddragon/kernel/vm.hpp"

namespace fs = std::filesystem;
using namespace reddragon;

namespace {

// Fragments that stress parsers: unbalanced brackets, unterminated strings
// and comments, keywords out of place, deep nesting, invalid UTF-8.
const std::array<std::string_view, 24> kFragments = {
    "{", "}", "(", ")", "[", "]", ";", "\"", "'", "`", "/*", "*/", "\\", "\n", "if", "for ", "class ",
    "return", "=>", "&*p->", "((((((((((", "\xff\xfe", "\"${", ":= func() {"};

std::string mutate(std::string s, std::mt19937_64& rng) {
  auto pick = [&](std::size_t n) { return n == 0 ? std::size_t{0} : static_cast<std::size_t>(rng() % n); };
  int edits = 1 + static_cast<int>(rng() % 4);
  for (int e = 0; e < edits; ++e) {
    std::size_t at = pick(s.size() + 1);
    switch (rng() % 6) {
      case 0: s.resize(at); break;  // truncate
      case 1: s.erase(at, pick(64) + 1); break;
      case 2: s.insert(at, kFragments[pick(kFragments.size())]); break;
      case 3: {  // duplicate a slice
        std::size_t len = std::min<std::size_t>(pick(200) + 1, s.size() - std::min(at, s.size()));
        s.insert(at, s.substr(at, len));
        break;
      }
      case 4:
        if (!s.empty()) s[pick(s.size())] = static_cast<char>(rng() & 0xff);
        break;
      case 5: {  // swap two lines' worth of text
        std::size_t b = pick(s.size() + 1), len = pick(40);
        if (at + len <= s.size() && b + len <= s.size()) std::swap_ranges(s.begin() + at, s.begin() + at + len, s.begin() + b);
        break;
      }
    }
  }
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: mutation_test <plugin dir> <corpus dir> [mutations]\n";
    return 2;
  }
  const int per_language = argc > 3 ? std::stoi(argv[3]) : 1000;
  const bool trace = argc > 4 && std::string(argv[4]) == "trace";  // name each mutant before it runs
  kernel::PluginHost host({fs::path(argv[1])});
  std::map<std::string, std::vector<std::string>> programs;  // language -> file contents
  for (const auto& m : host.manifests()) {
    if (m.kind != "frontend") continue;
    for (const auto& lang : m.languages) {
      fs::path dir = fs::path(argv[2]) / lang;
      if (!fs::is_directory(dir)) continue;
      for (const auto& e : fs::directory_iterator(dir)) {
        if (!host.language_for_path(e.path()).empty() && host.language_for_path(e.path()) == lang) {
          std::ifstream in(e.path(), std::ios::binary);
          std::stringstream ss;
          ss << in.rdbuf();
          programs[lang].push_back(ss.str());
        }
      }
      std::sort(programs[lang].begin(), programs[lang].end());  // directory order is not deterministic
    }
  }
  int failures = 0;
  for (auto& [lang, files] : programs) {
    auto fe = host.frontend(lang);
    if (!fe) {
      std::cerr << lang << ": " << fe.error().message << "\n";
      ++failures;
      continue;
    }
    std::mt19937_64 rng(0x5eed0000u + std::hash<std::string>{}(lang) % 1000);
    int lowered = 0, refused = 0, bad_ir = 0, ran = 0;
    auto t0 = std::chrono::steady_clock::now();
    for (int k = 0; k < per_language; ++k) {
      std::string text = mutate(files[rng() % files.size()], rng);
      SourceFile src{"mutant_" + std::to_string(k), text};
      auto l0 = std::chrono::steady_clock::now();
      auto out = (*fe)->lower(src, LowerOptions{});
      if (std::getenv("RD_MUTANT_SLOW")) {  // a slow lowering: named and kept, as slow runs are below
        double lms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - l0).count();
        if (lms > 200) {
          std::cerr << lang << " mutant " << k << " lowered in " << static_cast<int>(lms) << " ms\n";
          std::ofstream("mutant.slowlower." + lang + "." + std::to_string(k), std::ios::binary) << text;
        }
      }
      if (!out) {
        ++refused;  // an error value is a fine answer to garbage
        continue;
      }
      ++lowered;
      auto diags = kernel::verify(out->module);
      bool err = std::any_of(diags.begin(), diags.end(), [](const Diagnostic& d) { return d.severity == Severity::Error; });
      if (!err) {
        if (trace) {
          std::cerr << lang << " mutant " << k << "\n";
          std::ofstream("mutant.last." + lang, std::ios::binary) << text;  // the input that was running
        }
        kernel::RunOptions ro;
        ro.max_steps = 20000;
        ro.solver_budget_ms = 100;  // garbage asks hard questions (64-bit division chains): bound them
        if (auto rt = host.runtime(lang); rt) ro.runtime = *rt;
        auto r0 = std::chrono::steady_clock::now();
        if (auto rep = kernel::run_module(out->module, ro); rep) ++ran;
        if (std::getenv("RD_MUTANT_SLOW")) {
          double rms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - r0).count();
          if (rms > 200) {
            std::cerr << lang << " mutant " << k << " ran " << static_cast<int>(rms) << " ms\n";
            std::ofstream("mutant.slow." + lang + "." + std::to_string(k), std::ios::binary) << text;
          }
        }
      } else {
        ++bad_ir;
        if (trace) std::ofstream("mutant.bad." + lang, std::ios::binary) << text;
        if (bad_ir <= 3) {
          std::cerr << lang << " mutant " << k << ": invalid IR: " << diags.front().message << "\n--- input ---\n"
                    << text.substr(0, 400) << "\n---\n";
        }
      }
    }
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    std::cout << lang << ": " << per_language << " mutants of " << files.size() << " programs: " << lowered
              << " lowered, " << refused << " refused, " << bad_ir << " invalid IR, " << ran << " ran (" << static_cast<int>(ms)
              << " ms)\n";
    failures += bad_ir;
  }
  if (programs.empty()) {
    std::cerr << "no frontend with a corpus found\n";
    return 1;
  }
  return failures == 0 ? 0 : 1;
}
