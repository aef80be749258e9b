// features: record_declaration, interface_declaration, generics, generic_methods, string_concatenation, lambda_expression, method_reference
import java.util.function.Function;

public class PersistentListRecursion {
    // An immutable singly linked list whose operations recurse over the
    // whole list, toString included (through string concatenation).
    sealed interface PList<T> permits Cons, Nil {}

    record Nil<T>() implements PList<T> {
        @Override public String toString() { return "nil"; }
    }

    record Cons<T>(T head, PList<T> tail) implements PList<T> {
        @Override public String toString() { return head + " " + tail; }
    }

    static <T> int length(PList<T> l) {
        return l instanceof Cons<T> c ? 1 + length(c.tail()) : 0;
    }

    static <T, R> PList<R> map(PList<T> l, Function<T, R> f) {
        return l instanceof Cons<T> c ? new Cons<>(f.apply(c.head()), map(c.tail(), f)) : new Nil<>();
    }

    static PList<Integer> range(int from, int to) {
        PList<Integer> l = new Nil<>();
        for (int i = to - 1; i >= from; i--) l = new Cons<>(i, l);
        return l;
    }

    public static void main(String[] args) {
        PList<Integer> xs = range(0, 2500);
        String text = xs.toString();
        System.out.println(length(xs) + " elements, text of " + text.length() + " chars");
        System.out.println(text.substring(0, 30) + " ... " + text.substring(text.length() - 18));
        PList<String> hex = map(xs, Integer::toHexString);
        String h = "" + hex;
        System.out.println(h.substring(h.length() - 20));
        System.out.println(range(0, 3).equals(new Cons<>(0, new Cons<>(1, new Cons<>(2, new Nil<>())))));
        System.out.println(range(0, 300).hashCode() == range(0, 300).hashCode());
    }
}
