// features: program, bitwise_operators, wrapper_classes, long_arithmetic, int_arithmetic, string_format, arrays
import java.util.*;

public class BitTricks {
    // FNV-1a over a string, 32-bit, printed unsigned
    static int fnv1a(String s) {
        int h = 0x811c9dc5;
        for (char c : s.toCharArray()) {
            h ^= c;
            h *= 16777619;
        }
        return h;
    }

    static long splitmix(long x) {
        x += 0x9E3779B97F4A7C15L;
        x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ (x >>> 31);
    }

    static int nextPow2(int n) {
        return n <= 1 ? 1 : Integer.highestOneBit(n - 1) << 1;
    }

    public static void main(String[] args) {
        for (String w : new String[]{"", "a", "hello", "RedDragon"}) {
            int h = fnv1a(w);
            System.out.println(String.format("%-10s %11d %10s %s", "'" + w + "'", h, Integer.toUnsignedString(h), Integer.toHexString(h)));
        }
        long s = 42;
        for (int i = 0; i < 3; i++) {
            s = splitmix(s);
            System.out.println(s + " " + Long.toUnsignedString(s) + " " + Long.toUnsignedString(s, 16) + " tz=" + Long.numberOfTrailingZeros(s) + " lz=" + Long.numberOfLeadingZeros(s >>> 7));
        }
        int[] ns = {0, 1, 5, 16, 17, 1000, -8};
        for (int n : ns) {
            System.out.printf("%6d hi=%d lo=%d nlz=%d ntz=%d next=%d pop=%d%n", n, Integer.highestOneBit(n), Integer.lowestOneBit(n),
                Integer.numberOfLeadingZeros(n), Integer.numberOfTrailingZeros(n), nextPow2(n), Integer.bitCount(n));
        }
        int x = 0x12345678;
        System.out.println(Integer.toHexString(Integer.reverseBytes(x)) + " " + Integer.toHexString(Integer.rotateLeft(x, 8)) + " " + Integer.toHexString(Integer.rotateRight(x, 4)) + " " + Integer.toBinaryString(Integer.reverse(6)));
        long y = 0x0102030405060708L;
        System.out.println(Long.toHexString(Long.reverseBytes(y)) + " " + Long.toHexString(Long.rotateLeft(y, 16)) + " " + Long.toHexString(Long.rotateRight(y, 4)) + " " + Long.highestOneBit(y) + " " + Long.lowestOneBit(y));
        int a = -1, b = 7;
        System.out.println(Integer.compareUnsigned(a, b) + " " + Integer.divideUnsigned(a, b) + " " + Integer.remainderUnsigned(a, b) + " " + Integer.toUnsignedLong(a));
        long la = -10L;
        System.out.println(Long.compareUnsigned(la, 3L) + " " + Long.divideUnsigned(la, 3L) + " " + Long.remainderUnsigned(la, 3L));
        // a tiny bitboard: set bits for a knight's moves from square 27 (d4)
        long board = 0;
        int[][] d = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
        int r = 27 / 8, c = 27 % 8;
        for (int[] m : d) {
            int rr = r + m[0], cc = c + m[1];
            if (rr >= 0 && rr < 8 && cc >= 0 && cc < 8) board |= 1L << (rr * 8 + cc);
        }
        System.out.println(Long.bitCount(board) + " moves, board=" + Long.toHexString(board));
        List<Integer> squares = new ArrayList<>();
        for (long bb = board; bb != 0; bb &= bb - 1) squares.add(Long.numberOfTrailingZeros(bb));
        System.out.println(squares);
    }
}
