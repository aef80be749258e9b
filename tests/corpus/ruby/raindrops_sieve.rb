# features: hashes, ranges, array_methods, string_interpolation
SOUNDS = { 3 => "Pling", 5 => "Plang", 7 => "Plong" }
def raindrops(n)
  s = SOUNDS.map { |d, w| w if (n % d).zero? }.compact.join
  s.empty? ? n.to_s : s
end
[1, 3, 5, 7, 15, 21, 35, 105, 52].each { |n| puts "#{n}: #{raindrops(n)}" }

def primes(limit)
  sieve = Array.new(limit + 1, true)
  sieve[0] = sieve[1] = false
  (2..Integer.sqrt(limit)).each do |i|
    next unless sieve[i]
    (i * i).step(limit, i) { |j| sieve[j] = false }
  end
  sieve.each_index.select { |i| sieve[i] }
end
p primes(50)
puts primes(1000).size, primes(1000).last
