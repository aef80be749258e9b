# features: heredoc, word_arrays, strings, string_interpolation
name = "World"
text = <<~TEXT
  Hello, #{name}!
    Indented line
  Last line
TEXT
puts text
raw = <<-EOS
    keeps indentation
    EOS
puts raw
words = %w[alpha beta gamma]
syms = %i[one two]
p words, syms
puts words.map(&:length).inspect
