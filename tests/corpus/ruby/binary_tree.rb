# features: classes, yield, block_param, enumerable, safe_navigation, recursion
class BST
  include Enumerable
  Node = Struct.new(:value, :left, :right)

  def initialize
    @root = nil
  end

  def insert(v)
    @root = insert_at(@root, v)
    self
  end

  def each(&block)
    walk(@root, &block)
  end

  def depth(node = @root)
    return 0 if node.nil?
    1 + [depth(node.left), depth(node.right)].max
  end

  def root_value
    @root&.value
  end

  private

  def insert_at(node, v)
    return Node.new(v, nil, nil) if node.nil?
    if v <= node.value
      node.left = insert_at(node.left, v)
    else
      node.right = insert_at(node.right, v)
    end
    node
  end

  def walk(node, &block)
    return unless node
    walk(node.left, &block)
    yield node.value
    walk(node.right, &block)
  end
end

t = BST.new
[50, 30, 70, 20, 40, 60, 80, 35].each { |v| t.insert(v) }
p t.to_a, t.depth, t.root_value, t.min, t.max, t.select(&:even?).size
p BST.new.root_value
