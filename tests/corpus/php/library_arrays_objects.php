<?php // features: array_functions, classes, type_functions
// Array and reflection helpers on a small catalogue.
$defaults = ['color' => 'red', 'size' => ['w' => 1, 'h' => 2]];
$custom = ['size' => ['h' => 5], 'tags' => ['new']];
print_r(array_merge_recursive($defaults, $custom));
print_r(array_replace([1, 2, 3], [1 => 'b'], [3 => 'd']));
var_dump(key_exists('color', $defaults), array_is_list([1, 2]), array_is_list([1 => 1]));
print_r(array_pad([1, 2], 4, 0));
print_r(array_pad([1, 2], -4, 0));
print_r(array_diff_key(['a' => 1, 'b' => 2, 'c' => 3], ['a' => 9]));
print_r(array_diff_assoc(['a' => 1, 'b' => 2], ['a' => 1, 'b' => 3]));
print_r(array_intersect_key(['a' => 1, 'b' => 2, 'c' => 3], ['a' => 0, 'c' => 0]));
echo sizeof([1, 2, 3]), "\n";
$queue = ['x', 'y', 'z'];
echo current($queue), " ", reset($queue), "\n";
$files = ['img12.png', 'IMG10.png', 'img2.png'];
natcasesort($files);
print_r($files);
print_r(preg_grep('/^\d+$/', ['1', 'a', '22']));


class Animal { public $name = 'generic'; public function speak() { return '...'; } }
class Dog extends Animal { public $breed = 'mutt'; }
$d = new Dog();
echo get_parent_class($d), " ", var_export(method_exists($d, 'speak'), true), " ",
     var_export(property_exists('Dog', 'breed'), true), " ", var_export(class_exists('Cat'), true), "\n";
print_r(get_object_vars($d));
echo spl_object_id($d) === spl_object_id($d) ? "same id" : "different", " ",
     strlen(spl_object_hash($d)), "\n";
var_dump(is_integer(5), is_long(5), is_double(1.5), is_object($d), is_scalar('s'), is_iterable([1]),
         is_countable([]), doubleval("3.5"));
try {
    throw new RuntimeException("boom");
} catch (Exception $e) {
    echo get_class($e), " ", $e->getMessage(), " ",
         count($e->getTrace()), " ", $e->getTraceAsString(), "\n";
}
error_reporting(E_ALL);
ini_set('precision', '14');
set_error_handler(function () { return true; });
assert(true);
ob_start();
flush();
usleep(1);
sleep(0);
srand(1);
echo getrandmax() > 0 ? "rand ok" : "no", " ", strlen(str_shuffle("abc")), " ", count(array_rand([1, 2, 3], 2)),
     " ", random_int(5, 5), "\n";
