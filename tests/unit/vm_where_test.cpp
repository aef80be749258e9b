// vm_where_test.cpp - Vm::where and Vm::raised_where (kernel/vm/interp.cpp):
// the source position of the activation `level` calls up, where natives
// count as activations without a position (as C functions do for Lua's
// error levels), and of the instruction that raised the exception.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/vm.hpp"
#include "reddragon/vm/runtime.hpp"

using namespace reddragon;
using namespace reddragon::kernel;

namespace {

std::string pos_text(const std::optional<vm::SourcePos>& p) {
  return p ? std::string(p->file) + ":" + std::to_string(p->line) : std::string("none");
}
/// where(level) for each argument, printed on one line.
vm::Value where_native(vm::Vm& vm, const vm::Value&, std::vector<vm::Value>& args) {
  std::string out;
  for (const auto& a : args) out += (out.empty() ? "" : " ") + pos_text(vm.where(static_cast<unsigned>(a.i())));
  vm.write_out(out + "\n");
  return vm::Value::none();
}
/// Calls its argument from a native (as Lua's pcall does), then prints
/// where the exception it raised (if any) was raised.
vm::Value callit_native(vm::Vm& vm, const vm::Value&, std::vector<vm::Value>& args) {
  vm.call_sync(args[0], {});
  if (vm.raising()) {
    vm.write_out("raised at " + pos_text(vm.raised_where()) + "\n");
    vm.clear_raise();
  }
  return vm::Value::none();
}
vm::Value global(vm::Vm&, std::string_view name) {
  if (name == "where") return vm::make_native(where_native, "where");
  if (name == "callit") return vm::make_native(callit_native, "callit");
  return vm::Value::undef();
}

std::string run(const std::string& text) {
  auto m = parse_module(text, "t.ir");
  EXPECT_TRUE(m.has_value()) << m.error().to_string();
  if (!m) return {};
  m->source_path = "t.ir";
  static const vm::LanguageRuntime rt{"wheretest", global};
  RunOptions opts;
  opts.max_steps = 100000;
  opts.runtime = &rt;
  auto r = run_module(*m, opts);
  EXPECT_TRUE(r.has_value()) << r.error().to_string();
  return r ? r->stdout_text : std::string();
}

// f() asks where levels 0..3 and 9 are, from line 2 of its body.
const char* kF = R"(entry:
  branch end_f_1
func_f_1:
  %0 = const 0  # 2:1-2:2
  %1 = const 1  # 2:1-2:2
  %2 = const 2  # 2:1-2:2
  %3 = const 3  # 2:1-2:2
  %4 = const 9  # 2:1-2:2
  %5 = call_function where %0 %1 %2 %3 %4  # 2:1-2:20
  %6 = const None
  return %6
end_f_1:
  %7 = const <function:f@func_f_1>
  decl_var f %7
)";

}  // namespace

TEST(VmWhere, LevelsCountFramesAndNatives) {
  // level 0 is the `where` native itself; 1 is f at line 2; 2 is f's caller
  std::string direct = std::string(kF) + "  %8 = call_function f  # 10:1-10:4\n";
  EXPECT_EQ(run(direct), "none t.ir:2 t.ir:10 none none\n");
  // through a native (as pcall(f)): f's caller is that native, then line 11
  std::string through = std::string(kF) + "  %8 = load_var f  # 11:1-11:9\n  %9 = call_function callit %8  # 11:1-11:9\n";
  EXPECT_EQ(run(through), "none t.ir:2 none t.ir:11 none\n");
}

TEST(VmWhere, RaisedWhereIsTheRaisingInstruction) {
  std::string text = R"(entry:
  branch end_g_1
func_g_1:
  %0 = const None  # 3:1-3:5
  %1 = call_unknown %0  # 4:1-4:5
  return %1
end_g_1:
  %2 = const <function:g@func_g_1>
  decl_var g %2
  %3 = load_var g  # 7:1-7:9
  %4 = call_function callit %3  # 7:1-7:9
)";
  EXPECT_EQ(run(text), "raised at t.ir:4\n");
  // raised inside a native (callit calling None itself): no position
  std::string in_native = "entry:\n  %0 = const None  # 2:1-2:5\n  %1 = call_function callit %0  # 2:1-2:9\n";
  EXPECT_EQ(run(in_native), "raised at none\n");
}
