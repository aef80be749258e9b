// features: program, streams, lambda_expression, method_reference, iterator, array_list
import java.util.*;
import java.util.stream.*;

// Infinite streams (iterate/generate) are lazy: limit, takeWhile, findFirst, the
// matches and iterator() take only what they need.
public class lazy_streams {
    static boolean isPrime(int n) {
        if (n < 2) return false;
        for (int i = 2; i * i <= n; i++) if (n % i == 0) return false;
        return true;
    }

    public static void main(String[] args) {
        List<Long> fib = Stream.iterate(new long[]{0, 1}, p -> new long[]{p[1], p[0] + p[1]})
            .limit(12).map(p -> p[0]).collect(Collectors.toList());
        System.out.println(fib);
        System.out.println(IntStream.iterate(1, i -> i * 2).limit(12).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.iterate(1, i -> i * 3).limit(25).boxed().toList());
        System.out.println(Stream.iterate(2, n -> n + 1).filter(lazy_streams::isPrime).limit(10).toList());
        System.out.println(Stream.generate(() -> "ab").limit(3).collect(Collectors.joining("-")));
        int[] counter = {0};
        System.out.println(IntStream.generate(() -> ++counter[0]).map(x -> x * x).skip(2).limit(4).sum());
        System.out.println(IntStream.iterate(100, i -> i - 7).takeWhile(i -> i > 50).boxed().toList());
        System.out.println(Stream.iterate(1, x -> x + 1).dropWhile(x -> x < 5).limit(3).toList());
        System.out.println(Stream.iterate(1, x -> x * 2).filter(x -> x > 1000).findFirst().get());
        System.out.println(Stream.iterate(1, x -> x + 2).anyMatch(x -> x % 9 == 0));
        System.out.println(Stream.iterate(1, x -> x + 1).allMatch(x -> x < 40));
        Iterator<Integer> it = Stream.iterate(1, x -> x + 1).filter(x -> x % 7 == 0).iterator();
        System.out.println(it.next() + " " + it.next() + " " + it.hasNext() + " " + it.next());
        List<String> seen = new ArrayList<>();
        String s = Stream.iterate("a", x -> x + "b").peek(seen::add).limit(3).reduce("", String::concat);
        System.out.println(s + " " + seen);
        System.out.println(Stream.iterate(1, x -> x <= 20, x -> x + 4).map(String::valueOf).collect(Collectors.joining(",")));
        DoubleSummaryStatistics ds = Stream.iterate(1.0, d -> d / 2).limit(5).mapToDouble(Double::doubleValue).summaryStatistics();
        System.out.println(ds);
        System.out.println(IntStream.rangeClosed(1, 4).summaryStatistics());
        System.out.println(LongStream.iterate(1, x -> x * 10).limit(3).boxed().toList());
    }
}
