<?php // features: classes, heredoc_nowdoc, references, switch, printf_sprintf, strings_double, sorting, list_destructuring, null_coalescing

class Tournament
{
    private array $teams = [];

    private function team(string $name): array
    {
        return $this->teams[$name] ??= ['MP' => 0, 'W' => 0, 'D' => 0, 'L' => 0, 'P' => 0];
    }

    private function record(string $name, string $result): void
    {
        $this->team($name);
        $t = &$this->teams[$name];
        $t['MP']++;
        switch ($result) {
            case 'win':
                $t['W']++;
                $t['P'] += 3;
                break;
            case 'draw':
                $t['D']++;
                $t['P'] += 1;
                break;
            case 'loss':
                $t['L']++;
                break;
        }
    }

    public function tally(string $scores): string
    {
        $this->teams = [];
        foreach (explode("\n", $scores) as $line) {
            $parts = explode(';', $line);
            if (count($parts) !== 3) {
                continue;
            }
            [$home, $away, $outcome] = $parts;
            $opposite = ['win' => 'loss', 'loss' => 'win', 'draw' => 'draw'];
            if (!isset($opposite[$outcome])) {
                continue;
            }
            $this->record($home, $outcome);
            $this->record($away, $opposite[$outcome]);
        }
        uksort($this->teams, function (string $a, string $b): int {
            return [$this->teams[$b]['P'], $a] <=> [$this->teams[$a]['P'], $b];
        });
        $lines = [sprintf('%-31s| MP |  W |  D |  L |  P', 'Team')];
        foreach ($this->teams as $name => $s) {
            $lines[] = sprintf('%-31s| %2d | %2d | %2d | %2d | %2d', $name, $s['MP'], $s['W'], $s['D'], $s['L'], $s['P']);
        }
        return implode("\n", $lines);
    }

    public function leader(): ?string
    {
        return array_key_first($this->teams);
    }
}

$input = <<<TXT
Allegoric Alaskans;Blithering Badgers;win
Devastating Donkeys;Courageous Californians;draw
Devastating Donkeys;Allegoric Alaskans;win
Courageous Californians;Blithering Badgers;loss
Blithering Badgers;Devastating Donkeys;loss
Allegoric Alaskans;Courageous Californians;win
bad line here
Allegoric Alaskans;Blithering Badgers;tie
TXT;

$t = new Tournament();
echo $t->tally($input), "\n";
echo "Leader: {$t->leader()}\n\n";
echo $t->tally("Zebras;Antelopes;draw"), "\n";
echo $t->tally(''), "\n";
var_dump($t->leader());

$name = 'RedDragon';
$version = 1.5;
$arr = ['key' => 'value', 'n' => [1, 2]];
$obj = new stdClass();
$obj->prop = 'property';
$obj->inner = new stdClass();
$obj->inner->deep = 'deep value';
echo <<<EOT
    Name: $name v$version
    Array: {$arr['key']} and $arr[key] and {$arr['n'][1]}
    Object: $obj->prop / {$obj->inner->deep}
    Escapes: \t tab \\ backslash \$name
      indented line
    EOT;
echo "\n";
echo <<<'RAW'
No $interpolation {$here}\n
RAW;
echo "\n";
$fn = fn($x) => $x * 2;
echo "Computed: {$fn(21)}\n";
printf("%s\n", "Braces: {$name}s and ${name}");
