// features: lambda_expression, streams, char_type, arrays, method_reference
import java.util.*;
import java.util.stream.*;
public class BlockLambdaResults {
  public static void main(String[] a) {
    List<String> words = List.of("alpha", "beta", "gamma");
    List<Integer> lens = words.stream().map(w -> { int n = w.length(); return n * 2; }).collect(Collectors.toList());
    System.out.println(lens);
    words.stream().map(w -> { String u = w.toUpperCase(); return u.charAt(0); }).forEach(c -> System.out.println(c + 1));
    var firsts = words.stream().map(w -> { return w.charAt(0); }).map(c -> c + 1).collect(Collectors.toList());
    System.out.println(firsts);
    var arr = words.toArray(new String[0]);
    System.out.println(arr.length + " " + Arrays.toString(arr) + " " + arr[0].length());
    var arr2 = words.stream().map(String::toUpperCase).toArray(String[]::new);
    System.out.println(Arrays.toString(arr2) + arr2[1].charAt(0));
    var ints = IntStream.range(0, 5).toArray();
    System.out.println(Arrays.toString(ints) + " " + (ints[4] + ints[3]));
    Object[] objs = words.toArray();
    System.out.println(objs.length + Arrays.toString(objs));
    var longs = words.stream().mapToLong(String::length).toArray();
    System.out.println(Arrays.stream(longs).sum());
    var arr3 = words.stream().map(w -> { return w.length() / 2.0; }).toArray();
    System.out.println(Arrays.toString(arr3));
    System.out.println(words.stream().map(w -> { long x = w.length(); return x * 1_000_000_000L * 10; }).map(x -> x + 1).collect(Collectors.toList()));
    char[] cs = words.stream().map(w -> { return w.substring(1); }).collect(Collectors.joining()).toCharArray();
    System.out.println(cs.length);
    Integer[] boxed = words.stream().map(w -> { return w.length(); }).toArray(Integer[]::new);
    System.out.println(boxed[0] + boxed[1] + " " + Arrays.toString(boxed));
  }
}
