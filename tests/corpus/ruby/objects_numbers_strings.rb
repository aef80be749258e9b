# features: classes, exceptions, string_methods, regex
# Object, number and string odds and ends a utility script touches.
class Account
  attr_writer :note
  attr_reader :balance
  @@count = 0
  LIMIT = 500

  def initialize(balance)
    @balance = balance
    @@count += 1
  end

  def note_text = (@note || "none")

  protected

  def raw = @balance

  public

  def richer_than?(other) = raw > other.raw
end

a = Account.new(100)
b = Account.new(40)
a.note = "main"
p a.note_text, a.richer_than?(b), Account.class_variable_get(:@@count), Account.const_get(:LIMIT)
p Account.instance_methods(false).sort.first(3)
p a.instance_of?(Account), a.kind_of?(Object), a.equal?(a), a.instance_variable_defined?(:@note)
p a.__send__(:balance), a.itself.equal?(a), a.object_id == a.object_id, a.clone.balance
p 5.tap { |x| puts "tapped #{x}" }, 6.yield_self { |x| x * 7 }
$stdout.sync = true
"displayed\n".display

begin
  begin
    raise ArgumentError, "inner"
  rescue => e
    raise RuntimeError, "outer"
  end
rescue => e
  p e.message, e.exception.equal?(e)
  p e.full_message.include?("outer"), RuntimeError.exception("made").message
end

p 1.0.finite?, (1 / 0.0).infinite?, 3.7.to_int, Float::EPSILON < 1e-10, Float::INFINITY > 10**100, Float::NAN.nan?
p(-5.magnitude, 7.div(2), -7.modulo(3), 0.nonzero?, 3.nonzero?, 4.integer?, 4.finite?, 255.bit_length, 9.to_int)
p 1.coerce(2.5), -(3), 16 >> 2
printf("%.3f %.3f %.3f %.3f\n", Math.sin(1), Math.cos(1), Math.tan(1), Math.atan2(1, 2))
printf("%.3f %.3f %.3f %.1f %.3f %.1f %.1f\n", Math.asin(0.5), Math.acos(0.5), Math.atan(1), Math.cbrt(27),
       Math.exp(1), Math.log10(1000), Math.log2(8))
puts sprintf("%05.1f|%-5s|%x", 3.14159, "ab", 255)

m = /(?<year>\d{4})-(?<month>\d\d)/.match("due 2024-06 soon")
p m.captures, m.named_captures, m.names, m.post_match, /a+b/.source
s = +"  Hello World  "
s.strip!
p s, s.bytesize, s.casecmp("hello world"), s.casecmp?("HELLO WORLD"), s.chop, "  x".lstrip
t = +"line\n"
t.chomp!
t.capitalize!
p t
u = +"MiXeD"
u.swapcase!
p u
u.downcase!
p u
g = +"a-b-c"
g.gsub!("-", "+")
g.sub!("+", "=")
p g
g[0] = "Z"
p g, "abc".to_str, "sym".intern, :sym.id2name
"ab".each_byte { |c| print c, " " }
puts
"one\ntwo\n".each_line { |l| print l.upcase }
sq = proc { |s| s.upcase }
p sq.call("q"), proc { |x, y| }.arity, lambda { |x| }.arity
doubler = proc { |x| x * 2 }
p [1, 2].map(&doubler.to_proc), (1...5).exclude_end?, [:a].map(&:to_proc).size
Point = Struct.new(:x, :y)
pt = Point.new(1, 2)
pt[:x] = 10
p pt.deconstruct, pt
h = {}
h[:k] = 1
h.default = 0
p h[:missing]
arr = [1, 2]
arr[5] = 6
p arr
