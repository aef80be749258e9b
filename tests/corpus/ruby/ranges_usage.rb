# features: ranges, blocks, array_methods
r = 1..10
puts r.to_a.inspect, r.sum, r.size, r.include?(5), r.include?(11), r.min, r.max
puts (1...10).to_a.length, (1...10).last, r.first(3).inspect
puts ('a'..'e').to_a.inspect, ('a'..'e').include?("c")
puts (1..10).step(3).to_a.inspect, (1..10).select(&:even?).inspect
puts (1..4).map { |i| i * i }.inspect, (1..4).each_slice(2).map(&:sum).inspect
puts r.each_with_object([]) { |i, a| a << i if i % 4 == 0 }.inspect
p (1..3), (1...3), ('a'..'c')
puts (1..5).reduce(1) { |acc, x| acc * x }
puts (1..3).cover?(2.5), (1..10) === 5
(1..3).reverse_each { |i| print i }
puts
puts ('aa'..'ad').to_a.join(" ")
