# features: format, floats, ranges, method_def, string_methods
def c_to_f(c) = c * 9.0 / 5 + 32
def f_to_c(f) = (f - 32) * 5 / 9.0

puts "Celsius  Fahrenheit"
(-10..40).step(10) do |c|
  puts format("%7d  %10.1f", c, c_to_f(c))
end
[32, 98.6, 212].each { |f| puts "#{f}F = #{f_to_c(f).round(2)}C" }
puts "-" * 20
puts c_to_f(37).to_s, f_to_c(0).round(3), 100.fdiv(3).round(4)
