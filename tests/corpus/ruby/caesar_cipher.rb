# features: string_methods, ranges, hashes, blocks, modules
module Caesar
  LOWER = ('a'..'z').to_a
  UPPER = ('A'..'Z').to_a

  def self.shift(text, key)
    text.chars.map do |c|
      if (i = LOWER.index(c))
        LOWER[(i + key) % 26]
      elsif (i = UPPER.index(c))
        UPPER[(i + key) % 26]
      else
        c
      end
    end.join
  end
end

secret = Caesar.shift("Hello, World! xyz", 3)
puts secret
puts Caesar.shift(secret, -3)
puts Caesar.shift("The quick brown fox", 13)
(1..3).each { |k| puts "#{k}: #{Caesar.shift('abc', k)}" }
