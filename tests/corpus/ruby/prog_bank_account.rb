# features: classes, custom_exceptions, exception_hierarchy, retry, ensure, raise, attr_accessors, format, visibility
# Bank account with custom exceptions
class InsufficientFunds < StandardError
  attr_reader :needed

  def initialize(needed)
    @needed = needed
    super("insufficient funds: need #{format('%.2f', needed)} more")
  end
end

class AccountClosed < StandardError
  def message
    "account is closed"
  end
end

class BankAccount
  attr_reader :owner, :history

  def initialize(owner)
    @owner = owner
    @balance = 0
    @open = false
    @history = []
  end

  def open
    raise ArgumentError, "already open" if @open
    @open = true
    self
  end

  def close
    ensure_open
    @open = false
    @balance = 0
  end

  def balance
    ensure_open
    @balance
  end

  def deposit(amount)
    ensure_open
    raise ArgumentError, "amount must be positive" unless amount.positive?
    @balance += amount
    @history << [:deposit, amount]
    self
  end

  def withdraw(amount)
    ensure_open
    raise ArgumentError, "amount must be positive" if amount <= 0
    raise InsufficientFunds.new(amount - @balance) if amount > @balance
    @balance -= amount
    @history << [:withdraw, amount]
    self
  end

  def to_s
    "#<Account #{owner}: #{@open ? format('$%.2f', @balance) : 'closed'}>"
  end

  private

  def ensure_open
    raise AccountClosed unless @open
  end
end

acct = BankAccount.new("Alice")
puts acct
acct.open.deposit(100).deposit(50.5)
puts acct
acct.withdraw(20)
puts "Balance: #{acct.balance}"
p acct.history

[-5, 0, 1000].each do |amt|
  begin
    acct.withdraw(amt)
  rescue InsufficientFunds => e
    puts "Insufficient: #{e.message} (#{e.needed})"
  rescue ArgumentError => e
    puts "Bad amount: #{e.message}"
  end
end

attempts = 0
begin
  attempts += 1
  acct.withdraw(200)
rescue InsufficientFunds
  acct.deposit(30)
  retry if attempts < 3
  puts "gave up after #{attempts} attempts"
ensure
  puts "ensure ran, balance=#{acct.balance}"
end

acct.close
puts acct
begin
  acct.deposit(10)
rescue AccountClosed => e
  puts "Closed: #{e.message} #{e.class.ancestors.take(3).inspect}"
end
begin
  acct.open.open
rescue => e
  puts e.message
end
puts acct.history.map(&:first).tally.inspect
