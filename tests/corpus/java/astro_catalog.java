// features: program, floating_point, long_arithmetic, anonymous_class, lambda_expression, comparator_combinators, streams, math_class, char_type, nested_static_class
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class AstroCatalog {
    static final double LIGHT_YEAR_KM = 9.4607e12;
    static final double SOLAR_MASS_KG = 1.989e30;

    static class Star {
        final String name;
        final double lightYears;
        final float magnitude;
        final double solarMasses;
        Star(String name, double lightYears, float magnitude, double solarMasses) {
            this.name = name;
            this.lightYears = lightYears;
            this.magnitude = magnitude;
            this.solarMasses = solarMasses;
        }
        double km() { return lightYears * LIGHT_YEAR_KM; }
        @Override public String toString() { return name; }
    }

    public static void main(String[] args) {
        List<Star> stars = List.of(
                new Star("Sirius", 8.6, -1.46f, 2.063),
                new Star("Canopus", 310, -0.74f, 8.0),
                new Star("Arcturus", 36.7, -0.05f, 1.08),
                new Star("Vega", 25.04, 0.03f, 2.135),
                new Star("Capella", 42.9, 0.08f, 2.5687),
                new Star("Rigel", 860, 0.13f, 21),
                new Star("Procyon", 11.46, 0.34f, 1.499),
                new Star("Betelgeuse", 548, 0.42f, 16.5),
                new Star("Achernar", 139, 0.46f, 6.7),
                new Star("Deneb", 2615, 1.25f, 19));

        System.out.println("distance in km, mass in kg:");
        for (Star s : stars) {
            System.out.println("  " + s.name + ": " + s.km() + " km, " + s.solarMasses * SOLAR_MASS_KG + " kg, mag " + s.magnitude
                    + ", flux x" + (float) Math.pow(10, -0.4 * s.magnitude) * 1e7f);
        }
        double total = 0;
        for (Star s : stars) total += s.km();
        System.out.println("sum of distances " + total + " km = " + total / LIGHT_YEAR_KM + " ly");
        System.out.println("2^60 = " + Math.pow(2, 60) + ", 2^70 = " + Math.pow(2, 70) + ", 3^40 = " + StrictMath.pow(3, 40) + ", 25! ~ "
                + LongStream.rangeClosed(1, 25).mapToDouble(x -> x).reduce(1, (a, b) -> a * b));
        System.out.println("float extremes " + Float.MAX_VALUE + " " + Float.MIN_NORMAL + " " + (float) 1e16 + " " + 16777217f + " " + 3.0e9f);
        System.out.println("double extremes " + Double.MIN_NORMAL + " " + Double.MAX_VALUE / 3 + " " + (double) Long.MAX_VALUE + " " + 1e23 + " " + 7.4181e20);
        char top = Character.MAX_VALUE;
        System.out.println("char range " + (int) Character.MIN_VALUE + ".." + (int) top + " radix " + Character.MAX_RADIX + " " + (int) Character.MAX_VALUE / 2);

        // brightness classes: a TreeMap keyed by a comparator on whole magnitudes keeps one star per class
        Comparator<Star> byClass = new Comparator<>() {
            @Override public int compare(Star a, Star b) { return Integer.compare(Math.round(a.magnitude), Math.round(b.magnitude)); }
        };
        TreeMap<Star, String> classes = new TreeMap<>(byClass);
        for (Star s : stars) classes.merge(s, s.name, (old, nu) -> old + "+" + nu);
        System.out.println("classes " + classes.size() + ": " + classes.values());
        TreeSet<String> byLength = new TreeSet<>(Comparator.comparingInt(String::length));
        stars.forEach(s -> byLength.add(s.name));
        System.out.println("one name per length: " + byLength + " contains 'Xxxx'? " + byLength.contains("Xxxx"));

        ToDoubleFunction<Star> density = new ToDoubleFunction<>() {
            @Override public double applyAsDouble(Star s) { return s.solarMasses / s.lightYears; }
        };
        System.out.printf("densest %s, mean %.4f%n", stars.stream().max(Comparator.comparingDouble(density)).get(),
                stars.stream().mapToDouble(density).average().orElse(0));
        Function<Star, String> label = new Function<>() {
            @Override public String apply(Star s) { return s.name.substring(0, 3).toUpperCase(); }
        };
        System.out.println(stars.stream().map(label).collect(Collectors.joining(",")) + " " + label.andThen(String::length).apply(stars.get(0)));
        IntBinaryOperator maxOp = new IntBinaryOperator() {
            @Override public int applyAsInt(int a, int b) { return Math.max(a, b); }
        };
        System.out.println("longest name " + stars.stream().mapToInt(s -> s.name.length()).reduce(0, maxOp));
        Predicate<Star> near = new Predicate<>() {
            @Override public boolean test(Star s) { return s.lightYears < 50; }
        };
        System.out.println("near: " + stars.stream().filter(near).map(Object::toString).toList() + " far: " + stars.stream().filter(near.negate()).count());

        List<String> log = new ArrayList<>();
        BiConsumer<String, Double> record = (name, ly) -> log.add(name + "@" + ly);
        BiConsumer<String, Double> audit = record.andThen((name, ly) -> log.add("checked " + name));
        Consumer<String> shout = s -> log.add(s.toUpperCase());
        Consumer<String> both = shout.andThen(s -> log.add(s + "!"));
        audit.accept("Vega", 25.04);
        both.accept("deneb");
        System.out.println(log);
        Supplier<Star> brightest = new Supplier<>() {
            @Override public Star get() { return Collections.min(stars, Comparator.comparingDouble(s -> s.magnitude)); }
        };
        System.out.println(Optional.<Star>empty().orElseGet(brightest) + " " + Double.compare(-0.0, 0.0) + " " + Math.min(-0.0, 0.0));
    }
}
