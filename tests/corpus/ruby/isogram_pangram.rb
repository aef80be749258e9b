# features: string_methods, regex, array_methods, ranges
def isogram?(s)
  letters = s.downcase.scan(/[a-z]/)
  letters.uniq.size == letters.size
end

def pangram?(s)
  (('a'..'z').to_a - s.downcase.chars).empty?
end

%w[lumberjacks isograms eleven Alphabet].each { |w| puts "#{w}: #{isogram?(w)}" }
puts isogram?("six-year-old"), isogram?("Emily Jung Schwartzkopf")
puts pangram?("The quick brown fox jumps over the lazy dog")
puts pangram?("a quick movement of the enemy will jeopardize five gunboats")
