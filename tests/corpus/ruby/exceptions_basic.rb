# features: exceptions, raise, custom_exceptions, ensure, retry, exception_hierarchy
class ValidationError < StandardError
  def initialize(msg = "validation failed")
    super
  end
end

class AgeError < ValidationError
  attr_reader :age
  def initialize(age)
    @age = age
    super("invalid age: #{age}")
  end
end

def check_age(age)
  raise AgeError.new(age) if age < 0
  raise ArgumentError, "too old" if age > 150
  age
end

[10, -5, 200].each do |a|
  begin
    puts "ok #{check_age(a)}"
  rescue AgeError => e
    puts "AgeError: #{e.message} (#{e.age})"
  rescue ArgumentError => e
    puts "ArgumentError: #{e.message}"
  ensure
    puts "checked #{a}"
  end
end

begin
  raise ValidationError
rescue StandardError => e
  puts "#{e.class}: #{e.message}"
end

attempts = 0
begin
  attempts += 1
  raise "flaky" if attempts < 3
  puts "succeeded after #{attempts}"
rescue
  retry
end

def risky
  yield
rescue ZeroDivisionError => e
  "rescued #{e.class}"
else
  "no error"
ensure
  puts "cleanup"
end
puts risky { 1 / 0 }
puts risky { 1 }

x = Integer("42") rescue -1
y = Integer("abc") rescue -1
puts x, y

begin
  [].fetch(5)
rescue IndexError => e
  puts "IndexError #{e.message}"
end

begin
  nil.upcase
rescue NoMethodError => e
  puts "NoMethodError: #{e.message.lines.first.chomp}"
end

begin
  raise TypeError, "bad type"
rescue ArgumentError, TypeError => e
  puts "multi: #{e.message}"
end

e = RuntimeError.new("boom")
p e, e.message
puts ValidationError.ancestors.include?(StandardError)
begin
  begin
    raise "inner"
  rescue => e
    raise ArgumentError, "outer from #{e.message}"
  end
rescue => e2
  puts e2.message
end
