# features: classes, comparable, operator_overloading, keyword_args, class_methods, constants, hashes, ranges, format, exceptions
# Clock value object with arithmetic, equality and hashing
class Clock
  include Comparable
  MINUTES_PER_DAY = 24 * 60

  attr_reader :minutes

  def initialize(hour: 0, minute: 0)
    @minutes = (hour * 60 + minute) % MINUTES_PER_DAY
  end

  def self.at(str)
    h, m = str.split(":").map(&:to_i)
    new(hour: h, minute: m)
  end

  def +(other)
    Clock.new(minute: minutes + to_minutes(other))
  end

  def -(other)
    Clock.new(minute: minutes - to_minutes(other))
  end

  def <=>(other)
    return nil unless other.is_a?(Clock)
    minutes <=> other.minutes
  end

  def eql?(other)
    other.is_a?(Clock) && minutes == other.minutes
  end

  def hash
    minutes.hash
  end

  def to_s
    format("%02d:%02d", *minutes.divmod(60))
  end

  def inspect
    "#<Clock #{self}>"
  end

  private

  def to_minutes(other)
    other.is_a?(Clock) ? other.minutes : other
  end
end

puts Clock.new(hour: 8)
puts Clock.new(hour: 11, minute: 9)
puts Clock.new(hour: 24)
puts Clock.new(hour: 25, minute: 160)
puts Clock.new(hour: -1, minute: 15)
puts Clock.new(hour: -25, minute: -160)
puts Clock.new(minute: 1723)
puts Clock.new(hour: 201, minute: 3001)
puts Clock.new(hour: 10) + 3
puts Clock.new(hour: 0, minute: 45) + 40
puts Clock.new(hour: 10, minute: 3) - 3
puts Clock.new(hour: 0, minute: 3) - 4
puts Clock.at("23:59") + Clock.at("00:02")

a = Clock.new(hour: 15, minute: 37)
b = Clock.new(hour: 15, minute: 37)
c = Clock.new(hour: 15, minute: 36)
p a == b, a.eql?(b), a.equal?(b), a == c, a > c, a == "15:37"
p [a, b, c].uniq, { a => 1, b => 2 }.size
p [Clock.at("12:00"), Clock.at("01:30"), Clock.at("23:15")].sort
p [Clock.at("12:00"), Clock.at("01:30")].max
p Clock.at("10:00").clamp(Clock.at("11:00"), Clock.at("12:00"))
p (Clock.at("09:00")..Clock.at("17:00")).cover?(Clock.at("12:34"))
schedule = {
  "standup" => "09:15", "lunch" => "12:30", "review" => "15:45", "late" => "23:50"
}.transform_values { |t| Clock.at(t) }
schedule.each do |name, time|
  later = time + 90
  puts "#{name.ljust(8)} #{time} -> #{later}#{' (next day)' if later < time}"
end
sorted = schedule.sort_by { |_, t| -t.minutes }
p sorted.map(&:first)
durations = schedule.values.each_cons(2).map { |x, y| y.minutes - x.minutes }
p durations
puts durations.map { |d| "%dh%02dm" % d.divmod(60) }.join(", ")
begin
  Clock.new(hour: 1) < "x"
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
