// features: program, string_methods, string_builder, char_type, cast_expression, character_literal
public class Ciphers {
    static String acronym(String phrase) {
        StringBuilder sb = new StringBuilder();
        boolean start = true;
        for (char c : phrase.toCharArray()) {
            if (Character.isLetter(c) || c == '\'') {
                if (start && c != '\'') sb.append(Character.toUpperCase(c));
                start = false;
            } else {
                start = true;
            }
        }
        return sb.toString();
    }

    static String atbash(String s, boolean group) {
        StringBuilder out = new StringBuilder();
        int n = 0;
        for (char c : s.toLowerCase().toCharArray()) {
            char enc;
            if (c >= 'a' && c <= 'z') enc = (char) ('z' - (c - 'a'));
            else if (Character.isDigit(c)) enc = c;
            else continue;
            if (group && n > 0 && n % 5 == 0) out.append(' ');
            out.append(enc);
            n++;
        }
        return out.toString();
    }

    public static void main(String[] args) {
        for (String p : new String[]{"Portable Network Graphics", "Ruby on Rails", "First In, First Out", "GNU Image Manipulation Program",
                                     "Complementary metal-oxide semiconductor", "Halley's Comet", "The Road _Not_ Taken"}) {
            System.out.println(p + " -> " + acronym(p));
        }
        for (String p : new String[]{"yes", "OMG", "mindblowingly", "Testing,1 2 3, testing.", "The quick brown fox jumps over the lazy dog."}) {
            String enc = atbash(p, true);
            System.out.println(enc + " | " + atbash(enc, false));
        }
    }
}
