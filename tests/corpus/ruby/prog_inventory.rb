# features: hashes, hash_methods, hash_default, exceptions, symbols, inspect
# Inventory management with hashes
inventory = {
  "apple" => { price: 0.5, qty: 100, tags: [:fruit, :red] },
  "banana" => { price: 0.25, qty: 150, tags: [:fruit, :yellow] },
  "carrot" => { price: 0.1, qty: 0, tags: [:vegetable, :orange] },
  "dates" => { price: 3.0, qty: 12, tags: [:fruit, :dried] },
  "eggplant" => { price: 1.75, qty: 8, tags: [:vegetable, :purple] }
}

p inventory.keys
p inventory.size, inventory.key?("apple"), inventory.include?("fig"), inventory.member?("dates")
in_stock = inventory.reject { |_, v| v[:qty].zero? }
puts "In stock: #{in_stock.keys.join(', ')}"
values = inventory.transform_values { |v| (v[:price] * v[:qty]).round(2) }
p values
p values.sum { |_, v| v }
p values.max_by { |_, v| v }
p values.min_by(2) { |_, v| v }
p values.sort_by { |k, v| [-v, k] }.to_h
p values.select { |_, v| v > 10 }.keys
p values.find { |_, v| v < 1 }
p values.count { |_, v| v.zero? }
p values.partition { |_, v| v >= 20 }.map(&:to_h)

tags = inventory.flat_map { |_, v| v[:tags] }
p tags.tally
p tags.uniq.sort
by_kind = inventory.group_by { |_, v| v[:tags].first }.transform_values { |pairs| pairs.map(&:first) }
p by_kind

inventory["fig"] = { price: 2.0, qty: 5, tags: [:fruit] }
inventory.delete("carrot")
p inventory.keys
inventory.each_pair { |name, info| info[:qty] += 10 if info[:qty] < 10 }
p inventory.map { |k, v| [k, v[:qty]] }.to_h
p inventory.dig("apple", :tags, 1)
p inventory.dig("zzz", :tags)
p inventory.fetch("fig")[:price]
p inventory.fetch("grape", "none")
p inventory.fetch("grape") { |k| "no #{k}" }
begin
  inventory.fetch("grape")
rescue KeyError => e
  puts "KeyError: #{e.message}"
end

h = Hash.new(0)
"the rain in spain stays mainly in the plain".split.each { |w| h[w.length] += 1 }
p h, h.default, h[99]
p h.invert, h.key(2), h.any? { |k, v| v > 2 }, h.all? { |k, v| k > 1 }
p h.to_a.transpose
merged = { a: 1, b: 2 }.merge({ b: 3, c: 4 }) { |key, old, new| old * 10 + new }
p merged
p merged.filter_map { |k, v| k if v.odd? }
p merged.each_with_object({}) { |(k, v), acc| acc[v] = k }
p merged.reduce(0) { |s, (k, v)| s + v }
p merged.sum { |k, v| v }
p merged.min_by { |k, v| v }, merged.sort_by { |k, v| -v }.first
p merged.compare_by_identity.class
p({ b: 1, a: 2 }.sort.to_h, { b: 1, a: 2 }.min)
p merged.to_a.flatten, merged.keys.zip(merged.values)
p merged.group_by { |k, v| v.even? }
nested = { x: { y: { z: 1 } } }
p nested, nested[:x][:y], nested.to_a
dflt = Hash.new { |hash, key| "no-#{key}" }
p dflt[:foo], dflt.size
s = { "b" => 1, "a" => 2 }
s.store("c", 3)
p s.length, s.values_at("a", "c"), s.slice("a", "b"), s.except("a"), s.filter_map { |k, v| k * v if v > 1 }
p s.sort_by { |k, v| k }.map(&:last), s.sum { |k, v| v }, s.count, s.entries, s.first
p s.delete_if { |k, v| v == 1 }, s.keep_if { |k, v| true }, s.empty?, {}.empty?
p s.reject! { |k, v| v > 100 }, s.select! { |k, v| v > 0 }, s.compact, s.to_a.sort.reverse
