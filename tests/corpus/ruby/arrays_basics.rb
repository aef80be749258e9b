# features: arrays, array_methods, splat, multiple_assignment, enumerators
a = [5, 3, 8, 1]
a.push(7)
a << 2
puts a.inspect, a.length, a.first, a.last, a.first(2).inspect, a.last(2).inspect
puts a.sort.inspect, a.sort.reverse.inspect, a.max, a.min, a.sum
puts a.include?(8), a.index(8), a.take(3).inspect, a.drop(3).inspect
puts a.pop, a.shift, a.inspect
a.unshift(0)
p a
p a.each_slice(2).to_a, a.each_cons(3).to_a.length
p [1, [2, [3, [4]]]].flatten, [1, [2, [3, [4]]]].flatten(1)
p [1, nil, 2, nil].compact, [1, 1, 2, 3, 3].uniq, [3, 1, 2].sort { |x, y| y <=> x }
p [1, 2, 3].zip([4, 5, 6], [7, 8, 9])
p [1, 2, 3, 4].partition(&:even?)
p (1..6).group_by { |i| i % 3 }
p %w[a b a c b a].tally
p [1, 2, 3].each_with_index.map { |x, i| x * i }
p [[1, 2], [3, 4]].to_h, [[1, 2], [3, 4]].transpose
first, *rest = [1, 2, 3, 4]
p first, rest
*init, last = [1, 2, 3]
p init, last
a, (b, c), d = 1, [2, 3], 4
p [a, b, c, d]
def spread(x, y, z)
  x + y + z
end
nums = [1, 2, 3]
puts spread(*nums)
p [*1..3, *[4, 5]]
p [1, 2, 3] + [4], [1, 2, 3, 2] - [2], [1, 2] * 2, [1, 2, 3] & [2, 3, 4], [1, 2] | [2, 3]
p Array.new(3, 0), Array.new(3) { |i| i * i }
m = Array.new(2) { Array.new(2, 0) }
m[0][1] = 5
p m
arr = [1, 2, 3]
arr[5] = 6
p arr
p arr.count(nil), [1, 2, 3, 4].count(&:even?), [4, 5].each_with_index.to_a
p [3, 1, 2].min_by { |x| -x }, %w[aa b ccc].max_by(&:length), %w[bb a ccc].sort_by(&:size)
p [1, 2, 3, 4].find { |x| x > 2 }, [1, 2].any? { |x| x > 1 }, [1, 2].all?(&:positive?), [].none?
p [1, 2, 3].inject(10) { |s, x| s + x }, [1, 2, 3].each_with_object([]) { |x, acc| acc << x * 2 }
p [1, 2, 3].flat_map { |x| [x, x] }, [1, 2, 3].reverse, [1, 2, 3].rotate, [1, 2, 3].sum { |x| x * 10 }
p [1, 2, 3, 4, 5][1..3], [1, 2, 3, 4, 5][1, 2], [1, 2, 3][-2..], [1, 2, 3][5]
b2 = [1, 2, 3]
c2 = b2.dup
c2 << 4
p b2, c2, b2.frozen?, b2.empty?, [].empty?
p [1, 2, 3].map.with_index(1) { |x, i| "#{i}:#{x}" }
p [[1, :a], [2, :b]].each_with_object({}) { |(n, s), h| h[s] = n }
