# features: string_methods, array_methods, raise, exceptions
module Hamming
  def self.compute(a, b)
    raise ArgumentError, "strands must be of equal length" unless a.length == b.length
    a.chars.zip(b.chars).count { |x, y| x != y }
  end
end

puts Hamming.compute("GAGCCTACTAACGGGAT", "CATCGTAATGACGGCCT")
puts Hamming.compute("", "")
begin
  Hamming.compute("AB", "A")
rescue ArgumentError => e
  puts "error: #{e.message}"
end
