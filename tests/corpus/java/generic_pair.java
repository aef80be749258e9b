// features: program, generics, generic_methods, class_declaration, interface_declaration, object_methods, array_list
import java.util.ArrayList;
import java.util.List;

public class GenericPair {
    static class Pair<A, B> {
        private final A first;
        private final B second;
        Pair(A first, B second) { this.first = first; this.second = second; }
        A getFirst() { return first; }
        B getSecond() { return second; }
        <C> Pair<A, C> withSecond(C c) { return new Pair<>(first, c); }
        Pair<B, A> swap() { return new Pair<>(second, first); }
        @Override public String toString() { return "(" + first + ", " + second + ")"; }
    }

    interface Transformer<T, R> { R transform(T t); }

    static <T, R> List<R> mapAll(List<T> xs, Transformer<T, R> f) {
        List<R> out = new ArrayList<>();
        for (T x : xs) out.add(f.transform(x));
        return out;
    }

    static <T extends Comparable<T>> T maxOf(List<T> xs) {
        T best = xs.get(0);
        for (T x : xs) if (x.compareTo(best) > 0) best = x;
        return best;
    }

    public static void main(String[] args) {
        Pair<String, Integer> p = new Pair<>("age", 42);
        System.out.println(p + " " + p.swap() + " " + p.withSecond(3.5));
        System.out.println(p.getFirst().length() + p.getSecond());
        List<Pair<String, Integer>> ps = new ArrayList<>();
        ps.add(p);
        ps.add(new Pair<>("height", 180));
        System.out.println(ps);
        System.out.println(mapAll(List.of(1, 2, 3), x -> x * 10));
        System.out.println(mapAll(List.of("a", "bb"), s -> s + s.length()));
        System.out.println(maxOf(List.of(3, 17, 5)) + " " + maxOf(List.of("pear", "zucchini", "apple")));
    }
}
