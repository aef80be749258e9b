# features: hashes, integers, integer_division, multiple_assignment
ROMAN = { 1000 => "M", 900 => "CM", 500 => "D", 400 => "CD", 100 => "C", 90 => "XC",
          50 => "L", 40 => "XL", 10 => "X", 9 => "IX", 5 => "V", 4 => "IV", 1 => "I" }.freeze

def to_roman(n)
  ROMAN.reduce("") do |acc, (value, letters)|
    count, n = n.divmod(value)
    acc + letters * count
  end
end

def from_roman(s)
  values = s.chars.map { |c| ROMAN.key(c) }
  values.each_with_index.sum { |v, i| values[i + 1] && values[i + 1] > v ? -v : v }
end

[1, 4, 9, 14, 40, 90, 400, 1990, 2024, 3999].each do |n|
  r = to_roman(n)
  puts "#{n} => #{r} => #{from_roman(r)}"
end
