// features: string_literal, unicode_strings, character_literal, try_statement, interface_declaration, class_literal, record_declaration
import java.util.*;

// Counting user-visible symbols in chat messages that hold emoji (supplementary code points,
// two UTF-16 chars each), plus a few runtime-type checks a message store relies on.
public class EmojiTextAndEntryKinds {
    interface Message { String body(); }
    record Chat(String user, String body) implements Message {}

    static int depth = 0;
    static int dive(int n) { depth++; return dive(n + 1) + 1; }

    static String describe(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int n = Character.charCount(cp);
            sb.append(String.format("U+%04X(%d) ", cp, n));
            i += n;
        }
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        List<Chat> chats = List.of(new Chat("ana", "hi \uD83D\uDE00!"), new Chat("bo", "caf\u00e9"),
                new Chat("cy", "\uD83C\uDF55\uD83C\uDF55 party"));
        for (Chat c : chats) {
            String b = c.body();
            System.out.printf("%-4s len=%d codePoints=%d : %s%n", c.user(), b.length(), b.codePoints().count(), describe(b));
        }
        char[] pizza = Character.toChars(0x1F355);
        System.out.println("toChars length " + pizza.length + " high " + Integer.toHexString(pizza[0]) + " low " + Integer.toHexString(pizza[1])
                + " surrogates " + Character.isHighSurrogate(pizza[0]) + " " + Character.isLowSurrogate(pizza[1]));
        System.out.println("toCodePoint " + Integer.toHexString(Character.toCodePoint(pizza[0], pizza[1]))
                + " pair " + Character.isSurrogatePair(pizza[0], pizza[1]) + " " + Character.isSurrogatePair(pizza[1], pizza[0])
                + " halves " + (Character.highSurrogate(0x1F600) == '\uD83D') + " " + (int) Character.lowSurrogate(0x1F600));
        char[] plain = Character.toChars('Q');
        System.out.println("plain " + plain.length + " " + plain[0]);
        String built = new StringBuilder().appendCodePoint(0x1F600).append("ok").toString();
        System.out.println(built + " " + built.length() + " " + built.codePointCount(0, built.length()));
        System.out.println("supplementary? " + Character.isSupplementaryCodePoint(0x1F600) + " " + Character.isBmpCodePoint('x'));

        Map.Entry<String, Integer> fixed = new AbstractMap.SimpleImmutableEntry<>("score", 10);
        Map.Entry<String, Integer> mutable = new AbstractMap.SimpleEntry<>("tries", 1);
        mutable.setValue(mutable.getValue() + 1);
        System.out.println(fixed.getClass().getName() + " " + fixed);
        System.out.println(mutable.getClass().getName() + " " + mutable + " " + mutable.getClass().getSimpleName());
        try {
            fixed.setValue(11);
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable entry refused setValue");
        }

        try {
            dive(0);
        } catch (Exception e) {
            System.out.println("Exception handler must not see it");
        } catch (StackOverflowError e) {
            System.out.println("StackOverflowError is an Error: " + (depth > 1000) + " " + (e instanceof Error));
        }
        Message m = chats.get(0);
        System.out.println(Message.class + " / " + Chat.class + " / " + Comparable.class + " / " + m.getClass());
        System.out.println(Message.class.isInterface() + " " + Chat.class.isInterface());
    }
}
