<?php // features: string_functions, math_functions, printf_sprintf
// A tour of the string and math helpers a utility script leans on.
$name = "Grüße";
echo mb_strlen($name), " ", strlen($name), " ", mb_strtoupper("strasse ok"), " ", mb_strtolower("ABC"), "\n";
echo mb_substr($name, 1, 3), " ", implode("|", mb_str_split("añb")), " ", mb_strpos("abcß", "c"), "\n";
echo chop("trail   "), "|", str_ireplace("WORLD", "there", "Hello world"), "|", join(",", [1, 2, 3]), "\n";
echo strtr("Hi all", "ai", "eo"), " ", strtr("Hi all", ["Hi" => "Hello", "all" => "everyone"]), "\n";
echo strip_tags("<b>bold</b> text"), " ", addslashes("O'Reilly \"q\""), "\n";
echo strncasecmp("Hello", "hELP", 3), " ", strnatcmp("img12", "img10"), " ", strnatcasecmp("A1", "a2"), "\n";
var_dump(ctype_alpha("abc"), ctype_alnum("a1!"), ctype_upper("AB"), ctype_lower("ab"), ctype_space(" \n"),
         ctype_punct("!?"), ctype_xdigit("ff0"));
echo dechex(255), " ", decoct(8), " ", hexdec("ff"), " ", bindec("1010"), " ", octdec("17"), " ",
     base_convert("255", 10, 16), "\n";
vprintf("%s has %d items\n", ["cart", 3]);
echo vsprintf("%05.1f|%-4s|", [3.14159, "ab"]), "\n";
echo fdiv(1, 0), " ", exp(1), " ", log10(1000), "\n";
printf("%.4f %.4f %.4f %.4f %.4f %.4f\n", sin(1), cos(1), tan(1), asin(0.5), acos(0.5), atan(1));
printf("%.4f %.1f %.4f %.1f\n", atan2(1, 2), hypot(3, 4), deg2rad(180), rad2deg(M_PI));
var_dump(is_nan(NAN), is_infinite(INF), is_finite(1.0));
