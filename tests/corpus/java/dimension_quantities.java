// features: program, record_declaration, static_initializer, custom_exceptions, multi_catch, string_format, streams, lambda_expression, method_reference, unicode_strings
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class Quantities {
    /** exponents of (m, kg, s, A, K) */
    record Dim(int m, int kg, int s, int a, int k) {
        static final Dim NONE = new Dim(0, 0, 0, 0, 0);
        Dim times(Dim o) { return new Dim(m + o.m, kg + o.kg, s + o.s, a + o.a, k + o.k); }
        Dim inverse() { return new Dim(-m, -kg, -s, -a, -k); }
        Dim pow(int n) { return new Dim(m * n, kg * n, s * n, a * n, k * n); }
        @Override public String toString() {
            String[] names = {"m", "kg", "s", "A", "K"};
            int[] ex = {m, kg, s, a, k};
            StringJoiner sj = new StringJoiner("·");
            for (int i = 0; i < ex.length; i++) {
                if (ex[i] == 1) sj.add(names[i]);
                else if (ex[i] != 0) sj.add(names[i] + "^" + ex[i]);
            }
            String r = sj.toString();
            return r.isEmpty() ? "1" : r;
        }
    }

    static class DimensionMismatch extends ArithmeticException {
        DimensionMismatch(String op, Dim a, Dim b) { super("cannot " + op + " [" + a + "] and [" + b + "]"); }
    }

    static final class Q implements Comparable<Q> {
        final double value; final Dim dim;
        Q(double value, Dim dim) { this.value = value; this.dim = dim; }
        Q plus(Q o) { check("add", o); return new Q(value + o.value, dim); }
        Q minus(Q o) { check("subtract", o); return new Q(value - o.value, dim); }
        Q times(Q o) { return new Q(value * o.value, dim.times(o.dim)); }
        Q div(Q o) { return new Q(value / o.value, dim.times(o.dim.inverse())); }
        Q pow(int n) { return new Q(Math.pow(value, n), dim.pow(n)); }
        Q scale(double k) { return new Q(value * k, dim); }
        private void check(String op, Q o) { if (!dim.equals(o.dim)) throw new DimensionMismatch(op, dim, o.dim); }
        public int compareTo(Q o) { check("compare", o); return Double.compare(value, o.value); }
        double in(Unit u) {
            if (!u.q.dim.equals(dim)) throw new DimensionMismatch("convert", dim, u.q.dim);
            return value / u.q.value;
        }
        @Override public String toString() { return String.format("%.6g %s", value, dim); }
    }

    record Unit(String symbol, Q q) {}

    static final Map<String, Unit> UNITS = new LinkedHashMap<>();
    static void def(String sym, double factor, Dim d) { UNITS.put(sym, new Unit(sym, new Q(factor, d))); }
    static Unit u(String sym) {
        Unit x = UNITS.get(sym);
        if (x == null) throw new NoSuchElementException("unknown unit: " + sym);
        return x;
    }
    static Q of(double v, String sym) { return u(sym).q.scale(v); }

    static {
        Dim L = new Dim(1, 0, 0, 0, 0), M = new Dim(0, 1, 0, 0, 0), T = new Dim(0, 0, 1, 0, 0);
        def("m", 1, L); def("km", 1000, L); def("mi", 1609.344, L); def("ft", 0.3048, L); def("in", 0.0254, L);
        def("kg", 1, M); def("lb", 0.45359237, M); def("g", 0.001, M);
        def("s", 1, T); def("min", 60, T); def("h", 3600, T);
        def("N", 1, new Dim(1, 1, -2, 0, 0)); def("J", 1, new Dim(2, 1, -2, 0, 0)); def("W", 1, new Dim(2, 1, -3, 0, 0));
        def("kWh", 3.6e6, new Dim(2, 1, -2, 0, 0)); def("cal", 4.184, new Dim(2, 1, -2, 0, 0));
        def("km/h", 1000.0 / 3600, new Dim(1, 0, -1, 0, 0)); def("mph", 1609.344 / 3600, new Dim(1, 0, -1, 0, 0));
        def("Pa", 1, new Dim(-1, 1, -2, 0, 0)); def("psi", 6894.757293168, new Dim(-1, 1, -2, 0, 0));
    }

    static Q parse(String text) {
        String[] parts = text.trim().split("\\s+", 2);
        if (parts.length != 2) throw new IllegalArgumentException("expected '<number> <unit>': " + text);
        return of(Double.parseDouble(parts[0]), parts[1]);
    }

    public static void main(String[] args) {
        Q distance = of(26.2188, "mi");
        Q time = of(2, "h").plus(of(1, "min").scale(1)).plus(of(9, "s"));
        Q speed = distance.div(time);
        System.out.printf("Marathon: %.3f km in %.0f s -> %.2f km/h, %.3f mph, pace %.2f min/km%n",
                distance.in(u("km")), time.in(u("s")), speed.in(u("km/h")), speed.in(u("mph")),
                time.in(u("min")) / distance.in(u("km")));
        Q mass = of(70, "kg");
        Q g = new Q(9.80665, new Dim(1, 0, -2, 0, 0));
        Q climb = of(8848, "m");
        Q energy = mass.times(g).times(climb);
        System.out.println("Energy to climb Everest: " + energy + " = " + String.format("%.3f kWh = %.0f kcal",
                energy.in(u("kWh")), energy.in(u("cal")) / 1000));
        Q power = energy.div(of(8, "h"));
        System.out.printf("Average power over 8 h: %.2f W%n", power.in(u("W")));
        Q tire = of(32, "psi");
        System.out.printf("Tire pressure: %.1f kPa%n", tire.in(u("Pa")) / 1000);
        Q area = of(1, "ft").pow(2);
        System.out.println("1 ft^2 = " + area + ", in in^2: " + String.format("%.1f", area.div(of(1, "in").pow(2)).value));

        List<String> inputs = List.of("5 km", "3 mi", "12000 ft", "400000 in", "2.5 lb", "1 furlong", "7");
        List<Q> lengths = new ArrayList<>();
        for (String in : inputs) {
            try {
                Q q = parse(in);
                q.in(u("m"));
                lengths.add(q);
            } catch (DimensionMismatch | NoSuchElementException | IllegalArgumentException e) {
                System.out.println("skip '" + in + "': " + e.getMessage());
            }
        }
        Collections.sort(lengths);
        System.out.println("sorted lengths (m): " + lengths.stream().map(q -> String.format("%.1f", q.in(u("m"))))
                .collect(Collectors.joining(", ")));
        Q total = lengths.stream().reduce(of(0, "m"), Q::plus);
        System.out.printf("total %.4f km%n", total.in(u("km")));
        BiFunction<Q, String, String> fmt = (q, unit) -> String.format("%,.2f %s", q.in(u(unit)), unit);
        System.out.println(fmt.apply(of(1, "kWh"), "J") + " | " + fmt.apply(of(100, "km/h"), "mph"));
        try {
            of(1, "m").plus(of(1, "s"));
        } catch (ArithmeticException e) {
            System.out.println("error: " + e.getMessage());
        }
        Map<Dim, List<String>> byDim = UNITS.values().stream().collect(Collectors.groupingBy(x -> x.q().dim,
                LinkedHashMap::new, Collectors.mapping(Unit::symbol, Collectors.toList())));
        byDim.forEach((d, syms) -> System.out.printf("%-14s %s%n", d, syms));
    }
}
