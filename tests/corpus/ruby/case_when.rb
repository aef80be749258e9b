# features: case_when, ranges, regex, symbols
def grade(score)
  case score
  when 90..100 then "A"
  when 80...90 then "B"
  when 70...80 then "C"
  else "F"
  end
end
[95, 85, 72, 10].each { |s| puts grade(s) }

def kind(x)
  case x
  when Integer then "integer"
  when Float then "float"
  when String, Symbol then "stringish"
  when nil then "nil"
  when Array then "array of #{x.size}"
  when Hash then "hash"
  else "other"
  end
end
[1, 2.0, "s", :s, nil, [1, 2], {}, 1..2].each { |v| puts kind(v) }

def token(s)
  case s
  when /\A\d+\z/ then "number"
  when /\A[a-z]+\z/i then "word"
  else "symbol"
  end
end
%w[123 abc ABC +].each { |t| puts token(t) }

cmd = :stop
msg = case cmd
      when :go, :run
        "moving"
      when :stop
        "stopped"
      end
puts msg
v = case 5 when 1 then "one" end
p v
