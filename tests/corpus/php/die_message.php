<?php // features: exit_die
$config = [];
echo "checking\n";
$value = $config['required'] ?? die("missing config\n");
echo "not reached\n";
