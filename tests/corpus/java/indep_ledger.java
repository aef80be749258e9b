// features: program, record_declaration, enum_declaration, switch_arrow, custom_exceptions, streams, string_format, hash_map
// An independently written program (a user's idiom, not written against the VM).
import java.util.*;
import java.util.stream.*;

public class Ledger {
    enum Kind { DEPOSIT, WITHDRAW, TRANSFER }

    record Txn(int id, String account, Kind kind, long cents, String memo) {
        Txn {
            if (cents < 0) throw new IllegalArgumentException("negative amount: " + cents);
        }
        String display() {
            return String.format("#%03d %-8s %-9s %10.2f %s", id, account, kind, cents / 100.0, memo);
        }
    }

    static class InsufficientFunds extends RuntimeException {
        InsufficientFunds(String acct, long need) {
            super("account " + acct + " lacks " + need + " cents");
        }
    }

    private final Map<String, Long> balances = new TreeMap<>();
    private final List<Txn> history = new ArrayList<>();
    private int nextId = 1;

    void apply(String account, Kind kind, long cents, String memo) {
        Txn t = new Txn(nextId++, account, kind, cents, memo);
        long cur = balances.getOrDefault(account, 0L);
        switch (kind) {
            case DEPOSIT -> balances.put(account, cur + cents);
            case WITHDRAW -> {
                if (cur < cents) throw new InsufficientFunds(account, cents - cur);
                balances.put(account, cur - cents);
            }
            case TRANSFER -> balances.merge(account, cents, Long::sum);
        }
        history.add(t);
    }

    public static void main(String[] args) {
        Ledger l = new Ledger();
        l.apply("alice", Kind.DEPOSIT, 150000, "salary");
        l.apply("bob", Kind.DEPOSIT, 42050, "gift");
        l.apply("alice", Kind.WITHDRAW, 2599, "books");
        try {
            l.apply("bob", Kind.WITHDRAW, 99999, "car");
        } catch (InsufficientFunds e) {
            System.out.println("error: " + e.getMessage());
        }
        try {
            l.apply("carol", Kind.DEPOSIT, -5, "oops");
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        l.apply("carol", Kind.TRANSFER, 1234, "refund");
        for (Txn t : l.history) System.out.println(t.display());
        l.balances.forEach((k, v) -> System.out.printf("%s => %,d.%02d%n", k, v / 100, v % 100));
        long total = l.balances.values().stream().mapToLong(Long::longValue).sum();
        System.out.println("total=" + total);
        Map<Kind, Long> byKind = l.history.stream()
            .collect(Collectors.groupingBy(Txn::kind, TreeMap::new, Collectors.summingLong(Txn::cents)));
        System.out.println(byKind);
        Optional<Txn> biggest = l.history.stream().max(Comparator.comparingLong(Txn::cents));
        System.out.println(biggest.map(Txn::memo).orElse("none"));
        System.out.println(l.history.get(0));
    }
}
