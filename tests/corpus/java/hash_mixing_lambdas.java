// features: program, lambda_expression, int_arithmetic, long_arithmetic, streams, char_type, generics
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class HashMixing {
    public static void main(String[] args) {
        // typed functional interfaces: their lambdas do int (or long) arithmetic, which wraps
        BinaryOperator<Integer> mix = (h, x) -> h * 31 + x;
        IntBinaryOperator fnv = (h, b) -> (h ^ b) * 16777619;
        UnaryOperator<Integer> square = x -> x * x;
        Function<Long, Long> cube = x -> x * x * x;
        BiFunction<Integer, Integer, Integer> scaled = (a, b) -> a * 1000 + b;
        ToIntFunction<Character> code = c -> c + 1;
        Predicate<Integer> overflows = x -> x * 2 < 0;

        int h = 17;
        for (String word : "the quick brown fox".split(" ")) h = mix.apply(h, word.hashCode());
        System.out.println("mixed " + h + ", fnv " + "hello".chars().reduce(0x811c9dc5, fnv) + ", square " + square.apply(65536)
                + ", cube " + cube.apply(3_000_000L) + ", scaled " + scaled.apply(3_000_000, 7) + ", code " + code.applyAsInt('a')
                + ", overflows " + overflows.test(1_500_000_000));

        // primitive streams and streams of a List<Integer>: the lambdas take ints
        System.out.println(IntStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b) + " " + LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b)
                + " " + IntStream.of(46341, 50000).map(x -> x * x).boxed().collect(Collectors.toList())
                + " " + "Zz".chars().map(c -> c * 100_000_000).sum());
        List<Integer> big = List.of(50_000, 60_000, 70_000);
        System.out.println(big.stream().map(x -> x * x).collect(Collectors.toList()) + " " + big.stream().filter(x -> x * x > 0).count()
                + " " + big.stream().reduce(0, (a, b) -> a + b * b) + " " + big.stream().mapToInt(x -> x * 40_000).max().getAsInt());
        List<Long> wide = List.of(50_000L, 60_000L);
        System.out.println(wide.stream().map(x -> x * x).collect(Collectors.toList()) + " " + wide.stream().mapToLong(x -> x * x * 1000).sum());
    }
}
