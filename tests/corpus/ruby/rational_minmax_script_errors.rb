# features: rational_complex, exceptions
p 3r, 0.75r, 1_000r, 3r + 1, 1.5r * 2
p [3, 1, 2].minmax_by { |x| -x }, %w[bb a ccc].minmax_by(&:size), [].minmax_by { |x| x }
begin
  raise SyntaxError, "unexpected *"
rescue ScriptError => e
  puts "#{e.class}: #{e.message}"
end
begin
  raise NotImplementedError, "todo"
rescue NotImplementedError => e
  puts "#{e.class}: #{e.message} #{e.is_a?(StandardError)}"
end
