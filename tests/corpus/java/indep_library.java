// features: program, record_declaration, enum_declaration, iterator, streams, custom_exceptions, hash_map
// An independently written program (a user's idiom, not written against the VM).
import java.util.*;
import java.util.stream.*;

public class Library {
    enum Genre { FICTION, SCIENCE, HISTORY, POETRY }

    record Book(String isbn, String title, String author, int year, Genre genre, double rating) {
        String shortTitle() { return title.length() > 12 ? title.substring(0, 12) + "…" : title; }
    }

    static class Catalog implements Iterable<Book> {
        private final Map<String, Book> byIsbn = new LinkedHashMap<>();
        private final Map<String, Deque<String>> loans = new HashMap<>();

        void add(Book b) {
            if (byIsbn.putIfAbsent(b.isbn(), b) != null) throw new IllegalArgumentException("duplicate isbn " + b.isbn());
        }
        void lend(String isbn, String member) {
            Book b = Optional.ofNullable(byIsbn.get(isbn)).orElseThrow(() -> new NoSuchElementException("no book " + isbn));
            loans.computeIfAbsent(member, m -> new ArrayDeque<>()).push(b.isbn());
        }
        @Override public Iterator<Book> iterator() { return byIsbn.values().iterator(); }
        Stream<Book> stream() { return byIsbn.values().stream(); }
    }

    public static void main(String[] args) {
        Catalog c = new Catalog();
        c.add(new Book("111", "Dune", "Herbert", 1965, Genre.FICTION, 4.6));
        c.add(new Book("222", "A Brief History of Time", "Hawking", 1988, Genre.SCIENCE, 4.4));
        c.add(new Book("333", "The Guns of August", "Tuchman", 1962, Genre.HISTORY, 4.2));
        c.add(new Book("444", "Leaves of Grass", "Whitman", 1855, Genre.POETRY, 4.0));
        c.add(new Book("555", "Foundation", "Asimov", 1951, Genre.FICTION, 4.3));
        c.add(new Book("666", "Cosmos", "Sagan", 1980, Genre.SCIENCE, 4.7));
        try {
            c.add(new Book("111", "Dune Messiah", "Herbert", 1969, Genre.FICTION, 3.9));
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        for (Book b : c) System.out.printf("%-4s %-14s %-8s %d %.1f%n", b.isbn(), b.shortTitle(), b.author(), b.year(), b.rating());
        Map<Genre, Double> avg = c.stream().collect(Collectors.groupingBy(Book::genre, () -> new EnumMap<>(Genre.class), Collectors.averagingDouble(Book::rating)));
        avg.forEach((g, r) -> System.out.println(g + " -> " + String.format("%.2f", r)));
        System.out.println(c.stream().filter(b -> b.year() < 1970).map(Book::author).sorted().collect(Collectors.joining(", ", "[", "]")));
        Book oldest = c.stream().min(Comparator.comparingInt(Book::year)).orElseThrow();
        System.out.println("oldest: " + oldest.title() + " (" + (2024 - oldest.year()) + " years)");
        c.lend("222", "amy"); c.lend("666", "amy"); c.lend("111", "bo");
        try {
            c.lend("999", "bo");
        } catch (NoSuchElementException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(new TreeMap<>(c.loans));
        String decades = c.stream().map(b -> b.year() / 10 * 10 + "s").distinct().sorted().collect(Collectors.joining(" "));
        System.out.println(decades);
        IntSummaryStatistics st = c.stream().mapToInt(Book::year).summaryStatistics();
        System.out.println(st.getMin() + ".." + st.getMax() + " avg " + st.getAverage());
        System.out.println(Arrays.stream(Genre.values()).map(g -> g.name().charAt(0) + g.name().substring(1).toLowerCase()).toList());
    }
}
