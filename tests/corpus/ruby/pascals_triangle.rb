# features: arrays, array_methods, blocks
def triangle(n)
  rows = []
  n.times do |i|
    rows << (i.zero? ? [1] : [1, *rows.last.each_cons(2).map(&:sum), 1])
  end
  rows
end

triangle(6).each { |row| puts row.join(" ").center(20).rstrip }
p triangle(4)
