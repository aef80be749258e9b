# features: method_def, while_loop, operator_assignment, implicit_return
# Cross-language lowering equivalence (tests/equivalence): sum of 1..n.
def sum_to(n)
  total = 0
  i = 1
  while i <= n
    total += i
    i += 1
  end
  total
end

puts sum_to(10)
puts sum_to(100)
