# features: freeze, mutable_strings, everything_object
s = "hello".freeze
puts s.frozen?
begin
  s << " world"
rescue FrozenError => e
  puts "FrozenError: #{e.message}"
end
t = s.dup
t << "!"
puts t, t.frozen?
arr = [1, 2].freeze
begin
  arr << 3
rescue => e
  puts e.class
end
CONFIG = { env: "prod" }.freeze
puts CONFIG.frozen?, CONFIG[:env]
puts 1.frozen?, :sym.frozen?, nil.frozen?
puts nil.to_a.inspect, nil.to_s.empty?, nil.inspect, 1.nil?, nil.nil?
puts 5.class, nil.class, true.class, :a.class, "s".class, [].class, {}.class, (1..2).class, 1.5.class
puts 3.respond_to?(:+), 1.is_a?(Integer), 1.is_a?(Numeric), 1.0.is_a?(Integer), "".is_a?(Comparable)
