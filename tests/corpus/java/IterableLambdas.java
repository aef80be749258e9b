// features: lambda_expression, enhanced_for_statement, anonymous_class
import java.util.*;
import java.util.stream.*;

// Iterable is a functional interface: a lambda (or method reference) that
// returns an Iterator is an Iterable that for-each loops over.
public class IterableLambdas {
    static Iterable<Integer> range(int from, int to) {
        return () -> new Iterator<Integer>() {
            int next = from;
            public boolean hasNext() { return next < to; }
            public Integer next() { return next++; }
        };
    }

    static <T> Iterable<T> backwards(List<T> items) {
        return () -> {
            ListIterator<T> it = items.listIterator(items.size());
            return new Iterator<T>() {
                public boolean hasNext() { return it.hasPrevious(); }
                public T next() { return it.previous(); }
            };
        };
    }

    public static void main(String[] args) {
        int sum = 0;
        for (int i : range(1, 6)) sum += i;
        System.out.println("sum " + sum);
        List<String> words = List.of("alpha", "beta", "gamma");
        StringBuilder sb = new StringBuilder();
        for (String w : backwards(words)) sb.append(w).append(' ');
        System.out.println(sb.toString().trim());
        Iterable<String> upper = () -> words.stream().map(String::toUpperCase).iterator();
        for (String w : upper) System.out.print(w + ";");
        System.out.println();
        Iterable<Integer> squares = () -> IntStream.rangeClosed(1, 4).map(x -> x * x).iterator();
        List<Integer> got = new ArrayList<>();
        for (Integer s : squares) got.add(s);
        for (Integer s : squares) got.add(-s);  // a fresh iterator each time
        System.out.println(got);
        Iterable<Integer> empty = () -> Collections.emptyIterator();
        for (Integer x : empty) System.out.println("never " + x);
        range(3, 6).forEach(x -> System.out.print(x + " "));
        System.out.println();
        Iterator<Integer> it = range(0, 2).iterator();
        System.out.println(it.next() + " " + it.next() + " " + it.hasNext());
    }
}
