// features: program, class_declaration, object_methods, hash_set, arrays, varargs, local_class, anonymous_class, default_methods, iterator, lambda_expression, method_reference, instanceof_expression, collections_utils
import java.util.*;
import java.util.function.*;

public class Polynomial implements Comparable<Polynomial>, Iterable<Integer> {
    private final int[] coeffs; // coeffs[i] is the coefficient of x^i

    Polynomial(int... coeffs) {
        int n = coeffs.length;
        while (n > 1 && coeffs[n - 1] == 0) n--;
        this.coeffs = Arrays.copyOf(coeffs, n);
    }

    int degree() { return coeffs.length - 1; }

    Polynomial plus(Polynomial o) {
        int[] r = new int[Math.max(coeffs.length, o.coeffs.length)];
        for (int i = 0; i < r.length; i++)
            r[i] = (i < coeffs.length ? coeffs[i] : 0) + (i < o.coeffs.length ? o.coeffs[i] : 0);
        return new Polynomial(r);
    }

    Polynomial times(Polynomial o) {
        int[] r = new int[coeffs.length + o.coeffs.length - 1];
        for (int i = 0; i < coeffs.length; i++)
            for (int j = 0; j < o.coeffs.length; j++) r[i + j] += coeffs[i] * o.coeffs[j];
        return new Polynomial(r);
    }

    Polynomial derivative() {
        if (coeffs.length == 1) return new Polynomial(0);
        int[] r = new int[coeffs.length - 1];
        for (int i = 1; i < coeffs.length; i++) r[i - 1] = coeffs[i] * i;
        return new Polynomial(r);
    }

    long evaluate(long x) {
        long result = 0;
        for (int i = coeffs.length - 1; i >= 0; i--) result = result * x + coeffs[i];
        return result;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = coeffs.length - 1; i >= 0; i--) {
            int c = coeffs[i];
            if (c == 0 && coeffs.length > 1) continue;
            if (sb.length() > 0) sb.append(c < 0 ? " - " : " + ");
            else if (c < 0) sb.append("-");
            int a = Math.abs(c);
            if (a != 1 || i == 0) sb.append(a);
            if (i >= 1) sb.append("x");
            if (i > 1) sb.append("^").append(i);
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Polynomial p && Arrays.equals(coeffs, p.coeffs);
    }

    @Override
    public int hashCode() { return Arrays.hashCode(coeffs); }

    @Override
    public int compareTo(Polynomial o) {
        if (degree() != o.degree()) return Integer.compare(degree(), o.degree());
        for (int i = coeffs.length - 1; i >= 0; i--)
            if (coeffs[i] != o.coeffs[i]) return Integer.compare(coeffs[i], o.coeffs[i]);
        return 0;
    }

    @Override
    public Iterator<Integer> iterator() {
        return new Iterator<>() {
            private int i = 0;
            public boolean hasNext() { return i < coeffs.length; }
            public Integer next() {
                if (!hasNext()) throw new NoSuchElementException();
                return coeffs[i++];
            }
        };
    }

    interface Shape {
        double area();
        default String label() { return getClass().getSimpleName() + String.format("[%.2f]", area()); }
        static Shape unit() { return () -> 1.0; }
    }

    public static void main(String[] args) {
        Polynomial p = new Polynomial(1, -3, 0, 2);   // 2x^3 - 3x + 1
        Polynomial q = new Polynomial(-1, 1);         // x - 1
        System.out.println("p = " + p + ", q = " + q);
        System.out.println("p + q = " + p.plus(q));
        System.out.println("p * q = " + p.times(q));
        System.out.println("p' = " + p.derivative() + ", p'' = " + p.derivative().derivative());
        for (int x = -2; x <= 2; x++) System.out.print("p(" + x + ")=" + p.evaluate(x) + (x < 2 ? ", " : "\n"));
        System.out.println(new Polynomial(0, 0, 0) + " | " + new Polynomial(5) + " | " + new Polynomial(0, -1));
        int sum = 0;
        for (int c : p) sum += c;
        System.out.println("coefficient sum " + sum + " equals p(1)=" + p.evaluate(1));
        List<Polynomial> list = new ArrayList<>(List.of(p, q, new Polynomial(3), q.times(q), new Polynomial(2, 0, 0, 2)));
        Collections.sort(list);
        System.out.println(list);
        Set<Polynomial> set = new HashSet<>(list);
        set.add(new Polynomial(-1, 1, 0));
        System.out.println(set.size() + " " + set.contains(new Polynomial(3)));
        Polynomial power = new Polynomial(1);
        for (int i = 0; i < 5; i++) power = power.times(new Polynomial(1, 1));
        System.out.println("(x+1)^5 = " + power);
        UnaryOperator<Polynomial> square = a -> a.times(a);
        Function<Polynomial, Long> atTwo = a -> a.evaluate(2);
        System.out.println(square.andThen(atTwo).apply(q.plus(new Polynomial(0, 1))));
        BinaryOperator<Polynomial> add = Polynomial::plus;
        System.out.println(add.apply(p, p));
        final int scale = 3;
        class Circle implements Shape {
            final double r;
            Circle(double r) { this.r = r; }
            public double area() { return Math.PI * r * r * scale; }
        }
        Shape sq = new Shape() {
            public double area() { return 4.0; }
            public String label() { return "Square!" + area(); }
        };
        for (Shape s : List.of(new Circle(1), sq, Shape.unit())) System.out.println(s.area() > 2 ? s.label() : "small " + s.area());
        Supplier<List<String>> sup = ArrayList::new;
        List<String> names = sup.get();
        names.add("z");
        System.out.println(names);
    }
}
