// features: program, string_methods, char_type, arrays, array_list, collections_utils, var_declaration
import java.util.*;

public class Anagram {
    static String key(String w) {
        char[] cs = w.toLowerCase().toCharArray();
        Arrays.sort(cs);
        return new String(cs);
    }

    static List<String> match(String subject, List<String> candidates) {
        var out = new ArrayList<String>();
        String k = key(subject);
        for (String c : candidates) {
            if (!c.equalsIgnoreCase(subject) && key(c).equals(k)) out.add(c);
        }
        return out;
    }

    public static void main(String[] args) {
        System.out.println(match("diaper", List.of("hello", "world", "zombies", "pants")));
        System.out.println(match("solemn", List.of("lemons", "cherry", "melons")));
        System.out.println(match("good", List.of("dog", "goody")));
        System.out.println(match("listen", List.of("enlists", "google", "inlets", "banana")));
        System.out.println(match("Orchestra", List.of("cashregister", "Carthorse", "radishes")));
        System.out.println(match("BANANA", List.of("BANANA", "Banana", "banana")));
        var total = 0;
        for (var s : List.of("a", "bb", "ccc")) total += s.length();
        System.out.println(total);
    }
}
