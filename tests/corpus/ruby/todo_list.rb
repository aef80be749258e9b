# features: struct, classes, sorting, hashes, format, symbols, enumerable
Task = Struct.new(:title, :priority, :done)

class TodoList
  include Enumerable
  PRIORITY = { high: 0, medium: 1, low: 2 }.freeze

  def initialize
    @tasks = []
  end

  def add(title, priority = :medium)
    @tasks << Task.new(title, priority, false)
    self
  end

  def complete(title)
    task = @tasks.find { |t| t.title == title }
    raise ArgumentError, "no task #{title}" unless task
    task.done = true
  end

  def each(&block)
    @tasks.sort_by { |t| [PRIORITY[t.priority], t.title] }.each(&block)
  end

  def summary
    done, open = partition(&:done)
    format("%d done, %d open (%d%%)", done.size, open.size, 100 * done.size / [count, 1].max)
  end
end

list = TodoList.new
list.add("write tests", :high).add("refactor").add("lunch", :low).add("deploy", :high)
list.complete("lunch")
list.each { |t| puts "[#{t.done ? 'x' : ' '}] #{t.title} (#{t.priority})" }
puts list.summary
puts list.map(&:title).join(", ")
p list.group_by(&:priority).transform_values(&:size)
begin
  list.complete("nap")
rescue ArgumentError => e
  puts "error: #{e.message}"
end
