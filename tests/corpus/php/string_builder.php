<?php // features: string_concat, compound_assignment, increment_decrement, string_increment
$s = "";
for ($i = 0; $i < 5; $i++) { $s .= $i; $s .= ","; }
echo rtrim($s, ","), "\n";
$letter = "a";
for ($i = 0; $i < 30; $i++) $letter++;
echo $letter, "\n";
$z = "Az"; $z++; echo $z, " ";
$z = "zz"; $z++; echo $z, " ";
$z = "a9"; $z++; echo $z, "\n";
$n = 5;
echo $n++ + ++$n, " ", $n, " ", $n--, " ", --$n, "\n";
$x = 10; $x += 5; $x -= 3; $x *= 2; $x /= 4; $x **= 2; echo $x, "\n";
$y = 17; $y %= 5; $y <<= 3; $y |= 1; $y &= 0xF; $y ^= 2; $y >>= 1; echo $y, "\n";
$null = null; $null++; var_dump($null);
$str = "abc"; echo $str[1], " ", $str[-1], "\n";
