# features: enumerators, lazy, enumerable, blocks
# Windows and indexes over enumerators that never end: each_cons, each_slice
# and with_index take items from the generator as they are needed.
primes = Enumerator.new do |y|
  n = 2
  loop do
    y << n if (2..Math.sqrt(n)).none? { |d| (n % d).zero? }
    n += 1
  end
end

twins = primes.each_cons(2).lazy.select { |a, b| b - a == 2 }.first(4)
puts "twin primes: #{twins.inspect}"
gaps = primes.each_cons(2).lazy.map { |a, b| b - a }.first(10)
puts "gaps: #{gaps.inspect}"
puts "triples: #{primes.each_slice(3).first(3).inspect}"
puts "numbered: #{primes.with_index(1).first(3).inspect}"
puts "weighted: #{primes.each_with_index.lazy.map { |p, i| p * i }.first(5).inspect}"

primes.each_slice(2) do |pair|
  puts "pair #{pair.inspect}"
  break if pair.first > 10
end
primes.each_with_index do |p, i|
  print "#{i}:#{p} "
  break if i == 4
end
puts

counter = Enumerator.new do |y|
  5.times { |i| y << i * i }
end
puts "finite slices: #{counter.each_slice(2).to_a.inspect}"
puts "finite sums: #{counter.each_cons(2).map { |a, b| a + b }.inspect}"
puts "lazy slices: #{counter.each_slice(2).lazy.map(&:sum).to_a.inspect}"
puts "endless: #{(1..).lazy.each_slice(2).map(&:sum).first(3).inspect}"

words = %w[apple banana cherry date elderberry fig]
firsts = words.each_with_object({}).with_index { |(w, h), i| h[w[0]] = i }
puts "initials: #{firsts.inspect}"
