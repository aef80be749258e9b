// lower_languages_bench.cpp - parse+lower throughput (lines/second) of every
// frontend plugin, on its own corpus programs concatenated and repeated to
// >= 20,000 lines (real code in each language's idiom rather than a
// generator). Frontends are loaded as plugins, as the CLI loads them.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/plugin_host.hpp"

namespace fs = std::filesystem;

namespace {

struct Input {
  std::vector<std::string> files;
  int repeat = 1;
  double lines = 0;  ///< lines lowered per iteration (all files x repeat)
};

Input corpus_input(const reddragon::kernel::PluginHost& host, const std::string& lang) {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(fs::path(RD_CORPUS_DIR) / lang))
    if (host.language_for_path(e.path()) == lang) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  Input in;
  double once = 0;
  for (const auto& f : files) {
    std::ifstream is(f, std::ios::binary);
    std::stringstream ss;
    ss << is.rdbuf();
    in.files.push_back(ss.str());
    once += static_cast<double>(std::count(in.files.back().begin(), in.files.back().end(), '\n'));
  }
  if (once == 0) return in;
  in.repeat = static_cast<int>(20000 / once) + 1;
  in.lines = once * in.repeat;
  return in;
}

}  // namespace

int main(int argc, char** argv) {
  static reddragon::kernel::PluginHost host({fs::path(RD_BUILD_PLUGIN_DIR)});
  for (const auto& m : host.manifests()) {
    if (m.kind != "frontend") continue;
    for (const std::string& lang : m.languages) {
      if (!fs::is_directory(fs::path(RD_CORPUS_DIR) / lang)) continue;
      auto fe = host.frontend(lang);
      if (!fe) continue;
      auto input = std::make_shared<Input>(corpus_input(host, lang));
      if (input->files.empty()) continue;
      reddragon::Frontend* frontend = *fe;
      benchmark::RegisterBenchmark(("ParseAndLower/" + lang).c_str(), [frontend, input, lang](benchmark::State& st) {
        std::size_t insts = 0;
        for (auto _ : st) {
          insts = 0;
          for (int r = 0; r < input->repeat; ++r)
            for (const auto& text : input->files) {
              auto out = frontend->lower(reddragon::SourceFile{"bench." + lang, text}, reddragon::LowerOptions{});
              insts += out ? out->module.instructions.size() : 0;
            }
          benchmark::DoNotOptimize(insts);
        }
        st.counters["lines/s"] = benchmark::Counter(input->lines * static_cast<double>(st.iterations()),
                                                    benchmark::Counter::kIsRate);
        st.counters["lines"] = input->lines;
        st.counters["instructions"] = static_cast<double>(insts);
      })->Unit(benchmark::kMillisecond);
    }
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
