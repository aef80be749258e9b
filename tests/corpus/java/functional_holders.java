// features: program, lambda_expression, method_reference, enum_declaration, nested_static_class, streams, builtin_exceptions
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

// BinaryOperator.minBy/maxBy, Predicate.not/isEqual, interface method references
// (Collection::stream, CharSequence::length, Number::intValue) and valueOf's message
// for a nested enum.
public class functional_holders {
    static class Machine {
        enum Op { PUSH, POP, HALT }
    }

    public static void main(String[] args) {
        BinaryOperator<Integer> maxOp = BinaryOperator.maxBy(Comparator.naturalOrder());
        BinaryOperator<String> shortest = BinaryOperator.minBy(Comparator.comparingInt(String::length));
        System.out.println(Stream.of(3, 9, 4).reduce(Integer.MIN_VALUE, maxOp) + " " + Stream.of("pear", "fig", "kiwi").reduce(shortest).get());
        List<List<Integer>> nested = List.of(List.of(1, 2), List.of(3), List.of());
        System.out.println(nested.stream().flatMap(Collection::stream).map(String::valueOf).collect(Collectors.joining("+")));
        List<CharSequence> seqs = List.of("ab", new StringBuilder("cde"));
        System.out.println(seqs.stream().mapToInt(CharSequence::length).sum());
        List<Number> numbers = List.of(1, 2.5, 3L);
        System.out.println(numbers.stream().mapToInt(Number::intValue).sum());
        List<String> words = List.of("a", "", "b", "", "c");
        System.out.println(words.stream().filter(Predicate.not(String::isEmpty)).collect(Collectors.toList())
            + " " + words.stream().filter(Predicate.isEqual("b")).count());
        BiConsumer<List<String>, String> adder = List<String>::add;
        List<String> target = new ArrayList<>();
        adder.accept(target, "x");
        adder.accept(target, "y");
        System.out.println(target);
        System.out.println(Machine.Op.valueOf("POP").ordinal());
        try {
            Machine.Op.valueOf("JUMP");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
