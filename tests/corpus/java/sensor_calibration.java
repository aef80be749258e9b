// features: program, arrays, string_format, collections_utils, streams, method_reference, int_arithmetic, hash_map
import java.util.*;
import java.util.function.*;

public class SensorCalibration {
    static int checksum(int[] raw) {
        BinaryOperator<Integer> add = Integer::sum;
        int acc = 0;
        for (int r : raw) acc = add.apply(acc * 31, r);  // wraps like int arithmetic
        return acc;
    }

    public static void main(String[] args) {
        int[] raw = {1200, 1185, 1210, 1199, 1190, 1205, 1201, 1195};
        System.out.println("checksum " + checksum(raw) + " " + Arrays.stream(raw).boxed().reduce(Integer.MAX_VALUE, Integer::sum)
                + " " + Long.sum(Long.MAX_VALUE, 1));

        double[] drift = {0.0004, -0.0004, -0.0, 0.0, -1.5e-9, 0.125, -0.125};
        for (double d : drift) System.out.printf("[%.3f %6.2f %.0f %+.1f %(.2f] ", d, d, d, d, d);
        System.out.println();

        int[] window = new int[10];
        Arrays.fill(window, -1);
        Arrays.fill(window, 2, 5, 7);
        Arrays.fill(window, 8, 10, 0);
        System.out.println(Arrays.toString(window));
        char[] bar = new char[12];
        Arrays.fill(bar, '.');
        Arrays.fill(bar, 3, 9, '#');
        System.out.println(new String(bar) + " " + new String(bar, 2, 3) + " " + String.valueOf(bar, 8, 4));
        try {
            Arrays.fill(window, 5, 3, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("fill: " + e.getMessage());
        }
        try {
            new String(bar, 10, 5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("string: " + e.getMessage());
        }

        SortedSet<String> none = Collections.emptySortedSet();
        NavigableMap<Integer, String> noMap = Collections.emptyNavigableMap();
        NavigableSet<Integer> noSet = Collections.emptyNavigableSet();
        SortedMap<String, Integer> noSorted = Collections.emptySortedMap();
        Set<Integer> plain = Collections.emptySet();
        Map<String, String> plainMap = Collections.emptyMap();
        System.out.println(none + " " + none.size() + " " + noMap + " " + noMap.isEmpty() + " " + noSet + noSorted + plain + plainMap);
        try {
            none.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("empty sorted set is read-only");
        }

        Map.Entry<String, Integer> fixed = Map.entry("offset", 12);
        Map.Entry<String, Integer> frozen = new AbstractMap.SimpleImmutableEntry<>("gain", 3);
        Map.Entry<String, Integer> mutable = new AbstractMap.SimpleEntry<>("scale", 5);
        mutable.setValue(mutable.getValue() * 2);
        for (Map.Entry<String, Integer> e : List.of(fixed, frozen)) {
            try {
                e.setValue(0);
            } catch (UnsupportedOperationException ex) {
                System.out.println(e.getKey() + " is immutable (" + e.getValue() + ")");
            }
        }
        Map.Entry<String, Integer> copy = new AbstractMap.SimpleEntry<>(frozen);
        copy.setValue(4);
        System.out.println(mutable + " " + copy + " " + frozen + " " + copy.equals(Map.entry("gain", 4)));
    }
}
