# features: method_def, while_loop, implicit_return, integers
# Cross-language lowering equivalence (tests/equivalence): Euclid's gcd.
def gcd(a, b)
  while b != 0
    t = b
    b = a % b
    a = t
  end
  a
end

puts gcd(48, 18)
puts gcd(270, 192)
puts gcd(17, 5)
