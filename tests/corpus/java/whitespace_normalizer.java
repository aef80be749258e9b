// features: char_type, string_builder, unicode_strings, wrapper_classes
import java.util.*;

// Normalizes the spacing of pasted text: Character.isWhitespace (breaking
// whitespace, controls included) against isSpaceChar (the Unicode space
// separators, no-break ones included, controls not).
public class whitespace_normalizer {
    static String normalize(String s) {
        StringBuilder out = new StringBuilder();
        boolean pendingSpace = false;
        for (char c : s.toCharArray()) {
            if (Character.isWhitespace(c)) {
                pendingSpace = out.length() > 0;
            } else if (Character.isSpaceChar(c)) {
                out.append('~');  // a no-break space: keep the words together
            } else {
                if (pendingSpace) out.append(' ');
                pendingSpace = false;
                out.append(c);
            }
        }
        return out.toString();
    }

    public static void main(String[] args) {
        String pasted = "  Total:\t42\u00A0kg\n\nper\u2003crate\u3000(approx.)\u202Fnet\u2007 \u001Cend ";
        System.out.println("[" + normalize(pasted) + "]");
        char[] probes = {' ', '\t', '\n', '\r', '\u000B', '\f', '\u001C', '\u001F', '\u00A0', '\u2003', '\u2007', '\u200B',
                '\u2028', '\u202F', '\u205F', '\u3000', 'x', '_'};
        for (char c : probes) {
            System.out.printf("U+%04X whitespace=%-5b spaceChar=%b%n", (int) c, Character.isWhitespace(c), Character.isSpaceChar(c));
        }
        long words = Arrays.stream(normalize(pasted).split(" ")).filter(w -> !w.isEmpty()).count();
        System.out.println("words: " + words);
    }
}
