// lower_bench.cpp - parse+lower throughput of the Python frontend on a
// generated file of >= 50,000 lines; reports lines/second. Parse alone is
// measured with the same tree-sitter grammar so the two can be separated.
#include <benchmark/benchmark.h>
#include <tree_sitter/api.h>

#include <memory>
#include <string>

#include "reddragon/frontend/frontend.hpp"

extern "C" const TSLanguage* tree_sitter_python(void);
namespace reddragon::python {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

static const std::string& source() {
  static const std::string s = [] {
    std::string out;
    for (int i = 0; i < 5000; ++i) {  // 10 lines per block -> 50,000 lines
      std::string n = std::to_string(i);
      out += "def f" + n + "(a, b=2):\n";
      out += "    total = a + b * " + n + "\n";
      out += "    for i in range(10):\n";
      out += "        if i % 2 == 0 and total > 3:\n";
      out += "            total += i\n";
      out += "        else:\n";
      out += "            total -= 1\n";
      out += "    items = [x * 2 for x in range(total % 7)]\n";
      out += "    return {'t': total, 'n': len(items), 's': f\"v={total}\"}\n";
      out += "print(f" + n + "(" + n + "))\n";
    }
    return out;
  }();
  return s;
}

static void BM_Parse(benchmark::State& state) {
  const std::string& src = source();
  TSParser* p = ts_parser_new();
  ts_parser_set_language(p, tree_sitter_python());
  for (auto _ : state) {
    TSTree* t = ts_parser_parse_string(p, nullptr, src.data(), static_cast<uint32_t>(src.size()));
    benchmark::DoNotOptimize(t);
    ts_tree_delete(t);
  }
  ts_parser_delete(p);
  state.counters["lines/s"] = benchmark::Counter(50000.0 * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Parse)->Unit(benchmark::kMillisecond);

static void BM_ParseAndLower(benchmark::State& state) {
  const std::string& src = source();
  auto fe = reddragon::python::make_frontend();
  std::size_t insts = 0;
  for (auto _ : state) {
    auto out = fe->lower(reddragon::SourceFile{"bench.py", src}, reddragon::LowerOptions{});
    insts = out ? out->module.instructions.size() : 0;
    benchmark::DoNotOptimize(insts);
  }
  state.counters["lines/s"] = benchmark::Counter(50000.0 * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["instructions"] = static_cast<double>(insts);
}
BENCHMARK(BM_ParseAndLower)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
