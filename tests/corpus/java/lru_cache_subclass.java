// features: program, nested_static_class, inheritance, generics, hash_map, lambda_expression, anonymous_class
import java.util.*;
import java.util.function.Function;

public class LruCache {
    static class Cache<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;
        int evictions = 0;
        Cache(int capacity) {
            super(16, 0.75f, true);
            this.capacity = capacity;
        }
        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean evict = size() > capacity;
            if (evict) { evictions++; System.out.println("  evict " + eldest.getKey() + "=" + eldest.getValue()); }
            return evict;
        }
    }

    static class Memo<A, R> {
        private final Map<A, R> store = new HashMap<>();
        private final Function<A, R> fn;
        int hits, misses;
        Memo(Function<A, R> fn) { this.fn = fn; }
        R get(A a) {
            if (store.containsKey(a)) { hits++; return store.get(a); }
            misses++;
            R r = fn.apply(a);
            store.put(a, r);
            return r;
        }
    }

    public static void main(String[] args) {
        Cache<String, Integer> cache = new Cache<>(3);
        String[] ops = {"put a 1", "put b 2", "put c 3", "get a", "put d 4", "get b", "get c", "put e 5", "put a 10", "get d"};
        for (String op : ops) {
            String[] p = op.split(" ");
            if (p[0].equals("put")) {
                cache.put(p[1], Integer.valueOf(p[2]));
                System.out.println(op + " -> " + cache);
            } else {
                Integer v = cache.get(p[1]);
                System.out.println(op + " -> " + (v == null ? "miss" : v) + " " + cache.keySet());
            }
        }
        System.out.println("evictions: " + cache.evictions);

        LinkedHashMap<String, Integer> insertion = new LinkedHashMap<>();
        insertion.put("z", 1); insertion.put("y", 2); insertion.put("x", 3);
        insertion.put("z", 4);
        System.out.println(insertion);

        Memo<Integer, Long> collatz = new Memo<>(null) {
            @Override
            Long get(Integer n) {
                return super.get(n);
            }
        };
        Memo<Integer, Integer> steps = new Memo<>(n -> {
            int s = 0;
            long x = n;
            while (x != 1) { x = (x % 2 == 0) ? x / 2 : 3 * x + 1; s++; }
            return s;
        });
        int best = 1;
        for (int i = 1; i <= 30; i++) if (steps.get(i) > steps.get(best)) best = i;
        for (int i = 1; i <= 30; i++) steps.get(i);
        System.out.println("longest chain under 30: " + best + " with " + steps.get(best) + " steps; hits=" + steps.hits + " misses=" + steps.misses);
        System.out.println(collatz.hits);

        Map<Integer, String> tm = new TreeMap<>(Comparator.reverseOrder());
        for (int i = 1; i <= 5; i++) tm.put(i * i, "sq" + i);
        System.out.println(tm);
        NavigableMap<Integer, String> nav = new TreeMap<>(Map.of(10, "ten", 20, "twenty", 30, "thirty", 40, "forty"));
        System.out.println(nav.floorKey(25) + " " + nav.higherEntry(20) + " " + nav.descendingMap() + " " + nav.subMap(15, true, 35, false) + " " + nav.pollFirstEntry() + " " + nav);
        Map<String, Integer> counts = new HashMap<>();
        for (String w : "the cat and the hat and the bat".split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println(counts + " " + counts.getOrDefault("dog", 0));
        counts.replaceAll((k, v) -> v * 10);
        counts.computeIfPresent("cat", (k, v) -> null);
        System.out.println(counts + " " + counts.containsValue(30));
    }
}
