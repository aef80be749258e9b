# features: or_assign, operator_assignment, safe_navigation, multiple_assignment, ternary
a = nil
a ||= 5
a ||= 7
puts a
b = 3
b &&= b + 1
puts b
h = {}
h[:x] ||= []
h[:x] << 1
h[:x] << 2
p h
c = 10
c -= 2
c *= 3
c /= 4
c **= 2
c %= 7
puts c
s = "a"
s += "b"
s *= 2
puts s
user = nil
puts user&.upcase.inspect
name = "bob"
puts name&.upcase
x, y = 1, 2
x, y = y, x
puts "#{x} #{y}"
q, r = 17.divmod(5)
puts q, r
m, n = [1]
p m, n
arr = [1, 2]
arr[0], arr[1] = arr[1], arr[0]
p arr
puts (nil || "default"), (false or "x"), (1 && 2), (nil && 1).inspect
val = 0
puts val ? "0 is truthy" : "0 is falsy"
puts "" ? "empty string truthy" : "no"
