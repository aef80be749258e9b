// types_bench.cpp - type inference on a generated module of N line
// equivalents (one IR instruction ~ one source line): passes to the
// fixpoint and time; and the VM's typed path (Java Int32 loop) next to the
// untyped Python loop it must not slow down.
#include <benchmark/benchmark.h>

#include <string>

#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/types/inference.hpp"
#include "reddragon/kernel/vm.hpp"

using namespace reddragon;
using namespace reddragon::kernel;

namespace {

/// Classes with a field and a method, functions with typed/untyped params,
/// arithmetic, comparisons, containers, forward calls in chains of 4.
std::string generate(std::size_t lines) {
  std::string s = ".language \"java\"\nentry:\n";
  std::size_t reg = 0, emitted = 0, fn = 0;
  auto R = [](std::size_t r) { return "%" + std::to_string(r); };
  while (emitted < lines) {
    std::size_t k = fn++;
    std::string ks = std::to_string(k), cls = "C" + ks, name = "f" + ks;
    s += "  branch end_class_" + cls + "_" + ks + "\nclass_" + cls + "_" + ks + ":\n  branch end_get_" + ks + "\nfunc_get_" + ks + ":\n";
    std::size_t self = reg++, ld = reg++, fv = reg++, mref = reg++, cref = reg++;
    s += "  " + R(self) + " = symbolic \"param:this\"\n  decl_var this " + R(self) + "\n";
    s += "  " + R(ld) + " = load_var this\n  " + R(fv) + " = load_field " + R(ld) + " v\n  return " + R(fv) + "\nend_get_" + ks + ":\n";
    s += "  " + R(mref) + " = const <function:get@func_get_" + ks + ">\n  decl_var get " + R(mref) + "\nend_class_" + cls + "_" + ks + ":\n";
    s += "  " + R(cref) + " = const <class:" + cls + "@class_" + cls + "_" + ks + ">\n  decl_var " + cls + " " + R(cref) + "\n";
    s += "  branch end_" + name + "_f" + ks + "\nfunc_" + name + "_f" + ks + ":\n";
    std::size_t p = reg++, o = reg++, c = reg++, f = reg++, n1 = reg++, one = reg++, sum = reg++, cmp = reg++, arr = reg++,
                idx = reg++, res = reg++, fref = reg++;
    s += "  " + R(p) + " = symbolic \"param:n\"" + (k % 3 == 0 ? " :: Int" : "") + "\n  decl_var n " + R(p) + "\n";
    s += "  " + R(o) + " = new_object " + cls + "\n  " + R(c) + " = const 1.5\n  store_field " + R(o) + " v " + R(c) + "\n";
    s += "  " + R(f) + " = call_method " + R(o) + " get\n";
    s += "  " + R(n1) + " = load_var n\n  " + R(one) + " = const 1\n  " + R(sum) + " = binop + " + R(n1) + " " + R(one) + "\n";
    s += "  " + R(cmp) + " = binop < " + R(sum) + " " + R(f) + "\n  decl_var ok " + R(cmp) + "\n";
    s += "  " + R(arr) + " = new_array list " + R(one) + "\n  " + R(idx) + " = const 0\n  store_index " + R(arr) + " " + R(idx) + " " +
         R(sum) + "\n  decl_var xs " + R(arr) + "\n";
    if (k % 4 != 3) s += "  " + R(res) + " = call_function f" + std::to_string(k + 1) + " " + R(sum) + "\n";
    else s += "  " + R(res) + " = binop * " + R(f) + " " + R(sum) + "\n";
    s += "  return " + R(res) + "\nend_" + name + "_f" + ks + ":\n";
    s += "  " + R(fref) + " = const <function:" + name + "@func_" + name + "_f" + ks + ">\n  decl_var " + name + " " + R(fref) + "\n";
    emitted += 36;
  }
  return s;
}

void BM_InferTypes(benchmark::State& st) {
  auto m = parse_module(generate(static_cast<std::size_t>(st.range(0))), "gen.ir");
  if (!m) {
    st.SkipWithError(m.error().to_string().c_str());
    return;
  }
  std::uint32_t passes = 0;
  bool converged = false;
  for (auto _ : st) {
    auto env = types::infer_types(*m);
    passes = env->iterations();
    converged = env->converged();
    benchmark::DoNotOptimize(env);
  }
  st.counters["instructions"] = static_cast<double>(m->instructions.size());
  st.counters["passes"] = passes;
  st.counters["converged"] = converged ? 1 : 0;
  st.counters["instr/s"] = benchmark::Counter(static_cast<double>(m->instructions.size()), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_InferTypes)->Arg(5'000)->Arg(50'000)->Unit(benchmark::kMillisecond);

/// sum = sum + i for i < n, in the language given; `ann` annotates the add.
std::string loop(const char* lang, const char* ann) {
  return std::string(".language \"") + lang + "\"\nentry:\n  %0 = const 0\n  decl_var s %0\n  decl_var i %0\n"
         "loop_0:\n  %1 = load_var i\n  %2 = const 1000000\n  %3 = binop < %1 %2\n  branch_if %3 body_0 done_0\n"
         "body_0:\n  %4 = load_var s\n  %5 = binop + %4 %1" + ann + "\n  store_var s %5\n  %6 = const 1\n"
         "  %7 = binop + %1 %6\n  store_var i %7\n  branch loop_0\ndone_0:\n";
}

void run_loop(benchmark::State& st, const char* lang, const char* ann) {
  auto m = parse_module(loop(lang, ann), "loop.ir");
  RunOptions o;
  o.max_steps = 1'000'000'000;
  for (auto _ : st) {
    auto r = run_module(*m, o);
    benchmark::DoNotOptimize(r);
  }
  st.counters["steps/s"] = benchmark::Counter(8e6, benchmark::Counter::kIsIterationInvariantRate);
}
void BM_VmLoopPythonUntyped(benchmark::State& st) { run_loop(st, "python", ""); }
void BM_VmLoopJavaInt32(benchmark::State& st) { run_loop(st, "java", " :: Int32"); }
BENCHMARK(BM_VmLoopPythonUntyped)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_VmLoopJavaInt32)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
