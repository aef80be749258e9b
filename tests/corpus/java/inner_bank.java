// features: program, nested_static_class, lambda_expression, method_reference, string_format, builtin_exceptions, try_statement
import java.util.*;
import java.util.function.*;

public class Bank2 {
    private final String name;
    private final List<Account> accounts = new ArrayList<>();
    private int nextId = 100;

    Bank2(String name) { this.name = name; }

    class Account {
        final int id;
        final String owner;
        private double balance;
        Account(String owner, double initial) {
            this.id = nextId++;
            this.owner = owner;
            this.balance = initial;
            accounts.add(this);
        }
        void deposit(double amt) {
            if (amt <= 0) throw new IllegalArgumentException("Deposit must be positive");
            balance += amt;
        }
        void withdraw(double amt) {
            if (amt > balance) throw new IllegalStateException("Insufficient funds in " + id);
            balance -= amt;
        }
        String bankName() { return name; }
        @Override public String toString() { return String.format("%s#%d[%s: %.2f]", Bank2.this.name, id, owner, balance); }
    }

    double total() {
        double t = 0;
        for (Account a : accounts) t += a.balance;
        return t;
    }

    public static void main(String[] args) {
        Bank2 bank = new Bank2("First");
        Bank2.Account a = bank.new Account("Ann", 100);
        Account b = bank.new Account("Ben", 50.5);
        a.deposit(25);
        b.withdraw(20.25);
        System.out.println(a);
        System.out.println(b + " " + b.bankName());
        try { a.withdraw(1000); } catch (IllegalStateException e) { System.out.println("Error: " + e.getMessage()); }
        try { b.deposit(-5); } catch (IllegalArgumentException e) { System.out.println("Error: " + e.getMessage()); }
        System.out.printf("Total: %.2f%n", bank.total());
        BiFunction<Double, Double, Double> interest = (p, r) -> p * r / 100;
        Function<Double, String> fmt = d -> String.format("$%.2f", d);
        System.out.println(interest.andThen(fmt).apply(200.0, 5.0));
        Supplier<List<String>> sup = ArrayList::new;
        List<String> owners = sup.get();
        for (Account acc : bank.accounts) owners.add(acc.owner);
        System.out.println(owners);
        Predicate<String> startsA = s -> s.startsWith("A");
        System.out.println(startsA.negate().test("Ann") + " " + startsA.or(s -> s.length() == 3).test("Ben"));
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println(up.apply("hello"));
        BinaryOperator<Integer> add = Integer::sum;
        System.out.println(add.apply(3, 4));
        Consumer<String> printer = s -> System.out.print("[" + s + "]");
        printer.andThen(s -> System.out.println("<" + s + ">")).accept("x");
        IntBinaryOperator mul = (x, y) -> x * y;
        System.out.println(mul.applyAsInt(6, 7));
        Function<Integer, Integer> inc = x -> x + 1, dbl = x -> x * 2;
        System.out.println(inc.compose(dbl).apply(5) + " " + inc.andThen(dbl).apply(5) + " " + Function.<Integer>identity().apply(9));
    }
}
