// features: program, int_arithmetic, long_arithmetic, bitwise_operators, compound_assignment, cast_expression, integer_literals, wrapper_classes
public class Overflow {
    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println(max + 1);
        System.out.println(min - 1);
        System.out.println(max * 2);
        long lmax = Long.MAX_VALUE;
        System.out.println(lmax + 1);
        int h = 0;
        for (char c : "hello world".toCharArray()) h = 31 * h + c;
        System.out.println("hash " + h + " " + "hello world".hashCode());
        int x = 0x7f, y = 0b1010, z = 017, w = 1_000_000;
        System.out.println(x + " " + y + " " + z + " " + w);
        System.out.println((x << 3) + " " + (-17 >> 2) + " " + (-17 >>> 28) + " " + (x & y) + " " + (x | y) + " " + (x ^ y) + " " + (~x));
        int i = 10;
        i += 3.7;
        System.out.println(i);
        i *= 2.5;
        System.out.println(i);
        short s = (short) 40000;
        byte b = (byte) 200;
        System.out.println(s + " " + b);
        long big = 1L << 40;
        System.out.println(big + " " + (int) big + " " + (int) (big + 5));
        System.out.println(7 / 2 + " " + -7 / 2 + " " + 7 % -3 + " " + -7 % 3);
        System.out.println((int) 3.99 + " " + (int) -3.99 + " " + (long) 1e19 + " " + (int) Double.NaN);
        int acc = 1;
        for (int k = 0; k < 40; k++) acc *= 3;
        System.out.println(acc);
        long lacc = 1;
        for (int k = 0; k < 40; k++) lacc *= 3;
        System.out.println(lacc);
        System.out.println(Integer.toBinaryString(42) + " " + Integer.toHexString(-1) + " " + Long.MAX_VALUE);
    }
}
