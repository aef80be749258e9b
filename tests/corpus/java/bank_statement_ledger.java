// features: program, enum_declaration, record_declaration, custom_exceptions, switch_expression, cast_expression, streams, string_format, long_arithmetic
import java.util.*;
import java.util.stream.*;

public class BankStatement {
    enum Kind { DEPOSIT, WITHDRAWAL, FEE, INTEREST, TRANSFER }
    record Txn(int day, Kind kind, long cents, String memo) {}

    static class InsufficientFunds extends Exception {
        final long shortBy;
        InsufficientFunds(long shortBy) { super("short by " + fmt(shortBy)); this.shortBy = shortBy; }
    }

    static String fmt(long cents) {
        return String.format("%s$%,d.%02d", cents < 0 ? "-" : "", Math.abs(cents) / 100, Math.abs(cents) % 100);
    }

    private long balance;
    private final List<Txn> txns = new ArrayList<>();
    private final long overdraft;

    BankStatement(long opening, long overdraft) { balance = opening; this.overdraft = overdraft; }

    void apply(Txn t) throws InsufficientFunds {
        long delta = switch (t.kind()) {
            case DEPOSIT, INTEREST -> t.cents();
            case WITHDRAWAL, FEE, TRANSFER -> -t.cents();
        };
        if (balance + delta < -overdraft) throw new InsufficientFunds(-(balance + delta + overdraft));
        balance += delta;
        txns.add(t);
    }

    public static void main(String[] args) {
        BankStatement acct = new BankStatement(150_000, 20_000);
        Object[][] raw = {
            {1, Kind.DEPOSIT, 250_000L, "salary"}, {3, Kind.WITHDRAWAL, 120_050L, "rent"}, {5, Kind.FEE, 1_500L, "card fee"},
            {9, Kind.TRANSFER, 300_000L, "car"}, {9, Kind.TRANSFER, 290_000L, "car (retry)"}, {15, Kind.WITHDRAWAL, 9_999L, "groceries"},
            {20, Kind.INTEREST, 37L, "interest"}, {28, Kind.DEPOSIT, 12_345L, "refund"}
        };
        for (Object[] r : raw) {
            Txn t = new Txn((Integer) r[0], (Kind) r[1], (Long) r[2], (String) r[3]);
            try {
                acct.apply(t);
                System.out.printf("day %2d %-10s %12s  balance %12s%n", t.day(), t.kind(), fmt(t.cents()), fmt(acct.balance));
            } catch (InsufficientFunds e) {
                System.out.printf("day %2d %-10s %12s  DECLINED (%s)%n", t.day(), t.kind(), fmt(t.cents()), e.getMessage());
            }
        }
        Map<Kind, Long> totals = acct.txns.stream().collect(Collectors.groupingBy(Txn::kind, () -> new EnumMap<>(Kind.class), Collectors.summingLong(Txn::cents)));
        totals.forEach((k, v) -> System.out.println(k + ": " + fmt(v)));
        LongSummaryStatistics out = acct.txns.stream().filter(t -> t.kind() != Kind.DEPOSIT && t.kind() != Kind.INTEREST)
            .mapToLong(Txn::cents).summaryStatistics();
        System.out.println("outflows: " + out.getCount() + " max " + fmt(out.getMax()) + " total " + fmt(out.getSum()));
        System.out.println("closing balance " + fmt(acct.balance) + (acct.balance < 0 ? " (overdrawn)" : ""));
        String memos = acct.txns.stream().map(Txn::memo).filter(m -> m.contains("r")).sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())).collect(Collectors.joining(", "));
        System.out.println(memos);
        System.out.println(fmt(-5) + " " + fmt(123456789) + " " + Long.MAX_VALUE / 100 + " " + Math.floorDiv(-7L, 2L));
    }
}
