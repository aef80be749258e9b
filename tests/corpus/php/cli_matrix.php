<?php // features: classes, arrays, spread_operator, arrow_functions, magic_tostring, json, var_dump, static_members

final class Matrix
{
    private array $rows;

    public function __construct(string $input)
    {
        $this->rows = array_map(
            fn(string $line): array => array_map('intval', explode(' ', trim($line))),
            explode("\n", $input)
        );
    }

    public static function fromArray(array $rows): self
    {
        $m = new self("0");
        $m->rows = $rows;
        return $m;
    }

    public function getRow(int $i): array
    {
        return $this->rows[$i - 1];
    }

    public function getColumn(int $j): array
    {
        return array_column($this->rows, $j - 1);
    }

    public function transpose(): self
    {
        return self::fromArray(array_map(null, ...$this->rows));
    }

    public function multiply(Matrix $other): self
    {
        $result = [];
        $cols = $other->transpose()->rows;
        foreach ($this->rows as $i => $row) {
            foreach ($cols as $j => $col) {
                $result[$i][$j] = array_sum(array_map(fn($a, $b) => $a * $b, $row, $col));
            }
        }
        return self::fromArray($result);
    }

    public function saddlePoints(): array
    {
        $points = [];
        foreach ($this->rows as $r => $row) {
            $rowMax = max($row);
            foreach ($row as $c => $v) {
                if ($v === $rowMax && $v === min($this->getColumn($c + 1))) {
                    $points[] = ['row' => $r + 1, 'column' => $c + 1];
                }
            }
        }
        return $points;
    }

    public function __toString(): string
    {
        $width = max(array_map(fn($r) => max(array_map(fn($v) => strlen((string)$v), $r)), $this->rows));
        $lines = [];
        foreach ($this->rows as $row) {
            $lines[] = '[' . implode(' ', array_map(fn($v) => str_pad((string)$v, $width, ' ', STR_PAD_LEFT), $row)) . ']';
        }
        return implode("\n", $lines);
    }
}

$m = new Matrix("9 8 7\n5 3 2\n6 6 7");
echo $m, "\n";
echo "Row 2: ", implode(',', $m->getRow(2)), "\n";
echo "Col 3: ", implode(',', $m->getColumn(3)), "\n";
echo "Transposed:\n", $m->transpose(), "\n";
$id = Matrix::fromArray([[1, 0, 0], [0, 1, 0], [0, 0, 1]]);
echo "M x I:\n" . $m->multiply($id) . "\n";
echo "M x M:\n" . $m->multiply($m) . "\n";
echo "Saddle points: ", json_encode($m->saddlePoints()), "\n";
$s = new Matrix("3 1 3\n3 2 4");
var_dump($s->saddlePoints());
$neg = Matrix::fromArray([[-1, 20], [300, -4000]]);
echo $neg . PHP_EOL;
echo strval($neg->transpose()), "\n";
