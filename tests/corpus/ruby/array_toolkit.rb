# features: arrays, blocks, enumerable
# Array helpers on a small gradebook.
scores = [88, 92, 75, 92, 60, 100]
scores[1] = 91
copy = scores.dup
copy.append(70).prepend(50)
p copy
p scores.assoc(3), [[1, :a], [2, :b]].assoc(2)
sorted = scores.sort
p sorted.bsearch { |x| x >= 90 }
p scores.find_index(75), scores.rindex(92), scores.values_at(0, 2, -1)
p [1, 2, 3].combination(2).to_a, [1, 2, 3].permutation(2).first(3), [1, 2].product([:x, :y])
p [1, 2, 2, 3].difference([2]), [1, 2].union([2, 3]), [1, 2, 3].intersection([2, 3, 4])
work = [3, nil, 1, nil, 2]
work.compact!
work.sort!
p work
work.map! { |x| x * 10 }
p work, work.collect! { |x| x + 1 }
arr = [1, 2, 3, 4, 5, 6]
arr.select! { |x| x.even? }
p arr
arr = [1, 2, 3, 4, 5, 6]
arr.reject! { |x| x.even? }
p arr
arr = [1, 2, 3, 4, 5, 6]
arr.keep_if { |x| x > 2 }
arr.delete_if { |x| x == 4 }
p arr, arr.filter! { |x| x < 6 }
nested = [1, [2, [3, [4]]]]
nested.flatten!
p nested
words = %w[pear fig apple fig kiwi]
words.uniq!
words.sort_by! { |w| w.size }
p words
p words.delete_at(0), words
f = Array.new(3)
f.fill(7)
out = []
[1, 2, 3].cycle { |x| out << x; break if out.size == 7 }
p f, [1, 2].concat([3], [4]), out, scores.entries.size
r = [1, 2]
r.replace([9, 8, 7])
p r
r.clear
p r, r.empty?
