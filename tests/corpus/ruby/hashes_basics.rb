# features: hashes, hash_methods, hash_default, symbols, blocks
h = { "apple" => 3, "banana" => 5 }
h["cherry"] = 7
p h
puts h["apple"], h.fetch("banana"), h.fetch("kiwi", 0), h["nope"].inspect
puts h.key?("apple"), h.include?("zzz"), h.value?(7), h.size, h.length
h.each { |k, v| puts "#{k}: #{v}" }
h.each_pair do |key, value|
  puts "#{key}=#{value}"
end
p h.keys, h.values, h.to_a
p h.map { |k, v| [k, v * 2] }.to_h
p h.select { |k, v| v > 4 }, h.reject { |k, v| v > 4 }
p h.min_by { |_, v| v }, h.max_by { |_, v| v }, h.sort_by { |k, v| -v }.first
p h.sum { |_, v| v }, h.count { |k, v| v.odd? }
p h.transform_values { |v| v * 10 }, h.invert
p h.sort_by { |k, v| v }.reverse.to_h
opts = { color: "red", size: :large }
p opts, opts[:color], opts.dig(:size)
nested = { a: { b: { c: 42 } } }
p nested.dig(:a, :b, :c), nested[:a][:b]
counts = Hash.new(0)
%w[a b a c a].each { |w| counts[w] += 1 }
p counts, counts["zzz"]
groups = Hash.new { |hash, key| hash[key] = [] }
[1, 2, 3, 4, 5].each { |n| groups[n.odd? ? :odd : :even] << n }
p groups
merged = { a: 1, b: 2 }.merge({ b: 3, c: 4 })
p merged
p({ a: 1, b: 2 }.merge({ b: 10 }) { |key, old, new| old + new })
h.delete("apple")
p h, h.empty?, {}.empty?
p h.to_a.flatten, h.any? { |k, v| v > 6 }, h.all? { |k, v| v > 1 }
p h.find { |k, v| v > 5 }, h.each_with_object({}) { |(k, v), acc| acc[v] = k }
begin
  h.fetch("missing")
rescue KeyError => e
  puts "KeyError: #{e.message}"
end
str_keys = { "x" => 1 }
sym_keys = { x: 1 }
p str_keys == sym_keys, str_keys.keys.first.class, sym_keys.keys.first.class
p h.group_by { |k, v| v.odd? }, h.partition { |k, v| v > 6 }
p h.filter_map { |k, v| k if v > 5 }, h.each_with_index.map { |(k, v), i| "#{i}#{k}" }
