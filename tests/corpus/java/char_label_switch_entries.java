// features: program, switch_statement, switch_arrow, switch_expression, char_type, lambda_expression, var_declaration, enhanced_for_statement, generics, long_arithmetic, math_class, streams
import java.util.*;
import java.util.stream.*;

// An int subject takes char case labels by their code; entries of a Map<K, Long> keep the
// long value type through var and firstEntry (Math.multiplyExact's long overload).
public class char_label_switch_entries {
    static long weight(String morse) {
        return morse.chars().mapToLong(c -> switch (c) {
            case '.' -> 2;
            case '-' -> 4;
            case ' ' -> 2;
            default -> 1;
        }).sum();
    }

    static String classify(int code) {
        switch (code) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
            case ' ': return "space";
            case 48: return "zero";
            default: return code >= 'a' && code <= 'z' ? "consonant" : "other";
        }
    }

    public static void main(String[] args) {
        System.out.println(weight("... --- ...") + " " + weight(".-/-."));
        StringBuilder sb = new StringBuilder();
        for (char ch : "hi 0x".toCharArray()) sb.append(classify(ch)).append(',');
        System.out.println(sb);
        int c = 'q';
        String kind = switch (c) { case 'q', 'x' -> "rare"; default -> "common"; };
        System.out.println(kind);

        TreeMap<Integer, Long> terms = new TreeMap<>();
        terms.put(2, 3_000_000_000L);
        terms.put(1, 7L);
        for (var e : terms.entrySet()) {
            try {
                System.out.println(e.getKey() + " -> " + Math.multiplyExact(e.getValue(), e.getValue()));
            } catch (ArithmeticException ex) {
                System.out.println(e.getKey() + " -> " + ex.getMessage());
            }
        }
        var last = terms.lastEntry();
        System.out.println(Math.addExact(last.getValue(), last.getValue()));
        try {
            Math.multiplyExact(terms.firstEntry().getValue(), Long.MAX_VALUE);
        } catch (ArithmeticException ex) {
            System.out.println("first: " + ex.getMessage());
        }
        long sum = terms.entrySet().stream().mapToLong(e -> Math.multiplyExact(e.getValue(), 2)).sum();
        System.out.println(sum);
    }
}
