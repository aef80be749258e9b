# features: blocks, break_next, lambdas, procs, implicit_return
def find_first_even(nums)
  nums.each do |n|
    return n if n.even?
  end
  nil
end

puts find_first_even([1, 3, 4, 5, 6])
p find_first_even([1, 3])

r = [1, 2, 3, 4, 5].each do |n|
  break n * 100 if n == 3
end
puts r

odds = [1, 2, 3, 4, 5].map do |n|
  next 0 if n.even?
  n
end
p odds

l = lambda { |x| return x * 2; 99 }
puts l.call(4)

def lambda_return
  l = -> { return 1 }
  l.call
  2
end
puts lambda_return

total = 0
(1..10).each do |i|
  next if i % 2 == 0
  break if i > 7
  total += i
end
puts total
