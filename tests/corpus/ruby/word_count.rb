# features: hashes, regex, hash_default, string_methods, sorting
text = "The quick brown fox. The lazy dog! The fox, the DOG; don't stop"
counts = Hash.new(0)
text.downcase.scan(/[a-z']+/).each { |w| counts[w] += 1 }
counts.sort_by { |w, c| [-c, w] }.first(4).each { |w, c| puts "#{w}: #{c}" }
p counts.select { |_, c| c == 1 }.keys.sort
p text.split.map(&:length).tally.sort.to_h
longest = text.scan(/\w+/).max_by(&:length)
puts longest
