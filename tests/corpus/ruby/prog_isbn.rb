# features: bignum, integers, regex, string_methods, format, integer_division, exponent
# ISBN verifier, Luhn, and other checksum algorithms
def isbn_valid?(isbn)
  chars = isbn.delete("-")
  return false unless chars.match?(/\A\d{9}[\dX]\z/)
  total = chars.chars.each_with_index.sum do |c, i|
    value = c == "X" ? 10 : c.to_i
    value * (10 - i)
  end
  (total % 11).zero?
end

def luhn_valid?(str)
  s = str.gsub(" ", "")
  return false if s.length <= 1 || s =~ /\D/
  sum = s.reverse.each_char.map(&:to_i).each_with_index.map do |d, i|
    if i.odd?
      d2 = d * 2
      d2 > 9 ? d2 - 9 : d2
    else
      d
    end
  end.sum
  sum % 10 == 0
end

%w[3-598-21508-8 3-598-21508-9 3-598-21507-X 3-598-21507-A 359821507X 3-598-2K507-0 3598P215088 3-598-21507 00 3-598-21515-X].each do |i|
  puts "ISBN #{i.ljust(16)} #{isbn_valid?(i) ? 'valid' : 'invalid'}"
end

["4539 3195 0343 6467", "8273 1232 7352 0569", "059", "0", " 0", "055 444 285", "055-444-285", "091", "9999999999 9999999999 9999999999 9999999999"].each do |n|
  puts "Luhn #{n.inspect}: #{luhn_valid?(n)}"
end

def isbn13(isbn10)
  digits = "978" + isbn10.delete("-")[0, 9]
  check = digits.chars.each_with_index.sum { |c, i| c.to_i * (i.even? ? 1 : 3) }
  digits + ((10 - check % 10) % 10).to_s
end
puts isbn13("3-598-21508-8")
puts isbn13("0-306-40615-2")

# Simple hash-like checksum over strings
def adler32(s)
  a = 1
  b = 0
  s.each_byte do |byte|
    a = (a + byte) % 65_521
    b = (b + a) % 65_521
  end
  (b << 16) | a
end
["Wikipedia", "", "hello world"].each do |s|
  v = adler32(s)
  puts "adler32(#{s.inspect}) = #{v} = 0x#{v.to_s(16).rjust(8, '0')} = #{'%08X' % v}"
end

digits = 2**100
puts digits
puts digits.digits.sum
puts digits.to_s.chars.map(&:to_i).each_slice(10).map(&:sum).inspect
puts (1..30).reduce(:*)
puts (1..30).reduce(:*).to_s.length
puts 12345678901234567890 * 98765432109876543210
puts (2**64).divmod(1_000_000_007).inspect
puts 255.to_s(2), "ff".to_i(16), "0b1010".to_i(0) rescue puts "err"
puts Integer("0x1f", 16) rescue puts "Integer parse error"
puts 100.pow(50, 13), 7.gcd(21), 12.lcm(18), -7 / 2, -7 % 3, 7.fdiv(2)
