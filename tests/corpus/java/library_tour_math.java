// features: program, math_class, string_methods, wrapper_classes, collections_utils, comparator_combinators, hash_map
import java.util.*;

// More library members checked against the JDK: Math, String, wrappers, TreeMap
// navigation, Objects and Comparator's null handling.
public class library_tour_math {
    record Person(String name, Long id, Double score) {}

    public static void main(String[] args) {
        System.out.printf("%.6f %.6f %.6f %.6f %.6f %.6f%n", Math.sin(1), Math.cos(1), Math.tan(1), Math.asin(0.5), Math.acos(0.5), Math.atan(1));
        System.out.printf("%.6f %.6f %.6f %.6f %.6f %.6f%n", Math.atan2(1, 2), Math.sinh(1), Math.cosh(1), Math.tanh(1), Math.exp(2), Math.expm1(1e-10));
        System.out.println(Math.hypot(5, 12) + " " + Math.log10(1000) + " " + Math.log1p(0) + " " + Math.rint(2.5) + " " + Math.rint(3.5)
            + " " + Math.toDegrees(Math.PI) + " " + Math.toRadians(180));
        System.out.println(Math.copySign(3.0, -1) + " " + Math.IEEEremainder(10, 3) + " " + Math.fma(2.0, 3.0, 1.0) + " " + Math.getExponent(1024.0)
            + " " + Math.scalb(1.5, 4) + " " + Math.ulp(1.0) + " " + Math.nextUp(1.0) + " " + Math.nextDown(1.0) + " " + Math.nextAfter(1.0, 2.0));
        System.out.println(Math.toIntExact(123L) + " " + Math.multiplyFull(100000, 100000) + " " + Math.multiplyHigh(Long.MAX_VALUE, 4L)
            + " " + Math.addExact(2, 3) + " " + Math.subtractExact(10, 4) + " " + Math.multiplyExact(6, 7));
        try {
            Math.toIntExact(1L << 40);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        double r = Math.random();
        System.out.println(r >= 0 && r < 1);
        System.out.println(Double.isNaN(0.0 / 0) + " " + Double.isInfinite(-1 / 0.0) + " " + Float.isNaN(1f) + " " + Float.isInfinite(1f / 0));

        String s = "  Hello World  ";
        System.out.println("[" + s.stripLeading() + "][" + s.stripTrailing() + "] " + "abc".compareToIgnoreCase("ABD") + " " + "abc".contentEquals("abc")
            + " " + String.copyValueOf(new char[]{'x', 'y'}) + " " + ("a" + "b").intern() + " " + "aaa".replaceFirst("a", "b"));
        System.out.println("Hello".regionMatches(1, "yellow", 1, 4) + " " + "Hello".regionMatches(true, 0, "HELP", 0, 3) + " " + "héllo".codePointCount(0, 5)
            + " " + "abc".codePoints().sum());
        System.out.print("one\ntwo".indent(2));
        System.out.println(Character.forDigit(11, 16) + " " + Character.isAlphabetic('q') + " " + Character.isSpaceChar(' ') + " " + Collections.frequency(List.of(1, 2, 1), 1));

        TreeMap<Integer, String> tm = new TreeMap<>(Map.ofEntries(Map.entry(10, "a"), Map.entry(20, "b"), Map.entry(30, "c")));
        System.out.println(tm.ceilingEntry(15) + " " + tm.ceilingKey(31) + " " + tm.floorKey(25) + " " + tm.higherEntry(20) + " " + tm.lowerEntry(10) + " " + tm.lowerKey(30));

        System.out.println(Optional.ofNullable(null).isPresent() + " " + Objects.isNull(null) + " " + Objects.nonNull(1) + " " + Objects.requireNonNull("ok")
            + " " + Objects.requireNonNullElseGet(null, () -> "lazy"));
        try {
            Objects.requireNonNull(null, "value is required");
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        List<Person> people = new ArrayList<>(List.of(new Person("ann", 3L, 2.5), new Person("bob", 1L, 2.5), new Person("cy", 2L, 1.0)));
        people.sort(Comparator.comparingDouble(Person::score).thenComparingLong(Person::id));
        System.out.println(people.stream().map(Person::name).toList());
        people.sort(Comparator.comparingLong(Person::id).reversed());
        System.out.println(people.stream().map(Person::name).toList());
        people.sort(Comparator.comparing(Person::name).thenComparingDouble(Person::score));
        System.out.println(people.stream().map(Person::name).toList());
        List<String> withNulls = new ArrayList<>(Arrays.asList("b", null, "a"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println(withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.reverseOrder()));
        System.out.println(withNulls);
    }
}
