// features: program, string_builder, wrapper_classes, char_type, string_methods, string_format, arrays, streams, collections_utils, builtin_exceptions
import java.util.*;

public class RomanText {
    private static final int[] VALUES = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    private static final String[] SYMBOLS = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};

    static String toRoman(int n) {
        if (n <= 0 || n >= 4000) throw new IllegalArgumentException("out of range: " + n);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < VALUES.length; i++) {
            while (n >= VALUES[i]) { sb.append(SYMBOLS[i]); n -= VALUES[i]; }
        }
        return sb.toString();
    }

    static int fromRoman(String s) {
        Map<Character, Integer> m = Map.of('I', 1, 'V', 5, 'X', 10, 'L', 50, 'C', 100, 'D', 500, 'M', 1000);
        int total = 0;
        for (int i = 0; i < s.length(); i++) {
            int v = m.get(Character.toUpperCase(s.charAt(i)));
            if (i + 1 < s.length() && v < m.get(Character.toUpperCase(s.charAt(i + 1)))) total -= v;
            else total += v;
        }
        return total;
    }

    static String caesar(String s, int shift) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c)) sb.append((char) ('A' + (c - 'A' + shift + 26) % 26));
            else if (Character.isLowerCase(c)) sb.append((char) ('a' + (c - 'a' + shift + 26) % 26));
            else sb.append(c);
        }
        return sb.toString();
    }

    static boolean isPalindrome(String s) {
        StringBuilder clean = new StringBuilder();
        for (char c : s.toCharArray()) if (Character.isLetterOrDigit(c)) clean.append(Character.toLowerCase(c));
        return clean.toString().equals(clean.reverse().toString());
    }

    static String withCommas(long n) {
        StringBuilder sb = new StringBuilder(Long.toString(Math.abs(n)));
        for (int i = sb.length() - 3; i > 0; i -= 3) sb.insert(i, ',');
        if (n < 0) sb.insert(0, '-');
        return sb.toString();
    }

    public static void main(String[] args) {
        for (int n : new int[]{1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999}) {
            String r = toRoman(n);
            System.out.printf("%4d = %-12s -> %d%n", n, r, fromRoman(r));
        }
        try { toRoman(0); } catch (IllegalArgumentException e) { System.out.println(e); }
        System.out.println(fromRoman("mcmxcix"));
        String msg = "Hello, World! Java 17 rocks.";
        String enc = caesar(msg, 3);
        System.out.println(enc + " | " + caesar(enc, -3));
        for (String p : List.of("A man, a plan, a canal: Panama", "race a car", "No 'x' in Nixon", ""))
            System.out.println("\"" + p + "\" palindrome? " + isPalindrome(p));
        for (long n : new long[]{0, 999, 1000, 1234567, -9876543210L, Long.MAX_VALUE})
            System.out.println(withCommas(n) + " " + String.format("%,d", n));
        StringBuilder sb = new StringBuilder("abcdef");
        sb.deleteCharAt(2).insert(0, "XY").reverse().setCharAt(0, 'Z');
        System.out.println(sb + " len=" + sb.length() + " idx=" + sb.indexOf("b"));
        sb.replace(1, 3, "---").delete(0, 1);
        System.out.println(sb + " " + sb.charAt(2));
        String word = "Mississippi";
        int[] counts = new int[26];
        for (char c : word.toLowerCase().toCharArray()) counts[c - 'a']++;
        StringBuilder hist = new StringBuilder();
        for (int i = 0; i < 26; i++) if (counts[i] > 0) hist.append((char) ('a' + i)).append(counts[i]);
        System.out.println(hist);
        char c = 'x';
        System.out.println(Character.isDigit('7') + " " + Character.getNumericValue('7') + " " + Character.isAlphabetic('é')
            + " " + (int) Character.toUpperCase(c) + " " + Character.toString(99) + " " + Character.isWhitespace('\t')
            + " " + Character.digit('f', 16) + " " + Character.forDigit(11, 16) + " " + (char) (c + 1) + " " + (c + 1));
        System.out.println(Character.isLetter('_') + " " + Character.MAX_VALUE + 0 + " " + Character.valueOf('q').compareTo('a'));
        String title = Arrays.stream("the quick brown fox".split(" "))
            .map(w -> Character.toUpperCase(w.charAt(0)) + w.substring(1))
            .reduce((a, b) -> a + " " + b).orElse("");
        System.out.println(title);
        System.out.println("  padded ".strip() + "|" + "ab".repeat(3) + "|" + "a,b,,c,".split(",").length + "|" + String.valueOf(new char[]{'h', 'i'}));
        System.out.println("Hello".chars().filter(Character::isLowerCase).count() + " " + "hello".indexOf('l', 3) + " " + "hello".lastIndexOf("l"));
        System.out.println(String.join("-", Collections.nCopies(4, "ab")) + " " + "CamelCaseString".replaceAll("([A-Z])", "_$1").toLowerCase());
    }
}
