<?php // features: floats, integers, arithmetic, int_overflow, var_dump, math_functions
echo 0.1 + 0.2, "\n";
var_dump(0.1 + 0.2);
echo 1.0, " ", 2.50, " ", -0.0, " ", 1e20, " ", 1.5e-7, " ", 100000000000000000000, "\n";
var_dump(1.0, 7E-10, 1e15, 123456789012345678);
echo PHP_INT_MAX, "\n";
var_dump(PHP_INT_MAX + 1);
echo 10 / 4, " ", 10 / 5, " ", 7 % 3, " ", -7 % 3, " ", 7 % -3, "\n";
var_dump(10 / 5, 2 ** 10, 2 ** -1, 2 ** 63, intdiv(17, 5));
echo round(2.5), " ", round(-2.5), " ", round(1.955, 2), " ", round(1234.5678, -2), "\n";
echo floor(7.8), " ", ceil(7.2), " ", abs(-3), " ", abs(-3.5), "\n";
var_dump(round(3.14159, 3), floor(5), sqrt(16), pow(2, 8), pow(2.0, 3), max(3, 7.5, 2), min([4, 2, 8]));
echo fmod(10, 3), " ", pi(), " ", M_PI, "\n";
echo number_format(1234567.891), " ", number_format(1234567.891, 2), " ", number_format(1234.5, 2, ',', '.'), " ", number_format(0.5), "\n";
echo intval("42abc"), " ", intval(3.99), " ", floatval("1.5e3"), " ", (int)"0x1A", " ", intval("0x1A", 16), "\n";
var_dump("10" + 5, "2.5" * 2, 7 <=> 3, "a" <=> "b", [1, 2] <=> [1, 3]);
