// dataflow_gen.hpp - generated functions for dataflow scale tests and the
// bench_dataflow benchmark: straight-line statements `x_i = x_j op x_k`
// (LOAD_VAR, LOAD_VAR, BINOP, STORE_VAR) in chunks with an if/else diamond
// and a loop back edge each, inside one function (func_big_0 .. end_big_0).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reddragon/ir/builder.hpp"

namespace reddragon::testgen {

inline ir::Module generate_function(std::size_t target_instructions, std::size_t num_vars, std::uint64_t seed = 42) {
  ir::Module m;
  m.language = "generated";
  ir::Builder b(m);
  std::vector<std::string> names;
  names.reserve(num_vars);
  for (std::size_t i = 0; i < num_vars; ++i) names.push_back("x" + std::to_string(i));
  std::uint64_t state = seed;
  auto rnd = [&](std::size_t n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<std::size_t>((state >> 33) % n);
  };
  std::size_t next_target = 0;
  auto stmt = [&] {
    ir::SpanScope sp(b, ir::SourceSpan{static_cast<std::uint32_t>(m.instructions.size() / 4 + 1), 0,
                                       static_cast<std::uint32_t>(m.instructions.size() / 4 + 1), 10});
    ir::Reg x = b.load_var(names[rnd(num_vars)]);
    ir::Reg y = b.load_var(names[rnd(num_vars)]);
    ir::Reg z = b.binop(ir::Operator{}, x, y);
    b.store_var(names[next_target++ % num_vars], z);
  };
  ir::Symbol entry = b.sym("func_big_0"), end = b.sym("end_big_0");
  b.branch(end);
  b.label(entry);
  // every variable gets a first definition (parameters-like)
  for (std::size_t i = 0; i < num_vars && m.instructions.size() < target_instructions / 4; ++i)
    b.decl_var(names[i], b.const_int(static_cast<std::int64_t>(i)));
  while (m.instructions.size() + 64 < target_instructions) {
    const std::uint32_t id = b.new_label_id();
    ir::Symbol head = b.label_name("loop_head", id), then = b.label_name("if_true", id), els = b.label_name("if_false", id),
               join = b.label_name("if_end", id), next = b.label_name("loop_end", id);
    b.label(head);
    for (int k = 0; k < 6; ++k) stmt();
    b.branch_if(b.load_var(names[rnd(num_vars)]), then, els);
    b.label(then);
    for (int k = 0; k < 3; ++k) stmt();
    b.branch(join);
    b.label(els);
    for (int k = 0; k < 3; ++k) stmt();
    b.branch(join);
    b.label(join);
    for (int k = 0; k < 3; ++k) stmt();
    b.branch_if(b.load_var(names[rnd(num_vars)]), head, next);
    b.label(next);
  }
  b.ret(b.load_var(names[0]));
  b.label(end);
  b.decl_var("big", b.const_(b.lit_func("big", entry)));
  return m;
}

}  // namespace reddragon::testgen
