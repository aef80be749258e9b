# features: string_methods, array_methods, classes, blocks, visibility
class Anagram
  def initialize(word)
    @word = word.downcase
    @key = normalize(word)
  end

  def match(candidates)
    candidates.select do |c|
      c.downcase != @word && normalize(c) == @key
    end
  end

  private

  def normalize(w)
    w.downcase.chars.sort.join
  end
end

detector = Anagram.new("listen")
p detector.match(%w[enlists google inlets banana Silent LISTEN tinsel])
p Anagram.new("master").match(%w[stream pigeon maters])
