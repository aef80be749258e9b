// features: program, bitwise_operators, wrapper_classes, cast_expression, string_format, long_arithmetic
public class BitTricks {
    static int popcount(long x) {
        int c = 0;
        while (x != 0) { x &= x - 1; c++; }
        return c;
    }

    static String bin(int v, int width) {
        String s = Integer.toBinaryString(v);
        if (s.length() < width) s = "0".repeat(width - s.length()) + s;
        return s;
    }

    static int reverseBits(int x) {
        int r = 0;
        for (int i = 0; i < 32; i++) { r = (r << 1) | (x & 1); x >>>= 1; }
        return r;
    }

    static int gray(int n) { return n ^ (n >> 1); }

    public static void main(String[] args) {
        int[] samples = {0, 1, 7, 8, 255, 1023, -1, Integer.MIN_VALUE, 0x5A5A5A5A};
        for (int s : samples) {
            System.out.printf("%11d hex=%08x bits=%2d ours=%2d lz=%2d tz=%2d rev=%d%n", s, s, Integer.bitCount(s), popcount(s & 0xFFFFFFFFL),
                Integer.numberOfLeadingZeros(s), Integer.numberOfTrailingZeros(s), reverseBits(s));
        }
        System.out.println(reverseBits(1) == Integer.reverse(1));
        for (int i = 0; i < 8; i++) System.out.print(bin(gray(i), 3) + (i < 7 ? " " : "\n"));
        long mask = 0;
        for (int b : new int[]{0, 3, 5, 63}) mask |= 1L << b;
        System.out.println(mask + " " + Long.toHexString(mask) + " " + Long.bitCount(mask) + " " + (mask >>> 60) + " " + (mask >> 60));
        // subsets of {a,b,c,d} with exactly two elements
        char[] items = {'a', 'b', 'c', 'd'};
        StringBuilder sb = new StringBuilder();
        for (int m = 0; m < 1 << items.length; m++) {
            if (Integer.bitCount(m) != 2) continue;
            sb.append('{');
            for (int i = 0; i < items.length; i++) if ((m & (1 << i)) != 0) sb.append(items[i]);
            sb.append("} ");
        }
        System.out.println(sb.toString().trim());
        int x = 0b1011_0000;
        System.out.println(Integer.toOctalString(x) + " " + Integer.toHexString(x) + " " + Integer.highestOneBit(x) + " " + Integer.lowestOneBit(x) + " " + Integer.rotateLeft(x, 28));
        byte b = (byte) 200;
        short sh = (short) 70000;
        System.out.println(b + " " + (b & 0xFF) + " " + sh + " " + (char) ('A' + 2) + " " + (int) 'z' + " " + (5 >>> 1) + " " + (-5 >> 1) + " " + (-5 >>> 28));
        System.out.println(Integer.parseInt("-1010", 2) + " " + Integer.parseInt("ff", 16) + " " + Long.parseLong("7fffffffffffffff", 16) + " " + Integer.toString(255, 36));
        int overflow = Integer.MAX_VALUE;
        overflow++;
        long big = Long.MAX_VALUE;
        System.out.println(overflow + " " + (big + 1) + " " + Math.abs(Integer.MIN_VALUE) + " " + (Integer.MAX_VALUE * 2));
        System.out.println(Integer.toBinaryString(-8 >>> 28) + " " + Long.toBinaryString(5L) + " " + Integer.signum(-9) + " " + Integer.compare(3, 7));
    }
}
