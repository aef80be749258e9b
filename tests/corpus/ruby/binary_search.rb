# features: classes, while_loop, integer_division, exceptions
class BinarySearch
  def initialize(list)
    @list = list
  end

  def search_for(value)
    low = 0
    high = @list.size - 1
    while low <= high
      mid = (low + high) / 2
      case @list[mid] <=> value
      when 0 then return mid
      when -1 then low = mid + 1
      else high = mid - 1
      end
    end
    nil
  end
end

list = [1, 3, 4, 6, 8, 9, 11]
bs = BinarySearch.new(list)
list.each { |v| puts "#{v} at #{bs.search_for(v)}" }
p bs.search_for(7), bs.search_for(0), BinarySearch.new([]).search_for(1)
