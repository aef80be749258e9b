// features: program, bitwise_operators, wrapper_classes, big_numbers, streams, string_format, floating_point, long_arithmetic
import java.math.BigInteger;
import java.util.*;
import java.util.stream.*;

public class BitsAndBytesInspector {
    static String hexBytes(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) sb.append(String.format("%02x ", b & 0xff));
        return sb.toString().trim();
    }

    static String describeDouble(double d) {
        long bits = Double.doubleToLongBits(d);
        long sign = bits >>> 63;
        long exponent = (bits >>> 52) & 0x7ff;
        long mantissa = bits & 0xfffffffffffffL;
        return String.format("%-10s sign=%d exp=%4d mantissa=%013x", Double.toString(d), sign, exponent - 1023, mantissa);
    }

    public static void main(String[] args) {
        for (String word : List.of("Java", "bytes!", "~tilde")) {
            byte[] raw = word.getBytes();
            int checksum = 0;
            for (byte b : raw) checksum = (checksum * 31 + b) & 0xffff;
            System.out.printf("%-7s [%s] len=%d checksum=%04x%n", word, hexBytes(raw), raw.length, checksum);
        }
        for (double d : new double[]{1.0, -2.5, 0.1, 1024.0, Double.MIN_VALUE}) System.out.println(describeDouble(d));
        long bits = Double.doubleToRawLongBits(3.75);
        System.out.println(Long.toHexString(bits) + " -> " + Double.longBitsToDouble(bits) + " " + Double.longBitsToDouble(0x4009_21fb_5444_2d18L));
        System.out.println(Long.toHexString(Double.doubleToLongBits(Double.NaN)) + " " + (Double.doubleToLongBits(0.0) == Double.doubleToLongBits(-0.0)));
        int fb = Float.floatToIntBits(1.5f);
        System.out.println(Integer.toHexString(fb) + " " + Float.intBitsToFloat(fb) + " " + Float.intBitsToFloat(0x3eaaaaab) + " " + Integer.toHexString(Float.floatToRawIntBits(-0.0f)));
        System.out.println(Integer.toHexString(Float.floatToIntBits(Float.NaN)));
        for (long v : new long[]{12, 40, 1, 0, -96}) {
            BigInteger b = BigInteger.valueOf(v);
            System.out.println(v + ": lowest set bit " + b.getLowestSetBit() + ", bit length " + b.bitLength() + ", count " + b.bitCount());
        }
        BigInteger big = BigInteger.ONE.shiftLeft(100);
        System.out.println(big.getLowestSetBit() + " " + big.add(BigInteger.TWO.shiftLeft(3)).getLowestSetBit());
        Map<String, String> env = new HashMap<>();
        env.put("HOME", "/home/ada");
        List<String> found = Stream.of("HOME", "SHELL", "HOME")
                .flatMap(k -> Stream.ofNullable(env.get(k)))
                .collect(Collectors.toList());
        System.out.println(found + " " + Stream.ofNullable(null).count());
    }
}
