<?php // features: string_functions, printf_sprintf, exceptions
// Buffering a report in temporary streams before printing it, as CLI tools
// do: write, rewind, read back line by line, seek, truncate, and the
// difference between php://memory and php://temp at the end of the data.

$buf = fopen('php://temp', 'r+');
fwrite($buf, "alpha\nbeta\ngamma");
fputs($buf, "!\n");
fprintf($buf, "%-6s|%5.2f\n", 'pi', M_PI);
vfprintf($buf, "%s=%d\n", ['answer', 42]);
echo "size: ", ftell($buf), "\n";
rewind($buf);
$n = 0;
while (!feof($buf)) {
    $line = fgets($buf);
    if ($line === false) break;
    printf("%d: %s", ++$n, $line);
}
rewind($buf);
var_dump(fread($buf, 3), fgetc($buf), ftell($buf), feof($buf));
fseek($buf, -10, SEEK_END);
var_dump(stream_get_contents($buf), feof($buf));
fseek($buf, 2, SEEK_SET);
fseek($buf, 3, SEEK_CUR);
var_dump(ftell($buf), fseek($buf, -100, SEEK_CUR));
ftruncate($buf, 5);
rewind($buf);
var_dump(stream_get_contents($buf), is_resource($buf));
fclose($buf);
var_dump(is_resource($buf));
try {
    fwrite($buf, "x");
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

foreach (['php://memory', 'php://temp'] as $kind) {
    $s = fopen($kind, 'w+');
    fwrite($s, "a\nb\n");
    rewind($s);
    $seen = [];
    while (($l = fgets($s)) !== false) $seen[] = rtrim($l) . (feof($s) ? '(eof)' : '');
    echo "$kind: ", implode(' ', $seen), " then eof=", var_export(feof($s), true), "\n";
    fclose($s);
}

$csv = fopen('php://memory', 'w+');
fputcsv($csv, ['sku', 'desc', 'qty'], ';');
fputcsv($csv, ['A-1', 'Bolt; "M4"', 10], ';');
fputcsv($csv, ['B-2', "two\nlines", 0], ';', "'");
rewind($csv);
echo stream_get_contents($csv);
rewind($csv);
while (($row = fgetcsv($csv, null, ';')) !== false) echo count($row), ' fields: ', json_encode($row), "\n";

$out = fopen('php://output', 'w');
fprintf($out, "%05.1f|%s\n", 3.14159, 'straight to output');
fwrite($out, "done\n");

$h = fopen('php://memory', 'r+');
// resource numbers are PHP's own bookkeeping: shown as N
$mask = fn(string $s) => preg_replace('/\d+/', 'N', $s);
echo gettype($h), ' | ', get_debug_type($h), ' | ', $mask("as text: $h"), ' | ', $mask(print_r($h, true)), "\n";
fclose($h);
echo gettype($h), ' | ', get_debug_type($h), ' | ', var_export(is_resource($h), true), "\n";
