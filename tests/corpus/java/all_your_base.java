// features: program, array_list, custom_exceptions, throw_statement, try_statement, arrays, collections_utils
import java.util.*;

public class AllYourBase {
    static List<Integer> convert(int from, List<Integer> digits, int to) {
        if (from < 2) throw new IllegalArgumentException("input base must be >= 2");
        if (to < 2) throw new IllegalArgumentException("output base must be >= 2");
        long value = 0;
        for (int d : digits) {
            if (d < 0 || d >= from) throw new IllegalArgumentException("all digits must satisfy 0 <= d < input base");
            value = value * from + d;
        }
        List<Integer> out = new ArrayList<>();
        if (value == 0) {
            out.add(0);
            return out;
        }
        while (value > 0) {
            out.add((int) (value % to));
            value /= to;
        }
        Collections.reverse(out);
        return out;
    }

    public static void main(String[] args) {
        Object[][] cases = {
            {2, List.of(1), 10}, {2, List.of(1, 0, 1), 10}, {10, List.of(5), 2}, {2, List.of(1, 0, 1, 0, 1, 0), 10},
            {10, List.of(4, 2), 2}, {3, List.of(1, 1, 2, 0), 16}, {16, List.of(2, 10), 3}, {97, List.of(3, 46, 60), 73},
            {2, List.of(), 10}, {10, List.of(0), 2}, {7, List.of(0, 6, 0), 10}, {1, List.of(0), 10},
            {2, List.of(1, 2, 1, 0, 1, 0), 10}, {10, List.of(7), 1}};
        for (Object[] c : cases) {
            int from = (Integer) c[0];
            int to = (Integer) c[2];
            @SuppressWarnings("unchecked")
            List<Integer> digits = (List<Integer>) c[1];
            try {
                System.out.println(from + " " + digits + " -> " + to + " " + convert(from, digits, to));
            } catch (IllegalArgumentException e) {
                System.out.println(from + " " + digits + " -> " + to + " error: " + e.getMessage());
            }
        }
    }
}
