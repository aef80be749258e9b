// features: builtin_exceptions, try_statement, enhanced_for_statement, big_numbers, wrapper_boxing
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.*;
import java.util.concurrent.atomic.AtomicInteger;

// Meter readings arrive as loosely typed objects; anything that is a Number is
// summed, anything else is rejected by the (Number) cast's ClassCastException.
public class number_cast_meter_readings {
    public static void main(String[] args) {
        List<Object> readings = new ArrayList<>(List.of(12, 3.75, 40L, "n/a", 'k', true, (short) 7, (byte) -2, 1.5f));
        readings.add(new BigInteger("100000000000000000000"));
        readings.add(new BigDecimal("0.125"));
        readings.add(new AtomicInteger(5));
        double total = 0;
        int rejected = 0;
        for (Object r : readings) {
            try {
                Number n = (Number) r;
                total += n.doubleValue();
                System.out.println("reading " + n + " as long " + n.longValue() + " as int " + n.intValue());
            } catch (ClassCastException e) {
                rejected++;
                System.out.println("rejected: " + e.getMessage());
            }
        }
        System.out.printf("total %.3f, rejected %d%n", total, rejected);
        Object o = "42";
        System.out.println((o instanceof Number) + " " + (readings.get(9) instanceof Number) + " " + (readings.get(10) instanceof Comparable));
    }
}
