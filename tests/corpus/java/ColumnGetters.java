// features: record_declaration, method_reference, lambda_expression, wrapper_boxing, instanceof_expression
import java.util.*;
import java.util.function.*;

/** A report's columns as getters returning Object: each value's box class picks its format. */
public class ColumnGetters {
    record Sale(String rep, long ticket, float discount, short units, double price) {
        long cents() { return Math.round(price * 100) * units; }
    }

    record Column(String title, Function<Sale, Object> getter) {}

    static String render(Object v) {
        if (v instanceof Long l) return "#" + Long.toHexString(l).toUpperCase() + " (Long)";
        if (v instanceof Integer i) return i + " (Integer)";
        if (v instanceof Short s) return s + " (Short)";
        if (v instanceof Float f) return String.format("%.1f%% (Float)", f * 100);
        if (v instanceof Double d) return String.format("%.2f (Double)", d);
        return v + " (" + v.getClass().getSimpleName() + ")";
    }

    public static void main(String[] args) {
        List<Sale> sales = List.of(new Sale("Ana", 0xCAFEL, 0.15f, (short) 3, 19.99), new Sale("Ben", 42L, 0f, (short) 12, 4.25));
        List<Column> cols = List.of(
            new Column("rep", Sale::rep),
            new Column("ticket", Sale::ticket),
            new Column("discount", Sale::discount),
            new Column("units", Sale::units),
            new Column("price", Sale::price),
            new Column("cents", Sale::cents),
            new Column("units*2", s -> s.units() * 2),
            new Column("len", s -> s.rep().length()));
        for (Sale s : sales) {
            for (Column c : cols) System.out.printf("%-9s %s%n", c.title(), render(c.getter().apply(s)));
            System.out.println();
        }
        Supplier<Object> big = () -> 1L << 40;
        BiFunction<Sale, Integer, Object> scaled = (s, k) -> s.cents() * k;
        System.out.println(render(big.get()) + " | " + render(scaled.apply(sales.get(1), 3)));
        Function<Sale, Object> next = s -> s.ticket() + 1;
        for (Sale s : sales) {
            Object v = next.apply(s);
            System.out.println(s.rep() + " -> " + render(v) + " " + v.equals(s.ticket() + 1) + " " + v.equals((int) s.ticket() + 1));
        }
    }
}
