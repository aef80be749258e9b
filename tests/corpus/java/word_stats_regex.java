// features: program, string_methods, hash_map, streams, method_reference, lambda_expression, string_format, string_builder, char_type, var_declaration, comparator_combinators
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class TextStats {
    static final String TEXT = "It was the best of times, it was the worst of times, it was the age of wisdom, "
        + "it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity; "
        + "it was the season of Light, it was the season of Darkness.";

    public static void main(String[] args) {
        String[] words = TEXT.toLowerCase().split("[^a-z]+");
        System.out.println("words: " + words.length);
        Map<String, Integer> freq = new HashMap<>();
        for (String w : words) if (!w.isEmpty()) freq.merge(w, 1, Integer::sum);
        List<Map.Entry<String, Integer>> top = freq.entrySet().stream()
            .sorted(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()))
            .limit(5).collect(Collectors.toList());
        for (var e : top) System.out.printf("%-8s %3d %s%n", e.getKey(), e.getValue(), "*".repeat(e.getValue()));
        Map<Integer, List<String>> byLen = freq.keySet().stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        byLen.forEach((len, ws) -> { Collections.sort(ws); System.out.println(len + " -> " + ws); });
        Pattern p = Pattern.compile("the (\\w+) of (\\w+)");
        Matcher m = p.matcher(TEXT);
        List<String> pairs = new ArrayList<>();
        while (m.find()) pairs.add(m.group(1) + "/" + m.group(2));
        System.out.println(pairs);
        System.out.println(TEXT.replaceAll("it was", "'twas").substring(0, 60));
        String longest = Arrays.stream(words).max(Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder())).orElse("");
        System.out.println("longest: " + longest + " (" + longest.length() + ")");
        long vowels = TEXT.chars().filter(c -> "aeiouAEIOU".indexOf(c) >= 0).count();
        System.out.println("vowels: " + vowels + ", commas: " + TEXT.chars().filter(c -> c == ',').count());
        String acronym = Arrays.stream("portable network graphics".split(" ")).map(s -> s.substring(0, 1).toUpperCase()).collect(Collectors.joining());
        System.out.println(acronym + " " + String.join("-", List.of("a", "b", "c")) + " " + "Hello".matches("H.*o") + " " + "a1b22c333".replaceAll("[0-9]+", "#"));
        StringBuilder caesar = new StringBuilder();
        for (char c : "Attack at Dawn!".toCharArray()) {
            if (Character.isUpperCase(c)) caesar.append((char) ('A' + (c - 'A' + 3) % 26));
            else if (Character.isLowerCase(c)) caesar.append((char) ('a' + (c - 'a' + 3) % 26));
            else caesar.append(c);
        }
        System.out.println(caesar);
    }
}
