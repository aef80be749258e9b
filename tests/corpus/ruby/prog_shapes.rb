# features: inheritance, comparable, mixins, super, case_when, to_s_override, exceptions
# Shapes with inheritance, Comparable, polymorphism
module Describable
  def describe
    "#{self.class.name.downcase} with area #{format('%.3f', area)}"
  end
end

class Shape
  include Comparable
  include Describable

  def <=>(other)
    area <=> other.area
  end

  def area
    raise NotImplementedError, "#{self.class} must implement area"
  end

  def to_s
    "#{self.class.name}(#{params.join(', ')})"
  end
end

class Circle < Shape
  attr_accessor :radius

  def initialize(radius)
    @radius = radius
  end

  def area
    Math::PI * radius**2
  end

  def params
    [radius]
  end
end

class Rect < Shape
  attr_accessor :w, :h

  def initialize(w, h)
    @w, @h = w, h
  end

  def area
    w * h
  end

  def params
    [w, h]
  end
end

class Square < Rect
  def initialize(side)
    super(side, side)
  end

  def params
    [w]
  end
end

class Blob < Shape
  def params
    []
  end
end

shapes = [Circle.new(1), Rect.new(2, 3), Square.new(2), Circle.new(0.5), Rect.new(1.5, 4)]
shapes.each { |s| puts "#{s.to_s.ljust(16)} #{s.describe}" }
puts "Sorted: #{shapes.sort.map(&:to_s).join(' < ')}"
puts "Max: #{shapes.max}"
puts "Min: #{shapes.min}"
puts Square.new(3) > Circle.new(1)
puts Square.new(2) == Rect.new(4, 1)
puts Square.new(2).between?(Circle.new(1), Rect.new(2, 3))
p Square.new(5).clamp(Circle.new(1), Rect.new(3, 3)).to_s
p Square.ancestors.take(5)
p Square.superclass, Square.superclass.superclass
p Square.new(1).is_a?(Rect), Square.new(1).instance_of?(Rect), Circle.new(1).kind_of?(Comparable)
p Circle.instance_methods(false).sort
p shapes.map { |s| s.area.round(2) }
p shapes.sum(&:area).floor(4)

begin
  Blob.new.area
rescue NotImplementedError => e
  puts "#{e.class}: #{e.message}"
end

c = Circle.new(2)
c.radius += 1
puts c.radius, c.area.round(5)
s = Square.new(4)
s.w = 10
puts s, s.area
p s.respond_to?(:area), s.respond_to?(:volume)
p shapes.group_by(&:class).transform_values(&:size)
puts shapes.map { |sh|
  case sh
  when Square then "square"
  when Rect then "rect"
  when Circle then "circle"
  else "unknown"
  end
}.join(",")
