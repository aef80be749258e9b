// features: lambda_expression, record_declaration, string_concatenation
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

// Ledger lines built by lambdas whose parameter types are inferred: string
// concatenation inside them converts objects (BigDecimal, records, lists,
// maps, a toString of the program's) exactly as a typed one does.
public class ledger_lambda_concat {
    record Entry(long id, String sign, BigDecimal amount, List<String> tags) {}

    static final class Account {
        final String name;
        Account(String name) { this.name = name; }
        @Override public String toString() { return "acct:" + name; }
    }

    public static void main(String[] args) {
        List<Entry> entries = List.of(
            new Entry(1, "+", new BigDecimal("100.005").setScale(2, RoundingMode.HALF_EVEN), List.of("salary")),
            new Entry(2, "-", new BigDecimal("30.1"), List.of("food", "cash")),
            new Entry(3, "-", new BigDecimal("0.125").setScale(2, RoundingMode.HALF_UP), List.of()));
        System.out.println(entries.stream().map(e -> e.id() + e.sign() + e.amount()).collect(Collectors.joining(" ")));
        Function<Entry, String> line = e -> e.sign() + e.amount() + " " + e.tags();
        entries.forEach(e -> System.out.println(line.apply(e)));
        BiFunction<Account, BigDecimal, String> owes = (a, amt) -> a + " owes " + amt.negate();
        System.out.println(owes.apply(new Account("bob"), new BigDecimal("12.50")));
        Map<String, BigDecimal> totals = new TreeMap<>();
        entries.forEach(e -> totals.merge(e.sign(), e.amount(), BigDecimal::add));
        Supplier<String> summary = () -> "totals=" + totals + ", net=" + totals.get("+").subtract(totals.get("-"));
        System.out.println(summary.get());
        UnaryOperator<String> wrap = s -> "[" + s + "]";
        System.out.println(entries.stream().map(e -> wrap.apply(e.amount() + "/" + e.tags().size())).toList());
        System.out.println(entries.stream().map(e -> e + "").findFirst().orElse(""));
    }
}
