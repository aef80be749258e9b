# features: keyword_args, default_args, splat, method_def, hashes
def greet(name, greeting: "Hello", punct: "!")
  "#{greeting}, #{name}#{punct}"
end
puts greet("Ann")
puts greet("Bob", greeting: "Hi")
puts greet("Cy", punct: "?", greeting: "Yo")

def box(w, h = w, *rest, label: "box", **opts)
  "#{label} #{w}x#{h} rest=#{rest.inspect} opts=#{opts.inspect}"
end
puts box(2)
puts box(2, 3, 4, 5, label: "crate", color: "red")

def sum_all(*nums)
  nums.sum
end
puts sum_all, sum_all(1, 2, 3)

def required_kw(a:, b: 2)
  a + b
end
puts required_kw(a: 1), required_kw(b: 5, a: 1)

def opts_hash(options = {})
  options.map { |k, v| "#{k}=#{v}" }.join("&")
end
puts opts_hash(x: 1, y: 2)
def defaults(a, b = a * 2, c = b + 1)
  [a, b, c]
end
p defaults(1), defaults(1, 5), defaults(1, 5, 0)
