// features: program, custom_exceptions, try_statement, inheritance, string_format, streams, hash_map
import java.util.*;

public class AccountErrors {
    static class BankException extends Exception {
        private final String account;
        BankException(String account, String message) {
            super(message);
            this.account = account;
        }
        String getAccount() { return account; }
    }

    static class InsufficientFundsException extends BankException {
        final long shortBy;
        InsufficientFundsException(String account, long shortBy) {
            super(account, "insufficient funds: short by " + shortBy);
            this.shortBy = shortBy;
        }
    }

    static class FrozenAccountException extends BankException {
        FrozenAccountException(String account) { super(account, "account " + account + " is frozen"); }
    }

    static class Account {
        final String id;
        long cents;
        boolean frozen;
        final List<String> history = new ArrayList<>();
        Account(String id, long cents) { this.id = id; this.cents = cents; }

        void withdraw(long amount) throws BankException {
            if (frozen) throw new FrozenAccountException(id);
            if (amount <= 0) throw new IllegalArgumentException("amount must be positive: " + amount);
            if (amount > cents) throw new InsufficientFundsException(id, amount - cents);
            cents -= amount;
            history.add("-" + amount);
        }
        void deposit(long amount) {
            if (amount <= 0) throw new IllegalArgumentException("amount must be positive: " + amount);
            cents += amount;
            history.add("+" + amount);
        }
    }

    static final Map<String, Account> accounts = new LinkedHashMap<>();

    static void transfer(String from, String to, long amount) throws BankException {
        Account a = accounts.get(from);
        Account b = accounts.get(to);
        if (a == null || b == null) throw new BankException(a == null ? from : to, "no such account");
        a.withdraw(amount);
        try {
            b.deposit(amount);
        } catch (IllegalArgumentException e) {
            a.deposit(amount);
            throw e;
        }
    }

    static String money(long c) { return String.format("%s%d.%02d", c < 0 ? "-" : "", Math.abs(c) / 100, Math.abs(c) % 100); }

    public static void main(String[] args) {
        accounts.put("alice", new Account("alice", 10_000));
        accounts.put("bob", new Account("bob", 2_550));
        accounts.put("carol", new Account("carol", 0));
        accounts.get("carol").frozen = true;
        String[][] ops = {
            {"alice", "bob", "2500"}, {"bob", "carol", "9999"}, {"carol", "alice", "1"},
            {"bob", "dave", "5"}, {"alice", "bob", "-3"}, {"bob", "alice", "5050"}, {"alice", "carol", "1"}
        };
        int ok = 0, failed = 0;
        for (String[] op : ops) {
            try {
                transfer(op[0], op[1], Long.parseLong(op[2]));
                ok++;
                System.out.println("OK   " + op[0] + " -> " + op[1] + " " + money(Long.parseLong(op[2])));
            } catch (InsufficientFundsException e) {
                failed++;
                System.out.println("FAIL " + e.getAccount() + ": " + e.getMessage() + " (" + money(e.shortBy) + ")");
            } catch (BankException e) {
                failed++;
                System.out.println("FAIL " + e.getClass().getSimpleName() + " [" + e.getAccount() + "] " + e.getMessage());
            } catch (RuntimeException e) {
                failed++;
                System.out.println("FAIL " + e);
            } finally {
                System.out.println("     balances " + accounts.values().stream().map(a -> a.id + "=" + money(a.cents)).toList());
            }
        }
        System.out.println(ok + " ok, " + failed + " failed");
        for (Account a : accounts.values()) System.out.println(a.id + " " + a.history);
        Exception e = new InsufficientFundsException("x", 5);
        System.out.println(e instanceof BankException);
        System.out.println(e);
    }
}
