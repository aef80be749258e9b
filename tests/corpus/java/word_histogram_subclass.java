// features: program, nested_static_class, inheritance, text_block, streams, method_reference, varargs, hash_set
import java.util.*;
import java.util.stream.*;

public class WordHistogram {
    static class Histogram extends TreeMap<String, Integer> {
        void count(String word) {
            merge(word, 1, Integer::sum);
        }
        int total() {
            int t = 0;
            for (int v : values()) t += v;
            return t;
        }
        List<Map.Entry<String, Integer>> top(int n) {
            return entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(n)
                .collect(Collectors.toList());
        }
    }

    static class StopWords extends HashSet<String> {
        StopWords(String... words) { super(Arrays.asList(words)); }
        boolean keep(String w) { return !contains(w) && w.length() > 1; }
    }

    public static void main(String[] args) {
        String text = """
            It was the best of times, it was the worst of times, it was the age of wisdom,
            it was the age of foolishness, it was the epoch of belief, it was the epoch of
            incredulity, it was the season of Light, it was the season of Darkness, it was
            the spring of hope, it was the winter of despair.
            """;
        StopWords stop = new StopWords("it", "was", "the", "of", "a");
        Histogram h = new Histogram();
        for (String raw : text.split("[^A-Za-z]+")) {
            String w = raw.toLowerCase(Locale.ROOT);
            if (w.isEmpty()) continue;
            if (stop.keep(w)) h.count(w);
        }
        System.out.println("distinct=" + h.size() + " total=" + h.total() + " stop=" + stop.size());
        System.out.println(h);
        System.out.println("first=" + h.firstKey() + " last=" + h.lastKey());
        for (Map.Entry<String, Integer> e : h.top(5)) {
            System.out.printf("%-12s %s%n", e.getKey(), "#".repeat(e.getValue()));
        }
        Map<Integer, List<String>> byLen = h.keySet().stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        byLen.forEach((len, ws) -> System.out.println(len + ": " + ws));
        Map<Character, Long> initials = h.keySet().stream().collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.counting()));
        System.out.println(initials);
        System.out.println(h.headMap("e") + " | " + h.tailMap("t", true));
    }
}
