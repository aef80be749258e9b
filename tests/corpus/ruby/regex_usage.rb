# features: regex, strings, string_methods
text = "John: 555-1234, Jane: 555-9876"
puts text =~ /\d{3}-\d{4}/
p text.scan(/\d{3}-\d{4}/)
p text.scan(/(\w+): (\d+)-(\d+)/)
m = text.match(/(?<name>\w+): (?<num>[\d-]+)/)
puts m[:name], m["num"], m[0], m.pre_match.inspect
puts $~[1] if text =~ /Jane: (\S+)/
puts $1
puts text.gsub(/\d/, "#")
puts text.sub(/(\w+):/) { |x| x.upcase }
puts text.gsub(/(\w+): /, '\1 => ')
puts "a1b22c333".gsub(/\d+/) { |d| (d.to_i * 2).to_s }
p "one  two three".split(/\s+/), "2024-01-15".split("-").map(&:to_i)
puts "hello" =~ /xyz/ ? "match" : "no match"
puts "CamelCaseString".gsub(/([A-Z])/) { "_" + $1.downcase }.sub(/^_/, "")
puts "test@example.com".match?(/\A[\w.]+@[\w.]+\z/)
if (md = "price: $42.50".match(/\$(\d+)\.(\d+)/))
  puts md[1].to_i + md[2].to_i
end
p "a,b;c d".split(/[,; ]/)
puts "aaa".gsub("a", "b"), "x-y".tr("-", "+")
