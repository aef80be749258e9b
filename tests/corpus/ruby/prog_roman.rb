# features: modules, constants, freeze, class_methods, exceptions, mutable_strings
# Roman numerals conversion both ways
module Roman
  PAIRS = {
    1000 => "M", 900 => "CM", 500 => "D", 400 => "CD",
    100 => "C", 90 => "XC", 50 => "L", 40 => "XL",
    10 => "X", 9 => "IX", 5 => "V", 4 => "IV", 1 => "I"
  }.freeze

  def self.to_roman(n)
    raise ArgumentError, "out of range: #{n}" unless (1..3999).cover?(n)
    result = +""
    PAIRS.each do |value, letters|
      count, n = n.divmod(value)
      result << letters * count
    end
    result
  end

  def self.from_roman(str)
    values = { "I" => 1, "V" => 5, "X" => 10, "L" => 50, "C" => 100, "D" => 500, "M" => 1000 }
    total = 0
    str.chars.each_cons(2) do |a, b|
      if values[a] < values[b]
        total -= values[a]
      else
        total += values[a]
      end
    end
    total + values[str[-1]]
  end
end

class Integer
  def to_roman
    Roman.to_roman(self)
  end
end

[1, 3, 4, 9, 14, 40, 90, 400, 1990, 2008, 2024, 3999].each do |n|
  r = n.to_roman
  back = Roman.from_roman(r)
  puts "#{n.to_s.rjust(4)} => #{r.ljust(12)} => #{back}#{back == n ? '' : ' MISMATCH'}"
end

begin
  Roman.to_roman(0)
rescue ArgumentError => e
  puts "Error: #{e.message}"
end

begin
  4000.to_roman
rescue => e
  puts "#{e.class}: #{e.message}"
end

sum = (1..20).map(&:to_roman).select { |r| r.include?("X") }
p sum
puts (1..10).map { |i| i.to_roman }.join(" ")
longest = (1..100).max_by { |i| [i.to_roman.length, -i] }
puts "Longest under 100: #{longest} = #{longest.to_roman}"
counts = (1..50).map(&:to_roman).join.chars.tally
p counts.sort.to_h
