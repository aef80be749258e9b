<?php // features: classes, arrays, sorting, array_functions, print_r, var_dump, spread_operator, json, arrow_functions, list_destructuring

class GradeSchool
{
    /** @var array<int, string[]> */
    private array $grades = [];

    public function add(string $name, int $grade): bool
    {
        foreach ($this->grades as $students) {
            if (in_array($name, $students, true)) {
                return false;
            }
        }
        $this->grades[$grade][] = $name;
        sort($this->grades[$grade]);
        return true;
    }

    public function grade(int $grade): array
    {
        return $this->grades[$grade] ?? [];
    }

    public function studentsByGradeAlphabetical(): array
    {
        $copy = $this->grades;
        ksort($copy);
        return $copy;
    }

    public function roster(): array
    {
        return array_merge(...array_values($this->studentsByGradeAlphabetical()));
    }

    public function count(): int
    {
        return array_sum(array_map('count', $this->grades));
    }
}

$school = new GradeSchool();
$additions = [
    ['Aimee', 2], ['Blair', 2], ['James', 2], ['Paul', 2], ['Chelsea', 3],
    ['Logan', 7], ['Franklin', 5], ['Bradley', 5], ['Jeff', 1], ['Paul', 3],
    ['Zoe', 1], ['anna', 1],
];
foreach ($additions as [$name, $grade]) {
    $ok = $school->add($name, $grade);
    echo ($ok ? "Added" : "Rejected"), " $name to grade $grade\n";
}

echo "Total students: {$school->count()}\n";
foreach ($school->studentsByGradeAlphabetical() as $grade => $students) {
    echo "Grade $grade: " . implode(', ', $students) . "\n";
}
echo "Roster: " . implode(' ', $school->roster()) . "\n";
print_r($school->grade(2));
print_r($school->grade(9));
var_dump($school->grade(1));

$byInitial = [];
foreach ($school->roster() as $student) {
    $byInitial[strtoupper($student[0])][] = $student;
}
ksort($byInitial);
foreach ($byInitial as $letter => $names) {
    echo $letter, ': ', count($names), ' (', implode('/', $names), ")\n";
}

$students = array_map(fn($pair) => ['name' => $pair[0], 'grade' => $pair[1]], $additions);
usort($students, fn($a, $b) => [$b['grade'], $a['name']] <=> [$a['grade'], $b['name']]);
echo implode(", ", array_map(fn($s) => "{$s['name']}({$s['grade']})", $students)), "\n";
$names = array_column($students, 'grade', 'name');
print_r($names);
echo json_encode(array_unique(array_values($names))), "\n";
echo json_encode(array_count_values(array_column($students, 'grade'))), "\n";
