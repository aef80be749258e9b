# features: struct, classes, inspect
Point = Struct.new(:x, :y) do
  def dist2
    x * x + y * y
  end

  def to_s
    "<#{x},#{y}>"
  end
end

a = Point.new(1, 2)
b = Point.new(1, 2)
puts a.x, a.y, a.dist2
puts a == b
a.x = 10
puts a
p a.to_a
Pair = Struct.new(:left, :right)
pr = Pair.new("l", "r")
p pr
puts pr.left + pr.right
p Pair.new(1).right
p pr.to_h, Pair.members
