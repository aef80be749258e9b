// features: program, hash_set, hash_map, deque_stack, streams, collections_utils, char_type, string_methods
import java.util.*;
import java.util.stream.*;

public class WordLadder {
    static List<String> ladder(String from, String to, Set<String> dict) {
        Map<String, String> parent = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>();
        queue.offer(from);
        parent.put(from, null);
        while (!queue.isEmpty()) {
            String w = queue.poll();
            if (w.equals(to)) {
                LinkedList<String> path = new LinkedList<>();
                for (String s = w; s != null; s = parent.get(s)) path.addFirst(s);
                return path;
            }
            char[] cs = w.toCharArray();
            for (int i = 0; i < cs.length; i++) {
                char orig = cs[i];
                for (char c = 'a'; c <= 'z'; c++) {
                    if (c == orig) continue;
                    cs[i] = c;
                    String next = String.valueOf(cs);
                    if (dict.contains(next) && !parent.containsKey(next)) {
                        parent.put(next, w);
                        queue.offer(next);
                    }
                }
                cs[i] = orig;
            }
        }
        return Collections.emptyList();
    }

    public static void main(String[] args) {
        String words = "cold cord card ward warm word worm wore core bore bare barn born corn cone bone "
            + "lone line fine fire hire here hare care cart dart dirt girt gist list lost cost cast";
        Set<String> dict = new HashSet<>(Arrays.asList(words.split("\\s+")));
        System.out.println("dictionary has " + dict.size() + " words");
        String[][] pairs = {{"cold", "warm"}, {"bone", "fire"}, {"cart", "lost"}, {"core", "zzzz"}, {"hare", "hare"}};
        for (String[] p : pairs) {
            List<String> path = ladder(p[0], p[1], dict);
            if (path.isEmpty()) System.out.println(p[0] + " -> " + p[1] + ": impossible");
            else System.out.println(p[0] + " -> " + p[1] + " (" + (path.size() - 1) + " steps): " + String.join(" > ", path));
        }
        Map<Character, List<String>> byFirst = dict.stream().sorted()
            .collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.toList()));
        byFirst.forEach((k, v) -> System.out.println(k + ": " + v));
        Map<String, Integer> degree = new TreeMap<>();
        for (String w : dict) {
            int d = 0;
            for (String o : dict) {
                int diff = 0;
                for (int i = 0; i < 4; i++) if (w.charAt(i) != o.charAt(i)) diff++;
                if (diff == 1) d++;
            }
            degree.put(w, d);
        }
        int max = Collections.max(degree.values());
        List<String> hubs = degree.entrySet().stream().filter(e -> e.getValue() == max).map(Map.Entry::getKey).toList();
        System.out.println("hubs with degree " + max + ": " + hubs);
        System.out.println("isolated: " + degree.entrySet().stream().filter(e -> e.getValue() == 0).map(Map.Entry::getKey).collect(Collectors.joining(",", "[", "]")));
        System.out.println(Collections.frequency(new ArrayList<>(degree.values()), 2) + " words have degree 2");
        String joined = dict.stream().filter(w -> w.endsWith("re")).sorted(Comparator.reverseOrder()).collect(Collectors.joining("|"));
        System.out.println(joined);
        Set<String> hs = new HashSet<>(List.of("word", "worm", "ward", "cart", "bone"));
        System.out.println(hs);
    }
}
