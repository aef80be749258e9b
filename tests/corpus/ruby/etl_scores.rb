# features: hashes, hash_methods, sorting, string_methods, blocks
legacy = { 1 => %w[A E I O U L N R S T], 2 => %w[D G], 3 => %w[B C M P], 4 => %w[F H V W Y], 5 => %w[K], 8 => %w[J X], 10 => %w[Q Z] }
scores = legacy.each_with_object({}) do |(points, letters), acc|
  letters.each { |l| acc[l.downcase] = points }
end
p scores.sort.first(5).to_h
def word_score(word, table)
  word.downcase.chars.sum { |c| table.fetch(c, 0) }
end
%w[cabbage quirky OxyphenButazone street].each { |w| puts "#{w}: #{word_score(w, scores)}" }

high = [30, 50, 20, 70, 10, 70, 40]
puts "latest #{high.last}, best #{high.max}, top three #{high.max(3).inspect}"
puts high.sort.reverse.take(3).inspect, high.uniq.sort.inspect, high.sum.fdiv(high.size).round(1)
