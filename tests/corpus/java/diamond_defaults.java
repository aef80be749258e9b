// features: interface_declaration, default_methods, super_method_call, math_class, long_arithmetic, floating_point, string_methods, unicode_strings
import java.util.*;

public class DiamondDefaults {
    interface Walker {
        default String move() { return "walk"; }
        default int speed() { return 5; }
    }

    interface Swimmer {
        default String move() { return "swim"; }
        static String medium() { return "water"; }
    }

    interface Flyer extends Walker {
        @Override
        default String move() { return "fly, else " + Walker.super.move(); }
    }

    static class Duck implements Flyer, Swimmer {
        @Override
        public String move() {
            return Flyer.super.move() + " or " + Swimmer.super.move();
        }
        @Override
        public int speed() { return Flyer.super.speed() * 3; }
    }

    static class Frog implements Walker, Swimmer {
        private final String name;
        Frog(String name) { this.name = name; }
        @Override
        public String move() {
            String how = name.length() > 4 ? Swimmer.super.move() : Walker.super.move();
            return name + " prefers to " + how + " in " + Swimmer.medium();
        }
    }

    static long checkedFactorial(int n) {
        long acc = 1;
        for (int i = 2; i <= n; i++) acc = Math.multiplyExact(acc, (long) i);
        return acc;
    }

    public static void main(String[] args) {
        List<Walker> animals = List.of(new Duck(), new Frog("Fred"), new Frog("Gertrude"));
        for (Walker w : animals) System.out.println(w.move() + " @ " + w.speed());

        for (int n : new int[]{5, 20, 21}) {
            try {
                System.out.println(n + "! = " + checkedFactorial(n));
            } catch (ArithmeticException e) {
                System.out.println(n + "! overflows: " + e.getMessage());
            }
        }
        long big = 3_000_000_000L;
        System.out.println(Math.addExact(big, big) + " " + Math.subtractExact(-big, big) + " " + Math.negateExact(big)
                + " " + Math.incrementExact(big) + " " + Math.absExact(-big));
        try {
            Math.addExact(Long.MAX_VALUE, 1L);
        } catch (ArithmeticException e) {
            System.out.println("long add: " + e.getMessage());
        }
        try {
            Math.absExact(Long.MIN_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("long abs: " + e.getMessage());
        }
        try {
            Math.incrementExact(Integer.MAX_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("int increment: " + e.getMessage());
        }
        int i = 46341;
        try {
            System.out.println(Math.multiplyExact(i, i));
        } catch (ArithmeticException e) {
            System.out.println("int multiply: " + e.getMessage());
        }
        System.out.println(Math.multiplyExact((long) i, i) + " " + Math.toIntExact(2147483647L));

        double[] ds = {3.5, -0.0, 0.0, Double.NaN, -1.25, Double.NEGATIVE_INFINITY, 0.0};
        System.out.println(Double.compare(0.0, -0.0) + " " + Double.compare(-0.0, 0.0) + " " + Double.compare(Double.NaN, 1e300)
                + " " + Double.compare(Double.NaN, Double.NaN) + " " + Double.valueOf(-0.0).compareTo(0.0));
        List<Double> sorted = new ArrayList<>();
        for (double d : ds) sorted.add(d);
        Collections.sort(sorted);
        System.out.println(sorted);
        Arrays.sort(ds);
        System.out.println(Arrays.toString(ds));
        System.out.println(new TreeSet<>(sorted.subList(0, 2)).first());

        String[] words = {"straße", "Maß", "ﬁnal", "ΟΔΟΣ", "İstanbul", "naïve"};
        for (String w : words) System.out.println(w + " -> " + w.toUpperCase() + " / " + w.toLowerCase() + " (" + w.toUpperCase().length() + ")");
        System.out.println("ΣΟΦΟΣ ΛΟΓΟΣ".toLowerCase());
    }
}
