// features: program, char_type, compound_assignment, varargs, string_concatenation, wrapper_boxing, hash_map, floating_point, math_class, for_statement
import java.util.*;
public class Idioms {
    static int counter;
    int[] data = new int[3];
    String label = "x";
    static double avg(int... xs) { int s = 0; for (int x : xs) s += x; return (double) s / xs.length; }
    public static void main(String[] args) {
        System.out.println('a' + 'b');
        System.out.println("" + 'a' + 'b');
        char c = 'z';
        System.out.println(c);
        System.out.println((int) c);
        int x = 'A' + 2;
        System.out.println(x);
        char d = (char) x;
        System.out.println(d);
        Idioms g = new Idioms();
        g.data[1] = 5;
        g.data[2] += 3;
        System.out.println(Arrays.toString(g.data) + g.label);
        counter++;
        Idioms.counter += 10;
        System.out.println(counter);
        System.out.println(avg(1, 2, 4));
        long big = 3_000_000_000L;
        int trunc = (int) big;
        System.out.println(trunc);
        double dd = 10;
        dd /= 4;
        System.out.println(dd);
        int q = 17;
        q /= 4;
        q %= 3;
        System.out.println(q);
        List<int[]> pairs = new ArrayList<>();
        pairs.add(new int[]{1, 2});
        System.out.println(pairs.get(0)[1]);
        String s = null;
        System.out.println(s + "!" + null);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 3; i++) sb.append(i).append(',');
        sb.setLength(sb.length() - 1);
        System.out.println(sb);
        Integer boxed = 127;
        int unboxed = boxed + 1;
        System.out.println(unboxed);
        System.out.println(Integer.MAX_VALUE + 1L);
        System.out.println(5 / 2.0f);
        float f = 1.1f;
        double fd = f;
        System.out.println(f * 2);
        System.out.println(Long.parseLong("-9000000000") * 2);
        System.out.println(String.valueOf(new char[]{'h','i'}));
        Map<Integer, String> m = new HashMap<>();
        for (int i = 20; i >= 0; i -= 4) m.put(i, "v" + i);
        System.out.println(m);
        System.out.println(Objects.hash(1, 2, 3) + " " + "abc".hashCode() + " " + List.of(1, 2).hashCode());
        int[] arr = {3, 1, 2};
        int total = 0;
        for (int i = 0; i < arr.length; total += arr[i++]);
        System.out.println(total);
        System.out.println(Math.floorMod(-7, 3) + " " + Math.abs(-2147483648));
        System.out.println(1e7 + " " + 9999999.0 + " " + 0.001 + " " + 100.5f);
    }
}
