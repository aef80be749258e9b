// features: program, lambda_expression, interface_declaration, generics, array_list, method_reference, collections_utils
import java.util.*;
import java.util.function.*;

public class Lambdas {
    interface Op {
        int apply(int a, int b);
    }

    static int fold(int[] xs, int init, Op op) {
        int acc = init;
        for (int x : xs) acc = op.apply(acc, x);
        return acc;
    }

    static <T> List<T> filter(List<T> xs, Predicate<T> p) {
        List<T> out = new ArrayList<>();
        for (T x : xs) if (p.test(x)) out.add(x);
        return out;
    }

    public static void main(String[] args) {
        int[] xs = {3, 1, 4, 1, 5, 9, 2, 6};
        System.out.println(fold(xs, 0, (a, b) -> a + b));
        System.out.println(fold(xs, 1, (a, b) -> a * b));
        System.out.println(fold(xs, Integer.MIN_VALUE, Math::max));
        Function<Integer, Integer> square = x -> x * x;
        Function<Integer, String> show = x -> "<" + x + ">";
        System.out.println(square.apply(7) + " " + show.apply(square.apply(3)));
        BiFunction<String, Integer, String> rep = (s, n) -> s.repeat(n);
        System.out.println(rep.apply("ab", 3));
        Supplier<String> hello = () -> "hello";
        System.out.println(hello.get());
        List<Integer> nums = new ArrayList<>(List.of(5, 12, 7, 20, 3, 14));
        System.out.println(filter(nums, n -> n % 2 == 0));
        nums.sort((a, b) -> b - a);
        System.out.println(nums);
        List<String> words = new ArrayList<>(List.of("kiwi", "fig", "banana", "apple"));
        words.sort(Comparator.naturalOrder());
        System.out.println(words);
        words.sort((a, b) -> a.length() != b.length() ? a.length() - b.length() : a.compareTo(b));
        System.out.println(words);
        int base = 10;
        IntBinaryOperator addBase = (a, b) -> a + b + base;
        System.out.println(addBase.applyAsInt(1, 2));
        Runnable r = () -> System.out.println("run!");
        r.run();
        words.forEach(w -> System.out.print(w.toUpperCase() + " "));
        System.out.println();
        Consumer<String> printer = System.out::println;
        printer.accept("via method ref");
        Function<String, Integer> len = String::length;
        System.out.println(len.apply("seven"));
    }
}
