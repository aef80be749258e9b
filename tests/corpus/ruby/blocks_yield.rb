# features: blocks, yield, block_given, block_param, procs, lambdas, closures, symbol_to_proc
def twice
  yield 1
  yield 2
end

twice { |v| puts "got #{v}" }

def maybe
  if block_given?
    yield
  else
    "no block"
  end
end

puts maybe
puts maybe { "with block" }

def apply(&blk)
  blk.call(10)
end
puts apply { |x| x * 3 }

square = ->(x) { x * x }
add = lambda { |a, b| a + b }
pr = proc { |a, b| "#{a.inspect} #{b.inspect}" }
puts square.call(5), square.(6), square[7]
puts add.call(2, 3)
puts pr.call(1)
puts pr.call(1, 2, 3)
puts square.lambda?, pr.lambda?

counter = 0
inc = -> { counter += 1 }
3.times { inc.call }
puts counter

def make_counter
  count = 0
  increment = -> { count += 1 }
  get = -> { count }
  [increment, get]
end
i, g = make_counter
i.call
i.call
puts g.call

puts %w[apple banana cherry].map(&:upcase).inspect
puts [1, 2, 3].map { |n| n * 2 }.select(&:even?).sum
def each_pair_sum(pairs)
  pairs.each { |a, b| yield a + b }
end
each_pair_sum([[1, 2], [3, 4]]) { |s| puts s }
