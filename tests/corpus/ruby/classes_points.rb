# features: classes, initialize, attr_accessors, instance_vars, to_s_override, operator_overloading, class_methods, constants
class Point
  attr_accessor :x, :y
  ORIGIN_NAME = "origin"

  def initialize(x = 0, y = 0)
    @x = x
    @y = y
  end

  def self.origin
    new(0, 0)
  end

  def +(other)
    Point.new(x + other.x, y + other.y)
  end

  def ==(other)
    other.is_a?(Point) && x == other.x && y == other.y
  end

  def distance_to(other)
    Math.sqrt((x - other.x)**2 + (y - other.y)**2)
  end

  def to_s
    "(#{x}, #{y})"
  end
end

a = Point.new(3, 4)
b = Point.new(1, 1)
puts a + b
puts a.distance_to(Point.origin)
puts a == Point.new(3, 4), a == b
b.x = 10
puts b
puts "#{Point::ORIGIN_NAME}: #{Point.origin}"
puts a.respond_to?(:distance_to), a.respond_to?(:fly)
puts a.class, a.class.name
