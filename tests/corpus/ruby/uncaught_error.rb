# features: uncaught_exception, raise, puts_print_p
def divide(a, b)
  raise ZeroDivisionError, "cannot divide #{a} by zero" if b == 0
  a / b
end

puts divide(10, 2)
puts "before"
divide(1, 0)
puts "never"
