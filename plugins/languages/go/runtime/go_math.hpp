// go_math.hpp - Go's own math algorithms where they differ from libm (go_math.cpp).
#pragma once

namespace reddragon::vm {

double go_sin(double x);
double go_cos(double x);
double go_tan(double x);
double go_atan(double x);
double go_asin(double x);
double go_acos(double x);
double go_atan2(double y, double x);
double go_log(double x);
double go_hypot(double p, double q);
double go_exp(double x);
double go_sinh(double x);
double go_cosh(double x);
double go_tanh(double x);
double go_cbrt(double x);
double go_exp2(double x);
double go_log1p(double x);
double go_expm1(double x);
double go_asinh(double x);
double go_acosh(double x);
double go_atanh(double x);

}  // namespace reddragon::vm
