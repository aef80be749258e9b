# features: classes, enumerable, operator_overloading, array_methods, bignum
# Matrix parsing and operations
class Matrix2
  include Enumerable
  attr_reader :rows

  def initialize(string)
    @rows = string.each_line.map { |line| line.split.map(&:to_i) }
  end

  def columns
    rows.transpose
  end

  def each(&block)
    rows.flatten.each(&block)
  end

  def *(other)
    result = rows.map do |row|
      other.columns.map { |col| row.zip(col).sum { |a, b| a * b } }
    end
    Matrix2.new(result.map { |r| r.join(" ") }.join("\n"))
  end

  def saddle_points
    points = []
    rows.each_with_index do |row, r|
      row.each_with_index do |val, c|
        points << [r, c] if val == row.max && val == columns[c].min
      end
    end
    points
  end

  def to_s
    width = map { |v| v.to_s.size }.max
    rows.map { |r| r.map { |v| v.to_s.rjust(width) }.join(" ") }.join("\n")
  end
end

m = Matrix2.new("9 8 7\n5 3 2\n6 6 7")
puts m
puts "---"
p m.rows
p m.columns
p m.saddle_points
puts "sum=#{m.sum} min=#{m.min} max=#{m.max} sorted=#{m.sort.inspect}"
p m.select(&:even?)
p m.each_slice(2).to_a
p m.include?(5), m.include?(10)
p m.minmax
p m.reduce(:+)
p m.inject { |a, b| a * b }

id = Matrix2.new("1 0 0\n0 1 0\n0 0 1")
prod = m * id
puts prod
puts "---"
sq = m * m
puts sq
puts "---"
p sq.rows.map(&:sum)
p sq.columns.map { |c| c.max }
diag = (0...3).map { |i| sq.rows[i][i] }
p diag, diag.sum
big = Matrix2.new("1 2\n3 4")
r = big
10.times { r = r * big }
puts r
p r.to_a.map { |x| x.to_s.length }
p m.sort_by { |x| -x }.first(4)
p m.each_with_index.map { |v, i| v * i }
p m.partition(&:odd?)
p m.group_by { |x| x % 3 }
p m.count { |x| x > 5 }
p m.first, m.first(2), m.entries.length
