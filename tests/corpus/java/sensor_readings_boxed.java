// features: program, wrapper_classes, wrapper_boxing, array_list, floating_point, cast_expression, string_format
import java.util.*;

public class SensorReadings {
    record Reading(String sensor, Double value) {}

    public static void main(String[] args) {
        List<Reading> raw = List.of(
            new Reading("t1", 21.5), new Reading("t1", 0.0 / 0.0), new Reading("t2", 1e308 * 10),
            new Reading("t2", -3.75), new Reading("t3", 300.9), new Reading("t3", 70000.4), new Reading("t1", 22.25));
        Map<String, List<Double>> ok = new TreeMap<>();
        int rejected = 0;
        for (Reading r : raw) {
            Double v = r.value();
            if (v.isNaN() || v.isInfinite()) {
                System.out.println("reject " + r.sensor() + ": " + v + (v.isNaN() ? " (not a number)" : " (overflow)"));
                rejected++;
                continue;
            }
            ok.computeIfAbsent(r.sensor(), k -> new ArrayList<>()).add(v);
        }
        for (Map.Entry<String, List<Double>> e : ok.entrySet()) {
            for (Double v : e.getValue()) {
                // the packed telemetry frame keeps a byte, a short and a float per value
                System.out.printf("%s %8.3f int=%d short=%d byte=%d float=%s%n", e.getKey(), v, v.intValue(), v.shortValue(), v.byteValue(),
                    v.floatValue());
            }
        }
        Integer big = 70000;
        Long huge = 5_000_000_000L;
        System.out.println(big.shortValue() + " " + big.byteValue() + " " + big.floatValue() + " " + huge.intValue() + " " + huge.shortValue()
            + " " + huge.byteValue() + " " + huge.floatValue());
        System.out.println("rejected " + rejected + " of " + raw.size());
    }
}
