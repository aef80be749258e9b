# features: string_methods, regex, case_when, class_methods, strings, inspect, format
# Bob the lackadaisical teenager, plus acronyms and pangrams
class Bob
  def self.hey(remark)
    r = remark.strip
    question = r.end_with?("?")
    yelling = r =~ /[A-Z]/ && r == r.upcase
    if r.empty?
      "Fine. Be that way!"
    elsif yelling && question
      "Calm down, I know what I'm doing!"
    elsif yelling
      "Whoa, chill out!"
    elsif question
      "Sure."
    else
      "Whatever."
    end
  end
end

remarks = [
  "Tom-ay-to, tom-aaaah-to.", "WATCH OUT!", "FCECDFCAAB", "Does this cryogenic chamber make me look fat?",
  "You are, what, like 15?", "fffbbcbeab?", "Hi there", "It's OK if you don't want to go work for NASA.",
  "WHAT'S GOING ON?", "1, 2, 3 GO!", "1, 2, 3", "4?", "ZOMG THE %^*@\#$(*^ ZOMBIES ARE COMING!!11!!1!",
  "I HATE THE DENTIST", "Ending with ? means a question.", ":) ?", "", "          ", "\t\t\t\t\t\t\t\t\t\t",
  "\nDoes this cryogenic chamber make me look fat?\nNo.", "         hmmmmmmm...", "Okay if like my  spacebar  quite a bit?   "
]
remarks.each { |r| puts "#{r.inspect[0, 30].ljust(32)}=> #{Bob.hey(r)}" }

def acronym(phrase)
  phrase.scan(/[A-Za-z']+/).map { |w| w[0].upcase }.join
end

["Portable Network Graphics", "Ruby on Rails", "First In, First Out", "GNU Image Manipulation Program",
 "Complementary metal-oxide semiconductor", "Halley's Comet", "The Road _Not_ Taken"].each do |ph|
  puts "#{ph} -> #{acronym(ph)}"
end

def pangram?(s)
  ("a".."z").all? { |c| s.downcase.include?(c) }
end

def missing(s)
  (("a".."z").to_a - s.downcase.chars).join
end

["The quick brown fox jumps over the lazy dog", "a quick movement of the enemy will jeopardize five gunboats",
 "Five quacking Zephyrs jolt my wax bed.", ""].each do |s|
  puts "#{pangram?(s).to_s.ljust(5)} missing=#{missing(s).inspect}"
end

def isogram?(s)
  letters = s.downcase.gsub(/[^a-z]/, "")
  letters.chars.uniq.size == letters.size
end
%w[lumberjacks isograms eleven subdermatoglyphic Alphabet thumbscrew-japingly six-year-old].each do |w|
  printf("%-20s %s\n", w, isogram?(w))
end
