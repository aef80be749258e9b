<?php // features: classes, arrays, sorting, nested_arrays
class School {
    private array $roster = [];
    public function add(string $name, int $grade): bool {
        foreach ($this->roster as $students) if (in_array($name, $students)) return false;
        $this->roster[$grade][] = $name;
        sort($this->roster[$grade]);
        return true;
    }
    public function grade(int $g): array { return $this->roster[$g] ?? []; }
    public function roster(): array {
        $r = $this->roster;
        ksort($r);
        return array_merge(...array_values($r));
    }
}
$s = new School();
var_dump($s->add("Jim", 3), $s->add("Anna", 1), $s->add("Barb", 1), $s->add("Zoe", 2), $s->add("Jim", 2), $s->add("Charlie", 1));
print_r($s->grade(1));
print_r($s->grade(9));
echo implode(", ", $s->roster()), "\n";
