# features: hashes, arrays, recursion, case_when, string_methods, inspect
def render(value, indent = 0)
  pad = "  " * indent
  case value
  when Hash
    value.each do |k, v|
      if v.is_a?(Hash) || v.is_a?(Array)
        puts "#{pad}#{k}:"
        render(v, indent + 1)
      else
        puts "#{pad}#{k}: #{v.inspect}"
      end
    end
  when Array
    value.each_with_index do |v, i|
      if v.is_a?(Hash) || v.is_a?(Array)
        puts "#{pad}- [#{i}]"
        render(v, indent + 1)
      else
        puts "#{pad}- #{v}"
      end
    end
  else
    puts "#{pad}#{value}"
  end
end

config = {
  name: "app",
  version: 1.2,
  servers: [{ host: "a.example", port: 80 }, { host: "b.example", port: 8080 }],
  features: %w[auth cache],
  debug: false,
  owner: nil
}
render(config)
p config[:servers].map { |s| s[:port] }.sum
p config.dig(:servers, 1, :host)
def deep_count(v)
  case v
  when Hash then v.values.sum { |x| deep_count(x) }
  when Array then v.sum { |x| deep_count(x) }
  else 1
  end
end
puts deep_count(config)
p config.keys, config.select { |_, v| v.nil? || v == false }.keys
