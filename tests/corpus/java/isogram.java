// features: program, char_type, string_methods, arrays, boolean_type, hash_set
import java.util.HashSet;
import java.util.Set;

public class Isogram {
    static boolean isIsogram(String phrase) {
        boolean[] seen = new boolean[26];
        for (char c : phrase.toLowerCase().toCharArray()) {
            if (c < 'a' || c > 'z') continue;
            if (seen[c - 'a']) return false;
            seen[c - 'a'] = true;
        }
        return true;
    }

    static boolean isIsogramSet(String phrase) {
        Set<Character> letters = new HashSet<>();
        for (int i = 0; i < phrase.length(); i++) {
            char c = Character.toLowerCase(phrase.charAt(i));
            if (Character.isLetter(c) && !letters.add(c)) return false;
        }
        return true;
    }

    public static void main(String[] args) {
        String[] words = {"", "isogram", "eleven", "zzyzx", "subdermatoglyphic", "Alphabet",
                          "alphAbet", "thumbscrew-japingly", "six-year-old", "Emily Jung Schwartzkopf", "accentor", "angola"};
        for (String w : words) {
            System.out.println("\"" + w + "\" " + isIsogram(w) + " " + isIsogramSet(w));
        }
    }
}
