// features: program, text_block, string_builder, string_methods, string_format, arrays, hash_map
import java.util.*;

public class TextJustify {
    static List<String> justify(String[] words, int width) {
        List<String> lines = new ArrayList<>();
        int i = 0;
        while (i < words.length) {
            int j = i, len = 0;
            while (j < words.length && len + words[j].length() + (j - i) <= width) len += words[j++].length();
            StringBuilder sb = new StringBuilder();
            int gaps = j - i - 1;
            if (j == words.length || gaps == 0) {
                for (int k = i; k < j; k++) { if (k > i) sb.append(' '); sb.append(words[k]); }
                while (sb.length() < width) sb.append(' ');
            } else {
                int spaces = width - len;
                for (int k = i; k < j; k++) {
                    sb.append(words[k]);
                    if (k < j - 1) {
                        int n = spaces / gaps + (k - i < spaces % gaps ? 1 : 0);
                        sb.append(" ".repeat(n));
                    }
                }
            }
            lines.add(sb.toString());
            i = j;
        }
        return lines;
    }

    static String center(String s, int width) {
        int pad = width - s.length();
        if (pad <= 0) return s;
        return " ".repeat(pad / 2) + s + " ".repeat(pad - pad / 2);
    }

    public static void main(String[] args) {
        String text = "Java is a high-level, class-based, object-oriented programming language that is designed "
            + "to have as few implementation dependencies as possible. It is a general-purpose programming language "
            + "intended to let programmers write once, run anywhere.";
        String[] words = text.split("\\s+");
        System.out.println(words.length + " words, longest: " + Arrays.stream(words).max(Comparator.comparingInt(String::length)).get());
        for (int width : new int[]{30, 45}) {
            System.out.println("+" + "-".repeat(width) + "+");
            for (String line : justify(words, width)) System.out.println("|" + line + "|");
            System.out.println("+" + "-".repeat(width) + "+");
        }
        System.out.println("[" + center("Title", 15) + "]");
        System.out.println("[" + String.format("%-15s", "left") + "][" + String.format("%15s", "right") + "]");
        Map<Integer, List<String>> byLen = new TreeMap<>();
        for (String w : words) {
            String clean = w.replaceAll("[^A-Za-z-]", "").toLowerCase();
            if (!clean.isEmpty()) byLen.computeIfAbsent(clean.length(), k -> new ArrayList<>()).add(clean);
        }
        for (Map.Entry<Integer, List<String>> e : byLen.entrySet()) {
            List<String> ws = new ArrayList<>(new TreeSet<>(e.getValue()));
            System.out.printf("%2d: %s%n", e.getKey(), ws);
        }
        String para = """
            Line one of the block.
              indented line two\tafter tab
            line three ends with backslash \
            continued here
            "quoted" and \"escaped\"
            """;
        System.out.print(para);
        System.out.println(para.lines().count() + " lines, " + para.length() + " chars");
        for (String l : para.split("\n")) System.out.println(l.length() + ":" + l.stripLeading().toUpperCase());
        String wrapped = String.join("\n", justify("a bb ccc dddd eeeee ffffff".split(" "), 10));
        System.out.println(wrapped.replace(' ', '.'));
        char[] cs = "hello world".toCharArray();
        Arrays.sort(cs);
        System.out.println(new String(cs).trim() + " " + String.valueOf(cs, 1, 4) + " " + "a-b-c".lastIndexOf('-') + " " + "Hello".compareTo("Help") + " " + "abc".compareToIgnoreCase("ABD"));
        System.out.println(String.format("|%6.2f|%-8.3f|%+.1e|%g|", Math.PI, Math.E, 123456.789, 0.00012345));
        System.out.println(String.format("%s %S %10.4s| %h", List.of(1, 2), "shout", "abcdefgh", "hi"));
    }
}
