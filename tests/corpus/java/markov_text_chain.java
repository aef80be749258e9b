// features: program, text_block, random_seeded, streams, hash_map, deque_stack
import java.util.*;
import java.util.stream.Collectors;

public class MarkovText {
    private final Map<String, List<String>> chain = new HashMap<>();
    private final int order;

    MarkovText(int order) { this.order = order; }

    void train(String text) {
        String[] words = text.trim().split("\\s+");
        for (int i = 0; i + order < words.length; i++) {
            String key = String.join(" ", Arrays.copyOfRange(words, i, i + order));
            chain.computeIfAbsent(key, k -> new ArrayList<>()).add(words[i + order]);
        }
    }

    String generate(String start, int maxWords, Random rnd) {
        Deque<String> window = new ArrayDeque<>(Arrays.asList(start.split(" ")));
        StringBuilder out = new StringBuilder(start);
        for (int i = 0; i < maxWords; i++) {
            List<String> next = chain.get(String.join(" ", window));
            if (next == null || next.isEmpty()) break;
            String w = next.get(rnd.nextInt(next.size()));
            out.append(' ').append(w);
            window.removeFirst();
            window.addLast(w);
            if (w.endsWith(".")) break;
        }
        return out.toString();
    }

    public static void main(String[] args) {
        String corpus = """
            the quick brown fox jumps over the lazy dog. the quick red fox runs past the sleepy cat.
            the lazy dog sleeps under the old tree. a quick brown cat jumps over the quick red fox.
            the old tree stands by the river. the river runs past the old mill and the lazy dog.
            """;
        MarkovText m = new MarkovText(2);
        m.train(corpus);
        System.out.println("states: " + m.chain.size());
        List<String> branching = m.chain.entrySet().stream()
            .filter(e -> new HashSet<>(e.getValue()).size() > 1)
            .map(Map.Entry::getKey)
            .sorted()
            .collect(Collectors.toList());
        System.out.println("branching states: " + branching);
        Random rnd = new Random(12345);
        for (int i = 0; i < 4; i++) System.out.println((i + 1) + ". " + m.generate("the quick", 20, rnd));
        Map<String, Long> followers = m.chain.getOrDefault("the lazy", List.of()).stream()
            .collect(Collectors.groupingBy(w -> w, TreeMap::new, Collectors.counting()));
        System.out.println("after 'the lazy': " + followers);
        MarkovText uni = new MarkovText(1);
        uni.train(corpus);
        String top = uni.chain.entrySet().stream()
            .max(Comparator.comparingInt((Map.Entry<String, List<String>> e) -> e.getValue().size()).thenComparing(Map.Entry::getKey))
            .map(e -> e.getKey() + " x" + e.getValue().size()).orElse("none");
        System.out.println("most common predecessor: " + top);
        System.out.println(uni.generate("river", 8, new Random(1)));
    }
}
