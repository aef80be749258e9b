// features: program, string_methods, char_type, string_builder, arrays, for_statement, wrapper_classes
public class Strings {
    static boolean isPalindrome(String s) {
        StringBuilder clean = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (Character.isLetterOrDigit(c)) clean.append(Character.toLowerCase(c));
        }
        String t = clean.toString();
        return t.equals(clean.reverse().toString());
    }

    static String caesar(String s, int k) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isUpperCase(c)) out.append((char) ('A' + (c - 'A' + k) % 26));
            else if (Character.isLowerCase(c)) out.append((char) ('a' + (c - 'a' + k) % 26));
            else out.append(c);
        }
        return out.toString();
    }

    public static void main(String[] args) {
        String s = "  Hello, World  ";
        System.out.println("[" + s.trim() + "] " + s.length() + " " + s.trim().length());
        String t = s.trim();
        System.out.println(t.substring(7) + "|" + t.substring(0, 5) + "|" + t.indexOf('o') + "|" + t.lastIndexOf("o") + "|" + t.indexOf("xyz"));
        System.out.println(t.replace('l', 'L') + " " + t.contains("World") + " " + t.startsWith("Hell") + " " + t.endsWith("!"));
        String[] parts = "a,b,,c".split(",");
        System.out.println(parts.length + " " + String.join("|", parts));
        String[] words = "the  quick brown   fox".split("\\s+");
        System.out.println(words.length + " " + String.join("-", words));
        System.out.println("apple".compareTo("banana") + " " + "b".compareTo("a") + " " + "abc".compareTo("abcd") + " " + "Hello".equalsIgnoreCase("hELLO"));
        System.out.println(isPalindrome("A man, a plan, a canal: Panama") + " " + isPalindrome("race a car"));
        System.out.println(caesar("Hello, World!", 3) + " " + caesar(caesar("Hello, World!", 3), 23));
        char c = 'x';
        int code = c;
        System.out.println(code + " " + (char) (code + 1) + " " + (c + 1) + " " + Character.isDigit('7') + " " + Character.getNumericValue('7'));
        System.out.println("ab".repeat(3) + " " + "".isEmpty() + " " + "Mississippi".replace("ss", "SS") + " " + String.valueOf(3.5) + String.valueOf(true));
        StringBuilder sb = new StringBuilder("hello");
        sb.insert(0, "[").append(']').setCharAt(1, 'H');
        sb.deleteCharAt(sb.length() - 1);
        System.out.println(sb + " " + sb.length() + " " + sb.charAt(2) + " " + sb.indexOf("l"));
        int digits = 0, letters = 0;
        for (char ch : "abc123xyz9".toCharArray()) {
            if (Character.isDigit(ch)) digits++;
            else if (Character.isLetter(ch)) letters++;
        }
        System.out.println(digits + " digits, " + letters + " letters");
        System.out.println(Integer.parseInt("-123") + Integer.valueOf("77") + " " + Double.parseDouble("2.5") * 2);
    }
}
