# features: bignum, ranges, exponent, raise, exceptions, module_function
module Grains
  module_function

  def square(n)
    raise ArgumentError, "square must be between 1 and 64" unless (1..64).cover?(n)
    2**(n - 1)
  end

  def total
    (1..64).sum { |n| square(n) }
  end
end

[1, 2, 16, 32, 64].each { |n| puts "#{n}: #{Grains.square(n)}" }
puts Grains.total
[0, 65].each do |n|
  Grains.square(n)
rescue ArgumentError => e
  puts "#{n}: #{e.message}"
end

def difference_of_squares(n)
  square_of_sum = (1..n).sum**2
  sum_of_squares = (1..n).sum { |i| i * i }
  square_of_sum - sum_of_squares
end
puts difference_of_squares(10), difference_of_squares(100)
