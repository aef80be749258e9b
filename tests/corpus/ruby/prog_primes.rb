# features: recursion, integer_division, exponent, bignum, rational_complex, ranges, array_methods, exceptions, while_loop, until_loop
# Number theory: sieve, factors, perfect numbers, collatz
def sieve(limit)
  return [] if limit < 2
  is_prime = Array.new(limit + 1, true)
  is_prime[0] = is_prime[1] = false
  (2..Integer.sqrt(limit)).each do |i|
    next unless is_prime[i]
    (i * i).step(limit, i) { |j| is_prime[j] = false }
  end
  is_prime.each_index.select { |i| is_prime[i] }
end

def prime_factors(n)
  factors = []
  d = 2
  while n > 1
    while (n % d).zero?
      factors << d
      n /= d
    end
    d += 1
    if d * d > n && n > 1
      factors << n
      break
    end
  end
  factors
end

def classify(n)
  raise ArgumentError, "Classification is only possible for natural numbers." if n < 1
  aliquot = (1..n / 2).select { |d| (n % d).zero? }.sum
  aliquot = 0 if n == 1
  if aliquot == n then :perfect
  elsif aliquot > n then :abundant
  else :deficient
  end
end

def collatz_steps(n)
  steps = 0
  until n == 1
    n = n.even? ? n / 2 : 3 * n + 1
    steps += 1
  end
  steps
end

primes = sieve(100)
p primes
puts "count=#{primes.size} sum=#{primes.sum} last=#{primes.last}"
p primes.each_cons(2).select { |a, b| b - a == 2 }
p primes.group_by { |x| x % 10 }.sort.map { |k, v| [k, v.size] }

[1, 2, 12, 60, 97, 360, 901_255, 93_819_012_551, 2**31 - 1].each do |n|
  puts "#{n}: #{prime_factors(n).inspect}"
end

(1..30).group_by { |n| classify(n) }.each { |k, v| puts "#{k}: #{v.inspect}" }
p [6, 28, 496, 8128].map { |n| classify(n) }
begin
  classify(0)
rescue ArgumentError => e
  puts "error: #{e.message}"
end

best = (1..1000).max_by { |n| collatz_steps(n) }
puts "longest collatz under 1000: #{best} (#{collatz_steps(best)} steps)"
p (1..10).map { |n| collatz_steps(n) }

def nth_prime(n)
  raise ArgumentError if n < 1
  count = 0
  candidate = 1
  while count < n
    candidate += 1
    count += 1 if (2..Math.sqrt(candidate)).none? { |d| (candidate % d).zero? }
  end
  candidate
end
p [1, 2, 6, 100, 1000].map { |n| nth_prime(n) }

def armstrong?(n)
  digits = n.digits
  digits.sum { |d| d**digits.size } == n
end
p (1..10_000).select { |n| armstrong?(n) }
p 9_926_315.then { |n| armstrong?(n) }
sq_diff = (1..100).sum**2 - (1..100).sum { |i| i**2 }
p sq_diff
p (1...1000).select { |i| i % 3 == 0 || i % 5 == 0 }.sum
triplets = []
(1..30).each do |a|
  (a..30).each do |b|
    c = Math.sqrt(a * a + b * b)
    triplets << [a, b, c.to_i] if c == c.floor && c <= 30
  end
end
p triplets
p 2**200 % 1_000_007, (2**200).bit_length, 3**-2, 2**-1.0, 10.0**20, 7**0.5
