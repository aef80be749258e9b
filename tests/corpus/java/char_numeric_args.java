// features: char_type, enum_declaration, math_class, big_numbers, wrapper_classes
import java.math.BigInteger;
import java.util.*;

// A char handed to a numeric library method widens to its code; an enum's own
// methods call compareTo/getDeclaringClass unqualified.
public class char_numeric_args {
    enum Severity {
        NOTE, WARNING, ERROR, FATAL;

        boolean atLeast(Severity other) { return compareTo(other) >= 0; }
        String family() { return getDeclaringClass().getSimpleName() + "." + name(); }
    }

    static String checksum(String s) {
        BigInteger acc = BigInteger.ZERO;
        for (char c : s.toCharArray()) acc = acc.multiply(BigInteger.valueOf(31)).add(BigInteger.valueOf(c));
        return acc.toString(16);
    }

    public static void main(String[] args) {
        String word = "Dragon";
        char hi = 'a', lo = 'z';
        for (char c : word.toCharArray()) {
            hi = (char) Math.max(hi, c);
            lo = (char) Math.min(lo, c);
            System.out.printf("%c %3d %s %s %s%n", c, Math.abs(c), Integer.toHexString(c), Integer.toBinaryString(c),
                    Integer.toString(c, 8));
        }
        System.out.println("max=" + hi + " min=" + lo + " " + Math.max('a', 3) + " " + Math.min('a', 100L));
        System.out.println(checksum(word) + " " + BigInteger.valueOf('Z').pow(3));
        char d = '7';
        System.out.println(Long.valueOf(d) + " " + Integer.valueOf(d) + " " + Integer.bitCount(d) + " " + Long.toHexString(d)
                + " " + Integer.compare('a', 'b') + " " + Math.floorMod('z', 7) + " " + Integer.signum(d));
        Character boxed = 'q';
        System.out.println(Math.max(boxed, 'p') + " " + Integer.toHexString(boxed));

        List<String> reports = new ArrayList<>();
        for (Severity s : Severity.values()) {
            if (s.atLeast(Severity.WARNING)) reports.add(s.family());
        }
        System.out.println(reports + " " + Severity.NOTE.atLeast(Severity.FATAL));
    }
}
