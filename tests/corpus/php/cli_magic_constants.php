<?php // features: constants, classes, traits, closures, json
// Magic constants, and json_encode of objects holding arrays.
echo __LINE__, "\n";
class K { function m() { return __CLASS__ . ' ' . __FUNCTION__ . ' ' . __METHOD__; } }
echo (new K)->m(), "\n";
function f() { return __FUNCTION__; }
echo f(), "|", __CLASS__, "|", __FUNCTION__, "|", __NAMESPACE__, "|\n";
$c = function() { return __FUNCTION__; }; echo $c(), "\n";
trait T { function t() { return __TRAIT__ . ' ' . __CLASS__; } }
class U { use T; }
echo (new U)->t(), "\n";
$o = new stdClass; $o->list = [1, 2]; $o->map = ["a" => 1]; $o->empty = []; echo json_encode($o), json_encode([$o]), "\n";
