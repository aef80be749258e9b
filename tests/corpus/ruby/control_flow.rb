# features: if_elsif, unless, ternary, until_loop, loop_do, modifiers, for_loop, while_loop, break_next
def classify(n)
  if n < 0
    "negative"
  elsif n == 0
    "zero"
  elsif n < 10
    "small"
  else
    "large"
  end
end
[-1, 0, 5, 50].each { |n| puts classify(n) }

x = 5
puts "x is not ten" unless x == 10
unless x > 10
  puts "x <= 10"
else
  puts "x > 10"
end
puts x.even? ? "even" : "odd"

i = 0
until i >= 3
  puts "until #{i}"
  i += 1
end

j = 0
j += 1 while j < 10
puts j
k = 10
k -= 3 until k < 0
puts k

n = 0
loop do
  n += 1
  next if n == 2
  puts "loop #{n}"
  break if n >= 4
end

for v in [10, 20, 30]
  puts "for #{v}"
end
for a in 1..3 do print a end
puts
puts v

count = 0
while true
  count += 1
  break unless count < 5
end
puts count
result = if x > 3 then "big" else "small" end
puts result
val = while false do end
p val
begin
  count += 10
end while count < 30
puts count
puts (x > 3 and x < 10), (not x == 5)
