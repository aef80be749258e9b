// features: wrapper_classes, object_methods, hash_map, floating_point, long_arithmetic, class_declaration
import java.util.*;

// Deduplicating sensor samples with a hand-written equals/hashCode built from the wrappers'
// static hashCode helpers (Double.hashCode, Long.hashCode, ...), as IDEs generate them.
public class SensorDedupHashes {
    static final class Sample {
        final String sensor;
        final long timestamp;
        final double value;
        final float quality;
        final boolean calibrated;
        final char unit;
        final short channel;

        Sample(String sensor, long timestamp, double value, float quality, boolean calibrated, char unit, short channel) {
            this.sensor = sensor; this.timestamp = timestamp; this.value = value; this.quality = quality;
            this.calibrated = calibrated; this.unit = unit; this.channel = channel;
        }

        @Override public boolean equals(Object o) {
            if (!(o instanceof Sample s)) return false;
            return sensor.equals(s.sensor) && timestamp == s.timestamp && Double.compare(value, s.value) == 0
                    && Float.compare(quality, s.quality) == 0 && calibrated == s.calibrated && unit == s.unit && channel == s.channel;
        }

        @Override public int hashCode() {
            int h = sensor.hashCode();
            h = 31 * h + Long.hashCode(timestamp);
            h = 31 * h + Double.hashCode(value);
            h = 31 * h + Float.hashCode(quality);
            h = 31 * h + Boolean.hashCode(calibrated);
            h = 31 * h + Character.hashCode(unit);
            h = 31 * h + Short.hashCode(channel);
            return h;
        }

        @Override public String toString() { return sensor + "@" + timestamp + "=" + value + unit; }
    }

    public static void main(String[] args) {
        long base = 1_700_000_000_000L;
        List<Sample> raw = List.of(
                new Sample("t1", base, 21.5, 0.9f, true, 'C', (short) 1),
                new Sample("t1", base, 21.5, 0.9f, true, 'C', (short) 1),
                new Sample("t1", base + 60_000, 21.75, 0.9f, true, 'C', (short) 1),
                new Sample("t2", base, -0.0, 0.5f, false, 'C', (short) 2),
                new Sample("t2", base, 0.0, 0.5f, false, 'C', (short) 2),
                new Sample("p1", base, Double.NaN, 0.0f, false, 'P', (short) -3),
                new Sample("p1", base, Double.NaN, 0.0f, false, 'P', (short) -3));
        Set<Sample> unique = new LinkedHashSet<>(raw);
        System.out.println("raw=" + raw.size() + " unique=" + unique.size());
        for (Sample s : unique) System.out.printf("%-24s hash=%d%n", s, s.hashCode());

        System.out.println("Long.hashCode: " + Long.hashCode(base) + " " + Long.hashCode(-1L) + " " + Long.hashCode(5L) + " " + Long.hashCode(Long.MIN_VALUE));
        System.out.println("Integer/Short/Byte: " + Integer.hashCode(-7) + " " + Short.hashCode((short) -7) + " " + Byte.hashCode((byte) 100));
        System.out.println("Double.hashCode: " + Double.hashCode(1.5) + " " + Double.hashCode(-0.0) + " " + Double.hashCode(0.0) + " " + Double.hashCode(Double.NaN) + " " + Double.hashCode(0.0 / 0.0) + " " + Double.hashCode(Double.POSITIVE_INFINITY));
        System.out.println("Float.hashCode: " + Float.hashCode(1.5f) + " " + Float.hashCode(-0.0f) + " " + Float.hashCode(Float.NaN) + " " + Float.hashCode(0.1f));
        System.out.println("Boolean/Character: " + Boolean.hashCode(true) + " " + Boolean.hashCode(false) + " " + Character.hashCode('A'));
        Double boxed = 21.5;
        System.out.println("boxed agrees: " + (boxed.hashCode() == Double.hashCode(21.5)) + " " + (Long.valueOf(base).hashCode() == Long.hashCode(base)));

        // the wrappers' static helpers return numbers: arithmetic on them, not string concatenation
        int digits = 0;
        for (char c : "40213".toCharArray()) digits = digits * 10 + Character.digit(c, 10);
        System.out.println("arith: " + (Integer.numberOfTrailingZeros(48) + 1) + " " + (Long.numberOfLeadingZeros(1L) * 2) + " "
                + (Character.digit('7', 10) * 3 + 1) + " " + (Integer.highestOneBit(100) + Integer.lowestOneBit(100)) + " "
                + (Integer.rotateLeft(1, 4) + 1) + " " + (Long.reverse(1L) + 1) + " " + (Integer.toUnsignedLong(-1) + 1) + " "
                + (Double.doubleToLongBits(1.0) + 1) + " " + (Short.toUnsignedInt((short) -1) + 1) + " "
                + (Character.getNumericValue('9') + 1) + " " + (Integer.hashCode(41) + 1) + " " + (Integer.signum(-8) + Long.signum(9L)) + " " + digits);
        Map<Integer, List<String>> buckets = new TreeMap<>();
        for (Sample s : unique) buckets.computeIfAbsent(Math.floorMod(s.hashCode(), 4), k -> new ArrayList<>()).add(s.sensor);
        System.out.println("buckets mod 4: " + buckets);
    }
}
