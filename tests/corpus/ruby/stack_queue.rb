# features: classes, arrays, array_methods, exceptions, custom_exceptions, endless_method
class EmptyError < StandardError; end

class Stack
  def initialize
    @items = []
  end

  def push(x)
    @items.push(x)
    self
  end

  def pop
    raise EmptyError, "stack is empty" if @items.empty?
    @items.pop
  end

  def peek = @items.last

  def empty? = @items.empty?

  def size = @items.size
end

def balanced?(s)
  pairs = { ")" => "(", "]" => "[", "}" => "{" }
  stack = []
  s.each_char do |c|
    if pairs.value?(c)
      stack.push(c)
    elsif pairs.key?(c)
      return false unless stack.pop == pairs[c]
    end
  end
  stack.empty?
end

st = Stack.new
st.push(1).push(2).push(3)
puts st.pop, st.peek, st.size, st.empty?
st.pop
st.pop
begin
  st.pop
rescue EmptyError => e
  puts "#{e.class}: #{e.message}"
end
["([]{})", "([)]", "((", "", "{[()()]}"].each { |s| puts "#{s.inspect} balanced? #{balanced?(s)}" }
queue = [1, 2, 3]
queue.push(4)
puts queue.shift, queue.inspect
