# features: regex, hash_default, heredoc, string_methods, format, sorting
# Word count and text statistics
class WordCounter
  attr_reader :text

  def initialize(text)
    @text = text
  end

  def words
    text.downcase.scan(/\b[\w']+\b/).map { |w| w.gsub(/\A'|'\z/, '') }
  end

  def count
    words.each_with_object(Hash.new(0)) { |w, h| h[w] += 1 }
  end

  def top(n)
    count.sort_by { |word, c| [-c, word] }.first(n)
  end
end

text = <<~TEXT
  The quick brown fox jumps over the lazy dog.
  The dog didn't care; the fox was QUICK, very quick!
  "Don't stop," said the fox. Stop? Never.
TEXT

wc = WordCounter.new(text)
puts "Total words: #{wc.words.size}"
puts "Unique words: #{wc.count.size}"
wc.top(5).each_with_index do |(word, c), i|
  puts format("%2d. %-8s %3d", i + 1, word, c)
end

p wc.count.select { |_, v| v > 1 }
p wc.words.tally.max_by { |_, v| v }

lengths = wc.words.group_by(&:length)
lengths.keys.sort.each do |len|
  puts "#{len.to_s.rjust(2)}: #{lengths[len].uniq.sort.join(', ')}"
end

lines = text.lines.map(&:chomp)
lines.each_with_index do |line, idx|
  vowels = line.count("aeiouAEIOU")
  puts "Line #{idx + 1}: #{line.length} chars, #{vowels} vowels, #{line.split.size} words"
end

longest = wc.words.max_by(&:length)
puts "Longest: #{longest.inspect} (#{longest.length})"
puts "Capitalized: #{wc.words.first(4).map(&:capitalize).join(' ')}"
puts "Reversed: #{wc.words.last(3).reverse.join(' ').upcase}"
freq = wc.words.join.chars.tally.sort_by { |ch, n| [-n, ch] }.first(3)
p freq
puts wc.words.each_slice(6).map { |s| s.join("-") }
