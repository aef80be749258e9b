// vm_test.cpp - the VM on IR written directly in the text form: closures
// sharing an environment, inheritance chains, exceptions, symbolic values,
// budgets, pointers, regions and continuations.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/kernel/vm.hpp"
#include "reddragon/resolver.hpp"
#include "reddragon/vm/objects.hpp"

using namespace reddragon;
using namespace reddragon::kernel;

namespace {
/// Runs IR text. A module with a `.language` runs with that language's
/// runtime, loaded from its plugin as `reddragon run` does; plain IR runs on
/// the IR's semantics alone.
RunReport run_ir(const std::string& text, RunOptions opts = {}) {
  auto m = parse_module(text, "t.ir");
  EXPECT_TRUE(m.has_value()) << m.error().to_string();
  if (!m) return {};
  static PluginHost host({RD_BUILD_PLUGIN_DIR});
  if (!m->language.empty() && !opts.runtime) {
    auto rt = host.runtime(m->language);
    EXPECT_TRUE(rt.has_value()) << rt.error().to_string();
    if (rt) opts.runtime = *rt;
  }
  auto r = run_module(*m, opts);
  EXPECT_TRUE(r.has_value()) << r.error().to_string();
  return r ? *r : RunReport{};
}
boost::json::object doc(const RunReport& r) { return boost::json::parse(r.json).as_object(); }
}  // namespace

TEST(Vm, ClassifyExample) {
  auto r = run_ir(R"(entry:
  branch end_classify_0
func_classify_0:
  %0 = symbolic "param:x"
  decl_var x %0
  %1 = load_var x
  %2 = const 0
  %3 = binop > %1 %2
  branch_if %3 if_true_1 if_false_1
if_true_1:
  %4 = const "positive"
  decl_var label %4
  branch if_end_1
if_false_1:
  %5 = const "negative"
  decl_var label %5
  branch if_end_1
if_end_1:
  %6 = load_var label
  return %6
end_classify_0:
  %8 = const <function:classify@func_classify_0>
  decl_var classify %8
  %9 = const 5
  %10 = call_function classify %9
  decl_var result %10
)");
  auto d = doc(r);
  EXPECT_EQ(d["status"], "completed");
  EXPECT_EQ(d["llm_calls"], 0);
  EXPECT_EQ(d["globals"].as_object()["result"], "positive");
}

TEST(Vm, CounterFactoryClosuresShareTheirEnvironment) {
  auto r = run_ir(R"(entry:
  branch end_make_counter_0
func_make_counter_0:
  %0 = const 0
  decl_var count %0
  branch end_increment_1
func_increment_1:
  %1 = load_var count
  %2 = const 1
  %3 = binop + %1 %2
  store_var count %3
  %4 = load_var count
  return %4
end_increment_1:
  %5 = const <function:increment@func_increment_1>
  decl_var increment %5
  branch end_get_2
func_get_2:
  %6 = load_var count
  return %6
end_get_2:
  %7 = const <function:get@func_get_2>
  decl_var get %7
  %8 = const 2
  %9 = new_array tuple %8
  %10 = const 0
  %11 = load_var increment
  store_index %9 %10 %11
  %12 = const 1
  %13 = load_var get
  store_index %9 %12 %13
  return %9
end_make_counter_0:
  %14 = const <function:make_counter@func_make_counter_0>
  decl_var make_counter %14
  %15 = call_function make_counter
  %16 = const 0
  %17 = load_index %15 %16
  %18 = const 1
  %19 = load_index %15 %18
  %20 = call_unknown %17
  %21 = call_unknown %17
  %22 = call_unknown %19
  %23 = call_function print %22
  %24 = call_function make_counter
  %25 = load_index %24 %16
  %26 = call_unknown %25
  %27 = call_function print %26 %22
)");
  EXPECT_EQ(r.stdout_text, "2\n1 2\n");  // a second factory has its own count
}

TEST(Vm, InheritanceChainDispatchesToNearestMethod) {
  // class A: def who(self): return "A"; def hello(self): return "hello from " + self.who()
  // class B(A): pass ; class C(B): def who(self): return "C"
  auto r = run_ir(R"(.language "python"
entry:
  branch end_class_A_0
class_A_0:
  branch end_who_1
func_who_1:
  %0 = symbolic "param:self"
  decl_var self %0
  %1 = const "A"
  return %1
end_who_1:
  %2 = const <function:who@func_who_1>
  decl_var who %2
  branch end_hello_2
func_hello_2:
  %3 = symbolic "param:self"
  decl_var self %3
  %4 = const "hello from "
  %5 = load_var self
  %6 = call_method %5 who
  %7 = binop + %4 %6
  return %7
end_hello_2:
  %8 = const <function:hello@func_hello_2>
  decl_var hello %8
end_class_A_0:
  %9 = const <class:A@class_A_0>
  decl_var A %9
  branch end_class_B_3
class_B_3:
end_class_B_3:
  %10 = const <class:B@class_B_3:A>
  decl_var B %10
  branch end_class_C_4
class_C_4:
  branch end_who_5
func_who_5:
  %11 = symbolic "param:self"
  decl_var self %11
  %12 = const "C"
  return %12
end_who_5:
  %13 = const <function:who@func_who_5>
  decl_var who %13
end_class_C_4:
  %14 = const <class:C@class_C_4:B>
  decl_var C %14
  %15 = call_function C
  %16 = call_method %15 hello
  %17 = call_function print %16
  %18 = call_function B
  %19 = call_method %18 hello
  %20 = call_function print %19
  %21 = call_function isinstance %15 %9
  %22 = call_function print %21
)");
  EXPECT_EQ(r.stdout_text, "hello from C\nhello from A\nTrue\n");
}

TEST(Vm, ExceptionsAreCaughtByTypeAndFinallyRuns) {
  auto r = run_ir(R"(entry:
  try_push fin_0 end_0 KeyError h_key ZeroDivisionError h_zero
  %0 = const 1
  %1 = const 0
  %2 = binop / %0 %1
  try_pop
  branch fin_0
h_key:
  branch fin_0
h_zero:
  %3 = symbolic "caught_exception:ZeroDivisionError"
  decl_var e %3
  %4 = const "caught:"
  %5 = load_var e
  %6 = call_function print %4 %5
  branch fin_0
fin_0:
  %7 = const "finally"
  %8 = call_function print %7
end_0:
  %9 = const "after"
  %10 = call_function print %9
)");
  EXPECT_EQ(r.stdout_text, "caught: division by zero\nfinally\nafter\n");
  EXPECT_EQ(doc(r)["status"], "completed");
}

TEST(Vm, UncaughtExceptionThroughFinallyIsReportedWithLocation) {
  auto r = run_ir(R"(entry:
  try_push fin_0 end_0
  %0 = const 1
  %1 = const 0
  %2 = binop // %0 %1  # 3:4-3:10
  try_pop
fin_0:
  %3 = const "cleanup"
  %4 = call_function print %3
end_0:
  %5 = const "not reached"
  %6 = call_function print %5
)");
  EXPECT_EQ(r.stdout_text, "cleanup\n");
  auto d = doc(r);
  EXPECT_EQ(d["status"], "uncaught_exception");
  EXPECT_EQ(d["error"].as_object()["type"], "ZeroDivisionError");
  EXPECT_EQ(d["error"].as_object()["line"], 3);
  EXPECT_NE(r.error_text.find("ZeroDivisionError: integer division or modulo by zero"), std::string::npos);
}

TEST(Vm, InfiniteLoopHitsTheStepBudget) {
  RunOptions o;
  o.max_steps = 10000;
  auto r = run_ir("entry:\nloop:\n  %0 = const 1\n  branch loop\n", o);
  EXPECT_EQ(r.status, RunStatus::StepLimit);
  EXPECT_EQ(doc(r)["status"], "step_limit");
  EXPECT_NE(r.error_text.find("step budget of 10000 steps exhausted"), std::string::npos);
}

TEST(Vm, SequenceOperatorsChargeStepsForTheirWork) {
  // Making a 10 MB string is 156,250 steps of work (a step per 64 bytes),
  // concatenating two of them 312,500, not one each: a budget of 200,000
  // steps stops the loop after its first iteration.
  RunOptions o;
  o.max_steps = 200000;
  auto r = run_ir("entry:\n  %0 = const \"x\"\n  %1 = const 10000000\n  %2 = binop * %0 %1\n"
                  "loop:\n  %3 = binop + %2 %2\n  branch loop\n", o);
  EXPECT_EQ(r.status, RunStatus::StepLimit);
  EXPECT_GT(r.steps, 156250u + 312500u);
  EXPECT_LT(r.steps, 156250u + 312500u + 100u);
}

TEST(Vm, WallClockBudgetEndsTheRunWithTimeLimit) {
  RunOptions o;
  o.max_steps = 1'000'000'000'000'000;
  o.time_limit_ms = 50;
  auto r = run_ir("entry:\nloop:\n  %0 = const 1\n  branch loop\n", o);
  EXPECT_EQ(r.status, RunStatus::TimeLimit);
  EXPECT_EQ(doc(r)["status"], "time_limit");
  EXPECT_EQ(doc(r)["error"].as_object()["type"], "TimeLimit");
  EXPECT_NE(r.error_text.find("time budget of 0.05 s exhausted at"), std::string::npos) << r.error_text;
  EXPECT_NE(r.error_text.find("--time-limit"), std::string::npos);
}

TEST(Vm, BudgetStatusNames) {
  EXPECT_STREQ(run_status_name(RunStatus::TimeLimit), "time_limit");
  EXPECT_STREQ(run_status_name(RunStatus::MemoryLimit), "memory_limit");
}

TEST(Vm, InfiniteRecursionRaisesRecursionError) {
  auto r = run_ir(R"(entry:
  branch end_f_0
func_f_0:
  %0 = call_function f
  return %0
end_f_0:
  %1 = const <function:f@func_f_0>
  decl_var f %1
  %2 = call_function f
)");
  EXPECT_EQ(r.status, RunStatus::UncaughtException);
  EXPECT_EQ(doc(r)["error"].as_object()["type"], "RecursionError");
}

TEST(Vm, BigIntegersDoNotWrap) {
  auto r = run_ir(R"(entry:
  %0 = const 9223372036854775807
  %1 = const 1
  %2 = binop + %0 %1
  %3 = binop * %2 %2
  %4 = const 2
  %5 = const 100
  %6 = binop ** %4 %5
  %7 = call_function print %2 %3 %6
  %8 = const 7
  %9 = binop / %8 %4
  %10 = binop // %8 %4
  %11 = const -7
  %12 = binop // %11 %4
  %13 = binop % %11 %4
  %14 = call_function print %9 %10 %12 %13
)");
  EXPECT_EQ(r.stdout_text,
            "9223372036854775808 85070591730234615865843651857942052864 1267650600228229401496703205376\n"
            "3.5 3 -4 1\n");
}

TEST(Vm, SymbolicValuesPropagateAndBranchesAssumeTrue) {
  auto r = run_ir(R"(entry:
  %0 = symbolic "import:requests"
  decl_var requests %0
  %1 = load_var requests
  %2 = const "https://api.example.com/users/1"
  %3 = call_method %1 get %2
  decl_var response %3
  %4 = load_var response
  %5 = call_method %4 json
  decl_var body %5
  %6 = load_var body
  %7 = const "name"
  %8 = load_index %6 %7
  %9 = load_index %6 %7
  %10 = binop == %8 %9
  branch_if %8 yes no
yes:
  decl_var name %8
no:
  halt
)");
  auto d = doc(r);
  auto syms = d["symbolic"].as_array();
  ASSERT_GE(syms.size(), 4u);
  EXPECT_EQ(syms[1].as_object()["expr"], "requests.get('https://api.example.com/users/1')");
  EXPECT_EQ(syms[2].as_object()["expr"], "requests.get('https://api.example.com/users/1').json()");
  EXPECT_EQ(syms[3].as_object()["expr"], "requests.get('https://api.example.com/users/1').json()['name']");
  EXPECT_EQ(syms.size(), 5u);  // body["name"] twice is one symbol; == of symbols is one more
  EXPECT_EQ(d["path_conditions"].as_array().size(), 1u);
  EXPECT_EQ(d["llm_calls"], 0);
  EXPECT_EQ(d["globals"].as_object()["name"].as_object()["$sym"], "sym_3");
}

TEST(Vm, PointersPromoteVariables) {
  auto r = run_ir(R"(entry:
  %0 = const 1
  decl_var x %0
  %1 = address_of x
  decl_var p %1
  %2 = const 99
  %3 = load_var p
  store_indirect %3 %2
  %4 = load_var x
  %5 = load_indirect %3
  %6 = call_function print %4 %5
)");
  EXPECT_EQ(r.stdout_text, "99 99\n");
}

TEST(Vm, RegionsAndContinuations) {
  auto r = run_ir(R"(entry:
  %0 = const 8
  %1 = alloc_region %0
  %2 = const 0
  %3 = const 5
  %4 = const "HELLO"
  write_region %1 %2 %3 %4
  %5 = const 2
  %6 = const 3
  %7 = load_region %1 %5 %6
  %8 = call_function print %7
  set_continuation para_done back_0
  branch para
back_0:
  %9 = const "returned"
  %10 = call_function print %9
  halt
para:
  %11 = const "in paragraph"
  %12 = call_function print %11
  resume_continuation para_done
)");
  EXPECT_EQ(r.stdout_text, "LLO\nin paragraph\nreturned\n");
  EXPECT_EQ(r.status, RunStatus::Halted);
}

TEST(Vm, BuildsAMillionElementListWithinBudget) {
  auto r = run_ir(R"(.language "python"
entry:
  %0 = const 0
  %1 = new_array list %0
  decl_var xs %1
  %2 = const 0
  decl_var i %2
cond:
  %3 = load_var i
  %4 = const 1000000
  %5 = binop < %3 %4
  branch_if %5 body done
body:
  %6 = load_var xs
  %7 = load_var i
  %8 = call_method %6 append %7
  %9 = const 1
  %10 = binop + %7 %9
  store_var i %10
  branch cond
done:
  %11 = load_var xs
  %12 = call_function len %11
  %13 = call_function sum %11
  %14 = call_function print %12 %13
)");
  EXPECT_EQ(r.stdout_text, "1000000 499999500000\n");
}

namespace {
/// A resolver that answers one callee with a scripted value and counts calls.
class ScriptedResolver final : public reddragon::Resolver {
 public:
  std::string_view name() const override { return "scripted"; }
  reddragon::Expected<reddragon::ResolveResponse> resolve(const reddragon::ResolveRequest& req) override {
    ++calls;
    last_callee = req.callee;
    last_args = req.args_json;
    reddragon::ResolveResponse r;
    if (req.callee == "requests.get") {
      r.resolved = true;
      r.value_json = R"({"$obj": "Response", "fields": {"status_code": 200, "text": "ok"}})";
      r.var_writes.emplace_back("last_url", "\"https://x\"");
      r.heap_writes.emplace_back("session.calls", "1");
    } else if (req.callee.size() > 7 && req.callee.rfind(".json") == req.callee.size() - 5) {
      last_state = req.state_json;
      r.resolved = true;
      r.value_json = R"({"name": "Ada"})";
    } else if (req.callee == "broken") {
      return reddragon::make_error("HTTP 500");
    } else {
      r.reason = "unknown";
    }
    return r;
  }
  std::uint64_t llm_calls() const override { return calls; }
  int calls = 0;
  std::string last_state;
  std::string last_callee;
  std::vector<std::string> last_args;
};
}  // namespace

TEST(Vm, ResolverAnswersBecomeConcreteValuesAndFailuresStaySymbolic) {
  ScriptedResolver res;
  RunOptions o;
  o.resolver = &res;
  auto r = run_ir(R"(entry:
  %0 = symbolic "import:requests"
  decl_var requests %0
  %1 = const "https://x"
  %2 = call_method %0 get %1
  %3 = load_field %2 status_code
  %4 = call_function print %3
  %5 = call_function broken %1
  %6 = call_function other
  decl_var a %5
  decl_var b %6
  %7 = new_object Session
  decl_var session %7
  %8 = call_method %0 get %1
  %9 = call_method %8 json
  %10 = const "name"
  %11 = load_index %9 %10
  %12 = load_field %7 calls
  %13 = call_function print %11 %12
)", o);
  EXPECT_EQ(r.stdout_text, "200\nAda 1\n");
  EXPECT_NE(res.last_state.find("\"last_url\":\"https://x\""), std::string::npos) << res.last_state;
  EXPECT_EQ(res.last_args.size(), 0u);
  auto d = doc(r);
  EXPECT_EQ(d["llm_calls"], 5);
  EXPECT_EQ(d["globals"].as_object()["last_url"], "https://x");
  EXPECT_TRUE(d["globals"].as_object()["a"].as_object().contains("$sym"));
  EXPECT_TRUE(d["globals"].as_object()["b"].as_object().contains("$sym"));
}

// The frontend declares the entry point (`.entry`); the VM runs the module's
// top level first, then the entry function. Without `.entry`, nothing else runs.
TEST(Vm, DeclaredEntryPointRunsAfterTopLevel) {
  const std::string body = R"(entry:
  branch end_main_0
func_main_0:
  %0 = const "in main"
  %1 = call_function print %0
  %2 = const 0
  return %2
end_main_0:
  %3 = const <function:main@func_main_0>
  decl_var main %3
  %4 = const "top level"
  %5 = call_function print %4
)";
  auto with = run_ir(".entry \"main\"\n" + body);
  EXPECT_EQ(with.stdout_text, "top level\nin main\n");
  auto without = run_ir(body);
  EXPECT_EQ(without.stdout_text, "top level\n");
  auto m = parse_module(".entry \"main\"\n" + body, "t.ir");
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->entry_point, "main");
  EXPECT_NE(print_module(*m).find(".entry \"main\""), std::string::npos);
}

// A loop over an unknown derives a new symbolic value per iteration: each
// derivation must refer to long earlier ones by name (linear, not
// quadratic, memory), and the report lists a bounded number of them.
TEST(Vm, SymbolicDerivationsInALoopStayBounded) {
  auto r = run_ir(R"(entry:
  %0 = symbolic "x"
  decl_var x %0
  %1 = const 0
  decl_var acc %1
  %2 = const 0
  decl_var i %2
cond:
  %3 = load_var i
  %4 = const 20000
  %5 = binop < %3 %4
  branch_if %5 body done
body:
  %6 = load_var acc
  %7 = load_var x
  %8 = binop + %6 %7
  store_var acc %8
  %9 = load_var i
  %10 = const 1
  %11 = binop + %9 %10
  store_var i %11
  branch cond
done:
)");
  auto d = doc(r);
  EXPECT_EQ(d["status"], "completed");
  EXPECT_EQ(d["symbolic_total"].to_number<std::int64_t>(), 20001);
  const auto& syms = d["symbolic"].as_array();
  EXPECT_EQ(syms.size(), 10000u);
  std::size_t longest = 0;
  for (const auto& s : syms) longest = std::max(longest, s.as_object().at("expr").as_string().size());
  EXPECT_LT(longest, 1000u);
}

// The end-of-run state is a live object graph: a cycle renders as a marker
// (a doubly linked list alive at exit used to take exponential time).
TEST(Vm, CyclicObjectsRenderWithACycleMarker) {
  auto r = run_ir(R"(entry:
  %0 = new_object dict
  decl_var a %0
  %1 = new_object dict
  decl_var b %1
  store_field %0 next %1
  store_field %1 prev %0
)");
  auto d = doc(r);
  EXPECT_EQ(boost::json::serialize(d["globals"].as_object()["a"]), R"({"next":{"prev":{"$cycle":true}}})");
}

// `list.append(3, 4)`: the unbound method checks its receiver (Python's own
// TypeError) instead of treating an int as a list (a crash found by the
// mutation test).
TEST(Vm, UnboundBuiltinMethodChecksItsReceiver) {
  auto r = run_ir(R"(.language "python"
entry:
  %0 = load_var list
  %1 = load_field %0 append
  %2 = const 3
  %3 = const 4
  %4 = call_unknown %1 %2 %3
)");
  EXPECT_EQ(r.status, RunStatus::UncaughtException);
  EXPECT_NE(r.error_text.find("TypeError: descriptor 'append' for 'list' objects doesn't apply to a 'int' object"),
            std::string::npos)
      << r.error_text;
}

// Python's built-in functions are Python's: its runtime provides them. In
// JavaScript an undeclared `list` stays an unknown (symbolic), and so does
// `len` in plain IR, while the IR's intrinsics (`__len`, `__iter`, ...)
// resolve in every module.
TEST(Vm, PythonBuiltinsAreOnlyPythonsGlobals) {
  const std::string body = R"(entry:
  %0 = load_var list
  decl_var l %0
  %2 = const "abc"
  %3 = call_function __len %2
  decl_var n %3
  %4 = call_function len %2
  decl_var m %4
)";
  for (const char* lang : {"javascript", ""}) {
    auto r = run_ir(std::string(".language \"") + lang + "\"\n" + body);
    EXPECT_EQ(r.status, RunStatus::Completed) << r.error_text;
    auto g = doc(r)["globals"].as_object();
    EXPECT_NE(boost::json::serialize(g["l"]).find("sym"), std::string::npos) << lang << boost::json::serialize(g["l"]);
    EXPECT_EQ(g["n"], 3) << lang;
    EXPECT_TRUE(g["m"].is_object() && g["m"].as_object().contains("$sym")) << lang << boost::json::serialize(g["m"]);
  }
  auto py = run_ir(".language \"python\"\n" + body + "  %5 = call_function print %0 %4\n");
  EXPECT_EQ(py.stdout_text, "<class 'list'> 3\n");
}

// --- the value protocol on cyclic and deeply nested values (issue #12) ------------

namespace {
using reddragon::vm::EqResult;
using reddragon::vm::ListObj;
using reddragon::vm::Value;
/// A list that contains itself: l = []; l.append(l).
Value self_list() {
  Value l = reddragon::vm::make_list({});
  l.as<ListObj>()->items.push_back(l);
  return l;
}
void break_cycle(const Value& l) { l.as<ListObj>()->items.clear(); }
}  // namespace

TEST(ValueProtocol, EqualityOfCyclesIsIdentityThenBounded) {
  Value l = self_list();
  EXPECT_TRUE(reddragon::vm::eq(l, l));  // the item is identical: equal without a look inside
  Value a = self_list(), b = self_list();
  EXPECT_EQ(reddragon::vm::eq_bounded(a, b), EqResult::TooDeep);  // was: C++ stack overflow
  EXPECT_FALSE(reddragon::vm::eq(a, b));
  // Dict lookups compare keys with eq: a cycle as a key cannot crash them.
  Value d = reddragon::vm::make<reddragon::vm::DictObj>();
  d.as<reddragon::vm::DictObj>()->set(a, Value::integer(1));
  EXPECT_EQ(d.as<reddragon::vm::DictObj>()->find(b), nullptr);
  EXPECT_NE(d.as<reddragon::vm::DictObj>()->find(a), nullptr);
  d.as<reddragon::vm::DictObj>()->clear_refs();
  for (auto* v : {&l, &a, &b}) break_cycle(*v);
}

TEST(ValueProtocol, DeepTupleHashesAndComparesWithoutOverflow) {
  Value x = reddragon::vm::make_list({}, reddragon::vm::Tag::Tuple), y = x;
  for (int i = 0; i < 500000; ++i) {
    x = reddragon::vm::make_list({x}, reddragon::vm::Tag::Tuple);
    y = reddragon::vm::make_list({y}, reddragon::vm::Tag::Tuple);
  }
  EXPECT_EQ(reddragon::vm::ValueHash()(x), reddragon::vm::ValueHash()(y));
  EXPECT_EQ(reddragon::vm::eq_bounded(x, y), EqResult::TooDeep);
}

TEST(ValueProtocol, FreeingADeepChainDoesNotRecurse) {
  // x = [x] a million times (and dicts, tuples), then the last reference
  // goes: freeing must not recurse as deep as the chain.
  Value x;
  for (int i = 0; i < 1000000; ++i) x = reddragon::vm::make_list({x});
  x = Value();
  Value d = reddragon::vm::make<reddragon::vm::DictObj>();
  for (int i = 0; i < 1000000; ++i) {
    Value n = reddragon::vm::make<reddragon::vm::DictObj>();
    n.as<reddragon::vm::DictObj>()->set(reddragon::vm::make_str("a"), d);
    d = n;
  }
  d = Value();
  SUCCEED();
}

TEST(Vm, DeepChainAtTeardownAndCyclesInEquality) {
  // A module variable holding a 300,000-deep chain is freed when the run
  // ends; == of two distinct cycles raises RecursionError.
  auto r = run_ir(R"(entry:
  %0 = const None
  decl_var x %0
  %1 = const 0
  decl_var i %1
loop:
  %2 = load_var i
  %3 = const 300000
  %4 = binop < %2 %3
  branch_if %4 body done
body:
  %15 = const 1
  %5 = new_array list %15
  %6 = load_var x
  %7 = const 0
  store_index %5 %7 %6
  store_var x %5
  %8 = load_var i
  %9 = const 1
  %10 = binop + %8 %9
  store_var i %10
  branch loop
done:
  %16 = const 1
  %11 = new_array list %16
  %12 = const 0
  store_index %11 %12 %11
  %13 = new_array list %16
  store_index %13 %12 %13
  %14 = binop == %11 %13
  decl_var never %14
)");
  EXPECT_EQ(r.status, RunStatus::UncaughtException);
  EXPECT_NE(r.json.find("RecursionError"), std::string::npos) << r.json;
}
