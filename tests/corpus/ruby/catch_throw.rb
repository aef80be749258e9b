# features: catch_throw, blocks, loop_do
result = catch(:found) do
  [[1, 2], [3, 4], [5, 6]].each do |row|
    row.each do |v|
      throw :found, v if v > 3
    end
  end
  :none
end
p result
r2 = catch(:done) do
  10.times { |i| throw :done if i == 2 }
  :finished
end
p r2
e = [1, 2, 3].each
p [1, 2].each { |x| break x * 21 if x == 2 }
v = loop do
  break 42
end
p v
