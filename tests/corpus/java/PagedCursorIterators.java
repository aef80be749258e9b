// features: iterator, anonymous_class, object_methods, method_reference, class_declaration, generics
import java.util.*;
import java.util.function.*;

// A paged cursor over a fake result set: program-defined Iterators drained with the
// default forEachRemaining, and row keys hashed with Objects.hashCode (null-safe).
public class PagedCursorIterators {
    static final class PagedCursor implements Iterator<String> {
        private final List<String> rows;
        private final int pageSize;
        private int pos, pagesFetched;

        PagedCursor(List<String> rows, int pageSize) { this.rows = rows; this.pageSize = pageSize; }

        @Override public boolean hasNext() { return pos < rows.size(); }

        @Override public String next() {
            if (!hasNext()) throw new NoSuchElementException("cursor exhausted after " + pos + " rows");
            if (pos % pageSize == 0) pagesFetched++;
            return rows.get(pos++);
        }
    }

    record Row(String id, String owner) {
        int key() { return 31 * Objects.hashCode(id) + Objects.hashCode(owner); }
    }

    public static void main(String[] args) {
        List<String> data = List.of("r1", "r2", "r3", "r4", "r5", "r6", "r7");
        PagedCursor cursor = new PagedCursor(data, 3);
        System.out.println("first: " + cursor.next() + ", " + cursor.next());
        List<String> rest = new ArrayList<>();
        cursor.forEachRemaining(rest::add);
        System.out.println("rest: " + rest + " pages=" + cursor.pagesFetched + " hasNext=" + cursor.hasNext());
        try {
            cursor.next();
        } catch (NoSuchElementException e) {
            System.out.println("caught: " + e.getMessage());
        }
        cursor.forEachRemaining(r -> System.out.println("never printed " + r));

        Iterator<Integer> squares = new Iterator<>() {
            int i = 1;
            public boolean hasNext() { return i <= 5; }
            public Integer next() { int v = i * i; i++; return v; }
        };
        StringJoiner sj = new StringJoiner(" ");
        squares.forEachRemaining(v -> sj.add(String.valueOf(v)));
        System.out.println("squares: " + sj);

        Map<Integer, Row> byKey = new TreeMap<>();
        for (Row r : List.of(new Row("a1", "ann"), new Row("a2", null), new Row(null, null), new Row(null, "bob"))) byKey.put(r.key(), r);
        byKey.forEach((k, r) -> System.out.println(k + " -> " + r));
        System.out.println("Objects.hashCode(null)=" + Objects.hashCode(null) + " Objects.hash((Object) null)=" + Objects.hash((Object) null)
                + " Objects.hashCode(\"ab\")=" + Objects.hashCode("ab") + " Objects.hash()=" + Objects.hash());
    }
}
