// features: program, abstract_class, inheritance, custom_exceptions, builtin_exceptions, multi_catch, string_format, long_arithmetic, collections_utils, method_reference, streams, integer_literals
import java.util.*;

public class BankLedger {
    static class InsufficientFundsException extends Exception {
        InsufficientFundsException(String msg) { super(msg); }
    }

    static abstract class Account {
        protected final String id;
        protected long cents;
        private final List<String> history = new ArrayList<>();
        Account(String id, long cents) { this.id = id; this.cents = cents; }
        abstract double rate();
        void deposit(long c) {
            if (c <= 0) throw new IllegalArgumentException("Deposit must be positive: " + c);
            cents += c;
            history.add("+" + c);
        }
        void withdraw(long c) throws InsufficientFundsException {
            if (c > cents) throw new InsufficientFundsException(id + ": need " + fmt(c) + ", have " + fmt(cents));
            cents -= c;
            history.add("-" + c);
        }
        void accrue() { long interest = Math.round(cents * rate() / 12); cents += interest; history.add("i" + interest); }
        List<String> history() { return Collections.unmodifiableList(history); }
        @Override public String toString() { return String.format("%s[%s] %s", getClass().getSimpleName(), id, fmt(cents)); }
    }

    static class Savings extends Account {
        Savings(String id, long c) { super(id, c); }
        double rate() { return 0.05; }
    }

    static class Checking extends Account {
        Checking(String id, long c) { super(id, c); }
        double rate() { return 0.001; }
    }

    static String fmt(long cents) {
        return String.format("$%,d.%02d", cents / 100, Math.abs(cents % 100));
    }

    public static void main(String[] args) {
        List<Account> accounts = List.of(new Savings("S-1", 1_000_000), new Checking("C-1", 25_050), new Savings("S-2", 99));
        String[] ops = {"S-1 w 250000", "C-1 d 1000", "C-1 w 30000", "S-2 d -5", "S-2 d 1", "X-9 d 10"};
        Map<String, Account> byId = new HashMap<>();
        for (Account a : accounts) byId.put(a.id, a);
        for (String op : ops) {
            String[] p = op.split(" ");
            Account a = byId.get(p[0]);
            try {
                if (a == null) throw new NoSuchElementException("no account " + p[0]);
                long amt = Long.parseLong(p[2]);
                if (p[1].equals("w")) a.withdraw(amt); else a.deposit(amt);
                System.out.println("ok   " + op + " -> " + a);
            } catch (InsufficientFundsException e) {
                System.out.println("fail " + op + " -> " + e.getMessage());
            } catch (RuntimeException e) {
                System.out.println("err  " + op + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        for (int month = 0; month < 3; month++) accounts.forEach(Account::accrue);
        accounts.forEach(System.out::println);
        System.out.println(accounts.get(0).history());
        long total = accounts.stream().mapToLong(a -> a.cents).sum();
        System.out.println("total " + fmt(total));
    }
}
