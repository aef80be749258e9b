# features: method_def, while_loop, implicit_return, integers
# Cross-language lowering equivalence (tests/equivalence): iterative factorial.
def factorial(n)
  result = 1
  i = 2
  while i <= n
    result = result * i
    i += 1
  end
  result
end

(0..10).each { |n| puts "#{n} #{factorial(n)}" }
