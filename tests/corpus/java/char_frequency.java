// features: program, hash_map, char_type, string_methods, enhanced_for_statement
import java.util.*;

public class CharFrequency {
    public static void main(String[] args) {
        String text = "the quick brown fox jumps over the lazy dog";
        Map<Character, Integer> freq = new HashMap<>();
        for (char c : text.toCharArray()) {
            if (c == ' ') continue;
            freq.put(c, freq.getOrDefault(c, 0) + 1);
        }
        System.out.println(freq);
        Map<Character, Integer> sorted = new TreeMap<>(freq);
        StringBuilder top = new StringBuilder();
        for (Map.Entry<Character, Integer> e : sorted.entrySet()) {
            if (e.getValue() > 1) top.append(e.getKey()).append('=').append(e.getValue()).append(' ');
        }
        System.out.println(top.toString().trim());
        Map<String, Integer> words = new HashMap<>();
        for (String w : "one two three two three three four".split(" ")) words.merge(w, 1, Integer::sum);
        System.out.println(words);
        Map<Integer, Integer> byLen = new HashMap<>();
        for (String w : words.keySet()) byLen.merge(w.length(), 1, Integer::sum);
        System.out.println(byLen);
        Set<String> keys = new HashSet<>(List.of("zeta", "alpha", "mu", "pi", "omega", "beta", "gamma"));
        System.out.println(keys);
    }
}
