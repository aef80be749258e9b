# features: blocks, yield, block_given, procs, lambdas, closures, symbol_to_proc, method_objects, send, enumerators, lazy, keyword_args, splat, hash_default
# Blocks, procs, lambdas and closures
def apply_twice(x)
  yield(yield(x))
end

def collect_with(list, &blk)
  list.map(&blk)
end

def maybe_block
  block_given? ? yield(10) : "no block"
end

puts apply_twice(3) { |v| v * 4 }
p collect_with([1, 2, 3]) { |v| v.to_s * v }
puts maybe_block
puts maybe_block { |v| v + 1 }

square = ->(x) { x * x }
add = lambda { |a, b| a + b }
greet = proc { |name, greeting = "Hello"| "#{greeting}, #{name || 'nobody'}!" }

puts square.call(7), square.(8), square[9]
puts add.curry[3][4]
puts greet.call("Ann"), greet.call, greet.call("Bo", "Hi", "extra")
p square.lambda?, greet.lambda?, square.arity, add.arity, greet.arity

compose = square >> ->(x) { x + 1 }
compose2 = square << ->(x) { x + 1 }
puts compose.call(3), compose2.call(3)

def make_counter
  count = 0
  increment = -> { count += 1 }
  get = -> { count }
  [increment, get]
end

inc, get = make_counter
3.times { inc.call }
puts "count = #{get.call}"

adders = (1..3).map { |i| ->(x) { x + i } }
p adders.map { |f| f.call(10) }

def find_first(list)
  list.each do |x|
    return x if yield(x)
  end
  nil
end
p find_first([1, 4, 9, 16]) { |x| x > 5 }
p find_first([1, 2]) { |x| x > 5 }

l = lambda { |x| return x * 2; 99 }
p l.call(5)

def proc_return
  pr = Proc.new { return :from_proc }
  pr.call
  :after
end
p proc_return

memo = Hash.new { |h, n| h[n] = n < 2 ? n : h[n - 1] + h[n - 2] }
p memo[80]

p %w[apple Banana cherry].sort_by(&:downcase)
p [1, 2, 3, 4].map(&square)
p (1..5).each_with_object([]) { |i, acc| acc.unshift(i) }
m = 12.method(:+)
p m.call(30), [1, 2, 3].map(&12.method(:*))
ops = { add: :+, sub: :-, mul: :* }
ops.each { |name, op| puts "#{name}: #{20.send(op, 5)} #{20.public_send(op, 2)}" }
counter = Enumerator.new do |y|
  n = 0
  loop { y << (n += 3) }
end
p counter.take(5), counter.lazy.select(&:even?).first(3)
gen = [10, 20, 30].each
p gen.next, gen.next, gen.next
begin
  gen.next
rescue StopIteration
  puts "stop iteration"
end
r = [1, 2, 3].each_with_index.map { |x, i| x * i }
p r
yielder = ->(*args, **kw, &b) { [args, kw, b ? b.call : nil] }
p yielder.call(1, 2, k: 3) { :blk }
