# features: classes, exceptions, custom_exceptions, attr_accessors, raise
class BankAccount
  class AccountError < StandardError; end

  attr_reader :balance

  def initialize
    @open = false
    @balance = 0
  end

  def open
    raise AccountError, "account already open" if @open
    @open = true
    @balance = 0
    self
  end

  def close
    ensure_open
    @open = false
  end

  def deposit(amount)
    ensure_open
    raise ArgumentError, "amount must be greater than 0" unless amount.positive?
    @balance += amount
  end

  def withdraw(amount)
    ensure_open
    raise ArgumentError, "amount must be greater than 0" if amount <= 0
    raise ArgumentError, "amount must be less than balance" if amount > @balance
    @balance -= amount
  end

  private

  def ensure_open
    raise AccountError, "account not open" unless @open
  end
end

acct = BankAccount.new.open
acct.deposit(100)
acct.withdraw(30)
puts acct.balance
[-> { acct.withdraw(500) }, -> { acct.deposit(-1) }, -> { acct.open }].each do |action|
  begin
    action.call
  rescue BankAccount::AccountError, ArgumentError => e
    puts "#{e.class.name.split('::').last}: #{e.message}"
  end
end
acct.close
begin
  acct.balance.then { |b| acct.deposit(b) }
rescue => e
  puts e.message
end
