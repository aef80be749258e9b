// features: program, interface_declaration, lambda_expression, generic_methods, int_arithmetic
// Lambdas handed to the program's own methods take the parameter types the
// method's functional interface declares (an in-file interface or
// IntBinaryOperator/LongBinaryOperator): int arithmetic inside them wraps at
// 32 bits before a division or comparison, as javac's typed lambda does.
import java.util.function.*;

public class ChecksumFolds {
    interface Step {
        int next(int acc, int b);
    }

    interface Mix64 {
        long mix(long h, int b);
    }

    static int fold(byte[] data, int seed, Step step) {
        int acc = seed;
        for (byte b : data) acc = step.next(acc, b & 0xff);
        return acc;
    }

    static long fold64(byte[] data, Mix64 m) {
        long h = 0xcbf29ce484222325L;
        for (byte b : data) h = m.mix(h, b & 0xff);
        return h;
    }

    static int reduce(int[] xs, IntBinaryOperator op) {
        int acc = xs[0];
        for (int i = 1; i < xs.length; i++) acc = op.applyAsInt(acc, xs[i]);
        return acc;
    }

    static boolean anyPair(int[] xs, BiPredicate<Integer, Integer> p) {
        for (int i = 0; i + 1 < xs.length; i++) if (p.test(xs[i], xs[i + 1])) return true;
        return false;
    }

    public static void main(String[] args) {
        byte[] text = "The quick brown fox jumps over the lazy dog".getBytes();
        System.out.println("djb2   " + fold(text, 5381, (h, b) -> h * 33 + b));
        System.out.println("sdbm   " + fold(text, 0, (h, b) -> b + (h << 6) + (h << 16) - h));
        System.out.println("scaled " + fold(text, 7, (h, b) -> h * 1000003 / 7 + b));
        System.out.println("signed " + fold(text, 1, (h, b) -> (h * 65599 + b) % 1000));
        System.out.println("fnv1a  " + fold64(text, (h, b) -> (h ^ b) * 0x100000001b3L));
        int[] xs = {46341, 46341, 3, 100000};
        System.out.println("product/2 " + reduce(xs, (a, b) -> a * b / 2));
        System.out.println("max sq   " + reduce(xs, (a, b) -> Math.max(a, b * b)));
        System.out.println("pair overflow " + anyPair(xs, (a, b) -> a * b < 0));
    }
}
