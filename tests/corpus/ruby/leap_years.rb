# features: method_def, implicit_return, ranges, array_methods
def leap?(year)
  (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
end

[1996, 1997, 1900, 2000, 2015, 2400].each { |y| puts "#{y}: #{leap?(y)}" }
puts (1900..2000).count { |y| leap?(y) }
