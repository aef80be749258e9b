// features: program, try_with_resources, custom_exceptions, default_methods, abstract_class, instanceof_expression, string_builder, char_type, bitwise_operators, streams
import java.util.*;
import java.util.stream.*;

public class ExceptionsResources {
    static class ParseException extends Exception {
        ParseException(String m, Throwable cause) { super(m, cause); }
    }
    static class Res implements AutoCloseable {
        final String n;
        Res(String n) { this.n = n; System.out.println("open " + n); }
        public void close() { System.out.println("close " + n); }
    }
    interface Shape { double area(); static Shape unit() { return () -> 1.0; } default String describe() { return String.format("%s with area %.2f", getClass().getSimpleName(), area()); } }
    static abstract class Base implements Shape { public String toString() { return describe(); } }
    static class Sq extends Base { final double s; Sq(double s) { this.s = s; } public double area() { return s * s; } }
    static int parse(String s) throws ParseException {
        try { return Integer.parseInt(s.trim()); }
        catch (NumberFormatException e) { throw new ParseException("bad number: " + s, e); }
    }
    public static void main(String[] args) throws Exception {
        try (Res a = new Res("A"); Res b = new Res("B")) {
            System.out.println("body " + a.n + b.n);
            throw new IllegalStateException("boom");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        } finally {
            System.out.println("finally");
        }
        try { parse(" x1 "); } catch (ParseException e) { System.out.println(e.getMessage() + " / " + e.getCause().getClass().getSimpleName() + " / " + e.getCause().getMessage()); }
        System.out.println(parse(" 42 ") + 1);
        System.out.println(new Sq(1.5) + " | " + Shape.unit().area());
        Integer[] boxed = {5, 3, 9, 1};
        Arrays.sort(boxed, (x, y) -> y - x);
        System.out.println(Arrays.toString(boxed));
        List<String> names = new ArrayList<>(Arrays.asList("delta", "alpha", "charlie", "bravo"));
        String[] arr = names.toArray(new String[0]);
        Arrays.sort(arr);
        System.out.println(String.join("|", arr) + " " + Collections.nCopies(3, "ab") + " " + String.valueOf(new char[]{'h', 'i'}) + new String(new char[]{'!', '?'}));
        var text = "Hello, World 123\n  second line  \n\nlast";
        System.out.println(text.chars().filter(Character::isLetter).count() + " " + text.lines().map(String::strip).filter(l -> !l.isBlank()).collect(Collectors.toList()));
        char c = 'a';
        c += 2;
        int shifted = (c - 'a' + 25) % 26 + 'a';
        System.out.println(c + " " + (char) shifted + " " + (char) (c + 1) + " " + (c + 1) + " " + Character.toUpperCase(c));
        int x = Integer.MAX_VALUE;
        x++;
        System.out.println(x + " " + (x >>> 28) + " " + (x >> 28) + " " + (~5) + " " + (6 ^ 3) + " " + Long.toBinaryString(10L) + " " + Integer.toOctalString(64));
        Object[] things = {1, "two", 3.0, null, new Sq(2), -4L};
        for (Object o : things) {
            String d;
            if (o instanceof Integer i && i > 0) d = "pos int " + i;
            else if (o instanceof String s) d = "string of " + s.length();
            else if (o instanceof Double) d = "double";
            else if (o instanceof Long l) d = "long " + (l * 2);
            else if (o == null) d = "null";
            else d = o.getClass().getSimpleName();
            System.out.print(d + "; ");
        }
        System.out.println();
        StringBuilder sb = new StringBuilder("hello");
        sb.insert(0, "[").append(']').reverse().setCharAt(0, '<');
        sb.deleteCharAt(sb.length() - 1);
        System.out.println(sb + " " + sb.indexOf("l") + " " + "banana".lastIndexOf('a') + " " + "a-b-c".split("-").length);
        int[] counts = new int[5];
        for (int v : new int[]{1, 3, 3, 4, 1, 1}) counts[v]++;
        System.out.println(Arrays.toString(counts) + " " + Arrays.stream(counts).boxed().map(String::valueOf).collect(Collectors.joining("")));
        double avg = IntStream.of(1, 2, 4).average().getAsDouble();
        System.out.printf("%.3f %e %10.4f %s %s%n", avg, 12345.678, Math.PI, 1.0 / 3, 100.0 / 7);
        System.out.println(Objects.hash(1, 2, 3) + " " + Objects.equals(null, null) + " " + Objects.requireNonNullElse(null, "dflt") + " " + "abc".hashCode() + " " + List.of(1, 2).hashCode() + " " + Boolean.parseBoolean("TRUE"));
    }
}
