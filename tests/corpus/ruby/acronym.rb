# features: regex, string_methods, array_methods, symbol_to_proc
def abbreviate(phrase)
  phrase.scan(/[A-Za-z][A-Za-z']*/).map { |w| w[0].upcase }.join
end

["Portable Network Graphics", "Ruby on Rails", "First In, First Out",
 "GNU Image Manipulation Program", "Complementary metal-oxide semiconductor",
 "Something - I made up from thin air", "Halley's Comet", "The Road _Not_ Taken"].each do |p|
  puts "#{p} -> #{abbreviate(p)}"
end
