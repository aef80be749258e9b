# features: error_highlight, raise, exceptions, custom_exceptions
# Ruby 3.1 shows where a NameError was raised under its message: the source
# line and carets under the raise. Other errors keep their plain message.
class UnknownSetting < NameError; end

SETTINGS = { "width" => 80, "height" => 24 }

def setting(key)
  SETTINGS.fetch(key) { raise UnknownSetting, "no setting #{key}" }
end

def lookup(name)
  raise NameError, "undefined variable #{name}" unless name.start_with?("x")
  name.upcase
end

["width", "depth"].each do |key|
  begin
    puts "#{key} = #{setting(key)}"
  rescue NameError => e
    puts "#{e.class}: #{e.message}"
    puts "first line: #{e.message.lines.first.chomp}"
  end
end

begin
  lookup("y1")
rescue => e
  puts e.message
  puts e.to_s == e.message
end

begin
  raise ArgumentError, "plain"
rescue => e
  p e.message
end

err = NameError.new("built first")
p err.message
begin
  raise err
rescue NameError => e
  p e.message
end

begin
  raise NoMethodError.new("no such thing")
rescue NoMethodError => e
  puts e.message
end
