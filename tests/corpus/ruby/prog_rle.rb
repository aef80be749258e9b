# features: modules, module_function, regex, string_methods, global_vars
# Run-length encoding and related string transforms
module RunLength
  module_function

  def encode(input)
    input.chars.chunk_while { |a, b| a == b }.map do |run|
      run.size > 1 ? "#{run.size}#{run[0]}" : run[0]
    end.join
  end

  def decode(input)
    input.gsub(/(\d+)(\D)/) { $2 * $1.to_i }
  end

  def encode_regex(input)
    input.gsub(/(.)\1+/) { |m| "#{m.length}#{m[0]}" }
  end
end

samples = ["", "XYZ", "AABBBCCCC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW",
           "  hsqq qww  ", "aabbbcccc", "zzz ZZ  zZ"]
samples.each do |s|
  enc = RunLength.encode(s)
  enc2 = RunLength.encode_regex(s)
  dec = RunLength.decode(enc)
  status = dec == s ? "ok" : "FAIL"
  puts "#{s.inspect} -> #{enc.inspect} (#{status}, regex same: #{enc == enc2})"
end

ratio = samples.reject(&:empty?).map do |s|
  [s[0, 5], (RunLength.encode(s).length.to_f / s.length).round(3)]
end
p ratio
puts RunLength.decode("12WB12W3B24WB")
puts RunLength.decode("3 2a").inspect

# squeeze and friends
str = "Mississippi  river   banks"
puts str.squeeze
puts str.squeeze("s")
puts str.squeeze(" ")
puts str.delete("s")
puts str.tr("is", "IZ")
puts str.tr("a-y", "b-z")
puts str.count("s"), str.count("a-z"), str.index("ss"), str.rindex("ss")
p str.each_char.with_index.select { |c, _| c == "s" }.map(&:last)
p str.scan(/ss/).length
p str.split(/\s+/), str.split("ss", 2), str.partition("ss"), str.rpartition("ss")
p str.chars.chunk { |c| c == " " }.reject(&:first).map { |_, cs| cs.join }
p str.sub(/(\w+)\s+(\w+)/, '\2 \1')
p str.upcase.center(32, "*")
p str.start_with?("Miss"), str.end_with?("banks", "x"), str =~ /riv/
p str.slice(0..3), str[-5..], str[4, 3], str[/r\w+/]
p str.each_char.first(3), str.bytes.first(3), str.sum
