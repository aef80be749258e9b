# features: class_vars, global_vars, method_objects, defined, classes, class_methods
$log_level = "info"

class Widget
  @@count = 0

  def self.count
    @@count
  end

  def initialize(name)
    @name = name
    @@count += 1
  end

  def label
    "#{@name} (#{$log_level})"
  end
end

3.times { |i| Widget.new("w#{i}") }
puts Widget.count
w = Widget.new("last")
puts w.label
$log_level = "debug"
puts w.label, Widget.count
m = w.method(:label)
puts m.call
double = 2.method(:*)
puts double.call(21)
puts [1, 2, 3].map(&10.method(:+)).inspect
x = 5
puts defined?(x), defined?(puts), defined?(Widget), defined?(zzz).inspect
