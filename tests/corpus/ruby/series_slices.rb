# features: string_methods, array_methods, raise, exceptions, integers
def slices(digits, length)
  raise ArgumentError, "slice length cannot be greater than series length" if length > digits.length
  raise ArgumentError, "slice length cannot be zero" if length.zero?
  digits.chars.each_cons(length).map(&:join)
end

def largest_product(digits, span)
  raise ArgumentError, "span must not exceed string length" if span > digits.size
  raise ArgumentError, "digits input must only contain digits" unless digits.match?(/\A\d*\z/)
  digits.chars.map(&:to_i).each_cons(span).map { |g| g.reduce(1, :*) }.max
end

p slices("49142", 3), slices("1", 1)
puts largest_product("63915", 3), largest_product("1027839564", 3), largest_product("0123456789", 2)
[["12345", 6], ["12345", 0]].each do |d, n|
  slices(d, n)
rescue ArgumentError => e
  puts e.message
end
begin
  largest_product("1234a5", 2)
rescue ArgumentError => e
  puts e.message
end
