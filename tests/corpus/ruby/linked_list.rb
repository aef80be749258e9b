# features: classes, enumerable, yield, while_loop, attr_accessors
class Node
  attr_accessor :value, :next_node
  def initialize(value, next_node = nil)
    @value = value
    @next_node = next_node
  end
end

class LinkedList
  include Enumerable
  attr_reader :size

  def initialize
    @head = nil
    @size = 0
  end

  def push(v)
    node = Node.new(v)
    if @head.nil?
      @head = node
    else
      cur = @head
      cur = cur.next_node while cur.next_node
      cur.next_node = node
    end
    @size += 1
    self
  end

  def <<(v)
    push(v)
  end

  def each
    cur = @head
    while cur
      yield cur.value
      cur = cur.next_node
    end
  end

  def reverse!
    prev = nil
    cur = @head
    while cur
      nxt = cur.next_node
      cur.next_node = prev
      prev = cur
      cur = nxt
    end
    @head = prev
    self
  end

  def to_s
    "(" + to_a.join(" -> ") + ")"
  end
end

list = LinkedList.new
list << 1 << 2 << 3
list.push(4)
puts list, list.size
puts list.map { |x| x * 10 }.inspect, list.select(&:even?).inspect, list.include?(3), list.sum
puts list.reverse!, list.first, list.min, list.sort.inspect
puts list.each_slice(2).to_a.inspect, list.count, list.find { |x| x < 3 }
