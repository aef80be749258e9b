// features: program, nested_static_class, inheritance, generics, collections_utils, iterator, streams, builtin_exceptions, floating_point
import java.util.*;

public class SparseVector {
    /** A fixed-length list view of a sparse vector backed by a map. */
    static class Sparse extends AbstractList<Double> {
        private final int length;
        private final TreeMap<Integer, Double> cells = new TreeMap<>();

        Sparse(int length) { this.length = length; }

        @Override public Double get(int index) {
            Objects.checkIndex(index, length);
            return cells.getOrDefault(index, 0.0);
        }

        @Override public Double set(int index, Double value) {
            Double old = get(index);
            if (value == 0.0) cells.remove(index); else cells.put(index, value);
            return old;
        }

        @Override public int size() { return length; }

        int nonZero() { return cells.size(); }

        double dot(Sparse other) {
            double sum = 0;
            for (Map.Entry<Integer, Double> e : cells.entrySet()) {
                sum += e.getValue() * other.get(e.getKey());
            }
            return sum;
        }
    }

    static class Range extends AbstractList<Integer> {
        final int from, to;
        Range(int from, int to) { this.from = from; this.to = to; }
        public Integer get(int i) { return from + i; }
        public int size() { return to - from; }
    }

    public static void main(String[] args) {
        Sparse a = new Sparse(8);
        a.set(1, 2.5);
        a.set(4, -1.0);
        a.set(7, 3.0);
        Sparse b = new Sparse(8);
        b.set(4, 2.0);
        b.set(7, 0.5);
        b.set(0, 9.0);
        System.out.println("a = " + a);
        System.out.println("b = " + b);
        System.out.println("a.b = " + a.dot(b));
        System.out.println("nonzero a=" + a.nonZero() + " b=" + b.nonZero());
        System.out.println("contains 3.0? " + a.contains(3.0) + ", indexOf(-1.0) = " + a.indexOf(-1.0));
        double total = 0;
        for (double x : b) total += x;
        System.out.println("sum b = " + total);
        a.set(1, 0.0);
        System.out.println("after clearing: " + a + " nonzero=" + a.nonZero());
        List<Double> copy = new ArrayList<>(a);
        Collections.sort(copy);
        System.out.println("sorted copy " + copy);
        try {
            a.get(8);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("error: " + e.getMessage());
        }
        Range r = new Range(3, 9);
        System.out.println(r + " size " + r.size());
        System.out.println("sub " + r.subList(2, 4) + " equals " + r.subList(2, 4).equals(List.of(5, 6)));
        int s = r.stream().mapToInt(Integer::intValue).filter(x -> x % 2 == 1).sum();
        System.out.println("odd sum " + s);
        ListIterator<Integer> it = r.listIterator(r.size());
        StringBuilder back = new StringBuilder();
        while (it.hasPrevious()) back.append(it.previous()).append(' ');
        System.out.println("backwards " + back.toString().trim());
        try {
            r.add(10);
        } catch (UnsupportedOperationException e) {
            System.out.println("range is read-only");
        }
    }
}
