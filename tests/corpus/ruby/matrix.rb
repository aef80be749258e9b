# features: classes, string_methods, array_methods, symbol_to_proc
class Matrix
  attr_reader :rows

  def initialize(text)
    @rows = text.lines.map { |line| line.split.map(&:to_i) }
  end

  def columns
    rows.transpose
  end

  def saddle_points
    points = []
    rows.each_with_index do |row, r|
      row.each_with_index do |v, c|
        points << [r, c] if v == row.max && v == columns[c].min
      end
    end
    points
  end
end

m = Matrix.new("9 8 7\n5 3 2\n6 6 7")
p m.rows, m.columns, m.rows[1], m.columns[2], m.saddle_points
