// features: program, string_format, system_out, wrapper_classes
// java.util.Formatter: conversions, flags, widths, precisions and argument indices.
public class formatter_flags {
    public static void main(String[] args) {
        System.out.println(String.format("|%5d|%-5d|%05d|%+d|%,d|% d|%(d|%+,d|", 42, 42, 42, 42, 1234567, 42, -42, -1234567));
        System.out.println(String.format("|%x|%X|%08x|%o|%#x|%#o|%#X|%x|", 255, 255, 255, 8, 255, 8, 255, -1));
        System.out.println(String.format("|%.3f|%10.2f|%-10.1f|%e|%.2e|%E|%010.3f|", Math.PI, Math.E, -1.25, 12345.678, 0.000123, 1e-10, -3.14159));
        System.out.println(String.format("|%g|%.3g|%g|%g|%G|", 0.5, 12345.678, 1e-5, 123456789.0, 1e20));
        System.out.println(String.format("|%s|%10s|%-10s|%.2s|%S|", "hi", "right", "left", "truncate", "upper"));
        System.out.println(String.format("|%c|%C|%b|%B|%b|%%|", 'q', 'q', true, null, "x"));
        System.out.println(String.format("%,.2f %(,.2f %+.1f % .3f", 9876543.215, -1234.5, 2.0, 1.5));
        System.out.println(String.format("%2$s %1$s %2$s %1$s", "a", "b"));
        System.out.println(String.format("%s %<s %s %<S", "x", "y"));
        System.out.println(String.format("%08.3f|%-8d|%8.3e|%x|%X", 3.14159, -5, 31415.9, 3000000000L, -255));
        System.out.println(String.format("%h %h %H", "hello", 42, "Hi"));
        System.out.printf("%-12s%8s%n", "Name", "Score");
        String[] names = {"Alice", "Bob", "Christina"};
        double[] scores = {93.5, 7.25, 100};
        for (int i = 0; i < names.length; i++) System.out.printf("%-12s%8.2f%n", names[i], scores[i]);
        System.out.println("%d items at %.2f = %,.2f".formatted(3, 4.5, 13.5));
        System.out.println(String.format("%.0f %.0f %.0f %.1f %.2f", 0.5, 1.5, 2.5, 0.05, 1.005));
        System.out.println(String.format("%e %.0e %e", 0.0, 5.0, 9.9999999e5));
    }
}
