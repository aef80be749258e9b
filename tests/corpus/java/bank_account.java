// features: program, class_declaration, custom_exceptions, constructor_chaining, static_members, try_statement, throw_statement, constructor_declaration, field_declaration
public class Bank {
    public static void main(String[] args) {
        Account a = new Account("alice", 100);
        Account b = new Account("bob");
        try {
            a.withdraw(30);
            a.transfer(b, 50);
            System.out.println(a + " / " + b);
            b.withdraw(80);
        } catch (InsufficientFundsException e) {
            System.out.println("failed: " + e.getMessage() + " (short by " + e.getShortfall() + ")");
        } finally {
            System.out.println("accounts opened: " + Account.count);
        }
        try {
            a.deposit(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        System.out.println(a + " / " + b);
    }
}

class InsufficientFundsException extends Exception {
    private final int shortfall;
    InsufficientFundsException(String msg, int shortfall) {
        super(msg);
        this.shortfall = shortfall;
    }
    int getShortfall() { return shortfall; }
}

class Account {
    static int count = 0;
    private final String owner;
    private int balance;

    Account(String owner, int balance) {
        this.owner = owner;
        this.balance = balance;
        count++;
    }

    Account(String owner) {
        this(owner, 0);
    }

    void deposit(int amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount must be positive: " + amount);
        balance += amount;
    }

    void withdraw(int amount) throws InsufficientFundsException {
        if (amount > balance) throw new InsufficientFundsException(owner + " cannot withdraw " + amount, amount - balance);
        balance -= amount;
    }

    void transfer(Account to, int amount) throws InsufficientFundsException {
        withdraw(amount);
        to.deposit(amount);
    }

    @Override
    public String toString() { return owner + ":" + balance; }
}
