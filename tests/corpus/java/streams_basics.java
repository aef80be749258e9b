// features: program, streams, lambda_expression, method_reference, array_list, hash_map, hash_set, generics
import java.util.*;
import java.util.stream.*;

public class Streams1 {
    public static void main(String[] args) {
        List<Integer> nums = Arrays.asList(5, 3, 8, 1, 9, 2, 7);
        List<Integer> evens = nums.stream().filter(n -> n % 2 == 0).collect(Collectors.toList());
        System.out.println("evens: " + evens);
        int sum = nums.stream().mapToInt(Integer::intValue).sum();
        System.out.println("sum: " + sum);
        List<Integer> squares = nums.stream().map(n -> n * n).sorted().collect(Collectors.toList());
        System.out.println("squares: " + squares);
        String joined = nums.stream().map(String::valueOf).collect(Collectors.joining(", ", "[", "]"));
        System.out.println(joined);
        System.out.println(IntStream.range(0, 5).sum());
        System.out.println(IntStream.rangeClosed(1, 5).map(x -> x * 2).boxed().collect(Collectors.toList()));
        int[] arr = {4, 2, 6};
        System.out.println(Arrays.stream(arr).max().getAsInt());
        System.out.println(Arrays.stream(arr).sum());
        long count = nums.stream().filter(n -> n > 4).count();
        System.out.println("count>4: " + count);
        Optional<Integer> first = nums.stream().filter(n -> n > 7).findFirst();
        System.out.println(first.isPresent() + " " + first.get());
        System.out.println(nums.stream().anyMatch(n -> n == 9) + " " + nums.stream().allMatch(n -> n > 0) + " " + nums.stream().noneMatch(n -> n > 100));
        List<String> words = List.of("apple", "banana", "cherry", "avocado");
        System.out.println(words.stream().filter(w -> w.startsWith("a")).map(String::toUpperCase).collect(Collectors.joining("|")));
        Map<Integer, List<String>> byLen = words.stream().collect(Collectors.groupingBy(String::length));
        System.out.println(byLen);
        System.out.println(nums.stream().reduce(0, Integer::sum));
        System.out.println(nums.stream().max(Integer::compare).get());
        double avg = nums.stream().mapToInt(n -> n).average().orElse(0.0);
        System.out.println(avg);
        System.out.println(words.stream().distinct().limit(2).collect(Collectors.toList()));
        System.out.println(Stream.of("x", "y", "z").collect(Collectors.toList()));
        nums.stream().sorted(Comparator.reverseOrder()).forEach(n -> System.out.print(n + " "));
        System.out.println();
        Set<Integer> s = nums.stream().map(n -> n % 3).collect(Collectors.toSet());
        System.out.println(s);
        System.out.println(IntStream.rangeClosed(1, 5).reduce(1, (a, b) -> a * b));
        System.out.println(words.stream().mapToInt(String::length).max().getAsInt());
        System.out.println(Arrays.stream(new String[]{"b", "a"}).sorted().collect(Collectors.toList()));
        System.out.println(words.stream().collect(Collectors.toMap(w -> w, String::length)));
        System.out.println(nums.stream().skip(3).map(String::valueOf).collect(Collectors.joining()));
    }
}
