// features: program, streams, hash_map, comparator_combinators, generic_methods, abstract_class, string_methods, string_builder
import java.util.*;
import java.util.stream.*;

public class Words3 {
    interface Visitor<R> { R visitNum(int n); R visitAdd(Node a, Node b); R visitMul(Node a, Node b); }
    static abstract class Node { abstract <R> R accept(Visitor<R> v); }
    static class Num extends Node { final int n; Num(int n) { this.n = n; } <R> R accept(Visitor<R> v) { return v.visitNum(n); } }
    static class Add extends Node { final Node a, b; Add(Node a, Node b) { this.a = a; this.b = b; } <R> R accept(Visitor<R> v) { return v.visitAdd(a, b); } }
    static class Mul extends Node { final Node a, b; Mul(Node a, Node b) { this.a = a; this.b = b; } <R> R accept(Visitor<R> v) { return v.visitMul(a, b); } }

    static class Evaluator implements Visitor<Integer> {
        public Integer visitNum(int n) { return n; }
        public Integer visitAdd(Node a, Node b) { return a.accept(this) + b.accept(this); }
        public Integer visitMul(Node a, Node b) { return a.accept(this) * b.accept(this); }
    }
    static class Printer implements Visitor<String> {
        public String visitNum(int n) { return Integer.toString(n); }
        public String visitAdd(Node a, Node b) { return "(" + a.accept(this) + " + " + b.accept(this) + ")"; }
        public String visitMul(Node a, Node b) { return a.accept(this) + " * " + b.accept(this); }
    }

    public static void main(String[] args) {
        String text = "the quick brown fox jumps over the lazy dog the fox";
        Map<String, Integer> freq = new TreeMap<>();
        for (String w : text.split("\\s+")) freq.merge(w, 1, Integer::sum);
        System.out.println(freq);
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(freq.entrySet());
        entries.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        for (int i = 0; i < 3; i++) System.out.println(entries.get(i).getKey() + " -> " + entries.get(i).getValue());
        Map<Character, Long> letters = text.chars().filter(Character::isLetter)
            .mapToObj(c -> (char) c).collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting()));
        System.out.println(letters.get('o') + " " + letters.get('e') + " " + letters.size());
        String longest = Arrays.stream(text.split(" ")).max(Comparator.comparingInt(String::length)).orElse("");
        System.out.println(longest);
        System.out.println(Arrays.stream(text.split(" ")).map(w -> Character.toUpperCase(w.charAt(0)) + w.substring(1)).collect(Collectors.joining(" ")));
        Map<Boolean, List<Integer>> parts = IntStream.rangeClosed(1, 10).boxed().collect(Collectors.partitioningBy(x -> x % 3 == 0));
        System.out.println(parts);
        Node expr = new Add(new Num(2), new Mul(new Num(3), new Add(new Num(4), new Num(1))));
        System.out.println(expr.accept(new Printer()) + " = " + expr.accept(new Evaluator()));
        String s = "Hello, World";
        String rev = new StringBuilder(s).reverse().toString();
        System.out.println(rev + " " + s.chars().filter(ch -> "aeiou".indexOf(ch) >= 0).count());
        List<String> names = List.of("zoe", "adam", "Bob", "carl");
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(String.CASE_INSENSITIVE_ORDER);
        System.out.println(sorted);
        sorted.sort(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println(sorted);
        System.out.println(String.join("-", names) + " " + names.indexOf("Bob") + " " + "a,b,,c".split(",").length);
        char[] cs = "dcba".toCharArray();
        Arrays.sort(cs);
        System.out.println(new String(cs) + String.valueOf(cs, 1, 2) + " " + "abc".repeat(2) + " " + "  pad ".strip() + "|");
        int[] counts = new int[26];
        for (char c : "mississippi".toCharArray()) counts[c - 'a']++;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 26; i++) if (counts[i] > 0) sb.append((char) ('a' + i)).append(counts[i]);
        System.out.println(sb);
    }
}
