# features: string_methods, ranges, hashes, array_methods
module Atbash
  ALPHA = ('a'..'z').to_a
  KEY = ALPHA.zip(ALPHA.reverse).to_h

  def self.encode(plain)
    decode(plain).scan(/.{1,5}/).join(" ")
  end

  def self.decode(cipher)
    cipher.downcase.gsub(/[^a-z0-9]/, "").chars.map { |c| KEY.fetch(c, c) }.join
  end
end

puts Atbash.encode("yes"), Atbash.encode("OMG"), Atbash.encode("Testing,1 2 3, testing.")
puts Atbash.encode("The quick brown fox jumps over the lazy dog.")
puts Atbash.decode("gsvjf rxpyi ldmul cqfnk hlevi gsvoz abwlt")
