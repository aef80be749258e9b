// features: program, class_declaration, inheritance, lambda_expression, anonymous_class, hash_map, field_declaration
// Java keeps fields and methods apart: an account's `balance` field and its
// balance() accessor share a name, and both stay reachable however the
// object is reached - through an untyped lambda parameter (a Map's forEach),
// a subclass whose accessor hides nothing, super.field, or an anonymous class.
import java.util.*;

public class field_method_same_name {
    static class Account {
        final String id;
        long balance;
        Account(String id, long balance) { this.id = id; this.balance = balance; }
        long balance() { return balance; }
        String id() { return "acct-" + id; }
    }

    static class Counter {
        int value = 3;
    }

    static class DoublingCounter extends Counter {
        int value() { return value * 2; }
        int raw() { return super.value; }
    }

    interface Meter { int count(); }

    public static void main(String[] args) {
        Map<String, Account> accounts = new TreeMap<>();
        for (String name : List.of("ann", "bob", "cy")) accounts.put(name, new Account(name, name.length() * 100));

        // snapshot and roll back through lambdas whose parameters have no written type
        Map<Account, Long> snapshot = new HashMap<>();
        accounts.values().forEach(a -> snapshot.put(a, a.balance));
        accounts.values().forEach(a -> a.balance -= 50);
        StringJoiner after = new StringJoiner(", ");
        accounts.forEach((k, v) -> after.add(v.id() + "=" + v.balance()));
        System.out.println("after debit: " + after);
        snapshot.forEach((a, b) -> a.balance = b);
        accounts.forEach((k, v) -> System.out.println(k + " " + v.id + " " + v.balance() + " " + v.balance));

        long total = accounts.values().stream().mapToLong(a -> a.balance()).sum();
        System.out.println("total " + total);
        Optional<Account> richest = accounts.values().stream().max(Comparator.comparingLong(a -> a.balance));
        System.out.println("richest " + richest.map(a -> a.id()).orElse("none"));

        DoublingCounter d = new DoublingCounter();
        d.value = 21;
        Counter c = d;
        System.out.println(d.value() + " " + d.value + " " + c.value + " " + d.raw());

        Meter m = new Meter() {
            int count = 10;
            public int count() { return count++; }
        };
        System.out.println(m.count() + " " + m.count() + " " + m.count());
    }
}
