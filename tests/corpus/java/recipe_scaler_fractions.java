// features: program, record_declaration, text_block, streams, comparator_combinators, string_format, long_arithmetic, builtin_exceptions
import java.util.*;
import java.util.stream.*;

public class RecipeScaler {
    record Fraction(long num, long den) implements Comparable<Fraction> {
        Fraction {
            if (den == 0) throw new ArithmeticException("zero denominator");
            long g = gcd(Math.abs(num), Math.abs(den));
            if (den < 0) { num = -num; den = -den; }
            if (g != 0) { num /= g; den /= g; }
        }
        static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }
        static Fraction parse(String s) {
            s = s.trim();
            if (s.contains(" ")) {
                String[] p = s.split(" ");
                return parse(p[0]).plus(parse(p[1]));
            }
            if (s.contains("/")) {
                String[] p = s.split("/");
                return new Fraction(Long.parseLong(p[0]), Long.parseLong(p[1]));
            }
            return new Fraction(Long.parseLong(s), 1);
        }
        Fraction plus(Fraction o) { return new Fraction(num * o.den + o.num * den, den * o.den); }
        Fraction times(Fraction o) { return new Fraction(num * o.num, den * o.den); }
        double value() { return (double) num / den; }
        public int compareTo(Fraction o) { return Long.compare(num * o.den, o.num * den); }
        @Override public String toString() {
            if (den == 1) return Long.toString(num);
            if (Math.abs(num) > den) return (num / den) + " " + Math.abs(num % den) + "/" + den;
            return num + "/" + den;
        }
    }

    record Ingredient(String name, Fraction qty, String unit) {}

    public static void main(String[] args) {
        String recipe = """
            flour: 2 1/4 cup
            sugar: 3/4 cup
            butter: 1/2 cup
            eggs: 2 whole
            vanilla: 1 1/2 tsp
            salt: 1/8 tsp
            """;
        List<Ingredient> items = recipe.lines()
                .map(l -> l.split(":"))
                .map(p -> {
                    String rest = p[1].trim();
                    int sp = rest.lastIndexOf(' ');
                    return new Ingredient(p[0].trim(), Fraction.parse(rest.substring(0, sp)), rest.substring(sp + 1));
                })
                .collect(Collectors.toList());
        for (String factor : new String[]{"1/2", "3", "1 1/3"}) {
            Fraction f = Fraction.parse(factor);
            System.out.println("== x" + f + " ==");
            for (Ingredient i : items) {
                Fraction q = i.qty().times(f);
                System.out.printf("  %-8s %8s %-5s (%.3f)%n", i.name(), q, i.unit(), q.value());
            }
        }
        Map<String, Fraction> byUnit = new TreeMap<>();
        for (Ingredient i : items) byUnit.merge(i.unit(), i.qty(), Fraction::plus);
        System.out.println("totals by unit: " + byUnit);
        Ingredient biggest = Collections.max(items, Comparator.comparing(Ingredient::qty));
        System.out.println("largest quantity: " + biggest.name() + " " + biggest.qty());
        List<String> sorted = items.stream().sorted(Comparator.comparing(Ingredient::qty).reversed().thenComparing(Ingredient::name))
                .map(Ingredient::name).toList();
        System.out.println(sorted);
        try {
            Fraction.parse("1/0");
        } catch (ArithmeticException e) {
            System.out.println("error: " + e.getMessage());
        }
        Optional<Ingredient> eggs = items.stream().filter(i -> i.unit().equals("whole")).findAny();
        System.out.println(eggs.map(i -> i.name() + " x" + i.qty()).orElse("no eggs"));
        System.out.println(new Fraction(6, -8) + " " + new Fraction(10, 4) + " " + new Fraction(-7, 2) + " " + new Fraction(6, -8).equals(new Fraction(-3, 4)));
    }
}
