// features: program, hash_map, string_methods, char_type, string_builder
import java.util.Map;
import java.util.TreeMap;

public class WordCount {
    static Map<String, Integer> count(String phrase) {
        Map<String, Integer> counts = new TreeMap<>();
        StringBuilder word = new StringBuilder();
        String text = phrase.toLowerCase() + " ";
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean inner = c == '\'' && word.length() > 0 && i + 1 < text.length() && Character.isLetterOrDigit(text.charAt(i + 1));
            if (Character.isLetterOrDigit(c) || inner) {
                word.append(c);
            } else if (word.length() > 0) {
                String w = word.toString();
                counts.put(w, counts.getOrDefault(w, 0) + 1);
                word.setLength(0);
            }
        }
        return counts;
    }

    public static void main(String[] args) {
        String[] inputs = {"word", "one of each", "one fish two fish red fish blue fish", "one,two,three",
                           "car: carpet as java: javascript!!&@$%^&", "testing, 1, 2 testing", "go Go GO Stop stop",
                           "Joe can't tell between 'large' and large.", " multiple   whitespaces"};
        for (String s : inputs) System.out.println(count(s));
    }
}
