// features: lambda_expression, hash_map, wrapper_boxing
// Characters kept as Map<Character, Integer> keys and ranked by lambdas that
// subtract them (a - b on two Character values is an int), as people write
// comparators before Comparator.comparing.
import java.util.*;
import java.util.function.BinaryOperator;
import java.util.stream.*;

public class LetterRankChars {
    public static void main(String[] args) {
        String text = "the quick brown fox jumps over the lazy dog while the cat naps";
        Map<Character, Integer> counts = new TreeMap<>();
        for (char c : text.toCharArray()) if (c != ' ') counts.merge(c, 1, Integer::sum);
        List<Map.Entry<Character, Integer>> ranked = new ArrayList<>(counts.entrySet());
        ranked.sort((a, b) -> b.getValue() - a.getValue() != 0 ? b.getValue() - a.getValue() : a.getKey() - b.getKey());
        System.out.println(ranked.subList(0, 6));
        List<Character> keys = new ArrayList<>(counts.keySet());
        keys.sort((x, y) -> y - x);
        System.out.println(keys.stream().map(String::valueOf).collect(Collectors.joining()));
        Character first = keys.get(keys.size() - 1), last = keys.get(0);
        System.out.println("span " + first + ".." + last + " = " + (last - first));
        int seen = 0;
        for (Character c : counts.keySet()) seen |= 1 << (c - 'a');
        final int mask = seen;
        System.out.println("missing letters: " + IntStream.range(0, 26).filter(i -> (mask & (1 << i)) == 0)
                .mapToObj(i -> String.valueOf((char) ('a' + i))).collect(Collectors.joining()));
        BinaryOperator<Character> later = (p, q) -> p - q >= 0 ? p : q;
        System.out.println("latest: " + counts.keySet().stream().reduce(later).get());
    }
}
