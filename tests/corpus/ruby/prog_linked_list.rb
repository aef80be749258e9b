# features: classes, enumerable, struct, alias, enumerators, inspect, or_assign
# Singly linked list with Enumerable
class LinkedList
  include Enumerable

  Node = Struct.new(:value, :next_node)

  attr_reader :size

  def initialize(*items)
    @head = nil
    @tail = nil
    @size = 0
    items.each { |i| push(i) }
  end

  def push(value)
    node = Node.new(value, nil)
    if @tail
      @tail.next_node = node
    else
      @head = node
    end
    @tail = node
    @size += 1
    self
  end
  alias << push

  def unshift(value)
    @head = Node.new(value, @head)
    @tail ||= @head
    @size += 1
    self
  end

  def shift
    return nil unless @head
    v = @head.value
    @head = @head.next_node
    @tail = nil if @head.nil?
    @size -= 1
    v
  end

  def each
    return enum_for(:each) unless block_given?
    node = @head
    while node
      yield node.value
      node = node.next_node
    end
    self
  end

  def reverse!
    prev = nil
    cur = @head
    @tail = @head
    until cur.nil?
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

  def inspect
    "#<LinkedList #{to_a.inspect}>"
  end
end

list = LinkedList.new(3, 1, 4)
list << 1 << 5
list.push(9).unshift(2)
puts list
p list
puts "size=#{list.size} count=#{list.count} sum=#{list.sum}"
p list.sort, list.map { |x| x * 2 }, list.select(&:odd?), list.reject(&:odd?)
p list.min, list.max, list.minmax, list.sort.uniq, list.first, list.first(3)
p list.include?(4), list.find { |x| x > 3 }, list.find_index(4), list.each_slice(3).to_a
p list.each_cons(2).map { |a, b| b - a }, list.inject(:*), list.sort_by { |x| -x }
p list.zip(list.map(&:to_s)).first(2), list.each_with_index.to_a.last, list.tally
p list.chunk_while { |a, b| b > a }.to_a, list.min_by { |x| (x - 4).abs }
p list.sum { |x| x.to_f / 2 }, list.each_entry.to_a.length
p list.lazy.map { |x| x * 3 }.select(&:even?).to_a
list.reverse!
puts list
p list.shift, list.shift, list.size
puts list
e = list.each
p e.next, e.next
empty = LinkedList.new
p empty.to_a, empty.shift, empty.min, empty.sum, empty.reduce(:+), empty.first
puts empty
p list.entries, list.sort.reverse, list.uniq.size, list.group_by(&:even?)
p list.each_with_object([]) { |x, acc| acc << x if x > 2 }
p list.flat_map { |x| [x, -x] }, list.none?(&:zero?), list.one? { |x| x == 9 }
