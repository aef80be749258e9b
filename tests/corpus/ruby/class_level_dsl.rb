# features: class_methods, singleton_class_self, extend, mixins, define_method, super, raise, class_instance_vars
# Class-level DSLs: class methods inherited with the subclass as self,
# class << self with attr_reader and alias, extend, included/inherited/
# extended hooks, define_method from a class method, bare re-raise.
module Validations
  def self.included(base)
    puts "#{self} included in #{base}"
    base.extend(ClassMethods)
  end

  module ClassMethods
    def rules = @rules ||= []
    def validates(field, &check)
      rules << [field, check]
      define_method("#{field}_valid?") { check.call(send(field)) }
    end
  end

  def errors = self.class.rules.reject { |f, c| c.call(send(f)) }.map(&:first)
end

class Model
  @count = 0
  class << self
    attr_reader :count
    def create(*args)
      @count = (@count || 0) + 1
      new(*args)
    end
    alias_method :build, :create
    def inherited(sub)
      super
      (@subclasses ||= []) << sub.name
    end
    def subclasses_seen = @subclasses
  end
  def self.describe = "#{name} (#{count || 0} made)"
end

class User < Model
  include Validations
  attr_reader :name, :age
  def initialize(name, age) = (@name, @age = name, age)
  validates(:name) { |v| !v.empty? }
  validates(:age) { |v| v.between?(0, 150) }
end

class Admin < User
  def self.describe = super + " [admin]"
end

u = User.create("ann", 30)
bad = User.build("", 200)
Admin.create("root", 1)
p u.errors, bad.errors, u.name_valid?, bad.age_valid?
puts User.describe, Admin.describe, Model.describe
p Model.subclasses_seen, User.rules.map(&:first), User.respond_to?(:validates), Model.respond_to?(:validates)
p User.singleton_methods.sort.first(3), User.method_defined?(:errors), User.method_defined?(:create)

module Greeting
  def self.extended(obj) = puts("extended #{obj.class}")
  def greet = "hi from #{name}"
end
u.extend(Greeting)
puts u.greet
p u.singleton_methods, bad.respond_to?(:greet)

module Registry
  extend self
  def items = @items ||= []
  def add(x) = items << x
end
Registry.add(:a)
Registry.add(:b)
p Registry.items

class Counter
  def self.tick = @ticks = (@ticks || 0) + 1
end
def Counter.reset = @ticks = 0
3.times { Counter.tick }
p Counter.tick, Counter.reset, Counter.tick
obj = Object.new
def obj.shout(s) = s.upcase + "!"
p obj.shout("hey"), obj.singleton_methods

def risky(n)
  begin
    raise ArgumentError, "bad #{n}" if n.odd?
    n
  rescue ArgumentError => e
    puts "logging #{e.message}"
    raise
  end
rescue => e
  "re-raised #{e.class}"
end
p risky(2), risky(3)

class Palette
  def self.[](*names) = new(names)
  def initialize(names) = @names = names
  def to_s = "Palette(#{@names.join('/')})"
end
puts Palette[:red, :green], Palette[:blue]
