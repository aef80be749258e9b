// features: string_format, stderr_output
import java.util.*;

public class FormatSpecifierTable {
    static void row(String spec, Object... args) {
        try {
            System.out.println(String.format("%-14s", spec) + "[" + String.format(spec, args) + "]");
        } catch (IllegalFormatException e) {
            System.out.println(String.format("%-14s", spec) + "! " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        // integers: flags and widths
        for (String spec : new String[] {"%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%,d", "%(d", "%+,010d", "%(,d", "%-+8d|"}) {
            row(spec, 1234);
            row(spec, -1234);
        }
        row("%d", 9876543210L);
        row("%x %X %o", 255, 255, 255);
        row("%#x %#X %#o", 255, 255, 255);
        row("%08x|%-8x|", 48879, 48879);
        row("%x", -1);
        row("%o", -8);
        // floating point
        double[] ds = {0.0, 1.5, -2.25, 3.14159265, 123456.789, 1e-5, 6.02e23, -0.000123};
        for (double d : ds) {
            row("%f %.2f %10.3f %-10.1f|", d, d, d, d);
            row("%e %.3E %g %.3G", d, d, d, d);
            row("%a", d);
            row("%,.2f %+.1f %(.2f %010.2f", d, d, d, d);
        }
        row("%.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5);
        row("%f %e %g", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY);
        row("%+f %(f %10f|", Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN);
        row("%a %A %.2a", 1.0, 255.5, 3.0);
        row("%a", 0.1f);
        // strings, chars, booleans, hashes
        row("%s|%10s|%-10s|%.2s|%S", "java", "java", "java", "java", "java");
        row("%s %s %s", null, List.of(1, 2), Map.of("k", 3));
        row("%c%c%c %C", 'J', 97, 0x1F600, 'x');
        row("%b %b %b %B %.3b", true, null, "x", false, true);
        row("%h %H %h", "hi", "hi", null);
        row("%5%|%-5%|%n", new Object[0]);
        // argument indexes
        row("%2$s %1$s %2$s", "a", "b");
        row("%s %<s %s %<S", "x", "y");
        row("%1$d %1$x %1$o %<,d", 100000);
        row("%3$s %s %s", "a", "b", "c");
        // errors
        row("%d", "text");
        row("%s %s", "only");
        row("%q", 1);
        row("%-d", 5);
        row("%,x", 5);
        row("%#s", "s");
        row("%.2d", 5);
        row("%c", "str");
        row("%c", 0x110000);
        row("%+s", "s");
        row("%0s", "s");
        row("%-05d", 5);
        row("%+ d", 5);
        row("%<s", "a");
        row("%.3c", 'c');
        row("%f", 5);
        // BigDecimal and BigInteger
        row("%.3f %s %10.1f", new java.math.BigDecimal("2.71828"), new java.math.BigDecimal("1.50"), new java.math.BigDecimal("-9.95"));
        row("%d %x %,d", new java.math.BigInteger("123456789012345678901234567890"), new java.math.BigInteger("255"), new java.math.BigInteger("-1234567"));
        // static widths: a long, byte or short prints its own two's complement
        long big = -1L;
        byte b = -1;
        short sh = -2;
        System.out.println(String.format("%x %x %x %o", big, b, sh, b));
        System.out.println(String.format(Locale.US, "%,.2f|%,d", 1234567.891, 9876543));
        // Formatter into a StringBuilder
        StringBuilder sb = new StringBuilder("head:");
        Formatter fmt = new Formatter(sb);
        fmt.format("%4d|", 7).format("%-4s|", "ab");
        fmt.format("%.1f%n", 2.25);
        System.out.print(fmt.toString());
        System.out.print(sb);
        Formatter own = new Formatter();
        own.format("%s=%d", "n", 3);
        System.out.println(own + " / " + own.out());
        System.out.println("formatted: " + "%s-%03d".formatted("id", 7));
        System.out.printf("%s %d%n", "printf", 1);
        System.out.format("%s %d%n", "format", 2);
        System.err.printf("warn: %d left%n", 3);
    }
}
