// features: program, long_arithmetic, for_statement, arrays, system_out, string_concatenation
public class Fibonacci {
    static long fibIter(int n) {
        long a = 0, b = 1;
        for (int i = 0; i < n; i++) {
            long t = a + b;
            a = b;
            b = t;
        }
        return a;
    }

    static int fibRec(int n) {
        return n < 2 ? n : fibRec(n - 1) + fibRec(n - 2);
    }

    public static void main(String[] args) {
        for (int n = 0; n <= 15; n++) {
            System.out.print(fibRec(n) + " ");
        }
        System.out.println();
        System.out.println("fib(50) = " + fibIter(50));
        System.out.println("fib(90) = " + fibIter(90));
        long[] memo = new long[93];
        memo[1] = 1;
        for (int i = 2; i < memo.length; i++) memo[i] = memo[i - 1] + memo[i - 2];
        System.out.println("fib(92) = " + memo[92]);
        long overflow = memo[92] + memo[91];
        System.out.println("overflowed: " + overflow);
    }
}
