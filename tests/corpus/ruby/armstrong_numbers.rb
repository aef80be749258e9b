# features: integers, array_methods, symbol_to_proc, ranges
def armstrong?(n)
  digits = n.digits
  digits.sum { |d| d**digits.size } == n
end

p (1..10_000).select { |n| armstrong?(n) }
puts armstrong?(9_926_315), armstrong?(9_926_314)
