// python_gamma.hpp - math.gamma and math.lgamma as CPython computes them.
#pragma once

namespace reddragon::vm::py {

/// Gamma(x) for finite x that is not a pole (the caller raises for those).
double py_tgamma(double x);
/// log|Gamma(x)| for finite x that is not a pole.
double py_lgamma(double x);

}  // namespace reddragon::vm::py
