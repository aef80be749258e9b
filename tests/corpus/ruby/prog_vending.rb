# features: string_frozen_literals, custom_exceptions, case_in, lambdas, freeze, symbols, uncaught_exception, endless_method
# frozen_string_literal: true
# Vending machine state machine; ends with an uncaught exception
class VendingError < StandardError; end
class OutOfStock < VendingError; end
class NotEnoughMoney < VendingError
  def initialize(price, paid)
    super("price is #{price}, paid #{paid}")
  end
end

class VendingMachine
  COINS = { penny: 1, nickel: 5, dime: 10, quarter: 25, dollar: 100 }.freeze
  attr_reader :state, :credit

  def initialize(stock)
    @stock = stock
    @state = :idle
    @credit = 0
    @log = []
  end

  def insert(coin)
    value = COINS.fetch(coin) { raise ArgumentError, "unknown coin #{coin.inspect}" }
    @credit += value
    transition(:has_credit)
    self
  end

  def select(item)
    price, count = @stock[item]
    raise OutOfStock, "#{item} is sold out" if count.nil? || count.zero?
    raise NotEnoughMoney.new(price, @credit) if @credit < price
    @stock[item] = [price, count - 1]
    change = make_change(@credit - price)
    @credit = 0
    transition(:idle)
    [item, change]
  end

  def make_change(amount)
    COINS.sort_by { |_, v| -v }.each_with_object({}) do |(name, value), acc|
      n, amount = amount.divmod(value)
      acc[name] = n if n.positive?
    end
  end

  def history = @log.join(" -> ")

  private

  def transition(to)
    @log << "#{@state}:#{to}" unless @state == to
    @state = to
  end
end

vm = VendingMachine.new({ "cola" => [125, 2], "chips" => [65, 0], "gum" => [35, 5] })
vm.insert(:dollar).insert(:quarter).insert(:dime)
p vm.state, vm.credit
item, change = vm.select("cola")
puts "Got #{item}, change: #{change}"
vm.insert(:quarter)
[-> { vm.select("chips") }, -> { vm.select("gum") }, -> { vm.insert(:euro) }, -> { vm.select("water") }].each do |action|
  action.call
rescue OutOfStock => e
  puts "Out of stock: #{e.message}"
rescue VendingError => e
  puts "#{e.class.name}: #{e.message} (#{e.is_a?(StandardError)})"
rescue ArgumentError => e
  puts "Argument problem: #{e.message}"
end
vm.insert(:dime)
p vm.select("gum")
puts vm.history

s = "frozen"
p s.frozen?, String.new("x").frozen?, :sym.frozen?, 42.frozen?, nil.to_s.frozen?
begin
  s << "more"
rescue FrozenError => e
  puts "FrozenError: #{e.message}"
end
t = s.dup
t << " thawed"
p t, +s == s, (+s).frozen?
arr = [1, 2].freeze
begin
  arr << 3
rescue => e
  puts "#{e.class}: #{e.message}"
end
p %i[a b c].map(&:to_s), :abc <=> :abd, :a.size, :"with space", "str".to_sym, :upcase.to_proc.call("abc")

def check(value)
  case value
  in Integer => n if n > 100 then "big int #{n}"
  in Integer | Float => n then "number #{n}"
  in String => str then "string of #{str.size}"
  in [first, *rest] then "array starting #{first} (+#{rest.size})"
  in { name: String => name } then "named #{name}"
  in nil then "nil!"
  else "other #{value.class}"
  end
end
[5, 500, 2.5, "hey", [1, 2, 3], { name: "Zoe", age: 3 }, nil, :sym].each { |v| puts check(v) }
config = { db: { user: "admin", port: 5432 } }
config => { db: { port: } }
puts "port=#{port}"
puts "about to fail"
vm.select("chips")
puts "never printed"
