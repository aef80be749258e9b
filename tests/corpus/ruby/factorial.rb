# features: method_def, implicit_return, bignum, if_elsif, ranges, blocks
def factorial(n)
  if n <= 1
    1
  else
    n * factorial(n - 1)
  end
end

puts factorial(5)
puts factorial(20)
puts factorial(30)
puts (1..25).reduce(:*)
puts 2**64 + 1
puts (2**100).to_s.length
puts (10**20) / 7, (10**20) % 7, -(10**20) / 7
