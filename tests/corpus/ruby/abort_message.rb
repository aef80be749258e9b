# features: uncaught_exception
# abort prints its message on stderr and ends the program with status 1.
def check!(config)
  abort("missing key: #{config.keys.first}") unless config.values.all?
  puts "config ok"
end
check!({ "port" => 80 })
check!({ "host" => nil })
puts "not reached"
