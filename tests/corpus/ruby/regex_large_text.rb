# features: regex, string_methods
# A scan, gsub or split over a large text costs the text once, not once per
# match: 300,000 words run well inside the default step budget.
text = "alpha beta gamma " * 100_000
words = text.scan(/\w+/)
puts words.size
puts words.tally.sort.map { |w, n| "#{w}=#{n}" }.join(" ")
puts text.gsub(/a/, "A")[0, 34]
puts text.split(/\s+/).size
puts text =~ /gamma alpha/
puts text.index("beta", 1_000_000), text.count("a")
