# features: method_def, until_loop, raise, exceptions, modifiers
def steps(n)
  raise ArgumentError, "Only positive integers are allowed" unless n.positive?
  count = 0
  until n == 1
    n = n.even? ? n / 2 : 3 * n + 1
    count += 1
  end
  count
end

[1, 16, 12, 1_000_000].each { |n| puts "#{n}: #{steps(n)}" }
begin
  steps(0)
rescue ArgumentError => e
  puts e.message
end
longest = (1..1000).max_by { |n| steps(n) }
puts "longest under 1000: #{longest} (#{steps(longest)})"
