# features: method_def, ranges, raise, exceptions, case_when
def classify(n)
  raise ArgumentError, "Classification is only possible for natural numbers." if n < 1
  sum = (1..n / 2).select { |d| (n % d).zero? }.sum
  if sum == n then "perfect"
  elsif sum > n then "abundant"
  else "deficient"
  end
end

[6, 28, 12, 30, 8, 1, 33_550_336 / 1000].each { |n| puts "#{n}: #{classify(n)}" }
begin
  classify(0)
rescue ArgumentError => e
  puts e.message
end
