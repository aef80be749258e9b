// features: program, nested_static_class, streams, comparator_combinators, string_builder, method_reference
import java.util.*;
import java.util.stream.*;

public class TrieComplete {
    static class Node {
        final TreeMap<Character, Node> kids = new TreeMap<>();
        boolean word;
        int freq;
    }

    private final Node root = new Node();
    private int words;

    void insert(String w, int freq) {
        Node n = root;
        for (char c : w.toCharArray()) n = n.kids.computeIfAbsent(c, k -> new Node());
        if (!n.word) words++;
        n.word = true;
        n.freq += freq;
    }

    private Node find(String prefix) {
        Node n = root;
        for (int i = 0; i < prefix.length() && n != null; i++) n = n.kids.get(prefix.charAt(i));
        return n;
    }

    List<String> complete(String prefix, int limit) {
        Node start = find(prefix);
        if (start == null) return Collections.emptyList();
        List<Map.Entry<String, Integer>> found = new ArrayList<>();
        collect(start, new StringBuilder(prefix), found);
        return found.stream()
            .sorted(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()))
            .limit(limit)
            .map(e -> e.getKey() + "(" + e.getValue() + ")")
            .collect(Collectors.toList());
    }

    private void collect(Node n, StringBuilder path, List<Map.Entry<String, Integer>> out) {
        if (n.word) out.add(new AbstractMap.SimpleEntry<>(path.toString(), n.freq));
        for (Map.Entry<Character, Node> e : n.kids.entrySet()) {
            path.append(e.getKey());
            collect(e.getValue(), path, out);
            path.deleteCharAt(path.length() - 1);
        }
    }

    int nodes(Node n) {
        int c = 1;
        for (Node k : n.kids.values()) c += nodes(k);
        return c;
    }

    String longestCommonPrefix() {
        StringBuilder sb = new StringBuilder();
        Node n = root;
        while (n.kids.size() == 1 && !n.word) {
            Map.Entry<Character, Node> only = n.kids.firstEntry();
            sb.append(only.getKey());
            n = only.getValue();
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        TrieComplete t = new TrieComplete();
        String log = "car card care careful cart cat catalog cater dog dodge door dorm car cart cart care cat cat cat do";
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String w : log.split(" ")) counts.merge(w, 1, Integer::sum);
        counts.forEach(t::insert);
        System.out.println("words=" + t.words + " nodes=" + t.nodes(t.root));
        for (String p : new String[]{"ca", "car", "cat", "do", "dor", "x", ""}) {
            System.out.println("'" + p + "' -> " + t.complete(p, 4));
        }
        TrieComplete u = new TrieComplete();
        Stream.of("interview", "internet", "interval", "internal").forEach(w -> u.insert(w, 1));
        System.out.println("lcp=" + u.longestCommonPrefix());
        char[] letters = t.root.kids.keySet().stream().map(String::valueOf).collect(Collectors.joining()).toCharArray();
        System.out.println(Arrays.toString(letters) + " " + t.root.kids.firstKey() + " " + t.root.kids.lastKey());
    }
}
