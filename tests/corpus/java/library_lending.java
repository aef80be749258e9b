// features: program, interface_declaration, nested_static_class, hash_map, streams, method_reference, lambda_expression, multi_catch, builtin_exceptions, string_format, collections_utils, generics
import java.util.*;
import java.util.stream.*;

public class Library {
    interface Loanable { boolean isAvailable(); void checkout(String who); void giveBack(); }

    static class Book implements Loanable, Comparable<Book> {
        private final String isbn, title, author;
        private final int year;
        private String borrower;
        Book(String isbn, String title, String author, int year) { this.isbn = isbn; this.title = title; this.author = author; this.year = year; }
        public boolean isAvailable() { return borrower == null; }
        public void checkout(String who) {
            if (!isAvailable()) throw new IllegalStateException(title + " is already borrowed by " + borrower);
            borrower = who;
        }
        public void giveBack() { borrower = null; }
        public int compareTo(Book o) { return title.compareToIgnoreCase(o.title); }
        String author() { return author; }
        int year() { return year; }
        @Override public String toString() { return String.format("%s (%d) by %s%s", title, year, author, isAvailable() ? "" : " [out: " + borrower + "]"); }
    }

    private final Map<String, Book> byIsbn = new LinkedHashMap<>();
    private final Map<String, List<String>> history = new HashMap<>();

    void add(Book b) { byIsbn.put(b.isbn, b); }

    Optional<Book> find(String isbn) { return Optional.ofNullable(byIsbn.get(isbn)); }

    void lend(String isbn, String who) {
        Book b = find(isbn).orElseThrow(() -> new NoSuchElementException("unknown isbn " + isbn));
        b.checkout(who);
        history.computeIfAbsent(who, k -> new ArrayList<>()).add(b.title);
    }

    public static void main(String[] args) {
        Library lib = new Library();
        lib.add(new Book("111", "Dune", "Herbert", 1965));
        lib.add(new Book("222", "Neuromancer", "Gibson", 1984));
        lib.add(new Book("333", "Foundation", "Asimov", 1951));
        lib.add(new Book("444", "I, Robot", "Asimov", 1950));
        lib.add(new Book("555", "Hyperion", "Simmons", 1989));
        String[][] requests = {{"111", "ana"}, {"333", "ben"}, {"111", "cy"}, {"999", "ana"}, {"444", "ana"}};
        for (String[] r : requests) {
            try {
                lib.lend(r[0], r[1]);
                System.out.println(r[1] + " borrowed " + lib.find(r[0]).get().title);
            } catch (IllegalStateException | NoSuchElementException e) {
                System.out.println("refused: " + e.getMessage());
            }
        }
        List<Book> sorted = new ArrayList<>(lib.byIsbn.values());
        Collections.sort(sorted);
        sorted.forEach(b -> System.out.println("  " + b));
        Map<String, Long> perAuthor = lib.byIsbn.values().stream().collect(Collectors.groupingBy(Book::author, TreeMap::new, Collectors.counting()));
        System.out.println(perAuthor);
        System.out.println(lib.byIsbn.values().stream().filter(Loanable::isAvailable).map(b -> b.title).sorted(Comparator.reverseOrder()).collect(Collectors.toList()));
        IntSummaryStatistics years = lib.byIsbn.values().stream().mapToInt(Book::year).summaryStatistics();
        System.out.println(years.getMin() + ".." + years.getMax() + " avg " + years.getAverage());
        System.out.println(new TreeMap<>(lib.history));
        lib.find("111").ifPresent(Book::giveBack);
        System.out.println(lib.find("111").map(Book::toString).orElse("?") + " | " + lib.find("000").isPresent());
    }
}
