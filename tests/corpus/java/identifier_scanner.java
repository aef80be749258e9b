// features: program, char_type, wrapper_classes, streams, string_builder, hash_map, arrays, multidimensional_arrays, string_format
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class IdentifierScanner {
    record Token(String kind, String text, int line) {}

    static List<Token> scan(String src) {
        List<Token> out = new ArrayList<>();
        int line = 1;
        for (int i = 0; i < src.length(); ) {
            char c = src.charAt(i);
            if (c == '\n') { line++; i++; continue; }
            if (Character.isWhitespace(c)) { i++; continue; }
            if (Character.isISOControl(c)) { out.add(new Token("control", String.format("\\u%04x", (int) c), line)); i++; continue; }
            if (Character.isJavaIdentifierStart(c)) {
                int j = i + 1;
                while (j < src.length() && Character.isJavaIdentifierPart(src.charAt(j))) j++;
                out.add(new Token("ident", src.substring(i, j), line));
                i = j;
            } else if (Character.isDigit(c)) {
                int j = i, value = 0;
                int radix = src.startsWith("0x", i) ? 16 : 10;
                if (radix == 16) j += 2;
                while (j < src.length() && Character.digit(src.charAt(j), radix) >= 0) value = value * radix + Character.digit(src.charAt(j++), radix);
                out.add(new Token("number:" + value, src.substring(i, j), line));
                i = j;
            } else {
                out.add(new Token("symbol", String.valueOf(c), line));
                i++;
            }
        }
        return out;
    }

    public static void main(String[] args) {
        String src = "int $count = 0x1F + _tmp2;\nString naïve = \"x\";\tbreak\u0007 9lives";
        List<Token> toks = scan(src);
        toks.forEach(t -> System.out.println(t.line() + " " + t.kind() + " '" + t.text() + "'"));
        Map<String, LongSummaryStatistics> lengths = toks.stream()
            .collect(Collectors.groupingBy(t -> t.kind().split(":")[0], TreeMap::new, Collectors.summarizingLong(t -> t.text().length())));
        lengths.forEach((k, s) -> System.out.println(k + " " + s.getCount() + " max=" + s.getMax()));
        DoubleSummaryStatistics lines = toks.stream().collect(Collectors.summarizingDouble(t -> t.line()));
        System.out.printf("lines avg %.3f max %.0f%n", lines.getAverage(), lines.getMax());
        List<Token> idents = toks.stream().filter(t -> t.kind().equals("ident"))
            .collect(Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList));
        System.out.println(idents.size() + " identifiers");
        Map<Integer, Set<Character>> charsByLine = toks.stream().collect(Collectors.groupingBy(Token::line, TreeMap::new,
            Collectors.flatMapping(t -> t.text().chars().mapToObj(ch -> (char) ch), Collectors.toCollection(TreeSet::new))));
        charsByLine.forEach((l, cs) -> System.out.println("line " + l + ": " + cs.size() + " distinct chars"));
        Map<String, Integer> firstLine = toks.stream().filter(t -> t.kind().equals("symbol"))
            .collect(Collectors.toUnmodifiableMap(Token::text, Token::line, Math::min));
        System.out.println(new TreeMap<>(firstLine));
        Optional<String> longest = toks.stream().map(Token::text).collect(Collectors.reducing((a, b) -> b.length() > a.length() ? b : a));
        System.out.println("longest token: " + longest.orElse(""));

        int[] cps = {65, 0xE9, 0x3A9, 0x1F600, 0xD800, 0xDC00, 0x110000, -1};
        for (int cp : cps) {
            System.out.println(String.format("U+%04X", cp) + " valid=" + Character.isValidCodePoint(cp) + " bmp=" + Character.isBmpCodePoint(cp)
                + " supp=" + Character.isSupplementaryCodePoint(cp) + " count=" + Character.charCount(cp)
                + " defined=" + Character.isDefined(cp));
        }
        char hi = '\uD83D', lo = '\uDE00', plain = 'q';
        System.out.println(Character.isSurrogate(hi) + " " + Character.isHighSurrogate(hi) + " " + Character.isLowSurrogate(lo)
            + " " + Character.isSurrogate(plain) + " " + Character.isTitleCase('A') + " " + Character.hashCode('A')
            + " " + Character.compare('b', 'a') + " " + Character.forDigit(15, 16) + Character.forDigit(3, 10)
            + " " + (int) Character.forDigit(20, 10) + " " + Character.MIN_RADIX + ".." + Character.MAX_RADIX);
        System.out.println(Character.toString(0x3A9) + Character.toString(97) + " " + Character.getNumericValue('z') + " " + Character.digit('z', 36) + " " + Character.digit('9', 8));
        int[][] grid = {{1, 2}, {3, 4}};
        int[][] same = {{1, 2}, {3, 4}};
        System.out.println((Arrays.deepHashCode(grid) == Arrays.deepHashCode(same)) + " " + Arrays.deepHashCode(grid) + " " + Arrays.hashCode(new int[]{1, 2}) + " " + Arrays.hashCode(new String[]{"a", "b"}));
        Matcher m = Pattern.compile("[a-z]+").matcher("ABC def ghi JKL");
        m.region(4, 11);
        System.out.print(m.regionStart() + "-" + m.regionEnd() + ":");
        while (m.find()) System.out.print(" " + m.group());
        System.out.println(" " + m.hitEnd());
    }
}
