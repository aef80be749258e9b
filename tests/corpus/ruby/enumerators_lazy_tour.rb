# features: enumerators, lazy, alias, procs, lambdas, closures, string_methods, array_methods, hash_methods, regex, rational_complex
# External and lazy enumerators, generators, aliases, curry and composition.
fib = Enumerator.new do |y|
  a, b = 0, 1
  loop do
    y << a
    a, b = b, a + b
  end
end
p fib.take(10), fib.first(3), fib.first
p fib.lazy.select(&:odd?).map { |x| x * 10 }.first(4)
p fib.next, fib.next, fib.next, fib.peek
fib.rewind
p fib.next

p (1..Float::INFINITY).lazy.map { |x| x * 2 }.select { |x| x % 3 == 0 }.first(3)
p (1..).lazy.reject(&:odd?).take(3).to_a
p [4, 5, 6].lazy.filter_map { |x| x * 2 if x.even? }.force
p (1..20).lazy.take_while { |x| x < 5 }.to_a, (1..6).lazy.drop_while { |x| x < 4 }.to_a
p (1..3).lazy.map { |x| x * 2 }

e = [10, 20, 30].each
p e.next, e.next, e.next
begin
  e.next
rescue StopIteration => err
  puts "StopIteration: #{err.message}"
end
c = %w[red green].cycle
p c.next, c.next, c.next, [1, 2, 3].cycle.first(7), [1, 2].cycle(2)

p %w[a b c d].select.with_index { |_, i| i.odd? }
p %w[x y z].map.with_index(1) { |s, i| "#{i}:#{s}" }
p({ a: 1, b: 2, c: 3 }.reject.with_index { |(_k, v), i| v + i > 3 })
p [3, 1, 2].each_with_index.max_by { |x, _i| x }
p [1, 2].each_slice(1).map.with_object([]) { |(x), acc| acc << x * 2 }

class Counter
  include Enumerable
  def initialize(n) = @n = n
  def each
    return to_enum(:each) unless block_given?
    @n.times { |i| yield i * i }
  end
  def size = @n
  alias length size
  alias_method :count_all, :size
end
cnt = Counter.new(4)
en = cnt.each
p en.next, en.next, cnt.length, cnt.count_all, cnt.to_a, cnt.lazy.map { |x| x + 1 }.to_a

add3 = ->(a, b, c) { a + b + c }
p add3.curry[1][2][3], add3.curry.(1, 2).(3)
double = ->(x) { x * 2 }
succ = ->(x) { x + 1 }
p (double >> succ).call(5), (double << succ).call(5), :upcase.to_proc.call("ruby")

p [1, 2, 3, 4, 5].grep(2..4), %w[apple berry avocado].grep(/^a/) { |w| w.upcase }, [1, :a, "b"].grep_v(Integer)
p [1, 1, 2, 3, 3, 1].chunk { |x| x.odd? }.to_a
p [5, 1, 4, 2].min_by(2) { |x| x }, [5, 1, 4, 2].max_by(2) { |x| x }
s = "key=value=more"
p s.partition("="), s.rpartition("="), s.partition(/=+/), "tab\tq\u00e9".dump
p "Hi!".unpack("C*"), "\u00e9a".unpack("U*"), "hello".unpack1("a3")
m = "id: 42 and 7".match(/(\d+) and (\d+)/)
p m.begin(0), m.end(1), m.offset(2)
h = {}.compare_by_identity
p h.compare_by_identity?
obj = Object.new
def obj.hello = "singleton"
p obj.hello, obj.singleton_methods
r = Rational(3, 6)
p r, r + Rational(1, 6), 2**-2 * 8, Rational(7, 2).round, r.numerator, r.denominator, [r, Rational(1, 3)].max, r.to_f
