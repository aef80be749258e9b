# features: string_methods, regex, case_when, method_def
def hey(remark)
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

["Tom-ay-to, tom-aaaah-to.", "WATCH OUT!", "Does this cryogenic chamber make me look fat?",
 "WHAT'S GOING ON?", "   ", "1, 2, 3", "4?", "ZOMG THE %^*@#$(*^ ZOMBIES ARE COMING!!11!!1!"].each do |r|
  puts hey(r)
end
