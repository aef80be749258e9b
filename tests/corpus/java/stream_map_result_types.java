// features: streams, lambda_expression, char_type, long_arithmetic
import java.util.*;
import java.util.stream.*;
public class StreamMapResultTypes {
    public static void main(String[] args) {
        List<String> words = List.of("apple", "kiwi", "banana");
        words.stream().map(w -> w.charAt(0)).forEach(ch -> System.out.println(ch + 1));
        System.out.println(words.stream().map(w -> w.length() * 1000000L).map(x -> x * 5000).collect(Collectors.toList()));
        System.out.println(IntStream.range(0, 4).mapToObj(i -> (char) ('a' + i)).map(c -> c + 2).collect(Collectors.toList()));
        System.out.println(words.stream().map(w -> w.length()).filter(n -> n / 2 > 2).count());
        Object o = words.stream().map(w -> (long) w.length()).findFirst().get();
        System.out.println(o.getClass().getSimpleName());
        System.out.println(words.stream().map(String::toUpperCase).map(s -> s.charAt(1)).map(c -> Character.toLowerCase(c)).collect(Collectors.toList()));
    }
}
