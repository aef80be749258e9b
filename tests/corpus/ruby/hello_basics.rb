# features: program, puts_print_p, strings, string_interpolation, local_vars, integers, floats
name = "Ruby"
version = 3.1
puts "Hello, #{name}!"
puts 'single #{quoted}'
print "no newline", "\n"
puts "version #{version}, next #{version + 0.1}"
puts 10 / 3, 10 % 3, 10.0 / 4, -7 / 2, -7 % 3, 7 % -3
puts 2 ** 10, 2 ** 0.5
puts nil
puts [1, [2, [3]]], []
p 1, "two", :three, 4.0, nil, true
x = p("returned")
puts x
pp({ a: 1 })
puts 1e20, 1.0e-5, 123456789.123, 100.0, 1.5e16, 0.1 + 0.2
