// features: program, interface_declaration, default_methods, char_type, string_builder, streams, comparator_combinators, collections_utils
import java.util.*;
import java.util.stream.*;

public class CipherSuite {
    interface Cipher {
        String encrypt(String plain);
        String decrypt(String cipher);
        default String name() { return getClass().getSimpleName(); }
    }

    static class Caesar implements Cipher {
        private final int shift;
        Caesar(int shift) { this.shift = ((shift % 26) + 26) % 26; }
        private String rotate(String s, int k) {
            StringBuilder sb = new StringBuilder();
            for (char c : s.toCharArray()) {
                if (Character.isUpperCase(c)) sb.append((char) ('A' + (c - 'A' + k) % 26));
                else if (Character.isLowerCase(c)) sb.append((char) ('a' + (c - 'a' + k) % 26));
                else sb.append(c);
            }
            return sb.toString();
        }
        public String encrypt(String p) { return rotate(p, shift); }
        public String decrypt(String c) { return rotate(c, 26 - shift); }
    }

    static class Vigenere implements Cipher {
        private final String key;
        Vigenere(String key) { this.key = key.toLowerCase(); }
        private String run(String s, int sign) {
            StringBuilder sb = new StringBuilder(s.length());
            int k = 0;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (!Character.isLetter(c)) { sb.append(c); continue; }
                int shift = (key.charAt(k++ % key.length()) - 'a') * sign;
                char base = Character.isUpperCase(c) ? 'A' : 'a';
                sb.append((char) (base + Math.floorMod(c - base + shift, 26)));
            }
            return sb.toString();
        }
        public String encrypt(String p) { return run(p, 1); }
        public String decrypt(String c) { return run(c, -1); }
    }

    static class RailFence implements Cipher {
        private final int rails;
        RailFence(int rails) { this.rails = rails; }
        private int[] pattern(int n) {
            int[] rail = new int[n];
            int r = 0, dir = 1;
            for (int i = 0; i < n; i++) {
                rail[i] = r;
                if (r == 0) dir = 1; else if (r == rails - 1) dir = -1;
                r += dir;
            }
            return rail;
        }
        public String encrypt(String p) {
            int[] rail = pattern(p.length());
            StringBuilder sb = new StringBuilder();
            for (int r = 0; r < rails; r++)
                for (int i = 0; i < p.length(); i++) if (rail[i] == r) sb.append(p.charAt(i));
            return sb.toString();
        }
        public String decrypt(String c) {
            int[] rail = pattern(c.length());
            Integer[] order = IntStream.range(0, c.length()).boxed().toArray(Integer[]::new);
            Arrays.sort(order, Comparator.comparingInt((Integer i) -> rail[i]).thenComparingInt(i -> i));
            char[] out = new char[c.length()];
            for (int k = 0; k < order.length; k++) out[order[k]] = c.charAt(k);
            return new String(out);
        }
    }

    static Map<Character, Long> letterFrequency(String s) {
        return s.toLowerCase().chars().filter(Character::isLetter).mapToObj(c -> (char) c)
                .collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting()));
    }

    public static void main(String[] args) {
        String message = "Attack at dawn! Meet me by the old Oak, 7 o'clock.";
        List<Cipher> ciphers = List.of(new Caesar(3), new Caesar(-29), new Vigenere("Lemon"), new RailFence(3));
        for (Cipher c : ciphers) {
            String enc = c.encrypt(message);
            String dec = c.decrypt(enc);
            System.out.printf("%-9s %s%n          %s [%s]%n", c.name(), enc, dec, dec.equals(message) ? "ok" : "MISMATCH");
        }
        String secret = new Caesar(11).encrypt("the quick brown fox jumps over the lazy dog while the eager beaver sees everything");
        Map<Character, Long> freq = letterFrequency(secret);
        char top = Collections.max(freq.entrySet(), Map.Entry.comparingByValue()).getKey();
        int guess = Math.floorMod(top - 'e', 26);
        System.out.println("most frequent '" + top + "' -> guessed shift " + guess);
        System.out.println(new Caesar(guess).decrypt(secret));
        String top3 = freq.entrySet().stream().sorted(Map.Entry.<Character, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(3).map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "));
        System.out.println(top3);
        System.out.println(Character.getNumericValue('z') + " " + (int) Character.toUpperCase('q') + " " + Character.isLetterOrDigit('_') + " " + "Zebra".compareToIgnoreCase("apple"));
    }
}
