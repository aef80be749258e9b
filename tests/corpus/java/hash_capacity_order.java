// features: program, hash_map, hash_set
// A HashMap/HashSet iterates in the order of its table, whose size depends on how
// it was made: new HashMap<>(64) starts with 64 buckets, a copy of a map or a
// collection starts sized for it (HashSet: at least 16), so the same keys print
// in different orders.
import java.util.*;

public class HashCapacityOrder {
    public static void main(String[] args) {
        Map<Integer, String> codes = new HashMap<>(Map.of(10, "ten", 3, "three", 100, "hundred"));
        System.out.println("copied: " + codes);

        Map<Integer, Integer> sized = new HashMap<>(64);
        Map<Integer, Integer> plain = new HashMap<>();
        for (int i = 0; i < 40; i += 3) {
            sized.put(i * 5, i);
            plain.put(i * 5, i);
        }
        System.out.println("sized 64: " + sized);
        System.out.println("default:  " + plain);

        Set<Integer> ids = new HashSet<>(List.of(17, 33, 1, 49, 65));
        System.out.println("set copy: " + ids);
        Set<Integer> tiny = new HashSet<>(2);
        tiny.addAll(List.of(17, 33, 1, 49, 65, 2, 18));
        System.out.println("grown from 2: " + tiny);

        Set<String> callsigns = new HashSet<>(Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "foxtrot",
            "golf", "hotel", "india", "juliet", "kilo", "lima", "mike"));
        System.out.println(callsigns);
        Map<String, Integer> keys = new HashMap<>(new TreeMap<>(Map.of("q", 1, "w", 2, "e", 3, "r", 4, "t", 5, "y", 6, "u", 7)));
        System.out.println(keys);
        Map<Integer, String> one = new HashMap<>(1);
        one.put(5, "a");
        one.put(2, "b");
        one.put(9, "c");
        System.out.println(one);
        try {
            new HashMap<String, String>(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
