// features: program, bitwise_operators, long_arithmetic, arrays, streams, for_statement
import java.util.*;

public class BitsetPrimes {
    static BitSet sieve(int n) {
        BitSet composite = new BitSet(n + 1);
        composite.set(0);
        composite.set(1);
        for (int p = 2; (long) p * p <= n; p = composite.nextClearBit(p + 1)) {
            for (int m = p * p; m <= n; m += p) composite.set(m);
        }
        BitSet primes = new BitSet(n + 1);
        primes.set(0, n + 1);
        primes.andNot(composite);
        return primes;
    }

    public static void main(String[] args) {
        BitSet primes = sieve(200);
        System.out.println("count " + primes.cardinality());
        System.out.println(primes.get(97) + " " + primes.get(91));
        StringBuilder sb = new StringBuilder();
        for (int i = primes.nextSetBit(150); i >= 0; i = primes.nextSetBit(i + 1)) sb.append(i).append(' ');
        System.out.println("primes >= 150: " + sb.toString().trim());
        BitSet twins = new BitSet();
        for (int i = primes.nextSetBit(0); i >= 0 && i + 2 <= 200; i = primes.nextSetBit(i + 1)) {
            if (primes.get(i + 2)) twins.set(i);
        }
        System.out.println("twin starts " + twins);
        BitSet odd = new BitSet();
        for (int i = 1; i < 40; i += 2) odd.set(i);
        BitSet small = primes.get(0, 40);
        small.xor(odd);
        System.out.println("xor odd<40 " + small);
        System.out.println("length " + primes.length() + " prev set before 100: " + primes.previousSetBit(100));
        int[] gaps = new int[16];
        int prev = -1;
        for (int p : primes.stream().toArray()) {
            if (prev > 0) gaps[p - prev]++;
            prev = p;
        }
        System.out.println("gaps " + Arrays.toString(gaps));
        long bits = 0;
        for (int i = primes.nextSetBit(0); i >= 0 && i < 64; i = primes.nextSetBit(i + 1)) bits |= 1L << i;
        System.out.println(Long.toBinaryString(bits).length() + " " + Long.bitCount(bits) + " " + Long.toHexString(bits));
        System.out.println(Arrays.toString(BitSet.valueOf(new long[]{bits}).stream().limit(6).toArray()));
    }
}
