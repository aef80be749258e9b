// features: program, bitwise_operators, int_arithmetic, long_arithmetic, wrapper_classes, while_statement
public class Bits {
    static int popcount(int x) {
        int c = 0;
        while (x != 0) {
            x &= x - 1;
            c++;
        }
        return c;
    }

    static boolean isPowerOfTwo(long x) {
        return x > 0 && (x & (x - 1)) == 0;
    }

    static int reverseBits(int x) {
        int r = 0;
        for (int i = 0; i < 32; i++) {
            r = (r << 1) | (x & 1);
            x >>>= 1;
        }
        return r;
    }

    public static void main(String[] args) {
        int[] xs = {0, 1, 7, 255, -1, Integer.MIN_VALUE, 123456789};
        for (int x : xs) {
            System.out.println(x + ": pop=" + popcount(x) + " builtin=" + Integer.bitCount(x) + " rev=" + reverseBits(x) + " hex=" + Integer.toHexString(x));
        }
        System.out.println(isPowerOfTwo(1024) + " " + isPowerOfTwo(1000) + " " + isPowerOfTwo(1L << 62));
        int flags = 0;
        flags |= 1 << 3;
        flags |= 1 << 5;
        flags ^= 1 << 3;
        System.out.println(flags + " " + ((flags >> 5) & 1) + " " + (flags << 26) + " " + (-flags >>> 1));
        long mix = 0x9E3779B97F4A7C15L;
        System.out.println(mix + " " + (mix >>> 33) + " " + (mix ^ (mix >>> 29)) + " " + (int) mix);
        char c = 'A';
        c += 2;
        c++;
        System.out.println(c);
    }
}
