# features: strings, string_methods, mutable_strings, single_quotes, symbols
s = "Hello, World"
puts s.length, s.upcase, s.downcase, s.swapcase, s.reverse
puts s.include?("World"), s.start_with?("Hell"), s.end_with?("x")
puts s.index("o"), s[0], s[-1], s[0, 5], s[7..], s[0..4]
puts s.sub("World", "Ruby"), s.gsub("o", "0")
puts s.split(", ").inspect, "a b  c".split.inspect, "a,b,,c".split(",").inspect
puts "  pad  ".strip + "|", "x".center(7, "*"), "7".rjust(3, "0"), "ab".ljust(4, ".") + "|"
puts "ruby" * 3, "abc".chars.inspect, "abc".bytes.inspect
puts "hello world".capitalize, "HELLO".downcase.capitalize
puts "a-b-c".tr("-", "_"), "hello".count("l"), "hello".delete("l"), "aaabbb".squeeze
buf = +"abc"
buf << "def"
buf << "!"
puts buf
t = "mutable"
t.upcase!
puts t
u = t
u << "?"
puts t
puts "%05.1f|%-6s|%3d|%x|%o|%b|%e" % [3.14159, "hi", 42, 255, 8, 5, 12345.678]
puts "line1\nline2".lines.inspect
puts "abc".succ, "az".next, "zz".succ
puts "42".to_i + 1, "3.5".to_f * 2, "0x1f".hex, "12abc".to_i, 255.to_s(2), 255.to_s(16)
puts "hello"[1..3], "hello".chars.sort.join, "hello".each_char.to_a.uniq.size
puts "Hello" <=> "Help", "a" == "a", "a".eql?("a"), "abc".ord, 97.chr
puts "snake_case_name".split("_").map.with_index { |w, i| i.zero? ? w : w.capitalize }.join
puts 'it''s', 'back\\slash', 'tab\t'
puts "tab\tnew", "quote\"d"
puts "x".frozen?, :sym.to_s, "str".to_sym.inspect
