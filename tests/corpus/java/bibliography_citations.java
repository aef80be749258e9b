// features: program, record_declaration, enum_declaration, switch_expression, streams, comparator_combinators, string_format, method_reference
import java.util.*;
import java.util.stream.*;

public class Bibliography {
    enum Kind { BOOK, ARTICLE, THESIS }

    record Author(String first, String last) {
        String citeName() { return last + ", " + first.charAt(0) + "."; }
    }

    record Entry(String key, Kind kind, List<Author> authors, String title, int year, String venue) {
        String format() {
            String names;
            if (authors.size() == 1) names = authors.get(0).citeName();
            else if (authors.size() == 2) names = authors.get(0).citeName() + " and " + authors.get(1).citeName();
            else names = authors.get(0).citeName() + " et al.";
            return switch (kind) {
                case BOOK -> String.format("%s (%d). %s. %s.", names, year, title, venue);
                case ARTICLE -> String.format("%s (%d). \"%s\". In: %s.", names, year, title, venue);
                case THESIS -> String.format("%s (%d). %s [thesis]. %s.", names, year, title, venue);
            };
        }
    }

    public static void main(String[] args) {
        List<Entry> entries = new ArrayList<>();
        entries.add(new Entry("knuth68", Kind.BOOK, List.of(new Author("Donald", "Knuth")),
                "The Art of Computer Programming", 1968, "Addison-Wesley"));
        entries.add(new Entry("dijkstra59", Kind.ARTICLE, List.of(new Author("Edsger", "Dijkstra")),
                "A note on two problems in connexion with graphs", 1959, "Numerische Mathematik"));
        entries.add(new Entry("kr78", Kind.BOOK, List.of(new Author("Brian", "Kernighan"), new Author("Dennis", "Ritchie")),
                "The C Programming Language", 1978, "Prentice Hall"));
        entries.add(new Entry("gof94", Kind.BOOK, List.of(new Author("Erich", "Gamma"), new Author("Richard", "Helm"),
                new Author("Ralph", "Johnson"), new Author("John", "Vlissides")), "Design Patterns", 1994, "Addison-Wesley"));
        entries.add(new Entry("shannon40", Kind.THESIS, List.of(new Author("Claude", "Shannon")),
                "An Algebra for Theoretical Genetics", 1940, "MIT"));
        entries.add(new Entry("hoare69", Kind.ARTICLE, List.of(new Author("Tony", "Hoare")),
                "An axiomatic basis for computer programming", 1969, "CACM"));

        System.out.println("== Sorted by first author ==");
        entries.stream()
                .sorted(Comparator.comparing((Entry e) -> e.authors().get(0).last()).thenComparingInt(Entry::year))
                .forEach(e -> System.out.println("[" + e.key() + "] " + e.format()));

        System.out.println("\n== By decade ==");
        Map<Integer, List<String>> byDecade = entries.stream()
                .collect(Collectors.groupingBy(e -> e.year() / 10 * 10, TreeMap::new,
                        Collectors.mapping(Entry::key, Collectors.toList())));
        byDecade.forEach((d, keys) -> System.out.printf("%ds: %s%n", d, keys));

        System.out.println("\n== Counts by kind ==");
        Map<Kind, Long> counts = entries.stream().collect(Collectors.groupingBy(Entry::kind, () -> new EnumMap<>(Kind.class), Collectors.counting()));
        for (Map.Entry<Kind, Long> c : counts.entrySet()) {
            System.out.println(c.getKey().name().toLowerCase() + " -> " + c.getValue());
        }

        Set<String> publishers = entries.stream().filter(e -> e.kind() == Kind.BOOK)
                .map(Entry::venue).collect(Collectors.toCollection(TreeSet::new));
        System.out.println("Publishers: " + String.join("; ", publishers));

        IntSummaryStatistics stats = entries.stream().mapToInt(Entry::year).summaryStatistics();
        System.out.println("Years " + stats.getMin() + "-" + stats.getMax() + ", mean " + String.format("%.1f", stats.getAverage()));

        Optional<Entry> most = entries.stream().max(Comparator.comparingInt(e -> e.authors().size()));
        most.ifPresent(e -> System.out.println("Most authors: " + e.key() + " (" + e.authors().size() + ")"));
        String initials = entries.stream().map(e -> e.title().split(" ")[0]).distinct().sorted().collect(Collectors.joining(",", "{", "}"));
        System.out.println(initials);
    }
}
