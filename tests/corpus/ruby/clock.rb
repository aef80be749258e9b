# features: classes, comparable, format, integer_division, operator_overloading
class Clock
  include Comparable
  attr_reader :minutes

  def initialize(hour: 0, minute: 0)
    @minutes = (hour * 60 + minute) % (24 * 60)
  end

  def to_s
    format("%02d:%02d", minutes / 60, minutes % 60)
  end

  def +(other)
    Clock.new(minute: minutes + other.minutes)
  end

  def -(other)
    Clock.new(minute: minutes - other.minutes)
  end

  def <=>(other)
    minutes <=> other.minutes
  end
end

puts Clock.new(hour: 8), Clock.new(hour: 11, minute: 9), Clock.new(hour: 24), Clock.new(hour: 25, minute: 160)
puts Clock.new(hour: -1, minute: 15), Clock.new(minute: -1441)
puts Clock.new(hour: 10) + Clock.new(minute: 3), Clock.new(hour: 0, minute: 30) - Clock.new(minute: 60)
puts Clock.new(hour: 15, minute: 37) == Clock.new(hour: 15, minute: 37), Clock.new(hour: 1) > Clock.new(minute: 5)
