// features: program, object_methods, instanceof_expression, streams, method_reference, collections_utils, hash_set
import java.util.*;
import java.util.stream.*;

public class Fractions {
    static final class Fraction implements Comparable<Fraction> {
        final long num, den;
        Fraction(long n, long d) {
            if (d == 0) throw new ArithmeticException("zero denominator");
            if (d < 0) { n = -n; d = -d; }
            long g = gcd(Math.abs(n), d);
            num = n / g;
            den = d / g;
        }
        static long gcd(long a, long b) { return b == 0 ? (a == 0 ? 1 : a) : gcd(b, a % b); }
        static Fraction of(long n) { return new Fraction(n, 1); }
        static Fraction parse(String s) {
            String[] p = s.trim().split("/");
            return p.length == 1 ? of(Long.parseLong(p[0])) : new Fraction(Long.parseLong(p[0]), Long.parseLong(p[1]));
        }
        Fraction plus(Fraction o) { return new Fraction(num * o.den + o.num * den, den * o.den); }
        Fraction minus(Fraction o) { return plus(o.negate()); }
        Fraction times(Fraction o) { return new Fraction(num * o.num, den * o.den); }
        Fraction div(Fraction o) { return new Fraction(num * o.den, den * o.num); }
        Fraction negate() { return new Fraction(-num, den); }
        double value() { return (double) num / den; }
        @Override public int compareTo(Fraction o) { return Long.compare(num * o.den, o.num * den); }
        @Override public boolean equals(Object o) {
            return o instanceof Fraction f && f.num == num && f.den == den;
        }
        @Override public int hashCode() { return Objects.hash(num, den); }
        @Override public String toString() { return den == 1 ? Long.toString(num) : num + "/" + den; }
    }

    public static void main(String[] args) {
        Fraction h = Fraction.of(0);
        for (int i = 1; i <= 10; i++) {
            h = h.plus(new Fraction(1, i));
            System.out.println("H(" + i + ") = " + h + " ~ " + h.value());
        }
        List<Fraction> fs = Stream.of("3/4", "-2/6", "5", "10/8", "7/21", "0/9", "-1/2").map(Fraction::parse).collect(Collectors.toList());
        System.out.println(fs);
        Collections.sort(fs);
        System.out.println("sorted " + fs);
        System.out.println("max " + Collections.max(fs) + " min " + Collections.min(fs));
        Fraction sum = fs.stream().reduce(Fraction.of(0), Fraction::plus);
        Fraction prod = fs.stream().filter(f -> f.num != 0).reduce(Fraction.of(1), Fraction::times);
        System.out.println("sum " + sum + " product " + prod + " quotient " + sum.div(prod));
        Set<Fraction> distinct = new HashSet<>(List.of(new Fraction(1, 3), new Fraction(2, 6), new Fraction(3, 9), new Fraction(1, 2)));
        System.out.println("distinct " + distinct.size() + " contains 4/12: " + distinct.contains(new Fraction(4, 12)));
        // Egyptian fractions by the greedy method
        Fraction f = new Fraction(7, 15);
        List<String> parts = new ArrayList<>();
        while (f.num != 0) {
            long d = (f.den + f.num - 1) / f.num;
            parts.add("1/" + d);
            f = f.minus(new Fraction(1, d));
        }
        System.out.println("7/15 = " + String.join(" + ", parts));
        try {
            System.out.println(Fraction.of(1).div(Fraction.of(0)));
        } catch (ArithmeticException e) {
            System.out.println("caught: " + e.getMessage());
        }
        System.out.printf("%.6f %s%n", new Fraction(22, 7).value() - Math.PI, new Fraction(355, 113).compareTo(new Fraction(22, 7)) < 0);
    }
}
