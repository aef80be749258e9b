# features: set, hash_methods, enumerators, regex
# Sets of tags and visitors, content hashes (objects built from arrays as
# hash keys), and an enumerator over scan whose block sees each match.
require "set"

tags_a = Set["ruby", "c", "go"]
tags_b = %w[go rust ruby].to_set
puts "a=#{tags_a.inspect} b=#{tags_b}"
p tags_a | tags_b, tags_a & tags_b, tags_a - tags_b, tags_a ^ tags_b
p tags_a.union(%w[zig]), tags_a.intersection(tags_b), tags_a.difference(["c"])
p Set["go"] <= tags_a, tags_a.superset?(Set["c"]), tags_a.proper_subset?(tags_a), tags_a.disjoint?(Set["perl"]),
  Set["c"].subset?(tags_a), tags_a.proper_superset?(Set["go", "c"]),
  tags_a.intersect?(tags_b)

seen = Set.new
%w[ann bob ann cid bob dee].each do |v|
  puts "#{v}: #{seen.add?(v) ? 'first visit' : 'again'}"
end
p seen, seen.size, seen.include?("cid"), seen.member?("zed"), seen === "ann"
seen << "eve" << "ann"
seen.delete("bob")
p seen.to_a, seen.length, seen.empty?, Set.new.empty?
p seen.map(&:upcase), seen.select { |n| n < "d" }, seen.sort.reverse, seen.min, seen.group_by(&:size)
p seen.partition { |n| n.include?("e") }, seen.sum(""), seen.count { |n| n.size == 3 }, seen.first, seen.first(2)
lengths = Set.new(%w[a bb cc ddd]) { |w| w.size }
p lengths, lengths.classify(&:odd?)
evens = Set.new(1..10)
evens.select!(&:even?)
p evens, evens.reject!(&:odd?), evens.delete_if { |x| x > 6 }, evens.map! { |x| x * 10 }
p evens.subtract([20]), evens.merge([1, 2]), evens.delete?(99), evens.dup.clear, evens
p Set[1, 2] == Set[2, 1], Set[1, 2].eql?(Set[2, 1]), Set[[1, 2]].include?([1, 2]), Set[1].frozen?
p Set[1, 2].is_a?(Set), Set[3].is_a?(Enumerable), Set === Set[], Set[1, 2].class, Set[*[5, 6, 5]]
frozen = Set[1].freeze
begin
  frozen << 2
rescue => e
  puts "#{e.class} when adding to a frozen set"
end

# arrays as keys: equal arrays are one key
grid = {}
[[0, 0], [0, 1], [0, 0]].each { |rc| grid[rc] = (grid[rc] || 0) + 1 }
p grid, grid[[0, 0]], grid.key?([0, 1]), grid.fetch([9, 9], :none), grid.values_at([0, 1], [1, 1])
p [[1, 2], [1, 2], [2, 1]].uniq, [[1], [1], [2]].tally, %w[ab ba cd].group_by { |w| w.chars.sort }
came = { [0, 0] => nil }
came[[0, 1]] = [0, 0]
p came[came[[0, 1]]], came.delete([0, 1]), came, Set[[1, 2]].include?([1, 2]), [[1, [2]]].to_h[[1, [2]][0]]

# objects whose hash/eql? come from their fields
class Cell
  attr_reader :row, :col
  def initialize(row, col) = (@row, @col = row, col)
  def hash = [row, col].hash
  def eql?(other) = other.is_a?(Cell) && [row, col] == [other.row, other.col]
  def to_s = "(#{row},#{col})"
end
p [1, "a", :b].hash == [1, "a", :b].hash, { x: [1] }.hash == { x: [1] }.hash, "ab".hash == "ab".hash
cells = [Cell.new(0, 1), Cell.new(0, 1), Cell.new(2, 2)]
puts cells.uniq.map(&:to_s).join(" ")
visits = Hash.new(0)
cells.each { |c| visits[c] += 1 }
puts visits.map { |c, n| "#{c}=#{n}" }.join(" ")

# an enumerator over scan: the block sees each match as scan reaches it
text = "alpha=1, beta=22, gamma=333"
pairs = text.enum_for(:scan, /(\w+)=(\d+)/).map do
  m = Regexp.last_match
  "#{m[1]}@#{m.begin(0)}:#{m[2].to_i * 2}"
end
p pairs
p text.to_enum(:scan, /\d+/).select { Regexp.last_match.end(0) > 10 }
