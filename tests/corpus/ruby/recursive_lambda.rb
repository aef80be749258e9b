# features: lambdas, closures, recursion, hashes, blocks
# A local exists (as nil) from its own assignment on: a lambda can call itself.
fact = ->(n) { n <= 1 ? 1 : n * fact.(n - 1) }
puts fact.(20)

memo = {}
fib = lambda do |n|
  memo.fetch(n) do
    memo[n] = n < 2 ? n : fib[n - 1] + fib.call(n - 2)
  end
end
puts fib.(30)

walk = proc { |tree, depth = 0| tree.each { |k, v| puts "#{'  ' * depth}#{k}"; walk.(v, depth + 1) if v.is_a?(Hash) } }
walk.({ "src" => { "lib" => { "a.rb" => nil }, "main.rb" => nil }, "README" => nil })

y = y
p y
p defined?(never_assigned)
