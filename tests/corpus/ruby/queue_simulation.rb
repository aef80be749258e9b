# features: classes, arrays, while_loop, hashes, format, attr_accessors
class Customer
  attr_reader :id, :arrival, :service
  attr_accessor :start

  def initialize(id, arrival, service)
    @id = id
    @arrival = arrival
    @service = service
  end

  def wait
    start - arrival
  end
end

arrivals = [[0, 3], [1, 2], [2, 4], [6, 1], [7, 2], [7, 3]]
customers = arrivals.each_with_index.map { |(a, s), i| Customer.new(i + 1, a, s) }
clock = 0
queue = customers.dup
served = []
until queue.empty?
  c = queue.shift
  clock = [clock, c.arrival].max
  c.start = clock
  clock += c.service
  served << c
end
served.each { |c| puts format("customer %d: arrived %d, started %d, waited %d", c.id, c.arrival, c.start, c.wait) }
avg = served.sum(&:wait).to_f / served.size
puts "average wait: #{avg.round(2)}"
puts "longest wait: customer #{served.max_by(&:wait).id}"
puts "finished at #{clock}"
