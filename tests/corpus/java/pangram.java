// features: program, char_type, string_methods, for_statement, arrays
public class Pangram {
    static boolean isPangram(String s) {
        int[] counts = new int[26];
        String lower = s.toLowerCase();
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            if (c >= 'a' && c <= 'z') counts[c - 'a']++;
        }
        for (int k : counts) if (k == 0) return false;
        return true;
    }

    static String missing(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c = 'a'; c <= 'z'; c++) {
            if (s.toLowerCase().indexOf(c) < 0) sb.append(c);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] inputs = {
            "", "abcdefghijklmnopqrstuvwxyz", "the quick brown fox jumps over the lazy dog",
            "a quick movement of the enemy will jeopardize five gunboats",
            "five boxing wizards jump quickly at it", "the_quick_brown_fox_jumps_over_the_lazy_dog",
            "the 1 quick brown fox jumps over the 2 lazy dogs", "\"Five quacking Zephyrs jolt my wax bed.\""
        };
        for (String s : inputs) {
            System.out.println(isPangram(s) + " missing=[" + missing(s) + "]");
        }
    }
}
