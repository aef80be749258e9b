# features: method_missing, respond_to, send, define_method, instance_variable_get
class Ghost
  def method_missing(name, *args)
    if name.to_s.start_with?("get_")
      "ghost #{name.to_s.sub('get_', '')} #{args.inspect}"
    else
      super
    end
  end

  def respond_to_missing?(name, include_private = false)
    name.to_s.start_with?("get_") || super
  end
end

g = Ghost.new
puts g.get_name
puts g.get_thing(1, 2)
puts g.respond_to?(:get_x), g.respond_to?(:other)
begin
  g.unknown
rescue NoMethodError => e
  puts "NoMethodError raised"
end

class Calculator
  define_method(:add_one) { |x| x + 1 }
  define_method(:sub_one) do |x|
    x - 1
  end
  define_method(:mul_one) { |x| x * 1 }

  def initialize
    @secret = 42
  end

  def hello(name)
    "hello #{name}"
  end
end

c = Calculator.new
puts c.add_one(5), c.sub_one(5), c.mul_one(5)
puts c.send(:hello, "send"), c.public_send(:add_one, 1)
puts c.instance_variable_get(:@secret)
c.instance_variable_set(:@secret, 7)
puts c.instance_variable_get(:@secret)
p c.instance_variables
puts 5.send(:+, 3), [1, 2].send(:size)
puts c.respond_to?(:hello), Calculator.method_defined?(:add_one)
