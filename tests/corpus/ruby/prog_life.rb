# features: classes, arrays, array_methods, heredoc, endless_method, ranges, multiple_assignment
# Conway's Game of Life on a small toroidal grid, plus minesweeper annotate
class Life
  attr_reader :grid, :generation

  def initialize(pattern)
    @grid = pattern.lines.map { |l| l.chomp.chars.map { |c| c == "#" } }
    @generation = 0
  end

  def height = grid.size
  def width = grid.first.size

  def neighbors(r, c)
    [-1, 0, 1].product([-1, 0, 1]).reject { |dr, dc| dr.zero? && dc.zero? }.count do |dr, dc|
      grid[(r + dr) % height][(c + dc) % width]
    end
  end

  def step!
    @grid = grid.each_with_index.map do |row, r|
      row.each_index.map do |c|
        n = neighbors(r, c)
        row[c] ? [2, 3].include?(n) : n == 3
      end
    end
    @generation += 1
    self
  end

  def population = grid.flatten.count(true)

  def to_s
    grid.map { |row| row.map { |alive| alive ? "#" : "." }.join }.join("\n")
  end
end

glider = <<~G
  .#......
  ..#.....
  ###.....
  ........
  ........
  ........
G
life = Life.new(glider)
[0, 1, 4].each do |target|
  life.step! while life.generation < target
  puts "Generation #{life.generation} (pop #{life.population}):"
  puts life
end

blinker = Life.new(".....\n..#..\n..#..\n..#..\n.....")
3.times do
  puts blinker.grid.map { |r| r.map { |x| x ? 1 : 0 }.join }.join("|")
  blinker.step!
end

def annotate(board)
  board.each_with_index.map do |row, r|
    row.chars.each_with_index.map do |ch, c|
      next ch if ch == "*"
      count = (-1..1).sum do |dr|
        (-1..1).count do |dc|
          rr, cc = r + dr, c + dc
          rr.between?(0, board.size - 1) && cc.between?(0, row.size - 1) && board[rr][cc] == "*"
        end
      end
      count.zero? ? " " : count.to_s
    end.join
  end
end

board = [" *  * ", "  *   ", "    * ", "   * *", " *  * ", "      "]
annotate(board).each { |l| puts "|#{l}|" }
p annotate(["***", "* *", "***"]), annotate([]), annotate([""])

spiral = Array.new(4) { Array.new(4, 0) }
r, c, dr, dc = 0, 0, 0, 1
(1..16).each do |n|
  spiral[r][c] = n
  nr, nc = r + dr, c + dc
  unless nr.between?(0, 3) && nc.between?(0, 3) && spiral[nr][nc].zero?
    dr, dc = dc, -dr
    nr, nc = r + dr, c + dc
  end
  r, c = nr, nc
end
spiral.each { |row| puts row.map { |v| v.to_s.rjust(3) }.join }
p spiral.transpose.map(&:reverse).first, spiral.flatten.each_slice(8).map(&:sum), spiral.map(&:max)
p Array.new(3) { |i| Array.new(3) { |j| i * j } }, [[1, 2], [3, 4]].sum([]), [[3, 1], [2, 2]].sort
p [1, [2, [3, [4]]]].flatten(1), [1, 2, 3].cycle.first(7), [1, 2, 3].product([4, 5]).size
p (1..4).each_slice(2).map(&:sum), [3, 1, 2].sort!.reverse!, [1, 2, 3, 4, 5].rotate(2), [nil, 1, false, 2].compact
