# features: hashes, hash_default, closures, bignum, or_assign
fib = Hash.new { |h, n| h[n] = n < 2 ? n : h[n - 1] + h[n - 2] }
puts fib[10], fib[50], fib[90]

class Memo
  def initialize
    @cache = {}
  end

  def fib(n)
    @cache[n] ||= n < 2 ? n : fib(n - 1) + fib(n - 2)
  end
end
m = Memo.new
puts m.fib(100)
puts (1..10).map { |i| m.fib(i) }.inspect
