// features: program, iterator, generics, anonymous_class, enhanced_for_statement, streams, hash_map, hash_set
import java.util.*;
import java.util.stream.*;

public class Lib4 {
    static class Matrix implements Iterable<int[]> {
        private final int[][] rows;
        Matrix(int[][] rows) { this.rows = rows; }
        public Iterator<int[]> iterator() { return Arrays.asList(rows).iterator(); }
    }
    static class Node<T> {
        T val; Node<T> next;
        Node(T val, Node<T> next) { this.val = val; this.next = next; }
    }
    static class Stack2<T> implements Iterable<T> {
        private Node<T> head; private int size;
        void push(T v) { head = new Node<>(v, head); size++; }
        T pop() { if (head == null) throw new RuntimeException("empty"); T v = head.val; head = head.next; size--; return v; }
        public Iterator<T> iterator() {
            return new Iterator<>() {
                private Node<T> cur = head;
                public boolean hasNext() { return cur != null; }
                public T next() { T v = cur.val; cur = cur.next; return v; }
            };
        }
    }
    public static void main(String[] args) {
        Matrix m = new Matrix(new int[][]{{1, 2}, {3, 4}, {5, 6}});
        int total = 0;
        for (int[] row : m) total += Arrays.stream(row).sum();
        System.out.println("total " + total);
        Stack2<String> st = new Stack2<>();
        st.push("a"); st.push("b"); st.push("c");
        for (String s : st) System.out.print(s);
        System.out.println(" " + st.pop() + st.size);
        Map<String, Integer> scores = new HashMap<>(Map.of("ann", 90, "bob", 55, "cid", 72));
        System.out.println(new TreeMap<>(scores));
        Iterator<String> it = new TreeSet<>(List.of("x", "y", "z")).iterator();
        it.next();
        System.out.println(it.next() + it.hasNext());
        List<Integer> nums = IntStream.range(0, 10).boxed().collect(Collectors.toList());
        System.out.println(nums.stream().filter(x -> x % 2 == 1).mapToInt(Integer::intValue).summaryStatistics().getMax());
    }
}
