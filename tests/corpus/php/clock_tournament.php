<?php // features: classes, magic_tostring, switch, sorting, spaceship, null_coalescing, printf_sprintf
class Clock {
    private int $minutes;
    public function __construct(int $h, int $m = 0) { $this->minutes = (($h * 60 + $m) % 1440 + 1440) % 1440; }
    public function add(int $m): Clock { return new Clock(0, $this->minutes + $m); }
    public function sub(int $m): Clock { return $this->add(-$m); }
    public function __toString(): string { return sprintf('%02d:%02d', intdiv($this->minutes, 60), $this->minutes % 60); }
}
echo new Clock(8), " ", new Clock(11, 9), " ", new Clock(25, 160), " ", (new Clock(0, 30))->sub(60), " ", new Clock(-1, -40), "\n";
var_dump((string)new Clock(10, 3) === "10:03", new Clock(1, 1) == new Clock(25, 1));
function tally(string $input): string {
    $t = [];
    foreach (array_filter(explode("\n", $input)) as $line) {
        [$a, $b, $res] = explode(';', $line);
        foreach ([$a, $b] as $team) $t[$team] ??= ['MP' => 0, 'W' => 0, 'D' => 0, 'L' => 0, 'P' => 0];
        $t[$a]['MP']++; $t[$b]['MP']++;
        switch ($res) {
            case 'win': $t[$a]['W']++; $t[$a]['P'] += 3; $t[$b]['L']++; break;
            case 'loss': $t[$b]['W']++; $t[$b]['P'] += 3; $t[$a]['L']++; break;
            case 'draw': $t[$a]['D']++; $t[$b]['D']++; $t[$a]['P']++; $t[$b]['P']++; break;
        }
    }
    uksort($t, fn($x, $y) => [$t[$y]['P'], $x] <=> [$t[$x]['P'], $y]);
    $out = [sprintf("%-31s| MP |  W |  D |  L |  P", "Team")];
    foreach ($t as $team => $s) $out[] = sprintf("%-31s| %2d | %2d | %2d | %2d | %2d", $team, ...array_values($s));
    return implode("\n", $out);
}
echo tally("Allegoric Alaskans;Blithering Badgers;win\nDevastating Donkeys;Courageous Californians;draw\nDevastating Donkeys;Allegoric Alaskans;win\nCourageous Californians;Blithering Badgers;loss\nBlithering Badgers;Devastating Donkeys;loss\nAllegoric Alaskans;Courageous Californians;win"), "\n";
