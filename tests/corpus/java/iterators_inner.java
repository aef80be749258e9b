// features: program, iterator, nested_static_class, anonymous_class, enhanced_for_statement, array_list, hash_map, lambda_expression
import java.util.*;

public class Iter1 {
    static class Range implements Iterable<Integer> {
        private final int lo, hi;
        Range(int lo, int hi) { this.lo = lo; this.hi = hi; }
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int cur = lo;
                public boolean hasNext() { return cur < hi; }
                public Integer next() { return cur++; }
            };
        }
    }

    class Counter {
        int count;
        void inc() { count++; total++; }
    }
    int total = 0;

    public static void main(String[] args) {
        for (int x : new Range(1, 5)) System.out.print(x + " ");
        System.out.println();
        List<Integer> list = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6));
        Iterator<Integer> it = list.iterator();
        while (it.hasNext()) {
            int v = it.next();
            if (v % 2 == 0) it.remove();
        }
        System.out.println(list);
        list.removeIf(v -> v > 3);
        System.out.println(list);
        Iter1 outer = new Iter1();
        Iter1.Counter c = outer.new Counter();
        c.inc(); c.inc();
        System.out.println(c.count + " " + outer.total);
        Map<String, Integer> m = new TreeMap<>();
        m.put("a", 1); m.put("b", 2);
        Iterator<Map.Entry<String, Integer>> ei = m.entrySet().iterator();
        while (ei.hasNext()) {
            Map.Entry<String, Integer> e = ei.next();
            System.out.println(e.getKey() + "=" + e.getValue());
        }
        int base = 10;
        Runnable r = new Runnable() {
            public void run() { System.out.println("base is " + base); }
        };
        r.run();
    }
}
