# features: method_def, while_loop, multiple_assignment, integers
def gcd(a, b)
  while b != 0
    a, b = b, a % b
  end
  a
end

puts gcd(48, 18)
puts gcd(17, 5)
puts 48.gcd(18), 4.lcm(6)
