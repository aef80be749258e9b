// features: program, string_builder, char_type, streams, method_reference, cast_expression, bitwise_operators
import java.util.*;

public class RunLength {
    static String encode(String s) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            int j = i;
            while (j < s.length() && s.charAt(j) == c) j++;
            int n = j - i;
            if (n > 1) out.append(n);
            out.append(c);
            i = j;
        }
        return out.toString();
    }

    static String decode(String s) {
        StringBuilder out = new StringBuilder();
        int n = 0;
        for (char c : s.toCharArray()) {
            if (Character.isDigit(c)) {
                n = n * 10 + (c - '0');
            } else {
                out.append(String.valueOf(c).repeat(Math.max(n, 1)));
                n = 0;
            }
        }
        return out.toString();
    }

    static byte[] packNibbles(String digits) {
        byte[] out = new byte[(digits.length() + 1) / 2];
        for (int i = 0; i < digits.length(); i++) {
            int d = digits.charAt(i) - '0';
            if (i % 2 == 0) out[i / 2] = (byte) (d << 4);
            else out[i / 2] |= (byte) d;
        }
        return out;
    }

    public static void main(String[] args) {
        String[] inputs = {"WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "aabcccccaaa", "", "XYZ", "  hsqq qww  ", "zzzzzzzzzzzzzzzzzzzzzzzzzz"};
        for (String in : inputs) {
            String enc = encode(in);
            String dec = decode(enc);
            double ratio = in.isEmpty() ? 1.0 : (double) enc.length() / in.length();
            System.out.printf("[%s] -> [%s] ok=%b ratio=%.3f%n", in.length() > 20 ? in.substring(0, 17) + "..." : in, enc, dec.equals(in), ratio);
        }
        byte[] packed = packNibbles("9081726354");
        StringBuilder hex = new StringBuilder();
        for (byte b : packed) hex.append(String.format("%02X ", b));
        System.out.println(hex.toString().trim() + " " + Arrays.toString(packed));
        char[] cs = "mississippi".toCharArray();
        Arrays.sort(cs);
        System.out.println(new String(cs) + " -> " + encode(new String(cs)));
        Map<Character, Integer> freq = new TreeMap<>();
        for (char c : "mississippi".toCharArray()) freq.put(c, freq.getOrDefault(c, 0) + 1);
        System.out.println(freq);
        String caesar = "Hello, World!".chars()
            .map(c -> Character.isUpperCase(c) ? 'A' + (c - 'A' + 3) % 26 : Character.isLowerCase(c) ? 'a' + (c - 'a' + 3) % 26 : c)
            .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        System.out.println(caesar);
        System.out.println(String.valueOf(new char[]{'o', 'k'}) + " " + "abc".compareTo("abd") + " " + "b".repeat(3).indexOf("bb", 1) + " " + String.join("-", List.of("x", "y")));
    }
}
