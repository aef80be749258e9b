// features: program, record_declaration, long_arithmetic, custom_exceptions, math_class, method_overloading
import java.util.*;

public class RationalNumbers {
    record Rational(int num, int den) {
        Rational {
            if (den == 0) throw new ArithmeticException("zero denominator");
            int g = gcd(Math.abs(num), Math.abs(den));
            if (g == 0) g = 1;
            if (den < 0) { num = -num; den = -den; }
            num /= g;
            den /= g;
        }

        static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

        Rational add(Rational o) { return new Rational(num * o.den + o.num * den, den * o.den); }
        Rational sub(Rational o) { return new Rational(num * o.den - o.num * den, den * o.den); }
        Rational mul(Rational o) { return new Rational(num * o.num, den * o.den); }
        Rational div(Rational o) { return new Rational(num * o.den, den * o.num); }
        Rational abs() { return new Rational(Math.abs(num), den); }

        Rational pow(int n) {
            if (n >= 0) return new Rational((int) Math.pow(num, n), (int) Math.pow(den, n));
            return new Rational((int) Math.pow(den, -n), (int) Math.pow(num, -n));
        }

        double expReal(double base) { return Math.pow(Math.pow(base, num), 1.0 / den); }

        @Override
        public String toString() { return num + "/" + den; }
    }

    static Rational r(int a, int b) { return new Rational(a, b); }

    public static void main(String[] args) {
        System.out.println(r(1, 2).add(r(2, 3)));
        System.out.println(r(1, 2).add(r(-2, 3)));
        System.out.println(r(1, 2).add(r(-1, 2)));
        System.out.println(r(1, 2).sub(r(2, 3)));
        System.out.println(r(1, 2).sub(r(1, 2)));
        System.out.println(r(1, 2).mul(r(2, 3)));
        System.out.println(r(-1, 2).mul(r(-2, 3)));
        System.out.println(r(1, 2).mul(r(0, 1)));
        System.out.println(r(1, 2).div(r(2, 3)));
        System.out.println(r(-1, 2).div(r(2, 3)));
        System.out.println(r(1, -2).abs() + " " + r(-1, -2).abs() + " " + r(0, 1).abs());
        System.out.println(r(1, 2).pow(3) + " " + r(-1, 2).pow(3) + " " + r(3, -5).pow(0) + " " + r(1, 2).pow(-3));
        System.out.println(r(1, 3).pow(-2) + " " + r(-3, 5).pow(-3));
        System.out.println(r(1, 2).expReal(8) + " " + r(-1, 2).expReal(9) + " " + r(0, 1).expReal(2));
        System.out.println(r(2, 4) + " " + r(-4, 6) + " " + r(3, -4) + " " + r(0, 6) + " " + r(-14, 7));
        System.out.println(r(2, 4).equals(r(1, 2)) + " " + (r(2, 4).hashCode() == r(1, 2).hashCode()));
        Set<Rational> set = new HashSet<>(List.of(r(1, 2), r(2, 4), r(3, 6), r(1, 3)));
        System.out.println("distinct: " + set.size());
        List<Rational> list = new ArrayList<>(List.of(r(3, 4), r(1, 3), r(-1, 2), r(5, 6)));
        list.sort(Comparator.comparingDouble(x -> (double) x.num() / x.den()));
        System.out.println(list);
        try {
            System.out.println(r(1, 0));
        } catch (ArithmeticException e) {
            System.out.println("caught: " + e.getMessage());
        }
        long big = 1L * Integer.MAX_VALUE * 3;
        System.out.println(big + " " + (int) big);
    }
}
