# features: classes, inheritance, super, method_call, to_s_override, floats, format
class Shape
  attr_reader :name

  def initialize(name)
    @name = name
  end

  def area
    0
  end

  def describe
    "#{name} with area #{format('%.2f', area)}"
  end

  def to_s
    "Shape(#{name})"
  end
end

class Circle < Shape
  def initialize(r)
    super("circle")
    @r = r
  end

  def area
    3.14159 * @r**2
  end
end

class Rect < Shape
  def initialize(w, h)
    super("rect")
    @w, @h = w, h
  end

  def area
    @w * @h
  end

  def describe
    super + " (#{@w}x#{@h})"
  end
end

class Square < Rect
  def initialize(side)
    super(side, side)
    @name = "square"
  end
end

shapes = [Circle.new(1), Rect.new(2, 3), Square.new(4)]
shapes.each { |s| puts s.describe }
puts shapes.map(&:area).max
puts shapes.sort_by(&:area).map(&:name).inspect
puts Square.new(2).is_a?(Rect), Square.new(2).is_a?(Circle), Square.superclass
puts shapes.first
