<?php // features: random_mt, arrays, math_functions
mt_srand(42);
$rolls = [];
for ($i = 0; $i < 10; $i++) $rolls[] = mt_rand(1, 6);
echo implode(" ", $rolls), "\n";
echo mt_rand(), " ", mt_rand(0, 100), " ", rand(10, 20), "\n";
mt_srand(7);
$deck = range(1, 10);
shuffle($deck);
echo implode(",", $deck), "\n";
echo mt_getrandmax(), "\n";
mt_srand(3);
echo mt_rand(1, 1000000), " ", mt_rand(-50, 50), "\n";
