# features: modules, mixins, comparable, enumerable, module_function, constants
module Greeter
  def greet
    "Hello from #{name}"
  end
end

module MathUtil
  PI2 = 6.28318
  module_function

  def double(x)
    x * 2
  end
end

module Shouty
  def self.shout(s)
    s.upcase + "!"
  end
end

class Person
  include Greeter
  include Comparable
  attr_reader :name, :age

  def initialize(name, age)
    @name = name
    @age = age
  end

  def <=>(other)
    age <=> other.age
  end

  def to_s
    "#{name}(#{age})"
  end
end

class NumberBag
  include Enumerable

  def initialize(*nums)
    @nums = nums
  end

  def each
    @nums.each { |n| yield n }
  end
end

alice = Person.new("Alice", 30)
bob = Person.new("Bob", 25)
puts alice.greet
puts alice > bob, alice < bob, alice == Person.new("X", 30)
puts [alice, bob].min, [alice, bob].sort.map(&:name).inspect
puts alice.between?(bob, alice), bob.clamp(alice, alice)
puts MathUtil.double(21), MathUtil::PI2, Shouty.shout("hi")
bag = NumberBag.new(3, 1, 2)
p bag.sort, bag.map { |x| x * 2 }, bag.select(&:odd?), bag.include?(2), bag.min, bag.sum, bag.to_a
p bag.first, bag.first(2), bag.reduce(:+), bag.sort_by { |x| -x }, bag.count
puts Person.include?(Greeter), alice.is_a?(Comparable)
