// features: program, interface_declaration, lambda_expression, generic_methods, class_literal, anonymous_class, big_numbers, uncaught_exception, streams
// Lambdas given to the program's own functional interfaces take the declared
// result type (an int expression returned as double, int arithmetic wrapping),
// Class.isInstance/cast filter by a class known at run time, an access-ordered
// LinkedHashMap subclass evicts the least recently used entry, BigIntegers past
// 64 bits compare exactly, and an exception keeps the stack it was created with.
import java.math.BigInteger;
import java.util.*;

public class SensorPipeline {
    @FunctionalInterface
    interface Calibration {
        double adjust(int raw, int offset);
    }

    @FunctionalInterface
    interface Mixer {
        int mix(int a, int b);
    }

    interface Reading { String id(); }
    record Temperature(String id, int raw) implements Reading {}
    record Humidity(String id, int raw) implements Reading {}

    static double[] calibrate(int[] raws, Calibration c) {
        double[] out = new double[raws.length];
        for (int i = 0; i < raws.length; i++) out[i] = c.adjust(raws[i], i);
        return out;
    }

    static int fold(int[] xs, Mixer m) {
        int acc = 17;
        for (int x : xs) acc = m.mix(acc, x);
        return acc;
    }

    static <T extends Reading> List<T> ofKind(List<Reading> all, Class<T> kind) {
        List<T> out = new ArrayList<>();
        for (Reading r : all) if (kind.isInstance(r)) out.add(kind.cast(r));
        return out;
    }

    static IllegalStateException missing(String what) {
        return new IllegalStateException("no reading " + what);
    }

    public static void main(String[] args) {
        int[] raws = {3, 8, 15, 1000};
        double[] halves = calibrate(raws, (raw, off) -> raw + off);
        for (double h : halves) System.out.print(h / 2 + " ");
        System.out.println();
        System.out.println(Arrays.toString(calibrate(raws, (raw, off) -> raw * off)));
        System.out.println(fold(raws, (a, b) -> a * 31 + b) + " " + fold(new int[]{70000, 70000, 70000}, (a, b) -> a * b));

        List<Reading> all = List.of(new Temperature("t1", 21), new Humidity("h1", 40), new Temperature("t2", 23));
        List<Temperature> temps = ofKind(all, Temperature.class);
        System.out.println(temps + " " + ofKind(all, Humidity.class).size());
        System.out.println(Humidity.class.isInstance(all.get(0)) + " " + Temperature.class.isInstance(null));
        try {
            Humidity h = Humidity.class.cast(all.get(2));
            System.out.println(h);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }

        Map<String, Integer> recent = new LinkedHashMap<>(8, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
                return size() > 3;
            }
        };
        for (String k : "t1 h1 t2 t1 h2 t1 t3".split(" ")) recent.merge(k, 1, Integer::sum);
        recent.get("h2");
        System.out.println(recent);

        BigInteger big = BigInteger.TWO.pow(100);
        List<BigInteger> vals = new ArrayList<>(List.of(big.add(BigInteger.ONE), big, BigInteger.TEN, big.negate(), big.subtract(BigInteger.ONE)));
        Collections.sort(vals);
        System.out.println(vals);
        System.out.println(big.compareTo(big.add(BigInteger.ONE)) + " " + big.compareTo(BigInteger.TEN) + " " + big.max(big.subtract(BigInteger.ONE)).equals(big));

        IllegalStateException made = missing("p9");
        System.out.println("made: " + made.getMessage());
        Optional<Reading> p = all.stream().filter(r -> r.id().startsWith("p")).findFirst();
        System.out.println(p.map(Reading::id).orElseThrow(() -> new NoSuchElementException("no pressure sensor")));
    }
}
