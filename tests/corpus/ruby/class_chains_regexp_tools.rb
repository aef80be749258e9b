# features: exception_hierarchy, custom_exceptions, modules, mixins, regex, struct, keyword_args, splat
# Class chains as Ruby reports them, Regexp helpers, and **hash into keywords.
module Auditable
  def audit = "audited #{self.class}"
end

class ValidationError < ArgumentError; end
class Record
  include Auditable
end
class Invoice < Record; end

p Invoice.ancestors
p Invoice.superclass, Record.superclass, Auditable.class, Invoice.class
p Invoice < Record, Record < Invoice, Invoice <= Invoice, Record > Invoice, (Invoice < String).inspect
p Invoice.include?(Auditable), Record.include?(Comparable), Invoice.included_modules.first
p ValidationError.ancestors.take(5)
[KeyError, StopIteration, ZeroDivisionError, NoMethodError, FrozenError, TypeError, ValidationError].each do |c|
  puts "#{c} < #{c.superclass} (StandardError? #{c <= StandardError})"
end
p KeyError.new("k").is_a?(IndexError), ZeroDivisionError.new.is_a?(StandardError)
p [1, "a"].map { |x| x.is_a?(Comparable) }

# Regexp helpers
p Regexp.escape("1.5*[x]+(y)? {a|b} #c-d ^$"), Regexp.quote("a b\tc\n")
words = %w[a.b c+ d]
re = Regexp.union(words)
p re, re.source
p "xx c+ yy".match(re)[0], "a.b".match?(re), "axb".match?(re)
p Regexp.union(/cat/i, "dog."), Regexp.union
if "price: 42 EUR" =~ /(?<amount>\d+) (?<cur>[A-Z]+)/
  p Regexp.last_match, Regexp.last_match(1), Regexp.last_match(:cur)
end
p "2024-05-06".match(/(\d+)-(\d+)-(\d+)/)
p nil =~ /x/, nil ^ true, nil | false

# **hash into keyword parameters and keyword_init structs
Item = Struct.new(:sku, :qty, keyword_init: true)
def label(sku:, qty: 1, **rest) = "#{sku} x#{qty} #{rest}"
attrs = { sku: "A1", qty: 3 }
p Item.new(**attrs), Item.new(**attrs, qty: 9)
puts label(**attrs), label(**attrs, color: "red")
Pair = Struct.new(:left, :right)
pr = Pair.new(1, [2, [3]])
p pr.respond_to?(:to_h), pr.respond_to?(:each_pair), pr.size, pr.values_at(0, 1), pr.dig(:right, 1, 0)
pr.each_pair { |k, v| puts "#{k}=#{v.inspect}" }
p pr.select { |v| v.is_a?(Integer) }, pr.eql?(Pair.new(1, [2, [3]])), pr.deconstruct_keys(nil)
begin
  pr.values_at(5)
rescue IndexError => e
  puts "#{e.class}: #{e.message}"
end
