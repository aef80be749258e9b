// features: program, hash_map, streams, record_declaration, method_reference, collections_utils, generic_methods, varargs
import java.util.*;
import java.util.stream.*;

public class HighScores {
    record Entry(String player, int score) {}

    private final List<Integer> scores;

    HighScores(Integer... scores) { this.scores = List.of(scores); }

    List<Integer> scores() { return scores; }
    int latest() { return scores.get(scores.size() - 1); }
    int personalBest() { return Collections.max(scores); }

    List<Integer> personalTopThree() {
        return scores.stream().sorted(Comparator.reverseOrder()).limit(3).collect(Collectors.toList());
    }

    static <T extends Comparable<T>> T best(List<T> xs) {
        T top = null;
        for (T x : xs) if (top == null || x.compareTo(top) > 0) top = x;
        return top;
    }

    public static void main(String[] args) {
        Integer[][] cases = {{30, 50, 20, 70}, {100, 0, 90, 30}, {10, 30, 90, 30, 100, 20, 10, 0, 30, 40, 40, 70, 70},
                             {20, 10, 30}, {40, 20, 40, 30}, {30, 70}, {40}};
        for (Integer[] c : cases) {
            HighScores hs = new HighScores(c);
            System.out.printf("%s latest=%d best=%d top3=%s%n", hs.scores(), hs.latest(), hs.personalBest(), hs.personalTopThree());
        }
        HighScores fixed = new HighScores(5, 9, 1);
        try {
            fixed.scores().add(4);
        } catch (UnsupportedOperationException e) {
            System.out.println("scores are read-only");
        }
        System.out.println(best(List.of("pear", "apple", "zucchini", "fig")) + " " + best(fixed.scores()));

        List<Entry> log = List.of(new Entry("ann", 40), new Entry("bob", 75), new Entry("cid", 55),
                                  new Entry("ann", 90), new Entry("dee", 75), new Entry("bob", 20));
        Map<String, Integer> bestByPlayer = log.stream()
            .collect(Collectors.toMap(Entry::player, Entry::score, Math::max, TreeMap::new));
        System.out.println(bestByPlayer);
        String leader = bestByPlayer.entrySet().stream().max(Map.Entry.comparingByValue())
            .map(Map.Entry::getKey).orElse("nobody");
        System.out.println("leader: " + leader);

        TreeMap<Integer, List<String>> board = new TreeMap<>(Comparator.reverseOrder());
        bestByPlayer.forEach((p, s) -> board.computeIfAbsent(s, k -> new ArrayList<>()).add(p));
        System.out.println(board + " first=" + board.firstEntry().getValue() + " last=" + board.lastKey());
        TreeMap<Integer, String> ranks = new TreeMap<>(Map.of(0, "bronze", 50, "silver", 80, "gold", 95, "platinum"));
        for (int s : new int[]{10, 50, 79, 94, 100}) {
            Map.Entry<Integer, String> r = ranks.floorEntry(s);
            Integer next = ranks.higherKey(s);
            System.out.println(s + " -> " + r.getValue() + (next == null ? " (max)" : " (next at " + next + ")"));
        }
        System.out.println(ranks.headMap(80) + " " + ranks.tailMap(50, false) + " " + ranks.descendingMap());
        NavigableMap<Integer, String> down = ranks.descendingMap();  // navigable in reverse: floor looks upward
        System.out.println(down.firstEntry() + " " + down.floorKey(60) + " " + down.ceilingKey(60) + " " + down.headMap(50) + " "
            + down.descendingMap().firstKey() + " " + ranks.descendingKeySet() + " " + new TreeSet<>(List.of(3, 1, 2)).descendingSet().higher(2));
        TreeSet<Integer> distinct = new TreeSet<>(fixed.scores());
        distinct.addAll(List.of(3, 7));
        System.out.println(distinct + " " + distinct.ceiling(6) + " " + distinct.lower(3) + " " + distinct.headSet(5)
            + " " + distinct.pollFirst() + " " + distinct);
        StringJoiner podium = new StringJoiner(" > ", "podium: ", ".");
        board.values().stream().flatMap(List::stream).limit(3).forEach(podium::add);
        System.out.println(podium);
    }
}
