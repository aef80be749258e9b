# features: hashes, blocks, enumerable
# Hash and Enumerable helpers over a small order book.
orders = { "ann" => 30, "bob" => 12, "cy" => 45 }
orders["dee"] = 8
orders.store("eve", 21)
p orders.has_key?("bob"), orders.member?("zed"), orders.has_value?(45)
orders.each_key { |k| print k, " " }
puts
orders.each_value { |v| print v, " " }
puts
p orders.fetch_values("ann", "cy"), orders.values_at("bob", "nobody")
p orders.except("ann", "bob"), orders.filter { |_, v| v > 20 }, orders.find_all { |_, v| v < 10 }
p orders.detect { |_, v| v > 40 }, orders.collect { |k, v| "#{k}:#{v}" }.first(2), orders.entries.size
p orders.transform_keys(&:upcase).keys, orders.sum { |_, v| v }
copy = orders.dup
copy.delete_if { |_, v| v < 10 }
copy.keep_if { |k, _| k != "eve" }
p copy
copy.merge!({ "fay" => 5 }) { |_, a, b| a + b }
copy.update("ann" => 1) { |_, a, b| a + b }
p copy
copy.select! { |_, v| v > 5 }
copy.reject! { |k, _| k == "bob" }
copy.filter! { |_, v| v < 100 }
p copy
totals = Hash.new(0)
totals.default = 100
p totals["missing"]
scores = { a: 3, b: 1 }
scores.transform_values! { |v| v * 10 }
p scores
scores.clear
p scores.empty?
nums = [1, 2, 4, 9, 10, 11, 12, 15]
p nums.chunk_while { |a, b| b == a + 1 }.to_a
p nums.slice_when { |a, b| b > a + 1 }.to_a
p nums.take_while { |x| x < 5 }, nums.drop_while { |x| x < 10 }
p nums.minmax, nums.one? { |x| x > 14 }, nums.find_index(9), nums.member?(4)
seen = []
(1..3).each_entry { |x| seen << x * x }
p nums.collect_concat { |x| [x, -x] }.first(4), seen
p nums.filter(&:even?), nums.entries.last
