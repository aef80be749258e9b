// features: program, long_arithmetic, floating_point, builtin_exceptions, math_class
// Parsing 64-bit unsigned identifiers (trace ids, hashes) with
// Long.parseUnsignedLong and rounding measurements with Math.round, whose
// result is floor(x + 1/2) taken exactly, 0 for NaN and saturated at Long's range.
import java.util.*;

public class unsigned_ids_rounding {
    public static void main(String[] args) {
        String[] ids = {"18446744073709551615", "9223372036854775808", "42", "+7", "ffffffffffffffff", "-1", "18446744073709551616", "12a", ""};
        for (String id : ids) {
            try {
                int radix = id.matches("[0-9+]*") ? 10 : 16;
                long v = Long.parseUnsignedLong(id, radix);
                System.out.println(id + " -> signed " + v + ", unsigned " + Long.toUnsignedString(v) + ", bucket " + Long.remainderUnsigned(v, 16)
                        + ", half " + Long.toUnsignedString(Long.divideUnsigned(v, 2)));
            } catch (NumberFormatException e) {
                System.out.println(id + " -> " + e.getMessage());
            }
        }
        List<Long> sorted = new ArrayList<>(List.of(Long.parseUnsignedLong("18446744073709551615"), 5L, Long.MIN_VALUE, 0L));
        sorted.sort(Long::compareUnsigned);
        StringJoiner sj = new StringJoiner(" < ");
        for (long v : sorted) sj.add(Long.toUnsignedString(v));
        System.out.println(sj);

        double[] readings = {0.49999999999999994, 0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 4503599627370497.0, 1e20, -1e20, Double.NaN,
                Double.POSITIVE_INFINITY, 99.95, 1234.4999};
        for (double r : readings) System.out.print(Math.round(r) + " ");
        System.out.println();
        double total = 0;
        for (int i = 1; i <= 7; i++) total += i * 0.35;
        System.out.println("total " + total + " rounded cents " + Math.round(total * 100) + " whole " + Math.round(total));
    }
}
