// features: program, record_declaration, constructor_chaining, varargs, generics, method_overloading
import java.math.BigDecimal;
import java.util.*;

public class record_extra_constructors {
    record Item(String name, BigDecimal price, int qty) {
        Item(String name, String price, int qty) { this(name, new BigDecimal(price), qty); }
        Item(String name, String price) { this(name, price, 1); }
    }
    record Range(int lo, int hi) {
        Range {
            if (lo > hi) throw new IllegalArgumentException("lo > hi: " + lo + " > " + hi);
        }
        Range(int single) { this(single, single); }
        int size() { return hi - lo + 1; }
    }
    record Money(long cents, String currency) {
        Money(long cents, String currency) {
            this.cents = cents;
            this.currency = currency.toUpperCase();
        }
        Money(double amount) { this(Math.round(amount * 100), "eur"); }
    }
    record Pair<A, B>(A first, B second) {
        Pair(A both) { this(both, null); }
    }
    record Tags(String owner, String... tags) {
        Tags(String owner) { this(owner, "none"); }
        @Override public String toString() { return owner + Arrays.toString(tags); }
    }

    public static void main(String[] args) {
        System.out.println(new Item("tea", "2.50", 3));
        System.out.println(new Item("mug", new BigDecimal("7.5"), 2));
        System.out.println(new Item("spoon", "0.99"));
        System.out.println(new Range(4) + " size " + new Range(4).size() + ", " + new Range(2, 9).size());
        try {
            new Range(5, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        System.out.println(new Money(12.345) + " " + new Money(500, "usd"));
        System.out.println(new Pair<>("x") + " " + new Pair<>(1, 2.5));
        System.out.println(new Tags("ann") + " " + new Tags("bob", "a", "b"));
        System.out.println(new Item("tea", "2.50", 3).equals(new Item("tea", new BigDecimal("2.50"), 3)));
    }
}
