# features: case_in, struct, classes
# Pattern matching through deconstruct / deconstruct_keys: structs,
# objects defining them, Const(...) patterns, **rest and **nil.
Token = Struct.new(:type, :value)
class Vec
  attr_reader :x, :y
  def initialize(x, y) = (@x, @y = x, y)
  def deconstruct = [x, y]
  def deconstruct_keys(keys)
    puts "  (asked for #{keys.inspect})"
    { x: x, y: y }
  end
end

def describe(v)
  case v
  in Token[:num, Integer => n] then "int token #{n}"
  in Token(type: :op, value: "+" | "-" => op) then "additive op #{op}"
  in { type: :ident, value: String => name } then "ident #{name}"
  in Vec[0, 0] then "origin"
  in Vec(x:, y:) if x == y then "diagonal #{x}"
  in Vec[a, b] then "vec #{a},#{b}"
  in { name: String => nm, **nil } then "just a name: #{nm}"
  in { name: String => nm, **rest } then "#{nm} with #{rest}"
  in [Integer => first, *tail] then "list from #{first}, #{tail.size} more"
  else "something else: #{v.inspect}"
  end
end

[Token.new(:num, 42), Token.new(:op, "-"), Token.new(:op, "*"), Token.new(:ident, "x"),
 Vec.new(0, 0), Vec.new(3, 3), Vec.new(1, 2), { name: "ann" }, { name: "bob", age: 5, admin: true },
 [7, 8, 9], "str"].each { |v| puts describe(v) }

case Token.new(:num, 5)
in { type:, value: } then puts "type=#{type} value=#{value}"
end
pt = Vec.new(4, 5)
if pt in { x: Integer }
  puts "has integer x"
end
Vec.new(9, 8) => [a, b]
puts a + b
begin
  case 1.5
  in Vec[_, _] then puts "no"
  end
rescue NoMatchingPatternError => e
  puts "#{e.class} for #{1.5}"
end
