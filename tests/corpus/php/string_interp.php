<?php // features: strings_double, strings_single, heredoc_nowdoc, string_concat, escape_sequences
$name = "World";
$arr = ['key' => 'value', 'n' => [1, 2, 3]];
$obj = new stdClass();
$obj->prop = "property";
echo "Hello, $name!\n";
echo 'Single $name\n', "\n";
echo "Braces: {$name}s and {$arr['key']} and $arr[key]\n";
echo "Nested: {$arr['n'][1]}\n";
echo "Object: $obj->prop and {$obj->prop}\n";
echo "Escapes: tab[\t] dollar[\$] quote[\"] backslash[\\] hex[\x41] unicode[\u{263A}]\n";
$s = 'it\'s';
echo $s . " " . 'back\\slash' . "\n";
$text = <<<EOT
    Dear $name,
      Indented line {$arr['key']}
    Bye
    EOT;
echo $text, "\n";
$raw = <<<'RAW'
No $interpolation here {$x}
RAW;
echo $raw, "\n";
$greeting = "Hi";
$greeting .= ", there";
$greeting .= "!";
echo $greeting, "\n";
echo "Number: " . 42 . " float: " . 3.5 . " bool: " . true . " null: " . null . "|\n";
