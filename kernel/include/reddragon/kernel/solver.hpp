// solver.hpp - deciding path conditions: is a branch's side feasible under
// the decisions a run took so far, and which values of the unknowns drive
// it (docs/symbolic.md). The implementation encodes symbolic expressions for
// Z3 and lives in its own shared library, loaded on a run's first symbolic
// decision: a program with only concrete values never loads or calls it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace reddragon::vm {
struct SymExpr;
}

namespace reddragon::kernel {

enum class Sat : std::uint8_t { Unsat, Sat, Unknown };

class Solver {
 public:
  virtual ~Solver() = default;
  /// Forgets every assumption (a new path).
  virtual void reset() = 0;
  /// Adds "cond is `value`" (its truthiness) to the path condition.
  virtual void assume(const vm::SymExpr& cond, bool value) = 0;
  /// Is the path condition and "cond is `value`" satisfiable? Unknown (a
  /// timeout, an encoding the solver gave up on) counts as feasible.
  virtual Sat check(const vm::SymExpr& cond, bool value) = 0;
  /// Values of the unknowns that satisfy the path condition, in the order
  /// they first appeared: ("read()", "6"). Empty when there is none.
  virtual std::vector<std::pair<std::string, std::string>> model() = 0;
  /// The path condition as an SMT-LIB2 script.
  virtual std::string smtlib() = 0;
  /// Per query; 0: none.
  virtual void set_timeout_ms(std::uint32_t ms) = 0;
  /// Queries (check, model) answered so far, and how many timed out.
  virtual std::uint64_t queries() const = 0;
  virtual std::uint64_t timeouts() const = 0;
};

/// The Z3 solver (libreddragon_solver_z3.so beside the plugins), or null
/// with `why` set when it cannot be loaded; the VM then treats every side
/// of a symbolic decision as feasible, as before the solver existed.
std::unique_ptr<Solver> load_solver(std::string* why = nullptr);

}  // namespace reddragon::kernel
