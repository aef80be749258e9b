# features: method_def, while_loop, operator_assignment, local_vars
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
puts (1..100).sum
