# features: ranges, blocks, case_when, modifiers, puts_print_p
def fizzbuzz(n)
  case
  when n % 15 == 0 then "FizzBuzz"
  when n % 3 == 0 then "Fizz"
  when n % 5 == 0 then "Buzz"
  else n.to_s
  end
end

(1..20).each { |i| puts fizzbuzz(i) }
out = (1...16).map { |i| fizzbuzz(i) }
puts out.join(",")
puts "done" if out.size == 15
