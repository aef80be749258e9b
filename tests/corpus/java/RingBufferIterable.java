// features: generics, iterator, anonymous_class, streams, method_reference, builtin_exceptions, string_format, lambda_expression
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class RingBufferIterable {
    static final class Ring<T> implements Iterable<T> {
        private final Object[] items;
        private int head, size;
        private long overwritten;
        Ring(int capacity) {
            if (capacity <= 0) throw new IllegalArgumentException("capacity must be > 0, got " + capacity);
            items = new Object[capacity];
        }
        void push(T x) {
            items[(head + size) % items.length] = x;
            if (size == items.length) { head = (head + 1) % items.length; overwritten++; }
            else size++;
        }
        @SuppressWarnings("unchecked")
        T get(int i) {
            Objects.checkIndex(i, size);
            return (T) items[(head + i) % items.length];
        }
        int size() { return size; }
        @Override public Iterator<T> iterator() {
            return new Iterator<>() {
                int i = 0;
                public boolean hasNext() { return i < size; }
                public T next() {
                    if (!hasNext()) throw new NoSuchElementException();
                    return get(i++);
                }
            };
        }
        Stream<T> stream() { return StreamSupport.stream(spliterator(), false); }
        @Override public String toString() {
            StringJoiner j = new StringJoiner(", ", "Ring[", "]");
            for (T t : this) j.add(String.valueOf(t));
            return j + " (overwrote " + overwritten + ")";
        }
    }

    static double[] movingAverage(int[] xs, int w) {
        Ring<Integer> r = new Ring<>(w);
        double[] out = new double[xs.length];
        long sum = 0;
        for (int i = 0; i < xs.length; i++) {
            if (r.size() == w) sum -= r.get(0);
            r.push(xs[i]);
            sum += xs[i];
            out[i] = (double) sum / r.size();
        }
        return out;
    }

    public static void main(String[] args) {
        Ring<String> log = new Ring<>(4);
        for (String s : "alpha beta gamma delta epsilon zeta".split(" ")) log.push(s);
        System.out.println(log);
        System.out.println(log.stream().map(String::length).collect(Collectors.toList()) + " " + log.get(0));
        try {
            log.get(7);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            new Ring<Integer>(0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        int[] data = { 5, 3, 8, 1, 9, 2, 7, 4, 6, 10 };
        double[] ma = movingAverage(data, 3);
        System.out.println(Arrays.stream(ma).mapToObj(d -> String.format("%.2f", d)).collect(Collectors.joining(" ")));
        DoubleSummaryStatistics st = Arrays.stream(ma).summaryStatistics();
        System.out.printf("min=%.3f max=%.3f avg=%.4f n=%d%n", st.getMin(), st.getMax(), st.getAverage(), st.getCount());
        Iterator<String> it = log.iterator();
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) sb.append(it.next().charAt(0));
        System.out.println(sb.toString().toUpperCase());
        Ring<int[]> pairs = new Ring<>(2);
        pairs.push(new int[] { 1, 2 });
        pairs.push(new int[] { 3, 4 });
        pairs.push(new int[] { 5, 6 });
        int total = 0;
        for (int[] p : pairs) total += p[0] * p[1];
        System.out.println(total + " " + pairs.size());
        Map<Boolean, List<Integer>> parts = IntStream.of(data).boxed().collect(Collectors.partitioningBy(x -> x % 2 == 0));
        System.out.println(parts);
        Supplier<Ring<Character>> mk = () -> new Ring<>(3);
        Ring<Character> cs = mk.get();
        "hello".chars().forEach(c -> cs.push((char) c));
        System.out.println(cs + " " + cs.stream().map(String::valueOf).reduce("", String::concat));
        UnaryOperator<String> shout = s -> s.toUpperCase() + "!";
        System.out.println(shout.andThen(s -> s + s.length()).apply("ring"));
    }
}
