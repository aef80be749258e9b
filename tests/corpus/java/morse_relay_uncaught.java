// features: program, static_initializer, custom_exceptions, uncaught_exception, switch_arrow, switch_expression, string_builder, char_type, streams, unicode_strings
import java.util.*;
import java.util.stream.*;

public class MorseRelay {
    static final String[] LETTERS = {
        ".-", "-...", "-.-.", "-..", ".", "..-.", "--.", "....", "..", ".---", "-.-", ".-..", "--",
        "-.", "---", ".--.", "--.-", ".-.", "...", "-", "..-", "...-", ".--", "-..-", "-.--", "--.."};
    static final String[] DIGITS = {"-----", ".----", "..---", "...--", "....-", ".....", "-....", "--...", "---..", "----."};
    static final Map<String, Character> DECODE = new HashMap<>();
    static {
        for (int i = 0; i < LETTERS.length; i++) DECODE.put(LETTERS[i], (char) ('A' + i));
        for (int i = 0; i < DIGITS.length; i++) DECODE.put(DIGITS[i], Character.forDigit(i, 10));
        DECODE.put(".-.-.-", '.');
        DECODE.put("--..--", ',');
        DECODE.put("..--..", '?');
    }

    static class UnencodableException extends RuntimeException {
        final int index;
        UnencodableException(char c, int index) {
            super(String.format("cannot encode '%c' (U+%04X) at index %d", c, (int) c, index));
            this.index = index;
        }
    }

    static String encode(String text) {
        StringJoiner words = new StringJoiner(" / ");
        int idx = 0;
        for (String word : text.trim().split("\\s+")) {
            StringJoiner letters = new StringJoiner(" ");
            for (char ch : word.toCharArray()) {
                char c = Character.toUpperCase(ch);
                String code;
                if (Character.isLetter(c) && c <= 'Z') code = LETTERS[c - 'A'];
                else if (Character.isDigit(c)) code = DIGITS[Character.getNumericValue(c)];
                else {
                    code = DECODE.entrySet().stream().filter(e -> e.getValue() == c).map(Map.Entry::getKey)
                        .findFirst().orElseThrow(() -> new UnencodableException(ch, text.indexOf(ch)));
                }
                letters.add(code);
                idx++;
            }
            words.add(letters.toString());
        }
        return words.toString();
    }

    static String decode(String morse) {
        return Arrays.stream(morse.split(" / "))
            .map(w -> Arrays.stream(w.split(" ")).map(s -> String.valueOf(DECODE.getOrDefault(s, '\uFFFD'))).collect(Collectors.joining()))
            .collect(Collectors.joining(" "));
    }

    static String toSignal(String morse, int unit) {
        StringBuilder sb = new StringBuilder();
        for (char c : morse.toCharArray()) {
            switch (c) {
                case '.' -> sb.append("=".repeat(unit)).append(" ".repeat(unit));
                case '-' -> sb.append("=".repeat(3 * unit)).append(" ".repeat(unit));
                case ' ' -> sb.append(" ".repeat(2 * unit));
                case '/' -> sb.append(" ".repeat(unit));
                default -> throw new IllegalStateException("unexpected " + c);
            }
        }
        return sb.toString().replaceAll("\\s+$", "");
    }

    static long duration(String morse) {
        return morse.chars().mapToLong(c -> switch (c) {
            case '.' -> 2;
            case '-' -> 4;
            case ' ' -> 2;
            default -> 1;
        }).sum();
    }

    public static void main(String[] args) {
        String[] messages = {"SOS", "Hello World", "Meet at 10.30, ok?", "e=mc2"};
        for (String m : messages) {
            try {
                String enc = encode(m);
                System.out.printf("%-20s -> %s%n", m, enc);
                System.out.printf("%-20s <- %s (%d units)%n", "", decode(enc), duration(enc));
            } catch (UnencodableException e) {
                System.out.println("error: " + e.getMessage() + " [index field " + e.index + "]");
            }
        }
        System.out.println(toSignal(encode("PARIS"), 1));
        String garbled = "... --- ...... / .- -...-";
        System.out.println("garbled: " + decode(garbled));
        StringBuilder sb = new StringBuilder(decode(encode("Relay Station 42")));
        sb.reverse();
        sb.insert(0, '[').append(']');
        sb.setCharAt(1, Character.toLowerCase(sb.charAt(1)));
        sb.deleteCharAt(sb.length() - 2);
        System.out.println(sb + " len=" + sb.length() + " idx(AT)=" + sb.indexOf("AT") + " last(T)=" + sb.lastIndexOf("T"));
        Map<Integer, List<Character>> byLength = DECODE.entrySet().stream()
            .filter(e -> Character.isLetter(e.getValue()))
            .collect(Collectors.groupingBy(e -> e.getKey().length(), TreeMap::new,
                Collectors.mapping(Map.Entry::getValue, Collectors.collectingAndThen(Collectors.toList(), l -> { Collections.sort(l); return l; }))));
        byLength.forEach((k, v) -> System.out.println(k + " symbols: " + v));
        char[] cs = {'a', 'Z', '5', ' ', '_', 'é', '\t'};
        for (char c : cs)
            System.out.printf("'%s' letter=%b digit=%b ws=%b upper=%b alnum=%b code=%d%n",
                c == '\t' ? "\\t" : String.valueOf(c), Character.isLetter(c), Character.isDigit(c),
                Character.isWhitespace(c), Character.isUpperCase(c), Character.isLetterOrDigit(c), (int) c);
        System.out.println(encode("ünïcode"));
    }
}
