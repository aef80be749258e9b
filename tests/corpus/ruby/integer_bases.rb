# features: integers, exceptions
# Integer(str, base): digits of the base, a matching prefix, underscores, signs.
inputs = [["0x1F", 16], ["ff", 16], [" 1_000 ", 10], ["-z", 36], ["0b101", 2], ["777", 8], ["+0o17", 8],
          ["12", 10], ["1z", 10], ["0x10", 10], ["1__0", 10], ["_1", 10], ["", 16], ["9", 8]]
inputs.each do |s, base|
  puts "Integer(#{s.inspect}, #{base}) = #{Integer(s, base)}"
rescue ArgumentError => e
  puts "Integer(#{s.inspect}, #{base}) !! #{e.message}"
end
p "ff".hex, "z".to_i(36), "101010".to_i(2), 255.to_s(2), 255.to_s(16)
