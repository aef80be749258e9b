<?php // features: casts, type_functions, type_functions, var_dump
$values = [42, 3.14, "hello", "42", "3.0", true, null, [1], new stdClass()];
foreach ($values as $v) {
    echo str_pad(gettype($v), 8), " ", get_debug_type($v), " ",
        is_numeric($v) ? "numeric" : "non-numeric", "\n";
}
var_dump((int)"12abc", (float)"1.5e2", (string)false, (bool)"0", (bool)"0.0", (array)"x", (int)12.9, (int)-12.9);
var_dump(is_int(5), is_float(5.0), is_string(""), is_bool(false), is_array([]), is_null(null), is_callable('strlen'));
var_dump(intval("  42  "), "5" + "5.5", "3" . 4, 10 <=> "10", "abc" == "ABC");
var_dump(boolval([]), strval(1.0), floatval("abc"), 7 / 2, 8 / 2, 2 ** 0.5);

var_dump(PHP_INT_MAX + 1 == (float)PHP_INT_MAX, 0.1 + 0.7, (0.1 + 0.7) * 10, (int)((0.1 + 0.7) * 10));
