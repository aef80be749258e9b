# features: classes, enumerable, recursion, safe_navigation, define_method, method_missing, respond_to, singleton_methods, defined, endless_method, instance_variable_get, enumerators
# Binary search tree with recursion, Enumerable, and a bit of metaprogramming
class BST
  include Enumerable

  class Node
    attr_accessor :value, :left, :right

    def initialize(value)
      @value = value
    end

    def insert(v)
      if v <= value
        left ? left.insert(v) : (self.left = Node.new(v))
      else
        right ? right.insert(v) : (self.right = Node.new(v))
      end
    end

    def each(&block)
      left&.each(&block)
      block.call(value)
      right&.each(&block)
    end

    def height
      1 + [left&.height || 0, right&.height || 0].max
    end

    def to_s
      return value.to_s if left.nil? && right.nil?
      "(#{left || '-'} #{value} #{right || '-'})"
    end
  end

  def initialize(values = [])
    @root = nil
    values.each { |v| self << v }
  end

  def <<(v)
    @root ? @root.insert(v) : (@root = Node.new(v))
    self
  end

  def each(&block)
    return to_enum(:each) unless block
    @root&.each(&block)
    self
  end

  def height = @root ? @root.height : 0
  def to_s = @root.to_s
end

tree = BST.new([4, 2, 6, 1, 3, 5, 7])
puts tree
p tree.to_a, tree.height, tree.count, tree.min, tree.max, tree.sum
tree << 0 << 8 << 4
puts tree
p tree.to_a, tree.height, tree.select(&:even?), tree.each_slice(4).to_a
p tree.each.next, tree.sort { |a, b| b <=> a }.first(3), tree.min(2), tree.max(2)
words = BST.new(%w[mango apple peach banana cherry kiwi])
puts words
p words.map(&:upcase), words.find { |w| w.start_with?("c") }, words.sort_by(&:size)
degenerate = BST.new((1..6).to_a)
p degenerate.height, BST.new.to_a, BST.new.height

class Settings
  FIELDS = %i[host port debug].freeze

  FIELDS.each do |f|
    define_method(f) { @values[f] }
    define_method("#{f}=") { |v| @values[f] = v }
  end

  def initialize(**opts)
    @values = { host: "localhost", port: 80, debug: false }.merge(opts)
  end

  def method_missing(name, *args)
    if name.to_s.end_with?("?") && FIELDS.include?(name.to_s.chomp("?").to_sym)
      !!@values[name.to_s.chomp("?").to_sym]
    else
      super
    end
  end

  def respond_to_missing?(name, include_private = false)
    name.to_s.end_with?("?") || super
  end

  def to_s = @values.map { |k, v| "#{k}=#{v}" }.join(" ")
end

s = Settings.new(port: 8080)
puts s
s.debug = true
s.host = "example.org"
puts s, s.debug?, s.port?, s.respond_to?(:debug?), s.respond_to?(:host)
begin
  s.unknown_thing
rescue NoMethodError => e
  puts "NoMethodError: #{e.message[/undefined method `\w+'/]}"
end
p Settings.instance_methods(false).sort.first(4), s.instance_variables, s.instance_variable_get(:@values).size
p s.class, s.class.class, Settings::FIELDS, defined?(s.port), defined?(zzz), 5.class.ancestors.include?(Comparable)
obj = Object.new
def obj.greet = "singleton hi"
p obj.greet, obj.singleton_methods
p [1, "a", :b, 2.0, nil, [], {}].map { |x| x.class.to_s }
