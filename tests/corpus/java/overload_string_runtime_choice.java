// features: program, constructor_chaining, method_overloading, lambda_expression, anonymous_class, instanceof_expression
import java.math.BigDecimal;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class overload_string_runtime_choice {
    static class Price {
        final String label;
        final BigDecimal amount;
        Price(String label, BigDecimal amount) { this.label = label; this.amount = amount; }
        Price(String label, String amount) { this(label, new BigDecimal(amount)); }
        Price(String label, Price base) { this(label + "<" + base.label, base.amount); }
        BigDecimal amount() { return amount; }
        @Override public String toString() { return label + "=" + amount; }
    }

    static String describe(String s) { return "text(" + s + ")"; }
    static String describe(BigDecimal b) { return "decimal(" + b.toPlainString() + ")"; }
    static String describe(Price p) { return "price(" + p + ")"; }
    static String tag(String s) { return "S:" + s; }
    static String tag(Object o) { return "O:" + o; }

    interface Pricer { Price make(String label); }

    public static void main(String[] args) {
        List<Price> base = List.of(new Price("tea", "2.50"), new Price("cake", new BigDecimal("3.75")));
        UnaryOperator<List<Price>> doubled = ps -> ps.stream()
            .map(p -> new Price(p.label + "x2", p.amount().multiply(BigDecimal.valueOf(2))))
            .collect(Collectors.toList());
        System.out.println(doubled.apply(base));
        base.forEach(p -> System.out.println(describe(p.amount().add(BigDecimal.ONE)) + " " + describe(p.amount().toString()) + " " + describe(p)));
        Pricer fromText = b -> new Price("copy", b);
        System.out.println(fromText.make("9.99"));
        Function<Price, Price> copyOf = b -> new Price("copy", b);
        Price special = new Price("gift", "5") { @Override public String toString() { return "special " + label; } };
        System.out.println(copyOf.apply(base.get(1)) + " " + copyOf.apply(special) + " " + describe(special));
        List<Object> mixed = List.of(special, BigDecimal.TEN, "words");
        for (Object o : mixed) {
            if (o instanceof Price p) System.out.println(describe(p));
            else if (o instanceof BigDecimal d) System.out.println(describe(d));
            else System.out.println(describe((String) o));
        }
        System.out.println(tag("y") + " " + tag((Object) "z") + " " + tag(null) + " " + tag(42));
        String missing = null;
        System.out.println(describe(missing) + " " + new Price("free", "0").amount().signum());
        Supplier<String> none = () -> null;
        System.out.println(tag(none.get()));
    }
}
